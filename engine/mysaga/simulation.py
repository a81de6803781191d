"""Whole sets played by bots, headless: the numbers ``simulate mysaga`` reports.

Every set is seeded from the run's seed and its index, so a run is reproducible. The deals of
a set use a fixed number of chance results whatever is played, so two sets with the same seed
see the same cards: the expert's edge is measured *paired* — the same set once with a heuristic
and once with the expert in seat 0, every other seat heuristic — and reported as the mean
difference in KP gained per set with its 95 % interval (normal approximation).
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field

from engine.cli.sim_hook import Match, Plan, Playbook
from engine.cli.sim_run import play_job, run
from engine.core.kernel.events import Event
from engine.core.kernel.game import Action
from engine.core.kernel.rng import Rng
from engine.mysaga import actions as A
from engine.mysaga.bots import make_bot
from engine.mysaga.context import Ctx
from engine.mysaga.flow import gained
from engine.mysaga.game import MySaga
from engine.mysaga.state import MySagaState

BOT_SALT = 0xB07_5A6A


@dataclass
class SetRecord:
    decks: list[str]
    bots: list[str]
    set_winners: list[int]
    gained: list[int]
    game_winners: list[list[int]]
    pools: list[int]
    charges: Counter[str] = field(default_factory=Counter)
    decisions: int = 0
    kind: str = "set"  # "set": a set of the statistics; "edge": one half of a paired expert set
    seats: int = 0
    index: int = 0


@dataclass(frozen=True)
class SetJob:
    """One set of a run: the decks and bots by seat and its seed (``kind`` as in ``SetRecord``)."""

    decks: tuple[str, ...]
    bots: tuple[str, ...]
    seed: int
    kind: str = "set"
    index: int = 0


def decks_for(game: MySaga, seats: int, seed: int, index: int) -> list[str]:
    """Sample decks for one set: a seeded shuffle of the sample decks, cycled when seats exceed them."""
    ids = list(game.cards.decks)
    Rng.from_seed(seed * 1_000_003 + index).shuffle(ids)
    return [ids[i % len(ids)] for i in range(seats)]


def match(game: MySaga, job: SetJob, settings: object = None) -> Match:
    """One set: each seat's bot (``bots.make_bot``), one generator shared by the seats."""
    rng = Rng.from_seed(job.seed ^ BOT_SALT)
    setup = {"seats": [{"name": f"{b} {i + 1}", "deck": d} for i, (d, b) in enumerate(zip(job.decks, job.bots, strict=True))]}
    label = f"set {job.index} ({', '.join(job.decks)}; {', '.join(job.bots)}; seed {job.seed})"
    return Match(setup, job.seed, [make_bot(b, game) for b in job.bots], [rng] * len(job.bots), label,
                 f"sim-mysaga-{len(job.bots)}s-{job.kind}-{job.index:04d}-{job.bots[0]}-seed{job.seed}")


class SetTally:
    """What one set adds to the statistics: winners, KP gained, pools and the charge actions used."""

    def __init__(self, game: MySaga, job: SetJob) -> None:
        self.game, self.job = game, job
        self.charges: Counter[str] = Counter()

    def feed(self, action: Action | None, events: Sequence[Event]) -> None:
        if isinstance(action, A.CHARGE_TYPES):
            self.charges[type(action).__name__] += 1

    def record(self, state: MySagaState, decisions: int) -> SetRecord:
        ctx = Ctx(self.game.cards, self.game.rules, state)
        job = self.job
        return SetRecord(list(job.decks), list(job.bots), list(state.set_winners), [gained(ctx, s) for s in range(state.n)],
                         [list(r.winners) for r in state.results], [r.pool for r in state.results], self.charges,
                         decisions, job.kind, len(job.bots), job.index)


def tally(game: MySaga, job: SetJob, settings: object = None) -> SetTally:
    return SetTally(game, job)


PLAYBOOK = Playbook(match, tally)  # type: ignore[arg-type]


def play_set(game: MySaga, decks: Sequence[str], bots: Sequence[str], seed: int) -> SetRecord:
    """One set with these decks and bots (by seat); returns what the report needs."""
    record: SetRecord = play_job(game, PLAYBOOK, SetJob(tuple(decks), tuple(bots), seed), None)
    return record


def plan_sets(game: MySaga, sets: int, seat_counts: Sequence[int], seed: int, bot: str, paired: int) -> list[SetJob]:
    """Per seat count: ``sets`` sets of ``bot``, then ``paired`` expert sets, each twice (seat 0
    heuristic, then expert, the other seats heuristic) on the same decks and seed."""
    jobs = []
    for seats in seat_counts:
        jobs += [SetJob(tuple(decks_for(game, seats, seed, i)), (bot,) * seats, seed * 7919 + i, "set", i)
                 for i in range(sets)]
        for i in range(paired):
            decks = tuple(decks_for(game, seats, seed + 1, i))
            jobs += [SetJob(decks, (first,) + ("heuristic",) * (seats - 1), seed * 104_729 + i, "edge", i)
                     for first in ("heuristic", "expert")]
    return jobs


