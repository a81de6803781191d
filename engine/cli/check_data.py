"""``python main.py check-data``: validate every game's card data and list every problem.

Prints one ``file:line: card-id.field: message`` line per problem and a summary line.
Exit status: 0 clean, 1 any problem, 2 usage error. Never a traceback (design.md §10).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

NAME = "check-data"
HELP = "validate the card data (shipped data/ plus your user data folder) and list every problem"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--data", type=Path, metavar="DIR",
                        help="the data folder to check, holding one folder per game (default: the shipped data/)")
    user = parser.add_mutually_exclusive_group()
    user.add_argument("--user", type=Path, metavar="DIR",
                      help="the user data folder checked after it (default: your user data folder)")
    user.add_argument("--no-user", action="store_true", help="check no user data")
    parser.add_argument("--game", metavar="ID", help="check this game only (default: every game)")


def run(args: argparse.Namespace) -> int:
    try:
        return _check(args)
    except Exception as err:  # a broken schema or file system: a message, not a traceback
        print(f"check-data: unexpected error: {type(err).__name__}: {err}", file=sys.stderr)
        return 1


def _usage(message: str) -> int:
    print(f"check-data: {message}", file=sys.stderr)
    return 2


def _check(args: argparse.Namespace) -> int:
    from engine import catalog
    from engine.core.data.loader import load_data
    from engine.core.userdirs import SHIPPED_DATA, user_data_dir

    known = sorted(catalog.DATA_SPECS)
    if args.game is not None and args.game not in known:
        return _usage(f"unknown game {args.game!r}; games with card data: {', '.join(known) or 'none'}")
    for option, folder in (("--data", args.data), ("--user", args.user)):
        if folder is not None and not folder.is_dir():
            return _usage(f"{option} {folder}: no such folder")
    games = [args.game] if args.game else known
    if not games:
        print("check-data: no game has card data registered yet; nothing to check")
        return 0
    data_root = args.data or SHIPPED_DATA
    user_root = None if args.no_user else (args.user or user_data_dir())
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
        print(f"check-data: {problems} problem{'s' if problems != 1 else ''}; loaded {checked}")
        return 1
    print(f"check-data: no problems; {checked}")
    return 0

