"""``python main.py new-project DIR --from GAME|all``: start a card project from a game's data.

A card project is a folder laid out like ``data/`` (one folder per game); ``python main.py
--data DIR`` opens the app and every command on it alone (issue #26). This copies the
shipped data of ``GAME`` (or of every game) into ``DIR`` as a start. Nothing is ever
overwritten: a game folder already in ``DIR`` stops the command before anything is copied.
Exit status: 0 copied, 1 the folder already has that game or cannot be written, 2 usage error.
"""

from __future__ import annotations

import argparse
import shutil
from pathlib import Path

from engine.cli import console
from engine.cli.shared import Failure, UsageError, run_command
from engine.core.i18n.catalog import msg, tr

NAME = "new-project"
HELP = msg("cli.new_project.help")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    lang = console.parser_lang(parser)
    parser.add_argument("folder", type=Path, metavar="DIR", help=tr("cli.new_project.folder", lang))
    parser.add_argument("--from", dest="source", required=True, metavar="GAME|all",
                        help=tr("cli.new_project.source", lang))


def run(args: argparse.Namespace) -> int:
    return run_command(NAME, _new_project, args)


def _ignored(_folder: str, names: list[str]) -> set[str]:
    """Hidden files (editor locks, a print manifest) and caches are not data."""
    return {name for name in names if name.startswith(".") or name == "__pycache__"}


def _new_project(args: argparse.Namespace) -> int:
    from engine import catalog
    from engine.core.saves.userdirs import SHIPPED_DATA

    try:
        specs = catalog.pick_data_specs(args.source, SHIPPED_DATA)
    except KeyError as err:
        raise UsageError(str(err.args[0])) from None
    folder: Path = args.folder
    if folder.exists() and not folder.is_dir():
        raise UsageError(msg("cli.new_project.not_a_folder", folder=str(folder)))
    taken = [spec.folder for spec in specs if (folder / spec.folder).exists()]
    if taken:
        raise Failure(msg("cli.new_project.taken", folder=str(folder), games=", ".join(taken)))
    files = 0
    try:
        for spec in specs:
            shutil.copytree(SHIPPED_DATA / spec.folder, folder / spec.folder, ignore=_ignored)
            files += sum(1 for path in (folder / spec.folder).rglob("*") if path.is_file())
    except OSError as err:
        raise Failure(msg("cli.new_project.cannot_write", error=str(err.strerror or err),
                          file=str(err.filename or folder))) from err
    lang = console.lang(args)
    games = ", ".join(spec.game for spec in specs)
    console.outcome(args, tr("cli.new_project.done", lang, games=games, count=files, folder=str(folder)), ok=True)
    return 0
