"""Alchemic Card Battle's table policy (design.md §17): two seats, hidden hands and face-down
battle picks (AC-B2), undo by seat, bots, and the moments both players see (reveal, result)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.alchemic import events as E
from engine.alchemic.state import AlchemicState, card_id
from engine.core.i18n.catalog import msg
from engine.core.kernel.policy import SeatCard, TablePolicy

SAMPLE_DECKS = ("flame-academy", "shadow-legion")


def cards(game: Any, state: AlchemicState, seat: int) -> Sequence[SeatCard]:
    """Hidden from ``seat``: the other hand, its face-down pick until the reveal, both decks."""
    battle = state.battle
    picked = {p.card for p in ((battle.attack, battle.defence) if battle is not None else ()) if p is not None and p.card}
    found: list[SeatCard] = []
    for other, player in enumerate(state.players):
        hidden = set(player.deck) | (set(player.hand) | (picked & set(player.deck_list)) if other != seat else set())
        found += [SeatCard(i, _words(game, i), i in hidden) for i in player.deck_list]
    return found


def _words(game: Any, instance: str) -> tuple[str, ...]:
    model = game.cards.model(instance)
    return (card_id(instance), model.display_name("en"), model.display_name("ja"))


def sample_setup(game: Any, seats: int) -> Mapping[str, Any]:
    return {"decks": list(SAMPLE_DECKS), "players": ["Aki", "Ren"][:seats]}


POLICY = TablePolicy(
    seats=(2, 2), simultaneous_picks=False, cards=cards, hides=True, open_lists=True, undo="seat",
    bots=("random", "heuristic", "expert"), leave_bot="heuristic", sample_setup=sample_setup,
    moments={E.BattleResolved: msg("alchemic.moment.battle"), E.GameOver: msg("alchemic.moment.over")},
)
