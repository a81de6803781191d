"""``simulate alchemic``: bot-vs-bot matches, headless, with win rates and 95 % intervals.

Game ``i`` of a run uses seed ``run seed * 1_000_003 + i``; deck A sits in seat ``i % 2``, so
both decks play both seats equally and the first player (AC-S2) is drawn by the game's seed.
``bot = "expert"`` pits the expert against the heuristic, the expert in seat ``(i // 2) % 2``, so
over every 4 games it plays each deck in each seat once; the report gives its win rate.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from engine.alchemic.bots import HeuristicBot, RandomBot
from engine.alchemic.expert import ExpertBot
from engine.alchemic.game import Alchemic
from engine.alchemic.state import AlchemicState
from engine.cli.console import Block, Table
from engine.cli.sim_hook import Match, Plan, Playbook
from engine.cli.sim_run import Progress, play_job, run
from engine.core.i18n.catalog import REFERENCE, Msg, msg, tr
from engine.core.kernel.bots import Bot
from engine.core.kernel.events import Event
from engine.core.kernel.game import Action
from engine.core.kernel.rng import Rng
from engine.core.kernel.stats import wilson

# The bot table: every name here is a ``simulate alchemic --bot`` choice (and a seat's bot at the table).
BOTS: dict[str, Callable[[Alchemic], Bot]] = {
    "random": lambda game: RandomBot(), "heuristic": lambda game: HeuristicBot(game.cards), "expert": ExpertBot,
}
RNG_SALT = 0xA1C


@dataclass(frozen=True)
class MatchRecord:
    seed: int
    decks: tuple[str, str]  # by seat
    bots: tuple[str, str]  # by seat
    first: int
    winner: int | None  # None: drawn at the turn bound
    turns: int
    decisions: int


@dataclass(frozen=True)
class MatchJob:
    """One game of a run: the decks and bots by seat, and its seed."""

    decks: tuple[str, str]
    bots: tuple[str, str]
    seed: int


def make_bot(name: str, game: Alchemic) -> Bot:
    """The bot of that name (``BOTS``) for ``game``."""
    return BOTS[name](game)


def plan_matches(games: int, seed: int, decks: tuple[str, str], bot: str) -> list[MatchJob]:
    """Deck A sits in seat ``i % 2``; the expert (against the heuristic) in seat ``(i // 2) % 2``."""
    jobs = []
    for i in range(games):
        seat_decks = (decks[0], decks[1]) if i % 2 == 0 else (decks[1], decks[0])
        expert_seat = (i // 2) % 2
        bots = (bot, bot) if bot != "expert" else (("expert", "heuristic") if expert_seat == 0 else ("heuristic", "expert"))
        jobs.append(MatchJob(seat_decks, bots, seed * 1_000_003 + i))
    return jobs


def match(game: Alchemic, job: MatchJob, settings: object = None) -> Match:
    """One game, each seat's bot choosing from its own view with its own generator."""
    label = f"game {' vs '.join(job.decks)} ({' vs '.join(job.bots)} bots, seed {job.seed})"
    return Match({"decks": list(job.decks), "players": list(job.bots)}, job.seed,
                 [make_bot(b, game) for b in job.bots], [Rng.from_seed(job.seed * 2 + s + RNG_SALT) for s in (0, 1)],
                 label, f"sim-alchemic-{job.decks[0]}-{job.decks[1]}-seed{job.seed}")


class MatchTally:
    """What one game adds to the statistics: who won, in how many turns and decisions."""

    def __init__(self, job: MatchJob) -> None:
        self.job = job

    def feed(self, action: Action | None, events: Sequence[Event]) -> None:
        """The record reads the final state only."""

    def record(self, state: AlchemicState, decisions: int) -> MatchRecord:
        job = self.job
        return MatchRecord(job.seed, job.decks, job.bots, state.first, state.winner, state.turn, decisions)


def tally(game: Alchemic, job: MatchJob, settings: object = None) -> MatchTally:
    return MatchTally(job)


PLAYBOOK = Playbook(match, tally)  # type: ignore[arg-type]


def play_match(game: Alchemic, decks: tuple[str, str], bots: tuple[str, str], seed: int) -> MatchRecord:
    record: MatchRecord = play_job(game, PLAYBOOK, MatchJob(decks, bots, seed), None)
    return record


def simulate(game: Alchemic, games: int, seed: int, decks: tuple[str, str], bot: str,
             progress: Progress | None = None) -> list[MatchRecord]:
    return run(PLAYBOOK, Plan(game, plan_matches(games, seed, decks, bot)), 1, progress)


@dataclass(frozen=True)
class Stats:
    """Alchemic's statistics fold: the win rates (with their games) and the draws."""

    records: list[MatchRecord]
    decks: tuple[str, str]
    bot: str
    seed: int
    turn_bound: int


def rates(stats: Stats) -> list[tuple[Msg, int, int]]:
    """(what is counted, wins, games): the expert's (with ``bot`` expert), each deck's, the first player's."""
    records, decks = stats.records, stats.decks
    n = len(records)
    decided = [r for r in records if r.winner is not None]
    rows = []
    if stats.bot == "expert":
        rows.append((msg("alchemic.sim.row.expert"),
                     sum(1 for r in decided if r.winner is not None and r.bots[r.winner] == "expert"), n))
    for deck in dict.fromkeys(decks):
        if decks[0] == decks[1]:
            rows.append((msg("alchemic.sim.row.mirror", deck=deck), sum(1 for r in decided if r.winner == 0), n))
        else:
            rows.append((msg("alchemic.sim.row.deck", deck=deck),
                         sum(1 for r in decided if r.winner is not None and r.decks[r.winner] == deck), n))
    rows.append((msg("alchemic.sim.row.first"), sum(1 for r in decided if r.winner == r.first), n))
    return rows


def _rate(label: str, wins: int, n: int) -> list[str]:
    low, high = wilson(wins, n)
    share = wins / n if n else 0.0
    return [label, f"{wins}/{n}", f"{100 * share:.1f} %", f"{100 * low:.1f}–{100 * high:.1f} %"]


def report(stats: Stats, lang: str = REFERENCE) -> list[Block]:
    """The headline, a table of win rates with 95 % Wilson intervals, and the draws (engine.cli.console)."""
    n = len(stats.records)
    rows = [_rate(label.get(lang), wins, games) for label, wins, games in rates(stats)]
    draws = sum(1 for r in stats.records if r.winner is None)
    turns = sum(r.turns for r in stats.records) / max(n, 1)
    a, b = stats.decks
    return [tr("alchemic.sim.headline", lang, count=n, seed=stats.seed, a=a, b=b, bot=stats.bot),
            Table(["", tr("alchemic.sim.col.wins", lang), tr("alchemic.sim.col.share", lang),
                   tr("alchemic.sim.col.ci", lang)], rows),
            tr("alchemic.sim.draws", lang, bound=stats.turn_bound, draws=draws, turns=f"{turns:.1f}")]


def to_json(stats: Stats) -> str:
    """The rates (English labels), draws and mean turns, for a spreadsheet or a script."""
    data = {"game": "alchemic", "decks": list(stats.decks), "bot": stats.bot, "seed": stats.seed,
            "games": len(stats.records), "rates": [_rate_dict(label, wins, n) for label, wins, n in rates(stats)],
            "draws": sum(1 for r in stats.records if r.winner is None), "turn_bound": stats.turn_bound,
            "mean_turns": sum(r.turns for r in stats.records) / max(len(stats.records), 1)}
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def to_csv(stats: Stats) -> str:
    """One row per rate: what, wins, games, share and its 95 % interval."""
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=["rate", "wins", "games", "share", "low", "high"], lineterminator="\n")
    writer.writeheader()
    for label, wins, n in rates(stats):
        writer.writerow(_rate_dict(label, wins, n))
    return out.getvalue()


def _rate_dict(label: Msg, wins: int, n: int) -> dict[str, object]:
    low, high = wilson(wins, n)
    return {"rate": label.en, "wins": wins, "games": n, "share": round(wins / n, 4) if n else 0.0,
            "low": round(low, 4), "high": round(high, 4)}


def plot(path: Path, stats: Stats) -> None:
    from engine.cli.sim_charts import rate_chart

    a, b = stats.decks
    rate_chart(path, f"Alchemic Card Battle — {len(stats.records)} games, {a} vs {b}, {stats.bot} bot, seed {stats.seed}",
               [(label.en, wins, n) for label, wins, n in rates(stats)])
