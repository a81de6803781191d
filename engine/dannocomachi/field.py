"""Where characters stand: main and sub areas, graveyards, and the ``Standing`` of field cards."""

from __future__ import annotations

from engine.dannocomachi.state import FIELD, GRAVEYARD, DannoState, Standing
from engine.sandbox.state import Placed, find, split_key


def on_field(state: DannoState, uid: str) -> bool:
    try:
        key, _ = find(state, uid)
    except KeyError:
        return False
    return split_key(key)[1] in FIELD


def owner_of(state: DannoState, uid: str) -> int:
    seat = split_key(find(state, uid)[0])[0]
    assert seat is not None
    return seat


def placed(state: DannoState, uid: str) -> Placed:
    key, index = find(state, uid)
    return state.zones[key][index]


def card_here(state: DannoState, uid: str) -> str:
    """The card id of ``uid`` ("" when no card has that uid any more)."""
    try:
        key, index = find(state, uid)
    except KeyError:
        return ""
    return state.zones[key][index].card


def standing(state: DannoState, uid: str) -> Standing:
    """The field status of ``uid`` (a fresh one for a card that just arrived)."""
    return state.standing.setdefault(uid, Standing())


def main_of(state: DannoState, seat: int) -> str | None:
    cards = state.zones[f"{seat}.main"]
    return cards[0].uid if cards else None


def subs_of(state: DannoState, seat: int) -> list[str]:
    return [p.uid for p in state.zones[f"{seat}.sub"]]


def field_of(state: DannoState, seat: int) -> list[str]:
    main = main_of(state, seat)
    return ([main] if main else []) + subs_of(state, seat)


def graveyard_of(state: DannoState, seat: int) -> list[Placed]:
    return state.zones[f"{seat}.{GRAVEYARD}"]


def arrive_front(state: DannoState, uid: str) -> None:
    """DA-O1b: a field card that moved to another area shows face A (its damage and effects stay)."""
    standing(state, uid).face = "a"


def room_on_field(state: DannoState, seat: int, sub_limit: int | None) -> str | None:
    """Where a character put onto ``seat``'s field goes (DA-O3): the main area if empty, else the
    sub area while it is under its limit; None when the field is full."""
    if main_of(state, seat) is None:
        return f"{seat}.main"
    if sub_limit is None or len(state.zones[f"{seat}.sub"]) < sub_limit:
        return f"{seat}.sub"
    return None


def prune(state: DannoState) -> None:
    """Every field card has a standing, no other card has one (DA-O1b: a card that left arrives face A)."""
    here = [p.uid for seat in range(len(state.seat_names)) for z in FIELD for p in state.zones[f"{seat}.{z}"]]
    for uid in [u for u in state.standing if u not in here]:
        del state.standing[uid]
    for uid in here:
        state.standing.setdefault(uid, Standing())
