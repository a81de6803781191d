"""FERTCG's events (design.md §7, §15). The table's hand moves are the sandbox's events, taken
into the same set, so one complete fold words everything the table says."""

from __future__ import annotations

from collections.abc import Mapping

from engine.core.kernel.events import Event, EventSet
from engine.fertcg.cost_model import ChipCost
from engine.sandbox.events import SANDBOX_EVENTS

FE_EVENTS = EventSet("fertcg")


class FertcgEvent(Event):
    """The root of FERTCG's own events (not an event itself)."""

    family = FE_EVENTS


class AttackDeclared(FertcgEvent):
    """An attack (or counter) declared in the open: the chips it spent, with the formula's
    breakdown in both languages (``costs``: lang -> ChipCost, FE-F1)."""

    seat: int
    counter: bool
    unit: str
    weapon: str | None
    supports: tuple[str, ...]
    enemy_cards: tuple[str, ...]
    uses: tuple[tuple[str, int], ...]
    total: int
    before: int
    after: int
    costs: Mapping[str, ChipCost]


FE_EVENTS.include(SANDBOX_EVENTS)
