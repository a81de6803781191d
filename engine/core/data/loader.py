"""One loader for every game's TOML card data (design.md §10).

Reads ``<data_root>/<spec.folder>/*.toml`` and then the user's
``<user_root>/<spec.folder>/*.toml``; card files may be spreadsheets as well
(``*.csv``, ``*.xlsx``, ``*.ods``: ``sheets.py``). A file holds arrays of tables named by card kind
(``[[enemy]]``) and/or, when its name is in ``spec.settings``, a whole-file settings
model. Every problem of one run is reported, nothing is silently skipped. A card that
fails validation or repeats an id is left out of the database; a card whose reference
or image is bad stays in (a gallery can show it flagged) with its problem reported.
"""

from __future__ import annotations

import difflib
import enum
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ValidationError

from engine.core.data import problems as P
from engine.core.data.database import CardDatabase, CardSource
from engine.core.data.files import image_problem, refusal
from engine.core.data.ids import id_problems, nested_ids
from engine.core.data.introspect import keys_of, marked_values
from engine.core.data.problems import DataError, Problem
from engine.core.data.reading import Unread, read_document
from engine.core.data.references import ref_problem, ref_rule
from engine.core.data.sheets import SheetLines, data_files, sheet_columns
from engine.core.data.spec import CardModel, DataSpec, Finding, SettingsModel
from engine.core.data.toml_lines import FileLines, KeyPath
from engine.core.data.validation import field_name, issues
from engine.core.i18n.catalog import Msg, Words, joined, msg
from engine.core.saves.userdirs import SHIPPED_DATA, project_folder, user_data_dir, wants_shipped

MAX_SHOWN_ID = 80  # longer ids (never valid: ids.MAX_ID) are shown cut in a problem line


class _Default(enum.Enum):
    USER_DATA = "user data folder"


USER_DATA = _Default.USER_DATA  # stands for engine.core.saves.userdirs.user_data_dir(), read at call time
UserRoot = Path | None | Literal[_Default.USER_DATA]


@dataclass(frozen=True)
class LoadResult:
    """The cards that loaded cleanly, and every problem found on the way (in file order).

    ``db`` holds every card that validated (one with a bad reference or image too, for a
    gallery to show flagged); ``playable`` only what a game may use: no card with a problem
    (but a missing picture or icon), none that needs a card left out, every data rule kept.
    """

    db: CardDatabase
    problems: list[Problem]
    files: int  # TOML files read
    playable: CardDatabase

    @property
    def ok(self) -> bool:
        return not self.problems


def selected_roots(data_root: Path, user_root: UserRoot) -> tuple[Path, Path | None]:
    """The folders to read: the defaults stand for the open card project alone when there is
    one (``main.py --data DIR``, issue #26), else for the shipped data and the user's folder."""
    project = project_folder()
    if project is not None and Path(data_root) == SHIPPED_DATA and user_root is USER_DATA:
        return (SHIPPED_DATA, project) if wants_shipped(project) else (project, None)
    return Path(data_root), (user_data_dir() if user_root is USER_DATA else user_root)


def load_data(spec: DataSpec, data_root: Path = SHIPPED_DATA, user_root: UserRoot = USER_DATA) -> LoadResult:
    """Load and validate shipped data, then user data (``user_root=None`` skips it)."""
    data_root, user_root = selected_roots(data_root, user_root)
    shipped = Path(data_root) / spec.folder
    loader = _Loader(spec, shipped)
    if shipped.is_dir():
        loader.load_folder(shipped, user=False)
    else:
        loader.report(str(shipped), 0, "", "", P.MISSING_FILE,
                      msg("data.problem.no_folder", game=spec.game))
    if user_root is not None and (Path(user_root) / spec.folder).is_dir():
        loader.load_folder(Path(user_root) / spec.folder, user=True)
    loader.default_settings(shipped)
    loader.check_marked()
    loader.check_cards_with_settings()
    playable = loader.playable()
    order = {file: i for i, file in enumerate(loader.read)}
    problems = sorted(loader.problems, key=lambda p: (order.get(p.file, -1), p.line))
    return LoadResult(loader.database(), problems, len(loader.read), playable)


