"""Fonts share a few open faces per file (issue #28: one ``pygame.font.Font`` per size held about
0.7 MB each, a dozen sizes per table): text drawn and measured through a face that served other
sizes before is exactly the text of a Font opened at its size."""

from __future__ import annotations

import pygame

from screens.kit.resources import FONT_BOLD, FONT_REGULAR
from screens.kit.text import fonts
from screens.kit.text.probe import TextProbe
from screens.shell.memory import give_back

TEXTS = ("Hold fast", "攻撃 3 ダメージ", "Ag 1/20 —「対」", "")
SIZES = (20, 12, 31, 9, 14, 20, 17, 12, 40, 11, 13, 31)  # more than a file's faces: sizes take faces over


def _same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return a.get_size() == b.get_size() and pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


def test_a_sized_font_draws_and_measures_as_a_font_opened_at_its_size() -> None:
    pygame.font.init()
    assert len(set(SIZES)) > fonts.FACES_PER_FILE
    for bold in (False, True):
        path = FONT_BOLD if bold else FONT_REGULAR
        for size in SIZES:
            shared, alone = fonts.get_font(size, bold), pygame.font.Font(path, size)
            for text in TEXTS:
                assert shared.size(text) == alone.size(text), (size, bold, text)
                assert shared.metrics(text) == alone.metrics(text)
                assert _same(shared.render(text, True, (30, 40, 50)), alone.render(text, True, (30, 40, 50)))
                assert _same(shared.render(text, True, (0, 0, 0), (250, 240, 230)),
                             alone.render(text, True, (0, 0, 0), (250, 240, 230)))
            assert (shared.get_linesize(), shared.get_height(), shared.get_ascent(), shared.get_descent()) == (
                alone.get_linesize(), alone.get_height(), alone.get_ascent(), alone.get_descent())


def test_two_sizes_used_in_turn_each_keep_their_own_metrics() -> None:
    small, large = fonts.get_font(11), fonts.get_font(29)
    for _ in range(3):
        assert small.size("Turn") == pygame.font.Font(FONT_REGULAR, 11).size("Turn")
        assert large.size("Turn") == pygame.font.Font(FONT_REGULAR, 29).size("Turn")


def test_open_faces_stay_few_whatever_the_sizes_asked() -> None:
    for size in range(8, 48):
        fonts.get_font(size).size("x")
        fonts.get_font(size, True).size("x")
    assert fonts.FACES.open_faces() <= 2 * fonts.FACES_PER_FILE


def test_leaving_for_the_title_closes_the_faces() -> None:
    fonts.get_font(15).size("x")
    assert fonts.FACES.open_faces() > 0
    give_back()
    assert fonts.FACES.open_faces() == 0
    assert fonts.get_font(15).size("x") == pygame.font.Font(FONT_REGULAR, 15).size("x")  # reopened on demand


def test_the_text_probe_records_the_size_each_text_was_drawn_at() -> None:
    fonts.get_font(18).size("warm")  # a face open before the probe: the probe must not miss its text
    with TextProbe() as probe:
        for size in SIZES:
            fonts.get_font(size).render(f"at {size}", True, (0, 0, 0))
    assert {(d.text, d.asked) for d in probe.sizes()} == {(f"at {size}", size) for size in SIZES}


def test_remembered_widths_are_bounded_and_right() -> None:
    font = fonts.SizedFont(16)
    alone = pygame.font.Font(FONT_REGULAR, 16)
    for n in range(fonts.WIDTHS_KEPT * 2 + 5):
        text = f"line {n} 行"
        assert font.size(text) == alone.size(text)
        assert font.size(text) == alone.size(text)  # remembered
        assert len(font._widths) <= fonts.WIDTHS_KEPT
