"""The command line's one way to print for people: rich consoles, progress bars, tables, errors.

Styled (colour, a redrawn progress bar) only on a terminal; plain text when the stream is a
pipe or a file, with ``--no-color`` or with ``NO_COLOR`` set (no-color.org), so pipes and CI
logs stay clean. Machine output (``--json``, ``--csv``) never goes through here: commands
write it to stdout as it is, byte for byte.

rich is imported inside the functions: main.py imports every command module at start-up.
Every word comes from the catalogs ([cli] in assets/i18n/<lang>.toml); ``--lang`` picks the
language of the messages and of ``--help``.
"""

from __future__ import annotations

import argparse
import io
import os
import sys
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NoReturn, TextIO

from engine.core.i18n.catalog import REFERENCE, Msg, languages, tr

if TYPE_CHECKING:
    from rich.console import Console, RenderableType

PLAIN_WIDTH = 1000  # a pipe has no width: plain tables take the width they need
Update = Callable[..., None]  # update(done, total[, label]): the long-running loops' callback


class LiteralHelpFormatter(argparse.HelpFormatter):
    """Help texts shown as written: argparse would read a "%" in them ("95 % intervals") as a
    format code and crash ``--help``; the catalogs never use argparse's ``%(default)s``."""

    def _expand_help(self, action: argparse.Action) -> str:
        return self._get_help_string(action) or ""


class WordedParser(argparse.ArgumentParser):
    """An ArgumentParser wording its help frame (usage, sections, -h) in ``lang`` and its errors
    as ``prog: error: message`` through ``error``. Subparsers are made of the same class, so
    they share the language. argparse's own messages (``unrecognized arguments``) stay English."""

    lang = REFERENCE

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", LiteralHelpFormatter)
        super().__init__(*args, **kwargs)
        self._positionals.title = tr("cli.help.positionals", self.lang)
        self._optionals.title = tr("cli.help.options", self.lang)
        for action in self._actions:
            if isinstance(action, argparse._HelpAction):
                action.help = tr("cli.help.help", self.lang)

    def _worded_usage(self) -> argparse.HelpFormatter:
        formatter = self._get_formatter()
        formatter.add_usage(self.usage, self._actions, self._mutually_exclusive_groups,
                            tr("cli.help.usage", self.lang))
        return formatter

    def format_usage(self) -> str:
        return self._worded_usage().format_help()

    def format_help(self) -> str:  # argparse's, with the usage prefix worded
        formatter = self._worded_usage()
        formatter.add_text(self.description)
        for group in self._action_groups:
            formatter.start_section(group.title)
            formatter.add_text(group.description)
            formatter.add_arguments(group._group_actions)
            formatter.end_section()
        formatter.add_text(self.epilog)
        return formatter.format_help()

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        _say(None, f"{self.prog}: {tr('cli.help.error', self.lang)}", message, "red")
        sys.exit(2)


def parser_class(lang: str) -> type[argparse.ArgumentParser]:
    """A parser class whose parsers (and their subparsers) word their help in ``lang``."""
    return type(f"WordedParser_{lang}", (WordedParser,), {"lang": lang})


def parser_lang(parser: argparse.ArgumentParser) -> str:
    """The language ``parser`` words its help in (``parser_class``); English otherwise."""
    return str(getattr(parser, "lang", REFERENCE))


def requested_lang(argv: Sequence[str]) -> str:
    """The first ``--lang L`` in ``argv`` naming a catalog language: the help's language."""
    for n, token in enumerate(argv):
        value = token.removeprefix("--lang=") if token.startswith("--lang=") else None
        if token == "--lang" and n + 1 < len(argv):
            value = argv[n + 1]
        if value in languages():
            return value
    return REFERENCE


def words(value: Msg | str, lang: str) -> str:
    """A message in ``lang``; a plain string (a game's own simulate hook) as it is."""
    return value.get(lang) if isinstance(value, Msg) else str(value)


def lang(args: argparse.Namespace | None) -> str:
    """The language of the command line's messages: ``--lang`` (English by default)."""
    return str(getattr(args, "messages_lang", None) or REFERENCE)


def add_console_arguments(parser: argparse.ArgumentParser, top: bool = False) -> None:
    """``--no-color`` and ``--lang`` (the messages' language), on main.py's parser (``top``) and
    on every command's; a command whose own ``--lang`` means something else keeps it, and its
    messages follow ``main.py --lang L CMD``. A command's copies default to SUPPRESS so they never
    overwrite what was given before the command."""
    here = parser_lang(parser)
    parser.add_argument("--no-color", action="store_true", default=False if top else argparse.SUPPRESS,
                        help=tr("cli.option.no_color", here))
    if "--lang" not in parser._option_string_actions:
        parser.add_argument("--lang", dest="messages_lang", choices=languages(),
                            default=REFERENCE if top else argparse.SUPPRESS, help=tr("cli.option.lang", here))


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
    _say(args, tr("cli.warning", lang(args)), message, "yellow")


def note(args: argparse.Namespace | None, message: str) -> None:
    """``note: message`` on stderr (dim on a terminal)."""
    _say(args, tr("cli.note", lang(args)), message, "dim")


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
                TextColumn("{task.fields[rate]}"), TimeElapsedColumn(), TextColumn(tr("cli.progress.eta", lang(args))),
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
