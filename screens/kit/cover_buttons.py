"""Buttons drawn by a full-screen cover (the curtain, a public moment): no pygame-gui widget may
show through a cover, so it draws its own and hit-tests them itself."""

from __future__ import annotations

import pygame

from screens.kit import style
from screens.kit.text.fonts import text_surface


def draw_buttons(surface: pygame.Surface, labels: list[tuple[str, str]], center_y: int, scale: float,
                 pointer: tuple[int, int] | None = None, left: int | None = None) -> list[tuple[pygame.Rect, str]]:
    """Draw ``(key, label)`` buttons in a row (centred, or from ``left``); their rects with their keys."""
    size = round(20 * scale)
    images = [(key, text_surface(label, size, True, style.TEXT)) for key, label in labels]
    pad, gap = round(18 * scale), round(16 * scale)
    widths = [image.get_width() + 2 * pad for _, image in images]
    height = max((image.get_height() for _, image in images), default=0) + round(14 * scale)
    x = (surface.get_width() - sum(widths) - gap * (len(widths) - 1)) // 2 if left is None else left
    found = []
    for (key, image), width in zip(images, widths, strict=True):
        rect = pygame.Rect(x, center_y - height // 2, width, height)
        lit = pointer is not None and rect.collidepoint(pointer)
        pygame.draw.rect(surface, style.BUTTON_HOVER if lit else style.BUTTON, rect, border_radius=style.RADIUS)
        pygame.draw.rect(surface, style.PANEL_EDGE, rect, width=max(1, round(scale)), border_radius=style.RADIUS)
        surface.blit(image, image.get_rect(center=rect.center))
        found.append((rect, key))
        x += width + gap
    return found


def hit(buttons: list[tuple[pygame.Rect, str]], pos: tuple[int, int]) -> str | None:
    return next((key for rect, key in buttons if rect.collidepoint(pos)), None)
