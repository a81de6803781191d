"""The campaign so far, tallied from the engine's events: the stage-clear and ending screens'
numbers (KOs, AP dealt, damage taken, co-ops, gold found), the last gold split (FF-W1),
who took which reward (FF-W2) and how much Fatigue each briefing healed (FF-R0)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from engine.core.game import Event
from engine.fatal_fight.state import card_id


@dataclass
class History:
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

    @property
    def total_kos(self) -> int:
        return sum(self.kos.values())


def tally(events: Iterable[Event]) -> History:
    """Read the whole event log once."""
    h = History()
    attacker: int | None = None
    for event in events:
        kind, data = event.kind, event.data
        if kind == "attack_confirmed":
            attacker = int(data["seat"])
            h.ap_dealt[attacker] += int(data["ap"])
        elif kind == "enemy_ko":
            if attacker is not None:
                h.kos[attacker] += 1
            h.bosses += bool(data.get("boss"))
        elif kind == "hero_damaged":
            h.damage_taken[int(data["seat"])] += int(data["taken"])
        elif kind == "life_lost":
            h.damage_taken[int(data["seat"])] += int(data["amount"])
        elif kind == "coop_answered" and data.get("accept"):
            h.coops[int(data["seat"])] += 1
        elif kind == "stage_gold_changed" and int(data["delta"]) > 0:
            h.gold_found += int(data["delta"])
        elif kind == "round_started":
            h.rounds += 1
        elif kind == "stage_cleared":
            h.stages_cleared += 1
            h.rewards = {}
        elif kind == "gold_split":
            h.split = (int(data["share"]), int(data["carried"]))
        elif kind == "item_gained" and data.get("source") == "reward":
            h.rewards[int(data["seat"])] = card_id(str(data["item"]))
        elif kind == "reward_gold":
            h.rewards[int(data["seat"])] = "gold"
        elif kind == "fatigue_healed":
            h.healed[int(data["seat"])] = int(data["count"])
        elif kind == "campaign_lost":
            h.lost_reason = str(data.get("reason", ""))
    return h
