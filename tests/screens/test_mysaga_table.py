"""The My Crypto Saga table, headless: the charge panel offers exactly the legal actions with
their KP, picks go seat by seat behind the curtain, no hand shows to the wrong seat."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core.session import Session
from engine.core.view import Hidden
from engine.mysaga import actions as A
from screens import curtain
from screens.app import App
from screens.mysaga.table import MySagaTable
from tests.screens import click_at, make_app, pump


@pytest.fixture(autouse=True)
def no_arm_delay(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(curtain, "ARM_SECONDS", 0.0)


def _table(app: App) -> MySagaTable:
    game = MySagaTable.make_game(app)
    session = Session.new(game, MySagaTable.default_setup(app), 5, "strict")
    table = MySagaTable(app, session)
    app.push(table)
    table.curtain.lift()
    pump(app)
    return table


def _click_action(app: App, table: MySagaTable, kind: type) -> None:
    for index, button in enumerate(table.action_bar.buttons):
        if isinstance(button.action, kind):
            click_at(app, table.action_bar.button_rect(index).center)
            return
    raise AssertionError(f"no {kind.__name__} on the bar: {[b.label for b in table.action_bar.buttons]}")


def _lift(app: App, table: MySagaTable) -> None:
    assert table.curtain.down
    click_at(app, (10, 10))
    assert not table.curtain.down


def test_picks_and_charges_go_seat_by_seat_behind_the_curtain(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    table = _table(app)
    session = table.session
    assert table.viewer == 0 and [type(b.action) for b in table.action_bar.buttons] == [A.PlayPreRound] * 3
    _click_action(app, table, A.PlayPreRound)
    assert len(session.log) == 1
    _lift(app, table)  # Ren's hand is not for Aki's eyes
    assert table.viewer == 1
    _click_action(app, table, A.PlayPreRound)
    _lift(app, table)
    _click_action(app, table, A.PickCard)  # Aki picks face down
    assert session.state.phase == "pick"
    _lift(app, table)
    assert table.viewer == 1
    view = table.view()
    assert isinstance(view.fields[1][0].card, Hidden)  # Aki's pick, seen by Ren
    assert isinstance(view.seats[0].hand, Hidden) and not isinstance(view.seats[1].hand, Hidden)
    _click_action(app, table, A.PickCard)
    assert session.state.phase == "charge"
    _lift(app, table)
    labels = [b.label for b in table.action_bar.buttons]
    assert labels == ["Wait", "Charge 10 KP", "Escape"]
    assert [b.action for b in table.action_bar.buttons] == session.legal_actions(table.viewer)
    _click_action(app, table, A.Charge)
    _lift(app, table)
    costs = dict(table.view().costs)
    assert [b.action for b in table.action_bar.buttons] == session.legal_actions(table.viewer)
    assert f"Equal Charge {costs['EqualCharge']} KP" in [b.label for b in table.action_bar.buttons]


def test_the_screen_draws_in_both_languages(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for lang in ("en", "ja"):
        app = make_app(tmp_path, monkeypatch, language=lang)
        table = _table(app)
        pump(app, 2)
        assert table.log_lines() and all(line.strip() for line in table.log_lines())
