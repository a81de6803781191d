"""My Crypto Saga through the core session: timeouts logged and replayed (MS-C9), per-seat undo
that never passes another seat's hidden pick or a reveal, saves that replay."""

from __future__ import annotations

import pytest

from engine.core.kernel.session import Session, UndoUnavailable
from engine.core.saves import codec
from engine.mysaga import actions as A
from tests.engine.mysaga.fixtures import deck_with, game


def _session() -> Session:
    setup = {"seats": [{"name": "Aki", "deck": deck_with("n5", "n2", "n7")},
                       {"name": "Ren", "deck": deck_with("n3", "n8", "n1")}]}
    return Session.new(game(), setup, seed=9, undo_mode="strict")


def _play_pre_round(session: Session) -> None:
    for seat in (0, 1):  # flag order from seat 0
        session.apply(session.legal_actions(seat)[0])


def test_MS_C9_a_timeout_is_the_rules_default_logged_and_replayed() -> None:
    session = _session()
    seat = session.decision().seat
    expected = session.timeout_action(seat)
    session.timeout(seat)
    assert session.log[-1]["timeout"] is True
    assert session.log[-1]["action"] == session.game.codec.encode(expected)
    again = Session.replay(session.game, session.setup, session.seed, session.log)
    assert codec.encode_json(again.state) == codec.encode_json(session.state)


def test_a_seat_cannot_undo_past_another_seats_hidden_pick() -> None:
    session = _session()
    _play_pre_round(session)
    assert session.decision().simultaneous
    session.apply(A.PickCard(0, session.state.seats[0].hand[0]))
    session.apply(A.PickCard(1, session.state.seats[1].hand[0]))
    refusal = session.undo_refusal(0)
    assert refusal is not None and refusal.en and refusal.ja
    with pytest.raises(UndoUnavailable):
        session.undo(0)
    session.undo(1)  # its own newest pick: taken back
    assert session.state.fields[1][1] is None and session.decision().seats == (1,)


def test_the_reveal_is_an_undo_barrier() -> None:
    session = _session()
    _play_pre_round(session)
    for seat in (0, 1):
        session.apply(A.PickCard(seat, session.state.seats[seat].hand[0]))
    session.apply(A.Wait(0))
    session.apply(A.Wait(1))  # everyone matched: the reveal
    assert session.state.round == 2
    assert not session.can_undo(1) and not session.can_undo(0)
