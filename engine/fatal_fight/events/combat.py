"""Events of attacks (FF-R6, FF-R7) and of the enemy phase (FF-R8)."""

from __future__ import annotations

from engine.fatal_fight.events.base import FatalFightEvent


class AttackStarted(FatalFightEvent):
    seat: int
    entry: int


class AttackCardAdded(FatalFightEvent):
    seat: int
    card: str


class AttackItemAdded(FatalFightEvent):
    seat: int
    item: str


class AttackSpecialAdded(FatalFightEvent):
    seat: int
    specials: int


class CoopOffered(FatalFightEvent):
    seat: int
    helper: int
    times: int = 1


class CoopAnswered(FatalFightEvent):
    """FF-R6b: ``seat`` answers the co-op offer of ``attacker``."""

    seat: int
    attacker: int
    accept: bool
    times: int = 1  # joins taken (accepted) or refused


class AttackCancelled(FatalFightEvent):
    seat: int


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


class AttackApChanged(FatalFightEvent):
    """A card's text changed the attack's AP while it resolves."""

    delta: int
    ap: int
    source: str


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


class EnemyKO(FatalFightEvent):
    entry: int
    card: str
    boss: bool


class EnemyGuardGained(FatalFightEvent):
    entry: int
    card: str
    amount: int
    source: str


class EnemyPhaseStarted(FatalFightEvent):
    round: int


class EnemyPhaseEnded(FatalFightEvent):
    round: int


class GroupActivated(FatalFightEvent):
    """FF-R8: the group at ``entry`` acts."""

    entry: int
    size: int
    cards: tuple[str, ...]


class EnemySkill(FatalFightEvent):
    """FF-R8.2: the front enemy's skill."""

    entry: int
    card: str


class BossSkill(FatalFightEvent):
    """FF-R8.1: the boss's next skill is turned up (``skill`` is its index)."""

    reveals = True
    entry: int
    card: str
    skill: int
    name: str
    text: str
    text_en: str


class ThreatSkill(FatalFightEvent):
    """FF-V4: the boss spends threat on a strong skill."""

    entry: int
    card: str
    name: str
    cost: int
    text: str
    text_en: str


class Combat(FatalFightEvent):
    """FF-R8.3: ``damage`` to each hero of ``seats`` (the line, or every line with a gun)."""

    entry: int
    damage: int
    gun: bool
    seats: tuple[int, ...]


class EnemyExited(FatalFightEvent):
    """FF-R8.3: an enemy beyond the fourth leaves its group."""

    entry: int
    card: str
