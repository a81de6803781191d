"""``rules_reference.toml``: the F1 rules reference of the table, a player's reading of the digest
(rules/fatal-fight.md) in Japanese and English (issue #14, moved out of the code by #17)."""

from __future__ import annotations

from pydantic import Field

from engine.core.data.spec import SettingsModel


class ReferenceSection(SettingsModel):
    """One section: the rule ids it covers ("" for none), its title and its text (frozen, so the
    screen's page cache can be keyed on the sections)."""

    rules: str = ""
    title: str = Field(min_length=1)
    title_en: str = Field(min_length=1)
    text: str = Field(min_length=1)
    text_en: str = Field(min_length=1)

    def title_in(self, lang: str) -> str:
        return self.title if lang == "ja" else self.title_en

    def text_in(self, lang: str) -> str:
        return self.text if lang == "ja" else self.text_en


class RulesReference(SettingsModel):
    """``rules_reference.toml``: its sections, in reading order (a data set without the file has
    none; the table then shows the shipped reference)."""

    section: list[ReferenceSection] = []
