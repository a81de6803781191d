"""Setting up a sandbox table (issue #12): seats named, each deck shuffled, opening hands drawn."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from msgspec.structs import replace

from engine.core.kernel.events import Event
from engine.core.kernel.rng import Rng
from engine.sandbox.actions import Draw
from engine.sandbox.moves import resolve
from engine.sandbox.state import Placed, SandboxState, all_keys, counter_keys, split_key
from engine.sandbox.table_def import Deck, TableDef


def set_up(table: TableDef, decks: Mapping[str, Deck], state_type: type[SandboxState], setup: Mapping[str, Any],
           seed: int) -> tuple[SandboxState, list[Event]]:
    """``setup = {"seats": [{"name": "Aki", "deck": "<deck id>"}, …]}``: the state before the first
    turn begins, and the events of setting up. Raises ValueError for a setup the table cannot seat."""
    seats = list(setup.get("seats", []))
    if len(seats) != table.seats:
        raise ValueError(f"this table seats {table.seats} players, not {len(seats)}")
    unknown = [s.get("deck") for s in seats if s.get("deck") not in decks]
    if unknown:
        raise ValueError(f"unknown deck(s) {unknown}; decks: {sorted(decks)}")
    rng = Rng.from_seed(seed)
    state = state_type(
        seat_names=[str(s.get("name") or f"Player {i + 1}") for i, s in enumerate(seats)], rng=rng,
        zones={key: [] for key in all_keys(table, len(seats))},
        counters={key: _counter_start(table, key) for key in counter_keys(table, len(seats))},
    )
    events: list[Event] = []
    for seat, chosen in enumerate(seats):
        deck = state.zones[f"{seat}.{table.deck_zone}"]
        for entry in decks[str(chosen["deck"])].cards:
            deck.extend(Placed(state.fresh_uid(), entry.card, False) for _ in range(entry.count))
        rng.shuffle(deck)
        deck[:] = [replace(placed, uid=state.fresh_uid()) for placed in deck]  # a Placed is frozen
        for _ in range(min(table.opening_hand, len(deck))):
            events += resolve(table, state, Draw(seat))
    return state, events


def _counter_start(table: TableDef, key: str) -> int:
    counter_id = split_key(key)[1]
    return next(c.start for c in table.counters if c.id == counter_id)
