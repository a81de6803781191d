"""The cards of a sandbox game as the table shows them: table faces on the table, the print
face large on hover (issue #24: cards on the table were print renders shrunk to ~2 px text)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame

from engine.core.layouts.schema import LayoutsFile
from engine.sandbox.game import SandboxGame
from screens.kit.cards.preview import HoverPreview
from screens.kit.cards.renderer import CardItem, CardRenderer, CardSource
from screens.kit.table_face import TableFace

PREVIEW_H = 380  # the hover preview's height at UI scale 1


class TableCards:
    """One game's card renderer (print faces, the hover preview) and its table faces."""

    def __init__(self, game: SandboxGame, data_dir: Path, now: Callable[[], tuple[str, float]]) -> None:
        layouts = game.db.settings.get("layouts.toml")
        assert isinstance(layouts, LayoutsFile), f"{game.id} ships no layouts.toml"
        self.now = now  # the language and UI scale at this moment (Settings may change them)
        lang, scale = now()
        self.renderer = CardRenderer(layouts, data_dir, lang=lang, cache_size=1024)
        self.faces = TableFace(self.renderer)
        self.preview = HoverPreview(self.renderer, height=round(PREVIEW_H * scale))

    def face_at(self, item: CardItem, size: tuple[int, int]) -> pygame.Surface:
        """``item`` at table size: the kit's table face (text at or above the floor × UI scale)."""
        lang, scale = self.now()
        return self.faces.draw(item, size, lang=lang, scale=scale)

    def source(self) -> CardSource:
        """The table faces as the kit's widgets take them (the spread of a pile looked through)."""
        lang, scale = self.now()
        return self.faces.source(lang, scale)
