"""Buttons drawn inside the table's panels (the shop, rewards, the ending): drawn and registered
in one call, hit-tested afterwards. Their values are engine actions or screen commands."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from screens.fatal_fight import paint
from screens.fatal_fight.scene import Hit, Scene


@dataclass(frozen=True)
class Button:
    rect: pygame.Rect
    label: str
    value: Any
    enabled: bool = True


class Buttons:
    """The buttons of the last draw."""

    def __init__(self) -> None:
        self.items: list[Button] = []

    def clear(self) -> None:
        self.items = []

    def add(self, surface: pygame.Surface, scene: Scene, rect: pygame.Rect, label: str, value: Any, *,
            enabled: bool = True, primary: bool = False, size: int | None = None) -> Button:
        """Draw a button and remember it; a disabled one is drawn dim and never returned by ``at``."""
        button = Button(pygame.Rect(rect), label, value, enabled)
        self.items.append(button)
        hovered = enabled and scene.hover == Hit("button", value)
        if not enabled:
            fill, edge, colour = (40, 44, 52), paint.PANEL_EDGE, paint.TEXT_DIM
        elif primary:
            fill, edge, colour = ((246, 206, 110) if hovered else paint.GOLD), paint.GOLD_DEEP, paint.TEXT_DARK
        else:
            fill, edge, colour = ((80, 100, 128) if hovered else (58, 72, 92)), \
                (paint.GOLD if hovered else paint.PANEL_EDGE), paint.TEXT
        paint.panel(surface, rect, fill, edge, max(3, rect.height // 4))
        floor = scene.px(12)  # a long label wraps to a second line rather than shrink under 12 px (issue #24)
        paint.paragraph(surface, label, rect.inflate(-scene.px(8), -2), max(floor, size or scene.px(13)), bold=True,
                        colour=colour, align="center", valign="middle", min_size=floor)
        return button

    def at(self, pos: tuple[int, int]) -> Button | None:
        return next((b for b in reversed(self.items) if b.enabled and b.rect.collidepoint(pos)), None)
