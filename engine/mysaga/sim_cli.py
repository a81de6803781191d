"""The ``simulate mysaga`` command body (called from engine/cli/simulate.py)."""

from __future__ import annotations

import argparse
import sys
import time

from engine.cli.shared import UsageError


def run(args: argparse.Namespace, seat_counts: tuple[int, ...]) -> int:
    from engine import catalog
    from engine.mysaga import sim_report
    from engine.mysaga.bots import BOTS
    from engine.mysaga.simulation import expert_edge, simulate

    game = catalog.load_game("mysaga")
    low, high = game.rules.min_seats, game.rules.max_seats
    bad = [n for n in seat_counts if not low <= n <= high]
    if bad:
        raise UsageError(f"--seats: My Crypto Saga takes {low} to {high} seats, not {bad}")
    bot = args.bot if args.bot in BOTS else "heuristic"
    if args.expert_sets < 0:
        raise UsageError("--expert-sets must be 0 or more")
    start = time.perf_counter()
    summaries = [simulate(game, args.games, n, args.seed, bot) for n in seat_counts]
    edges = [expert_edge(game, args.expert_sets, n, args.seed) for n in seat_counts] if args.expert_sets else []
    spent = time.perf_counter() - start
    out = sim_report.to_json(summaries, edges, bot, args.seed) if args.json is not None \
        else sim_report.text(summaries, edges, bot, args.seed)
    if args.json not in (None, "-"):
        from pathlib import Path

        Path(args.json).write_text(out, encoding="utf-8")
        print(f"simulate: wrote {args.json}", file=sys.stderr)
    else:
        sys.stdout.write(out)
        sys.stdout.flush()
    print(f"simulate: {args.games} sets per seat count, {args.expert_sets} paired expert sets, "
          f"{spent:.1f} s", file=sys.stderr)
    return 0
