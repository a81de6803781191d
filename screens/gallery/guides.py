"""Print guides over a card drawn at any size: the bleed edge, the trim line, the safe area."""

from __future__ import annotations

import pygame

from engine.core.layouts.schema import Template
from screens.gallery.cardset import BELOW_MIN, CHANGED, MISSING_IMAGE, OVERFLOW, SHRUNK, VALIDATION

BLEED = (236, 72, 72)
TRIM = (40, 200, 255)
SAFE = (110, 226, 110)
GUIDE_COLOURS = {"bleed": BLEED, "trim": TRIM, "safe": SAFE}  # legend key -> colour

# One colour per problem kind: tile badges, filter buttons and the detail list agree.
PROBLEM_COLOURS = {
    OVERFLOW: (226, 62, 52),
    BELOW_MIN: (240, 150, 40),
    MISSING_IMAGE: (150, 110, 230),
    VALIDATION: (232, 60, 140),
    SHRUNK: (80, 170, 235),
    CHANGED: (70, 190, 120),
}
# ... and one letter, so a badge reads without telling colours apart.
PROBLEM_LETTERS = {OVERFLOW: "!", BELOW_MIN: "m", MISSING_IMAGE: "i", VALIDATION: "x", SHRUNK: "s", CHANGED: "c"}


def dashed_rect(
    surface: pygame.Surface, colour: tuple[int, int, int], rect: pygame.Rect, dash: int = 6
) -> None:
    """A one-pixel dashed outline."""
    for x in range(rect.left, rect.right, dash * 2):
        end = min(x + dash, rect.right)
        pygame.draw.line(surface, colour, (x, rect.top), (end, rect.top))
        pygame.draw.line(surface, colour, (x, rect.bottom - 1), (end, rect.bottom - 1))
    for y in range(rect.top, rect.bottom, dash * 2):
        end = min(y + dash, rect.bottom)
        pygame.draw.line(surface, colour, (rect.left, y), (rect.left, end))
        pygame.draw.line(surface, colour, (rect.right - 1, y), (rect.right - 1, end))


def bleed_band(
    surface: pygame.Surface, card: pygame.Rect, template: Template, colour: tuple[int, ...]
) -> None:
    """Draw the bleed area around ``card`` (before the card) in ``colour``, as it prints."""
    margin = round(template.bleed_mm * card.width / template.size_mm[0])
    if margin > 0:
        pygame.draw.rect(surface, colour[:3], card.inflate(2 * margin, 2 * margin))


def draw_guides(surface: pygame.Surface, card: pygame.Rect, template: Template) -> None:
    """Bleed edge (solid), trim line (solid) and safe area (dashed) of a card drawn at ``card``."""
    ppm = card.width / template.size_mm[0]
    bleed = round(template.bleed_mm * ppm)
    safe = round(template.safe_mm * ppm)
    pygame.draw.rect(surface, BLEED, card.inflate(2 * bleed, 2 * bleed), 1)
    pygame.draw.rect(surface, TRIM, card, 1)
    dashed_rect(surface, SAFE, card.inflate(-2 * safe, -2 * safe), max(3, card.width // 40))


def draw_badge(surface: pygame.Surface, kind: str, centre: tuple[int, int], radius: int) -> None:
    """A problem kind's badge: its colour and its letter in a dark-rimmed disc."""
    from screens.kit.text.fonts import text_surface

    pygame.draw.circle(surface, (16, 20, 28), centre, radius + 1)
    pygame.draw.circle(surface, PROBLEM_COLOURS.get(kind, (200, 60, 60)), centre, radius)
    letter = text_surface(
        PROBLEM_LETTERS.get(kind, "?"), max(6, round(radius * 1.5)), True, (255, 255, 255)
    )
    surface.blit(letter, letter.get_rect(center=centre))