def load_database(spec: DataSpec, data_root: Path = SHIPPED_DATA, user_root: UserRoot = USER_DATA) -> CardDatabase:
    """The data a game plays with (``LoadResult.playable``), as ``check-data`` judged it.

    A problem in shipped data raises DataError listing every problem; a user file's problems
    only leave its records out (``check-data`` and the start-up check list them): one bad
    deck in the user folder never keeps a game or the shipped content from opening.
    """
    result = load_data(spec, data_root, user_root)
    if any(not p.user for p in result.problems):
        raise DataError(spec.game, result.problems)
    return result.playable


@dataclass(frozen=True)
class _File:
    """One TOML file being read."""

    name: str  # the path as reported
    folder: Path  # the game folder it is in: image paths are relative to it
    user: bool
    lines: FileLines | SheetLines


@dataclass(frozen=True)
class _Table:
    """A card or settings table as read, kept for the reference and image checks."""

    model: type[BaseModel]
    data: Any
    card_id: str  # "" for a settings file
    file: _File
    path: KeyPath  # where the table sits in its file


class _Loader:
    def __init__(self, spec: DataSpec, folder: Path) -> None:
        self.spec = spec
        self.folder = folder  # the shipped data folder: where a rule about no one record points
        self.problems: list[Problem] = []
        self.read: list[str] = []  # the files read, in order
        self.cards: dict[str, dict[str, CardModel]] = {kind: {} for kind in spec.kinds}
        self.sources: dict[str, CardSource] = {}
        self.declared: dict[str, tuple[str, CardSource]] = {}  # id -> kind, source; valid or not
        self.tables: list[_Table] = []
        self.settings: dict[str, SettingsModel] = {}
        self.settings_files: dict[str, str] = {}  # settings file name -> the file that defined it
        self.seen: set[str] = set()  # file names read, valid or not
        self.raw: dict[str, Any] = {}  # id -> its table as read, for the reference rules
        self.user_files: set[str] = set()
        self.table_of: dict[str, _Table] = {}  # card id or settings file name -> its table as read
        self.lines: dict[str, SheetLines] = {}  # spreadsheet files -> where their cells are

    def report(self, file: str, line: int, card_id: str, field: str, kind: str, message: Words | str,
               column: int = 0) -> None:
        if len(card_id) > MAX_SHOWN_ID:  # a bad id of any length names its record by its start
            card_id = card_id[: MAX_SHOWN_ID - 1] + "…"
        column = column or sheet_columns(self.lines.get(file), line, field)  # a spreadsheet's cell
        self.problems.append(Problem(file, line, card_id, field, message, kind, column, file in self.user_files))

    def load_folder(self, folder: Path, *, user: bool) -> None:
        for path in data_files(folder):  # TOML and spreadsheets; hidden and lock files skipped
            self.read.append(str(path))
            self.seen.add(path.name)
            if user:
                self.user_files.add(str(path))
            refused = refusal(path, folder)
            if refused is not None:
                self.report(str(path), 0, "", "", *refused)
                continue
            parsed = read_document(path, self.spec)
            if isinstance(parsed, Unread):
                self.report(str(path), parsed.line, "", "", parsed.kind, parsed.message, parsed.column)
            else:
                document, lines = parsed
                if isinstance(lines, SheetLines):
                    self.lines[str(path)] = lines  # where a problem's cell is
                try:
                    self._load_document(_File(str(path), folder, user, lines), path.name, document)
                except RecursionError:  # a value nested deeper than any check can walk
                    self.report(str(path), 0, "", "", P.SYNTAX, msg("data.problem.nested"))

    def _load_document(self, file: _File, name: str, document: dict[str, Any]) -> None:
        settings_model = self.spec.settings.get(name)
        if settings_model is not None:
            own = set(keys_of(settings_model))
            settings_part = {k: v for k, v in document.items() if k in own or k not in self.spec.kinds}
            document = {k: v for k, v in document.items() if k not in settings_part}
            self._add_settings(file, name, settings_model, settings_part)
        for kind, value in document.items():
            if kind not in self.spec.kinds:
                kinds = sorted(self.spec.kinds)
                close = difflib.get_close_matches(kind, kinds, n=1)
                found = (msg("data.problem.unknown_kind_hint", kind=kind, close=close[0], kinds=joined(kinds))
                         if close else msg("data.problem.unknown_kind", kind=kind, kinds=joined(kinds)))
                self.report(file.name, file.lines.of((kind,)), "", kind, P.UNKNOWN_KIND, found)
            elif not isinstance(value, list):
                self.report(file.name, file.lines.of((kind,)), "", kind, P.WRONG_TYPE,
                            msg("data.problem.not_array", kind=kind))
            else:
                for index, entry in enumerate(value):
                    self._add_card(file, kind, index, file.lines.header(kind, index, len(value)), entry)

    def _add_card(self, file: _File, kind: str, index: int, line: int, entry: Any) -> None:
        key = (kind, index)
        raw_id = entry.get("id") if isinstance(entry, dict) else None
        has_id = isinstance(raw_id, str) and raw_id.strip() != ""
        card_id = str(raw_id) if has_id else f"{kind}#{index + 1}"
        if not isinstance(entry, dict):
            self.report(file.name, line, card_id, "", P.WRONG_TYPE, msg("data.problem.not_table", kind=kind, got=repr(entry)))
            return
        if not self._ids_usable(file, key, card_id, entry):
            return
        source = CardSource(file.name, line, file.user)
        model = self.spec.kinds[kind]
        self.tables.append(_Table(model, entry, card_id, file, key))
        first = self.declared[card_id][1] if has_id and card_id in self.declared else None
        if has_id and first is None:
            self.table_of[card_id] = self.tables[-1]
        if first is not None:
            id_line = file.lines.of((*key, "id"))
            where = f"{first.file}:{first.line}"
            if file.user and not first.user:
                self.report(file.name, id_line, card_id, "id", P.USER_OVERRIDE,
                            msg("data.problem.user_redefines", card=repr(card_id), where=where))
            else:
                self.report(file.name, id_line, card_id, "id", P.DUPLICATE_ID,
                            msg("data.problem.duplicate_id", card=repr(card_id), where=where))
        elif has_id:
            self.declared[card_id] = (kind, source)
            self.raw[card_id] = entry
        try:
            card = model.model_validate(entry)
        except ValidationError as err:
            for issue in issues(model, entry, err):
                where = " › ".join([card_id, *nested_ids(entry, issue.path)])  # a nested record's own id too
                self.report(file.name, file.lines.of((*key, *issue.path)), where,
                            field_name(issue.path), issue.kind, issue.message)
            return
        if first is None:
            self.cards[kind][card.id] = card
            self.sources[card.id] = source

    def _ids_usable(self, file: _File, key: KeyPath, card_id: str, entry: dict[str, Any]) -> bool:
        """Report ids that are empty or would break file names and references (the card's, nested ones)."""
        found = id_problems(entry, card_id)
        for path, where, message in found:
            self.report(file.name, file.lines.of((*key, *path)), where, field_name(path), P.BAD_ID, message)
        return not found

    def _add_settings(self, file: _File, name: str, model: type[SettingsModel], data: dict[str, Any]) -> None:
        first = self.settings_files.get(name)
        if first is not None:
            self.report(file.name, 0, "", "", P.USER_OVERRIDE,
                        msg("data.problem.user_settings", file=first))
            return
        self.settings_files[name] = file.name
        self.tables.append(_Table(model, data, "", file, ()))
        self.table_of[name] = self.tables[-1]
        try:
            self.settings[name] = model.model_validate(data)
        except ValidationError as err:
            for issue in issues(model, data, err):
                self.report(file.name, file.lines.of(issue.path), "", field_name(issue.path),
                            issue.kind, issue.message)

    def default_settings(self, shipped: Path) -> None:
        """A settings file nobody wrote takes its model's defaults, or is reported missing."""
        for name, model in self.spec.settings.items():
            if name in self.seen:
                continue
            try:
                self.settings[name] = model()
            except ValidationError as err:
                needed = sorted({str(e["loc"][0]) for e in err.errors() if e["type"] == "missing"})
                self.report(str(shipped / name), 0, "", "", P.MISSING_FILE,
                            msg("data.problem.settings_missing", fields=joined(needed)))

    def check_cards_with_settings(self) -> None:
        """Settings files that say what cards may contain (``layouts.toml``: the icons card
        text may name) check every card table, valid or not: one check for every tool."""
        for table in self.tables:
            if not table.card_id:
                continue
            for settings in self.settings.values():
                for path, kind, message in settings.card_problems(str(table.path[0]), table.data):
                    line = table.file.lines.of((*table.path, *path))
                    self.report(table.file.name, line, table.card_id, field_name(path), kind, message)

    def check_marked(self) -> None:
        """References name existing cards of the right kind; images exist inside the folder."""
        images: dict[tuple[Path, str], tuple[str, Msg] | None] = {}  # many cards share an image
        for table in self.tables:
            for marked in marked_values(table.model, table.data):
                if marked.ref is not None:
                    problem = (ref_problem(self.declared, self.spec, marked.value, marked.ref)
                               or ref_rule(self.raw, table.card_id, table.data, marked))
                else:
                    key = (table.file.folder, marked.value)
                    if key not in images:
                        images[key] = image_problem(marked.value, table.file.folder)
                    problem = images[key]
                if problem is not None:
                    line = table.file.lines.of((*table.path, *marked.path))
                    self.report(table.file.name, line, table.card_id, field_name(marked.path), *problem)

    def database(self, keep: set[str] | None = None) -> CardDatabase:
        """The cards that validated (only the ids in ``keep`` when given)."""
        cards = self.cards if keep is None else {
            kind: {i: c for i, c in by_id.items() if i in keep} for kind, by_id in self.cards.items()
        }
        return CardDatabase(self.spec.game, cards, self.sources, self.settings)

    # --- what a game may play with -------------------------------------------------------

    def playable(self) -> CardDatabase:
        """The cards with no problem a game would trip over, every data rule applied.

        Leaving a card out can break another (a deck naming it) or a rule: repeat until
        nothing more goes. The rules' findings are reported like every other problem.
        """
        keep = {c for by_id in self.cards.values() for c in by_id}
        keep -= {p.card_id.split(" › ")[0] for p in self.problems
                 if p.card_id and p.kind not in P.PLAYABLE and p.kind not in P.ABOUT_ANOTHER}
        refs = {table.card_id: [m for m in marked_values(table.model, table.data) if m.ref is not None]
                for table in self.tables if table.card_id in keep}
        reported: set[tuple[str, KeyPath, str]] = set()
        for _ in range(8):  # each round leaves out at least one card, or ends
            before = len(keep)
            for card_id in sorted(keep):
                gone = next((m for m in refs.get(card_id, ()) if m.value in self.declared and m.value not in keep), None)
                if gone is not None:
                    keep.discard(card_id)
                    if self.sources[card_id].user:  # shipped data with a problem stops the game anyway
                        self._report_finding(Finding(card_id, gone.path, msg("data.problem.ref_left_out",
                                                     target=repr(gone.value)), P.BAD_REF), reported)
            db = self.database(keep)
            for rule in self.spec.rule_functions():
                for finding in rule(db):
                    self._report_finding(finding, reported)
                    keep.discard(finding.where)
            if len(keep) == before:
                break
        return self.database(keep)

    def _report_finding(self, finding: Finding, reported: set[tuple[str, KeyPath, str]]) -> None:
        key = (finding.where, finding.path, str(finding.message))
        if key in reported:
            return
        reported.add(key)
        table = self.table_of.get(finding.where)
        if table is None:  # about no one record (none has the part), or a settings file nobody wrote
            self.report(str(self.folder / finding.where), 0, "", field_name(finding.path), finding.kind, finding.message)
            return
        lines = table.file.lines
        # a part that is missing has no line of its own: its record's, or the file's first key
        first = min(lines.keys.values(), default=1) if isinstance(lines, FileLines) else 1
        line = lines.of((*table.path, *finding.path)) or first
        self.report(table.file.name, line, table.card_id, field_name(finding.path), finding.kind, finding.message)
