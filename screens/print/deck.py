"""``render-cards GAME --deck ID``: the cards a deck list names, as many times as it names them.

A deck list is any card whose data names other cards of its game: a list of ids (each
mention one copy: Alchemic's ``mains``, My Crypto Saga's ``cards``) or of tables with
``card`` and ``count`` (FERTCG's and だんのこまち's ``cards``). No game is named here.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any

from screens.gallery.cardset import GameSet


def _mentions(value: Any, ids: set[str]) -> Iterable[tuple[str, int]]:
    if isinstance(value, Mapping):
        card, count = value.get("card"), value.get("count", 1)
        if isinstance(card, str) and card in ids and isinstance(count, int) and not isinstance(count, bool):
            yield card, count
            return
        for item in value.values():
            yield from _mentions(item, ids)
    elif isinstance(value, (list, tuple)):
        for item in value:
            if isinstance(item, str) and item in ids:
                yield item, 1
            else:
                yield from _mentions(item, ids)


def deck_counts(game_set: GameSet, deck_id: str) -> dict[str, int] | None:
    """Card id -> copies in the deck list ``deck_id`` (in the list's order); None when the game
    has no such card or it names no other card."""
    deck = next((e for e in game_set if e.card_id == deck_id), None)
    if deck is None:
        return None
    ids = {e.card_id for e in game_set} - {deck_id}
    counts: Counter[str] = Counter()
    for key, value in deck.data.items():
        if key != "id":
            for card, count in _mentions(value, ids):
                counts[card] += count
    return dict(counts) or None
