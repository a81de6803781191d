"""``python main.py simulate alchemic``: Alchemic's part of the one ``simulate`` (issue #22).

Its own option: ``--decks A B``. Prints win rate per deck and the first player's, each with a 95 %
Wilson interval; ``--bot expert`` adds the expert's rate against the heuristic.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine.cli.console import Block
from engine.cli.shared import UsageError
from engine.cli.sim_hook import Plan, Playbook, Simulator
from engine.core.i18n.catalog import msg, tr
from engine.core.kernel.game import Game

if TYPE_CHECKING:  # the rules are imported when a run starts: main.py builds every parser at start-up
    from engine.alchemic.simulation import MatchJob, MatchRecord, Stats

DEFAULT_DECKS = ("flame-academy", "shadow-legion")


def add_options(parser: argparse.ArgumentParser, lang: str) -> None:
    parser.add_argument("--decks", nargs=2, metavar=("A", "B"), help=tr("alchemic.sim.opt.decks", lang))


def bots() -> tuple[str, ...]:
    from engine.alchemic.simulation import BOTS

    return tuple(BOTS)


def playbook() -> Playbook:
    from engine.alchemic.simulation import PLAYBOOK

    return PLAYBOOK


def plan(game: Game[Any], args: argparse.Namespace) -> Plan[MatchJob]:
    from engine.alchemic.game import Alchemic
    from engine.alchemic.simulation import plan_matches

    assert isinstance(game, Alchemic)
    decks = tuple(args.decks or DEFAULT_DECKS)
    unknown = [d for d in decks if d not in game.cards.decks]
    if unknown:
        raise UsageError(msg("alchemic.sim.err.decks", count=len(unknown), decks=", ".join(unknown),
                             known=", ".join(sorted(game.cards.decks))))
    return Plan(game, plan_matches(args.games, args.seed, (decks[0], decks[1]), args.bot),
                (decks[0], decks[1], args.bot, args.seed))


def fold(plan: Plan[Any], records: list[MatchRecord]) -> Stats:
    from engine.alchemic.simulation import Stats

    a, b, bot, seed = plan.settings
    return Stats(records, (a, b), bot, seed, plan.game.rules.max_turns)  # type: ignore[attr-defined]


def report(stats: Stats, lang: str) -> list[Block]:
    from engine.alchemic.simulation import report as worded

    return worded(stats, lang)


def to_json(stats: Stats) -> str:
    from engine.alchemic.simulation import to_json as encode

    return encode(stats)


def to_csv(stats: Stats) -> str:
    from engine.alchemic.simulation import to_csv as encode

    return encode(stats)


def plot(path: Path, stats: Stats) -> None:
    from engine.alchemic.simulation import plot as draw

    draw(path, stats)


SIMULATOR = Simulator(
    help=msg("alchemic.sim.help"), games_help=msg("alchemic.sim.opt.games"), bot_help=msg("alchemic.sim.opt.bot"),
    unit=msg("alchemic.sim.unit.games"), played=msg("alchemic.sim.games"), bots=bots, add_options=add_options,
    plan=plan, playbook=playbook, fold=fold, report=report, to_json=to_json, to_csv=to_csv, plot=plot,
)
