"""The loaded card pool: lookups, the attribute table (MS-A1) and deck checks (MS-D2)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import msgspec

from engine.core.data.database import CardDatabase
from engine.core.data.problems import DataError, findings_as_problems
from engine.core.data.spec import Finding
from engine.core.i18n.catalog import Msg, joined, msg
from engine.mysaga.schema import Attribute, Card, Deck, Rules
from engine.mysaga.state import DeckCard


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
        # deck_problem's answers, keyed on the deck and the three rules it reads (the card pool is
        # fixed once loaded)
        self._deck_problems: dict[tuple[tuple[str, ...], int, int, int], Msg | None] = {}
        self._fresh_decks: dict[tuple[str, ...], list[DeckCard]] = {}  # new_deck's models, by card ids

    def card(self, card_id: str) -> Card:
        return self.cards[card_id]

    def bonus(self, attribute: str, against: str) -> int:
        """MS-A1: what a card of ``attribute`` gains from one open card of ``against``."""
        return self._beats.get((attribute, against), 0)

    def new_deck(self, card_ids: Sequence[str]) -> list[DeckCard]:
        """A set's deck of ``card_ids`` (known cards), each card holding its starting KP (MS-D1): copies
        of a model deck made once per deck (a copy costs less than building the Struct)."""
        key = tuple(card_ids)
        model = self._fresh_decks.get(key)
        if model is None:
            model = [DeckCard(card_id, self.cards[card_id].kp, self.cards[card_id].kp) for card_id in key]
            self._fresh_decks[key] = model
        copy = msgspec.structs.replace  # with no changes: a copy
        return [copy(card) for card in model]

    def deck_cost(self, card_ids: Sequence[str]) -> int:
        return sum(self.cards[c].cost for c in card_ids)

    def deck_problem(self, card_ids: Sequence[str], rules: Rules) -> Msg | None:
        """None when ``card_ids`` is a legal deck (MS-D2), else why not (worked out once per deck and rules:
        every set checks its decks)."""
        key = (tuple(card_ids), rules.deck_size, rules.deck_cost_cap, rules.max_copies)
        if key not in self._deck_problems:
            self._deck_problems[key] = self._deck_problem(key[0], rules)
        return self._deck_problems[key]

    def _deck_problem(self, card_ids: Sequence[str], rules: Rules) -> Msg | None:
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
        """Every sample deck legal (``deck_findings``, the rule check-data applies), else a DataError."""
        findings = list(deck_findings(self, rules))
        if findings:
            raise DataError("mysaga", findings_as_problems("mysaga", findings, db))


def deck_findings(cards: Cards, rules: Rules) -> Iterator[Finding]:
    """MS-D2 for every sample deck: its size, cost cap and copy limit, against ``rules.toml``."""
    for deck in cards.decks.values():
        reason = cards.deck_problem(deck.cards, rules)
        if reason is not None:
            yield Finding(deck.id, ("cards",), reason)


def legal_decks(db: CardDatabase) -> Iterator[Finding]:
    """The data rule (``SPEC.rules``): decks checked when ``rules.toml`` itself loaded."""
    rules = db.settings.get("rules.toml")
    if isinstance(rules, Rules):
        yield from deck_findings(Cards(db), rules)
