"""``python main.py render-cards GAME|all --out DIR``: print files of a game's cards.

A PNG per card face at ``--dpi`` with bleed, and PDF sheets (A4 or Letter) with crop
marks, each card as many times as its ``count`` (``--one-each`` for one of each);
``--backs`` adds a page of backs after each page of fronts, mirrored for a duplex print
turned over the long edge (``--flip short`` for the short edge), shifted by
``--duplex-offset DX DY`` mm; ``--gutter`` spaces the cards; ``--cut-lines`` draws a cut
line (or a rounded one) at every trim. ``--tts`` writes Tabletop Simulator deck sheets.
``--deck ID`` prints the cards a deck list names, as many times as it names them;
``--diff [REV]`` writes before | after | difference images (``diff/``) of the cards that
changed since the last run into ``DIR``, or since the git revision ``REV`` of the data.
Only cards whose inputs changed since the last run into ``DIR`` are drawn again. A
progress bar goes to stderr when it is a terminal (with ``--progress`` its last state when not). Warnings
(missing images, unknown icons) go to stderr, and so does every card and field whose text
does not fit (an error: print shows it ending in "…", never cut mid-word). Exit status: 0
done, 1 a file could not be written, a card's text does not fit, or a card was drawn with a
missing image or an unknown icon, 2 usage error; never a traceback.
"""

from __future__ import annotations

import argparse
import time
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from engine.cli import console
from engine.cli.shared import (
    Failure,
    UsageError,
    add_data_folder_arguments,
    data_roots,
    run_command,
)
from engine.core.i18n.catalog import msg, tr
from screens.cli.card_sets import load_card_sets

if TYPE_CHECKING:
    from screens.gallery.cardset import GameSet
    from screens.print.export import ExportOptions, ExportResult

NAME = "render-cards"
HELP = msg("cli.render_cards.help")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    lang = console.parser_lang(parser)
    add = parser.add_argument
    add("game", metavar="GAME|all", help=tr("cli.option.game", lang))
    add("--out", type=Path, required=True, metavar="DIR", help=tr("cli.render_cards.out", lang))
    add("--dpi", type=float, default=300.0, help=tr("cli.render_cards.dpi", lang))
    add("--sheet", choices=("a4", "letter"), default="a4", help=tr("cli.render_cards.sheet", lang))
    add("--backs", action="store_true", help=tr("cli.render_cards.backs", lang))
    add("--flip", choices=("long", "short"), default="long", help=tr("cli.render_cards.flip", lang))
    add("--duplex-offset", nargs=2, type=float, default=(0.0, 0.0), metavar=("DX", "DY"),
        help=tr("cli.render_cards.duplex_offset", lang))
    add("--gutter", type=float, default=0.0, metavar="MM", help=tr("cli.render_cards.gutter", lang))
    add("--cut-lines", choices=("none", "line", "rounded"), default="none",
        help=tr("cli.render_cards.cut_lines", lang))
    add("--one-each", action="store_true", help=tr("cli.render_cards.one_each", lang))
    add("--tts", action="store_true", help=tr("cli.render_cards.tts", lang))
    add("--only", nargs="+", metavar="ID", default=[], help=tr("cli.render_cards.only", lang))
    add("--lang", choices=("ja", "en"), default="ja", help=tr("cli.render_cards.lang", lang))
    add("--no-pdf", action="store_true", help=tr("cli.render_cards.no_pdf", lang))
    add("--progress", action="store_true", help=tr("cli.render_cards.progress", lang))
    add("--diff", nargs="?", const="", default=None, metavar="REV", help=tr("cli.render_cards.diff", lang))
    add("--deck", metavar="ID", default="", help=tr("cli.render_cards.deck", lang))
    add_data_folder_arguments(parser)


def run(args: argparse.Namespace) -> int:
    return run_command(NAME, _render, args)


def _render(args: argparse.Namespace) -> int:
    """``_render_cards``, with a file that cannot be written (or read) as a ``Failure``."""
    try:
        return _render_cards(args)
    except OSError as err:
        raise Failure(msg("cli.render_cards.cannot_write", error=str(err.strerror or err),
                          file=str(err.filename or args.out))) from err


