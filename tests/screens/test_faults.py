"""Every fault of the fault-injection run of issue #16, each with its test."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pygame
import pytest
from pygame_gui.elements import UIButton

from engine.core.kernel.errors import SaveError
from engine.core.kernel.session import Session
from engine.core.saves import userdirs
from engine.core.saves.documents import encode_save, write_save
from engine.core.saves.slots import Slot
from screens.cli.screenshot import factory
from screens.shell import autosave, safety
from screens.shell.app import App
from screens.shell.games import open_save
from screens.shell.load_screen import LoadScreen, scan_saves
from screens.shell.safety import MIN_WINDOW, FallbackScreen
from screens.shell.settings_store import UI_SCALES, WINDOW_SIZES, load_settings, settings_path
from screens.shell.title import TitleScreen, format_time
from tests.screens import find_button, high_card_table, make_app, press, pump, register_high_card
from tests.support.high_card import HighCard

NESTED = b"[" * 2000 + b"]" * 2000


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    register_high_card(monkeypatch)
    return make_app(tmp_path, monkeypatch)


def errors(app: App) -> list[str]:
    return [t.text for t in app.toasts if t.error]


def autosave_file(name_match: str = "0123456789ab") -> Path:
    path = Slot("fatal-fight", name_match).path(userdirs.saves_dir())
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


def test_a_deeply_nested_autosave_does_not_stop_the_app_starting(app: App) -> None:
    autosave_file().write_bytes(NESTED)
    app.start(lambda: TitleScreen(app))  # what run_app does
    pump(app)
    assert isinstance(app.top, TitleScreen) and not errors(app)
    assert not find_button(app.top, "Continue").is_enabled  # nothing readable to continue
    app.push(LoadScreen(app))
    pump(app)
    entry = app.top.entries[0]  # type: ignore[attr-defined]
    assert entry.header is None and "nested too deeply" in entry.error.en


def test_a_far_future_save_time_is_shown_not_raised(app: App) -> None:
    session = Session.new(HighCard(), {"seat_names": ["Aoi", "Ben"]}, seed=5)
    session.apply(session.legal_actions()[0])
    write_save(autosave_file(), session, {"saved_at": "9999-12-31T23:59:59-14:00"})
    assert format_time("9999-12-31T23:59:59-14:00").startswith("9999-12-31")
    app.start(lambda: TitleScreen(app))
    pump(app)
    assert isinstance(app.top, TitleScreen) and not errors(app)
    assert find_button(app.top, "Continue").is_enabled
    app.push(LoadScreen(app))
    pump(app)
    assert not errors(app)


def test_a_settings_file_nested_1000_deep_is_moved_aside_and_reported_once(app: App) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b'{"language":' * 1000 + b'"en"' + b"}" * 1000)
    first = load_settings()
    assert first.notice == "settings.json.bak" and (path.parent / "settings.json.bak").exists()
    assert load_settings().notice is None  # moved aside: the next start says nothing


@pytest.mark.parametrize("char", ["\u200b", "\u200c", "\ufeff", "\u00ad"])
def test_zero_width_text_typed_alone_into_a_text_box_is_harmless(app: App, char: str) -> None:
    table = high_card_table(app)
    table.open_save_dialog()
    pump(app)
    assert table.save_dialog is not None
    table.save_dialog.entry.set_text("")
    for _ in range(3):
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char, window=None))
    pump(app)
    assert not errors(app) and table.save_dialog.entry.get_text() == ""
    assert safety.clean_text_event(pygame.event.Event(pygame.TEXTINPUT, text=f"a{char}b")).text == "ab"


def test_the_window_never_gets_smaller_than_the_minimum(app: App) -> None:
    for size in ((320, 240), (1280, 200)):
        pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        app.push(TitleScreen(app))
        pump(app)
        width, height = app.surface.get_size()
        assert width >= MIN_WINDOW[0] and height >= MIN_WINDOW[1]
        assert not errors(app)


SCREENS = ("title", "settings", "load", "gallery", "fatal-fight-setup", "fatal-fight", "replay")
SIZES = (MIN_WINDOW, WINDOW_SIZES[0], WINDOW_SIZES[-1])


def layouts() -> list[tuple[str, tuple[int, int], float]]:
    """Every (size, scale) a screen can be laid out at: a chosen scale the window cannot hold is
    used capped (``safety.fitting_scale``), so each distinct pair once; Japanese at the extremes."""
    pairs = sorted({(size, safety.fitting_scale(scale, size, UI_SCALES)) for size in SIZES for scale in UI_SCALES})
    return [("en", size, scale) for size, scale in pairs] + [("ja", MIN_WINDOW, 1.0), ("ja", SIZES[-1], 1.75)]


@pytest.mark.parametrize(("lang", "size", "scale"), layouts(), ids=lambda v: str(v))
def test_every_screen_lays_out_at_every_allowed_size_and_scale(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], lang: str, scale: float
) -> None:
    app = make_app(tmp_path, monkeypatch, language=lang, ui_scale=scale, window_size=size)
    assert app.settings.ui_scale == scale
    app.push(TitleScreen(app))
    for name in SCREENS:
        app.pop_to_root()
        screen = factory(name)(app, 1)
        if screen is not app.top:
            app.push(screen)
        pump(app, frames=2)
        assert not errors(app), (name, size, scale, errors(app))
        assert app.top is screen, (name, size, scale)
        bounds = app.surface.get_rect()
        manager: Any = screen.manager
        for sprite in manager.get_sprite_group().sprites():
            if isinstance(sprite, UIButton) and sprite.visible:
                assert bounds.contains(sprite.rect), (name, size, scale, sprite.text, sprite.rect)


class Boom(RuntimeError):
    pass


def test_the_safety_net_cannot_fail_itself(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    def explode(self: Any, surface: pygame.Surface) -> None:
        raise Boom("drawing failed")

    app.push(TitleScreen(app))
    pump(app)
    monkeypatch.setattr(TitleScreen, "draw", explode)  # the title itself fails: the net's own refuge
    pump(app)
    assert isinstance(app.top, FallbackScreen) and app.running
    press(app, pygame.K_RETURN)  # tries the title again, which still fails: back on the fallback
    assert isinstance(app.top, FallbackScreen) and app.running
    monkeypatch.undo()
    register_high_card(monkeypatch)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, TitleScreen)
    assert any("drawing failed" in t for t in errors(app))


def test_a_failing_table_falls_back_to_the_title_even_when_the_title_then_fails(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    table = high_card_table(app)

    def explode(*args: Any) -> None:
        raise Boom("table draw")

    monkeypatch.setattr(type(table), "draw_table", explode)
    monkeypatch.setattr(TitleScreen, "enter", explode)
    pump(app)
    assert isinstance(app.top, FallbackScreen) and app.running


def test_interrupted_saves_temp_files_are_cleaned_at_start(app: App) -> None:
    folder = userdirs.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for n in range(3):
        (folder / f".autosave-x.json.{n}abc.tmp").write_bytes(b"{")
    (folder / "keep.json").write_bytes(b"{}")
    assert autosave.clean_up() == 3
    assert [p.name for p in folder.iterdir()] == ["keep.json"]


def test_the_title_reads_each_save_once_however_often_it_is_shown(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from engine.core.saves import file as save_file

    session = Session.new(HighCard(), {"seat_names": ["Aoi", "Ben"]}, seed=5)
    write_save(autosave_file(), session, {"saved_at": "2025-01-01T00:00:00+09:00"})
    reads: list[Path] = []
    real = save_file.read_header
    monkeypatch.setattr(save_file, "read_header", lambda p: reads.append(p) or real(p))
    title = TitleScreen(app)
    app.push(title)
    for _ in range(4):
        app.push(LoadScreen(app))
        pump(app, frames=1)
        app.pop()
    assert len(reads) == 1


def test_messages_name_the_file_and_never_show_a_repr(app: App) -> None:
    session = Session.new(HighCard(), {"seat_names": ["Aoi", "Ben"]}, seed=5)
    doc = json.loads(encode_save(session, {"saved_at": "2025-01-01T00:00:00+09:00"}))
    folder = userdirs.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    doc["game"] = "chess"
    (folder / "chess.json").write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        open_save(app, folder / "chess.json")
    assert "chess.json" in caught.value.text.en and "chess.json" in caught.value.text.ja
    from engine.fatal_fight.game import FatalFight

    game = FatalFight.load()
    bad = Session.new(game, {"heroes": [{"character": "ryuji", "player": "A"}], "variants": []}, 1)
    doc = json.loads(encode_save(bad, {"saved_at": "2025-01-01T00:00:00+09:00"}))
    doc["setup"]["heroes"] = []
    (folder / "nobody.json").write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        open_save(app, folder / "nobody.json")
    assert "Error(" not in caught.value.text.en and "heroes" in caught.value.text.en
    assert [e for e in scan_saves(folder) if e.error is not None] == []  # the headers themselves are fine


def test_a_screenshot_of_a_failing_screen_is_an_error_not_a_picture(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from main import main
    from screens.shell.settings_screen import SettingsScreen

    def explode(self: Any, surface: pygame.Surface) -> None:
        raise Boom("no room")

    monkeypatch.setattr(SettingsScreen, "draw", explode)
    out = tmp_path / "shot.png"
    assert main(["screenshot", "settings", "--out", str(out)]) == 2
    assert not out.exists() and "no room" in capsys.readouterr().err
    assert main(["screenshot", "fatal-fight-setup", "--scale", "2", "--out", str(out)]) == 0  # issue #16


def test_opening_a_save_parses_it_once(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from engine.core.saves import file as save_file

    session = Session.new(HighCard(), {"seat_names": ["Aoi", "Ben"]}, seed=5)
    session.apply(session.legal_actions()[0])
    path = userdirs.saves_dir() / "one.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    write_save(path, session, {"saved_at": "2025-01-01T00:00:00+09:00"})
    reads: list[Path] = []
    real = save_file.read_doc
    monkeypatch.setattr(save_file, "read_doc", lambda p: reads.append(p) or real(p))
    import engine.core.saves.documents as saves_module

    monkeypatch.setattr(saves_module, "read_doc", save_file.read_doc)
    table = open_save(app, path)
    assert len(table.session.log) == 1 and reads == [path]


def test_pasting_only_zero_width_text_is_harmless(app: App) -> None:
    from pygame_gui.core.utility import clipboard_copy, clipboard_paste

    table = high_card_table(app)
    table.open_save_dialog()
    pump(app)
    assert table.save_dialog is not None
    table.save_dialog.entry.set_text("")
    clipboard_copy("\u200b\ufeff")
    press(app, pygame.K_v, mod=pygame.KMOD_CTRL)
    assert not errors(app) and table.save_dialog.entry.get_text() == ""
    assert clipboard_paste() in ("", "\u200b\ufeff")  # emptied where SDL has a clipboard


def test_one_failed_action_on_the_title_keeps_the_title(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from screens.gallery.screen import GalleryScreen

    def explode(self: Any, app: App) -> None:
        raise Boom("gallery broke")

    monkeypatch.setattr(GalleryScreen, "__init__", explode)
    title = TitleScreen(app)
    app.start(lambda: title)
    pump(app)
    from tests.screens import click

    click(app, find_button(title, "Card gallery"))
    assert app.top is title and any("gallery broke" in t for t in errors(app))


def test_no_screen_builds_in_a_window_shrunk_below_the_minimum(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Found by the 20,000-event storm: a window made 1280×200 with its resize event still queued
    behind a click built the title at that size, and pygame-gui's layout of a button less than a
    line high never ends (the app froze)."""
    app = make_app(tmp_path, monkeypatch)
    app.push(TitleScreen(app))
    pump(app)
    sizes: list[tuple[int, int]] = []
    build = TitleScreen.build
    monkeypatch.setattr(TitleScreen, "build", lambda self: (sizes.append(self.size), build(self))[1])
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))  # queued first
    pygame.display.set_mode((1280, 200), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1280, 200), w=1280, h=200))
    app.frame(1 / 60)
    assert sizes and all(w >= MIN_WINDOW[0] and h >= MIN_WINDOW[1] for w, h in sizes), sizes
