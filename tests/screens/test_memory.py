"""Memory given back when a table leaves (issue #28): the screens' drawing caches empty once the
player is back on the title, and refill on demand; leaving any other screen keeps them."""

from __future__ import annotations

from pathlib import Path

import pytest

from screens.kit.text import fonts
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
    app.pop()
    assert fonts.text_surface.cache_info().currsize == 0
    pump(app)
    assert fonts.get_font.cache_info().currsize > 0  # the title draws again from fresh caches
    assert app.errors == []


def test_leaving_another_screen_keeps_the_caches(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = app_at_title(tmp_path, monkeypatch)
    app.push(SettingsScreen(app))
    pump(app)
    fonts.text_surface("kept", 20)
    app.pop()
    assert fonts.text_surface.cache_info().currsize > 0
