"""The card database a ``FatalFight`` plays with: typed lookups plus the indexes the rules need.

Built from a loaded ``CardDatabase`` (shipped/user TOML) or from a plain mapping
``kind -> {id: model}`` / ``kind -> [models]`` (test fixtures). Consistency the schema
cannot see per card (e.g. an icon with no item, no Fatigue status) is checked here.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, TypeVar

from engine.core.data.spec import CardModel
from engine.fatal_fight.schema import Art, Boss, Character, Enemy, Item, Playable, Stage, Status
from engine.fatal_fight.state import card_id

M = TypeVar("M", bound=CardModel)


def _by_id(models: Iterable[Any], kind: type[M]) -> dict[str, M]:
    found: dict[str, M] = {}
    for model in models:
        if not isinstance(model, kind):
            raise TypeError(f"{model!r} is not a {kind.__name__}")
        found[model.id] = model
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
        self.icon_items: dict[str, str] = {}
        for item in self.items.values():
            if item.icon:
                if item.icon in self.icon_items:
                    raise ValueError(f"items {self.icon_items[item.icon]!r} and {item.id!r} both use icon {item.icon!r}")
                self.icon_items[item.icon] = item.id
        fatigue = [s.id for s in self.statuses.values() if s.fatigue]
        if len(fatigue) != 1:
            raise ValueError(f"exactly one status must be the Fatigue card (fatigue = true); found {fatigue}")
        self.fatigue = fatigue[0]
        self.rewards = [i.id for i in self.items.values() if i.reward]

    def check_stage_set(self, stage: int) -> None:
        """Raise ValueError naming what stage set ``stage`` lacks to be played (FF-C10)."""
        normal = [s for s in self.stages.values() if s.stage == stage and s.kind == "normal"]
        boss = [s for s in self.stages.values() if s.stage == stage and s.kind == "boss"]
        if not normal or len(boss) != 1:
            raise ValueError(f"stage set {stage} needs normal stage cards and exactly one boss-stage card "
                             f"(has {len(normal)} normal, {len(boss)} boss)")
        for symbol in {s.symbol for s in normal}:
            if not any(b.stage == stage and b.symbol == symbol for b in self.bosses.values()):
                raise ValueError(f"stage set {stage} has no boss with symbol {symbol!r}")

    def playable(self, instance: str) -> Playable | None:
        """The art or item an instance is, or None (status cards are not Playable)."""
        cid = card_id(instance)
        return self.arts.get(cid) or self.items.get(cid)

    def instances(self, models: Iterable[Art | Item | Status | Enemy]) -> list[str]:
        """Every copy of each model as instance ids ``id#1..id#count``."""
        return [f"{m.id}#{n}" for m in models for n in range(1, m.count + 1)]
