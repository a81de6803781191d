"""The Fatal Fight table's input routing (issue #9): no rule in the screen, no guessed actions.

Clicks on lit things play the engine's legal actions; clicks on unlit things ask the engine
(``explain_illegal``) about one of its own candidate actions. Pick-up at a turn start is the
engine's choice, offered on the bar — the screen never plays it by itself.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from engine.core.kernel.game import Action
from engine.core.kernel.session import Session
from engine.fatal_fight import actions as A
from engine.fatal_fight.board import CELLS
from engine.fatal_fight.game import FatalFight
from screens.fatal_fight.table import FatalFightTable
from screens.shell.app import App
from screens.shell.title import TitleScreen
from tests.screens import click_at, make_app, press, pump

SOLO = [("ryuji", "Aoi"), ("joe", "Aoi"), ("mei", "Aoi")]


@pytest.fixture(scope="module")
def game() -> FatalFight:
    return FatalFight.load()


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    return make_app(tmp_path, monkeypatch)


def open_table(app: App, game: FatalFight, seed: int = 1) -> FatalFightTable:
    app.push(TitleScreen(app))
    setup = {"heroes": [{"character": c, "player": p} for c, p in SOLO], "variants": []}
    table = FatalFightTable(app, Session.new(game, setup, seed, "strict"))  # type: ignore[arg-type]
    app.push(table)
    pump(app)
    return table


def test_FF_R5a_pick_up_at_turn_start_is_a_choice_on_the_bar(app: App, game: FatalFight) -> None:
    """Seed 1: Ryuji starts on the centre cell with 2 gold icons. The screen does not take them
    (issue #9: no rule in the screen); the engine offers PickUp, the bar shows it, P takes it."""
    table = open_table(app, game)
    cell = CELLS.index(table.view().heroes[0].cell)
    assert table.view().cells[cell].icons == ["gold", "gold"] and not table.session.log
    button = next(b for b in table.action_bar.buttons if isinstance(b.action, A.PickUp))
    assert button.label == "Pick up" and button.hotkey == "p"
    gold = table.view().stage_gold
    press(app, pygame.K_p)
    assert table.view().cells[cell].icons == [] and table.view().stage_gold == gold + 2
    assert table.session.log[-1]["action"]["type"] == "PickUp"


def test_the_screen_sends_only_legal_actions_and_asks_only_about_candidates(
        app: App, game: FatalFight, monkeypatch: pytest.MonkeyPatch) -> None:
    """Clicks over the whole table, in a turn and in an attack: every action reaching the session
    was legal at that moment, every refusal asked about was one of the engine's candidates."""
    table = open_table(app, game)
    sent: list[tuple[Action, bool]] = []
    asked: list[tuple[Action, bool]] = []
    session = table.session
    real_apply, real_explain = session.apply, game.explain_illegal

    def apply(action: Action) -> Any:
        sent.append((action, action in session.legal_actions()))
        return real_apply(action)

    def explain(state: Any, action: Action) -> Any:
        asked.append((action, action in game.candidates(state)))
        return real_explain(state, action)

    monkeypatch.setattr(session, "apply", apply)
    monkeypatch.setattr(game, "explain_illegal", explain)
    rect = table.table_rect
    points = [(rect.left + rect.width * i // 6, rect.top + rect.height * j // 5) for i in range(1, 6) for j in (1, 2)]
    badge = table.parts.board.geo.badge(min(table.choices.attacks))
    click_at(app, (rect.left + badge.centerx, rect.top + badge.centery))
    assert table.choices.kind == "attack"
    for pos in points:
        click_at(app, pos)
    press(app, pygame.K_ESCAPE)
    for pos in points:
        click_at(app, pos)
    press(app, pygame.K_a)
    assert sent and asked, "the sweep should have played something and been refused something"
    assert all(ok for _, ok in sent), [a for a, ok in sent if not ok]
    assert all(ok for _, ok in asked), [a for a, ok in asked if not ok]


def test_a_refused_click_toasts_the_engines_reason_and_changes_nothing(app: App, game: FatalFight) -> None:
    table = open_table(app, game)
    before = game.encode_state(table.session.state)
    steps = len(table.session.log)
    press(app, pygame.K_a)
    press(app, pygame.K_a)  # second step left: no move points (the first one moved)
    assert len(table.session.log) == steps + 1
    after_move = game.encode_state(table.session.state)
    assert after_move != before
    refused = A.Move(0, "left")
    note = table.look.note  # said at the hero who could not step (issue #24)
    assert note.up and note.text.endswith(game.explain_illegal(table.session.state, refused).en)
    assert note.at == table.parts.board.token_centre(0)
    assert game.encode_state(table.session.state) == after_move
