"""Seats at the table (issue #9): the turn timer applies the rules' default through the session
(Game.timeout_action), undo by seat refuses what the viewing seat may not take back, and a seat
handed to a bot plays itself through the core driver."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core.kernel.session import Session
from engine.core.kernel.view import Hidden
from screens.kit import curtain
from screens.shell.app import App
from tests.engine.core.toy_pick import ScoreKeeper, ToyPick
from tests.screens import ToyPickTable, find_button, make_app, pump


@pytest.fixture(autouse=True)
def no_arm_delay(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(curtain, "ARM_SECONDS", 0.0)


def toy_table(app: App) -> ToyPickTable:
    screen = ToyPickTable(app, Session.new(ToyPick(), {"seat_names": ["Aoi", "Ben"]}, 3, "strict"))
    app.push(screen)
    screen.curtain.lift()
    pump(app)
    return screen


def test_when_time_runs_out_the_rules_pick_and_the_step_is_logged_as_a_timeout(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(tmp_path, monkeypatch, turn_timer=30)
    screen = toy_table(app)
    lowest = min(screen.session.state.hands[0])
    pump(app, 5, dt=5.0)
    assert screen.session.log == []  # 25 s: still Aoi's time
    pump(app, 1, dt=4.9)
    pump(app, 1, dt=0.2)  # 30.1 s
    assert screen.session.log == [{"action": {"type": "Pick", "seat": 0, "card": lowest}, "chance": [], "timeout": True}]
    assert screen.curtain.down and screen.curtain.name == "Ben"  # Aoi's pick is hidden from Ben
    assert screen.turn_seconds == 0.0 and "the rules played Aoi's default" in app.toasts[-1].text


def test_undo_by_seat_refuses_with_the_reason(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    screen = toy_table(app)
    screen.play(screen.session.legal_actions(0)[0])
    assert screen.curtain.down and screen.viewer == 1
    screen.curtain.lift()
    pump(app)
    assert not find_button(screen, "Undo").is_enabled  # Ben has nothing of his own to take back
    screen.undo()
    assert "nothing of yours to take back" in app.toasts[-1].text and len(screen.session.log) == 1
    screen.play(screen.session.legal_actions(1)[0])
    screen.curtain.lift()
    pump(app)
    assert screen.viewer == 0 and not find_button(screen, "Undo").is_enabled
    screen.undo()
    assert "Ben has moved since your last move" in app.toasts[-1].text and len(screen.session.log) == 2


def test_a_seat_handed_to_a_bot_plays_itself_and_the_screen_stays_with_the_person(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(tmp_path, monkeypatch)
    screen = toy_table(app)
    screen.bots.take(1, ScoreKeeper())  # mid-game: Ben leaves, a bot takes his seat
    screen.play(screen.session.legal_actions(0)[0])
    assert not screen.curtain.down and screen.viewer == 0  # no hand-off to a bot
    pump(app, 2)
    assert [e["action"]["seat"] for e in screen.session.log] == [0, 1]
    assert screen.session.decision().seats == (0,) and screen.viewer == 0  # Aoi turns the picks over
    assert isinstance(screen.view().picks[1], Hidden)  # the bot's pick stays hidden from Aoi
