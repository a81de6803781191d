"""What every My Crypto Saga drawing needs: the surface, the language, a px scaler, text that
fits (or ends in "…" with the whole on hover), and where the cards went (hover previews).

Sizes are design px at 100 % (``px`` makes them screen px); none is below ``FLOOR`` (issue #24).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from screens.kit import style
from screens.kit.cards.renderer import CardFace
from screens.kit.text.ellipsis import ellipsize
from screens.kit.text.fonts import text_surface
from screens.kit.text.rich import RichFont

FLOOR = 12  # the smallest text a player needs, in px at 100 %
INK = style.INK
DIM = style.INK_DIM
GOLD = style.GOLD
TURN = (255, 214, 102)
BAD = (235, 130, 120)
MARK = (150, 220, 205)
SLOT = (34, 62, 60)
PANEL = (18, 34, 36)
Colour = tuple[int, int, int]


@dataclass
class Painter:
    """Draws text in design px and records what the pointer may hover: cards and cut text."""

    surface: pygame.Surface
    lang: str
    px: Callable[[float], int]
    cards: list[tuple[pygame.Rect, CardFace]] = field(default_factory=list)  # face-up cards: where, as they stand
    tips: list[tuple[pygame.Rect, str]] = field(default_factory=list)  # cut text: (where, the whole)

    def text(self, text: str, size: float, pos: tuple[int, int], color: Colour = INK, bold: bool = False,
             width: int | None = None, anchor: str = "topleft") -> pygame.Rect:
        """One line at ``size`` design px; wider than ``width`` → cut at a word with "…", the whole
        shown when the pointer rests on it (``tips``)."""
        px = self.px(max(size, FLOOR))
        shown = text
        if width is not None:
            font = RichFont(px, bold=bold)
            if font.measure(text) > width:
                shown = ellipsize(text, width, font)
        image = text_surface(shown, px, bold, color)
        rect = image.get_rect(**{anchor: pos})
        self.surface.blit(image, rect)
        if shown != text:
            self.tips.append((rect, text))
        return rect

    def size(self, text: str, size: float, bold: bool = False) -> tuple[int, int]:
        """The size in px of ``text`` drawn at ``size`` design px."""
        return text_surface(text, self.px(max(size, FLOOR)), bold, INK).get_size()

    def line_height(self, size: float) -> int:
        return round(RichFont(self.px(max(size, FLOOR))).line_height)

