"""``python main.py simulate GAME …``: whole games played by bots, headless, with statistics.

Each game brings its own options and report through its registry entry's ``simulate`` hook
(a module with ``HELP``, ``add_arguments(parser)`` and ``run(args)``); this command only
dispatches, so adding a game's simulator touches its registry entry and nothing here.
"""

from __future__ import annotations

import argparse
import importlib

from engine import registry
from engine.cli.console import add_console_arguments, parser_lang, words
from engine.core.i18n import msg, tr

NAME = "simulate"
HELP = msg("cli.simulate.help")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    lang = parser_lang(parser)
    games = parser.add_subparsers(dest="game", metavar="GAME", required=True)
    for entry in registry.with_part("simulate"):
        assert entry.simulate is not None
        hook = importlib.import_module(entry.simulate)
        about = words(hook.HELP, lang)
        sub = games.add_parser(entry.id, help=about,
                               description=tr("cli.simulate.game", lang, game=entry.title(lang), about=about))
        hook.add_arguments(sub)
        add_console_arguments(sub)
        sub.set_defaults(_simulate=hook)


def run(args: argparse.Namespace) -> int:
    return int(args._simulate.run(args))
