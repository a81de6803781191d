"""The sandbox table (issue #12): hand moves at a table defined by data, hidden faces, undo."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core.kernel.errors import IllegalAction
from engine.core.kernel.session import Session, UndoUnavailable
from engine.core.kernel.view import Hidden
from engine.sandbox import actions as A
from engine.sandbox.game import SandboxGame
from engine.sandbox.state import SandboxState
from tests.engine.sandbox.tables import MARKET, seats, toy_game


@pytest.fixture
def game(tmp_path: Path) -> SandboxGame:
    return toy_game(tmp_path)


def start(game: SandboxGame, seed: int = 3) -> Session[SandboxState]:
    return Session.new(game, seats(game), seed)


def test_setup_shuffles_each_deck_and_draws_the_opening_hand(game: SandboxGame) -> None:
    state = start(game).state
    assert [len(state.zones[f"{s}.hand"]) for s in (0, 1)] == [3, 3]
    assert [len(state.zones[f"{s}.deck"]) for s in (0, 1)] == [7, 7]
    assert state.counters == {"0.chips": 6, "1.chips": 6}
    assert start(game, 3).state.zones == state.zones
    assert start(game, 4).state.zones != state.zones


def test_a_hand_is_seen_by_its_owner_only_and_a_deck_by_nobody(game: SandboxGame) -> None:
    session = start(game)
    mine, theirs = session.view(0), session.view(1)
    assert all(not isinstance(c.card, Hidden) for c in mine.zones["0.hand"].cards)
    assert all(isinstance(c.card, Hidden) and c.uid is None for c in theirs.zones["0.hand"].cards)
    assert all(isinstance(c.card, Hidden) for c in mine.zones["0.deck"].cards)


def test_playing_a_card_face_up_shows_it_to_everyone_and_is_an_undo_barrier(game: SandboxGame) -> None:
    session = start(game)
    card = session.state.zones["0.hand"][0]
    events = session.apply(A.MoveCard(0, card.uid, "0.units"))
    assert events[0].reveals and events[0].private_to is None
    assert session.view(1).zones["0.units"].cards[0].card == card.card
    with pytest.raises(UndoUnavailable):
        session.undo()


def test_a_face_down_surprise_stays_hidden_from_the_other_seat(game: SandboxGame) -> None:
    session = start(game)
    card = session.state.zones["0.hand"][0]
    event = session.apply(A.MoveCard(0, card.uid, "0.surprises"))[0]
    assert event.private_to == frozenset({0}) and "card" not in event.for_seat(1).data
    assert isinstance(session.view(1).zones["0.surprises"].cards[0].card, Hidden)
    assert session.view(0).zones["0.surprises"].cards[0].card == card.card
    session.undo()  # nothing was revealed: the owner may take it back
    assert len(session.state.zones["0.hand"]) == 3


def test_only_the_seat_in_control_acts_and_refusals_leave_the_state_untouched(game: SandboxGame) -> None:
    session = start(game)
    theirs = session.state.zones["1.hand"][0]
    before = game.encode_state(session.state)
    for action in (A.MoveCard(1, theirs.uid, "1.units"), A.MoveCard(0, theirs.uid, "0.units"), A.EndTurn(1)):
        with pytest.raises(IllegalAction) as refused:
            session.apply(action)
        assert refused.value.text.get("en")
    assert game.encode_state(session.state) == before


def test_only_the_top_of_a_pile_can_be_taken_unless_looking_through_it(game: SandboxGame) -> None:
    session = start(game)
    deck = session.state.zones["0.deck"]
    bottom = deck[0].uid
    assert "top card" in game.explain_illegal(session.state, A.MoveCard(0, bottom, "0.hand")).get("en")
    session.apply(A.Peek(0, "0.deck"))
    assert all(not isinstance(c.card, Hidden) for c in session.view(0).zones["0.deck"].cards)
    assert all(isinstance(c.card, Hidden) for c in session.view(1).zones["0.deck"].cards)
    session.apply(A.MoveCard(0, bottom, "0.hand"))
    session.apply(A.StopPeek(0))
    assert all(isinstance(c.card, Hidden) for c in session.view(0).zones["0.deck"].cards)


def test_zone_limit_counters_and_turns(game: SandboxGame) -> None:
    session = start(game)
    for placed in list(session.state.zones["0.hand"]):
        session.apply(A.MoveCard(0, placed.uid, "0.units"))
    session.apply(A.Draw(0))
    extra = session.state.zones["0.hand"][0]
    assert "full" in game.explain_illegal(session.state, A.MoveCard(0, extra.uid, "0.units")).get("en")
    session.apply(A.AdjustCounter(0, "0.chips", -1))
    assert session.state.counters["0.chips"] == 5
    assert game.explain_illegal(session.state, A.AdjustCounter(0, "1.chips", -1)).get("en")
    session.apply(A.PassControl(0, 1))
    assert session.decision().seat == 1 and session.state.turn_player == 0
    session.apply(A.PassControl(1, 0))
    session.apply(A.EndTurn(0))
    assert (session.state.turn_player, session.state.active, session.state.turn) == (1, 1, 2)


def test_a_second_table_with_other_zones_works_without_code_changes(tmp_path: Path) -> None:
    game = toy_game(tmp_path, MARKET)
    session = Session.new(game, seats(game), 5)
    assert set(session.state.zones) == {f"{s}.{z}" for s in range(3) for z in ("library", "hand", "main")} | {
        "market", "grave"}
    card = session.state.zones["0.hand"][0]
    session.apply(A.MoveCard(0, card.uid, "market"))
    assert session.view(2).zones["market"].cards[0].card == card.card
    session.apply(A.AdjustCounter(0, "gold", 1))
    session.apply(A.EndTurn(0))
    assert session.decision().seat == 1
    second = session.state.zones["1.hand"][0]
    session.apply(A.MoveCard(1, second.uid, "1.main"))
    third = session.state.zones["1.hand"][0]
    assert "full" in game.explain_illegal(session.state, A.MoveCard(1, third.uid, "1.main")).get("en")


def test_a_replay_of_the_log_rebuilds_the_same_table(game: SandboxGame) -> None:
    session = start(game)
    session.apply(A.Shuffle(0, "0.deck"))
    session.apply(A.Draw(0))
    session.apply(A.MoveCard(0, session.state.zones["0.hand"][-1].uid, "0.units"))
    again = Session.replay(game, session.setup, session.seed, session.log)
    assert game.encode_state(again.state) == game.encode_state(session.state)


def test_strict_undo_never_lets_the_next_seat_take_back_a_hidden_move(game: SandboxGame) -> None:
    session = start(game)
    card = session.state.zones["0.hand"][0]
    session.apply(A.MoveCard(0, card.uid, "0.surprises"))  # face down: hidden from seat 1
    session.apply(A.PassControl(0, 1))
    with pytest.raises(UndoUnavailable) as refused:
        session.undo(1)
    assert refused.value.text.get("en")
    session.undo(0)  # its owner may: first its newest step, the hand-over
    assert session.state.active == 0 and len(session.state.zones["0.surprises"]) == 1
    session.undo(0)  # then the face-down move itself
    assert len(session.state.zones["0.hand"]) == 3 and not session.state.zones["0.surprises"]


def test_every_sandbox_event_is_worded_in_both_languages(game: SandboxGame) -> None:
    from screens.sandbox.wording import SandboxWording

    assert SandboxWording.missing() == []  # a complete fold: every class of the set has a handler
    session = start(game)
    session.apply(A.Peek(0, "0.deck"))
    session.apply(A.StopPeek(0))
    card = session.state.zones["0.hand"][0].uid
    session.apply(A.MoveCard(0, card, "0.units"))
    session.apply(A.Rotate(0, card))
    session.apply(A.Flip(0, card))
    session.apply(A.Shuffle(0, "0.deck"))
    session.apply(A.AdjustCounter(0, "0.chips", 1))
    session.apply(A.PassControl(0, 1))
    session.apply(A.PassControl(1, 0))
    session.apply(A.EndTurn(0))
    words = SandboxWording(game.table, lambda card, lang: game.db.get(card).display_name(lang))
    events = session.setup_events + [e for _, e in session.events]
    kinds = {type(e) for e in events} | {type(e.for_seat(1)) for e in events}
    assert len(kinds) >= 10
    for lang in ("ja", "en"):
        for event in events:
            for viewer in (0, 1):
                line = words(event, lang, session.seat_names(), viewer)
                assert line and "{" not in line
