"""Setting up a set of My Crypto Saga (MS-G1, MS-P2) from a plain-JSON setup::

    {"seats": [{"name": "Aki", "deck": "blaze"},                 # a sample deck id ...
               {"name": "Ren", "deck": ["ember-fox", ...],       # ... or 10 card ids
                "bot": "heuristic"}],                            # who plays it, when not a person
     "flag": 0}                                                  # first flag holder (default 0)

``bot`` is not a rule: the rules never read it; it is kept in the setup so a saved battle
reopens with the same bot seats (the table writes ``"bot": "timeout"`` into the setup of a seat
handed to a bot mid-game, so its saves reopen with it too).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core.kernel.rng import Rng
from engine.mysaga.cards import Cards
from engine.mysaga.context import Ctx
from engine.mysaga.flow import start_set
from engine.mysaga.schema import Rules
from engine.mysaga.state import MySagaState, Seat

SEAT_BOTS = ("random", "timeout", "heuristic", "expert")  # engine/mysaga/bots.py BOTS


def deck_cards(cards: Cards, rules: Rules, deck: Any) -> list[str]:
    """A setup's deck: a sample deck id or a list of card ids; ValueError when not legal."""
    if isinstance(deck, str):
        if deck not in cards.decks:
            raise ValueError(f"unknown deck {deck!r}; sample decks: {', '.join(cards.decks)}")
        ids = list(cards.decks[deck].cards)
    elif isinstance(deck, (list, tuple)) and all(isinstance(c, str) for c in deck):
        ids = list(deck)
    else:
        raise ValueError("a seat's deck is a sample deck id or a list of card ids")
    problem = cards.deck_problem(ids, rules)
    if problem is not None:
        raise ValueError(f"illegal deck: {problem.en}")
    return ids


def start(cards: Cards, rules: Rules, setup: Mapping[str, Any], seed: int) -> Ctx:
    """The set dealt and run on to the first decision; raises ValueError for a setup it cannot seat."""
    seats_setup = list(setup.get("seats", []))
    low, high = rules.min_seats, rules.max_seats
    if not low <= len(seats_setup) <= high:
        raise ValueError(f"My Crypto Saga needs {low} to {high} seats, not {len(seats_setup)}")
    seats = []
    for i, entry in enumerate(seats_setup):
        if entry.get("bot") not in (None, *SEAT_BOTS):
            raise ValueError(f"seat {i + 1}: unknown bot {entry.get('bot')!r}; bots: {', '.join(SEAT_BOTS)}")
        deck = cards.new_deck(deck_cards(cards, rules, entry.get("deck")))  # every card known: deck_cards checked it
        seats.append(Seat(str(entry.get("name") or f"Player {i + 1}"), deck))
    flag = int(setup.get("flag", 0))
    if not 0 <= flag < len(seats):
        raise ValueError(f"flag must name a seat 0..{len(seats) - 1}")
    state = MySagaState(seat_names=[s.name for s in seats], rng=Rng.from_seed(seed), seats=seats,
                        games_per_set=rules.games_per_set, flag=flag)
    ctx = Ctx(cards, rules, state)
    start_set(ctx)
    return ctx
