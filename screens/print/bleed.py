"""A card face with bleed: the trim-size render centred on a margin of its frame colour,
and the optional cut line at its trim (``none``, a ``line`` or a ``rounded`` one)."""

from __future__ import annotations

import pygame

from engine.core.layouts.schema import RGBA

CUT_STYLES = ("none", "line", "rounded")
CUT_LINE_MM = 0.2


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


def cut_colour(fill: RGBA) -> tuple[int, int, int]:
    """A cut line that shows on the bleed: near-black on a light colour, near-white on a dark."""
    light = 0.299 * fill[0] + 0.587 * fill[1] + 0.114 * fill[2] > 140
    return (30, 30, 30) if light else (235, 235, 235)


def draw_cut_line(
    canvas: pygame.Surface,
    margin: int,
    size: tuple[int, int],
    style: str,
    corner_px: int,
    fill: RGBA,
    width: int = 1,
) -> None:
    """The trim line of a ``size`` card placed ``margin`` px into ``canvas``, as ``style`` says
    (``width`` px, inside the trim so a neighbour on the sheet never covers it)."""
    if style == "none":
        return
    trim = pygame.Rect(margin, margin, *size)
    radius = corner_px if style == "rounded" else 0
    pygame.draw.rect(canvas, cut_colour(fill), trim, width, border_radius=radius)
