"""Who may take back what (design.md §13, issue #9): the undo rules over a session's log.

Strict mode with a seat: the seat takes back its own newest step together with the later
steps of other seats, but never past a step whose events were private to other seats (a
face-down pick, a secret charge), a reveal or a random result. Strict mode without a seat
(the whole table) and lenient mode keep the older rule: the last step, in strict mode not
past a random result or a reveal.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Literal, Protocol

from engine.core.i18n import Words, msg

UndoMode = Literal["strict", "lenient"]
UNDO_MODES: tuple[UndoMode, ...] = ("strict", "lenient")

NOTHING_TO_UNDO = msg("core.nothing_to_undo")
NO_OWN_STEP = msg("core.undo_no_own_step")
AFTER_RANDOM = msg("core.undo_after_random")
AFTER_REVEAL = msg("core.undo_after_reveal")


class VisibleEvent(Protocol):
    """What undo reads of an event: who may see it (None = everyone)."""

    @property
    def private_to(self) -> frozenset[int] | None: ...


def hidden_from(event: VisibleEvent, seat: int) -> bool:
    """Was (part of) ``event`` private to seats other than ``seat``?"""
    return event.private_to is not None and seat not in event.private_to


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
    """How many of the newest steps an undo by ``seat`` takes back, or why it may not.

    ``floor``: steps before it can never be undone (strict: the step after the last random
    result or reveal). ``describe(step)`` names a step's seat and what the step was.
    """
    if not log:
        return NOTHING_TO_UNDO
    if mode == "lenient" or seat is None:
        if len(log) > floor:
            return 1
        name, what = describe(floor - 1)  # the step itself was the barrier: say which and why (issue #25)
        key = "core.undo_barrier_random" if log[floor - 1].get("chance") else "core.undo_barrier_reveal"
        return msg(key, name=name, what=what)
    own = next((i for i in range(len(log) - 1, -1, -1) if entry_seat(log[i]) == seat), None)
    if own is None or own < floor:
        if own is None:
            return NO_OWN_STEP
        return AFTER_RANDOM if log[floor - 1].get("chance") else AFTER_REVEAL
    for step, event in reversed(events):
        if step <= own:
            break
        if hidden_from(event, seat):
            name, what = describe(step)
            return msg("core.undo_hidden_step", name=name, what=what)
    return len(log) - own
