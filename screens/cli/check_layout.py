"""``python main.py check-layout [GAME|all]``: the whole-set report of text that does not fit.

Every card is drawn through its template at print resolution in Japanese and English;
each region whose text overflows at its minimum size, or would fit only below that
minimum, is printed as ``file:line: card-id.region: overflows by N lines / Xpx at min
size M pt [lang]``. Exit status: 0 clean, 1 any such card, 2 usage error; never a
traceback. Data problems are ``check-data``'s job; cards it cannot check are noted on
stderr.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

NAME = "check-layout"
HELP = "report every card whose text overflows its layout or needs shrinking below the minimum"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "game",
        nargs="?",
        default="all",
        metavar="GAME|all",
        help="a game id (or its data folder name), or all (the default)",
    )
    parser.add_argument(
        "--data",
        type=Path,
        metavar="DIR",
        help="the data folder holding one folder per game (default: the shipped data/)",
    )
    user = parser.add_mutually_exclusive_group()
    user.add_argument(
        "--user",
        type=Path,
        metavar="DIR",
        help="the user data folder read after it (default: your user data folder)",
    )
    user.add_argument("--no-user", action="store_true", help="read no user data")
    parser.add_argument(
        "--lang",
        choices=("ja", "en", "both"),
        default="both",
        help="which card texts to check (default: both)",
    )
    parser.add_argument(
        "--dpi",
        type=float,
        default=300.0,
        help="resolution the text is fitted at (default 300, as printed)",
    )


def run(args: argparse.Namespace) -> int:
    try:
        return _check(args)
    except Exception as err:  # a broken schema or file system: a message, not a traceback
        print(f"check-layout: unexpected error: {type(err).__name__}: {err}", file=sys.stderr)
        return 1


def _usage(message: str) -> int:
    print(f"check-layout: {message}", file=sys.stderr)
    return 2


def shown(file: str) -> str:
    """A path relative to the current folder when it is inside it."""
    try:
        return str(Path(file).resolve().relative_to(Path.cwd()))
    except ValueError:
        return file


def _check(args: argparse.Namespace) -> int:
    for option, folder in (("--data", args.data), ("--user", args.user)):
        if folder is not None and not folder.is_dir():
            return _usage(f"{option} {folder}: no such folder")
    if not 30 <= args.dpi <= 2400:
        return _usage(f"--dpi {args.dpi:g}: expected 30 to 2400")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from engine.core.userdirs import SHIPPED_DATA, user_data_dir
    from screens.gallery.cardset import BELOW_MIN, OVERFLOW, load_game_set, pick_specs
    from screens.gallery.checks import LANGS, layout_problems

    try:
        specs = pick_specs(args.game)
    except KeyError as err:
        return _usage(str(err.args[0]))
    data_root = args.data or SHIPPED_DATA
    user_root = None if args.no_user else (args.user or user_data_dir())
    langs = LANGS if args.lang == "both" else (args.lang,)
    cards = flagged = regions = 0
    for spec in specs:
        game = load_game_set(spec, data_root, user_root)
        if game.layouts is None:
            print(f"note: {spec.game}: no layouts.toml, nothing to check", file=sys.stderr)
            continue
        if game.load_errors or any(e.raw for e in game):
            print(
                f"note: {spec.game}: the data has problems; cards that do not load are not "
                f"checked (see `python main.py check-data --game {spec.game}`)",
                file=sys.stderr,
            )
        untemplated = sorted({e.kind for e in game if not game.has_template(e.kind)})
        if untemplated:
            print(
                f"note: {spec.game}: layouts.toml has no template for card kind "
                f"{', '.join(untemplated)}; those cards are not checked",
                file=sys.stderr,
            )
        for entry in game:
            renderer = game.renderer(entry.user, cache_size=1)
            if entry.raw or renderer is None or not game.has_template(entry.kind):
                continue
            cards += 1
            found = [
                p
                for p in layout_problems(renderer, entry, dpi=args.dpi, langs=langs)
                if p.kind in (OVERFLOW, BELOW_MIN)
            ]
            for problem in found:
                face = "" if problem.face == "front" else f"{problem.face}."
                lang = f" [{problem.lang}]" if problem.lang else ""
                where = f"{shown(entry.file)}:{entry.line}" if entry.line else shown(entry.file)
                print(f"{where}: {entry.card_id}.{face}{problem.subject}: {problem.message}{lang}")
            flagged += bool(found)
            regions += len(found)
    names = ", ".join(s.game for s in specs) or "no games"
    if flagged:
        print(
            f"check-layout: {flagged} card{'s' if flagged != 1 else ''} with text that does not fit "
            f"({regions} region{'s' if regions != 1 else ''}); checked {cards} cards ({names}) at {args.dpi:g} dpi"
        )
        return 1
    print(f"check-layout: every text fits; checked {cards} cards ({names}) at {args.dpi:g} dpi")
    return 0