def _render_cards(args: argparse.Namespace) -> int:
    data_root, user_root = data_roots(args)
    if args.out.exists() and not args.out.is_dir():
        raise UsageError(msg("cli.render_cards.not_a_folder", out=str(args.out)))
    if not 30 <= args.dpi <= 1200:
        raise UsageError(msg("cli.render_cards.bad_dpi", dpi=f"{args.dpi:g}"))
    games = load_card_sets(args.game, data_root, user_root)
    from screens.print.export import ExportOptions, GameExport

    decks = _deck_counts(args, games)
    if decks is not None:
        games = [game for game in games if game.game in decks]
    unknown = sorted(set(args.only) - {e.card_id for game in games for e in game})
    if unknown:
        raise UsageError(msg("cli.render_cards.no_such_card", cards=", ".join(map(repr, unknown)), game=args.game))
    if not 0 <= args.gutter <= 30:
        raise UsageError(msg("cli.render_cards.bad_gutter", gutter=f"{args.gutter:g}"))
    if any(abs(v) > 20 for v in args.duplex_offset):
        raise UsageError(msg("cli.render_cards.bad_offset"))
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
        notes_lang=console.lang(args),
        deck=args.deck,
    )
    lang = console.lang(args)
    started, drawn, warned = time.perf_counter(), 0, False
    for game in games:
        if args.only and not any(e.card_id in options.only for e in game):
            continue
        if game.layouts is None or not game.layouts.templates:
            console.note(args, tr("cli.render_cards.no_templates", lang, game=game.game))
            continue
        chosen = _for_game(options, game, decks, args.diff)
        with console.progress(args, tr("cli.unit.cards", lang), title=game.game, force=args.progress) as update:
            result = GameExport(game, args.out, chosen).run(update)
        if chosen.diff and result.compared:
            print(tr("cli.render_cards.diffs", lang, game=game.game, count=len(result.diffs),
                     folder=str(result.folder / "diff")))
        elif chosen.diff:
            console.note(args, tr("cli.render_cards.no_before", lang, game=game.game, out=str(args.out)))
        for reason in result.skipped:
            console.note(args, tr("cli.render_cards.skipped", lang, game=game.game, reason=reason))
        for warning in result.warnings:
            console.warning(args, f"{game.game}: {warning}")
        for overflow in result.overflows:
            console.error(args, NAME, f"{game.game}: {overflow.get(lang)}")
        warned = warned or bool(result.warnings) or bool(result.overflows)
        print(_done_line(result, lang))
        if result.overflowing:
            console.note(args, tr("cli.render_cards.overflowing", lang, game=game.game,
                                  count=len(result.overflowing)))
        drawn += len(result.drawn)
    seconds = time.perf_counter() - started
    rate = tr("cli.render_cards.rate", lang, rate=f"{drawn / seconds:.0f}") if drawn and seconds > 0 else ""
    console.outcome(args, tr("cli.render_cards.total", lang, count=drawn, seconds=f"{seconds:.1f}", rate=rate),
                    ok=not warned)
    return 1 if warned else 0


def _done_line(result: ExportResult, lang: str) -> str:
    """``game: 5 drawn, 0 unchanged, in DIR; 2 PDF pages (8 copies) in FILE; …``."""
    line = tr("cli.render_cards.done", lang, game=result.game, drawn=len(result.drawn),
              unchanged=len(result.unchanged), folder=str(result.folder))
    if result.pdf:
        copies = tr("cli.render_cards.copies", lang, count=result.copies) if result.copies else ""
        line += tr("cli.render_cards.pdf", lang, count=result.pages, copies=copies, pdf=str(result.pdf))
    if result.tts:
        line += tr("cli.render_cards.tts_sheets", lang, count=len(result.tts), folder=str(result.tts[0].parent))
    return line


def _deck_counts(args: argparse.Namespace, games: list[GameSet]) -> dict[str, dict[str, int]] | None:
    """``--deck ID``: game -> (card id -> copies) of the deck list ``ID`` (a UsageError if none)."""
    if not args.deck:
        return None
    from screens.print.deck import deck_counts

    found = {game.game: counts for game in games if (counts := deck_counts(game, args.deck))}
    if not found:
        raise UsageError(msg("cli.render_cards.no_such_deck", deck=repr(args.deck), game=args.game))
    return found


def _for_game(options: ExportOptions, game: GameSet, decks: dict[str, dict[str, int]] | None,
              diff: str | None) -> ExportOptions:
    """The options of one game's export: its deck list's cards and counts, its ``--diff`` base."""
    chosen = options
    if decks is not None:
        counts = decks[game.game]
        chosen = replace(chosen, only=frozenset(counts), deck=chosen.deck, deck_counts=tuple(counts.items()))
    if diff is not None:
        before = None
        if diff:
            from screens.print.diff import RevisionError, data_at_revision

            try:
                before = data_at_revision(game.folder, diff)
            except RevisionError as err:
                raise UsageError(msg("cli.render_cards.bad_revision", rev=diff, error=str(err))) from None
        chosen = replace(chosen, diff=True, before=before)
    return chosen
