"""``python main.py render-cards GAME|all --out DIR``: print files of a game's cards.

A PNG per card face at ``--dpi`` with bleed, and PDF sheets (A4 or Letter) with crop
marks; ``--backs`` adds a page of backs after each page of fronts, mirrored for duplex.
Only cards whose inputs changed since the last run into ``DIR`` are drawn again. A
progress bar goes to stderr when it is a terminal (or with ``--progress``). Exit status:
0 done, 1 a file could not be written, 2 usage error; never a traceback.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

NAME = "render-cards"
HELP = (
    "render card PNGs (with bleed) and PDF print sheets with crop marks, redoing only changed cards"
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "game", metavar="GAME|all", help="a game id (or its data folder name), or all"
    )
    parser.add_argument("--out", type=Path, required=True, metavar="DIR", help="the output folder")
    parser.add_argument(
        "--dpi", type=float, default=300.0, help="resolution of the PNGs (default 300)"
    )
    parser.add_argument(
        "--sheet", choices=("a4", "letter"), default="a4", help="paper of the PDF sheets"
    )
    parser.add_argument(
        "--backs",
        action="store_true",
        help="add back pages, mirrored so a duplex print puts each back behind its card",
    )
    parser.add_argument("--only", nargs="+", metavar="ID", default=[], help="only these card ids")
    parser.add_argument(
        "--lang", choices=("ja", "en"), default="ja", help="card text language (default ja)"
    )
    parser.add_argument("--no-pdf", action="store_true", help="write the PNGs only")
    parser.add_argument(
        "--progress", action="store_true", help="show the progress bar even when not on a terminal"
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


def run(args: argparse.Namespace) -> int:
    try:
        return _render(args)
    except OSError as err:
        print(
            f"render-cards: cannot write: {err.strerror or err} ({err.filename or args.out})",
            file=sys.stderr,
        )
        return 1
    except Exception as err:  # a broken schema or template: a message, not a traceback
        print(f"render-cards: unexpected error: {type(err).__name__}: {err}", file=sys.stderr)
        return 1


def _usage(message: str) -> int:
    print(f"render-cards: {message}", file=sys.stderr)
    return 2


def _render(args: argparse.Namespace) -> int:
    for option, folder in (("--data", args.data), ("--user", args.user)):
        if folder is not None and not folder.is_dir():
            return _usage(f"{option} {folder}: no such folder")
    if args.out.exists() and not args.out.is_dir():
        return _usage(f"--out {args.out}: not a folder")
    if not 30 <= args.dpi <= 1200:
        return _usage(f"--dpi {args.dpi:g}: expected 30 to 1200")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from engine.core.userdirs import SHIPPED_DATA, user_data_dir
    from screens.gallery.cardset import load_game_set, pick_specs
    from screens.print.export import ExportOptions, GameExport
    from screens.print.progress import ProgressBar

    try:
        specs = pick_specs(args.game)
    except KeyError as err:
        return _usage(str(err.args[0]))
    data_root = args.data or SHIPPED_DATA
    user_root = None if args.no_user else (args.user or user_data_dir())
    games = [load_game_set(spec, data_root, user_root) for spec in specs]
    unknown = sorted(set(args.only) - {e.card_id for game in games for e in game})
    if unknown:
        return _usage(f"--only: no card {', '.join(map(repr, unknown))} in {args.game}")
    options = ExportOptions(
        args.dpi, args.sheet, args.backs, args.lang, frozenset(args.only), not args.no_pdf
    )
    show_bar = args.progress or sys.stderr.isatty()
    started, drawn = time.perf_counter(), 0
    for game in games:
        if args.only and not any(e.card_id in options.only for e in game):
            continue
        if game.layouts is None or not game.layouts.templates:
            print(
                f"note: {game.game}: no card templates in layouts.toml; nothing to render",
                file=sys.stderr,
            )
            continue
        bar = ProgressBar(sys.stderr, game.game) if show_bar else None
        try:
            result = GameExport(game, args.out, options).run(bar.update if bar else None)
        finally:
            if bar:
                bar.close()
        for reason in result.skipped:
            print(f"note: {game.game}: skipped {reason}", file=sys.stderr)
        pdf = f"; {result.pages} PDF pages in {result.pdf}" if result.pdf else ""
        print(
            f"{game.game}: {len(result.drawn)} drawn, {len(result.unchanged)} unchanged, in {result.folder}{pdf}"
        )
        if result.overflowing:
            print(
                f"note: {game.game}: {len(result.overflowing)} card(s) have text that does not fit; "
                f"see `python main.py check-layout {game.game}`",
                file=sys.stderr,
            )
        drawn += len(result.drawn)
    seconds = time.perf_counter() - started
    rate = f" ({drawn / seconds:.0f} cards/s)" if drawn and seconds > 0 else ""
    print(f"render-cards: {drawn} card{'s' if drawn != 1 else ''} drawn in {seconds:.1f} s{rate}")
    return 0
