"""``python main.py check-layout [GAME|all]``: the whole-set report of text that does not fit.

Every card is drawn through its template at print resolution in Japanese and English;
each region whose text overflows at its minimum size, or would fit only below that
minimum, is printed as ``file:line: card-id.region: overflows by N lines / Xpx at min
size M pt [lang]``; so is a back whose label leaves the safe area
(``card-id.back.label``), an ``:icon:`` that ``[icons]`` does not have and art that is
missing (the loader's checks, the same ones ``check-data`` and the gallery use). ``--shrunk`` also lists every
region drawn below its ``font_size`` (``shrunk from 8.4 pt to 7.2 pt``), which is not a
failure. Exit status: 0 clean, 1 any such card, 2 usage error; never a traceback. Other
data problems are ``check-data``'s job; cards it cannot check are noted on stderr. With more
than one game a table sums up each; a progress bar runs on stderr when it is a terminal.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from engine.cli import console
from engine.cli.console import Table
from engine.cli.shared import UsageError, add_data_folder_arguments, data_roots, run_command
from engine.core.i18n.catalog import msg, tr
from screens.cli.card_sets import load_card_sets

if TYPE_CHECKING:
    from screens.gallery.cardset import GameSet

NAME = "check-layout"
HELP = msg("cli.check_layout.help")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    lang = console.parser_lang(parser)
    parser.add_argument("game", nargs="?", default="all", metavar="GAME|all",
                        help=tr("cli.option.game", lang))
    add_data_folder_arguments(parser)
    parser.add_argument("--lang", choices=("ja", "en", "both"), default="both",
                        help=tr("cli.check_layout.lang", lang))
    parser.add_argument("--shrunk", action="store_true", help=tr("cli.check_layout.shrunk", lang))
    parser.add_argument("--dpi", type=float, default=300.0, help=tr("cli.check_layout.dpi", lang))


def run(args: argparse.Namespace) -> int:
    return run_command(NAME, _check, args)


def shown(file: str) -> str:
    """A path relative to the current folder when it is inside it."""
    try:
        return str(Path(file).resolve().relative_to(Path.cwd()))
    except ValueError:
        return file


def _check(args: argparse.Namespace) -> int:
    lang = console.lang(args)
    data_root, user_root = data_roots(args)
    if not 30 <= args.dpi <= 2400:
        raise UsageError(msg("cli.check_layout.bad_dpi", dpi=f"{args.dpi:g}"))
    games = load_card_sets(args.game, data_root, user_root)
    tallies = [_check_game(args, game) for game in games]
    cards, flagged, regions, shrunk = (sum(t[n] for t in tallies) for n in range(4))
    if len(games) > 1:
        rows = [[game.game, *(str(n) for n in tally)] for game, tally in zip(games, tallies, strict=True)]
        header = [tr("cli.check_layout.col.game", lang), tr("cli.check_layout.col.cards", lang),
                  tr("cli.check_layout.col.flagged", lang), tr("cli.check_layout.col.regions", lang),
                  tr("cli.check_layout.col.shrunk", lang)]
        console.show(args, [Table(header if args.shrunk else header[:4], [r if args.shrunk else r[:4] for r in rows])])
    if args.shrunk:
        print(tr("cli.check_layout.shrunk_total", lang, count=shrunk))
    checked = tr("cli.check_layout.checked", lang, cards=tr("cli.count.cards", lang, count=cards),
                 games=", ".join(game.game for game in games) or tr("cli.none", lang), dpi=f"{args.dpi:g}")
    if flagged:
        regions_text = tr("cli.count.regions", lang, count=regions)
        console.outcome(args, tr("cli.check_layout.flagged", lang, count=flagged, regions=regions_text,
                                 checked=checked), ok=False)
        return 1
    console.outcome(args, tr("cli.check_layout.fits", lang, checked=checked), ok=True)
    return 0


def _check_game(args: argparse.Namespace, game: GameSet) -> tuple[int, int, int, int]:
    """Print one game's problem lines; (cards checked, cards flagged, regions, shrunk)."""
    from engine.core.data import problems as P
    from screens.gallery.cardset import BELOW_MIN, MISSING_IMAGE, OVERFLOW, SHRUNK
    from screens.gallery.checks import LANGS, layout_problems

    lang = console.lang(args)
    langs = LANGS if args.lang == "both" else (args.lang,)
    cards = flagged = regions = shrunk = 0
    if game.layouts is None:
        console.note(args, tr("cli.check_layout.no_layouts", lang, game=game.game))
        return cards, flagged, regions, shrunk
    if game.load_errors or any(e.raw for e in game):
        console.note(args, tr("cli.check_layout.data_problems", lang, game=game.game))
    untemplated = sorted({e.kind for e in game if not game.has_template(e.kind)})
    if untemplated:
        console.note(args, tr("cli.check_layout.untemplated", lang, game=game.game, kinds=", ".join(untemplated)))
    entries = list(game)
    with console.progress(args, tr("cli.unit.cards", lang), title=game.game) as update:
        for done, entry in enumerate(entries, 1):
            update(done, len(entries), entry.card_id)
            renderer = game.renderer(entry.user, cache_size=1)
            if entry.raw or renderer is None or not game.has_template(entry.kind):
                continue
            cards += 1
            checked = layout_problems(renderer, entry, dpi=args.dpi, langs=langs)
            icons = [p for p in entry.data_problems if p.code == P.UNKNOWN_ICON]
            art = [p for p in entry.data_problems if p.code in (P.MISSING_IMAGE, P.BAD_IMAGE_PATH)]
            art = art or [p for p in checked if p.kind == MISSING_IMAGE][:1]  # the loader's words say where
            found = [p for p in checked if p.kind in (OVERFLOW, BELOW_MIN)] + icons + art
            notes = [p for p in checked if p.kind == SHRUNK] if args.shrunk else []
            for problem in found + notes:
                face = "" if problem.face == "front" else f"{problem.face}."
                lang = f" [{problem.lang}]" if problem.lang else ""
                where = f"{shown(entry.file)}:{entry.line}" if entry.line else shown(entry.file)
                subject = f".{face}{problem.subject}" if problem.subject or face else ""
                print(f"{where}: {entry.card_id}{subject.rstrip('.')}: {problem.message}{lang}")
            flagged += bool(found)
            regions += len(found)
            shrunk += len(notes)
    return cards, flagged, regions, shrunk
