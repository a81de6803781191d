"""Memory given back when a table leaves (issue #28): the screens' drawing caches empty once the
player is back on the title, and refill on demand; leaving any other screen keeps them."""

from __future__ import annotations

import weakref
from pathlib import Path

import pytest

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
