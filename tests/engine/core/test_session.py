"""Session (issue #2): log with chance results, strict/lenient undo, redo, replay."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core.kernel import session as session_module
from engine.core.kernel.errors import IllegalAction, ReplayMismatch
from engine.core.kernel.session import Session, UndoMode, UndoUnavailable
from tests.engine.core.lucky import LuckyHighCard, Reroll, play
from tests.support.high_card import HighCard, PlayCard

LUCKY = LuckyHighCard()
seeds = st.integers(min_value=0, max_value=2**64 - 1)
picks = st.lists(st.integers(min_value=0, max_value=8), max_size=12)
modes = st.sampled_from(["strict", "lenient"])


def state_bytes(session: Session[Any]) -> bytes:
    return session.game.encode_state(session.state)


def observable(session: Session[Any]) -> tuple[Any, ...]:
    """Everything a caller can see of a session."""
    return (
        state_bytes(session),
        copy.deepcopy(session.log),
        list(session.events),
        session.can_undo(),
        session.redo_stack,
        session.undo_floor,
    )


@given(seeds, picks)
def test_apply_then_undo_restores_the_state_and_redo_repeats_it(
    seed: int, choices: list[int]
) -> None:
    session = Session.new(LUCKY, {}, seed, "lenient")
    for pick in choices:
        legal = session.legal_actions()
        if not legal:
            break
        before = observable(session)
        events = session.apply(legal[pick % len(legal)])
        after = observable(session)
        session.undo()
        assert observable(session)[:3] == before[:3]
        assert session.redo() == events
        assert observable(session) == after


@given(seeds, picks, modes)
def test_replay_rebuilds_the_live_session(seed: int, choices: list[int], mode: UndoMode) -> None:
    live = Session.new(LUCKY, {"seat_names": ["A", "B"]}, seed, mode)
    play(live, choices)
    again = Session.replay(LUCKY, live.setup, seed, live.log, mode)
    assert observable(again) == observable(live)


def test_chance_results_are_logged_per_step() -> None:
    session = Session.new(LUCKY, {}, 11, "strict")
    session.apply(Reroll(0))
    session.apply(session.legal_actions()[0])
    (reroll, card) = session.log
    assert reroll["action"] == {"type": "Reroll", "seat": 0}
    assert len(reroll["chance"]) == 3  # shuffle of 3 cards (2 results) and one die
    assert card["chance"] == []


def test_strict_mode_stops_undo_at_a_reveal() -> None:
    session = Session.new(HighCard(), {}, 5, "strict")
    session.apply(session.legal_actions()[0])
    assert session.can_undo()
    session.apply(session.legal_actions()[0])  # the second card of a trick reveals both
    assert not session.can_undo()
    with pytest.raises(UndoUnavailable, match="cannot be taken back"):
        session.undo()
    session.apply(session.legal_actions()[0])
    session.undo()  # the step after the barrier is fine
    assert not session.can_undo()
    assert session.undo_floor == 2


def test_strict_mode_stops_undo_at_randomness() -> None:
    session = Session.new(LUCKY, {}, 5, "strict")
    session.apply(Reroll(0))
    assert not session.can_undo()
    assert session.undo_floor == 1


def test_lenient_mode_undoes_everything_back_to_the_start() -> None:
    session = Session.new(LUCKY, {}, 5, "lenient")
    start = state_bytes(session)
    play(session, [3, 0, 0, 3, 0, 0, 0, 0])
    assert session.log[0]["chance"] and any(e.reveals for _, e in session.events)
    while session.can_undo():
        session.undo()
    assert state_bytes(session) == start
    assert session.events == []
    with pytest.raises(UndoUnavailable, match="Nothing to take back"):
        session.undo()


def test_redo_replays_the_recorded_chance_results() -> None:
    session = Session.new(LUCKY, {}, 21, "lenient")
    events = session.apply(Reroll(0))
    after = state_bytes(session)
    session.undo()
    session.state.rng.state ^= 0xDEADBEEF  # a different generator: only the script can agree
    assert session.redo() == events
    assert session.state.scores == LUCKY.decode_state(after).scores
    assert session.state.deck == LUCKY.decode_state(after).deck


def test_a_new_action_after_undo_clears_redo() -> None:
    session = Session.new(LUCKY, {}, 3, "lenient")
    session.apply(session.legal_actions()[0])
    session.undo()
    assert session.can_redo()
    session.apply(session.legal_actions()[1])
    assert not session.can_redo()
    with pytest.raises(UndoUnavailable, match="nothing to redo"):
        session.redo()


def test_undo_drops_the_steps_events() -> None:
    session = Session.new(HighCard(), {}, 9, "lenient")
    play(session, [0, 0, 0])
    assert [step for step, _ in session.events] == [0, 1, 1, 2]
    session.undo()
    session.undo()
    assert [step for step, _ in session.events] == [0]


@given(seeds, picks, modes)
def test_illegal_action_leaves_the_session_untouched(
    seed: int, choices: list[int], mode: UndoMode
) -> None:
    session = Session.new(LUCKY, {}, seed, mode)
    play(session, choices)
    if session.can_undo():
        session.undo()
    before = observable(session)
    with pytest.raises(IllegalAction):
        session.apply(PlayCard(1 - session.state.turn, "c1"))
    assert observable(session) == before


def test_undo_beyond_the_snapshot_window_replays(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(session_module, "SNAPSHOT_DEPTH", 2)
    session = Session.new(LUCKY, {}, 17, "lenient")
    history = [state_bytes(session)]
    while legal := session.legal_actions():
        session.apply(legal[-1])  # Reroll whenever it is open: chance steps to undo too
        history.append(state_bytes(session))
    assert len(history) == 9
    history.pop()
    while session.can_undo():
        session.undo()
        assert state_bytes(session) == history.pop()


def test_replay_puts_back_the_redo_stack() -> None:
    live = Session.new(LUCKY, {}, 8, "lenient")
    play(live, [3, 0, 1, 0, 2])
    live.undo()
    live.undo()
    again = Session.replay(LUCKY, {}, 8, live.log, "lenient", redo=live.redo_stack)
    assert observable(again) == observable(live)
    live.redo()
    again.redo()
    assert observable(again) == observable(live)


def test_replay_refuses_a_redo_stack_strict_mode_could_not_have_made() -> None:
    live = Session.new(LUCKY, {}, 8, "lenient")
    live.apply(Reroll(0))
    live.undo()
    with pytest.raises(ReplayMismatch, match="redo history"):
        Session.replay(LUCKY, {}, 8, live.log, "strict", redo=live.redo_stack)


def lucky_log() -> list[dict[str, Any]]:
    session = Session.new(LUCKY, {}, 8, "strict")
    play(session, [3, 0, 0, 0])
    return copy.deepcopy(session.log)  # type: ignore[arg-type]


def _wrong_seat(log: list[dict[str, Any]]) -> None:
    log[1]["action"]["seat"] = 1 - log[1]["action"]["seat"]


def _out_of_range(log: list[dict[str, Any]]) -> None:
    log[0]["chance"][0] = 3


def _extra_result(log: list[dict[str, Any]]) -> None:
    log[0]["chance"].append(0)


def _missing_result(log: list[dict[str, Any]]) -> None:
    log[0]["chance"].pop()


def _unknown_action(log: list[dict[str, Any]]) -> None:
    log[2]["action"]["type"] = "Fly"


def _no_chance(log: list[dict[str, Any]]) -> None:
    del log[1]["chance"]


@pytest.mark.parametrize(
    ("tamper", "message"),
    [
        (_wrong_seat, "step 2 of the log does not replay: It is"),
        (_out_of_range, "step 1 .* out of range 0..2"),
        (_extra_result, "step 1 .* left 1 of its recorded chance results unused"),
        (_missing_result, "step 1 .* fewer chance results"),
        (_unknown_action, 'step 3: unknown action type "Fly"'),
        (_no_chance, "step 2: the chance results are not a list"),
    ],
)
def test_replay_mismatch_names_the_step_and_the_problem(tamper: Any, message: str) -> None:
    log = lucky_log()
    assert log[0]["action"]["type"] == "Reroll"
    Session.replay(LUCKY, {}, 8, log, "strict")
    tamper(log)
    with pytest.raises(ReplayMismatch, match=message):
        Session.replay(LUCKY, {}, 8, log, "strict")


def test_pass_throughs_follow_the_game() -> None:
    session = Session.new(HighCard(), {"seat_names": ["Aoi", "Ben"]}, 1)
    assert session.undo_mode == "strict"
    assert session.seat_names() == ["Aoi", "Ben"]
    assert session.decision() == HighCard().decision(session.state)
    assert session.legal_actions() == HighCard().legal_actions(session.state)
    assert session.view(1) == HighCard().view(session.state, 1)


def test_unknown_undo_mode_is_refused() -> None:
    with pytest.raises(ValueError, match="undo_mode"):
        Session.new(HighCard(), {}, 1, "sloppy")  # type: ignore[arg-type]


class CountingHighCard(HighCard):
    """HighCard that counts how often its legal actions are listed."""

    calls = 0

    def legal_actions(self, state: Any, seat: int | None = None) -> list[Any]:
        type(self).calls += 1
        return super().legal_actions(state, seat)


def test_legal_actions_are_listed_once_per_change_and_follow_every_change() -> None:
    """A frame does no rules work: asking again before a change is a look-up; apply, undo, redo and a
    new game object each give a fresh list, equal to what the game lists itself."""
    game = CountingHighCard()
    session = Session.new(game, {}, 3, "lenient")

    def fresh() -> list[Any]:
        return game.legal_actions(session.state)

    CountingHighCard.calls = 0
    first = session.legal_actions()
    assert session.legal_actions() == first and session.is_legal(first[0])
    assert CountingHighCard.calls == 1
    session.legal_actions().clear()  # a caller's copy: the cache is not touched
    assert session.legal_actions() == first
    for change in (lambda: session.apply(first[0]), session.undo, session.redo,
                   lambda: setattr(session, "game", CountingHighCard())):
        change()
        expected = fresh()
        assert session.legal_actions() == expected
        assert all(session.is_legal(a) for a in expected)
        assert not any(session.is_legal(a) for a in first if a not in expected)


def test_is_legal_without_a_listed_cache_asks_the_game_for_one_action() -> None:
    game = HighCard()
    session = Session.new(game, {}, 5, "lenient")
    legal = game.legal_actions(session.state)
    assert legal and all(session.is_legal(a) for a in legal)
    assert not session.is_legal(PlayCard(9, "nope"))
