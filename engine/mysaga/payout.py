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

from engine.mysaga.state import CardPayout


@dataclass(frozen=True)
class WinningCard:
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


def leftover_order(cards: Sequence[WinningCard], flag_order: Sequence[int]) -> list[WinningCard]:
    """Round 2's cards first, then Round 1's, then the pre-round's; flag order within each."""
    rank = {seat: i for i, seat in enumerate(flag_order)}
    return sorted(cards, key=lambda c: (-c.round, rank[c.seat]))


def split_pool(pool: int, cards: Sequence[WinningCard], flag_order: Sequence[int],
               burn_percent: int) -> Payout:
    """MS-P1 for ``pool`` and the winning ``cards``; every KP ends on a card or burned."""
    if not cards:
        raise ValueError("a payout needs at least one winning card")
    refunds = sum(c.charged for c in cards)
    if refunds > pool:
        raise ValueError(f"the winners charged {refunds} KP but the pool holds only {pool}")
    reward = pool - refunds
    burned = reward * burn_percent // 100
    rest = reward - burned
    charged = sum(c.charged for c in cards)
    shares = [rest * c.charged // charged if charged else 0 for c in cards]
    extra = dict.fromkeys(range(len(cards)), 0)
    order = leftover_order(cards, flag_order)
    index_of = {id(c): i for i, c in enumerate(cards)}
    left = rest - sum(shares)
    step = 0
    while left > 0:
        extra[index_of[id(order[step % len(order)])]] += 1
        left -= 1
        step += 1
    paid = [CardPayout(c.seat, c.round, c.slot, c.card, c.charged, c.charged, shares[i], extra[i])
            for i, c in enumerate(cards)]
    return Payout(leftover_order_payouts(paid, flag_order), reward, burned)


def leftover_order_payouts(paid: list[CardPayout], flag_order: Sequence[int]) -> list[CardPayout]:
    """The payouts listed as a breakdown reads best: by seat in flag order, then round."""
    rank = {seat: i for i, seat in enumerate(flag_order)}
    return sorted(paid, key=lambda p: (rank[p.seat], p.round))
