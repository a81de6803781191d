"""The title at start (issue #28): built once, even when an autosave waits to be continued."""

from __future__ import annotations

from pathlib import Path

import pytest

from screens.shell.title import TitleScreen
from tests.screens import HighCardTable, find_button, make_app, pump, register_high_card


def test_the_title_is_built_once_over_an_autosave(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    register_high_card(monkeypatch)
    app = make_app(tmp_path, monkeypatch)
    first = TitleScreen(app)
    app.push(first)
    table = HighCardTable.new_game(app, 3)
    app.push(table)
    table.curtain.lift()
    table.play(table.session.legal_actions()[0])
    table.autosave()  # what leaving the table does
    app.stack.clear()  # a new start of the app, the autosave on disk

    builds: list[TitleScreen] = []
    build = TitleScreen.build

    def counted(screen: TitleScreen) -> None:
        builds.append(screen)
        build(screen)

    monkeypatch.setattr(TitleScreen, "build", counted)
    title = TitleScreen(app)
    app.push(title)
    pump(app, 2)
    assert builds == [title]
    cont = find_button(title, "Continue")
    assert cont.is_enabled and "High Card" in cont.tool_tip_text
