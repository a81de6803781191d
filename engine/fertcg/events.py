"""FERTCG's own events (the sandbox table's hand moves have theirs in engine/sandbox/events.py)."""

from __future__ import annotations

from typing import Any

from engine.core.game import Event

KINDS = ("attack_declared",)


def fe_event(kind: str, **data: Any) -> Event:
    """A public FERTCG event of ``kind`` (an attack is declared in the open)."""
    if kind not in KINDS:
        raise ValueError(f"unknown FERTCG event kind {kind!r}")
    return Event(kind, data)
