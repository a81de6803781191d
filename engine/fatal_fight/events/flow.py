"""Events of the campaign's flow: stages, rounds, entries, the end, the pending decisions
between rounds (FF-R0–R4, FF-R10, FF-W, FF-V7)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.fatal_fight.events.base import FatalFightEvent


@dataclass(frozen=True)
class StageStarted(FatalFightEvent):
    """FF-S3: a stage's stage deck and enemy deck are built."""

    stage: int
    stage_cards: int
    enemies: int


@dataclass(frozen=True)
class RoundStarted(FatalFightEvent):
    stage: int
    round: int


@dataclass(frozen=True)
class StageCardSet(FatalFightEvent):
    """FF-R1: the next stage card is turned face up."""

    reveals = True
    card: str
    symbol: str | None
    drawn: int


@dataclass(frozen=True)
class BossStageSet(FatalFightEvent):
    """FF-R1: the boss stage card comes up; the boss symbol is known."""

    reveals = True
    card: str
    symbol: str


@dataclass(frozen=True)
class BossEntered(FatalFightEvent):
    entry: int
    card: str
    symbol: str
    position: int


@dataclass(frozen=True)
class EnemyEntered(FatalFightEvent):
    """FF-R2: an enemy drawn from the enemy deck joins the group at ``entry``."""

    reveals = True
    entry: int
    card: str
    position: int
    reason: str


@dataclass(frozen=True)
class EnemyDeckReshuffled(FatalFightEvent):
    size: int


@dataclass(frozen=True)
class EnemyDeckEmpty(FatalFightEvent):
    entry: int


@dataclass(frozen=True)
class Gimmick(FatalFightEvent):
    """FF-R3: a gimmick of the stage card acts (``seat``: the hero of a turn timing)."""

    card: str
    gimmick: str
    timing: str
    seat: int | None


@dataclass(frozen=True)
class RoundEnded(FatalFightEvent):
    stage: int
    round: int


@dataclass(frozen=True)
class StageCleared(FatalFightEvent):
    stage: int


@dataclass(frozen=True)
class CampaignWon(FatalFightEvent):
    stage: int


@dataclass(frozen=True)
class CampaignLost(FatalFightEvent):
    reason: str  # "all_down" (FF-R9) or "time" (FF-R10)


@dataclass(frozen=True)
class GoldSplit(FatalFightEvent):
    """FF-W1: the stage gold shared out; ``gold`` is each hero's purse after it."""

    share: int
    carried: int
    gold: tuple[int, ...]


@dataclass(frozen=True)
class HeroReady(FatalFightEvent):
    seat: int
    life: int
    deck: int


@dataclass(frozen=True)
class FatigueHealed(FatalFightEvent):
    """FF-R0: the briefing heals Fatigue (``count`` may be 0)."""

    seat: int
    count: int


@dataclass(frozen=True)
class ThreatChanged(FatalFightEvent):
    delta: int
    threat: int
    reason: str


@dataclass(frozen=True)
class DieRolled(FatalFightEvent):
    value: int
    purpose: str


@dataclass(frozen=True)
class RewardGold(FatalFightEvent):
    """FF-W2: a hero takes the gold instead of an item."""

    seat: int
    amount: int
    gold: int


@dataclass(frozen=True)
class DownBonus(FatalFightEvent):
    """FF-V7: ``bonus`` is "hand" or "action"."""

    seat: int
    bonus: str


@dataclass(frozen=True)
class ArtBought(FatalFightEvent):
    """FF-R0: an upgrade bought; ``replaced`` is the exiled deck card or ""."""

    seat: int
    art: str
    replaced: str
    price: int
    gold: int


@dataclass(frozen=True)
class StatusRemoved(FatalFightEvent):
    seat: int
    card: str
    gold: int


@dataclass(frozen=True)
class BriefingDone(FatalFightEvent):
    seat: int
