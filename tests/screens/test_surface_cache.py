"""Caches of drawn surfaces are bounded by bytes as well as by count (issue #28), and what they
hand out is what drawing again gives."""

from __future__ import annotations

import pygame

from screens.kit.surface_cache import SurfaceLRU, surface_bytes, surface_cache
from screens.kit.text import fonts
from screens.shell.memory import give_back


def _surface(w: int, h: int = 10) -> pygame.Surface:
    return pygame.Surface((w, h), pygame.SRCALPHA)


def test_the_least_recently_used_go_first_once_over_the_byte_budget() -> None:
    cache: SurfaceLRU[str, pygame.Surface] = SurfaceLRU(most=100, budget=3 * 400)  # three 10×10 RGBA
    for key in "abc":
        cache.put(key, _surface(10))
    assert cache.get("a") is not None  # a is now the most recent
    cache.put("d", _surface(10))
    assert cache.get("b") is None and all(cache.get(k) is not None for k in "acd")
    assert cache.bytes == 3 * 400


def test_the_count_bounds_too_and_the_newest_stays_however_large() -> None:
    cache: SurfaceLRU[int, pygame.Surface] = SurfaceLRU(most=2, budget=10_000)
    for key in range(4):
        cache.put(key, _surface(1))
    assert len(cache) == 2 and cache.get(3) is not None
    cache.put(9, _surface(100, 100))  # 40 kB: over the budget alone
    assert len(cache) == 1 and cache.get(9) is not None and cache.bytes == 40_000


def test_weights_count_every_surface_an_entry_holds() -> None:
    class Rendered:
        surface = _surface(10)

    assert surface_bytes((_surface(10), _surface(5))) == 400 + 200
    assert surface_bytes(Rendered()) == 400
    assert surface_bytes("text") == 0


def test_a_cached_drawing_is_keyed_on_every_argument() -> None:
    drawn: list[tuple[int, int]] = []

    @surface_cache(most=10, budget=1 << 20)
    def box(w: int, h: int = 1) -> pygame.Surface:
        drawn.append((w, h))
        return _surface(w, h)

    assert box(3) is box(3)
    assert box(3, 2) is not box(3)
    assert box(3, h=4).get_size() == (3, 4)
    assert drawn == [(3, 1), (3, 2), (3, 4)]
    assert box.cache_info().currsize == 3
    box.cache_clear()
    assert box.cache_info().currsize == 0 and box.cached_bytes == 0


def test_cached_texts_stay_within_their_budget_and_draw_the_same_again() -> None:
    pygame.font.init()
    fonts.text_surface.cache_clear()
    first = fonts.text_surface("最初の行 first line", 40, True, (10, 20, 30))
    pixels = pygame.image.tobytes(first, "RGBA")
    drawn = 0
    for n in range(60):  # about 0.5 MB each: three times the budget
        drawn += surface_bytes(fonts.text_surface(f"a long line of text number {n} 長い行", 64))
        assert fonts.text_surface.cached_bytes <= fonts.TEXTS_BUDGET
    assert drawn > fonts.TEXTS_BUDGET
    again = fonts.text_surface("最初の行 first line", 40, True, (10, 20, 30))
    assert again is not first and pygame.image.tobytes(again, "RGBA") == pixels


def test_the_give_back_empties_the_text_cache() -> None:
    fonts.text_surface("kept until the title", 20)
    give_back()
    assert fonts.text_surface.cache_info().currsize == 0
