"""Events of the campaign's flow: stages, rounds, entries, the end, the pending decisions
between rounds (FF-R0–R4, FF-R10, FF-W, FF-V7)."""

from __future__ import annotations

from engine.fatal_fight.events.base import FatalFightEvent


class StageStarted(FatalFightEvent):
    """FF-S3: a stage's stage deck and enemy deck are built."""

    stage: int
    stage_cards: int
    enemies: int


class RoundStarted(FatalFightEvent):
    stage: int
    round: int


class StageCardSet(FatalFightEvent):
    """FF-R1: the next stage card is turned face up."""

    reveals = True
    card: str
    symbol: str | None
    drawn: int


class BossStageSet(FatalFightEvent):
    """FF-R1: the boss stage card comes up; the boss symbol is known."""

    reveals = True
    card: str
    symbol: str


class BossEntered(FatalFightEvent):
    entry: int
    card: str
    symbol: str
    position: int


class EnemyEntered(FatalFightEvent):
    """FF-R2: an enemy drawn from the enemy deck joins the group at ``entry``."""

    reveals = True
    entry: int
    card: str
    position: int
    reason: str


class EnemyDeckReshuffled(FatalFightEvent):
    size: int


class EnemyDeckEmpty(FatalFightEvent):
    entry: int


class Gimmick(FatalFightEvent):
    """FF-R3: a gimmick of the stage card acts (``seat``: the hero of a turn timing)."""

    card: str
    gimmick: str
    timing: str
    seat: int | None


class RoundEnded(FatalFightEvent):
    stage: int
    round: int


class StageCleared(FatalFightEvent):
    stage: int


class CampaignWon(FatalFightEvent):
    stage: int


class CampaignLost(FatalFightEvent):
    reason: str  # "all_down" (FF-R9) or "time" (FF-R10)


class GoldSplit(FatalFightEvent):
    """FF-W1: the stage gold shared out; ``gold`` is each hero's purse after it."""

    share: int
    carried: int
    gold: tuple[int, ...]


class HeroReady(FatalFightEvent):
    seat: int
    life: int
    deck: int


class FatigueHealed(FatalFightEvent):
    """FF-R0: the briefing heals Fatigue (``count`` may be 0)."""

    seat: int
    count: int


class ThreatChanged(FatalFightEvent):
    delta: int
    threat: int
    reason: str


class DieRolled(FatalFightEvent):
    value: int
    purpose: str


class RewardGold(FatalFightEvent):
    """FF-W2: a hero takes the gold instead of an item."""

    seat: int
    amount: int
    gold: int


class DownBonus(FatalFightEvent):
    """FF-V7: ``bonus`` is "hand" or "action"."""

    seat: int
    bonus: str


class ArtBought(FatalFightEvent):
    """FF-R0: an upgrade bought; ``replaced`` is the exiled deck card or ""."""

    seat: int
    art: str
    replaced: str
    price: int
    gold: int


class StatusRemoved(FatalFightEvent):
    seat: int
    card: str
    gold: int


class BriefingDone(FatalFightEvent):
    seat: int
