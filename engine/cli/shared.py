"""What the subcommands share: usage errors, a run that never shows a traceback, the
``--data`` / ``--user`` / ``--no-user`` options and plural counts in their summaries.

Pure Python with no heavy imports, so ``screens.cli`` commands use it too (main.py loads
every command module at start-up).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path

from engine.cli import console


class UsageError(Exception):
    """A bad option value: the command exits 2 with the message."""


class Failure(Exception):
    """Something the run needs is missing or cannot be written: exit 1 with the message."""


def run_command(
    name: str, body: Callable[[argparse.Namespace], int], args: argparse.Namespace
) -> int:
    """``body(args)``, with errors as one ``name: …`` line on stderr instead of a traceback
    (red on a terminal, ``engine.cli.console.error``).

    Exit status: what ``body`` returns; 2 for a ``UsageError``; 1 for a ``Failure`` or any
    other exception (a broken schema or file system).
    """
    try:
        return body(args)
    except UsageError as err:
        console.error(args, name, str(err))
        return 2
    except Failure as err:
        console.error(args, name, str(err))
        return 1
    except Exception as err:  # a message, not a traceback
        console.error(args, name, f"unexpected error: {type(err).__name__}: {err}")
        return 1


def add_data_folder_arguments(parser: argparse.ArgumentParser) -> None:
    """``--data DIR``, then ``--user DIR`` or ``--no-user``: where the card data is read from."""
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


def data_roots(args: argparse.Namespace) -> tuple[Path, Path | None]:
    """(data folder, user data folder or None) from the options of ``add_data_folder_arguments``.

    A ``UsageError`` names a given folder that does not exist.
    """
    from engine.core.userdirs import SHIPPED_DATA, user_data_dir

    for option, folder in (("--data", args.data), ("--user", args.user)):
        if folder is not None and not folder.is_dir():
            raise UsageError(f"{option} {folder}: no such folder")
    return args.data or SHIPPED_DATA, None if args.no_user else (args.user or user_data_dir())


def counted(count: int, noun: str) -> str:
    """``1 card`` / ``3 cards``."""
    return f"{count} {noun}{'s' if count != 1 else ''}"


def parse_counts(text: str, option: str) -> tuple[int, ...]:
    """``3`` / ``1-5`` / ``2,4`` / ``1-2,5`` → sorted distinct counts (hero or seat counts of ``option``)."""
    counts: set[int] = set()
    for part in text.split(","):
        low, dash, high = part.strip().partition("-")
        try:
            first, last = int(low), int(high if dash else low)
        except ValueError:
            raise UsageError(f"{option} {text!r}: write a count (3), a range (1-5) or a list (2,4)") from None
        if first > last:
            raise UsageError(f"{option} {text!r}: a range goes from low to high")
        counts.update(range(first, last + 1))
    return tuple(sorted(counts))
