"""The command line's one way to print for people: rich consoles, progress bars, tables, errors.

Styled (colour, a redrawn progress bar) only on a terminal; plain text when the stream is a
pipe or a file, with ``--no-color`` or with ``NO_COLOR`` set (no-color.org), so pipes and CI
logs stay clean. Machine output (``--json``, ``--csv``) never goes through here: commands
write it to stdout as it is, byte for byte.

rich is imported inside the functions: main.py imports every command module at start-up.
"""

from __future__ import annotations

import argparse
import io
import os
import sys
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    from rich.console import Console, RenderableType

PLAIN_WIDTH = 1000  # a pipe has no width: plain tables take the width they need
Update = Callable[..., None]  # update(done, total[, label]): the long-running loops' callback


def add_console_arguments(parser: argparse.ArgumentParser, top: bool = False) -> None:
    """``--no-color``, on main.py's parser (``top``) and on every command's.

    A command's copy defaults to SUPPRESS so it never overwrites ``main.py --no-color CMD``.
    """
    parser.add_argument(
        "--no-color",
        action="store_true",
        default=False if top else argparse.SUPPRESS,
        help="plain text even on a terminal (so does the NO_COLOR environment variable)",
    )


def colour_allowed(args: argparse.Namespace | None = None) -> bool:
    """False with ``--no-color`` or a non-empty ``NO_COLOR``."""
    return not getattr(args, "no_color", False) and not os.environ.get("NO_COLOR")


def console(args: argparse.Namespace | None = None, stderr: bool = False,
            file: TextIO | None = None, force_terminal: bool | None = None) -> Console:
    """A console on stdout (or stderr, or ``file``): styled on a terminal, plain otherwise.

    Plain means no escape code at all (``color_system=None``); markup and highlighting are off,
    so text such as ``[ja]`` or a path prints exactly as given. A terminal's long lines are
    wrapped between words at its width; a pipe's are never wrapped.
    """
    from rich.console import Console

    stream = file if file is not None else (sys.stderr if stderr else sys.stdout)
    terminal = Console(file=stream, force_terminal=force_terminal).is_terminal
    styled = terminal and colour_allowed(args)
    return Console(file=stream, force_terminal=force_terminal, markup=False, highlight=False,
                   emoji=False, soft_wrap=not terminal, color_system="auto" if styled else None,
                   no_color=not styled, width=None if terminal else PLAIN_WIDTH)


def _say(args: argparse.Namespace | None, prefix: str, message: str, style: str) -> None:
    from rich.text import Text

    err = console(args, stderr=True)
    err.print(Text.assemble((prefix, f"bold {style}"), (message, style)))


def error(args: argparse.Namespace | None, name: str, message: str) -> None:
    """``name: message`` on stderr (red on a terminal): how every command reports a failure."""
    _say(args, f"{name}: ", message, "red")


def warning(args: argparse.Namespace | None, message: str) -> None:
    """``warning: message`` on stderr (yellow on a terminal)."""
    _say(args, "warning: ", message, "yellow")


def note(args: argparse.Namespace | None, message: str) -> None:
    """``note: message`` on stderr (dim on a terminal)."""
    _say(args, "note: ", message, "dim")


def outcome(args: argparse.Namespace | None, message: str, ok: bool) -> None:
    """A command's verdict line on stdout: green when ``ok``, bold red when not (on a terminal)."""
    from rich.text import Text

    console(args).print(Text(message, style="green" if ok else "bold red"))


def status(args: argparse.Namespace | None, message: str) -> None:
    """A closing remark on stderr (timings, files written): plain text, kept off stdout."""
    console(args, stderr=True).print(message)


@dataclass(frozen=True)
class Table:
    """A result table as plain data: a header, rows of cells, the first ``left`` columns
    left-aligned (labels), the rest right-aligned (numbers). ``styles`` colours cells whose
    whole text is a key (``{"MISS": "bold red"}``) on a terminal."""

    header: Sequence[str]
    rows: Sequence[Sequence[str]]
    title: str = ""
    left: int = 1
    styles: Mapping[str, str] = field(default_factory=dict)


Block = str | Table  # a report is a sequence of blocks: lines of text and tables


def _renderable(block: Block) -> RenderableType:
    from rich import box
    from rich.table import Table as RichTable
    from rich.text import Text

    if isinstance(block, str):
        return Text(block)
    table = RichTable(title=block.title or None, title_justify="left", title_style="bold",
                      box=box.SIMPLE_HEAD, header_style="bold cyan", pad_edge=False,
                      show_edge=False, collapse_padding=True)
    for n, name in enumerate(block.header):
        table.add_column(name, justify="left" if n < block.left else "right")
    for row in block.rows:
        table.add_row(*(Text(cell, style=block.styles.get(cell, "")) for cell in row))
    return table


def plain(blocks: Sequence[Block]) -> str:
    """The report as plain text, exactly as a pipe receives it (no trailing spaces)."""
    buffer = io.StringIO()
    out = console(file=buffer, force_terminal=False)
    for block in blocks:
        out.print(_renderable(block))
    return "\n".join(line.rstrip() for line in buffer.getvalue().splitlines()) + "\n"


def show(args: argparse.Namespace | None, blocks: Sequence[Block]) -> None:
    """Print a report on stdout: rich tables on a terminal, ``plain(blocks)`` otherwise."""
    out = console(args)
    if out.is_terminal and out.color_system is not None:
        for block in blocks:
            out.print(_renderable(block))
    else:
        out.file.write(plain(blocks))
        out.file.flush()


@contextmanager
def progress(args: argparse.Namespace | None, unit: str, title: str = "",
             force: bool = False) -> Iterator[Update]:
    """A progress bar on stderr while the block runs; yields ``update(done, total, label="")``.

    Drawn on a terminal (redrawn about ten times a second), or with ``force`` once at the end
    when stderr is not one; never with ``--no-progress``. Otherwise ``update`` does nothing.
    """
    err = console(args, stderr=True)
    if getattr(args, "no_progress", False) or not (err.is_terminal or force):
        yield _ignore
        return
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        ProgressColumn,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )

    columns: list[ProgressColumn] = [TextColumn(title, style="bold")] if title else []
    columns += [BarColumn(bar_width=30), MofNCompleteColumn(), TextColumn(unit),
                TextColumn("{task.fields[rate]}"), TimeElapsedColumn(), TextColumn("ETA"),
                TimeRemainingColumn(), TextColumn("{task.fields[label]}")]
    # stdout goes above the bar only when it shares the terminal; a piped stdout stays stdout
    with Progress(*columns, console=err, transient=False, redirect_stdout=sys.stdout.isatty()) as bar:
        task = bar.add_task(title, total=None, label="", rate="")

        def update(done: int, total: int, label: str = "") -> None:
            speed = bar.tasks[0].speed
            rate = f"{speed:.1f}/s" if speed else ""
            bar.update(task, completed=done, total=total, label=label if done < total else "", rate=rate)

        yield update


def _ignore(*_: object) -> None:
    """The update of a progress bar that is not shown."""
