"""The Alchemic half of ``python main.py simulate alchemic`` (a per-game simulate hook).

``--games N --seed S --decks A B --bot random|heuristic|expert``: prints win rate per deck and
the first player's, each with a 95 % Wilson interval; ``--bot expert`` adds the expert's rate
against the heuristic. Exit status: 0 done, 1 runtime failure, 2 usage error.
"""

from __future__ import annotations

import argparse
import time

from engine.cli import console
from engine.cli.shared import UsageError, run_command

DEFAULT_DECKS = ("flame-academy", "shadow-legion")
HELP = "play Alchemic Card Battle matches with bots and report win rates with 95 % intervals"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of this hook, for a registry that gives each game its own simulate parser."""
    parser.add_argument("--games", type=int, default=100, metavar="N", help="games to play (default 100)")
    parser.add_argument("--seed", type=int, default=0, metavar="S", help="the run's seed (default 0)")
    parser.add_argument("--decks", nargs=2, metavar=("A", "B"), help="the two deck ids (default: the first two)")
    parser.add_argument("--bot", choices=("random", "heuristic", "expert"), default="heuristic",
                        help="who plays both seats; expert plays against the heuristic")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")


def run(args: argparse.Namespace) -> int:
    """The simulate hook: errors are one ``simulate: …`` line on stderr, never a traceback."""
    return run_command("simulate", _simulate, args)


def _simulate(args: argparse.Namespace) -> int:
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
    with console.progress(args, "games") as update:
        records = simulate(game, args.games, args.seed, decks, args.bot, update)
    spent = time.perf_counter() - start
    console.show(args, report(records, decks, args.bot, args.seed, game.rules.max_turns))
    decisions = sum(r.decisions for r in records)
    console.status(args, f"simulate: {len(records)} games, {decisions:,} decisions in {spent:.1f} s "
                         f"({1e6 * spent / max(decisions, 1):.0f} µs/decision)")
    return 0
