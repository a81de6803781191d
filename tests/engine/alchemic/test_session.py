"""Alchemic through engine.core.kernel.session: per-seat strict undo around face-down picks, timeouts."""

from __future__ import annotations

from engine.alchemic import actions as A
from engine.alchemic.bots import HeuristicBot
from engine.core.kernel.rng import Rng
from engine.core.kernel.session import Session
from engine.core.kernel.undo import UndoMode
from tests.engine.alchemic.helpers import game


def _session_at_a_battle(seed: int, mode: UndoMode = "strict") -> Session:
    """A session (strict by default) played by heuristic bots up to the turn player's battle declaration."""
    g = game()
    for attempt in range(20):
        session = Session.new(g, {"decks": ["shadow-legion", "desert-wind"]}, seed + attempt, mode)
        bot, rng = HeuristicBot(g.cards), Rng.from_seed(seed)
        while not g.is_over(session.state):
            seat = session.decision().seat
            legal = session.legal_actions(seat)
            declare = next((a for a in legal if isinstance(a, A.DeclareBattle)), None)
            if declare is not None:
                session.apply(declare)
                return session
            session.apply(bot.choose(session.view(seat), legal, rng))
    raise AssertionError("no battle was declared")


def test_AC_B2_defender_cannot_undo_past_the_attackers_face_down_pick() -> None:
    session = _session_at_a_battle(3)
    attacker = session.state.battle.attacker
    pick = next(a for a in session.legal_actions(attacker) if a.card is not None)
    session.apply(pick)
    refusal = session.undo_refusal(1 - attacker)
    assert refusal is not None and refusal.ja
    # the confirmed ruling: strict undo stops at a face-down card put, the picker's own too
    assert not session.can_undo(attacker)


def test_lenient_undo_takes_a_face_down_pick_back() -> None:
    session = _session_at_a_battle(3, "lenient")
    attacker = session.state.battle.attacker
    pick = next(a for a in session.legal_actions(attacker) if a.card is not None)
    session.apply(pick)
    session.undo(attacker)
    assert session.state.battle.attack is None and pick.card in session.state.players[attacker].hand


def test_strict_undo_takes_back_only_the_acting_seats_own_steps() -> None:
    """The confirmed ruling: a seat's undo never takes back a step of the other seat."""
    session = _session_at_a_battle(3)
    attacker = session.state.battle.attacker
    assert session.can_undo(attacker)  # its own declaration
    assert not session.can_undo(1 - attacker)  # the defender's last steps lie behind a barrier
    steps = len(session.log)
    session.undo(attacker)
    assert len(session.log) == steps - 1


def test_timeout_plays_the_rules_default_and_is_replayed() -> None:
    session = _session_at_a_battle(5)
    defender = 1 - session.state.battle.attacker
    session.timeout(defender)  # no defence (ruling)
    assert session.state.battle.defence is not None and session.state.battle.defence.card is None
    replayed = Session.replay(game(), session.setup, session.seed, session.log)
    assert game().encode_state(replayed.state) == game().encode_state(session.state)
