"""Seats, simultaneous face-down picks, per-seat undo and timeouts (design.md §12–13, issue #9),
played on the toy pick game."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

import pytest

from engine.core.kernel.errors import IllegalAction, ReplayMismatch
from engine.core.kernel.game import Decision
from engine.core.kernel.session import Session, UndoUnavailable
from engine.core.kernel.view import Hidden, needs_curtain
from engine.core.saves.documents import read_save, write_save
from tests.engine.core.toy_pick import Pick, PickKind, Reveal, ToyPick

GAME = ToyPick()
SETUP = {"seat_names": ["Aoi", "Ben"]}
AOI, BEN = 0, 1


def new(mode: str = "strict", seed: int = 3) -> Session[Any]:
    return Session.new(GAME, SETUP, seed, mode)  # type: ignore[arg-type]


def pick(session: Session[Any], seat: int, index: int = 0) -> Pick:
    action = session.legal_actions(seat)[index]
    assert isinstance(action, Pick)
    session.apply(action)
    return action


def test_a_simultaneous_step_owes_both_seats_each_with_its_own_options() -> None:
    session = new()
    d = session.decision()
    assert d == Decision((AOI, BEN), PickKind.PICK, None, simultaneous=True)
    assert d.seat == AOI and d.owes(BEN)
    hands = session.state.hands
    assert session.legal_actions(AOI) == [Pick(AOI, c) for c in hands[AOI]]
    assert session.legal_actions(BEN) == [Pick(BEN, c) for c in hands[BEN]]
    assert session.legal_actions() == session.legal_actions(AOI)  # default: the first owing seat


def test_picks_are_collected_one_seat_at_a_time_in_any_order() -> None:
    session = new()
    pick(session, BEN)  # Ben may pick before Aoi: the picks are simultaneous
    assert session.decision().seats == (AOI,)
    assert session.legal_actions(BEN) == []
    with pytest.raises(IllegalAction, match="Ben has nothing to do now"):
        session.apply(Pick(BEN, session.state.hands[BEN][0]))
    pick(session, AOI)
    assert session.decision() == Decision((AOI,), PickKind.REVEAL)


def test_a_face_down_pick_is_hidden_from_the_other_seat_so_the_curtain_falls() -> None:
    session = new()
    card = pick(session, AOI).card
    aoi, ben = session.view(AOI), session.view(BEN)
    assert aoi.picks == [card, None] and isinstance(ben.picks[AOI], Hidden)
    assert needs_curtain(aoi, ben)  # handing the screen from Aoi to Ben must cover it first
    (_, event), = session.events
    assert event.for_seat(BEN).data == {"seat": AOI} and event.for_seat(AOI).data["card"] == card


def test_a_seat_undoes_its_own_newest_step() -> None:
    session = new()
    pick(session, AOI)
    before = session.game.encode_state(session.state)
    pick(session, BEN)
    session.undo(BEN)
    assert session.game.encode_state(session.state) == before and session.decision().seats == (BEN,)


def test_undo_never_crosses_another_seats_step() -> None:
    session = new()
    pick(session, AOI)
    pick(session, BEN)
    refusal = session.undo_refusal(AOI)
    assert refusal is not None
    assert refusal.en == "Ben has moved since your last move; you can only take back your own moves."
    assert refusal.ja == "あなたの最後の手のあとにBenが動いています。取り消せるのは自分の手だけです。"
    steps = len(session.log)
    with pytest.raises(UndoUnavailable) as caught:
        session.undo(AOI)
    assert caught.value.text == refusal and len(session.log) == steps
    session.undo(BEN)  # once Ben takes his pick back, Aoi may take back hers
    session.undo(AOI)
    assert session.log == [] and session.decision().seats == (AOI, BEN)


def test_strict_undo_refuses_a_seat_with_no_step_of_its_own() -> None:
    session = new()
    pick(session, AOI)
    assert not session.can_undo(BEN)
    assert session.undo_refusal(BEN) is not None
    assert str(session.undo_refusal(BEN)) == "You have not moved yet, so there is nothing of yours to take back."


def test_strict_undo_stops_at_a_reveal_and_says_so() -> None:
    session = new()
    pick(session, AOI)
    pick(session, BEN)
    session.apply(Reveal(AOI))
    refusal = session.undo_refusal(AOI)  # Aoi turned the picks over: her reveal stays
    assert refusal is not None and refusal.en == "Your reveal showed a card to the table; Strict undo cannot take that back."
    assert "公開" in refusal.ja
    assert session.undo_refusal(BEN) == session.undo_refusal(BEN) and not session.can_undo(BEN)
    pick(session, BEN)  # the next round: Ben's new pick is his to take back
    assert session.can_undo(BEN) and not session.can_undo(AOI)


def test_lenient_undo_still_never_crosses_another_seat_or_a_public_reveal() -> None:
    session = new("lenient")
    pick(session, AOI)
    pick(session, BEN)
    assert not session.can_undo(AOI)  # Ben's hidden pick came after Aoi's
    session.apply(Reveal(AOI))
    refusal = session.undo_refusal(AOI)
    assert refusal is not None and "showed cards to everyone" in refusal.en
    assert not session.can_undo(BEN)
    session.undo()  # the whole table's undo (a co-op or solo game) keeps lenient's freedom
    session.undo()
    session.undo()
    assert session.log == []


def test_strict_undo_without_a_seat_is_the_tables_undo() -> None:
    session = new()
    pick(session, AOI)
    pick(session, BEN)
    session.undo()
    session.undo()
    assert session.log == []


def test_a_timeout_plays_the_rules_default_and_is_logged_as_one() -> None:
    session = new()
    lowest = min(session.state.hands[BEN])
    session.timeout(BEN)
    assert session.state.picks[BEN] == lowest
    assert session.log[-1] == {"action": {"type": "Pick", "seat": BEN, "card": lowest}, "chance": [], "timeout": True}
    with pytest.raises(IllegalAction, match="no rule for running out of time"):
        session.timeout(BEN)  # Ben owes nothing now
    session.timeout(AOI)
    session.timeout(AOI)  # the leader's time runs out at the reveal: the picks are turned over
    assert session.state.round == 1 and [e["timeout"] for e in session.log] == [True, True, True]


def test_a_timeout_is_replayed_like_any_step_and_survives_a_save() -> None:
    session = new(seed=8)
    session.timeout(AOI)
    pick(session, BEN, -1)
    session.timeout(AOI)
    again = Session.replay(GAME, session.setup, session.seed, session.log)
    assert again.log == session.log and again.state == session.state
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder, "timeouts.json")
        write_save(path, session, {"saved_at": "2026-12-01T08:00:00+00:00"})
        assert read_save(path, {GAME.id: GAME}).log == session.log


def test_a_step_falsely_marked_as_a_timeout_does_not_replay() -> None:
    session = new()
    pick(session, AOI, -1)  # the highest card, chosen: not the timeout default
    forged = [{**session.log[0], "timeout": True}]
    with pytest.raises(ReplayMismatch, match="not the rules' default"):
        Session.replay(GAME, session.setup, session.seed, forged)


def test_undoing_a_timeout_and_redoing_it_keeps_the_mark() -> None:
    session = new()
    session.timeout(AOI)
    session.undo(AOI)
    session.redo()
    assert session.log[-1]["timeout"] is True


def test_a_seats_undo_never_crosses_a_later_public_step_of_another_seat() -> None:
    """Issue #21: hero 1 moves and ends the turn, hero 2 moves; hero 1 may not take back past
    hero 2's move (the table's undo, as Fatal Fight's co-op table uses, may)."""
    from engine.fatal_fight import actions as A
    from tests.engine.fatal_fight import fixtures

    session = Session.new(fixtures.game(), fixtures.setup(3), 11, "strict")
    session.apply(A.Move(1, "up"))
    session.apply(A.EndTurn(1))
    before_move = session.game.encode_state(session.state)
    session.apply(A.Move(2, "up"))
    assert "not moved yet" in str(session.undo_refusal(0))
    assert "has moved since your last move" in str(session.undo_refusal(1))
    session.undo(2)
    assert session.game.encode_state(session.state) == before_move and len(session.redo_stack) == 1
