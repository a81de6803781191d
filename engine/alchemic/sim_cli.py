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
from engine.core.i18n import msg, tr

DEFAULT_DECKS = ("flame-academy", "shadow-legion")
HELP = msg("alchemic.sim.help")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of this hook, for a registry that gives each game its own simulate parser."""
    lang = console.parser_lang(parser)
    parser.add_argument("--games", type=int, default=100, metavar="N", help=tr("alchemic.sim.opt.games", lang))
    parser.add_argument("--seed", type=int, default=0, metavar="S", help=tr("alchemic.sim.opt.seed", lang))
    parser.add_argument("--decks", nargs=2, metavar=("A", "B"), help=tr("alchemic.sim.opt.decks", lang))
    parser.add_argument("--bot", choices=("random", "heuristic", "expert"), default="heuristic",
                        help=tr("alchemic.sim.opt.bot", lang))
    parser.add_argument("--no-progress", action="store_true", help=tr("alchemic.sim.opt.no_progress", lang))


def run(args: argparse.Namespace) -> int:
    """The simulate hook: errors are one ``simulate: …`` line on stderr, never a traceback."""
    return run_command("simulate", _simulate, args)


def _simulate(args: argparse.Namespace) -> int:
    from engine import catalog
    from engine.alchemic.simulation import BOTS, report, simulate

    if args.games < 1:
        raise UsageError(msg("alchemic.sim.err.games"))
    if args.bot not in BOTS:
        raise UsageError(msg("alchemic.sim.err.bot", bot=args.bot, bots=", ".join(BOTS)))
    game = catalog.load_game("alchemic")
    decks = tuple(args.decks or DEFAULT_DECKS)
    unknown = [d for d in decks if d not in game.cards.decks]
    if unknown:
        raise UsageError(msg("alchemic.sim.err.decks", count=len(unknown), decks=", ".join(unknown),
                               known=", ".join(sorted(game.cards.decks))))
    lang = console.lang(args)
    start = time.perf_counter()
    with console.progress(args, tr("alchemic.sim.unit.games", lang)) as update:
        records = simulate(game, args.games, args.seed, decks, args.bot, update)
    spent = time.perf_counter() - start
    console.show(args, report(records, decks, args.bot, args.seed, game.rules.max_turns, lang))
    decisions = sum(r.decisions for r in records)
    console.status(args, tr("alchemic.sim.status.done", lang, count=len(records), decisions=f"{decisions:,}",
                            seconds=f"{spent:.1f}", micro=f"{1e6 * spent / max(decisions, 1):.0f}"))
    return 0
