"""Memory given back when a table leaves (issue #28): the screens' drawing caches empty once the
player is back on the title, and refill on demand; leaving any other screen keeps them."""

from __future__ import annotations

import gc
import platform
import subprocess
import sys
import weakref
from pathlib import Path

import pytest
from pygame_gui.core.utility import get_default_manager, set_default_manager

from engine import registry
from screens.kit.text import fonts
from screens.shell import memory
from screens.shell.settings_screen import SettingsScreen
from tests.screens import HighCardTable, app_at_title, pump, register_high_card


def test_leaving_a_table_for_the_title_empties_the_drawing_caches(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    register_high_card(monkeypatch)
    app = app_at_title(tmp_path, monkeypatch)
    table = HighCardTable.new_game(app, 7)
    app.push(table)
    table.curtain.lift()
    pump(app)
    assert fonts.text_surface.cache_info().currsize > 0  # the table drew its text
    emptied: list[int] = []
    trim = memory.trim
    monkeypatch.setattr(memory, "trim", lambda: (emptied.append(fonts.text_surface.cache_info().currsize), trim()))
    app.pop()
    pump(app)
    assert emptied == [0]  # once, at the next frame
    assert fonts.get_font.cache_info().currsize > 0  # the title draws again from fresh caches
    assert app.errors == []


def test_memory_is_given_back_once_the_table_is_gone(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The heap is trimmed after the table is freed, not while the click that left it still holds
    it: memory freed after a trim stays the process's (issue #28: tables kept 16–22 MB each)."""
    register_high_card(monkeypatch)
    app = app_at_title(tmp_path, monkeypatch)
    table = HighCardTable.new_game(app, 7)
    app.push(table)
    table.curtain.lift()
    pump(app)
    gone = weakref.ref(table)
    del table
    trimmed: list[bool] = []
    trim = memory.trim
    monkeypatch.setattr(memory, "trim", lambda: (trim(), trimmed.append(gone() is None)))
    app.pop()
    assert trimmed == []  # pop still holds the table (and returns it): too early to trim
    pump(app, 1)
    assert trimmed == [True]
    pump(app)
    assert trimmed == [True]  # once per return to the title
    assert app.errors == []


def test_leaving_another_screen_keeps_the_caches(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = app_at_title(tmp_path, monkeypatch)
    app.push(SettingsScreen(app))
    pump(app)
    fonts.text_surface("kept", 20)
    app.pop()
    pump(app)
    assert fonts.text_surface.cache_info().currsize > 0


def test_a_rebuilt_screens_old_widgets_are_freed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """pygame-gui keeps the first UIManager of a process as its default; that pointer kept the
    title's first set of widgets (about 12 MB of shapes and text) alive for good (issue #28)."""
    set_default_manager(None)  # as in a fresh app: the next manager made would become the default
    app = app_at_title(tmp_path, monkeypatch)
    assert app.top is not None and app.top.manager is not None
    first = weakref.ref(app.top.manager)
    app.top.rebuild()
    pump(app)
    gc.collect()
    assert first() is None
    assert get_default_manager() is None
    assert app.errors == []


def test_the_title_drops_its_widgets_under_a_table_and_builds_them_on_the_way_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A covered title draws nothing: its buttons' drawn states (about 8 MB) go while a table is up
    and come back, focus kept, when the player returns (issue #28)."""
    register_high_card(monkeypatch)
    app = app_at_title(tmp_path, monkeypatch)
    title = app.top
    assert title is not None and title.menu is not None and title.manager is not None
    labels = [button.text for button in title.buttons()]
    title.menu.set_index(2)
    widgets = weakref.ref(title.buttons()[0])
    old = weakref.ref(title.manager)
    table = HighCardTable.new_game(app, 7)
    app.push(table)
    table.curtain.lift()
    pump(app)
    assert title.manager is None and title.buttons() == [] and title.menu is None
    assert widgets() is None  # the widgets are freed at once, without waiting for a collection
    gc.collect()
    assert old() is None  # nothing holds the old manager
    app.pop()
    pump(app)
    assert app.top is title and title.manager is not None and title.menu is not None
    assert [button.text for button in title.buttons()] == labels
    assert title.menu.index == 2
    assert app.errors == []


def test_settings_over_the_title_keep_no_widgets_of_it_and_give_them_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = app_at_title(tmp_path, monkeypatch)
    title = app.top
    assert title is not None
    count = len(title.buttons())
    app.push(SettingsScreen(app))
    pump(app)
    assert title.buttons() == []
    assert app.top is not None and app.top.manager is not None  # the settings screen keeps its own
    app.pop()
    pump(app)
    assert len(title.buttons()) == count
    assert app.errors == []


def test_a_tables_opening_is_given_back_once_its_first_frame_is_up(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What opening a table allocated and freed (data read, game set up, first layout) goes back to
    the system once, after the table's first frame is on screen (issue #28)."""
    register_high_card(monkeypatch)
    app = app_at_title(tmp_path, monkeypatch)
    drawn: list[int] = []
    trims: list[int] = []
    monkeypatch.setattr(memory, "trim_heap", lambda: trims.append(len(drawn)))
    table = HighCardTable.new_game(app, 7)
    draw = table.draw
    monkeypatch.setattr(table, "draw", lambda surface: (drawn.append(1), draw(surface)))
    app.push(table)
    assert trims == []
    pump(app, 1)
    assert drawn == [1] and trims == []  # the first frame is drawn first
    pump(app)
    assert trims == [1]  # then the heap is trimmed, once
    assert app.errors == []


def test_nothing_keeps_a_fatal_fight_game_once_the_player_is_back_on_the_title(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The drawn enemy tokens were cached per catalogue in a module dict that kept the catalogue,
    its game and all its cards after the table left (issue #28)."""
    app = app_at_title(tmp_path, monkeypatch)
    table = registry.resolve(registry.GAMES["fatal-fight"].screenshots["fatal-fight"])(app, 1)
    app.push(table)
    pump(app)
    assert table.parts is not None and table.parts.board._foes  # enemy tokens were drawn
    game = weakref.ref(table.session.game)
    del table
    app.pop()
    pump(app)
    gc.collect()
    assert game() is None
    assert app.errors == []


@pytest.mark.parametrize("game_id", [entry.id for entry in registry.with_part("table_screen")])
def test_no_table_of_any_game_outlives_its_leaving(
    game_id: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Back on the title, nothing of the table stays: not the screen, its session, its game, nor the
    game's card database (issue #28: what the row "back on the title" keeps is imported code)."""
    app = app_at_title(tmp_path, monkeypatch)
    table = registry.resolve(registry.GAMES[game_id].screenshots[game_id])(app, 1)
    app.push(table)
    pump(app)
    session = table.session
    assert session.game.db is not None  # the cards the table was dealt from
    kept = [weakref.ref(part) for part in (table, session, session.game, session.game.db)]
    del table, session
    app.pop()
    pump(app)
    gc.collect()
    assert [ref() for ref in kept] == [None] * len(kept)
    assert app.errors == []


def test_the_heap_is_trimmed_without_searching_for_the_c_library(monkeypatch: pytest.MonkeyPatch) -> None:
    """``malloc_trim`` comes from the symbols already loaded: no ``ldconfig`` child process."""
    if not sys.platform.startswith("linux") or platform.libc_ver()[0] != "glibc":
        pytest.skip("malloc_trim is glibc's")

    def no_child(*args: object, **kwargs: object) -> None:
        raise AssertionError("a child process was started to find the C library")

    monkeypatch.setattr(subprocess, "Popen", no_child)
    memory._malloc_trim.cache_clear()
    try:
        trim = memory._malloc_trim()
        assert trim is not None
        assert trim(0) in (0, 1)  # 1: memory was handed back, 0: there was none to hand back
    finally:
        memory._malloc_trim.cache_clear()
