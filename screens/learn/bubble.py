"""How the learning aids point at the table: a glow around what to click and a speech bubble."""

from __future__ import annotations

import pygame

from screens.kit.text.rich import RichFont
from screens.kit.text.wrap import wrap

LIGHT = (120, 230, 255)
BACK = (16, 24, 36)
EDGE = (120, 230, 255)
HEAD = (120, 230, 255, 255)
TEXT = (240, 240, 236, 255)
DIM = (160, 170, 186, 255)


def glow(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """A bright double frame around ``rect``: click here."""
    width = max(2, round(3 * scale))
    pygame.draw.rect(surface, LIGHT, rect.inflate(2 * width + 2, 2 * width + 2), width=width,
                     border_radius=round(8 * scale))
    pygame.draw.rect(surface, (255, 255, 255), rect.inflate(width * 4 + 4, width * 4 + 4), width=1,
                     border_radius=round(10 * scale))


def bubble(surface: pygame.Surface, area: pygame.Rect, title: str, text: str, scale: float, *,
           anchor: pygame.Rect | None = None, footer: str = "") -> pygame.Rect:
    """A box of wrapped ``text`` under a ``title`` inside ``area``, away from ``anchor`` (the lit
    thing: the box goes to the top of the area, or to its bottom when the anchor is up there)."""
    pad = round(12 * scale)
    width = min(area.width - 2 * pad, round(620 * scale))
    head = RichFont(round(15 * scale), bold=True, color=HEAD, line_spacing=1.0)
    body = RichFont(round(15 * scale), color=TEXT, line_spacing=1.05)
    foot = RichFont(round(12 * scale), color=DIM, line_spacing=1.0)
    lines = [(head, title)] + [(body, line) for line in wrap(text, width - 2 * pad, body.measure, body.pattern)]
    if footer:  # wrapped too: a narrow area (a table's coach_area) must not push it past the box
        lines += [(foot, line) for line in wrap(footer, width - 2 * pad, foot.measure, foot.pattern)]
    height = round(sum(font.line_height for font, _ in lines)) + 2 * pad
    box = pygame.Rect(0, 0, width, height)
    box.centerx = area.centerx
    box.top = area.top + pad
    if anchor is not None and box.colliderect(anchor.inflate(0, round(16 * scale))):
        box.bottom = min(area.bottom, anchor.top) - pad if anchor.top - area.top > height + 2 * pad else area.bottom - pad
        if box.colliderect(anchor):
            box.top = anchor.bottom + pad
    pygame.draw.rect(surface, BACK, box, border_radius=round(10 * scale))
    pygame.draw.rect(surface, EDGE, box, width=2, border_radius=round(10 * scale))
    y = float(box.top + pad)
    for font, line in lines:
        font.draw_line(surface, box.left + pad, y, line)
        y += font.line_height
    return box
