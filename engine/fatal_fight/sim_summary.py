"""From campaign records to the numbers a designer reads: one ``Summary`` per hero count (issue #4)."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from statistics import fmean, pstdev

from engine.core.kernel.stats import wilson
from engine.fatal_fight.sim_stats import GameRecord


def _mean(values: Sequence[float]) -> float | None:
    return fmean(values) if values else None


@dataclass(frozen=True)
class Summary:
    """What ``games`` campaigns with ``heroes`` heroes did. Per-stage tuples: index 0 = stage 1;
    a mean over no data is None."""

    heroes: int
    games: int
    wins: int
    win_low: float  # Wilson 95 % interval of the win rate
    win_high: float
    lost_in: tuple[float, ...]  # share of games lost in each stage (the stage reached); won = the rest
    rounds: tuple[float | None, ...]  # mean rounds to clear each stage (cleared stages only)
    threat_at_stage_end: tuple[float | None, ...]  # mean threat when the stage ended, cleared or lost
    downs: float  # per campaign
    damage_per_turn: float | None
    damage_3_actions: float | None  # mean over turns that used exactly 3 actions
    damage_3_actions_sd: float | None
    turns_3_actions: int
    damage_per_action_x3: float | None  # all damage / all actions used, × 3
    entered: float  # enemies per campaign
    exited: float
    gold: float  # per campaign
    decisions: float  # bot decisions per campaign
    losses: tuple[tuple[str, int], ...]  # campaign_lost reasons
    damage_3_histogram: tuple[tuple[int, int], ...]  # (damage, turns) for 3-action turns
    threat_by_round: tuple[float, ...]  # mean threat at the end of round r (games still playing it)
    games_by_round: tuple[int, ...]  # how many games played round r
    art_plays: tuple[tuple[str, float], ...]  # face-up plays per campaign its character played in

    @property
    def win_rate(self) -> float:
        return self.wins / self.games


def summarise(records: Sequence[GameRecord], stages: int, art_owner: Mapping[str, str]) -> Summary:
    """One summary over ``records`` (one hero count); ``art_owner`` maps art id → character."""
    games = len(records)
    wins = sum(r.result == "won" for r in records)
    low, high = wilson(wins, games)
    lost_in = Counter(r.stage for r in records if r.result != "won")
    rounds_cleared: list[list[int]] = [[] for _ in range(stages)]
    threat_end: list[list[int]] = [[] for _ in range(stages)]
    for r in records:
        for s in range(r.cleared):
            rounds_cleared[s].append(r.rounds[s])
        for s, threat in enumerate(r.threat_at_stage_end):
            threat_end[s].append(threat)
    damage3 = [d for r in records for d in r.damage_3_actions]
    actions = sum(r.actions_used for r in records)
    turns = sum(r.turns for r in records)
    damage = sum(r.damage for r in records)
    by_round: defaultdict[int, list[int]] = defaultdict(list)
    for r in records:
        for n, threat in enumerate(r.threat_by_round):
            by_round[n].append(threat)
    return Summary(
        heroes=records[0].heroes if records else 0, games=games, wins=wins, win_low=low, win_high=high,
        lost_in=tuple(lost_in[s] / games for s in range(1, stages + 1)),
        rounds=tuple(_mean(v) for v in rounds_cleared), threat_at_stage_end=tuple(_mean(v) for v in threat_end),
        downs=fmean(r.downs for r in records),
        damage_per_turn=damage / turns if turns else None,
        damage_3_actions=_mean(damage3), damage_3_actions_sd=pstdev(damage3) if damage3 else None,
        turns_3_actions=len(damage3), damage_per_action_x3=3 * damage / actions if actions else None,
        entered=fmean(r.entered for r in records), exited=fmean(r.exited for r in records),
        gold=fmean(r.gold for r in records), decisions=fmean(r.decisions for r in records),
        losses=tuple(sorted(Counter(r.loss for r in records if r.loss).items())),
        damage_3_histogram=tuple(sorted(Counter(damage3).items())),
        threat_by_round=tuple(fmean(by_round[n]) for n in range(len(by_round))),
        games_by_round=tuple(len(by_round[n]) for n in range(len(by_round))),
        art_plays=art_rates(records, art_owner),
    )  # fmt: skip


def art_rates(records: Sequence[GameRecord], art_owner: Mapping[str, str]) -> tuple[tuple[str, float], ...]:
    """Face-up plays of each art per campaign its character took part in, most played first.

    Arts of characters that never played are left out; arts never played count as 0."""
    campaigns = Counter(c for r in records for c in r.characters)
    plays: Counter[str] = Counter()
    for r in records:
        plays.update(dict(r.art_plays))
    rates = [(art, plays[art] / campaigns[owner]) for art, owner in art_owner.items() if campaigns[owner]]
    return tuple(sorted(rates, key=lambda item: (-item[1], item[0])))


def by_hero_count(records: Sequence[GameRecord], stages: int, art_owner: Mapping[str, str]) -> list[Summary]:
    """One summary per hero count, in ascending hero count."""
    groups: defaultdict[int, list[GameRecord]] = defaultdict(list)
    for r in records:
        groups[r.heroes].append(r)
    return [summarise(groups[h], stages, art_owner) for h in sorted(groups)]
