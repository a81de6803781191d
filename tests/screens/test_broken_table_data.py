"""#23 finding 1: a table.toml without a part its game needs is a data problem, worded with file,
line and field, and the title says so: starting the game never lands in the crash screen."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest

from engine.core.data import loader
from engine.core.saves.userdirs import SHIPPED_DATA
from screens.shell.app import App
from screens.shell.title import TitleScreen
from tests.screens import click, find_button, make_app, pump


@pytest.mark.parametrize(("game_id", "module", "title", "removed"), [
    ("fertcg", "engine.sandbox.game", "FERTCG", 'id = "units"'),
    ("dannocomachi", "engine.sandbox.game", "Dannocomachi", 'id = "graveyard"'),
])
def test_starting_a_game_whose_table_lacks_a_part_is_a_message(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game_id: str, module: str, title: str, removed: str) -> None:
    folder = game_id.replace("-", "_")
    shutil.copytree(SHIPPED_DATA / folder, tmp_path / "data" / folder)
    table = tmp_path / "data" / folder / "table.toml"
    table.write_text(table.read_text(encoding="utf-8").replace(removed, 'id = "elsewhere"'), encoding="utf-8")

    def broken(spec: Any, data_root: Path = SHIPPED_DATA, user_root: Any = None) -> Any:
        return loader.load_database(spec, tmp_path / "data", None)

    monkeypatch.setattr(f"{module}.load_database", broken)
    app: App = make_app(tmp_path / "home", monkeypatch)
    app.push(TitleScreen(app))
    pump(app)
    click(app, find_button(app.top, title))
    assert isinstance(app.top, TitleScreen)  # no setup screen, no crash screen
    toast = app.toasts[-1]
    assert toast.error and f"{table}:" in toast.text and "zones: this game needs a per-seat zone" in toast.text
