"""``screenshot --text-sizes`` and the text probe under it (issue #24): rendered heights, measured."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pygame_gui
import pytest

import main
from screens.kit.resources import FONT_REGULAR
from screens.kit.text import fonts
from screens.kit.text.probe import GUI, INK_ALPHA, SCREEN, TextProbe

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
    assert drawn["Hg"].size == 40 and drawn["Hg"].source == SCREEN
    assert drawn["Hg"].height == reference_ink("Hg", 40)
    assert 28 <= drawn["Hg"].height <= 48  # cap top to descender of a 40 px font
    assert drawn["ace"].height < drawn["Hg"].height  # x-height only: what a player sees
    assert probe.smallest() == drawn["ace"]


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
    assert button.font is not None and shown[0].size == button.font.get_point_size()
    assert 0 < shown[0].height <= shown[0].size * 1.5
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
    _, at_100 = smallest_line(capsys, "mysaga", "--scale", "1")
    _, at_150 = smallest_line(capsys, "mysaga", "--scale", "1.5")
    assert at_150 > at_100


def test_neither_out_nor_text_sizes_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main.main(["screenshot", "title"]) == 2
