"""The shapes pygame-gui draws for the first screen, kept between runs (issue #28).

pygame-gui draws each state of a rounded button at 4× and scales it down (about 7 ms a state,
most of the time to the title). It keeps what it drew in its theme's shape cache under an id that
names the shape, size, shadow, borders, colours and corner radii, and hands a copy to any widget
with the same id. ``KeptShapes`` is that cache, seeded at start-up from a derived file
(``engine/core/derived_files.py``) holding the shapes the previous start drew before its first
frame; this start writes the file again only when it drew a shape the file lacked.

The file's key is every input of those pixels beyond pygame-gui's id: the theme as loaded (its
file and the UI scale), the pygame-gui code and default theme that draw them, pygame-ce's and SDL's
versions and the machine. A shape comes back in the pixel format it was drawn in, byte for byte;
a file that does not read as that (missing, cut short, another format) is ignored.
"""

from __future__ import annotations

import json
import platform
import struct
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any, NamedTuple

import pygame
import pygame_gui
from pygame_gui.core.surface_cache import SurfaceCache
from pygame_gui.core.ui_appearance_theme import UIAppearanceTheme

from engine.core import derived_files

FORMAT = "kept shapes 1"
# pygame-gui's code and data that decide a shape's pixels, beside the theme
DRAWING = (
    "core/drawable_shapes/drawable_shape.py", "core/drawable_shapes/rounded_rect_drawable_shape.py",
    "core/drawable_shapes/rect_drawable_shape.py", "core/drawable_shapes/ellipse_drawable_shape.py",
    "core/surface_cache.py", "core/utility.py", "core/colour_gradient.py", "core/colour_parser.py",
    "core/ui_shadow.py", "core/ui_appearance_theme.py", "data/default_theme.json",
)
_HEAD = struct.Struct("<I")


class Shape(NamedTuple):
    """One cached shape as stored: pygame-gui's id, the surface's format and its pixel bytes."""

    id: str
    size: tuple[int, int]
    flags: int
    bitsize: int
    masks: tuple[int, int, int, int]
    pitch: int
    pixels: bytes

    @classmethod
    def of(cls, shape_id: str, surface: pygame.Surface) -> Shape:
        size, flags, bitsize, masks, pitch = _layout(surface)
        return cls(shape_id, size, flags, bitsize, masks, pitch, surface.get_buffer().raw)

    def surface(self) -> pygame.Surface | None:
        """The surface again, or None when this machine would not lay it out the same way."""
        made = pygame.Surface(self.size, self.flags, self.bitsize, self.masks)
        if _layout(made) != self[1:6] or len(self.pixels) != self.pitch * self.size[1]:
            return None
        made.get_buffer().write(self.pixels, 0)
        return made


def _layout(surface: pygame.Surface) -> tuple[Any, ...]:
    """A surface's size and pixel format: what its bytes mean."""
    return (surface.get_size(), surface.get_flags() & pygame.SRCALPHA, surface.get_bitsize(),
            surface.get_masks(), surface.get_pitch())


def encode(shapes: Iterable[Shape]) -> bytes:
    """A header (JSON: each shape's id and format) then every shape's pixels, in order."""
    shapes = list(shapes)
    head = json.dumps([[s.id, *s.size, s.flags, s.bitsize, *s.masks, s.pitch] for s in shapes]).encode()
    return _HEAD.pack(len(head)) + head + b"".join(s.pixels for s in shapes)


def decode(content: bytes) -> list[Shape]:
    """The shapes ``encode`` wrote; ValueError (or a TypeError from a foreign header) when it is not that."""
    (length,) = _HEAD.unpack_from(content)
    offset = _HEAD.size + length
    shapes = []
    for shape_id, width, height, flags, bitsize, r, g, b, a, pitch in json.loads(content[_HEAD.size:offset]):
        end = offset + pitch * height
        if not isinstance(shape_id, str) or end > len(content):
            raise ValueError("shape file cut short")
        shapes.append(Shape(shape_id, (width, height), flags, bitsize, (r, g, b, a), pitch, content[offset:end]))
        offset = end
    if offset != len(content):
        raise ValueError("shape file too long")
    return shapes


class KeptShapes(SurfaceCache):
    """pygame-gui's shape cache, seeded with the shapes of the last start's first screen, noting
    the shapes this start uses until ``settle`` (the first screen is up) keeps them for the next."""

    def __init__(self, name: str, key: bytes, empty: SurfaceCache | None = None) -> None:
        if empty is not None:  # take over the theme's own empty cache: its 4 MB sheet, not a second one
            vars(self).update(vars(empty))
        else:
            super().__init__()
        self.name, self.key = name, key
        self.starting = True
        self.drew = 0  # shapes this start drew itself (not found kept)
        self._kept: dict[str, Shape] = {}
        self._used: dict[str, Shape] = {}
        for shape in self._read():
            surface = shape.surface()
            if surface is not None:
                super().add_surface_to_cache(surface, shape.id)
                self._kept[shape.id] = shape

    def _read(self) -> list[Shape]:
        content = derived_files.read(self.name, self.key)
        if content is None:
            return []
        try:
            return decode(content)
        except (ValueError, TypeError, struct.error):
            return []

    def find_surface_in_cache(self, lookup_id: str) -> pygame.Surface | None:
        found = super().find_surface_in_cache(lookup_id)
        if self.starting and found is not None and lookup_id in self._kept:
            self._used[lookup_id] = self._kept[lookup_id]
        return found

    def add_surface_to_cache(self, surface: pygame.Surface, string_id: str) -> None:
        super().add_surface_to_cache(surface, string_id)
        if self.starting:
            self._used[string_id] = Shape.of(string_id, surface)
            self.drew += 1

    def settle(self) -> None:
        """The first screen is up: when it drew shapes the file lacked, keep the ones it used."""
        if not self.starting:
            return
        self.starting = False
        if self.drew:
            derived_files.write(self.name, self.key, encode(self._used.values()))
        self._kept, self._used = {}, {}


def shapes_key(theme: Mapping[str, Any]) -> bytes:
    """Every input of a kept shape's pixels beyond pygame-gui's id (OSError: pygame-gui's files unreadable)."""
    root = Path(pygame_gui.__file__).parent
    code = [derived_files.file_stamp(root / part) for part in DRAWING]
    versions = f"{pygame.version.ver} {pygame.get_sdl_version()} {platform.machine()} {sys.byteorder}"
    return derived_files.digest(FORMAT, versions, json.dumps(theme, sort_keys=True), *code)


def keep_shapes(theme: UIAppearanceTheme, loaded: Mapping[str, Any], scale: float) -> None:
    """Give ``theme`` (``loaded`` as its theme data, at UI ``scale``) a shape cache kept between runs."""
    try:
        key = shapes_key(loaded)
    except OSError:
        return
    theme.shape_cache = KeptShapes(f"first-screen-shapes-{round(scale * 100)}.bin", key, theme.shape_cache)


def settle_shapes(theme: UIAppearanceTheme) -> None:
    """The first screen drawn with ``theme`` is up (see ``KeptShapes.settle``)."""
    cache = theme.shape_cache
    if isinstance(cache, KeptShapes):
        cache.settle()
