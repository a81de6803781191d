"""Reading one data file into a document (design.md §10): TOML (UTF-8, a byte-order mark allowed)
or a spreadsheet (``sheets.py``), with where each key sits; or why the file could not be read,
with the line (and column) when known. The loader (``loader.py``) reports what comes back."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import tomli

from engine.core.data import problems as P
from engine.core.data.files import read_limited, unreadable
from engine.core.data.sheets import SHEET_SUFFIXES, SheetError, SheetLines, read_sheet
from engine.core.data.spec import DataSpec
from engine.core.data.toml_lines import FileLines
from engine.core.i18n.catalog import Words, msg


@dataclass(frozen=True)
class Unread:
    """Why a file could not be read: the problem's kind, message, line and column (0: unknown)."""

    kind: str
    message: Words
    line: int = 0
    column: int = 0


Document = tuple[dict[str, Any], FileLines | SheetLines]


def read_document(path: Path, spec: DataSpec) -> Document | Unread:
    """The file's tables and where their keys are, or why it could not be read."""
    if path.suffix in SHEET_SUFFIXES:  # cards from a spreadsheet, one row a card (issue #26)
        try:
            document, lines = read_sheet(path, spec)
        except SheetError as err:
            return Unread(P.SYNTAX, err.words)
        return dict(document), lines
    try:
        raw = read_limited(path)
    except OSError as err:
        return Unread(P.UNREADABLE, unreadable(err))
    try:
        text = raw.decode("utf-8-sig")  # a byte-order mark (Windows Notepad) is fine
    except UnicodeDecodeError as err:
        return Unread(P.SYNTAX, msg("data.problem.not_utf8"), raw[: err.start].count(b"\n") + 1)
    try:
        document = tomli.loads(text)
    except tomli.TOMLDecodeError as err:
        return Unread(P.SYNTAX, msg("data.problem.syntax", error=err.msg), err.lineno, err.colno)
    except RecursionError:  # arrays or tables nested past the parser's limit
        return Unread(P.SYNTAX, msg("data.problem.nested"), deep_line(text))
    return document, FileLines(text)


def deep_line(text: str, depth: int = 100) -> int:
    """The line where brackets first open ``depth`` deep (quotes taken roughly into account)."""
    level, line, quote = 0, 1, ""
    for ch in text:
        if ch == "\n":
            line += 1
        elif quote:
            quote = "" if ch == quote else quote
        elif ch in "\"'":
            quote = ch
        elif ch in "[{":
            level += 1
            if level >= depth:
                return line
        elif ch in "]}":
            level -= 1
    return 0
