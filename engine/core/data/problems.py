"""Data problems: each one names file, line, card id and field, and says what was expected.

One load reports every problem it finds (design.md §10: never "log and skip").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from engine.core.errors import EngineError

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

KINDS = (
    SYNTAX, UNREADABLE, MISSING_FILE, MISSING_FIELD, WRONG_TYPE, INVALID_VALUE, UNKNOWN_FIELD, UNKNOWN_KIND,
    UNKNOWN_OP, DUPLICATE_ID, USER_OVERRIDE, UNKNOWN_REF, BAD_IMAGE_PATH, MISSING_IMAGE, UNKNOWN_ICON, BAD_FILE,
    BAD_ID, BAD_REF,
)


@dataclass(frozen=True)
class Problem:
    """One thing wrong with the data. ``line`` 0 = no line (e.g. a missing file).

    ``column`` is set only for TOML syntax errors (``file:line:col``).
    """

    file: str
    line: int
    card_id: str
    field: str
    message: str
    kind: str
    column: int = 0

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        if self.line and self.column:
            where += f":{self.column}"
        subject = ".".join(part for part in (self.card_id, self.field) if part)
        return f"{where}: {subject}: {self.message}" if subject else f"{where}: {self.message}"

    def shown(self) -> str:
        """The line check-data prints: like ``str`` but with the path relative to the current folder."""
        try:
            file = str(Path(self.file).relative_to(Path.cwd()))
        except ValueError:
            file = self.file
        return str(replace(self, file=file))


class DataError(EngineError):
    """Card data that did not load cleanly; ``problems`` lists every problem found."""

    def __init__(self, game: str, problems: Sequence[Problem]) -> None:
        self.game = game
        self.problems = list(problems)
        shown = "\n".join(str(p) for p in self.problems[:10])
        more = len(self.problems) - 10
        tail = f"\n… and {more} more" if more > 0 else ""
        count = f"{len(self.problems)} problem{'s' if len(self.problems) != 1 else ''}"
        super().__init__(f"{count} in the {game} card data:\n{shown}{tail}")
