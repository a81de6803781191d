"""``python main.py simulate GAME …``: whole games played by bots, headless, with statistics.

Each game brings its own options and report through its registry entry's ``simulate`` hook
(a module with ``HELP``, ``add_arguments(parser)`` and ``run(args)``); this command only
dispatches, so adding a game's simulator touches its registry entry and nothing here.
"""

from __future__ import annotations

import argparse
import importlib

from engine import registry
from engine.cli.console import add_console_arguments

NAME = "simulate"
HELP = "play whole games with bots, headless, and report balance statistics"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    games = parser.add_subparsers(dest="game", metavar="GAME", required=True)
    for entry in registry.with_part("simulate"):
        assert entry.simulate is not None
        hook = importlib.import_module(entry.simulate)
        sub = games.add_parser(entry.id, help=hook.HELP, description=f"{entry.title('en')}: {hook.HELP}")
        hook.add_arguments(sub)
        add_console_arguments(sub)
        sub.set_defaults(_simulate=hook)


def run(args: argparse.Namespace) -> int:
    return int(args._simulate.run(args))
