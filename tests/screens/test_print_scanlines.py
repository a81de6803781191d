"""PNG scanlines made in one pass equal pygame's RGB conversion framed row by row, so the
files written are byte for byte those of the row-by-row encoder they replace (issue #28)."""

from __future__ import annotations

import random
import zlib

import pygame
import pytest

from screens.print.png import LEVEL, encode_png, scanlines


def framed_rows(surface: pygame.Surface) -> bytes:
    """The scanlines as they were made before: pygame's RGB bytes, a 0 filter byte before each row."""
    width, height = surface.get_size()
    rgb, stride = pygame.image.tobytes(surface, "RGB"), 3 * width
    return b"".join(b"\0" + rgb[y * stride : (y + 1) * stride] for y in range(height))


def noisy(surface: pygame.Surface, seed: int) -> pygame.Surface:
    """``surface`` with random pixels (alpha too, where it has one) and a few shapes on it."""
    rng = random.Random(seed)
    width, height = surface.get_size()
    for x in range(width):
        for y in range(height):
            surface.set_at((x, y), (rng.randrange(256), rng.randrange(256), rng.randrange(256), rng.randrange(256)))
    if width > 4 and height > 4:
        pygame.draw.rect(surface, (250, 10, 120, 90), (1, 1, width - 2, height - 2), 2, border_radius=3)
    return surface


FORMATS = {
    "opaque": lambda size: pygame.Surface(size),
    "alpha": lambda size: pygame.Surface(size, pygame.SRCALPHA),
    "bgra": lambda size: pygame.Surface(size, pygame.SRCALPHA, 32, (0xFF0000, 0xFF00, 0xFF, 0xFF000000)),
    "rgbx": lambda size: pygame.Surface(size, 0, 32, (0xFF, 0xFF00, 0xFF0000, 0)),
    "24-bit": lambda size: pygame.Surface(size, 0, 24),
    "16-bit": lambda size: pygame.Surface(size, 0, 16),
}


@pytest.mark.parametrize("kind", sorted(FORMATS))
@pytest.mark.parametrize("size", [(1, 1), (7, 3), (13, 9), (0, 4), (4, 0)])
def test_scanlines_equal_pygames_rgb_rows(kind: str, size: tuple[int, int]) -> None:
    surface = noisy(FORMATS[kind](size), seed=size[0] * 31 + size[1])
    rows, got_size = scanlines(surface)
    assert got_size == size
    assert rows.tobytes() == framed_rows(surface)


def test_a_subsurface_with_a_wider_pitch_is_read_row_by_row() -> None:
    parent = noisy(pygame.Surface((40, 12), pygame.SRCALPHA), seed=5)
    part = parent.subsurface((3, 2, 17, 7))
    assert scanlines(part)[0].tobytes() == framed_rows(part)


def test_the_png_bytes_are_the_row_by_row_encoders() -> None:
    surface = noisy(pygame.Surface((21, 11)), seed=9)
    data = encode_png(*scanlines(surface), 300)
    idat = data.index(b"IDAT")
    length = int.from_bytes(data[idat - 4 : idat], "big")
    assert data[idat + 4 : idat + 4 + length] == zlib.compress(framed_rows(surface), LEVEL)
