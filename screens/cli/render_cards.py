"""``python main.py render-cards GAME|all --out DIR``: print files of a game's cards.

A PNG per card face at ``--dpi`` with bleed, and PDF sheets (A4 or Letter) with crop
marks, each card as many times as its ``count`` (``--one-each`` for one of each);
``--backs`` adds a page of backs after each page of fronts, mirrored for a duplex print
turned over the long edge (``--flip short`` for the short edge), shifted by
``--duplex-offset DX DY`` mm; ``--gutter`` spaces the cards; ``--cut-lines`` draws a cut
line (or a rounded one) at every trim. ``--tts`` writes Tabletop Simulator deck sheets.
Only cards whose inputs changed since the last run into ``DIR`` are drawn again. A
progress bar goes to stderr when it is a terminal (with ``--progress`` its last state when not). Warnings
(missing images, unknown icons) go to stderr. Exit status: 0 done, 1 a file could not be
written or a card was drawn with a missing image or an unknown icon, 2 usage error; never
a traceback.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from engine.cli import console
from engine.cli.shared import (
    Failure,
    UsageError,
    add_data_folder_arguments,
    counted,
    data_roots,
    run_command,
)
from screens.cli.card_sets import load_card_sets

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
    parser.add_argument(
        "--flip",
        choices=("long", "short"),
        default="long",
        help="duplex: the edge the printer turns the paper over (default long)",
    )
    parser.add_argument(
        "--duplex-offset",
        nargs=2,
        type=float,
        default=(0.0, 0.0),
        metavar=("DX", "DY"),
        help="duplex: shift the back pages by DX, DY mm to match a printer's misalignment",
    )
    parser.add_argument(
        "--gutter", type=float, default=0.0, metavar="MM", help="space between cards (mm)"
    )
    parser.add_argument(
        "--cut-lines",
        choices=("none", "line", "rounded"),
        default="none",
        help="a cut line at each card's trim, square or with the card's rounded corners",
    )
    parser.add_argument(
        "--one-each", action="store_true", help="print one of each card, not its count"
    )
    parser.add_argument(
        "--tts", action="store_true", help="also write Tabletop Simulator deck sheets (tts/)"
    )
    parser.add_argument("--only", nargs="+", metavar="ID", default=[], help="only these card ids")
    parser.add_argument(
        "--lang", choices=("ja", "en"), default="ja", help="card text language (default ja)"
    )
    parser.add_argument("--no-pdf", action="store_true", help="write the PNGs only")
    parser.add_argument(
        "--progress", action="store_true", help="when stderr is not a terminal, still show the progress bar (once, at the end)"
    )
    add_data_folder_arguments(parser)


def run(args: argparse.Namespace) -> int:
    return run_command(NAME, _render, args)


def _render(args: argparse.Namespace) -> int:
    """``_render_cards``, with a file that cannot be written (or read) as a ``Failure``."""
    try:
        return _render_cards(args)
    except OSError as err:
        raise Failure(f"cannot write: {err.strerror or err} ({err.filename or args.out})") from err


def _render_cards(args: argparse.Namespace) -> int:
    data_root, user_root = data_roots(args)
    if args.out.exists() and not args.out.is_dir():
        raise UsageError(f"--out {args.out}: not a folder")
    if not 30 <= args.dpi <= 1200:
        raise UsageError(f"--dpi {args.dpi:g}: expected 30 to 1200")
    games = load_card_sets(args.game, data_root, user_root)
    from screens.print.export import ExportOptions, GameExport

    unknown = sorted(set(args.only) - {e.card_id for game in games for e in game})
    if unknown:
        raise UsageError(f"--only: no card {', '.join(map(repr, unknown))} in {args.game}")
    if not 0 <= args.gutter <= 30:
        raise UsageError(f"--gutter {args.gutter:g}: expected 0 to 30 mm")
    if any(abs(v) > 20 for v in args.duplex_offset):
        raise UsageError("--duplex-offset: expected -20 to 20 mm each")
    options = ExportOptions(
        args.dpi,
        args.sheet,
        args.backs,
        args.lang,
        frozenset(args.only),
        not args.no_pdf,
        counts=not args.one_each,
        cut=args.cut_lines,
        flip=args.flip,
        gutter_mm=args.gutter,
        offset_mm=tuple(args.duplex_offset),
        tts=args.tts,
    )
    started, drawn, warned = time.perf_counter(), 0, False
    for game in games:
        if args.only and not any(e.card_id in options.only for e in game):
            continue
        if game.layouts is None or not game.layouts.templates:
            console.note(args, f"{game.game}: no card templates in layouts.toml; nothing to render")
            continue
        with console.progress(args, "cards", title=game.game, force=args.progress) as update:
            result = GameExport(game, args.out, options).run(update)
        for reason in result.skipped:
            console.note(args, f"{game.game}: skipped {reason}")
        for warning in result.warnings:
            console.warning(args, f"{game.game}: {warning}")
        warned = warned or bool(result.warnings)
        copies = f" ({result.copies} copies)" if result.copies else ""
        pdf = f"; {result.pages} PDF pages{copies} in {result.pdf}" if result.pdf else ""
        if result.tts:
            pdf += f"; {len(result.tts)} Tabletop Simulator sheet(s) in {result.tts[0].parent}"
        print(
            f"{game.game}: {len(result.drawn)} drawn, {len(result.unchanged)} unchanged, in {result.folder}{pdf}"
        )
        if result.overflowing:
            console.note(
                args,
                f"{game.game}: {len(result.overflowing)} card(s) have text that does not fit; "
                f"see `python main.py check-layout {game.game}`",
            )
        drawn += len(result.drawn)
    seconds = time.perf_counter() - started
    rate = f" ({drawn / seconds:.0f} cards/s)" if drawn and seconds > 0 else ""
    console.outcome(args, f"render-cards: {counted(drawn, 'card')} drawn in {seconds:.1f} s{rate}", ok=not warned)
    return 1 if warned else 0
