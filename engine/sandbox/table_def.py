"""``table.toml``: the zones, counters and set-up of a sandbox table (issue #12).

A zone belongs to each seat (``owner = "seat"``: deck, hand, units …) or to the table
(``owner = "shared"``). ``face`` is how a card lies when it arrives there, ``private`` hides
its face-up cards from every seat but the owner's (a hand), ``layout`` is how the screen lays
it out. Every table has one deck zone (drawn from) and one hand zone (drawn into).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Any, Literal, NamedTuple

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, model_validator

from engine.core.data.problems import MISSING_FIELD
from engine.core.data.spec import ANY_KIND, CardModel, DataRule, Finding, Ref, SettingsModel
from engine.core.i18n.catalog import joined, msg

if TYPE_CHECKING:
    from engine.core.data.database import CardDatabase

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


class Place(NamedTuple):
    """What a zone key names: the seat it belongs to (None: shared) and the zone's definition."""

    owner: int | None
    zone: ZoneDef


class TableDef(SettingsModel):
    """The whole ``table.toml``. The model is frozen: what the rules look up at every step (a zone
    by id, a zone key's seat and zone, a counter by id) is indexed once, when it is built."""

    seats: int = Field(default=2, ge=1, le=6)
    deck_zone: str = "deck"  # where each seat's deck is set up and drawn from
    hand_zone: str = "hand"  # where draws go
    opening_hand: int = Field(default=5, ge=0)
    zones: list[ZoneDef]
    counters: list[CounterDef] = []
    _index: TableIndex = PrivateAttr()

    def model_post_init(self, context: Any, /) -> None:
        self._index = TableIndex(self)

    # A private attribute is read through pydantic's ``__getattr__`` (slow for a rule asked at
    # every step), so these read the index straight from where pydantic keeps it.
    def zone(self, zone_id: str) -> ZoneDef:
        """The zone ``zone_id``; KeyError when the table has none."""
        index: TableIndex = self.__pydantic_private__["_index"]  # type: ignore[index]
        return index.zones[zone_id]

    def counter(self, counter_id: str) -> CounterDef:
        """The counter ``counter_id``; KeyError when the table has none."""
        index: TableIndex = self.__pydantic_private__["_index"]  # type: ignore[index]
        return index.counters[counter_id]

    def place(self, key: str) -> Place:
        """The seat and zone a zone key names (``"1.hand"``, ``"market"``); KeyError for no zone,
        ValueError for a key whose seat is not a number (as ``split_key`` then ``zone``)."""
        index: TableIndex = self.__pydantic_private__["_index"]  # type: ignore[index]
        found = index.places.get(key)
        if found is not None:
            return found
        seat, dot, zone_id = key.partition(".")
        return Place(int(seat), index.zones[zone_id]) if dot else Place(None, index.zones[key])


class TableIndex:
    """What the rules look up in a table at every step, indexed once per table: zones and
    counters by id, and the seat and zone of every zone key of a table of ``seats`` seats."""

    __slots__ = ("zones", "counters", "places")

    def __init__(self, table: TableDef) -> None:
        # an id given twice (refused by ``table_findings``) names the first, as a search would
        self.zones: dict[str, ZoneDef] = {}
        for zone in table.zones:
            self.zones.setdefault(zone.id, zone)
        self.counters: dict[str, CounterDef] = {}
        for counter in table.counters:
            self.counters.setdefault(counter.id, counter)
        self.places: dict[str, Place] = {}
        for zone in table.zones:
            if zone.owner == "shared":
                self.places.setdefault(zone.id, Place(None, self.zones[zone.id]))
            else:
                for seat in range(table.seats):
                    self.places.setdefault(f"{seat}.{zone.id}", Place(seat, self.zones[zone.id]))


TABLE_FILE = "table.toml"


@dataclass(frozen=True)
class TableNeeds:
    """The per-seat zones and counters a game's rules use on its table (FERTCG: ``units`` and
    ``chips``; だんのこまち: ``main`` and ``graveyard``); checked with the data, never in play."""

    zones: tuple[str, ...] = ()
    counters: tuple[str, ...] = ()


def table_findings(table: TableDef, needs: TableNeeds = TableNeeds()) -> Iterator[Finding]:
    """What ``table.toml`` lacks to be played on: ids used twice, the deck and hand zones, and
    the zones and counters ``needs`` names, each at the field that says it."""
    ids = [z.id for z in table.zones]
    for index, zone_id in enumerate(ids):
        if zone_id in ids[:index]:
            yield Finding(TABLE_FILE, ("zones", index, "id"), msg("sandbox.data.zone_twice", zone=zone_id))
    counter_ids = [c.id for c in table.counters]
    for index, counter_id in enumerate(counter_ids):
        if counter_id in counter_ids[:index]:
            yield Finding(TABLE_FILE, ("counters", index, "id"), msg("sandbox.data.counter_twice", counter=counter_id))
    for role, zone_id in (("deck_zone", table.deck_zone), ("hand_zone", table.hand_zone)):
        yield from _seat_part(table.zones, zone_id, (role,), "zones")
    for zone_id in needs.zones:
        yield from _seat_part(table.zones, zone_id, ("zones",), "zones")
    for counter_id in needs.counters:
        yield from _seat_part(table.counters, counter_id, ("counters",), "counters")


def _seat_part(parts: Sequence[ZoneDef | CounterDef], part_id: str, where: tuple[str, ...], kind: str
               ) -> Iterator[Finding]:
    index = next((i for i, p in enumerate(parts) if p.id == part_id), None)
    if index is None:
        known = joined(p.id for p in parts)
        missing = (msg("sandbox.data.no_zone", id=part_id, known=known) if kind == "zones"
                   else msg("sandbox.data.no_counter", id=part_id, known=known))
        yield Finding(TABLE_FILE, where, missing, MISSING_FIELD)
    elif parts[index].owner != "seat":
        yield Finding(TABLE_FILE, (kind, index, "owner"), msg("sandbox.data.not_per_seat", id=part_id))


def table_rule(needs: TableNeeds = TableNeeds()) -> DataRule:
    """The data rule (``DataSpec.rules``) for a game on a sandbox table with these needs."""
    def rule(db: CardDatabase) -> Iterator[Finding]:
        table = db.settings.get(TABLE_FILE)
        if isinstance(table, TableDef):  # a table.toml that did not load is reported already
            yield from table_findings(table, needs)
    return rule


class DeckEntry(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    card: Annotated[str, Ref(ANY_KIND)]
    count: int = Field(default=1, ge=1, le=60)


class Deck(CardModel):
    """A starting deck: ``[[deck]]`` with ``cards = [{card = "id", count = 2}, …]``."""

    cards: list[DeckEntry] = Field(min_length=1)
