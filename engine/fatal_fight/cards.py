"""The card database a ``FatalFight`` plays with: typed lookups plus the indexes the rules need.

Built from a loaded ``CardDatabase`` (shipped/user TOML) or from a plain mapping
``kind -> {id: model}`` / ``kind -> [models]`` (test fixtures). Consistency the schema
cannot see per card (e.g. an icon with no item, no Fatigue status) is checked here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from functools import partial
from typing import Any, TypeVar

from engine.core.data import problems as P
from engine.core.data.database import CardDatabase
from engine.core.data.spec import CardModel, Finding
from engine.core.i18n.catalog import msg
from engine.fatal_fight.schema import (
    Art,
    Boss,
    Character,
    Enemy,
    Item,
    Playable,
    Rules,
    Stage,
    Status,
)
from engine.fatal_fight.state import card_id

M = TypeVar("M", bound=CardModel)
T = TypeVar("T")


def _by_id(models: Iterable[Any], kind: type[M]) -> dict[str, M]:
    found: dict[str, M] = {}
    for model in models:
        if not isinstance(model, kind):
            raise TypeError(f"{model!r} is not a {kind.__name__}")
        found[model.id] = model
    return found


class ByInstance(dict[str, T]):
    """What ``by_id`` says of a card instance's card id, found once per instance id (a read that
    fills the table): keyed on the instance, whose card id is all ``by_id`` reads."""

    def __init__(self, by_id: Callable[[str], T]) -> None:
        super().__init__()
        self.by_id = by_id

    def __missing__(self, instance: str) -> T:
        found = self[instance] = self.by_id(card_id(instance))
        return found


class Cards:
    """Fatal Fight cards by kind, with derived indexes (initial decks, icon items, stage sets)."""

    def __init__(self, source: Any) -> None:
        def kind(name: str) -> Iterable[Any]:
            if hasattr(source, "cards") and callable(source.cards):
                return source.cards(name).values() if name in source.kinds else ()
            found = source.get(name, ())
            return found.values() if isinstance(found, Mapping) else found

        self.characters = _by_id(kind("character"), Character)
        self.arts = _by_id(kind("art"), Art)
        self.items = _by_id(kind("item"), Item)
        self.statuses = _by_id(kind("status"), Status)
        self.enemies = _by_id(kind("enemy"), Enemy)
        self.bosses = _by_id(kind("boss"), Boss)
        self.stages = _by_id(kind("stage"), Stage)
        self.icon_items: dict[str, str] = {}  # icon -> the item it gives (``data_findings``: one each)
        for item in self.items.values():
            if item.icon:
                self.icon_items.setdefault(item.icon, item.id)
        fatigue = [s.id for s in self.statuses.values() if s.fatigue]
        self.fatigue = fatigue[0] if fatigue else ""  # ``data_findings``: exactly one
        self.rewards = [i.id for i in self.items.values() if i.reward]
        # the attacks among arts and items, by id (the legal lists ask on every decision)
        self.attack_arts = {cid: art for cid, art in self.arts.items() if art.is_attack}
        self.attack_items = {cid: item for cid, item in self.items.items() if item.is_attack}
        self.immune_enemies = frozenset(e.id for e in self.enemies.values() if any(a.op == "immune" for a in e.always))
        # the same asked by instance id ("<id>#<n>"): one lookup, no ``card_id`` (issue #28)
        self.attack_art_of = ByInstance(self.attack_arts.get)
        self.attack_item_of = ByInstance(self.attack_items.get)
        self.immune_enemy = ByInstance(self.immune_enemies.__contains__)
        guarding = frozenset(e.id for e in self.enemies.values() if any(a.op == "enemy_guard" for a in e.always))
        self.guarding_enemy = ByInstance(guarding.__contains__)  # an Always enemy_guard (FF-R7)
        # may a hand card be played face up (FF-R5e)? never an attack art; a status only with FF-V5
        self.face_up = {v5: ByInstance(partial(self._face_up, v5)) for v5 in (False, True)}
        # every campaign's set-up (FF-S) starts from these instance lists, made once (issue #28)
        self.initial_decks = {c: self._copies(a for a in self.arts.values() if a.character == c and a.tier == "initial")
                              for c in self.characters}
        self.upgrade_arts = {c: self._copies(a for a in self.arts.values() if a.character == c and a.tier == "upgrade")
                             for c in self.characters}
        self.enemy_instances = self._copies(self.enemies.values())
        self.item_instances = {i.id: self._copies([i]) for i in self.items.values()}
        self.status_instances = {s.id: self._copies([s]) for s in self.statuses.values()}

    def _face_up(self, v5: bool, cid: str) -> bool:
        return v5 if cid in self.statuses else cid not in self.attack_arts

    def playable(self, instance: str) -> Playable | None:
        """The art or item an instance is, or None (status cards are not Playable)."""
        cid = card_id(instance)
        return self.arts.get(cid) or self.items.get(cid)

    def instances(self, models: Iterable[Art | Item | Status | Enemy]) -> list[str]:
        """Every copy of each model as instance ids ``id#1..id#count``."""
        return [f"{m.id}#{n}" for m in models for n in range(1, m.count + 1)]

    def _copies(self, models: Iterable[Art | Item | Status | Enemy]) -> tuple[str, ...]:
        return tuple(self.instances(models))


