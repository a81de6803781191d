"""The shared backdrop drawn from one cached strip (issue #28): the very pixels of the gradient
stretched to the window, which used to be cached whole (3.7 MB at 1280×720)."""

from __future__ import annotations

import pygame
import pytest

from screens.kit import backdrop as kit


def stretched_gradient(size: tuple[int, int]) -> pygame.Surface:
    """The backdrop as it was made before: a one-pixel column, scaled to the window."""
    column = pygame.Surface((1, size[1]))
    for y in range(size[1]):
        t = y / max(1, size[1] - 1)
        column.set_at((0, y), [round(a + (b - a) * t) for a, b in zip(kit.BACKGROUND_TOP, kit.BACKGROUND_BOTTOM,
                                                                          strict=True)])
    return pygame.transform.scale(column, size)


@pytest.mark.parametrize("size", [(1280, 720), (1000, 700), (1283, 721), (1920, 1080), (127, 3), (1, 1)])
def test_the_backdrop_is_the_stretched_gradient(size: tuple[int, int]) -> None:
    pygame.display.init()
    drawn = pygame.Surface(size)
    kit.draw_backdrop(drawn)
    expected = pygame.Surface(size)
    expected.blit(stretched_gradient(size), (0, 0))
    assert pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(expected, "RGB")


def test_the_cached_strip_is_small() -> None:
    strip = kit._backdrop_strip(1080)  # noqa: SLF001
    assert strip.get_width() * strip.get_height() * strip.get_bytesize() < 1280 * 720 * 4 / 5
