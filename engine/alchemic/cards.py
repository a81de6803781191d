"""The loaded Alchemic cards by kind, instance ids and the rules numbers (AC-Y, AC-S)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from engine.alchemic.schema import Battle, Deck, Event, Main, Rules, Support, deck_problem
from engine.alchemic.state import card_id
from engine.core.data.database import CardDatabase

KINDS = ("main", "support", "battle", "event")


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
        self._kind = {i: k for k, d in zip(KINDS, tables, strict=True) for i in d}

    def kind(self, instance: str) -> str:
        """"main" | "support" | "battle" | "event" of an instance (or card) id."""
        return self._kind[card_id(instance)]

    def model(self, instance: str) -> Main | Support | Battle | Event:
        cid = card_id(instance)
        tables: dict[str, dict[str, Any]] = {"main": self.mains, "support": self.supports,
                                             "battle": self.battles, "event": self.events}
        model: Main | Support | Battle | Event = tables[self._kind[cid]][cid]
        return model

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
        unknown = sorted({c for c in cards if c not in self._kind})
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
