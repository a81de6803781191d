"""The loaded card pool: lookups, the attribute table (MS-A1) and deck checks (MS-D2)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from engine.core.data import problems as P
from engine.core.data.database import CardDatabase
from engine.core.data.problems import DataError, Problem
from engine.core.i18n import Msg, joined, msg
from engine.mysaga.schema import Attribute, Card, Deck, Rules


class Cards:
    """Cards, attributes and sample decks by id, from a database or plain models (tests)."""

    def __init__(self, source: CardDatabase | Mapping[str, Any]) -> None:
        get = source.cards if isinstance(source, CardDatabase) else source.__getitem__
        self.cards: dict[str, Card] = dict(get("card"))  # type: ignore[arg-type]
        self.attributes: dict[str, Attribute] = dict(get("attribute"))  # type: ignore[arg-type]
        try:
            self.decks: dict[str, Deck] = dict(get("deck"))  # type: ignore[arg-type]
        except KeyError:
            self.decks = {}
        self._beats = {
            (a.id, b.attribute): b.bonus for a in self.attributes.values() for b in a.beats
        }

    def card(self, card_id: str) -> Card:
        return self.cards[card_id]

    def bonus(self, attribute: str, against: str) -> int:
        """MS-A1: what a card of ``attribute`` gains from one open card of ``against``."""
        return self._beats.get((attribute, against), 0)

    def deck_cost(self, card_ids: Sequence[str]) -> int:
        return sum(self.cards[c].cost for c in card_ids)

    def deck_problem(self, card_ids: Sequence[str], rules: Rules) -> Msg | None:
        """None when ``card_ids`` is a legal deck (MS-D2), else why not."""
        unknown = sorted({c for c in card_ids if c not in self.cards})
        if unknown:
            return msg("mysaga.deck.unknown", count=len(unknown), cards=joined(unknown))
        if len(card_ids) != rules.deck_size:
            return msg("mysaga.deck.size", count=rules.deck_size, have=len(card_ids))
        cost = self.deck_cost(card_ids)
        if cost > rules.deck_cost_cap:
            return msg("mysaga.deck.cost", cost=cost, cap=rules.deck_cost_cap)
        too_many = sorted(c for c, n in Counter(card_ids).items() if n > rules.max_copies)
        if too_many:
            return msg("mysaga.deck.copies", count=rules.max_copies, cards=joined(too_many))
        return None

    def check_decks(self, rules: Rules, db: CardDatabase | None) -> None:
        """Every sample deck legal, else a DataError naming file, line, deck id and field."""
        problems = []
        for deck in self.decks.values():
            reason = self.deck_problem(deck.cards, rules)
            if reason is not None:
                file, line = ("decks.toml", 0)
                if db is not None and deck.id in db:
                    source = db.source(deck.id)
                    file, line = source.file, source.line
                problems.append(Problem(file, line, deck.id, "cards", reason.en, P.INVALID_VALUE))
        if problems:
            raise DataError("mysaga", problems)
