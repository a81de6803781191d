"""Cached NotoSansJP fonts and cached text surfaces (render text once, blit many times)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from screens.kit.resources import FONT_BOLD, FONT_REGULAR

RGBA = tuple[int, int, int, int] | tuple[int, int, int]


@lru_cache(maxsize=256)
def get_font(size: int, bold: bool = False) -> pygame.font.Font:
    """NotoSansJP (regular or bold) at ``size`` px; one Font object per (size, bold)."""
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(FONT_BOLD if bold else FONT_REGULAR, max(1, int(size)))


@lru_cache(maxsize=4096)
def text_surface(
    text: str, size: int, bold: bool = False, color: RGBA = (0, 0, 0)
) -> pygame.Surface:
    """``text`` rendered anti-aliased on a transparent surface; shared, so never draw on it."""
    return get_font(size, bold).render(text, True, color)


def centred(text: pygame.Surface, size: int, center: tuple[float, float]) -> pygame.Rect:
    """Where to blit a line rendered at ``size`` px so its glyphs (not its box) centre on ``center``.

    NotoSansJP's box has more room above the glyphs than below; this lifts it by a tenth.
    """
    rect = text.get_rect(center=(round(center[0]), round(center[1])))
    rect.y -= round(size * 0.1)
    return rect
