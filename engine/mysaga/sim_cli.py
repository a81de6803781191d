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

HELP = "play whole sets with bots, headless, and report win rates, pools, charges and the expert's edge"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--games", type=int, default=100, metavar="N", help="sets per seat count (default 100)")
    parser.add_argument("--seats", default="2", metavar="N", help="seat count, a range or a list: 2, 2-4 (default 2)")
    parser.add_argument("--seed", type=int, default=0, metavar="S", help="the run's seed (default 0)")
    parser.add_argument("--bot", choices=("random", "timeout", "heuristic", "expert"), default="heuristic",
                        help="who plays every seat (default heuristic; timeout = the MS-C9 defaults)")
    parser.add_argument("--expert-sets", type=int, default=10, metavar="M",
                        help="paired sets measuring the expert bot's edge per seat count (default 10; 0 = skip)")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")
    parser.add_argument("--json", nargs="?", const="-", metavar="FILE",
                        help="write the statistics as JSON to FILE (no FILE or '-': to stdout instead of the text)")


def run(args: argparse.Namespace) -> int:
    """Broken data, an engine error, a full disk: one ``simulate: …`` line, never a traceback."""
    return run_command("simulate", _simulate, args)


def _simulate(args: argparse.Namespace) -> int:
    from engine.mysaga import sim_report
    from engine.mysaga.game import MySaga
    from engine.mysaga.simulation import expert_edge, simulate

    seat_counts = parse_counts(args.seats, "--seats")
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    if args.expert_sets < 0:
        raise UsageError("--expert-sets must be 0 or more")
    if args.json not in (None, "-") and not Path(args.json).parent.is_dir():
        raise UsageError(f"--json {args.json}: folder {Path(args.json).parent} does not exist")
    game = MySaga.load()
    low, high = game.rules.min_seats, game.rules.max_seats
    bad = [n for n in seat_counts if not low <= n <= high]
    if bad:
        raise UsageError(f"--seats: My Crypto Saga takes {low} to {high} seats, not {bad}")
    start = time.perf_counter()
    with console.progress(args, "seat counts") as update:
        summaries, edges = [], []
        for done, n in enumerate(seat_counts):
            summaries.append(simulate(game, args.games, n, args.seed, args.bot))
            if args.expert_sets:
                edges.append(expert_edge(game, args.expert_sets, n, args.seed))
            update(done + 1, len(seat_counts))
    spent = time.perf_counter() - start
    if args.json is None:
        console.show(args, sim_report.report(summaries, edges, args.bot, args.seed))
    elif args.json == "-":  # machine output as it is, never through rich
        sys.stdout.write(sim_report.to_json(summaries, edges, args.bot, args.seed))
        sys.stdout.flush()
    else:
        Path(args.json).write_text(sim_report.to_json(summaries, edges, args.bot, args.seed), encoding="utf-8")
        console.status(args, f"simulate: wrote {args.json}")
    console.status(args, f"simulate: {args.games} sets per seat count, {args.expert_sets} paired expert sets, "
                         f"{spent:.1f} s")
    return 0
