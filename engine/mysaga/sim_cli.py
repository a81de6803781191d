"""``python main.py simulate mysaga``: whole sets played by bots, headless.

Shaped as a registry ``simulate`` hook (``HELP``, ``add_arguments(parser)``, ``run(args)``).
Reports, per seat count: win rates per deck and per seat, the mean pool, how often each charge
action is used and the KP gained per set; then the expert bot's edge over the heuristic one
with its 95 % interval. Exit status: 0 done, 1 runtime failure, 2 usage error.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from engine.cli import console
from engine.cli.shared import UsageError, parse_counts, run_command
from engine.core.i18n import msg, tr

HELP = msg("mysaga.sim.help")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    lang = console.parser_lang(parser)
    parser.add_argument("--games", type=int, default=100, metavar="N", help=tr("mysaga.sim.opt.games", lang))
    parser.add_argument("--seats", default="2", metavar="N", help=tr("mysaga.sim.opt.seats", lang))
    parser.add_argument("--seed", type=int, default=0, metavar="S", help=tr("mysaga.sim.opt.seed", lang))
    parser.add_argument("--bot", choices=("random", "timeout", "heuristic", "expert"), default="heuristic",
                        help=tr("mysaga.sim.opt.bot", lang))
    parser.add_argument("--expert-sets", type=int, default=10, metavar="M",
                        help=tr("mysaga.sim.opt.expert_sets", lang))
    parser.add_argument("--no-progress", action="store_true", help=tr("mysaga.sim.opt.no_progress", lang))
    parser.add_argument("--json", nargs="?", const="-", metavar="FILE",
                        help=tr("mysaga.sim.opt.json", lang))


def run(args: argparse.Namespace) -> int:
    """Broken data, an engine error, a full disk: one ``simulate: …`` line, never a traceback."""
    return run_command("simulate", _simulate, args)


def _simulate(args: argparse.Namespace) -> int:
    from engine.mysaga import sim_report
    from engine.mysaga.game import MySaga
    from engine.mysaga.simulation import expert_edge, simulate

    seat_counts = parse_counts(args.seats, "--seats")
    if args.games < 1:
        raise UsageError(msg("mysaga.sim.err.games"))
    if args.expert_sets < 0:
        raise UsageError(msg("mysaga.sim.err.expert_sets"))
    if args.json not in (None, "-") and not Path(args.json).parent.is_dir():
        raise UsageError(msg("mysaga.sim.err.folder", file=args.json, folder=str(Path(args.json).parent)))
    game = MySaga.load()
    low, high = game.rules.min_seats, game.rules.max_seats
    bad = [n for n in seat_counts if not low <= n <= high]
    if bad:
        raise UsageError(msg("mysaga.sim.err.seats", low=low, high=high, bad=str(bad)))
    lang = console.lang(args)
    start = time.perf_counter()
    with console.progress(args, tr("mysaga.sim.unit.seat_counts", lang)) as update:
        summaries, edges = [], []
        for done, n in enumerate(seat_counts):
            summaries.append(simulate(game, args.games, n, args.seed, args.bot))
            if args.expert_sets:
                edges.append(expert_edge(game, args.expert_sets, n, args.seed))
            update(done + 1, len(seat_counts))
    spent = time.perf_counter() - start
    if args.json is None:
        console.show(args, sim_report.report(summaries, edges, args.bot, args.seed, lang))
    elif args.json == "-":  # machine output as it is, never through rich
        sys.stdout.write(sim_report.to_json(summaries, edges, args.bot, args.seed))
        sys.stdout.flush()
    else:
        Path(args.json).write_text(sim_report.to_json(summaries, edges, args.bot, args.seed), encoding="utf-8")
        console.status(args, tr("mysaga.sim.status.wrote", lang, file=args.json))
    console.status(args, tr("mysaga.sim.status.done", lang, sets=msg("mysaga.sim.sets", count=args.games),
                            paired=msg("mysaga.sim.paired_expert", count=args.expert_sets),
                            seconds=f"{spent:.1f}"))
    return 0
