"""Words that come from data in two languages (a card's ``name`` and ``name_en``).

Messages the app itself says live in the catalogs (engine/core/i18n/catalog.py, ``Msg``); a ``Text`` is
for words a data file gives in Japanese and English, so it answers the same ``get(lang)``.
``str(text)`` is the English.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Text:
    """Data words in English and Japanese. An empty ``ja`` (or any other language) is the English."""

    en: str
    ja: str

    def __str__(self) -> str:
        return self.en

    def get(self, lang: str) -> str:
        """The words in ``lang``; English for any other language or a missing translation."""
        return self.ja if lang == "ja" and self.ja else self.en
