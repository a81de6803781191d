"""Zoom and pixel-peek of the detail view: card sizes in percent of real size, the loupe.

100 % is the card at its printed size on this screen: ``SCREEN_DPI`` (96, the CSS and
Windows reference) times the UI scale, so with the UI scale set to match the monitor a
card at 100 % measures on the glass what it measures on paper. Zoom goes from the size
that fits ("fit") up to ``MAX_ZOOM``; at ``PRINT_ZOOM`` each pixel of the 300-dpi print
file is one screen pixel. Pixel-peek magnifies the print-resolution render under the
pointer (nearest neighbour, so single pixels show) and names the pixel and its colour.
"""

from __future__ import annotations

import pygame

from screens.kit.text.fonts import text_surface

SCREEN_DPI = 96.0
PRINT_DPI = 300.0
PRINT_ZOOM = PRINT_DPI / SCREEN_DPI  # 3.125: print pixels 1:1 at UI scale 1
LEVELS = (0.5, 0.75, 1.0, 1.5, 2.0, PRINT_ZOOM, 4.0)
MAX_ZOOM = LEVELS[-1]
PEEK_PX = 200  # the loupe's size on screen
PEEK_FACTOR = 6  # screen pixels per print pixel inside the loupe


def card_height(size_mm: tuple[float, float], zoom: float, ui_scale: float) -> int:
    """The height in screen pixels of a card ``size_mm`` at ``zoom`` (1.0 = real size)."""
    return max(1, round(size_mm[1] / 25.4 * SCREEN_DPI * ui_scale * zoom))


def zoom_of(height: int, size_mm: tuple[float, float], ui_scale: float) -> float:
    """The zoom a card drawn ``height`` px tall is shown at."""
    return height / (size_mm[1] / 25.4 * SCREEN_DPI * ui_scale)


def step(zoom: float | None, fit: float, direction: int) -> float | None:
    """The next zoom level in ``direction`` (+1 in, -1 out) from ``zoom`` (None = fit).

    Zooming out past the fitting size returns to "fit" (None).
    """
    current = fit if zoom is None else zoom
    if direction > 0:
        bigger = [z for z in LEVELS if z > current + 1e-6]
        return bigger[0] if bigger else current
    smaller = [z for z in LEVELS if z < current - 1e-6]
    if not smaller or smaller[-1] <= fit + 1e-6:
        return None
    return smaller[-1]


def zoom_label(zoom: float) -> str:
    return f"{zoom * 100:.0f} %"


def draw_peek(
    surface: pygame.Surface,
    pointer: tuple[int, int],
    card_rect: pygame.Rect,
    print_render: pygame.Surface,
) -> pygame.Rect:
    """The loupe beside ``pointer`` over a card drawn at ``card_rect``: the print render's
    pixels around the pointed spot, ``PEEK_FACTOR`` times, a crosshair, the pixel's colour."""
    scale = print_render.get_width() / card_rect.width
    px = min(print_render.get_width() - 1, max(0, int((pointer[0] - card_rect.left) * scale)))
    py = min(print_render.get_height() - 1, max(0, int((pointer[1] - card_rect.top) * scale)))
    span = PEEK_PX // PEEK_FACTOR
    source = pygame.Rect(px - span // 2, py - span // 2, span, span)
    patch = pygame.Surface((span, span), pygame.SRCALPHA)
    patch.fill((60, 60, 60, 255))
    patch.blit(print_render, (0, 0), source)
    loupe = pygame.transform.scale(patch, (span * PEEK_FACTOR, span * PEEK_FACTOR))
    rect = loupe.get_rect(topleft=(pointer[0] + 24, pointer[1] + 24))
    rect.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, (10, 10, 14), rect.inflate(6, 6))
    surface.blit(loupe, rect)
    cell = pygame.Rect(0, 0, PEEK_FACTOR, PEEK_FACTOR)
    cell.topleft = (rect.left + (span // 2) * PEEK_FACTOR, rect.top + (span // 2) * PEEK_FACTOR)
    pygame.draw.rect(surface, (255, 255, 255), cell.inflate(2, 2), 1)
    colour = print_render.get_at((px, py))
    words = f"{px}, {py} px @ {PRINT_DPI:g} dpi   #{colour.r:02x}{colour.g:02x}{colour.b:02x}"
    label = text_surface(words, 14, True, (240, 240, 240))
    plate = label.get_rect(topleft=(rect.left, rect.bottom + 4)).inflate(8, 4)
    plate.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, (10, 10, 14), plate)
    surface.blit(label, label.get_rect(center=plate.center))
    return rect
