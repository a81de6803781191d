"""#23: a save whose logged step is of the wrong type, opened in the app, for every registered game:
the Load screen says why (in words) and offers the backup, which opens the game's table."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import registry
from engine.core.saves import userdirs
from screens.kit.table_base import TableScreen
from screens.shell.app import App
from screens.shell.load_screen import LoadScreen
from screens.shell.title import TitleScreen
from tests.screens import click, find_button, make_app, pump
from tests.support.bad_saves import good_save, load_game, write_bad


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    return make_app(tmp_path, monkeypatch)


@pytest.mark.parametrize("game_id", [e.id for e in registry.with_part("table_screen")])
def test_opening_a_save_with_a_bad_step_shows_why_and_offers_the_backup(app: App, game_id: str) -> None:
    folder = userdirs.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "evening.json"
    good_save(load_game(game_id), path)
    write_bad(path, path, "seat", True)  # Draw(seat=True) once raised KeyError 'True.deck'
    app.push(TitleScreen(app))
    pump(app)
    click(app, find_button(app.top, "Load game"))
    screen = app.top
    assert isinstance(screen, LoadScreen)
    click(app, find_button(screen, "Open"))
    assert app.top is screen and app.toasts[-1].error
    assert 'step 3: action' in app.toasts[-1].text and 'field "seat"' in app.toasts[-1].text
    assert screen.manager is not None
    texts = [getattr(s, "text", "") for s in screen.manager.get_sprite_group().sprites()]
    assert any(t.startswith("Unreadable:") for t in texts), texts
    click(app, find_button(screen, "Open backup"))
    table = app.top
    assert isinstance(table, TableScreen) and table.session.game.id == game_id
    assert len(table.session.log) == 4  # the backup: one step before the save