@dataclass
class Summary:
    seats: int
    sets: int
    games: int
    deck_set_wins: dict[str, tuple[float, int]]  # deck -> (set win share, appearances)
    deck_game_wins: dict[str, float]
    deck_gain: dict[str, float]  # mean KP gained per set
    seat_set_wins: list[float]
    mean_pool: float
    charges: dict[str, float]  # share of charge decisions
    decisions: int


def summarise(seats: int, records: Sequence[SetRecord]) -> Summary:
    """Ties count as a share: a set won by k seats gives each 1/k."""
    appear: Counter[str] = Counter()
    set_wins: defaultdict[str, float] = defaultdict(float)  # a tie splits one win into shares
    game_wins: defaultdict[str, float] = defaultdict(float)
    gain: Counter[str] = Counter()
    seat_wins = [0.0] * seats
    charges: Counter[str] = Counter()
    pools: list[int] = []
    for rec in records:
        for s, deck in enumerate(rec.decks):
            appear[deck] += 1
            gain[deck] += rec.gained[s]
        for s in rec.set_winners:
            set_wins[rec.decks[s]] += 1 / len(rec.set_winners)
            seat_wins[s] += 1 / len(rec.set_winners)
        for winners in rec.game_winners:
            for s in winners:
                game_wins[rec.decks[s]] += 1 / len(winners)
        charges.update(rec.charges)
        pools.extend(rec.pools)
    games_per_set = len(records[0].pools) if records else 0
    total_charges = sum(charges.values()) or 1
    return Summary(
        seats=seats, sets=len(records), games=len(pools),
        deck_set_wins={d: (set_wins[d] / appear[d], appear[d]) for d in sorted(appear)},
        deck_game_wins={d: game_wins[d] / (appear[d] * games_per_set) for d in sorted(appear)},
        deck_gain={d: gain[d] / appear[d] for d in sorted(appear)},
        seat_set_wins=[w / len(records) for w in seat_wins] if records else seat_wins,
        mean_pool=sum(pools) / len(pools) if pools else 0.0,
        charges={name: charges[name] / total_charges for name in (t.__name__ for t in A.CHARGE_TYPES)},
        decisions=sum(r.decisions for r in records),
    )


def simulate(game: MySaga, sets: int, seats: int, seed: int, bot: str = "heuristic") -> Summary:
    return summarise(seats, run(PLAYBOOK, Plan(game, plan_sets(game, sets, (seats,), seed, bot, 0))))


@dataclass(frozen=True)
class Edge:
    seats: int
    sets: int
    mean: float  # expert − heuristic KP gained per set, seat 0
    low: float
    high: float
    expert_wins: float
    heuristic_wins: float


def expert_edge(game: MySaga, sets: int, seats: int, seed: int) -> Edge:
    """Paired sets: seat 0 heuristic vs expert on the same seed; mean difference and 95 % CI."""
    return edge(seats, run(PLAYBOOK, Plan(game, plan_sets(game, 0, (seats,), seed, "heuristic", sets))))


def edge(seats: int, records: Sequence[SetRecord]) -> Edge:
    """The expert's edge from the paired sets' records (heuristic, expert, heuristic, expert, …)."""
    diffs: list[int] = []
    wins = [0.0, 0.0]
    pairs = [records[i:i + 2] for i in range(0, len(records), 2)]
    for pair in pairs:
        diffs.append(pair[1].gained[0] - pair[0].gained[0])
        for k, rec in enumerate(pair):
            if 0 in rec.set_winners:
                wins[k] += 1 / len(rec.set_winners)
    sets = len(pairs)
    mean = sum(diffs) / len(diffs)
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)) if len(diffs) > 1 else 0.0
    half = 1.96 * sd / math.sqrt(len(diffs))
    return Edge(seats, sets, mean, mean - half, mean + half, wins[1] / sets, wins[0] / sets)


@dataclass(frozen=True)
class Stats:
    """My Crypto Saga's statistics fold: a summary per seat count, the expert's edge per seat count."""

    summaries: list[Summary]
    edges: list[Edge]
    bot: str
    seed: int


def fold(seat_counts: Sequence[int], bot: str, seed: int, records: Sequence[SetRecord]) -> Stats:
    summaries, edges = [], []
    for seats in seat_counts:
        summaries.append(summarise(seats, [r for r in records if r.seats == seats and r.kind == "set"]))
        paired = [r for r in records if r.seats == seats and r.kind == "edge"]
        if paired:
            edges.append(edge(seats, paired))
    return Stats(summaries, edges, bot, seed)
