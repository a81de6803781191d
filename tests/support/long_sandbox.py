"""A long sandbox session and its save, built fast, for the big-save tests and bench (issue #28: "a 50 MB save").

Random hand moves on the FERTCG table, each chosen legal by construction from the state (a card
from the hand to a free zone and back, turning, flipping, chips − / +, handing the table over,
ending the turn) and applied through ``Session.apply``, so the rules check every step.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine.core.rng import Rng
from engine.core.saves import write_save
from engine.core.session import Session
from engine.sandbox import actions as A

SETUP = {"seats": [{"name": "Aki", "deck": "azure-blades"}, {"name": "Ben", "deck": "starlight-circle"}]}
META = {"saved_at": "2026-01-01T00:00:00+00:00"}
BYTES_PER_STEP = 96  # about what one logged hand move takes in the file


def _next_action(session: Session[Any], pick: Rng) -> Any:
    state = session.state
    seat = state.active
    roll = pick.below(100)
    hand, units = state.zones[f"{seat}.hand"], state.zones[f"{seat}.units"]
    if roll < 40 and hand and len(units) < 3:
        return A.MoveCard(seat, hand[pick.below(len(hand))].uid, f"{seat}.units")
    if roll < 70 and units:
        return A.MoveCard(seat, units[pick.below(len(units))].uid, f"{seat}.hand") if roll < 50 else A.Rotate(
            seat, units[pick.below(len(units))].uid)
    if roll < 90:
        chips = state.counters[f"{seat}.chips"]
        return A.AdjustCounter(seat, f"{seat}.chips", 1 if chips < 50 else -1)
    if roll < 95:
        return A.PassControl(seat, 1 - seat)
    return A.EndTurn(seat) if seat == state.turn_player else A.PassControl(seat, state.turn_player)


def long_session(game: Any, steps: int, seed: int = 1) -> Session[Any]:
    """A lenient sandbox session ``steps`` long (every step checked by the rules)."""
    session = Session.new(game, SETUP, seed, "lenient")
    pick = Rng.from_seed(seed + 1)
    for _ in range(steps):
        session.apply(_next_action(session, pick))
    return session


def big_save(game: Any, path: Path, megabytes: float, seed: int = 1) -> Session[Any]:
    """Write a save of about ``megabytes`` MB at ``path``; the session it holds."""
    session = long_session(game, int(megabytes * 1024 * 1024 / BYTES_PER_STEP), seed)
    write_save(path, session, META)
    return session
