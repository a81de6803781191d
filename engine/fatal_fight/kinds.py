"""Fatal Fight's decision kinds and their details (design.md §5, §12): who owes what, typed.

``Pending.kind`` in the state stays a plain string (saves and digests are unchanged); the
decision turns it into a ``Kind`` member, so a misspelt kind fails where it is written.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Kind(StrEnum):
    TURN = "turn"  # a hero's turn (FF-R5)
    ATTACK = "attack"  # an attack being built (FF-R6)
    COOP = "coop"  # a helper answers a co-op offer (FF-R6d)
    CARRY = "carry"  # over the carry limit (FF-R5b)
    REWARD = "reward"  # stage clear reward (FF-W2)
    DOWN_BONUS = "down_bonus"  # FF-V7
    BRIEFING = "briefing"  # FF-R0
    OVER = "over"  # the campaign is decided


KIND_OF: dict[str, Kind] = {k.value: k for k in Kind}  # Pending.kind -> Kind, without Enum's lookup


@dataclass(frozen=True)
class TurnDetail:
    actions: int
    move_points: int


@dataclass(frozen=True)
class AttackDetail:
    entry: int


@dataclass(frozen=True)
class CoopDetail:
    attacker: int
    entry: int
    times: int = 1  # joins offered (OfferCoop.times)


@dataclass(frozen=True)
class OverDetail:
    result: str  # "won", "lost" (or "" when nothing waits)
