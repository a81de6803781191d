"""Saves people can trust (issue #16), clicked through: an older save loaded and left never replaces
the later autosave; Continue opens the most recent game; leaving asks only when steps would be lost."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from engine.core.saves import userdirs
from engine.core.saves.documents import read_save_header
from engine.core.saves.slots import autosaves_of
from screens.shell.app import App
from screens.shell.autosave import latest_autosave, slot_path
from screens.shell.load_screen import LoadScreen
from screens.shell.title import TitleScreen
from tests.screens import (
    HighCardTable,
    click,
    click_at,
    find_button,
    high_card_table,
    make_app,
    press,
    pump,
    register_high_card,
)


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    register_high_card(monkeypatch)
    return make_app(tmp_path, monkeypatch)


def play_steps(app: App, table: HighCardTable, steps: int) -> None:
    for _ in range(steps):
        table.play(table.session.legal_actions()[0])
        if table.moment.up:  # a reveal is a public moment (issue #21): everyone has seen it
            table.moment.close()
        table.curtain.lift()
    pump(app)


def to_title(app: App) -> TitleScreen:
    """Esc until the title: a public moment closes first, a curtain asks and Leave is clicked."""
    for _ in range(3):
        table = app.top
        press(app, pygame.K_ESCAPE)
        if isinstance(table, HighCardTable) and table.curtain.down and table.curtain.asking:
            click_at(app, next(rect for rect, key in table.curtain._buttons if key == "leave").center)  # noqa: SLF001
        if isinstance(app.top, TitleScreen):
            return app.top
    raise AssertionError(f"Esc did not lead to the title: {app.top!r}")


def open_from_load(app: App, title: TitleScreen, name_part: str, button: str = "Open") -> None:
    click(app, find_button(title, "Load game"))
    screen = app.top
    assert isinstance(screen, LoadScreen)
    index = next(i for i, e in enumerate(screen.entries) if name_part in e.path.name)
    screen.offset = index
    screen.rebuild()
    click(app, find_button(screen, button))


def test_loading_an_older_save_and_leaving_keeps_the_later_autosave(app: App) -> None:
    table = high_card_table(app)
    play_steps(app, table, 1)
    assert table.save_as("stage one") is not None  # the older manual save
    play_steps(app, table, 3)
    later = slot_path(table.saves.slot)
    title = to_title(app)  # leaving autosaves the later game
    assert read_save_header(later).steps == 4
    open_from_load(app, title, "stage_one")
    older = app.top
    assert isinstance(older, HighCardTable) and len(older.session.log) == 1
    assert older.saves.slot.branch_of == table.saves.slot.match_id
    title = to_title(app)  # only looked at: nothing is written
    assert read_save_header(later).steps == 4
    assert latest_autosave() is not None and latest_autosave().path == later  # type: ignore[union-attr]
    click(app, find_button(title, "Continue"))
    resumed = app.top
    assert isinstance(resumed, HighCardTable) and len(resumed.session.log) == 4


def test_playing_on_from_an_older_save_is_its_own_branch_and_continue_opens_it(app: App) -> None:
    table = high_card_table(app)
    play_steps(app, table, 1)
    table.save_as("stage one")
    play_steps(app, table, 3)
    title = to_title(app)
    open_from_load(app, title, "stage_one")
    branch = app.top
    assert isinstance(branch, HighCardTable)
    branch.curtain.lift()
    play_steps(app, branch, 1)
    title = to_title(app)
    folder = userdirs.saves_dir()
    autosaves = autosaves_of(folder, "high-card")
    assert sorted(read_save_header(p).steps for p in autosaves) == [2, 4]  # both games kept
    click(app, find_button(title, "Continue"))
    resumed = app.top
    assert isinstance(resumed, HighCardTable) and len(resumed.session.log) == 2  # the most recent game
    assert resumed.saves.slot == branch.saves.slot  # continuing its own slot, not branching again


def test_the_load_list_says_branch_steps_and_backup(app: App) -> None:
    table = high_card_table(app)
    play_steps(app, table, 1)
    table.save_as("stage one")
    play_steps(app, table, 1)
    table.autosave()
    play_steps(app, table, 1)
    title = to_title(app)  # the second autosave write keeps a backup
    open_from_load(app, title, "stage_one")
    play_steps(app, app.top, 1)  # type: ignore[arg-type]
    title = to_title(app)
    click(app, find_button(title, "Load game"))
    screen = app.top
    assert isinstance(screen, LoadScreen)
    texts = [getattr(s, "text", "") for s in screen.manager.get_sprite_group().sprites()]  # type: ignore[union-attr]
    assert any(" at step 1" in t and "branch " in t for t in texts)
    assert any("its furthest point" in t for t in texts)  # the campaign's main autosave says so
    assert any("1 step since the branch" in t for t in texts)
    assert any("3 steps" in t and "backup kept" in t for t in texts)
    assert any("2 steps" in t and "no backup" in t for t in texts)


def test_leaving_asks_only_when_the_autosave_failed(app: App, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    table = high_card_table(app)
    to_title(app)  # a fresh game with no step: nothing to lose, no question
    table = high_card_table(app)
    play_steps(app, table, 2)
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x", encoding="utf-8")
    monkeypatch.setattr(userdirs, "saves_dir", lambda: blocker / "saves")
    press(app, pygame.K_ESCAPE)
    assert app.top is table and table.leave_dialog is not None
    click(app, find_button(table, "Stay in the game"))
    assert app.top is table and table.leave_dialog is None
    press(app, pygame.K_ESCAPE)
    click(app, find_button(table, "Leave anyway"))
    assert isinstance(app.top, TitleScreen)


def test_issue_25_loading_an_older_save_four_times_keeps_the_furthest_autosave(app: App) -> None:
    """Finding 1 clicked through: the older save opened and played on, left to the menu four times."""
    table = high_card_table(app)
    play_steps(app, table, 1)
    table.save_as("stage one")
    play_steps(app, table, 4)
    furthest = slot_path(table.saves.slot)
    title = to_title(app)
    for _ in range(4):
        open_from_load(app, title, "stage_one")
        play_steps(app, app.top, 1)  # type: ignore[arg-type]
        title = to_title(app)
    assert furthest.exists() and read_save_header(furthest).steps == 5
    assert len(autosaves_of(userdirs.saves_dir(), "high-card")) == 4  # the furthest and the newest three
    click(app, find_button(title, "Load game"))
    screen = app.top
    assert isinstance(screen, LoadScreen)
    click(app, find_button(screen, "Trash (1)"))  # the oldest branch was put aside, not deleted
    assert screen.in_trash and len(screen.entries) == 1
    click(app, find_button(screen, "Restore"))
    assert len(autosaves_of(userdirs.saves_dir(), "high-card")) == 5 and screen.entries == []
    click(app, find_button(screen, "Saves"))
    assert not screen.in_trash and len(screen.entries) == 6  # five autosaves and the named save
