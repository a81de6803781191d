"""Who may take back what (design.md §13, issues #9 and #21): the undo rules over a session's log.

By seat (a game whose policy hides cards between seats): undo never crosses another seat's
step. A seat takes back only its own newest step, and only while no other seat has moved since.
Strict mode also stops at a step that drew a card, rolled a die or showed a card (the session's
floor); lenient mode relaxes that for what the seat alone saw (its own draws), never for a card
shown to everyone. The whole table (``seat`` None: co-op and solo games): the last step, in
strict mode not past a random result or a reveal. Every refusal is said in a player's words.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Literal, Protocol

from engine.core.i18n.catalog import Words, msg
from engine.core.kernel.errors import EngineError

UndoMode = Literal["strict", "lenient"]
UNDO_MODES: tuple[UndoMode, ...] = ("strict", "lenient")

NOTHING_TO_UNDO = msg("core.nothing_to_undo")
NO_OWN_STEP = msg("core.undo_no_own_step")


class VisibleEvent(Protocol):
    """What undo reads of an event: who may see it (None = everyone)."""

    @property
    def private_to(self) -> frozenset[int] | None: ...

    @property
    def reveals(self) -> bool: ...


def entry_seat(entry: Mapping[str, Any]) -> int | None:
    """The seat that took a logged step (every action names its seat)."""
    action = entry.get("action")
    seat = action.get("seat") if isinstance(action, Mapping) else None
    return seat if isinstance(seat, int) else None


def steps_to_undo(
    log: Sequence[Mapping[str, Any]],
    events: Sequence[tuple[int, VisibleEvent]],
    floor: int,
    mode: UndoMode,
    seat: int | None,
    describe: Callable[[int], tuple[str, Words]],
) -> int | Words:
    """How many of the newest steps an undo by ``seat`` takes back (always 1), or why it may not.

    ``floor``: steps before it can never be undone (strict: the step after the last random
    result or reveal). ``describe(step)`` names a step's seat and what the step was.
    """
    if not log:
        return NOTHING_TO_UNDO
    if seat is None:
        if len(log) > floor:
            return 1
        name, what = describe(floor - 1)  # the step itself was the barrier: say which and why (issue #25)
        key = "core.undo_barrier_random" if log[floor - 1].get("chance") else "core.undo_barrier_reveal"
        return msg(key, name=name, what=what)
    last = len(log) - 1
    if entry_seat(log[last]) != seat:
        if not any(entry_seat(entry) == seat for entry in log):
            return NO_OWN_STEP
        name, _ = describe(last)
        return msg("core.undo_other_moved", name=name)
    _, what = describe(last)
    if mode == "strict" and last < floor:
        return msg("core.undo_own_chance" if log[last].get("chance") else "core.undo_own_shown", what=what)
    shown = any(event.reveals and event.private_to is None for step, event in events if step == last)
    if mode == "lenient" and shown:
        return msg("core.undo_own_shown_lenient", what=what)
    return 1


def was_barrier(entry: Mapping[str, Any], decode: Callable[[Any], Any], chance_unseen: Callable[[Any], bool]) -> bool:
    """A logged step that older saves took for an undo barrier: it drew a random result the game
    now declares unseen (``Game.chance_unseen``); ``decode`` reads its action."""
    if not entry.get("chance"):
        return False
    try:
        action = decode(entry.get("action"))
    except (ValueError, EngineError):
        return False
    return chance_unseen(action)
