"""The load screen: good saves open, broken ones are listed with their error, never a crash."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from engine import registry
from engine.core.kernel.session import Session
from engine.core.saves import userdirs
from engine.core.saves.documents import write_save
from screens.shell.app import App
from screens.shell.load_screen import LoadScreen, scan_saves
from screens.shell.title import TitleScreen
from tests.screens import (
    HighCardTable,
    click,
    find_button,
    make_app,
    press,
    pump,
    register_high_card,
)
from tests.support.high_card import HighCard

SAVED_AT = {"saved_at": "2025-04-01T19:30:00+09:00"}


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    register_high_card(monkeypatch)
    return make_app(tmp_path, monkeypatch)


def good_save(name: str, steps: int = 2) -> Path:
    session = Session.new(HighCard(), {"seat_names": ["Aoi", "Ben"]}, seed=5)
    for _ in range(steps):
        session.apply(session.legal_actions()[0])
    path = userdirs.saves_dir() / name
    path.parent.mkdir(parents=True, exist_ok=True)
    write_save(path, session, SAVED_AT)
    return path


def load_screen(app: App) -> LoadScreen:
    app.push(TitleScreen(app))
    pump(app)
    click(app, find_button(app.top, "Load game"))
    screen = app.top
    assert isinstance(screen, LoadScreen)
    return screen


def label_texts(screen: LoadScreen) -> list[str]:
    assert screen.manager is not None
    return [getattr(s, "text", "") for s in screen.manager.get_sprite_group().sprites()]


def test_lists_a_good_save_and_a_broken_one(app: App) -> None:
    good_save("good.json")
    broken = userdirs.saves_dir() / "broken.json"
    broken.write_bytes(b'{"format": "tabletop-client-save", "form')
    screen = load_screen(app)
    assert {e.path.name for e in screen.entries} == {"broken.json", "good.json"}
    texts = label_texts(screen)
    assert any("High Card" in t and "good" in t for t in texts)
    assert any("Players: Aoi, Ben" in t for t in texts)
    assert any("2 steps" in t for t in texts)
    assert any(t.startswith("Unreadable:") and "cut short" in t for t in texts)
    assert sorted(b.text for b in screen.buttons()) == ["Back", "Open", "Replay"]  # no backup: nothing to open


def test_open_a_save_replaces_the_load_screen_with_the_table(app: App) -> None:
    good_save("good.json", steps=2)
    screen = load_screen(app)
    click(app, find_button(screen, "Open"))
    table = app.top
    assert isinstance(table, HighCardTable) and len(table.session.log) == 2
    assert isinstance(app.stack[-2], TitleScreen)


def test_a_broken_save_with_a_backup_offers_it(app: App) -> None:
    path = good_save("evening.json", steps=1)
    good_save("evening.json", steps=2)  # the first write is now evening.json.bak
    path.write_bytes(path.read_bytes()[:50])
    screen = load_screen(app)
    click(app, find_button(screen, "Open backup"))
    table = app.top
    assert isinstance(table, HighCardTable) and len(table.session.log) == 1


def test_a_tampered_save_is_a_toast_when_opened(app: App) -> None:
    path = good_save("tampered.json")
    text = path.read_text(encoding="utf-8").replace('"Ben"', '"Bob"')
    path.write_text(text, encoding="utf-8")
    screen = load_screen(app)
    click(app, find_button(screen, "Open"))
    assert app.top is screen
    assert app.toasts[-1].error and "Could not load" in app.toasts[-1].text


def test_save_of_an_unknown_game_is_a_toast(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    good_save("other.json")
    monkeypatch.delitem(registry.GAMES, "high-card")
    screen = load_screen(app)
    click(app, find_button(screen, "Open"))
    assert app.top is screen and "high-card" in app.toasts[-1].text


def test_no_saves_folder_is_an_empty_list(app: App) -> None:
    screen = load_screen(app)
    assert screen.entries == [] and "There are no saves yet" in label_texts(screen)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScreen)


def test_many_saves_scroll_with_the_wheel_and_keys(app: App) -> None:
    for n in range(12):
        good_save(f"save-{n:02}.json", steps=0)
    screen = load_screen(app)
    assert screen.visible < 12
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0))
    pump(app)
    assert screen.offset == 1
    press(app, pygame.K_PAGEDOWN)
    assert screen.offset == 1 + screen.visible
    for _ in range(3):
        press(app, pygame.K_PAGEDOWN)
    assert screen.offset == 12 - screen.visible  # stops at the last page
    for _ in range(4):
        press(app, pygame.K_PAGEUP)
    assert screen.offset == 0


def test_scan_never_raises_on_odd_files(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    folder.mkdir()
    (folder / "empty.json").write_bytes(b"")
    (folder / "binary.json").write_bytes(bytes(range(256)))
    (folder / "a-folder.json").mkdir()
    entries = scan_saves(folder)
    assert {e.path.name for e in entries} == {"empty.json", "binary.json", "a-folder.json"}
    assert all(e.header is None and e.error for e in entries)
    folder_entry = next(e for e in entries if e.path.name == "a-folder.json")
    assert folder_entry.error is not None and "a folder, not a save file" in folder_entry.error.en


def test_in_japanese_broken_saves_and_failed_loads_read_in_japanese(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    register_high_card(monkeypatch)
    app = make_app(tmp_path, monkeypatch, language="ja")
    path = good_save("tampered.json")
    path.write_text(path.read_text(encoding="utf-8").replace('"Ben"', '"Bob"'), encoding="utf-8")
    broken = userdirs.saves_dir() / "broken.json"
    broken.write_bytes(b'{"format": "tabletop-client-save", "form')
    app.push(TitleScreen(app))
    screen = LoadScreen(app)
    app.push(screen)
    pump(app)
    texts = label_texts(screen)
    assert any(t.startswith("読めません: セーブ broken.json は途中で切れています。") for t in texts), texts
    assert not any("cut short" in t for t in texts)
    click(app, find_button(screen, "開く"))
    assert app.top is screen and app.toasts[-1].error
    said = app.toasts[-1].text
    assert said.startswith("ロードできません: セーブ tampered.json は書き換えられたか壊れています（")
    assert said.endswith("）。バックアップはありません。新しいゲームを始めてください。")


def test_many_saves_page_with_the_mouse_alone(app: App) -> None:
    for n in range(12):
        good_save(f"save-{n:02}.json", steps=0)
    screen = load_screen(app)
    newer = find_button(screen, "▲ Newer")
    assert not newer.is_enabled  # the first page: nothing newer
    click(app, find_button(screen, "▼ Older"))
    assert screen.offset == screen.visible
    while find_button(screen, "▼ Older").is_enabled:
        click(app, find_button(screen, "▼ Older"))
    assert screen.offset == 12 - screen.visible  # the last page
    click(app, find_button(screen, "▲ Newer"))
    assert screen.offset == max(0, 12 - 2 * screen.visible)
