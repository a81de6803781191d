"""The felt under the Fatal Fight table (issue #28): one colour inside a rounded frame, only the
frame's bands are kept, and every rect it lays back is exactly the copy's pixels."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from screens.fatal_fight.kept import Felt
from screens.kit.backdrop import draw_backdrop
from tests.screens.test_fatal_fight_kept import LOOKS, table_for

RECTS = [None, pygame.Rect(0, 0, 1, 1), pygame.Rect(5, 7, 300, 200), pygame.Rect(127, 0, 2, 719),
         pygame.Rect(250, 600, 1030, 120), pygame.Rect(-20, -20, 100, 100), pygame.Rect(1200, 700, 200, 200),
         pygame.Rect(40, 300, 1, 1)]


def laid(felt: Felt, rect: pygame.Rect | None, size: tuple[int, int]) -> bytes:
    layer = pygame.Surface(size)
    layer.fill((255, 0, 255))
    felt.lay(layer, rect)
    return pygame.image.tobytes(layer, "RGB")


def blitted(copy: pygame.Surface, rect: pygame.Rect | None) -> bytes:
    layer = pygame.Surface(copy.get_size())
    layer.fill((255, 0, 255))
    if rect is None:
        layer.blit(copy, (0, 0))
    else:
        rect = rect.clip(copy.get_rect())
        layer.blit(copy, rect.topleft, rect)
    return pygame.image.tobytes(layer, "RGB")


def rounded_felt(size: tuple[int, int], radius: int) -> pygame.Surface:
    """The backdrop with a felt-coloured rounded panel over it, a line round its edge (as a table's)."""
    copy = pygame.Surface(size)
    draw_backdrop(copy)
    pygame.draw.rect(copy, (28, 46, 46), copy.get_rect(), border_radius=radius)
    pygame.draw.rect(copy, (44, 74, 70), copy.get_rect(), width=1, border_radius=radius)
    return copy


@pytest.mark.parametrize(("size", "radius"), [((1044, 602), 12), ((1600, 900), 18), ((200, 90), 6), ((300, 200), 0)])
def test_the_bands_of_a_rounded_felt_lay_exactly_the_copy(size: tuple[int, int], radius: int) -> None:
    copy = rounded_felt(size, radius)
    felt = Felt(copy.copy())
    kept = sum(pixels.get_width() * pixels.get_height() for _, pixels in felt._bands)
    assert kept * 4 < size[0] * size[1]  # the bands only
    assert felt.inside.width > size[0] // 2 and felt.inside.height > size[1] // 2
    assert laid(felt, None, size) == blitted(copy, None)
    for rect in RECTS:
        assert laid(felt, rect, size) == blitted(copy, rect), rect
    cover = pygame.Rect(30, 20, 100, 50)
    felt.lay_around(layer := pygame.Surface(size), cover, 8)
    expected = pygame.Surface(size)
    expected.blit(copy, (0, 0))
    expected.fill((0, 0, 0), cover.inflate(-16, 0))
    expected.fill((0, 0, 0), cover.inflate(0, -16))
    layer.fill((0, 0, 0), cover.inflate(-16, 0))
    layer.fill((0, 0, 0), cover.inflate(0, -16))
    assert pygame.image.tobytes(layer, "RGB") == pygame.image.tobytes(expected, "RGB")


def test_a_plain_rect_is_filled_with_the_felts_colour() -> None:
    copy = rounded_felt((600, 400), 12)
    felt = Felt(copy.copy())
    assert felt._is_plain(pygame.Rect(10, 20, 500, 300))
    assert felt._is_plain(pygame.Rect(0, 200, 600, 20)) is False  # the line round the edge
    assert felt._is_plain(pygame.Rect(1, 200, 598, 20))  # inside the line, in the bands: still plain
    for rect in (pygame.Rect(10, 20, 500, 300), pygame.Rect(0, 200, 600, 20), pygame.Rect(1, 200, 598, 20)):
        assert laid(felt, rect, (600, 400)) == blitted(copy, rect)


def test_a_felt_not_plain_inside_keeps_the_whole_copy() -> None:
    copy = rounded_felt((640, 360), 12)
    copy.fill((200, 10, 10), (300, 100, 3, 3))  # a mark in the middle
    felt = Felt(copy.copy())
    assert [band for band, _ in felt._bands] == [copy.get_rect()]
    for rect in [None, *RECTS]:
        assert laid(felt, rect, (640, 360)) == blitted(copy, rect), rect


@pytest.mark.parametrize(("lang", "scale", "size"), LOOKS[:3])
def test_the_table_keeps_only_the_bands_of_its_felt(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str,
                                                    scale: float, size: tuple[int, int]) -> None:
    table = table_for(tmp_path, monkeypatch, "fatal-fight", lang, scale, size)
    assert table.parts is not None
    felt = table.parts._felt
    assert felt is not None and len(felt._bands) == 4
    area = felt.rect.width * felt.rect.height
    assert sum(pixels.get_width() * pixels.get_height() for _, pixels in felt._bands) * 10 < area
