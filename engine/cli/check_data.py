"""``python main.py check-data``: validate every game's card data and list every problem.

Prints one ``file:line: card-id.field: message`` line per problem and a summary line.
Exit status: 0 clean, 1 any problem, 2 usage error. Never a traceback (design.md §10).
"""

from __future__ import annotations

import argparse

from engine.cli import console
from engine.cli.shared import UsageError, add_data_folder_arguments, data_roots, run_command
from engine.core.i18n.catalog import msg, tr

NAME = "check-data"
HELP = msg("cli.check_data.help")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_data_folder_arguments(parser)
    parser.add_argument("--game", metavar="ID", help=tr("cli.check_data.game", console.parser_lang(parser)))


def run(args: argparse.Namespace) -> int:
    return run_command(NAME, _check, args)


def _check(args: argparse.Namespace) -> int:
    from engine import catalog
    from engine.core.data.loader import load_data
    from engine.core.saves.userdirs import SHIPPED_DATA

    lang = console.lang(args)
    known = catalog.data_spec_ids()
    if args.game is not None and args.game not in known:
        raise UsageError(msg("cli.check_data.unknown_game", game=repr(args.game),
                             known=", ".join(known) or tr("cli.none", lang)))
    data_root, user_root = data_roots(args)
    games = [args.game] if args.game else list(known)
    if not games:
        print(tr("cli.check_data.nothing", lang))
        return 0
    problems = cards = files = 0
    for game_id in list(games):
        try:
            spec = catalog.data_spec(game_id)
        except Exception as err:  # an import error in one schema must not hide the others
            print(tr("cli.check_data.no_schema", lang, game=game_id, kind=type(err).__name__, error=str(err)))
            problems += 1
            continue
        if args.game is None and data_root.resolve() != SHIPPED_DATA and not (data_root / spec.folder).is_dir():
            games.remove(game_id)  # a card project holds only the games it is about (issue #26)
            continue
        result = load_data(spec, data_root, user_root)
        for problem in result.problems:
            print(problem.shown(lang))
        problems += len(result.problems)
        cards += len(result.db)
        files += result.files
    checked = tr("cli.check_data.checked", lang, cards=tr("cli.count.cards", lang, count=cards),
                 files=tr("cli.count.files", lang, count=files), games=", ".join(games))
    if problems:
        console.outcome(args, tr("cli.check_data.problems", lang, count=problems, checked=checked), ok=False)
        return 1
    console.outcome(args, tr("cli.check_data.clean", lang, checked=checked), ok=True)
    return 0
