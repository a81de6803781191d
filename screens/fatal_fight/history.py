"""The campaign so far, tallied from the engine's events: the stage-clear and ending screens'
numbers (KOs, AP dealt, damage taken, co-ops, gold found), the last gold split (FF-W1),
who took which reward (FF-W2) and how much Fatigue each briefing healed (FF-R0)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from engine.core.kernel.events import Event, Fold, on
from engine.fatal_fight.events import FF_EVENTS
from engine.fatal_fight.events import combat as C
from engine.fatal_fight.events import flow as F
from engine.fatal_fight.events import turn as T
from engine.fatal_fight.state import card_id


@dataclass
class History(Fold[None], events=FF_EVENTS):
    kos: Counter[int] = field(default_factory=Counter)
    bosses: int = 0
    ap_dealt: Counter[int] = field(default_factory=Counter)
    damage_taken: Counter[int] = field(default_factory=Counter)
    coops: Counter[int] = field(default_factory=Counter)
    gold_found: int = 0
    stages_cleared: int = 0
    rounds: int = 0
    split: tuple[int, int] | None = None  # (gold each, carried) at the last stage clear
    rewards: dict[int, str] = field(default_factory=dict)  # seat -> item id, or "gold", since the last clear
    healed: dict[int, int] = field(default_factory=dict)  # seat -> Fatigue healed at the last briefing
    lost_reason: str = ""
    _attacker: int | None = None  # whose attack the KOs that follow belong to

    @property
    def total_kos(self) -> int:
        return sum(self.kos.values())

    @on(C.AttackConfirmed)
    def _attack(self, e: C.AttackConfirmed) -> None:
        self._attacker = e.seat
        self.ap_dealt[e.seat] += e.ap

    @on(C.EnemyKO)
    def _ko(self, e: C.EnemyKO) -> None:
        if self._attacker is not None:
            self.kos[self._attacker] += 1
        self.bosses += e.boss

    @on(T.HeroDamaged)
    def _damaged(self, e: T.HeroDamaged) -> None:
        self.damage_taken[e.seat] += e.taken

    @on(T.LifeLost)
    def _life_lost(self, e: T.LifeLost) -> None:
        self.damage_taken[e.seat] += e.amount

    @on(C.CoopAnswered)
    def _coop(self, e: C.CoopAnswered) -> None:
        if e.accept:
            self.coops[e.seat] += 1

    @on(T.StageGoldChanged)
    def _gold(self, e: T.StageGoldChanged) -> None:
        if e.delta > 0:
            self.gold_found += e.delta

    @on(F.RoundStarted)
    def _round(self, e: F.RoundStarted) -> None:
        self.rounds += 1

    @on(F.StageCleared)
    def _cleared(self, e: F.StageCleared) -> None:
        self.stages_cleared += 1
        self.rewards = {}

    @on(F.GoldSplit)
    def _split(self, e: F.GoldSplit) -> None:
        self.split = (e.share, e.carried)

    @on(T.ItemGained)
    def _item(self, e: T.ItemGained) -> None:
        if e.source == "reward":
            self.rewards[e.seat] = card_id(e.item)

    @on(F.RewardGold)
    def _reward_gold(self, e: F.RewardGold) -> None:
        self.rewards[e.seat] = "gold"

    @on(F.FatigueHealed)
    def _healed(self, e: F.FatigueHealed) -> None:
        self.healed[e.seat] = e.count

    @on(F.CampaignLost)
    def _lost(self, e: F.CampaignLost) -> None:
        self.lost_reason = e.reason


def tally(events: Iterable[Event]) -> History:
    """Read the whole event log once."""
    return History().feed(events)
