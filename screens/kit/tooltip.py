"""A tooltip: a short text in a box under (or over) the control it explains.

Used for a greyed control's reason (the action bar, the table's Undo). Nothing is drawn
while a modal window is open (``screens/kit/overlay.py``).
"""

from __future__ import annotations

import pygame

from screens.kit import style
from screens.kit.overlay import overlays_allowed
from screens.kit.text.fonts import get_font, text_surface
from screens.kit.text.wrap import wrap


def draw_tooltip(surface: pygame.Surface, text: str, anchor: pygame.Rect, font_px: int) -> pygame.Rect | None:
    """``text`` in a box below ``anchor`` (above it when there is no room), inside ``surface``,
    wrapped to at most half the window's width; returns where it went (None: not drawn)."""
    if not text or not overlays_allowed():
        return None
    bounds = surface.get_rect().inflate(-8, -8)
    pad = max(4, font_px // 2)
    font = get_font(font_px)
    lines = wrap(text, max(font_px * 8, bounds.width // 2) - 2 * pad, lambda t: font.size(t)[0]) or [text]
    images = [text_surface(line, font_px, False, style.TEXT) for line in lines]
    line_h = font.get_linesize()
    box = pygame.Rect(0, 0, max(i.get_width() for i in images) + 2 * pad, line_h * len(images) + 2 * pad)
    box.midtop = (anchor.centerx, anchor.bottom + pad)
    if box.bottom > bounds.bottom:
        box.midbottom = (anchor.centerx, anchor.top - pad)
    box = box.clamp(bounds)
    pygame.draw.rect(surface, style.PANEL, box, border_radius=style.RADIUS)
    pygame.draw.rect(surface, style.PANEL_EDGE, box, width=1, border_radius=style.RADIUS)
    for i, image in enumerate(images):
        surface.blit(image, (box.left + pad, box.top + pad + i * line_h))
    return box
