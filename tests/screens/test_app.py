"""The app shell: title screen, navigation by mouse and keyboard, the loop, i18n, theme."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pygame.freetype
import pytest

from engine import registry
from engine.core.saves import userdirs
from screens.kit import resources
from screens.kit.i18n import tr
from screens.kit.screen import Screen
from screens.shell.app import App
from screens.shell.data_errors import DataErrorScreen, check_data_at_start
from screens.shell.settings_screen import SettingsScreen
from screens.shell.title import TitleScreen
from tests.screens import (
    HighCardTable,
    click,
    click_at,
    find_button,
    make_app,
    press,
    pump,
    register_high_card,
)


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    return make_app(tmp_path, monkeypatch)


def title(app: App) -> TitleScreen:
    screen = TitleScreen(app)
    app.push(screen)
    pump(app)
    return screen


def test_title_without_games_greys_out_continue(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(registry, "GAMES", {})
    screen = title(app)
    texts = [b.text for b in screen.buttons()]
    assert texts == ["Continue", "Load game", "Card gallery", "Card projects", "Settings", "Quit"]
    cont = find_button(screen, "Continue")
    assert not cont.is_enabled and cont.tool_tip_text == tr("title.continue_none", "en")


def test_card_gallery_opens_and_esc_comes_back(app: App) -> None:
    from screens.gallery.screen import GalleryScreen

    screen = title(app)
    click(app, find_button(screen, "Card gallery"))
    assert isinstance(app.top, GalleryScreen)
    press(app, pygame.K_ESCAPE)
    assert app.top is screen


def test_registered_game_is_listed_and_starts_a_table(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    register_high_card(monkeypatch)
    screen = title(app)
    click(app, find_button(screen, "High Card"))
    assert isinstance(app.top, HighCardTable)
    assert app.top.session.decision().seat == 0


def test_title_to_settings_change_language_and_back(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(registry, "GAMES", {})
    screen = title(app)
    click(app, find_button(screen, "Settings"))
    settings = app.top
    assert isinstance(settings, SettingsScreen)
    click(app, find_button(settings, "English"))  # the language value: a click moves to the next one
    assert app.settings.language == "ja"
    assert find_button(app.top, "戻る")  # the settings screen itself rebuilt in Japanese
    click(app, find_button(app.top, "戻る"))
    assert app.top is screen
    assert [b.text for b in screen.buttons()] == ["続きから", "ロード", "カードギャラリー", "カードのプロジェクト", "設定", "終了"]


def test_keyboard_reaches_settings_and_esc_comes_back(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(registry, "GAMES", {})  # no game listed: the menu starts on Load game
    screen = title(app)
    assert screen.menu is not None and screen.menu.focused is find_button(screen, "Load game")
    for _ in range(3):  # Card gallery, Card projects, Settings
        press(app, pygame.K_DOWN)
    assert screen.menu.focused is find_button(screen, "Settings")
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, SettingsScreen)
    press(app, pygame.K_ESCAPE)
    assert app.top is screen
    press(app, pygame.K_ESCAPE)  # Esc on the title only moves to Quit
    assert app.running and screen.menu.focused is find_button(screen, "Quit")
    press(app, pygame.K_RETURN)
    assert not app.running


def test_quit_button_and_window_close_stop_the_loop(app: App) -> None:
    click(app, find_button(title(app), "Quit"))
    assert not app.running
    app.running = True
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    pump(app, 1)
    assert not app.running


def played_high_card(app: App, screen: TitleScreen) -> HighCardTable:
    """A High Card table opened from the title ``screen`` (built after ``register_high_card``),
    one step played."""
    click(app, find_button(screen, "High Card"))
    table = app.top
    assert isinstance(table, HighCardTable)
    table.curtain.lift()
    table.play(table.session.legal_actions()[0])
    return table


def leave(app: App, table: HighCardTable) -> None:
    press(app, pygame.K_ESCAPE)  # on the curtain: asks first (issue #21)
    assert app.top is table and table.curtain.asking
    click_at(app, next(rect for rect, key in table.curtain._buttons if key == "leave").center)  # noqa: SLF001


def test_continue_opens_the_latest_autosave(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    register_high_card(monkeypatch)
    screen = title(app)
    leave(app, played_high_card(app, screen))
    assert app.top is screen  # leaving the table autosaves
    cont = find_button(screen, "Continue")
    assert cont.is_enabled and "High Card" in cont.tool_tip_text
    click(app, cont)
    assert isinstance(app.top, HighCardTable) and len(app.top.session.log) == 1


def test_the_title_builds_once_on_the_way_back_with_a_new_autosave(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The title dropped its widgets under the table (issue #28); coming back it builds them once,
    already offering the autosave the table just wrote, not once stale and once again."""
    register_high_card(monkeypatch)
    screen = title(app)
    table = played_high_card(app, screen)
    builds: list[str] = []
    build = type(screen).build
    monkeypatch.setattr(type(screen), "build", lambda self: (builds.append("built"), build(self))[1])
    leave(app, table)
    assert app.top is screen
    assert builds == ["built"]
    assert "High Card" in find_button(screen, "Continue").tool_tip_text


