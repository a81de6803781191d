"""The sandbox table's state: plain data (design.md §1), one list of cards per zone.

A zone's key is ``"<seat>.<zone>"`` for a per-seat zone and ``"<zone>"`` for a shared one;
the last card of a list is the top of a pile (the right end of a row). A card on the table
is known by an opaque ``uid``; a card gets a fresh uid whenever it enters a pile or a private
zone or its pile is shuffled, so following a uid never tells a seat more than watching the
real table would.
"""

from __future__ import annotations

from msgspec import field

from engine.core.kernel.journal import FrozenRecord, Journaled
from engine.core.kernel.rng import Rng
from engine.sandbox.steps import TableStep
from engine.sandbox.table_def import TableDef, ZoneDef


class Placed(FrozenRecord, frozen=True):
    """One card lying in a zone. Frozen: turning or flipping it puts a new ``Placed`` in its
    zone's list, which the undo journal writes down (``kernel.journal``, issue #28); in a
    session's state its ``marks`` are a journaled dict (``FrozenRecord``): even a change in place
    is undone."""

    uid: str
    card: str  # the card id (hidden from seats that may not see it: only views decide)
    face_up: bool
    turned: bool = False  # tapped / rotated 90°
    marks: dict[str, int] = field(default_factory=dict)  # counters on the card (damage, shield …)


class SandboxState(Journaled, dict=True):  # dict: room for ``find``'s index
    seat_names: list[str]
    rng: Rng
    zones: dict[str, list[Placed]]
    counters: dict[str, int]
    turn_player: int = 0
    turn: int = 1
    active: int = 0  # the seat in control of the table now (hotseat: who holds the mouse)
    peeking: dict[str, str] = field(default_factory=dict)  # str(seat) -> key of the pile it looks through
    next_uid: int = 0
    step: str = TableStep.TURN_START  # where the table's flow stands (``sandbox.flow``); "over": ended

    def fresh_uid(self) -> str:
        self.next_uid += 1
        return f"c{self.next_uid}"


def zone_key(zone: ZoneDef, seat: int | None) -> str:
    return zone.id if zone.owner == "shared" else f"{seat}.{zone.id}"


def split_key(key: str) -> tuple[int | None, str]:
    """``"1.hand"`` → ``(1, "hand")``; ``"field"`` → ``(None, "field")``."""
    seat, dot, zone = key.partition(".")
    return (int(seat), zone) if dot else (None, key)


def all_keys(table: TableDef, seats: int) -> list[str]:
    """Every zone key in table order: each per-seat zone for each seat, shared zones once."""
    keys: list[str] = []
    for zone in table.zones:
        keys.extend([zone.id] if zone.owner == "shared" else [f"{s}.{zone.id}" for s in range(seats)])
    return keys


def counter_keys(table: TableDef, seats: int) -> list[str]:
    keys: list[str] = []
    for counter in table.counters:
        keys.extend([counter.id] if counter.owner == "shared" else [f"{s}.{counter.id}" for s in range(seats)])
    return keys


def find(state: SandboxState, uid: str) -> tuple[str, int]:
    """The zone key and index of the card ``uid``; KeyError when it is not on the table.

    Looked up in a card → place index kept beside the state (not a field: never saved, never
    compared). An entry is trusted only when the card is still at that place (a uid is on the
    table at most once), so a move, a shuffle or a restored snapshot at worst costs one rebuild.
    """
    index: dict[str, tuple[str, int]] | None = state.__dict__.get(_INDEX)
    if index is not None:
        place = index.get(uid)
        if place is not None:
            cards = state.zones.get(place[0])
            if cards is not None:
                if place[1] < len(cards) and cards[place[1]].uid == uid:
                    return place
                # most often the card is still in that zone, shifted by a move: re-index the zone
                for n, placed in enumerate(cards):
                    index[placed.uid] = (place[0], n)
                place = index[uid]
                if place[1] < len(cards) and cards[place[1]].uid == uid:
                    return place
    index = {placed.uid: (key, n) for key, cards in state.zones.items() for n, placed in enumerate(cards)}
    state.__dict__[_INDEX] = index
    return index[uid]


def note_place(state: SandboxState, uid: str, key: str, index: int, before: str) -> None:
    """Tell ``find``'s index where a card just arrived as ``uid``, having been ``before`` (a fresh
    uid is otherwise a miss that rebuilds the whole index, and a uid left behind would stay in it
    for the rest of the game); a no-op before the first ``find``."""
    places: dict[str, tuple[str, int]] | None = state.__dict__.get(_INDEX)
    if places is not None:
        if before != uid:
            places.pop(before, None)
        places[uid] = (key, index)


_INDEX = "_places"  # the attribute ``find`` keeps its index in
