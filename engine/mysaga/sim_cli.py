"""``python main.py simulate mysaga``: My Crypto Saga's part of the one ``simulate`` (issue #22).

Its own options: ``--seats`` (counts, ranges, lists) and ``--expert-sets``. Reports, per seat
count: win rates per deck and per seat, the mean pool, how often each charge action is used and
the KP gained per set; then the expert bot's edge over the heuristic one with its 95 % interval.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine.cli.console import Block
from engine.cli.shared import UsageError, parse_counts
from engine.cli.sim_hook import Plan, Playbook, Simulator
from engine.core.i18n.catalog import msg, tr
from engine.core.kernel.game import Game

if TYPE_CHECKING:  # the rules are imported when a run starts: main.py builds every parser at start-up
    from engine.mysaga.simulation import SetJob, SetRecord, Stats


def add_options(parser: argparse.ArgumentParser, lang: str) -> None:
    parser.add_argument("--seats", default="2", metavar="N", help=tr("mysaga.sim.opt.seats", lang))
    parser.add_argument("--expert-sets", type=int, default=10, metavar="M",
                        help=tr("mysaga.sim.opt.expert_sets", lang))


def bots() -> tuple[str, ...]:
    from engine.mysaga.bots import BOTS

    return tuple(BOTS)


def playbook() -> Playbook:
    from engine.mysaga.simulation import PLAYBOOK

    return PLAYBOOK


def plan(game: Game[Any], args: argparse.Namespace) -> Plan[SetJob]:
    from engine.mysaga.game import MySaga
    from engine.mysaga.simulation import plan_sets

    assert isinstance(game, MySaga)
    seat_counts = parse_counts(args.seats, "--seats")
    if args.expert_sets < 0:
        raise UsageError(msg("mysaga.sim.err.expert_sets"))
    low, high = game.rules.min_seats, game.rules.max_seats
    bad = [n for n in seat_counts if not low <= n <= high]
    if bad:
        raise UsageError(msg("mysaga.sim.err.seats", low=low, high=high, bad=str(bad)))
    jobs = plan_sets(game, args.games, seat_counts, args.seed, args.bot, args.expert_sets)
    return Plan(game, jobs, (seat_counts, args.bot, args.seed))


def fold(plan: Plan[Any], records: list[SetRecord]) -> Stats:
    from engine.mysaga.simulation import fold as by_seat_count

    seat_counts, bot, seed = plan.settings
    return by_seat_count(seat_counts, bot, seed, records)


def report(stats: Stats, lang: str) -> list[Block]:
    from engine.mysaga import sim_report

    return sim_report.report(stats.summaries, stats.edges, stats.bot, stats.seed, lang)


def to_json(stats: Stats) -> str:
    from engine.mysaga import sim_report

    return sim_report.to_json(stats)


def to_csv(stats: Stats) -> str:
    from engine.mysaga import sim_report

    return sim_report.to_csv(stats)


def plot(path: Path, stats: Stats) -> None:
    from engine.mysaga import sim_report

    sim_report.plot(path, stats)


SIMULATOR = Simulator(
    help=msg("mysaga.sim.help"), games_help=msg("mysaga.sim.opt.games"), bot_help=msg("mysaga.sim.opt.bot"),
    unit=msg("mysaga.sim.unit.sets"), played=msg("mysaga.sim.sets"), bots=bots, add_options=add_options,
    plan=plan, playbook=playbook, fold=fold, report=report, to_json=to_json, to_csv=to_csv, plot=plot,
)
