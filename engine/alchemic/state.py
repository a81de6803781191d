"""Alchemic Card Battle state: plain data as msgspec Structs (design.md §1;
Structs, not dataclasses: an undo restores the whole state, much faster so, issue #28).

Card instances are strings ``"<card id>#<seat>.<copy>"`` (``instance_ids``); piles
follow ``engine.core.kernel.piles`` (end of list = top, index 0 = the deck bottom).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import cache, lru_cache

import msgspec
from msgspec import field

from engine.alchemic.steps import AcStep
from engine.core.kernel.journal import FrozenRecord, Journaled
from engine.core.kernel.piles import Pile
from engine.core.kernel.rng import Rng


@cache
def card_id(instance: str) -> str:
    """The card id of an instance id ``"<card id>#<n>"``."""
    return instance.rpartition("#")[0] or instance


def instance_ids(cards: Sequence[str], seat: int) -> list[str]:
    """Instance ids of one seat's deck: ``"<card id>#<seat>.<copy>"`` (stable, so views can name them)."""
    return list(_instance_ids(tuple(cards), seat))


@lru_cache(maxsize=256)
def _instance_ids(cards: tuple[str, ...], seat: int) -> tuple[str, ...]:
    seen: Counter[str] = Counter()
    out = []
    for cid in cards:
        seen[cid] += 1
        out.append(f"{cid}#{seat}.{seen[cid]}")
    return tuple(out)


class Modifier(msgspec.Struct, frozen=True):
    """A battle modifier from an event or ability, until the end of the turn (AC-T2)."""

    stat: str  # "ap" | "dp" | "bp"
    value: int


class Player(Journaled):
    """One seat's side of the table (AC-S2, AC-T1, AC-K1, AC-X)."""

    name: str
    deck_name: str
    life: int
    deck_list: list[str] = field(default_factory=list)  # every instance this seat brought
    deck: Pile = field(default_factory=Pile)
    hand: Pile = field(default_factory=Pile)
    main: Pile = field(default_factory=Pile)  # 0 or 1 card
    supports: Pile = field(default_factory=Pile)  # index 0 = the earliest placed
    combat: Pile = field(default_factory=Pile)  # the 格闘 gauge
    alchemy: Pile = field(default_factory=Pile)  # the 練成 gauge
    rank: int = 0
    mulligans: int = 0
    modifiers: list[Modifier] = field(default_factory=list)

    def gauge(self, name: str) -> Pile:
        return self.combat if name == "combat" else self.alchemy


class Pick(msgspec.Struct, frozen=True):
    """One side's face-down battle card (AC-B1, AC-B2); ``card`` None = no defence."""

    card: str | None
    substitute: bool = False


class BattleState(Journaled):
    """A declared battle waiting on its face-down picks (AC-B1, AC-B2)."""

    attacker: int
    attack: Pick | None = None
    defence: Pick | None = None


class SideReport(msgspec.Struct, frozen=True):
    """One side of a revealed battle: what was played and the totals it came to (AC-B3..B6)."""

    seat: int
    card: str | None
    substitute: bool = False
    rebound: bool = False
    paid: int = 0  # life paid as cost, or lost to the rebound (AC-B3, AC-B4)
    ap: int = 0
    dp: int = 0
    bp: int = 0


class BattleReport(FrozenRecord, frozen=True):
    """The latest battle's reveal and result, kept for the table and the log (AC-B6)."""

    attack: SideReport
    defence: SideReport
    defended: bool
    attacker_won: bool
    damage: int
    ranks: list[int]


class TurnFlags(Journaled):
    """What the turn player has done this turn: each step at most once, in order (AC-T)."""

    placed: bool = False
    event: bool = False
    ability: bool = False
    battled: bool = False
    ended: bool = False  # the turn player ended the turn, or its battle was resolved


class AlchemicState(Journaled):
    seat_names: list[str]
    rng: Rng
    players: list[Player]
    first: int
    turn_player: int
    turn: int = 0  # turns begun, both players counted (1 = the first player's first turn)
    step: str = AcStep.MULLIGAN  # where the turn flow stands (flow.py)
    mulligan_seat: int | None = None
    flags: TurnFlags = field(default_factory=TurnFlags)
    battle: BattleState | None = None
    winner: int | None = None
    result: str = ""  # "", "won", "draw"
    last_battle: BattleReport | None = None  # the latest reveal's arithmetic (for the table)
