"""The shared backdrop behind every screen: a quiet vertical gradient, blitted from one cached strip."""

from __future__ import annotations

from functools import lru_cache

import pygame

BACKGROUND_TOP = (30, 38, 54)
BACKGROUND_BOTTOM = (14, 18, 27)

BACKDROP_STRIP = 128  # the backdrop is blitted in strips this wide: a window's pixels in a tenth of its memory (issue #28)


@lru_cache(maxsize=4)
def _backdrop_strip(height: int) -> pygame.Surface:
    """``BACKDROP_STRIP`` pixels wide, ``height`` tall: the backdrop's colours from top to bottom
    (every column of the backdrop is the same, so a strip tiles it exactly)."""
    strip = pygame.Surface((BACKDROP_STRIP, max(1, height)))
    if height < 1:
        return strip
    span = max(1, height - 1)
    column = bytearray(3 * height)  # one pixel wide, RGB: a channel at a time (a fill per row was 3 ms of start-up)
    for channel, (a, b) in enumerate(zip(BACKGROUND_TOP, BACKGROUND_BOTTOM, strict=True)):
        column[channel::3] = bytes([round(a + (b - a) * (y / span)) for y in range(height)])
    strip.blit(pygame.transform.scale(pygame.image.frombuffer(column, (1, height), "RGB"), strip.get_size()), (0, 0))
    return strip


def draw_backdrop(surface: pygame.Surface) -> None:
    """The shared background, a quiet vertical gradient, blitted into ``surface``."""
    width, height = surface.get_size()
    strip = _backdrop_strip(height)
    surface.blits([(strip, (x, 0)) for x in range(0, width, BACKDROP_STRIP)], doreturn=False)
