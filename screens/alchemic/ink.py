"""What the Alchemic table's parts draw with: table faces, words, sizes at the UI scale (issue #24).

The parts (``board``, ``battle_view``, ``card_note``) get an ``Ink`` from the table instead of the
table itself, so nothing imports the table class back.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from screens.kit import style
from screens.kit.cards.renderer import CardItem
from screens.kit.table_face import PLAIN, FaceState, TableFace
from screens.kit.text.fonts import RGBA
from screens.kit.text.rich import RichFont
from screens.kit.text.wrap import wrap

INK = (236, 232, 223)
DIM = (170, 178, 176)  # captions: still 7:1 on the felt
WARN = (255, 196, 90)
SLOT = (60, 92, 88)

Hotspots = list[tuple[pygame.Rect, CardItem]]  # where a card is drawn, for the hover preview


@dataclass
class Ink:
    faces: TableFace
    lang: str
    scale: float
    tr: Callable[..., str]  # a catalog id and its fields -> words in ``lang``
    item: Callable[[Any], CardItem]  # a card instance as the view gives it -> what to draw
    name: Callable[[str], str]  # a card instance -> its name in ``lang``
    card_cap: int | None = None  # the tallest a card is drawn here (None: as the room allows)

    def names(self, cards: list[Any]) -> list[str]:
        return [self.name(c) for c in cards if isinstance(c, str) and c]

    def px(self, value: float) -> int:
        return round(value * self.scale)

    def font(self, size: float, color: RGBA = INK, bold: bool = False) -> RichFont:
        return RichFont(self.px(size), bold=bold, color=color, line_spacing=1.0)

    def lines(self, text: str, width: int, size: float, bold: bool = False) -> list[str]:
        font = self.font(size, bold=bold)
        return wrap(text, width, font.measure, font.pattern)

    def paragraph(self, surface: pygame.Surface, text: str, x: int, y: int, width: int, size: float,
                  color: RGBA = INK, bold: bool = False) -> int:
        """``text`` wrapped to ``width`` from (x, y); returns the y under it."""
        font = self.font(size, color, bold)
        for line in wrap(text, width, font.measure, font.pattern):
            font.draw_line(surface, x, y, line)
            y += round(font.line_height)
        return y

    def height(self, text: str, width: int, size: float, bold: bool = False) -> int:
        return len(self.lines(text, width, size, bold)) * round(self.font(size, bold=bold).line_height)

    def card(self, surface: pygame.Surface, instance: Any, rect: pygame.Rect, hotspots: Hotspots,
             state: FaceState = PLAIN) -> None:
        """The card ``instance`` (a ``Hidden`` or "" is a back) at table size in ``rect``."""
        item = self.item(instance)
        surface.blit(self.faces.draw(item, rect.size, lang=self.lang, scale=self.scale, state=state), rect)
        hotspots.append((rect, item))

    def slot(self, surface: pygame.Surface, rect: pygame.Rect, label: str) -> None:
        """An empty field slot with its name."""
        pygame.draw.rect(surface, SLOT, rect, width=max(1, self.px(2)), border_radius=self.px(8))
        font = self.font(13, DIM)
        inner = rect.inflate(-2 * self.px(6), -2 * self.px(6))
        font.draw_lines(surface, inner, wrap(label, inner.width, font.measure, font.pattern), "center", "middle")

    def panel(self, surface: pygame.Surface, rect: pygame.Rect, lit: bool = False) -> None:
        """A seat panel's ground; ``lit``: the seat that decides now."""
        pygame.draw.rect(surface, (20, 38, 37), rect, border_radius=self.px(10))
        edge = style.ACCENT if lit else (44, 74, 70)
        pygame.draw.rect(surface, edge, rect, width=max(1, self.px(2 if lit else 1)), border_radius=self.px(10))
