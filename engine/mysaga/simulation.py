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

from engine.core.rng import Rng
from engine.mysaga import actions as A
from engine.mysaga.bots import make_bot
from engine.mysaga.context import Ctx
from engine.mysaga.flow import gained
from engine.mysaga.game import MySaga

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


def decks_for(game: MySaga, seats: int, seed: int, index: int) -> list[str]:
    """Sample decks for one set: a seeded shuffle of the sample decks, cycled when seats exceed them."""
    ids = list(game.cards.decks)
    Rng.from_seed(seed * 1_000_003 + index).shuffle(ids)
    return [ids[i % len(ids)] for i in range(seats)]


def play_set(game: MySaga, decks: Sequence[str], bots: Sequence[str], seed: int) -> SetRecord:
    """One set with these decks and bots (by seat); returns what the report needs."""
    setup = {"seats": [{"name": f"{b} {i + 1}", "deck": d} for i, (d, b) in enumerate(zip(decks, bots, strict=True))]}
    state = game.new_state(setup, seed)
    players = [make_bot(b, game) for b in bots]
    rng = Rng.from_seed(seed ^ BOT_SALT)
    record = SetRecord(list(decks), list(bots), [], [], [], [])
    while not game.is_over(state):
        seat = game.owing_seats(state)[0]
        action = players[seat].choose(game.view(state, seat), game.legal_actions(state, seat), rng)
        if isinstance(action, A.CHARGE_TYPES):
            record.charges[type(action).__name__] += 1
        game.apply(state, action)
        record.decisions += 1
    ctx = Ctx(game.cards, game.rules, state)
    record.set_winners = list(state.set_winners)
    record.gained = [gained(ctx, s) for s in range(state.n)]
    record.game_winners = [list(r.winners) for r in state.results]
    record.pools = [r.pool for r in state.results]
    return record


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
    records = [play_set(game, decks_for(game, seats, seed, i), [bot] * seats, seed * 7919 + i)
               for i in range(sets)]
    return summarise(seats, records)


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
    diffs: list[int] = []
    wins = [0.0, 0.0]
    for i in range(sets):
        decks = decks_for(game, seats, seed + 1, i)
        set_seed = seed * 104_729 + i
        results = [play_set(game, decks, [first] + ["heuristic"] * (seats - 1), set_seed)
                   for first in ("heuristic", "expert")]
        diffs.append(results[1].gained[0] - results[0].gained[0])
        for k, rec in enumerate(results):
            if 0 in rec.set_winners:
                wins[k] += 1 / len(rec.set_winners)
    mean = sum(diffs) / len(diffs)
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)) if len(diffs) > 1 else 0.0
    half = 1.96 * sd / math.sqrt(len(diffs))
    return Edge(seats, sets, mean, mean - half, mean + half, wins[1] / sets, wins[0] / sets)
