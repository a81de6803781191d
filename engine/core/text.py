"""Words a player reads, in both languages the app speaks (design.md: "Text is in Japanese and English").

The engine never knows which language the screen shows: every message it makes for a player
(why an action is refused, why undo or a save failed) is a ``Text`` carrying both, and the
screen picks one with ``text.get(lang)``. ``str(text)`` is the English, so logs, exception
messages and tests read exactly as they did before.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Text:
    """One message in English and Japanese. An empty ``ja`` falls back to the English."""

    en: str
    ja: str

    def __str__(self) -> str:
        return self.en

    def get(self, lang: str) -> str:
        """The message in ``lang`` ("ja" or "en"); English for any other or a missing translation."""
        return self.ja if lang == "ja" and self.ja else self.en

    @classmethod
    def of(cls, value: str | Text) -> Text:
        """``value`` as a Text: a plain string (an OS error, a parser's message) has no Japanese."""
        return value if isinstance(value, Text) else cls(str(value), "")
