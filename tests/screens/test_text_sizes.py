"""``screenshot --text-sizes`` and the text probe under it (issue #24): rendered sizes, measured.

Rendered size = the font size asked × the shrink at which the text is shown; the ink height is
kept beside it."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pygame_gui
import pytest

import main
from screens.kit.cards.renderer import PRINT_DPI, CardRenderer, pixel_size
from screens.kit.resources import FONT_REGULAR
from screens.kit.text import fonts
from screens.kit.text.probe import CARD, GUI, INK_ALPHA, SCREEN, TextProbe
from tests.screens.fixtures_layouts import THUG, sample_layouts

SMALLEST = re.compile(r"^smallest text: (\d+) px \(.+\)$")


@pytest.fixture(autouse=True)
def keep_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The command sets TABLETOP_HOME and the SDL drivers; give them back after each test."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "unused"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")


def reference_ink(text: str, size: int) -> int:
    """The ink height of ``text`` at ``size``, rendered outside any probe."""
    pygame.font.init()
    surface = pygame.font.Font(FONT_REGULAR, size).render(text, True, (0, 0, 0))
    return surface.get_bounding_rect(min_alpha=INK_ALPHA).height


def test_the_probe_reports_a_known_text_at_its_known_size() -> None:
    with TextProbe() as probe:
        fonts.text_surface("Hg", 40)
        fonts.text_surface("ace", 40)
    drawn = {d.text: d for d in probe.sizes()}
    assert drawn["Hg"].px == drawn["Hg"].asked == 40 and drawn["Hg"].source == SCREEN
    assert drawn["Hg"].ink == reference_ink("Hg", 40)
    assert 28 <= drawn["Hg"].ink <= 48  # cap top to descender of a 40 px font
    assert drawn["ace"].ink < drawn["Hg"].ink  # the ink column: x-height only
    assert drawn["ace"].px == 40  # the size is the font's, whatever its letters


def test_a_12_px_label_measures_12_and_shrunk_by_half_measures_6() -> None:
    with TextProbe() as probe:
        label = fonts.text_surface("Label", 12)
        pygame.transform.smoothscale_by(label, 0.5)
    assert sorted(d.px for d in probe.sizes() if d.text == "Label") == [6, 12]
    assert probe.smallest() is not None and probe.smallest().px == 6  # type: ignore[union-attr]


def test_a_card_shown_at_half_its_drawn_size_measures_half() -> None:
    renderer = CardRenderer(sample_layouts(), lang="en")
    with TextProbe() as probe:
        card = renderer.render(THUG, "enemy", width=400).surface
        at_full = {d.text: d.px for d in probe.sizes() if d.source == CARD}
        probe.clear()
        pygame.transform.smoothscale(card, (200, card.get_height() // 2))
    at_half = {d.text: d.px for d in probe.sizes() if d.source == CARD}
    assert at_full["Jake the Thug"] > 12
    assert at_half["Jake the Thug"] == at_full["Jake the Thug"] // 2
    assert set(at_half) == set(at_full)


def test_a_printed_card_shown_small_counts_at_its_shown_size_not_its_print_size() -> None:
    renderer = CardRenderer(sample_layouts(), lang="en")
    printed_w = pixel_size(renderer.template("enemy").size_mm, dpi=PRINT_DPI)[0]
    with TextProbe() as probe:
        renderer.render_printed(THUG, "enemy", width=printed_w // 4)
    names = [d for d in probe.sizes() if d.text == "Jake the Thug"]
    assert len(names) == 1  # the 300-dpi raster is never shown: only its shrunk copy is listed
    assert abs(names[0].px - names[0].asked / 4) <= 0.5 + 1e-9


def test_text_without_letters_or_digits_is_never_the_smallest() -> None:
    with TextProbe() as probe:
        fonts.text_surface("·", 6)
        fonts.text_surface("—", 7)
        fonts.text_surface("Go", 14)
    assert min(d.px for d in probe.sizes()) == 6
    assert probe.smallest() is not None and probe.smallest().text == "Go"  # type: ignore[union-attr]


def test_the_probe_reports_pygame_gui_text_and_leaves_nothing_patched() -> None:
    original = pygame.font.Font
    pygame.display.init()
    window = pygame.display.set_mode((400, 200))
    with TextProbe() as probe:
        manager = pygame_gui.UIManager((400, 200))
        button = pygame_gui.elements.UIButton(pygame.Rect(10, 10, 200, 50), "Hold fast", manager=manager)
        manager.update(1 / 60)
        manager.draw_ui(window)
    shown = [d for d in probe.sizes() if d.text == "Hold fast"]
    assert shown and shown[0].source == GUI
    assert button.font is not None and shown[0].px == shown[0].asked == button.font.get_point_size()
    assert 0 < shown[0].ink <= shown[0].px * 1.5
    assert pygame.font.Font is original
    fonts.text_surface("after", 30)
    assert all(d.text != "after" for d in probe.sizes())


def smallest_line(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[list[str], int]:
    assert main.main(["screenshot", *args, "--text-sizes"]) == 0
    lines = capsys.readouterr().out.splitlines()
    found = SMALLEST.match(lines[-1])
    assert found, lines[-1]
    return lines, int(found.group(1))


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("screen", ["title", "fertcg"])
def test_text_sizes_lists_smallest_first_and_ends_with_the_smallest(
    screen: str, lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    lines, smallest = smallest_line(capsys, screen, "--lang", lang)
    heights = [int(line.split()[0]) for line in lines[:-1]]
    assert len(heights) > 3 and heights == sorted(heights)
    assert smallest in heights


def test_text_sizes_also_writes_the_png_when_asked(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "title.png"
    lines, _ = smallest_line(capsys, "title", "--out", str(out))
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_a_larger_scale_gives_a_larger_smallest_text_on_a_table(capsys: pytest.CaptureFixture[str]) -> None:
    _, at_100 = smallest_line(capsys, "mysaga", "--size", "1920x1080", "--scale", "1")  # 150 % needs the room
    _, at_150 = smallest_line(capsys, "mysaga", "--size", "1920x1080", "--scale", "1.5")
    assert at_150 > at_100


def test_neither_out_nor_text_sizes_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main.main(["screenshot", "title"]) == 2
