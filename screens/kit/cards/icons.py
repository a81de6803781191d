"""Inline icons of a game's ``[icons]`` table: an image, or a pictogram or glyph in a coloured disc.

A pictogram is named by the icon's ``pictogram`` field (``assets/icons/game-icons/<name>.svg``,
white on transparent, credited in ``assets/icons/CREDITS.md``): language-neutral pictures
instead of kanji in English (issues #14, #15). Without one the glyph is drawn.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from pathlib import Path

import pygame

from engine.core.layouts.schema import Icon, pictogram_path
from screens.kit.cards.images import load_image, scaled
from screens.kit.text.fonts import get_font, text_surface

UNKNOWN = Icon(glyph="?", fill=(120, 120, 120, 255))


class IconSet:
    """Icons by key at any pixel size, drawn once per (key, size)."""

    def __init__(self, icons: Mapping[str, Icon], data_dir: Path | None = None) -> None:
        self._icons = dict(icons)
        self._data_dir = data_dir
        self._cache: dict[tuple[str, int], pygame.Surface] = {}
        self.missing_images: set[str] = set()  # image paths that could not be loaded

    def keys(self) -> Collection[str]:
        return self._icons.keys()

    def icon(self, key: str, size: int) -> pygame.Surface:
        """The icon ``key`` as a ``size`` × ``size`` surface (a "?" disc for an unknown key)."""
        cached = self._cache.get((key, size))
        if cached is None:
            cached = self._cache[(key, size)] = self._draw(self._icons.get(key, UNKNOWN), size)
        return cached

    def _draw(self, icon: Icon, size: int) -> pygame.Surface:
        if icon.image:
            image = load_image(self._data_dir / icon.image) if self._data_dir else None
            if image is not None:
                return scaled(image, (size, size), "contain")
            self.missing_images.add(icon.image)
        surface = pygame.Surface((size, size), pygame.SRCALPHA)
        centre, radius = (size / 2, size / 2), size / 2
        ring = tuple(max(0, c - 70) for c in icon.fill[:3])
        pygame.draw.aacircle(surface, ring, centre, radius)
        pygame.draw.aacircle(surface, icon.fill, centre, max(1.0, radius - max(1, size // 12)))
        if icon.pictogram:
            inner = max(1, round(size * 0.68))
            picture = pictogram(icon.pictogram, inner, icon.color)
            surface.blit(picture, picture.get_rect(center=(size // 2, size // 2)))
            return surface
        glyph_px = max(1, round(size * (0.62 if len(icon.glyph) == 1 else 0.42)))
        glyph = text_surface(icon.glyph, glyph_px, True, icon.color)
        font = get_font(glyph_px, True)
        em_top = font.get_ascent() - 0.88 * glyph_px
        surface.blit(glyph, ((size - glyph.get_width()) / 2, (size - glyph_px) / 2 - em_top))
        return surface


def pictogram(name: str, size: int, colour: tuple[int, ...]) -> pygame.Surface:
    """A bundled pictogram (white SVG) drawn ``size`` × ``size`` in ``colour``."""
    picture = pygame.image.load_sized_svg(str(pictogram_path(name)), (size, size))
    flat = pygame.Surface(picture.get_size(), pygame.SRCALPHA)
    flat.blit(picture, (0, 0))
    flat.fill((*colour[:3], 255), special_flags=pygame.BLEND_RGBA_MULT)
    return flat
