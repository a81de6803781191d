"""A setup each registered game starts from in the cross-game tests (issue #23's corpora).

One entry per game id: a test asserts every registry game has one, so a new game is covered
by the corpora as soon as it is registered. ``deck`` (when given) is the deck every seat plays.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

SetupMaker = Callable[[Any, "str | None"], dict[str, Any]]


def _first_deck(game: Any) -> str:
    return sorted(game.db.cards("deck"))[0]


def _fatal_fight(game: Any, deck: str | None) -> dict[str, Any]:
    characters = sorted(game.cards.characters)[:2]
    return {"heroes": [{"character": c, "player": f"P{i + 1}"} for i, c in enumerate(characters)]}


def _alchemic(game: Any, deck: str | None) -> dict[str, Any]:
    chosen = deck or _first_deck(game)
    return {"decks": [chosen, chosen], "players": ["Aki", "Ben"], "first": 0}


def _mysaga(game: Any, deck: str | None) -> dict[str, Any]:
    chosen = deck or _first_deck(game)
    return {"seats": [{"name": "Aki", "deck": chosen}, {"name": "Ben", "deck": chosen}]}


def _sandbox(game: Any, deck: str | None) -> dict[str, Any]:
    chosen = deck or _first_deck(game)
    return {"seats": [{"name": f"P{n + 1}", "deck": chosen} for n in range(game.table.seats)]}


SETUPS: dict[str, SetupMaker] = {
    "fatal-fight": _fatal_fight,
    "alchemic": _alchemic,
    "mysaga": _mysaga,
    "fertcg": _sandbox,
    "dannocomachi": _sandbox,
}
