"""A card face with bleed: the trim-size render centred on a margin of its frame colour."""

from __future__ import annotations

import pygame

from engine.core.layouts import RGBA


def bleed_px(bleed_mm: float, dpi: float) -> int:
    return round(bleed_mm * dpi / 25.4)


def with_bleed(card: pygame.Surface, margin: int, fill: RGBA) -> pygame.Surface:
    """``card`` on an opaque canvas ``margin`` px larger each side, filled with ``fill``.

    The card's rounded corners show the fill too, so a guillotine cut at the trim line or a
    corner rounder leaves no white.
    """
    width, height = card.get_size()
    canvas = pygame.Surface((width + 2 * margin, height + 2 * margin))
    canvas.fill(fill[:3])
    canvas.blit(card, (margin, margin))
    return canvas
