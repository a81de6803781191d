"""Decision kinds and details (CORE_API.md: typed decisions)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Kind(StrEnum):
    MULLIGAN = "mulligan"  # AC-S3
    TURN = "turn"  # AC-T1..T4
    BATTLE_PICK = "battle_pick"  # AC-B1, AC-B2: face-down picks, each hidden from the other seat
    OVER = "over"  # AC-W1


@dataclass(frozen=True)
class TurnDetail:
    turn: int
    placed: bool
    event: bool
    ability: bool


@dataclass(frozen=True)
class PickDetail:
    attacker: int
    defender: int
    waiting: tuple[int, ...]  # the seats whose pick is still owed (attacker first)


@dataclass(frozen=True)
class OverDetail:
    winner: int | None
    result: str
