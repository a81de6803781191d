"""The card set the gallery, ``check-layout`` and ``render-cards`` work on (no window needed).

A ``GameSet`` is one game's cards as loaded (``engine.core.data.watch.GameData``), each a
``CardEntry`` with its data as plain JSON-like fields, where it was defined and the data
problems naming it. A card that failed validation and has no last good version is still
listed, drawn from its raw TOML table, so a designer sees it with its errors.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import tomli

from engine.core.data import problems as P
from engine.core.data.loader import load_data
from engine.core.data.problems import Problem
from engine.core.data.sheets import SHEET_SUFFIXES, SheetError, read_sheet
from engine.core.data.spec import DataSpec
from engine.core.data.watch import GameData, merge_last_good
from engine.core.i18n.catalog import Words, msg
from engine.core.layouts.schema import LayoutsFile
from screens.kit.cards.inputs import card_digest, digest
from screens.kit.cards.renderer import CardRenderer

LAYOUTS_FILE = "layouts.toml"
PREVIEW_CACHE = 4  # 300-dpi faces kept (3 MB each): one card's faces in both languages

# Problem kinds a gallery filters on.
OVERFLOW = "overflow"  # text that does not fit at its minimum size
BELOW_MIN = "below-min"  # text that would fit only below its template's minimum size
MISSING_IMAGE = "missing-image"
VALIDATION = "validation"  # the card's data (or its template) has an error
SHRUNK = "shrunk"  # text drawn smaller than its font_size to fit (a note, not an error)
CHANGED = "changed"  # edited (or new) since the gallery opened: a note, shown before | after
PROBLEM_KINDS = (OVERFLOW, BELOW_MIN, MISSING_IMAGE, VALIDATION, SHRUNK, CHANGED)


def fold(text: str) -> str:
    """Text for searching: full-width/half-width unified (NFKC) and case-folded."""
    return unicodedata.normalize("NFKC", text).casefold()


@dataclass(frozen=True)
class CardProblem:
    """One thing wrong with one card: its kind (``PROBLEM_KINDS``), where, and how."""

    kind: str
    subject: str  # a region or field name; "" = the whole card
    words: Words  # what is wrong, worded in any language (a catalog message, or the loader's words)
    lang: str = ""  # the text language a layout problem was found in
    face: str = "front"
    code: str = ""  # the loader's problem kind (``engine.core.data.problems``), if it found it

    @property
    def message(self) -> str:
        """The message in English (what ``check-layout`` and ``render-cards`` print)."""
        return str(self.words)

    def text(self, lang: str) -> str:
        """The message in ``lang``."""
        return self.words.get(lang)


@dataclass(frozen=True)
class CardEntry:
    """One card of a game as the gallery and the exporters see it."""

    game: str
    kind: str
    card_id: str
    data: Mapping[str, Any]
    file: str
    line: int
    user: bool = False
    data_problems: tuple[CardProblem, ...] = ()
    kept: bool = False  # shown from the last good load: its newest version has errors
    raw: bool = False  # never validated: drawn from its raw TOML table
    digest: str = ""
    search: str = ""

    @property
    def count(self) -> int:
        """Copies of the card in the game: its ``count`` field, 1 without one."""
        count = self.data.get("count", 1)
        return max(1, count) if isinstance(count, int) and not isinstance(count, bool) else 1

    @property
    def name(self) -> str:
        return str(self.data.get("name") or self.data.get("name_en") or self.card_id)

    def display_name(self, lang: str) -> str:
        if lang == "en":
            return str(self.data.get("name_en") or self.name)
        return self.name


@dataclass
class GameSet:
    """One game's cards, its layouts, and the load errors to show over the gallery.

    ``load_errors`` are the problems that name no card (a file that does not parse, a
    broken settings file) and those of cards shown from their last good version.
    """

    spec: DataSpec
    layouts: LayoutsFile | None
    entries: tuple[CardEntry, ...]
    load_errors: tuple[Problem, ...]
    folder: Path  # the shipped data folder: image paths of shipped cards are relative to it
    user_folder: Path | None
    _renderers: dict[tuple[bool, int, bool], CardRenderer] = field(default_factory=dict, repr=False)
    _digests: dict[str, str] = field(default_factory=dict, repr=False)

    @property
    def game(self) -> str:
        return self.spec.game

    def image_folder(self, entry: CardEntry) -> Path:
        """Where the image paths of ``entry`` are relative to (shipped or user folder)."""
        return self.user_folder if entry.user and self.user_folder else self.folder

    def card_digest(self, entry: CardEntry) -> str:
        """A hash of every input of the card's pixels (``screens.kit.cards.inputs``), once a load."""
        if self.layouts is None or entry.kind not in self.layouts.templates:
            return ""
        key = f"{entry.user}:{entry.card_id}:{entry.digest}"
        if key not in self._digests:
            self._digests[key] = card_digest(
                self.layouts, entry.kind, entry.data, self.image_folder(entry)
            )
        return self._digests[key]

    def renderer(
        self, user: bool = False, cache_size: int = 8, *, outline: bool = True
    ) -> CardRenderer | None:
        """The renderer for shipped (or user) cards; None when the game has no layouts.

        ``outline`` False: no dark edge at the trim line (print files draw cut lines instead).
        """
        if self.layouts is None:
            return None
        key = (user, cache_size, outline)
        if key not in self._renderers:
            folder = self.user_folder if user and self.user_folder else self.folder
            self._renderers[key] = CardRenderer(
                self.layouts, folder, cache_size=cache_size, outline=outline
            )
        return self._renderers[key]

    def print_renderer(self, user: bool = False) -> CardRenderer | None:
        """The renderer every preview comes from: the print export's drawing (no screen
        outline), its 300-dpi rasters kept for a few cards, scaled down for the screen."""
        return self.renderer(user, cache_size=PREVIEW_CACHE, outline=False)

    def has_template(self, kind: str) -> bool:
        return self.layouts is not None and kind in self.layouts.templates

    def __iter__(self) -> Iterator[CardEntry]:
        return iter(self.entries)


