"""だんのこまち's events never name a card a seat may not see (issue #21, finding 5).

A character turned face down stays on the field, and effects still reach it (an attack, a
shield, an ailment), so the events about it would name it. After each step every event of the
game's own is checked against what each seat sees (``engine.sandbox.visibility``): an event
naming a card hidden from some seat is read whole only by the seats that see it, the others
read it with that card's name blanked (``DannoEvent.redacted``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import msgspec

from engine.core.kernel.events import Event
from engine.dannocomachi.events import DannoEvent
from engine.sandbox.state import SandboxState
from engine.sandbox.table_def import TableDef
from engine.sandbox.visibility import sees


def unseen_cards(table: TableDef, state: SandboxState, seat: int) -> frozenset[str]:
    """The card ids ``seat`` may not see anywhere now (every copy of them is hidden from it)."""
    hidden: set[str] = set()
    shown: set[str] = set()
    for key, cards in state.zones.items():
        for placed in cards:
            (shown if sees(table, state, key, placed, seat) else hidden).add(placed.card)
    return frozenset(hidden - shown)


def strings_in(value: Any) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, Mapping):
        return set().union(*(strings_in(k) | strings_in(v) for k, v in value.items())) if value else set()
    if isinstance(value, (tuple, list)):
        return set().union(*(strings_in(v) for v in value)) if value else set()
    return set()


def veil(table: TableDef, state: SandboxState, events: list[Event]) -> list[Event]:
    """``events`` with each of the game's own that names a hidden card made private to the seats
    that see it."""
    seats = range(len(state.seat_names))
    unseen = {seat: unseen_cards(table, state, seat) for seat in seats}
    out: list[Event] = []
    for event in events:
        if isinstance(event, DannoEvent) and event.audience is None:
            named = strings_in(event.data)
            missing = {seat: named & unseen[seat] for seat in seats}
            if any(missing.values()):
                audience = tuple(seat for seat in seats if not missing[seat])
                hidden = tuple(sorted(set().union(*missing.values())))
                event = msgspec.structs.replace(event, audience=audience, hidden=hidden)
        out.append(event)
    return out
