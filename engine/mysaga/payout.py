"""The payout of a game's pool to the winners' cards (MS-P1), as plain arithmetic.

1. each winning card gets back what it charged this game (refund);
2. the rest is the victory reward; ``burn_percent`` of it (floored) is burned as play charge;
3. the remainder is split in proportion to what each winning card charged (floored); the
   leftover KP go one at a time to the winners' Round 2 cards, then Round 1, then pre-round
   cards (ruling: flag order within a round, cycling if needed). With several winners all are
   refunded first and the reward is split across all their cards (digest ruling). When the
   winning cards charged nothing at all, the whole remainder goes by the leftover order.

This runs once per game of every play-out, on two to a dozen cards: plain loops, no sorting of
cards that already come in the breakdown's order (issue #28).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

import msgspec

from engine.mysaga.state import CardPayout


class WinningCard(msgspec.Struct, frozen=True):
    """A winning card of the game and the KP it charged."""

    seat: int
    round: int
    slot: int
    card: str
    charged: int


class Payout(NamedTuple):
    """What ``split_pool`` works out: each winning card's payout, the reward and what burned."""

    cards: list[CardPayout]
    reward: int
    burned: int


def leftover_order(cards: Sequence[WinningCard | CardPayout], flag_order: Sequence[int]) -> list[int]:
    """Indices of ``cards``: Round 2's cards first, then Round 1's, then the pre-round's; flag order
    within each."""
    rank = flag_order.index
    return sorted(range(len(cards)), key=[(-c.round, rank(c.seat)) for c in cards].__getitem__)


def in_breakdown_order(cards: Sequence[WinningCard], flag_order: Sequence[int]) -> bool:
    """Are ``cards`` listed by seat in flag order, then round (as a breakdown reads best)?"""
    rank, last = flag_order.index, (-1, -1)
    for card in cards:
        key = (rank(card.seat), card.round)
        if key <= last:
            return False
        last = key
    return True


def split_pool(pool: int, cards: Sequence[WinningCard], flag_order: Sequence[int],
               burn_percent: int) -> Payout:
    """MS-P1 for ``pool`` and the winning ``cards``; every KP ends on a card or burned. The payouts
    are listed by seat in flag order, then round."""
    if not cards:
        raise ValueError("a payout needs at least one winning card")
    if not in_breakdown_order(cards, flag_order):
        rank = flag_order.index
        cards = sorted(cards, key=lambda c: (rank(c.seat), c.round))
    charged = 0
    for card in cards:
        charged += card.charged
    if charged > pool:
        raise ValueError(f"the winners charged {charged} KP but the pool holds only {pool}")
    reward = pool - charged  # what is left after every winning card's refund
    burned = reward * burn_percent // 100
    rest = left = reward - burned
    paid: list[CardPayout] = []
    for c in cards:
        share = rest * c.charged // charged if charged else 0
        left -= share
        paid.append(CardPayout(c.seat, c.round, c.slot, c.card, c.charged, c.charged, share, 0))
    if left > 0:  # one KP at a time along the leftover order, cycling
        each, more = divmod(left, len(paid))
        for place, index in enumerate(leftover_order(paid, flag_order)):
            paid[index] = msgspec.structs.replace(paid[index], leftover=each + (place < more))  # frozen
    return Payout(paid, reward, burned)
