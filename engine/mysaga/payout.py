"""The payout of a game's pool to the winners' cards (MS-P1), as plain arithmetic.

1. each winning card gets back what it charged this game (refund);
2. the rest is the victory reward; ``burn_percent`` of it (floored) is burned as play charge;
3. the remainder is split in proportion to what each winning card charged (floored); the
   leftover KP go one at a time to the winners' Round 2 cards, then Round 1, then pre-round
   cards (ruling: flag order within a round, cycling if needed). With several winners all are
   refunded first and the reward is split across all their cards (digest ruling). When the
   winning cards charged nothing at all, the whole remainder goes by the leftover order.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from engine.mysaga.state import CardPayout


class WinningCard(NamedTuple):
    """A winning card of the game and the KP it charged (a tuple: one is made per card per game)."""

    seat: int
    round: int
    slot: int
    card: str
    charged: int


@dataclass(frozen=True)
class Payout:
    cards: list[CardPayout]
    reward: int
    burned: int


def leftover_order(cards: Sequence[WinningCard], flag_order: Sequence[int]) -> list[int]:
    """Indices of ``cards``: Round 2's cards first, then Round 1's, then the pre-round's; flag order
    within each."""
    rank = {seat: i for i, seat in enumerate(flag_order)}
    return sorted(range(len(cards)), key=lambda i: (-cards[i].round, rank[cards[i].seat]))


def split_pool(pool: int, cards: Sequence[WinningCard], flag_order: Sequence[int],
               burn_percent: int) -> Payout:
    """MS-P1 for ``pool`` and the winning ``cards``; every KP ends on a card or burned."""
    if not cards:
        raise ValueError("a payout needs at least one winning card")
    charged = sum(c.charged for c in cards)
    if charged > pool:
        raise ValueError(f"the winners charged {charged} KP but the pool holds only {pool}")
    reward = pool - charged  # what is left after every winning card's refund
    burned = reward * burn_percent // 100
    rest = reward - burned
    shares = [rest * c.charged // charged if charged else 0 for c in cards]
    extra = [0] * len(cards)
    left = rest - sum(shares)
    if left > 0:
        order = leftover_order(cards, flag_order)
        for step in range(left):
            extra[order[step % len(order)]] += 1
    paid = [CardPayout(c.seat, c.round, c.slot, c.card, c.charged, c.charged, shares[i], extra[i])
            for i, c in enumerate(cards)]
    return Payout(leftover_order_payouts(paid, flag_order), reward, burned)


def leftover_order_payouts(paid: list[CardPayout], flag_order: Sequence[int]) -> list[CardPayout]:
    """The payouts listed as a breakdown reads best: by seat in flag order, then round."""
    rank = {seat: i for i, seat in enumerate(flag_order)}
    return sorted(paid, key=lambda p: (rank[p.seat], p.round))
