"""The Alchemic half of ``python main.py simulate alchemic`` (a per-game simulate hook).

``--games N --seed S --decks A B --bot random|heuristic|expert``: prints win rate per deck and
the first player's, each with a 95 % Wilson interval; ``--bot expert`` adds the expert's rate
against the heuristic. Exit status: 0 done, 1 runtime failure, 2 usage error.
"""

from __future__ import annotations

import argparse
import sys
import time

from engine.cli.shared import UsageError

DEFAULT_DECKS = ("flame-academy", "shadow-legion")


def run(args: argparse.Namespace, progress: object) -> int:
    from engine import catalog
    from engine.alchemic.simulation import BOTS, report, simulate

    if args.games < 1:
        raise UsageError("--games must be at least 1")
    if args.bot not in BOTS:
        raise UsageError(f"--bot {args.bot}: Alchemic bots are {', '.join(BOTS)}")
    game = catalog.load_game("alchemic")
    decks = tuple(args.decks or DEFAULT_DECKS)
    unknown = [d for d in decks if d not in game.cards.decks]
    if unknown:
        raise UsageError(f"unknown deck(s) {', '.join(unknown)}; known: {', '.join(sorted(game.cards.decks))}")
    start = time.perf_counter()
    records = simulate(game, args.games, args.seed, decks, args.bot, progress.update)  # type: ignore[attr-defined]
    progress.close()  # type: ignore[attr-defined]
    spent = time.perf_counter() - start
    sys.stdout.write(report(records, decks, args.bot, args.seed, game.rules.max_turns))
    sys.stdout.flush()
    decisions = sum(r.decisions for r in records)
    print(f"simulate: {len(records)} games, {decisions:,} decisions in {spent:.1f} s "
          f"({1e6 * spent / max(decisions, 1):.0f} µs/decision)", file=sys.stderr)
    return 0
