"""My Crypto Saga state: plain data as msgspec Structs (design.md §1;
Structs, not dataclasses: an undo restores the whole state, much faster so, issue #28).

A card in play is named by its seat and its *slot* (index 0–9 in that seat's deck), since two
copies of one card each hold their own KP (MS-D1). Round fields: index 0 = the pre-round,
1 = Round 1, 2 = Round 2; each holds one ``Play`` (or None) per seat.
"""

from __future__ import annotations

from functools import cache

import msgspec
from msgspec import field

from engine.core.kernel.journal import FrozenRecord, Journaled
from engine.core.kernel.rng import Rng
from engine.mysaga.steps import MsPhase, MsStep

PRE_ROUND = 0
ROUNDS = (1, 2)


class DeckCard(Journaled):
    """One card of a deck and its KP balance (MS-D1); ``kp_start`` = its KP when this game began."""

    card: str
    kp: int
    kp_start: int


class Seat(Journaled):
    name: str
    deck: list[DeckCard]
    hand: list[int] = field(default_factory=list)  # deck slots in dealt order (leftmost first)
    escaped: bool = False  # MS-C7, this game
    kp_set_start: int = 0  # the deck's KP when the set began (MS-P2)


class Play(Journaled):
    """A card on a round field. ``number`` = base + skill_delta + bonus once revealed."""

    seat: int
    slot: int
    card: str
    face_up: bool = False
    base: int = 0
    number: int = 0
    attribute: str = ""
    skill_delta: int = 0  # from skills (MS-K1)
    bonus: int = 0  # from the attribute judgement (MS-A1)
    charged: int = 0  # KP this card paid into the pool this game (ante, charges, taxes)


class Marker(msgspec.Struct, frozen=True):
    """A skill waiting on a round field (MS-G2: shown on the round it affects; MS-K1)."""

    seat: int
    source_round: int
    slot: int
    card: str
    target_round: int


class Betting(Journaled):
    """The charge actions of one round (MS-C): amounts are this round's totals per seat.

    ``level`` is the reference amount every seat must reach (the highest charge, or the
    latest Full Charge after one, MS-C6).
    """

    level: int = 0
    paid: list[int] = field(default_factory=list)
    acted: list[bool] = field(default_factory=list)
    full: list[bool] = field(default_factory=list)
    double_used: bool = False
    hyper_used: bool = False
    turn: int | None = None
    base_pool: int = 0  # the pool when the round's charges began (MS-C2)
    double_to: int = 0  # the round total the Double Charge brought its seat to (0: none yet; MS-C5)


class CardPayout(msgspec.Struct, frozen=True):
    """One winning card's payout (MS-P1): refund, proportional share and leftover units."""

    seat: int
    round: int
    slot: int
    card: str
    charged: int
    refund: int
    share: int
    leftover: int

    @property
    def total(self) -> int:
        return self.refund + self.share + self.leftover


class GameResult(FrozenRecord, frozen=True):
    game: int
    flag: int
    totals: list[int | None]  # per seat; None = escaped (or not counted: ended by escapes)
    winners: list[int]
    pool: int
    burned: int
    reward: int
    payouts: list[CardPayout]
    by_escape: bool = False  # everyone else escaped: no final count
    fields: list[list[Play | None]] = field(default_factory=list)  # the game's cards as they ended


class MySagaState(Journaled):
    seat_names: list[str]
    rng: Rng
    seats: list[Seat]
    games_per_set: int = 3
    game_no: int = 0  # 0-based game of the set
    flag: int = 0  # the flag holder (MS-G2, MS-G5)
    phase: str = MsPhase.PRE_ROUND  # what the owing seats decide (steps.MsPhase)
    round: int = PRE_ROUND
    pre_turn: int | None = None
    pool: int = 0
    burned: int = 0  # KP burned over the set (MS-P1)
    fields: list[list[Play | None]] = field(default_factory=list)
    markers: list[Marker] = field(default_factory=list)
    no_judgement: list[bool] = field(default_factory=lambda: [False, False, False])
    betting: Betting = field(default_factory=Betting)
    results: list[GameResult] = field(default_factory=list)
    set_winners: list[int] = field(default_factory=list)
    step: str = MsStep.DEAL  # where the turn flow stands (flow.py)

    @property
    def n(self) -> int:
        return len(self.seats)

    def flag_order(self) -> list[int]:
        """Seats in order from the flag holder."""
        return list(order_from(len(self.seats), self.flag))

    def active(self) -> list[int]:
        """Seats still in this game (not escaped), in flag order."""
        seats = self.seats
        return [s for s in order_from(len(seats), self.flag) if not seats[s].escaped]

    def in_game(self) -> int:
        """How many seats are still in this game (``len(active())``, without the list)."""
        count = 0
        for seat in self.seats:
            if not seat.escaped:
                count += 1
        return count

    def play(self, round_: int, seat: int) -> Play | None:
        return self.fields[round_][seat] if self.fields else None

    def deck_kp(self, seat: int) -> int:
        return sum(c.kp for c in self.seats[seat].deck)

    def total_kp(self) -> int:
        """Every KP in the set: on cards, in the pool, burned (conserved, MS-C8/MS-P1)."""
        return sum(self.deck_kp(s) for s in range(self.n)) + self.pool + self.burned


@cache
def order_from(seats: int, flag: int) -> tuple[int, ...]:
    """The ``seats`` seats in order from the flag holder ``flag`` (asked at every decision: kept)."""
    return tuple((flag + i) % seats for i in range(seats))