def _problem_kind(problem: Problem) -> str:
    return MISSING_IMAGE if problem.kind in (P.MISSING_IMAGE, P.BAD_IMAGE_PATH) else VALIDATION


def where_of(problem: Problem) -> str:
    """``file:line:column`` of a problem, the file as the gallery shows paths."""
    from screens.gallery.shared import short_path

    where = short_path(problem.file)
    if problem.line:
        where += f":{problem.line}" + (f":{problem.column}" if problem.column else "")
    return where


def _card_problem(problem: Problem) -> CardProblem:
    where = where_of(problem)
    words = msg("gallery.data_problem", problem=problem.words, where=where)
    return CardProblem(_problem_kind(problem), problem.field, words, code=problem.kind)


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, Mapping):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _strings(item)


def _entry(
    game: str,
    kind: str,
    card_id: str,
    data: Mapping[str, Any],
    where: tuple[str, int, bool],
    problems: tuple[CardProblem, ...],
    *,
    kept: bool = False,
    raw: bool = False,
) -> CardEntry:
    file, line, user = where
    search = fold(" ".join([card_id, *_strings(data)]))
    return CardEntry(
        game, kind, card_id, data, file, line, user, problems, kept, raw, digest(data), search
    )


def _raw_tables(spec: DataSpec, file: str) -> Iterator[tuple[str, str, dict[str, Any]]]:
    """(kind, id, table) of every card table in a TOML file (or spreadsheet) that still parses."""
    document: Mapping[str, Any]
    try:
        if Path(file).suffix in SHEET_SUFFIXES:
            document = read_sheet(Path(file), spec)[0]
        else:
            document = tomli.loads(Path(file).read_text(encoding="utf-8-sig"))
    except (OSError, UnicodeDecodeError, tomli.TOMLDecodeError, SheetError):
        return
    for kind in spec.kinds:
        tables = document.get(kind)
        for index, table in enumerate(tables if isinstance(tables, list) else []):
            if isinstance(table, dict):
                raw_id = table.get("id")
                card_id = raw_id if isinstance(raw_id, str) and raw_id else f"{kind}#{index + 1}"
                yield kind, card_id, table


def build_game_set(game: GameData, data_root: Path, user_root: Path | None) -> GameSet:
    """The entries of ``game``: its loaded cards, then cards that failed validation (raw)."""
    spec, db = game.spec, game.db
    by_card: dict[str, list[Problem]] = {}
    for problem in game.problems:
        if problem.card_id:
            by_card.setdefault(problem.card_id, []).append(problem)
    load_errors = tuple(p for p in game.problems if not p.card_id or p.card_id in game.kept_cards)
    entries: list[CardEntry] = []
    for card in db:
        source = db.source(card.id)
        problems = tuple(_card_problem(p) for p in by_card.get(card.id, ()))
        if card.id in game.kept_cards:  # why: every problem of its file, with line and column
            problems += (CardProblem(VALIDATION, "", msg("gallery.kept")),)
            problems += tuple(
                _card_problem(p) for p in game.problems if p.file == source.file and p.card_id != card.id
            )
        entries.append(
            _entry(
                spec.game,
                db.kind_of(card.id),
                card.id,
                card.model_dump(mode="json"),
                (source.file, source.line, source.user),
                problems,
                kept=card.id in game.kept_cards,
            )
        )
    user_folder = Path(user_root) / spec.folder if user_root is not None else None
    entries.extend(_unvalidated(spec, by_card, {e.card_id for e in entries}, user_folder))
    layouts = db.settings.get(LAYOUTS_FILE)
    return GameSet(
        spec,
        layouts if isinstance(layouts, LayoutsFile) else None,
        tuple(entries),
        load_errors,
        Path(data_root) / spec.folder,
        user_folder,
    )


def _unvalidated(
    spec: DataSpec,
    by_card: Mapping[str, list[Problem]],
    shown: set[str],
    user_folder: Path | None,
) -> Iterator[CardEntry]:
    """Cards named by problems but absent from the database, drawn from their TOML tables."""
    missing = {card_id: found for card_id, found in by_card.items() if card_id not in shown}
    files = sorted({p.file for found in missing.values() for p in found})
    for file in files:
        for kind, card_id, table in _raw_tables(spec, file):
            found = missing.pop(card_id, None)
            if found is None:
                continue
            line = min((p.line for p in found if p.line), default=0)
            user = user_folder is not None and Path(file).is_relative_to(user_folder)
            yield _entry(
                spec.game,
                kind,
                card_id,
                table,
                (file, line, user),
                tuple(_card_problem(p) for p in found),
                raw=True,
            )


def load_game_set(spec: DataSpec, data_root: Path, user_root: Path | None) -> GameSet:
    """Load one game's data (no live reload) as a card set."""
    return build_game_set(
        merge_last_good(spec, None, load_data(spec, data_root, user_root)), data_root, user_root
    )
