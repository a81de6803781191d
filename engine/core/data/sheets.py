"""Cards from spreadsheets: a ``.csv``, ``.xlsx`` or ``.ods`` file stands where a TOML card
file would (``weapons.csv`` beside or instead of ``weapons.toml``), one row a card (issue #26).

The first non-empty row names the columns, one a field: nested fields by dotted names
(``stats.life``, ``face_b.name``, ``skills.0.text``), a list field as ``;``-separated items
(``tags`` = ``fire; sword``). An empty cell leaves its field out (its default applies).
Which card kind a row is: its ``kind`` column, else the sheet's name (a workbook tab called
``weapon``), else the file's name (``weapons.csv`` → ``weapon``). Tabs that name no kind
and have no ``kind`` column are notes, not data, unless the file has no other.

The rows become the same tables a TOML file gives the loader, validated by the same models;
``SheetLines`` tells it where each value is, so a problem reads ``file:row:column: id.field:
message`` (row 1 is the sheet's first row, column 1 its first column). Excel and LibreOffice
files are read by python-calamine (fast, and both formats; openpyxl reads only ``.xlsx``).
"""

from __future__ import annotations

import csv
import datetime as dt
import io
import re
import types
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Union, get_args, get_origin

from engine.core.data.introspect import strip, type_at
from engine.core.data.spec import DataSpec
from engine.core.data.toml_lines import KeyPath
from engine.core.i18n.catalog import Msg, joined, msg

SHEET_SUFFIXES = (".csv", ".xlsx", ".ods")
KIND_COLUMN = "kind"
LIST_SEPARATOR = ";"


def data_files(folder: Path) -> list[Path]:
    """The files the loader reads in one game folder: TOML and spreadsheets, by name; hidden
    files and office lock files (``~$x.xlsx``, ``.~lock.x.ods#``) are not data."""
    found = [p for p in folder.iterdir() if p.suffix in (".toml", *SHEET_SUFFIXES)]
    return sorted(p for p in found if not p.name.startswith((".", "~$")))


class SheetError(Exception):
    """A spreadsheet that cannot be read as cards (not a workbook, a broken header): ``words``
    say why, as a catalog message."""

    def __init__(self, words: Msg) -> None:
        super().__init__(str(words))
        self.words = words


class SheetLines:
    """Where each value of a spreadsheet's tables sits: the loader's ``FileLines`` for a sheet."""

    def __init__(self) -> None:
        self.rows: dict[tuple[str, int], int] = {}  # (kind, index in its list) -> row
        self.columns: dict[int, dict[str, int]] = {}  # row -> field name as reported -> column
        self.first_row = 1

    def of(self, path: KeyPath) -> int:
        if len(path) >= 2 and isinstance(path[1], int):
            return self.rows.get((str(path[0]), path[1]), self.first_row)
        return self.first_row

    def header(self, kind: str, index: int, count: int) -> int:
        return self.rows.get((kind, index), self.first_row)

    def column(self, row: int, field: str) -> int:
        """The column of ``field`` (``effects[0].value``: its nearest column) on ``row``; 0 unknown."""
        found = self.columns.get(row, {})
        while field:
            if field in found:
                return found[field]
            cut = max(field.rfind("."), field.rfind("["))
            field = field[:cut] if cut > 0 else ""
        return found.get("id", 0)


def _bare(tp: Any) -> Any:
    """A declared type without ``Annotated`` metadata and without ``None`` in a union."""
    tp = strip(tp)[0]
    if get_origin(tp) in (Union, types.UnionType):
        members = [m for m in get_args(tp) if m is not type(None)]
        if len(members) == 1:
            return strip(members[0])[0]
    return tp


def _is_list(tp: Any) -> bool:
    return get_origin(_bare(tp)) in (list, tuple, set, frozenset) or _bare(tp) in (list, tuple)


def _cell(value: Any, tp: Any) -> Any:
    """A cell as the value a TOML file would hold for a field of type ``tp``; None = empty."""
    if isinstance(value, str):
        value = value.strip()
        if not value:
            return None
        if _is_list(tp):
            return [item.strip() for item in value.split(LIST_SEPARATOR) if item.strip()]
        return value
    if isinstance(value, float) and value.is_integer():
        value = int(value)  # a spreadsheet keeps every number as a float
    if isinstance(value, (dt.date, dt.time, dt.timedelta)):
        value = value.isoformat() if not isinstance(value, dt.timedelta) else str(value)
    if _bare(tp) is str and isinstance(value, (int, float)) and not isinstance(value, bool):
        return str(value)
    if _is_list(tp) and not isinstance(value, list):
        return [value]
    return value


