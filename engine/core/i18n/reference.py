"""``rules_reference.toml``: a game's F1 rules reference, the digest as a player reads it at the
table, in Japanese and English (issue #14, shared by every game since #27).

Sections come in reading order: how a turn or round goes in players' words first, then the icons
and numbers on the cards, then the details with their rule ids. ``topics`` names the decision
kinds (or a table's own topics, such as an open attack panel) at which F1 opens on that section.
"""

from __future__ import annotations

from pydantic import Field

from engine.core.data.spec import SettingsModel


class ReferenceSection(SettingsModel):
    """One section: the rule ids it covers ("" for none), its title and its text (frozen, so a
    screen's page cache can be keyed on the sections) and the topics it answers."""

    rules: str = ""
    title: str = Field(min_length=1)
    title_en: str = Field(min_length=1)
    text: str = Field(min_length=1)
    text_en: str = Field(min_length=1)
    topics: tuple[str, ...] = ()

    def title_in(self, lang: str) -> str:
        return self.title if lang == "ja" else self.title_en

    def text_in(self, lang: str) -> str:
        return self.text if lang == "ja" else self.text_en


class RulesReference(SettingsModel):
    """``rules_reference.toml``: its sections, in reading order (a data set without the file has
    none; the table then shows the shipped reference)."""

    section: tuple[ReferenceSection, ...] = ()

    def opening(self, topic: str) -> int:
        """The index of the first section about ``topic`` (0 when none is)."""
        return next((i for i, s in enumerate(self.section) if topic in s.topics), 0)
