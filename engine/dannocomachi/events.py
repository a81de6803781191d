"""だんのこまち's own events (the sandbox table's hand moves have theirs in engine/sandbox/events.py)."""

from __future__ import annotations

from typing import Any

from engine.core.game import Event

KINDS = (
    "damage_resolved", "order_asked", "order_chosen", "attacked", "ability_used", "effect_added",
    "ailment_given", "ailment_ended", "cured", "dispelled", "transformed", "transform_fizzled",
    "swapped", "revived", "nothing_to_target",
)


def da_event(kind: str, **data: Any) -> Event:
    if kind not in KINDS:
        raise ValueError(f"unknown だんのこまち event kind {kind!r}")
    return Event(kind, data)
