"""``python main.py check-data``: validate every game's card data and list every problem.

Prints one ``file:line: card-id.field: message`` line per problem and a summary line.
Exit status: 0 clean, 1 any problem, 2 usage error. Never a traceback (design.md §10).
"""

from __future__ import annotations

import argparse

from engine.cli import console
from engine.cli.shared import (
    UsageError,
    add_data_folder_arguments,
    counted,
    data_roots,
    run_command,
)

NAME = "check-data"
HELP = "validate the card data (shipped data/ plus your user data folder) and list every problem"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_data_folder_arguments(parser)
    parser.add_argument("--game", metavar="ID", help="check this game only (default: every game)")


def run(args: argparse.Namespace) -> int:
    return run_command(NAME, _check, args)


def _check(args: argparse.Namespace) -> int:
    from engine import catalog
    from engine.core.data.loader import load_data

    known = catalog.data_spec_ids()
    if args.game is not None and args.game not in known:
        raise UsageError(f"unknown game {args.game!r}; games with card data: {', '.join(known) or 'none'}")
    data_root, user_root = data_roots(args)
    games = [args.game] if args.game else known
    if not games:
        print("check-data: no game has card data registered yet; nothing to check")
        return 0
    problems = cards = files = 0
    for game_id in games:
        try:
            spec = catalog.data_spec(game_id)
        except Exception as err:  # an import error in one schema must not hide the others
            print(f"{game_id}: cannot load the card data schema: {type(err).__name__}: {err}")
            problems += 1
            continue
        result = load_data(spec, data_root, user_root)
        for problem in result.problems:
            print(problem.shown())
        problems += len(result.problems)
        cards += len(result.db)
        files += result.files
    checked = f"{cards} cards in {files} files ({', '.join(games)})"
    if problems:
        console.outcome(args, f"check-data: {counted(problems, 'problem')}; loaded {checked}", ok=False)
        return 1
    console.outcome(args, f"check-data: no problems; {checked}", ok=True)
    return 0
