"""The banner over the gallery's grid: the data files that no longer load, each problem as
``file:line:column: card.field: message`` (the cards keep their last good version)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from engine.core.data.problems import Problem
from screens.gallery.grid import fitted_text
from screens.gallery.shared import short_path
from screens.kit import style
from screens.kit.i18n import tr
from screens.kit.text.fonts import text_surface

BANNER_LINES = 4

Px = Callable[[float], int]


def banner_height(problems: int, px: Px) -> int:
    """Its height for ``problems`` problems (0: no banner)."""
    lines = min(problems, BANNER_LINES)
    return 0 if not lines else px(36) + (lines + (problems > lines)) * px(20)


def draw_banner(surface: pygame.Surface, rect: pygame.Rect, problems: Sequence[Problem], lang: str, px: Px) -> None:
    pygame.draw.rect(surface, (92, 30, 34), rect, border_radius=px(8))
    pygame.draw.rect(surface, style.DANGER, rect, 1, border_radius=px(8))
    y = rect.top + px(8)
    head = text_surface(tr("gallery.file_errors", lang, count=len(problems)), px(16), True, (255, 226, 220))
    surface.blit(head, (rect.left + px(12), y))
    y += px(24)
    lines = [p.text(lang).replace(p.file, short_path(p.file), 1) for p in problems[:BANNER_LINES]]
    if len(problems) > BANNER_LINES:
        lines.append(tr("gallery.more", lang, n=len(problems) - BANNER_LINES))
    for line in lines:
        text = fitted_text(line, px(14), False, (255, 208, 200), rect.width - px(24))
        surface.blit(text, (rect.left + px(12), y))
        y += px(20)
