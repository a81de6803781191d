"""What the subcommands share: usage errors, a run that never shows a traceback, the
``--data`` / ``--user`` / ``--no-user`` options and the count option parser.

Pure Python with no heavy imports, so ``screens.cli`` commands use it too (main.py loads
every command module at start-up).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path

from engine.cli import console
from engine.core.i18n.catalog import Msg, msg, tr


class CommandError(Exception):
    """A message for the person running the command: a catalog ``Msg`` (worded in ``--lang``)
    or, from a game's own simulate hook, a plain string. ``str()`` is the English."""

    def __init__(self, message: Msg | str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return str(self.message)


class UsageError(CommandError):
    """A bad option value: the command exits 2 with the message."""


class Failure(CommandError):
    """Something the run needs is missing or cannot be written: exit 1 with the message."""


def run_command(
    name: str, body: Callable[[argparse.Namespace], int], args: argparse.Namespace
) -> int:
    """``body(args)``, with errors as one ``name: …`` line on stderr instead of a traceback
    (red on a terminal, ``engine.cli.console.error``).

    Exit status: what ``body`` returns; 2 for a ``UsageError``; 1 for a ``Failure`` or any
    other exception (a broken schema or file system).
    """
    lang = console.lang(args)
    try:
        return body(args)
    except UsageError as err:
        console.error(args, name, console.words(err.message, lang))
        return 2
    except Failure as err:
        console.error(args, name, console.words(err.message, lang))
        return 1
    except Exception as err:  # a message, not a traceback
        console.error(args, name, unexpected(err, lang))
        return 1


def unexpected(err: BaseException, lang: str) -> str:
    """``unexpected error: KeyError: 'x'``, worded in ``lang``."""
    return tr("cli.unexpected", lang, kind=type(err).__name__, error=str(err))


def add_data_folder_arguments(parser: argparse.ArgumentParser) -> None:
    """``--user DIR`` or ``--no-user``: the user's cards read after the shipped ones. ``--data
    DIR`` (a card project, read alone) is main.py's, before or after the command
    (``add_project_argument``)."""
    lang = console.parser_lang(parser)
    add_project_argument(parser)
    user = parser.add_mutually_exclusive_group()
    user.add_argument("--user", type=Path, metavar="DIR", help=tr("cli.option.user", lang))
    user.add_argument("--no-user", action="store_true", help=tr("cli.option.no_user", lang))


def add_project_argument(parser: argparse.ArgumentParser, top: bool = False) -> None:
    """``--data DIR``: a card project (a folder laid out like ``data/``), read alone; on
    main.py's parser (``top``) and every command's, so it goes before or after the command."""
    if "--data" in parser._option_string_actions:
        return
    parser.add_argument("--data", type=Path, metavar="DIR", default=None if top else argparse.SUPPRESS,
                        help=tr("cli.option.data", console.parser_lang(parser)))


def data_roots(args: argparse.Namespace) -> tuple[Path, Path | None]:
    """(data folder, user data folder or None) from ``--data``, ``--user`` and ``--no-user``.

    ``--data DIR`` is a card project: its folder alone, the user's folder only with
    ``--user`` (issue #26: a copy of the data was merged with the shipped cards and every
    edit of an existing card refused). A ``UsageError`` names a folder that does not exist.
    """
    from engine.core.saves.userdirs import SHIPPED_DATA, user_data_dir

    data, user = getattr(args, "data", None), getattr(args, "user", None)
    for option, folder in (("--data", data), ("--user", user)):
        if folder is not None and not folder.is_dir():
            raise UsageError(msg("cli.no_such_folder", option=option, folder=str(folder)))
    if data is not None:
        from engine.core.saves.userdirs import wants_shipped

        if wants_shipped(data) and user is None:  # an expansion: the shipped data, then the project
            return SHIPPED_DATA, data
        return data, user
    return SHIPPED_DATA, None if getattr(args, "no_user", False) else (user or user_data_dir())


def parse_counts(text: str, option: str) -> tuple[int, ...]:
    """``3`` / ``1-5`` / ``2,4`` / ``1-2,5`` → sorted distinct counts (hero or seat counts of ``option``)."""
    counts: set[int] = set()
    for part in text.split(","):
        low, dash, high = part.strip().partition("-")
        try:
            first, last = int(low), int(high if dash else low)
        except ValueError:
            raise UsageError(msg("cli.counts.bad", option=option, text=repr(text))) from None
        if first > last:
            raise UsageError(msg("cli.counts.backwards", option=option, text=repr(text)))
        counts.update(range(first, last + 1))
    return tuple(sorted(counts))
