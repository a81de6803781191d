"""Events of attacks (FF-R6, FF-R7) and of the enemy phase (FF-R8)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.fatal_fight.events.base import FatalFightEvent


@dataclass(frozen=True)
class AttackStarted(FatalFightEvent):
    seat: int
    entry: int


@dataclass(frozen=True)
class AttackCardAdded(FatalFightEvent):
    seat: int
    card: str


@dataclass(frozen=True)
class AttackItemAdded(FatalFightEvent):
    seat: int
    item: str


@dataclass(frozen=True)
class AttackSpecialAdded(FatalFightEvent):
    seat: int
    specials: int


@dataclass(frozen=True)
class CoopOffered(FatalFightEvent):
    seat: int
    helper: int
    times: int = 1


@dataclass(frozen=True)
class CoopAnswered(FatalFightEvent):
    """FF-R6b: ``seat`` answers the co-op offer of ``attacker``."""

    seat: int
    attacker: int
    accept: bool
    times: int = 1  # joins taken (accepted) or refused


@dataclass(frozen=True)
class AttackCancelled(FatalFightEvent):
    seat: int


@dataclass(frozen=True)
class AttackConfirmed(FatalFightEvent):
    """FF-R6a: the attack as confirmed, with its summed AP and attributes."""

    seat: int
    entry: int
    cards: tuple[str, ...]
    items: tuple[str, ...]
    specials: int
    coops: tuple[int, ...]
    ap: int
    attributes: tuple[str, ...]
    life: int
    actions: int


@dataclass(frozen=True)
class AttackApChanged(FatalFightEvent):
    """A card's text changed the attack's AP while it resolves."""

    delta: int
    ap: int
    source: str


@dataclass(frozen=True)
class EnemyDamaged(FatalFightEvent):
    """FF-R6a: ``taken`` after ``gp_spent``; ``damage`` is the enemy's total of ``life``."""

    entry: int
    card: str
    position: int
    ap: int
    gp_spent: int
    taken: int
    damage: int
    life: int


@dataclass(frozen=True)
class EnemyKO(FatalFightEvent):
    entry: int
    card: str
    boss: bool


@dataclass(frozen=True)
class EnemyGuardGained(FatalFightEvent):
    entry: int
    card: str
    amount: int
    source: str


@dataclass(frozen=True)
class EnemyPhaseStarted(FatalFightEvent):
    round: int


@dataclass(frozen=True)
class EnemyPhaseEnded(FatalFightEvent):
    round: int


@dataclass(frozen=True)
class GroupActivated(FatalFightEvent):
    """FF-R8: the group at ``entry`` acts."""

    entry: int
    size: int
    cards: tuple[str, ...]


@dataclass(frozen=True)
class EnemySkill(FatalFightEvent):
    """FF-R8.2: the front enemy's skill."""

    entry: int
    card: str


@dataclass(frozen=True)
class BossSkill(FatalFightEvent):
    """FF-R8.1: the boss's next skill is turned up (``skill`` is its index)."""

    reveals = True
    entry: int
    card: str
    skill: int
    name: str
    text: str
    text_en: str


@dataclass(frozen=True)
class ThreatSkill(FatalFightEvent):
    """FF-V4: the boss spends threat on a strong skill."""

    entry: int
    card: str
    name: str
    cost: int
    text: str
    text_en: str


@dataclass(frozen=True)
class Combat(FatalFightEvent):
    """FF-R8.3: ``damage`` to each hero of ``seats`` (the line, or every line with a gun)."""

    entry: int
    damage: int
    gun: bool
    seats: tuple[int, ...]


@dataclass(frozen=True)
class EnemyExited(FatalFightEvent):
    """FF-R8.3: an enemy beyond the fourth leaves its group."""

    entry: int
    card: str
