"""Who may see a card's face at a sandbox table (design.md §6)."""

from __future__ import annotations

from functools import lru_cache

from engine.sandbox.state import Placed, SandboxState
from engine.sandbox.table_def import TableDef


def sees(table: TableDef, state: SandboxState, key: str, placed: Placed, seat: int | None) -> bool:
    """True when ``seat`` (None = an onlooker) may see the face of ``placed`` lying in ``key``.

    Face-up cards are seen by everyone, in a private zone (a hand) by its owner only; face-down
    cards by nobody, except a seat looking through that pile (``Peek``) and the owner of a card
    lying face down in a row of its own (you may look at your own face-down cards).
    """
    owner, zone = table.place(key)
    if seat is not None and state.peeking and state.peeking.get(str(seat)) == key:
        return True
    if placed.face_up:
        return not zone.private or owner == seat
    return seat is not None and owner == seat and zone.layout != "pile"


def seers(table: TableDef, state: SandboxState, key: str, placed: Placed) -> frozenset[int]:
    """Every seat that may see the face of ``placed`` lying in ``key`` (``sees`` for each seat).

    The answers met at every move (everyone, one seat, nobody) are made once (``_every``, ``_one``).
    """
    owner, zone = table.place(key)
    count = len(state.seat_names)
    if placed.face_up and not zone.private:
        return _every(count)
    # a private zone's owner sees its face-up cards; a row's owner its face-down ones
    sees_own = owner if owner is not None and 0 <= owner < count and (placed.face_up or zone.layout != "pile") else None
    peeking = state.peeking
    if not peeking:
        return NOBODY if sees_own is None else _one(sees_own)
    found = {s for s in range(count) if peeking.get(str(s)) == key}
    if sees_own is not None:
        found.add(sees_own)
    return frozenset(found)


NOBODY: frozenset[int] = frozenset()


@lru_cache(maxsize=16)
def _every(count: int) -> frozenset[int]:
    return frozenset(range(count))


@lru_cache(maxsize=16)
def _one(seat: int) -> frozenset[int]:
    return frozenset((seat,))
