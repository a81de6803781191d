"""What one seat sees of a sandbox table (design.md §6): hidden faces are ``Hidden``."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.kernel.view import Hidden
from engine.sandbox.state import SandboxState
from engine.sandbox.steps import TableStep
from engine.sandbox.table_def import TableDef
from engine.sandbox.visibility import sees


@dataclass(frozen=True)
class CardView:
    uid: str | None  # None for a card in another seat's hand: which one it is is not shown
    card: str | Hidden
    face_up: bool
    turned: bool
    marks: dict[str, int]


@dataclass(frozen=True)
class ZoneView:
    key: str
    zone: str  # the zone's id in table.toml
    owner: int | None
    cards: list[CardView]  # bottom first; a pile's top card last


@dataclass(frozen=True)
class SandboxView:
    seat: int | None
    seat_names: list[str]
    zones: dict[str, ZoneView]
    counters: dict[str, int]
    turn_player: int
    turn: int
    active: int
    peeking: str | None  # the pile this seat is looking through
    over: bool = False  # the players ended the game


def make_view(table: TableDef, state: SandboxState, seat: int | None, *, everything: bool = False) -> SandboxView:
    """What ``seat`` sees; ``everything``: every card's face, hands and piles too (a finished game's replay)."""
    zones: dict[str, ZoneView] = {}
    for key, cards in state.zones.items():
        owner, zone = table.place(key)
        zone_id = zone.id
        private = zone.private and owner != seat and not everything
        shown = []
        for placed in cards:
            face = everything or sees(table, state, key, placed, seat)
            shown.append(CardView(
                uid=None if private else placed.uid,
                card=placed.card if face else Hidden("card"),
                face_up=placed.face_up, turned=placed.turned, marks=dict(placed.marks),
            ))
        zones[key] = ZoneView(key, zone_id, owner, shown)
    return SandboxView(
        seat=seat, seat_names=list(state.seat_names), zones=zones, counters=dict(state.counters),
        turn_player=state.turn_player, turn=state.turn, active=state.active,
        peeking=state.peeking.get(str(seat)) if seat is not None else None, over=state.step == TableStep.OVER,
    )
