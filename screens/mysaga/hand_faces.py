"""The kit's table faces as the hand widget's card source, at the width the table's layout gives.

A My Crypto Saga hand is at most 3 cards (MS-G1) under a wide field: each card gets a third of
the row, landscape, so its skill text reads in long lines at or above the floor rather than in a
narrow portrait card (``TableFace.source`` keeps the print's proportions).
"""

from __future__ import annotations

import pygame

from engine.core.kernel.view import Hidden
from screens.kit.cards.renderer import CardItem
from screens.kit.table_face import FaceState, TableFace


class HandFaces:
    """``surface_for(item, height=h)`` → the table face at (``width`` × h); a ``CardSource``."""

    def __init__(self, faces: TableFace, lang: str, scale: float, width: int) -> None:
        self.faces = faces
        self.lang = lang
        self.scale = scale
        self.width = width

    def surface_for(self, item: CardItem, *, width: int | None = None, height: int | None = None,
                    dimmed: bool = False) -> pygame.Surface:
        size = (width or self.width, height or round(self.width * 0.4))
        return self.faces.draw(item, size, lang=self.lang, scale=self.scale, state=FaceState(dimmed=dimmed))

    def render_back(self, name: str = "", *, width: int | None = None, height: int | None = None) -> pygame.Surface:
        return self.surface_for(Hidden("card", name), width=width, height=height)

    def back_size_mm(self, name: str) -> tuple[float, float]:
        return self.faces.renderer.back_size_mm(name)