def _put(table: dict[str, Any], steps: Sequence[str | int], value: Any) -> None:
    """Set ``value`` at the dotted path ``steps`` inside ``table`` (lists grown as needed)."""
    node: Any = table
    for step, following in zip(steps, [*steps[1:], None], strict=True):
        if following is None:
            if isinstance(node, list):
                node.extend([None] * (int(step) + 1 - len(node)))
                node[int(step)] = value
            else:
                node[step] = value
            return
        fresh: Any = [] if isinstance(following, int) else {}
        if isinstance(node, list):
            node.extend([None] * (int(step) + 1 - len(node)))
            node[int(step)] = node[int(step)] if node[int(step)] is not None else fresh
            node = node[int(step)]
        else:
            node = node.setdefault(step, fresh)


def _steps(name: str) -> list[str | int]:
    return [int(s) if s.isdigit() else s for s in (part.strip() for part in name.split("."))]


def _kind_of_name(name: str, kinds: Sequence[str]) -> str | None:
    """``weapon``, ``Weapons`` or ``more-weapons`` → the kind ``weapon`` (None: it names none)."""
    low = name.strip().lower().replace(" ", "_")
    words = [low, *reversed(re.split(r"[-_.]", low))]
    for word in words:
        for candidate in (word, word.removesuffix("s"), word.removesuffix("es")):
            if candidate in kinds:
                return candidate
    return None


def _field_name(steps: Sequence[str | int]) -> str:
    text = ""
    for key in steps:
        text += f"[{key}]" if isinstance(key, int) else (f".{key}" if text else str(key))
    return text


def _read_rows(path: Path) -> list[tuple[str, list[list[Any]]]]:
    """(sheet name, rows) of every sheet of the file."""
    if path.suffix == ".csv":
        try:
            text = path.read_bytes().decode("utf-8-sig")
        except UnicodeDecodeError as err:
            raise SheetError(msg("data.problem.sheet_not_utf8")) from err
        return [(path.stem, [list(row) for row in csv.reader(io.StringIO(text))])]
    from python_calamine import CalamineError, CalamineWorkbook

    try:
        book = CalamineWorkbook.from_path(str(path))
        return [(name, book.get_sheet_by_name(name).to_python(skip_empty_area=False))
                for name in book.sheet_names]
    except (CalamineError, ValueError, OSError) as err:
        raise SheetError(msg("data.problem.sheet_unreadable", kind=path.suffix, error=str(err))) from err


def read_sheet(path: Path, spec: DataSpec) -> tuple[dict[str, list[dict[str, Any]]], SheetLines]:
    """The card tables of a spreadsheet, by kind, and where each value came from."""
    document: dict[str, list[dict[str, Any]]] = {}
    lines = SheetLines()
    kinds = list(spec.kinds)
    sheets = _read_rows(path)
    for sheet_name, rows in sheets:
        header_at = next((i for i, row in enumerate(rows) if any(str(c).strip() for c in row)), None)
        if header_at is None:
            continue
        names = [str(c).strip() for c in rows[header_at]]
        doubled = sorted({n for n in names if n and names.count(n) > 1})
        if doubled:
            raise SheetError(msg("data.problem.sheet_doubled", sheet=repr(sheet_name), columns=joined(doubled)))
        sheet_kind = _kind_of_name(sheet_name, kinds)
        if sheet_kind is None and KIND_COLUMN not in names and len(sheets) > 1:
            continue  # a notes tab
        fallback = sheet_kind or _kind_of_name(path.stem, kinds)
        if fallback is None and KIND_COLUMN not in names:
            raise SheetError(msg("data.problem.sheet_kind", sheet=repr(sheet_name), kinds=joined(sorted(kinds))))
        if not document:
            lines.first_row = header_at + 1
        for offset, row in enumerate(rows[header_at + 1 :], header_at + 2):
            if not any(str(c).strip() for c in row):
                continue
            cells = {n: (row[i] if i < len(row) else "", i + 1) for i, n in enumerate(names) if n}
            kind_cell = str(cells.pop(KIND_COLUMN, ("", 0))[0]).strip()
            kind = _kind_of_name(kind_cell, kinds) or kind_cell or fallback or ""
            model = spec.kinds.get(kind)
            table: dict[str, Any] = {}
            columns: dict[str, int] = {}
            for name, (raw, column) in cells.items():
                steps = _steps(name)
                value = _cell(raw, type_at(model, table, tuple(steps)) if model else None)
                if value is not None:
                    _put(table, steps, value)
                columns[_field_name(steps)] = column
            entries = document.setdefault(kind, [])
            lines.rows[(kind, len(entries))] = offset
            lines.columns[offset] = columns
            entries.append(table)
    return document, lines


def sheet_columns(lines: Any, row: int, field: str) -> int:
    """The column of ``field`` on ``row`` when ``lines`` are a sheet's, else 0 (a TOML file)."""
    return lines.column(row, field) if isinstance(lines, SheetLines) else 0