# --- data rules across cards (issue #23): check-data, the start-up check and the game apply them


def data_findings(cards: Cards, rules: Rules | None) -> Iterator[Finding]:
    """What the rules need of the cards together: one item per icon, one Fatigue card, every
    stage icon given by an item, and each stage set of the campaign playable (FF-C10)."""
    icons: dict[str, str] = {}
    for item in cards.items.values():
        if item.icon and icons.setdefault(item.icon, item.id) != item.id:
            yield Finding(item.id, ("icon",), msg("fatal_fight.data.icon_twice", icon=item.icon, other=icons[item.icon]))
    fatigue = [s.id for s in cards.statuses.values() if s.fatigue]
    if not fatigue:
        yield Finding("", ("status",), msg("fatal_fight.data.no_fatigue"), P.MISSING_FIELD)
    for extra in fatigue[1:]:
        yield Finding(extra, ("fatigue",), msg("fatal_fight.data.fatigue_twice", other=fatigue[0]))
    for stage in cards.stages.values():
        for cell, cell_icons in stage.cells.items():
            for index, icon in enumerate(cell_icons):
                if icon not in ("gold", "trap") and icon not in icons:
                    yield Finding(stage.id, ("cells", cell, index), msg("fatal_fight.data.icon_without_item", icon=icon))
    if rules is not None:
        for number in range(1, rules.campaign_length + 1):
            yield from _stage_set_findings(cards, number)


def _stage_set_findings(cards: Cards, number: int) -> Iterator[Finding]:
    """FF-C10: normal stage cards, exactly one boss-stage card, a boss for each normal symbol."""
    normal = [s for s in cards.stages.values() if s.stage == number and s.kind == "normal"]
    boss = [s for s in cards.stages.values() if s.stage == number and s.kind == "boss"]
    if not normal or not boss:
        yield Finding("rules.toml", ("campaign_length",), msg("fatal_fight.data.stage_set_incomplete", stage=number,
                                                               normal=len(normal), boss=len(boss)))
    for extra in boss[1:]:
        yield Finding(extra.id, ("kind",), msg("fatal_fight.data.boss_stage_twice", stage=number, other=boss[0].id))
    for card in normal:
        if not any(b.stage == number and b.symbol == card.symbol for b in cards.bosses.values()):
            yield Finding(card.id, ("symbol",), msg("fatal_fight.data.no_boss_for_symbol", stage=number,
                                                    symbol=str(card.symbol)))


def playable_cards(db: CardDatabase) -> Iterator[Finding]:
    """The data rule (``SPEC.rules``)."""
    rules = db.settings.get("rules.toml")
    yield from data_findings(Cards(db), rules if isinstance(rules, Rules) else None)
