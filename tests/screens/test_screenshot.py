"""``main.py screenshot``: a PNG of the right size for every screen; exit 2 on an unknown one."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

import main
from screens.cli import screenshot
from tests.screens import register_high_card


@pytest.fixture(autouse=True)
def keep_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The command sets TABLETOP_HOME and the SDL drivers; give them back after each test."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "unused"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")


@pytest.mark.parametrize("name", sorted(screenshot.all_screenshots()))
def test_each_screen_writes_a_png_of_the_window_size(name: str, tmp_path: Path) -> None:
    out = tmp_path / "deep" / "folder" / f"{name}.shot"  # any path, any suffix: still a PNG
    assert main.main(["screenshot", name, "--out", str(out)]) == 0
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert pygame.image.load(str(out)).get_size() == (1280, 720)


def test_size_scale_and_language_options(tmp_path: Path) -> None:
    out = tmp_path / "title.png"
    assert main.main(["screenshot", "title", "--out", str(out), "--size", "1600x900", "--scale", "1.5", "--lang", "ja"]) == 0
    assert pygame.image.load(str(out)).get_size() == (1600, 900)


def test_a_game_table_is_listed_under_its_id(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    register_high_card(monkeypatch)
    assert "high-card" in screenshot.screen_names()
    out = tmp_path / "table.png"
    assert main.main(["screenshot", "high-card", "--out", str(out), "--seed", "4"]) == 0
    assert pygame.image.load(str(out)).get_size() == (1280, 720)


def test_same_seed_same_picture(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    register_high_card(monkeypatch)
    shots = []
    for n in range(2):
        out = tmp_path / f"{n}.png"
        main.main(["screenshot", "high-card", "--out", str(out), "--seed", "9"])
        shots.append(pygame.image.tobytes(pygame.image.load(str(out)), "RGB"))
    assert shots[0] == shots[1]


def test_unknown_screen_exits_2_and_lists_the_names(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main.main(["screenshot", "nope", "--out", str(tmp_path / "x.png")]) == 2
    err = capsys.readouterr().err
    assert "nope" in err and all(name in err for name in screenshot.all_screenshots())
    assert not (tmp_path / "x.png").exists()


@pytest.mark.parametrize("args", [["--size", "big"], ["--scale", "1.3"]])
def test_bad_options_exit_2(tmp_path: Path, args: list[str]) -> None:
    assert main.main(["screenshot", "title", "--out", str(tmp_path / "x.png"), *args]) == 2
