"""The loaded Alchemic cards by kind, instance ids and the rules numbers (AC-Y, AC-S).

The rules read a card's numbers as ``Facts``: plain frozen records made once from the validated
models, looked up by instance id in one dict probe (issue #28: the pydantic models stay at the data
boundary, for check-data, screens and the effect interpreter)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from engine.alchemic.ops import ALCHEMY_USERS
from engine.alchemic.schema import (
    MAX_COPIES,
    Battle,
    Deck,
    Event,
    Main,
    Rules,
    Support,
    deck_problem,
)
from engine.alchemic.state import card_id
from engine.core.data.database import CardDatabase

KINDS = ("main", "support", "battle", "event")


@dataclass(frozen=True, slots=True)
class Facts:
    """What the rules read of one card (AC-Y1..Y4, AC-K, AC-A); 0/"" where its kind has no such field.

    ``character``: a main or support (AC-T1); ``ability_cost``: None without a paid ability (AC-T2);
    ``alchemy_user``: a main whose affiliation may use 【錬金術】 cards (AC-A2).

    A hand card is a battle option (``table.battle_options``) when its ``battle_need`` is one of the
    ``grants`` of the main on the field (``NO_MAIN_GRANTS`` without one): a battle card needs nothing,
    or an alchemy user when it bears 【錬金術】 (AC-A2); a main as substitute needs nothing, or a
    Homunculus main when it is one (AC-Y1, AC-A1); supports and events are never one (None)."""

    id: str  # the card id (what ``card_id`` gives of its instances)
    kind: str
    model: Main | Support | Battle | Event
    character: bool = False
    gauge: str = ""
    level: int = 0
    cost: int = 0
    alchemy: bool = False
    ap: int = 0
    dp: int = 0
    bp: int = 0
    affiliation: str = ""
    who: str = ""  # a character's persona, for uniqueness (AC-T1b)
    ability_cost: int | None = None
    alchemy_user: bool = False
    homunculus: bool = False
    battle_need: str | None = None
    grants: frozenset[str] = frozenset()


NO_MAIN_GRANTS = frozenset({""})  # the battle options' needs met with no main on the field (or any main)


def facts_of(kind: str, cid: str, model: Main | Support | Battle | Event) -> Facts:
    """The ``Facts`` of one validated card model, listed under the card id ``cid``."""
    ability = getattr(model, "ability", None)
    affiliation = getattr(model, "affiliation", "")
    alchemy, alchemy_user, homunculus = getattr(model, "alchemy", False), affiliation in ALCHEMY_USERS, affiliation == "homunculus"
    need = {"battle": "alchemy" if alchemy else "", "main": "homunculus" if homunculus else ""}.get(kind)
    grants = NO_MAIN_GRANTS | {g for g, has in (("alchemy", alchemy_user), ("homunculus", homunculus)) if has}
    return Facts(
        id=cid, kind=kind, model=model, character=kind in ("main", "support"),
        gauge=getattr(model, "gauge", ""), level=getattr(model, "level", 0), cost=getattr(model, "cost", 0),
        alchemy=alchemy, ap=getattr(model, "ap", 0), dp=getattr(model, "dp", 0),
        bp=getattr(model, "bp", 0), affiliation=affiliation, who=getattr(model, "who", ""),
        ability_cost=None if ability is None else ability.cost, alchemy_user=alchemy_user, homunculus=homunculus,
        battle_need=need, grants=grants if kind == "main" else NO_MAIN_GRANTS,
    )  # fmt: skip


class FactsByInstance(dict[str, Facts]):
    """Instance id (or card id) -> its card's ``Facts``, filled on first look-up; KeyError: unknown card."""

    def __init__(self, by_id: dict[str, Facts]) -> None:
        super().__init__(by_id)
        self._by_id = by_id

    def __missing__(self, instance: str) -> Facts:
        facts = self[instance] = self._by_id[card_id(instance)]
        return facts


class Cards:
    """Dict-fast lookups of the card models of one loaded pool (or plain models, for tests)."""

    def __init__(self, source: CardDatabase | Mapping[str, Mapping[str, Any]]) -> None:
        get = source.cards if isinstance(source, CardDatabase) else (lambda k: source.get(k, {}))
        self.mains: dict[str, Main] = dict(get("main"))  # type: ignore[arg-type]
        self.supports: dict[str, Support] = dict(get("support"))  # type: ignore[arg-type]
        self.battles: dict[str, Battle] = dict(get("battle"))  # type: ignore[arg-type]
        self.events: dict[str, Event] = dict(get("event"))  # type: ignore[arg-type]
        self.decks: dict[str, Deck] = dict(get("deck"))  # type: ignore[arg-type]
        tables: tuple[dict[str, Any], ...] = (self.mains, self.supports, self.battles, self.events)
        self._by_id = {i: facts_of(k, i, m) for k, d in zip(KINDS, tables, strict=True) for i, m in d.items()}
        self.facts = FactsByInstance(self._by_id)
        # The same Facts in a plain dict, for every id a game deals (``instance_ids``: each card, both
        # seats, up to MAX_COPIES copies): a look-up in a dict subclass such as ``facts`` goes through a
        # slot wrapper, about twice as slow, and the legal lists make one per hand card (issue #28).
        self.dealt: dict[str, Facts] = {**self._by_id, **{
            f"{cid}#{seat}.{copy}": facts for cid, facts in self._by_id.items()
            for seat in (0, 1) for copy in range(1, MAX_COPIES + 1)}}

    def kind(self, instance: str) -> str:
        """"main" | "support" | "battle" | "event" of an instance (or card) id."""
        return self.facts[instance].kind

    def model(self, instance: str) -> Main | Support | Battle | Event:
        return self.facts[instance].model

    def main(self, instance: str) -> Main:
        return self.mains[card_id(instance)]

    def battle(self, instance: str) -> Battle:
        return self.battles[card_id(instance)]

    def deck_list(self, deck: str | Iterable[str]) -> list[str]:
        """A deck's card ids: a shipped/user ``[[deck]]`` by id, or a list of card ids.

        Raises ValueError with the reason when it is not a legal deck of known cards (AC-S1).
        """
        if isinstance(deck, str):
            if deck not in self.decks:
                raise ValueError(f"unknown deck {deck!r}; known: {', '.join(sorted(self.decks))}")
            return self.decks[deck].cards
        cards = list(deck)
        unknown = sorted({c for c in cards if c not in self._by_id})
        if unknown:
            raise ValueError(f"unknown card(s) in the deck: {', '.join(unknown)}")
        problem = deck_problem(cards)
        if problem is not None:
            raise ValueError(problem)
        return cards


def rules_of(db: CardDatabase) -> Rules:
    rules = db.settings.get("rules.toml")
    if not isinstance(rules, Rules):
        raise ValueError("Alchemic needs the rules.toml settings (a Rules model)")
    return rules
