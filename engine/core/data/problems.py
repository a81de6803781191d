"""Data problems: each one names file, line, card id and field, and says what was expected.

One load reports every problem it finds (design.md §10: never "log and skip").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from engine.core.i18n.catalog import Words, msg, words_of
from engine.core.kernel.errors import EngineError

if TYPE_CHECKING:
    from engine.core.data.database import CardDatabase
    from engine.core.data.spec import Finding

# Problem kinds (stable strings: a card gallery filters on them).
SYNTAX = "syntax"  # not TOML, or not UTF-8
UNREADABLE = "unreadable"  # the file cannot be read at all
MISSING_FILE = "missing-file"  # a data folder or required settings file is absent
MISSING_FIELD = "missing-field"
WRONG_TYPE = "wrong-type"
INVALID_VALUE = "invalid-value"  # right type, but a constraint or a schema rule refuses it
UNKNOWN_FIELD = "unknown-field"
UNKNOWN_KIND = "unknown-kind"  # an array of tables that is no card kind of this game
UNKNOWN_OP = "unknown-op"  # an effect op outside the game's registry
DUPLICATE_ID = "duplicate-id"
USER_OVERRIDE = "user-override"  # a user file redefines a shipped card or settings file
UNKNOWN_REF = "unknown-ref"
BAD_IMAGE_PATH = "bad-image-path"  # absolute, or escapes the data folder
MISSING_IMAGE = "missing-image"
UNKNOWN_ICON = "unknown-icon"  # card text names an :icon: its layouts.toml does not have
BAD_FILE = "bad-file"  # a link out of the data folder, a pipe or device, a file over the size cap
BAD_ID = "bad-id"  # empty, blank, or with characters that break file names or references
BAD_REF = "bad-ref"  # a reference that breaks a rule: to itself, or across owners (Ref.same)
# Problems a card still plays with (its picture or an icon is drawn as missing); any other
# problem leaves the card out of the game.
PLAYABLE = frozenset({"missing-image", "unknown-icon"})
# Problems about a second definition of an id: it is ignored, the first one (named) stays.
ABOUT_ANOTHER = frozenset({"duplicate-id", "user-override"})

KINDS = (
    SYNTAX, UNREADABLE, MISSING_FILE, MISSING_FIELD, WRONG_TYPE, INVALID_VALUE, UNKNOWN_FIELD, UNKNOWN_KIND,
    UNKNOWN_OP, DUPLICATE_ID, USER_OVERRIDE, UNKNOWN_REF, BAD_IMAGE_PATH, MISSING_IMAGE, UNKNOWN_ICON, BAD_FILE,
    BAD_ID, BAD_REF,
)


@dataclass(frozen=True)
class Problem:
    """One thing wrong with the data. ``line`` 0 = no line (e.g. a missing file).

    ``column`` is set only for TOML syntax errors (``file:line:col``). ``user``: the file is in
    the user's data folder (its record is left out; shipped data with a problem stops the game). ``words`` says what is
    wrong (a catalog message; a parser's or a schema rule's own words are a plain string).
    """

    file: str
    line: int
    card_id: str
    field: str
    words: Words | str
    kind: str
    column: int = 0
    user: bool = False  # in the user's data folder: the record is skipped, the game still opens

    @property
    def message(self) -> str:
        """What is wrong, in English."""
        return str(self.words)

    def text(self, lang: str = "en") -> str:
        """The whole line in ``lang``: ``file:line: card-id.field: what is wrong``."""
        where = f"{self.file}:{self.line}" if self.line else self.file
        if self.line and self.column:
            where += f":{self.column}"
        subject = ".".join(part for part in (self.card_id, self.field) if part)
        message = words_of(self.words).get(lang)
        return f"{where}: {subject}: {message}" if subject else f"{where}: {message}"

    def __str__(self) -> str:
        return self.text("en")

    def shown(self, lang: str = "en") -> str:
        """The line check-data prints: like ``text`` but with the path relative to the current folder."""
        try:
            file = str(Path(self.file).relative_to(Path.cwd()))
        except ValueError:
            file = self.file
        return replace(self, file=file).text(lang)


def findings_as_problems(game: str, findings: Sequence[Finding], db: CardDatabase | None) -> list[Problem]:
    """A data rule's findings as problems, placed at their record's file and line when ``db``
    knows it (a game built from plain models in a test has no files)."""
    found = []
    for finding in findings:
        file, line = game, 0
        if db is not None and finding.where in db:
            source = db.source(finding.where)
            file, line = source.file, source.line
        field = ".".join(str(k) for k in finding.path)
        found.append(Problem(file, line, finding.where, field, finding.message, finding.kind))
    return found


class DataError(EngineError):
    """Card data that did not load cleanly; ``problems`` lists every problem found."""

    def __init__(self, game: str, problems: Sequence[Problem]) -> None:
        self.game = game
        self.problems = list(problems)
        shown = "\n".join(str(p) for p in self.problems[:10])
        more = len(self.problems) - 10
        tail = msg("data.error_more", count=more) if more > 0 else ""
        super().__init__(msg("data.error", count=len(self.problems), game=game, lines=shown, more=tail))