def test_a_resized_window_rebuilds_the_screen(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(registry, "GAMES", {})  # one centred column
    screen = title(app)
    pygame.display.set_mode((1000, 700), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 700), w=1000, h=700))
    pump(app)
    assert app.surface.get_size() == (1000, 700)
    assert find_button(screen, "Quit").rect.centerx == 500


def test_the_loop_sleeps_when_nothing_happens(app: App) -> None:
    title(app)
    assert app._sleep_seconds() == 0  # just after input: drawing hover effects
    pump(app, 120, dt=1 / 60)
    assert app._sleep_seconds() is None  # idle: wait for the next event


def test_a_failing_screen_becomes_a_message_not_a_traceback(app: App) -> None:
    class Broken(Screen):
        def update(self, dt: float) -> None:
            raise RuntimeError("boom")

    title(app)
    app.push(Broken(app))
    pump(app, 1)
    assert isinstance(app.top, TitleScreen)
    assert any("boom" in toast.text for toast in app.toasts)
    error_log = userdirs.user_data_dir() / "error.log"
    assert "RuntimeError: boom" in error_log.read_text(encoding="utf-8")
    assert any(str(error_log) in toast.text for toast in app.toasts)


def test_data_problems_at_start_show_the_report(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    lines = [f"data/fatal_fight/cards.toml:{n}: ff-{n}.cost: expected an integer" for n in range(1, 80)]
    monkeypatch.setattr("screens.shell.data_errors.data_problems", lambda lang: lines)
    screen = title(app)
    check_data_at_start(app)
    report = app.top
    assert isinstance(report, DataErrorScreen)
    pump(app)
    assert "ff-79.cost" in report.report.html_text
    click(app, find_button(report, "Continue anyway"))
    assert app.top is screen and app.running
    check_data_at_start(app)
    click(app, find_button(app.top, "Quit"))
    assert not app.running


def test_clean_data_shows_no_report(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("screens.shell.data_errors.data_problems", lambda lang: [])
    screen = title(app)
    check_data_at_start(app)
    assert app.top is screen


def test_theme_uses_the_bundled_font_everywhere_with_string_sizes() -> None:
    theme = json.loads(resources.THEME.read_text(encoding="utf-8"))
    fonts = [block["font"] for block in theme.values() if "font" in block]
    assert {font["name"] for font in fonts} == {"notosansjp"}
    assert all(isinstance(font["size"], str) for font in fonts)
    for element in ("button", "label", "text_box", "text_entry_line", "tool_tip", "window", "drop_down_menu",
                    "selection_list", "check_box", "horizontal_slider", "vertical_scroll_bar"):
        assert element in theme, element


def test_manager_fonts_are_noto_sans_jp_at_every_scale(app: App) -> None:
    for scale in (1.0, 1.5):
        manager = app.themes.manager((1280, 720), scale)
        info = manager.get_theme().get_font_info(["button"])
        assert info["name"] == "notosansjp" and info["size"] == round(18 * scale)
