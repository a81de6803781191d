"""The sandbox table's events (design.md §7): what the log words and the screen animates.

Every event is made here, so the table's visibility rules for events live in one place.
"""

from __future__ import annotations

from typing import Any

from engine.core.game import Event

KINDS = (
    "card_moved", "card_flipped", "card_rotated", "shuffled", "peeked", "peek_ended",
    "counter_changed", "control_passed", "turn_ended",
)


def event(kind: str, *, private_to: frozenset[int] | None = None, redacted: dict[str, Any] | None = None,
          reveals: bool = False, **data: Any) -> Event:
    """An event of ``kind``; ``private_to`` limits ``data`` to those seats (others read ``redacted``)."""
    if kind not in KINDS:
        raise ValueError(f"unknown sandbox event kind {kind!r}")
    return Event(kind, data, private_to, redacted or {}, reveals)
