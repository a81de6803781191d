"""``table.toml``: the zones, counters and set-up of a sandbox table (issue #12).

A zone belongs to each seat (``owner = "seat"``: deck, hand, units …) or to the table
(``owner = "shared"``). ``face`` is how a card lies when it arrives there, ``private`` hides
its face-up cards from every seat but the owner's (a hand), ``layout`` is how the screen lays
it out. Every table has one deck zone (drawn from) and one hand zone (drawn into).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from engine.core.data.spec import ANY_KIND, CardModel, Ref, SettingsModel

ZONE_ID = r"^[a-z][a-z0-9_]*$"


class Named(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(pattern=ZONE_ID)
    name: str  # Japanese (or the only) name
    name_en: str = ""

    def display_name(self, lang: str) -> str:
        return (self.name_en or self.name) if lang == "en" else self.name


class ZoneDef(Named):
    owner: Literal["seat", "shared"] = "seat"
    face: Literal["up", "down"] = "up"
    private: bool = False  # face-up cards are seen by the owner only (a hand)
    layout: Literal["pile", "row", "fan"] = "row"
    limit: int | None = Field(default=None, ge=1)  # most cards the zone holds (a main area: 1)


class CounterDef(Named):
    owner: Literal["seat", "shared"] = "seat"
    start: int = 0
    min: int = 0
    max: int = 999

    @model_validator(mode="after")
    def _in_range(self) -> CounterDef:
        if not self.min <= self.start <= self.max:
            raise ValueError(f"start {self.start} is outside min..max ({self.min}..{self.max})")
        return self


class TableDef(SettingsModel):
    """The whole ``table.toml``."""

    seats: int = Field(default=2, ge=1, le=6)
    deck_zone: str = "deck"  # where each seat's deck is set up and drawn from
    hand_zone: str = "hand"  # where draws go
    opening_hand: int = Field(default=5, ge=0)
    zones: list[ZoneDef]
    counters: list[CounterDef] = []

    @model_validator(mode="after")
    def _consistent(self) -> TableDef:
        ids = [z.id for z in self.zones]
        doubled = sorted({i for i in ids if ids.count(i) > 1})
        if doubled:
            raise ValueError(f"zone id(s) {doubled} are used twice")
        counter_ids = [c.id for c in self.counters]
        if len(set(counter_ids)) != len(counter_ids):
            raise ValueError("a counter id is used twice")
        for role, zone in (("deck_zone", self.deck_zone), ("hand_zone", self.hand_zone)):
            found = next((z for z in self.zones if z.id == zone), None)
            if found is None:
                raise ValueError(f"{role} {zone!r} is not one of the zones {ids}")
            if found.owner != "seat":
                raise ValueError(f"{role} {zone!r} must be a per-seat zone (owner = \"seat\")")
        return self

    def zone(self, zone_id: str) -> ZoneDef:
        for zone in self.zones:
            if zone.id == zone_id:
                return zone
        raise KeyError(zone_id)


class DeckEntry(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    card: Annotated[str, Ref(ANY_KIND)]
    count: int = Field(default=1, ge=1, le=60)


class Deck(CardModel):
    """A starting deck: ``[[deck]]`` with ``cards = [{card = "id", count = 2}, …]``."""

    cards: list[DeckEntry] = Field(min_length=1)
