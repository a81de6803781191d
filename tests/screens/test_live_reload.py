"""A game in progress picks up edited card texts and refuses rule changes (issue #6)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from engine.core.kernel.session import Session
from engine.fatal_fight.game import FatalFight
from screens.kit.table_base import TableScreen
from screens.shell.live_reload import POLL_SECONDS, LiveReload
from tests.screens import make_app

SHIPPED = Path(__file__).resolve().parents[2] / "data" / "fatal_fight"
SETUP = {"heroes": [{"character": "ryuji", "player": "Aoi"}]}


class ProbeTable(TableScreen):
    game_id = "fatal-fight"


@pytest.fixture
def table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ProbeTable:
    data = tmp_path / "data"
    shutil.copytree(SHIPPED, data / "fatal_fight")
    game = FatalFight.load(data, None)
    app = make_app(tmp_path, monkeypatch)
    screen = ProbeTable(app, Session.new(game, SETUP, seed=3))
    screen.live = LiveReload.for_game("fatal-fight", game, data, None)
    screen.data_file = data / "fatal_fight" / "enemies.toml"  # type: ignore[attr-defined]
    app.push(screen)
    return screen


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_an_edited_name_reaches_the_running_game(table: ProbeTable) -> None:
    before = table.session.game.encode_state(table.session.state)
    _edit(table.data_file, 'name_en = "Street Punk"', 'name_en = "Street Punk of the Docks"')
    table.update(POLL_SECONDS)
    assert table.session.game.cards.enemies["punk"].name_en == "Street Punk of the Docks"
    assert table.session.game.encode_state(table.session.state) == before
    assert table.app.toasts[-1].text == "Card data reloaded"


def test_a_rule_change_is_refused_and_the_game_keeps_its_data(table: ProbeTable) -> None:
    game = table.session.game
    _edit(table.data_file, "life = 2", "life = 9")
    table.update(POLL_SECONDS)
    assert table.session.game is game and game.cards.enemies["punk"].life == 2
    toast = table.app.toasts[-1]
    assert toast.error and toast.text.startswith("Card data change not applied:")


def test_nothing_happens_between_polls(table: ProbeTable) -> None:
    game = table.session.game
    _edit(table.data_file, 'name_en = "Street Punk"', 'name_en = "Punk"')
    table.update(POLL_SECONDS / 2)
    assert table.session.game is game
