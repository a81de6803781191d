"""Setting up a game of Alchemic (AC-S1 decks checked, AC-S2 life, shuffle, first player, 6 cards,
AC-S3 mulligans) from ``setup = {"decks": [deck id or card-id list] * 2, "players": [name, name],
"first": 0|1|None}``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.alchemic import events as E
from engine.alchemic.cards import Cards
from engine.alchemic.context import Ctx
from engine.alchemic.effects import draw_cards
from engine.alchemic.flow import FLOW
from engine.alchemic.schema import Rules
from engine.alchemic.state import AlchemicState, Player, instance_ids
from engine.alchemic.turn import next_mulligan
from engine.core.i18n.catalog import msg
from engine.core.kernel.piles import Pile
from engine.core.kernel.rng import Rng


def start(cards: Cards, rules: Rules, setup: Mapping[str, Any], seed: int) -> Ctx:
    """The game dealt and run on to the first decision (a mulligan); ValueError for a setup it cannot seat."""
    decks = list(setup.get("decks", []))
    if len(decks) != 2:
        raise ValueError("Alchemic needs two decks: setup = {'decks': [A, B]}")
    names = list(setup.get("players", [])) or [str(msg("alchemic.setup.player_n", n=n)) for n in (1, 2)]
    if len(names) != 2:
        raise ValueError("Alchemic is for exactly two players")
    lists = [cards.deck_list(d) for d in decks]
    rng = Rng.from_seed(seed)
    first = setup.get("first")
    if first not in (0, 1):
        first = rng.below(2)
    players = []
    for seat, (deck, listed) in enumerate(zip(decks, lists, strict=True)):
        ids = instance_ids(listed, seat)
        shuffled = list(ids)
        rng.shuffle(shuffled)  # a plain list: a pile's own list would note every swap (kernel.journal)
        pile = Pile(shuffled)
        deck_name = deck if isinstance(deck, str) else str(setup.get("deck_names", ["", ""])[seat] or "custom")
        players.append(Player(str(names[seat]), deck_name, rules.start_life, deck_list=ids, deck=pile))
    state = AlchemicState(seat_names=[str(n) for n in names], rng=rng, players=players,
                          first=int(first), turn_player=int(first))
    ctx = Ctx(cards, rules, state)
    ctx.emit(E.GameSetUp(state.first, tuple(p.deck_name for p in players)))
    for seat in (state.first, 1 - state.first):
        draw_cards(ctx, seat, rules.hand_size)
    next_mulligan(ctx, None)
    FLOW.advance(ctx)
    return ctx
