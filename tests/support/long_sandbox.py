"""A long sandbox session and its save, built fast, for the big-save tests and bench (issue #28: "a 50 MB save").

Random hand moves on the FERTCG table, each chosen legal by construction from the state (a card
from the hand to a free zone and back, turning, flipping, chips − / +, handing the table over,
ending the turn) and applied through ``Session.apply``, so the rules check every step.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine.core.kernel.rng import Rng
from engine.core.kernel.session import SNAPSHOT_DEPTH, Session
from engine.core.saves.documents import write_save
from engine.sandbox import actions as A

SETUP = {"seats": [{"name": "Aki", "deck": "azure-blades"}, {"name": "Ben", "deck": "starlight-circle"}]}
META = {"saved_at": "2026-01-01T00:00:00+00:00"}
BYTES_PER_STEP = 96  # about what one logged hand move takes in the file


def _next_action(state: Any, pick: Rng) -> Any:
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
    """A lenient sandbox session ``steps`` long. Every step goes through ``Game.apply`` (the rules
    check it); the session is then resumed from the state ``SNAPSHOT_DEPTH`` steps before the end,
    replaying those as loading a save does, which is what a long game played at the table holds
    (its log, the last steps' undo snapshots and events) without paying for a snapshot per step."""
    start = Session.new(game, SETUP, seed, "lenient")
    state, codec, log = start.state, game.codec, []
    pick = Rng.from_seed(seed + 1)
    tail = max(0, steps - SNAPSHOT_DEPTH)
    checkpoint = (0, game.decode_state(game.encode_state(state)))
    for step in range(steps):
        if step == tail:
            checkpoint = (step, game.decode_state(game.encode_state(state)))
        action = _next_action(state, pick)
        game.apply(state, action)
        log.append({"action": codec.encode(action), "chance": state.rng.take_record(), "timeout": False})
    return Session.resume(game, SETUP, seed, log, checkpoint, "lenient")


def big_save(game: Any, path: Path, megabytes: float, seed: int = 1) -> Session[Any]:
    """Write a save of about ``megabytes`` MB at ``path``; the session it holds."""
    session = long_session(game, int(megabytes * 1024 * 1024 / BYTES_PER_STEP), seed)
    write_save(path, session, META)
    return session
