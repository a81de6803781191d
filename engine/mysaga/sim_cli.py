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

from engine.cli.shared import Failure, UsageError, parse_counts

HELP = "play whole sets with bots, headless, and report win rates, pools, charges and the expert's edge"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--games", type=int, default=100, metavar="N", help="sets per seat count (default 100)")
    parser.add_argument("--seats", default="2", metavar="N", help="seat count, a range or a list: 2, 2-4 (default 2)")
    parser.add_argument("--seed", type=int, default=0, metavar="S", help="the run's seed (default 0)")
    parser.add_argument("--bot", choices=("random", "timeout", "heuristic", "expert"), default="heuristic",
                        help="who plays every seat (default heuristic; timeout = the MS-C9 defaults)")
    parser.add_argument("--expert-sets", type=int, default=10, metavar="M",
                        help="paired sets measuring the expert bot's edge per seat count (default 10; 0 = skip)")
    parser.add_argument("--json", nargs="?", const="-", metavar="FILE",
                        help="write the statistics as JSON to FILE (no FILE or '-': to stdout instead of the text)")


def run(args: argparse.Namespace) -> int:
    try:
        return _simulate(args)
    except UsageError as err:
        print(f"simulate: {err}", file=sys.stderr)
        return 2
    except Failure as err:
        print(f"simulate: {err}", file=sys.stderr)
        return 1
    except Exception as err:  # broken data, an engine error, a full disk: a message, not a traceback
        print(f"simulate: {type(err).__name__}: {err}", file=sys.stderr)
        return 1


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
    summaries = [simulate(game, args.games, n, args.seed, args.bot) for n in seat_counts]
    edges = [expert_edge(game, args.expert_sets, n, args.seed) for n in seat_counts] if args.expert_sets else []
    spent = time.perf_counter() - start
    if args.json is not None:
        out = sim_report.to_json(summaries, edges, args.bot, args.seed)
    else:
        out = sim_report.text(summaries, edges, args.bot, args.seed)
    if args.json not in (None, "-"):
        Path(args.json).write_text(out, encoding="utf-8")
        print(f"simulate: wrote {args.json}", file=sys.stderr)
    else:
        sys.stdout.write(out)
        sys.stdout.flush()
    print(f"simulate: {args.games} sets per seat count, {args.expert_sets} paired expert sets, "
          f"{spent:.1f} s", file=sys.stderr)
    return 0
