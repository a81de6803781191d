"""Shrink-to-fit (with stand-in metrics) and the real NotoSansJP text pieces."""

from __future__ import annotations

import math

import pygame

from engine.core.layouts.schema import KeywordStyle
from screens.kit.text.fit import fit_text
from screens.kit.text.fonts import get_font, text_surface
from screens.kit.text.rich import RichFont, Run


class Mono:
    """Every character is ``size`` px wide; lines are 1.5 × size apart."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.line_height = size * 1.5

    def measure(self, text: str) -> float:
        return len(text) * self.size


def test_short_text_keeps_its_size() -> None:
    result = fit_text("あいう", 100, 40, 12, 6, Mono)
    assert (result.fits, result.size, result.shrunk) == (True, 12, False)
    assert result.lines == ("あいう",)


def test_text_shrinks_to_the_largest_size_that_fits() -> None:
    # 20 chars in 100 × 45: 12 px → 8/line, 3 lines = 54 px; 11 px → 9/line, 49.5 px; 10 px fits.
    result = fit_text("あ" * 20, 100, 45, 12, 6, Mono)
    assert (result.fits, result.size, result.shrunk) == (True, 10, True)
    assert len(result.lines) == 2


def test_shrinking_stops_at_the_minimum_and_reports_the_overflow() -> None:
    result = fit_text("あ" * 150, 100, 45, 12, 8, Mono)
    assert not result.fits
    assert result.size == 8  # never below the minimum
    per_line, lh = 100 // 8, 8 * 1.5
    lines = math.ceil(150 / per_line)
    assert len(result.lines) == lines
    assert result.overflow_lines == lines - int(45 // lh)
    assert result.overflow_px == math.ceil(lines * lh - 45)
    assert result.needed_size is not None and result.needed_size < 8
    check = fit_text("あ" * 150, 100, 45, result.needed_size, result.needed_size, Mono)
    assert check.fits


def test_hopeless_text_has_no_needed_size() -> None:
    result = fit_text("あ" * 5000, 50, 20, 12, 8, Mono)
    assert not result.fits and result.needed_size is None and result.overflow_lines > 0


def test_one_line_regions_report_width_overflow() -> None:
    result = fit_text("とても長いカードの名前です", 60, 30, 10, 6, Mono, wrap_lines=False)
    assert not result.fits
    assert result.size == 6
    assert result.overflow_width_px == 13 * 6 - 60
    assert result.overflow_lines == 0


def test_fonts_are_cached_and_render_japanese() -> None:
    assert get_font(18) is get_font(18)
    assert get_font(18, True) is not get_font(18)
    assert text_surface("漢字", 18) is text_surface("漢字", 18)
    glyphs = text_surface("漢字かな", 24, False, (255, 255, 255))
    assert glyphs.get_bounding_rect().width > 60  # real glyphs, not empty boxes


class Icons:
    def keys(self) -> list[str]:
        return ["gold"]

    def icon(self, key: str, size: int) -> pygame.Surface:
        surface = pygame.Surface((size, size), pygame.SRCALPHA)
        surface.fill((255, 200, 0, 255))
        return surface


def test_rich_text_cuts_icons_and_keywords_into_runs() -> None:
    font = RichFont(16, keyword=KeywordStyle(), icons=Icons())
    assert font.runs("【鋭刃】で:gold:を得る:zap:") == [
        Run("keyword", "【鋭刃】"),
        Run("text", "で"),
        Run("icon", "gold"),
        Run("text", "を得る:zap:"),  # an unknown key stays text (the renderer reports it)
    ]
    assert font.measure(":gold:") == font.icon_size + 2
    bold = get_font(16, True).size("【鋭刃】")[0]
    assert font.measure("【鋭刃】") == bold


def test_rich_text_draws_icons_inline() -> None:
    font = RichFont(20, keyword=KeywordStyle(), icons=Icons(), color=(0, 0, 0, 255))
    surface = pygame.Surface((200, 40), pygame.SRCALPHA)
    font.draw_line(surface, 0, 0, ":gold:")
    assert surface.get_at((font.icon_size // 2 + 1, int(font.line_height // 2))) == (
        255,
        200,
        0,
        255,
    )
