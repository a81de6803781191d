"""Settings: stored as JSON in the config folder, applied at once, corrupt files survived."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from engine.core.saves import userdirs
from screens.shell.app import App
from screens.shell.settings_screen import ROWS, SettingsScreen
from screens.shell.settings_store import Settings, load_settings, save_settings, settings_path
from screens.shell.title import TitleScreen
from tests.screens import click, find_button, make_app, press, pump


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


def settings_screen(app: App) -> SettingsScreen:
    app.push(TitleScreen(app))
    screen = SettingsScreen(app)
    app.push(screen)
    pump(app)
    return screen


def test_file_lives_in_the_user_config_folder(home: Path) -> None:
    assert settings_path() == userdirs.user_config_dir() / "settings.json"
    assert settings_path().is_relative_to(home)


def test_missing_file_gives_defaults_without_notice(home: Path) -> None:
    loaded = load_settings()
    assert loaded.notice is None
    assert loaded.settings.window_size == (1280, 720) and loaded.settings.hotseat_privacy


def test_saved_settings_load_back(home: Path) -> None:
    chosen = Settings(language="ja", ui_scale=1.5, undo_mode="lenient", turn_timer=60, hotseat_privacy=False)
    save_settings(chosen)
    assert load_settings().settings == chosen
    assert json.loads(settings_path().read_text(encoding="utf-8"))["ui_scale"] == 1.5


@pytest.mark.parametrize("content", [b"{not json", b'{"ui_scale": 9}', b'{"language": "fr"}', b"[]", b"\xff\xfe"])
def test_corrupt_file_gives_defaults_a_notice_and_a_backup(home: Path, content: bytes) -> None:
    settings_path().parent.mkdir(parents=True)
    settings_path().write_bytes(content)
    loaded = load_settings()
    assert loaded.settings == load_settings().settings  # defaults
    assert loaded.notice == "settings.json.bak"
    assert (settings_path().parent / "settings.json.bak").read_bytes() == content
    assert not settings_path().exists()


def test_app_shows_the_corrupt_settings_notice(home: Path) -> None:
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text("{oops", encoding="utf-8")
    app = App(load_settings())
    assert any("settings.json.bak" in toast.text for toast in app.toasts)


def test_every_row_changes_persists_and_reloads(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    screen = settings_screen(app)
    before = {row.field: getattr(app.preferences, row.field) for row in ROWS}
    for index, _row in enumerate(ROWS):
        assert screen.menu is not None
        screen.menu.set_index(index)
        press(app, pygame.K_RIGHT)
        screen = app.top
        assert isinstance(screen, SettingsScreen)
    after = {row.field: getattr(app.preferences, row.field) for row in ROWS}
    assert all(after[field] != before[field] for field in before)
    assert load_settings().settings == app.preferences
    press(app, pygame.K_LEFT)  # back on the last row: the timer returns to off
    assert app.preferences.turn_timer == 0


def test_arrow_buttons_cycle_both_ways(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    settings_screen(app)
    undo_row = [row.field for row in ROWS].index("undo_mode")

    def arrow(glyph: str) -> object:
        return [b for b in app.top.buttons() if b.text == glyph][undo_row]

    click(app, arrow("▶"))
    assert app.settings.undo_mode == "lenient"
    click(app, arrow("◀"))
    assert app.settings.undo_mode == "strict"


def test_scale_and_window_size_apply_without_restart(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    screen = settings_screen(app)
    back_height = find_button(screen, "Back").rect.height
    app.change_settings(ui_scale=1.25)
    pump(app)
    assert find_button(app.top, "Back").rect.height == round(back_height * 1.25)
    app.change_settings(window_size=(1600, 900))
    pump(app)
    assert app.surface.get_size() == (1600, 900)
    assert abs(find_button(app.top, "Back").rect.centerx - 800) <= 1


def test_a_scale_the_window_cannot_hold_is_capped_until_the_window_grows(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue #16: 200% on 1280×720 used to fail every game's setup; it shows at 125% until the window is larger."""
    app = make_app(tmp_path, monkeypatch)
    screen = settings_screen(app)
    back_height = find_button(screen, "Back").rect.height
    app.change_settings(ui_scale=2.0)
    pump(app)
    assert app.preferences.ui_scale == 2.0 and app.settings.ui_scale == 1.25
    assert find_button(app.top, "Back").rect.height == round(back_height * 1.25)
    app.change_settings(window_size=(1920, 1080))
    pump(app)
    assert app.settings.ui_scale == 2.0
    assert load_settings().settings.ui_scale == 2.0  # the file keeps the player's choice


def test_an_unwritable_config_folder_is_a_toast(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    settings_path().parent.parent.mkdir(parents=True, exist_ok=True)
    settings_path().parent.write_text("a file where the folder should be", encoding="utf-8")
    app.change_settings(hotseat_privacy=False)
    assert not app.settings.hotseat_privacy
    assert any("Could not save settings" in toast.text for toast in app.toasts)
