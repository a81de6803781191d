"""The My Crypto Saga table, headless: the charge panel offers exactly the legal actions with
their KP, picks go seat by seat behind the curtain, no hand shows to the wrong seat."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from engine.core.kernel.session import Session
from engine.core.kernel.view import Hidden
from engine.mysaga import actions as A
from screens.kit import curtain
from screens.mysaga.table import MySagaTable
from screens.shell.app import App
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
        if isinstance(button.action, kind) and button.enabled:
            click_at(app, table.action_bar.button_rect(index).center)
            return
    raise AssertionError(f"no {kind.__name__} on the bar: {[b.label for b in table.action_bar.buttons]}")


def move_to(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pump(app)


def _lift(app: App, table: MySagaTable) -> None:
    assert table.curtain.down
    click_at(app, (app.surface.get_width() // 2, app.surface.get_height() - 40))  # anywhere but its Menu button
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
    lit = [b for b in table.action_bar.buttons if b.enabled]  # the others greyed, with their reason
    assert [b.label for b in lit] == ["Wait", "Charge 10 KP", "Escape"]
    assert [b.action for b in lit] == session.legal_actions(table.viewer)
    _click_action(app, table, A.Charge)
    _lift(app, table)
    costs = dict(table.view().costs)
    lit = [b for b in table.action_bar.buttons if b.enabled]
    assert [b.action for b in lit] == session.legal_actions(table.viewer)
    assert f"Equal Charge {costs['EqualCharge']} KP" in [b.label for b in lit]


def test_the_screen_draws_in_both_languages(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for lang in ("en", "ja"):
        app = make_app(tmp_path, monkeypatch, language=lang)
        table = _table(app)
        pump(app, 2)
        assert table.log_lines() and all(line.strip() for line in table.log_lines())


def test_setup_builds_decks_with_the_live_cost_and_starts_with_bot_seats(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from screens.mysaga.setup import SetupScreen
    from tests.screens import find_button

    app = make_app(tmp_path, monkeypatch)
    setup = SetupScreen(app)
    app.push(setup)
    pump(app)
    click_at(app, find_button(setup, "Edit").rect.center)  # player 2's deck in the builder…
    assert setup.editing == 1
    click_at(app, find_button(setup, "Edit").rect.center)  # …and back to player 1's ("● Edit" is 2's now)
    assert setup.editing == 0
    before = setup.game.cards.deck_cost(setup.choices[0].cards)
    minus = [b for b in setup.buttons() if b.text == "−"]
    click_at(app, minus[0].rect.center)  # one Ember Fox out: 9 cards, cost − 5
    assert len(setup.choices[0].cards) == 9 and setup.game.cards.deck_cost(setup.choices[0].cards) == before - 5
    click_at(app, find_button(setup, "Start").rect.center)
    assert app.top is setup and "exactly 10" in app.toasts[-1].text  # refused, with the reason
    plus = [b for b in setup.buttons() if b.text == "+"]
    click_at(app, plus[0].rect.center)
    click_at(app, find_button(setup, "Start").rect.center)
    table = app.top
    assert isinstance(table, MySagaTable) and table.bots.seats() == {1}  # player 2 is a heuristic bot
    table.curtain.lift()
    for _ in range(3):
        if table.session.decision().seats == (0,):
            click_at(app, table.action_bar.button_rect(0).center)
        pump(app, 40, dt=0.05)
    assert any(entry["action"]["seat"] == 1 for entry in table.session.log)  # the bot played its seat
    assert table.viewer == 0 and not table.curtain.down  # one person: no hand-off curtain


def test_a_seat_handed_to_the_bot_plays_as_the_timeout_rule(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.screens import find_button

    app = make_app(tmp_path, monkeypatch)
    table = _table(app)
    expected = table.session.timeout_action(0)
    click_at(app, find_button(table, "Hand to bot").rect.center)
    assert 0 in table.bots.seats() and table.viewer == 1
    assert table.curtain.down and table.curtain.name == "Ren"  # Aki is still at the screen (issue #21)
    _lift(app, table)
    pump(app, 20, dt=0.05)
    assert table.session.log[0]["action"] == table.session.game.codec.encode(expected)


def test_a_saved_battle_reopens_with_its_bot_seats(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from screens.shell import autosave
    from screens.shell.games import open_save

    app = make_app(tmp_path, monkeypatch)
    game = MySagaTable.make_game(app)
    setup = {"seats": [{"name": "Aki", "deck": "blaze"}, {"name": "Bot", "deck": "tide", "bot": "expert"}]}
    session = Session.new(game, setup, 3, "strict")
    session.apply(session.legal_actions(0)[0])
    path = tmp_path / "battle.json"
    autosave.write(path, session, name="battle")
    table = open_save(app, path)
    assert isinstance(table, MySagaTable) and table.bots.seats() == {1} and table.viewer == 0
    with pytest.raises(ValueError, match="unknown bot"):
        Session.new(game, {"seats": [{"deck": "blaze"}, {"deck": "tide", "bot": "genius"}]}, 3)


def test_a_seat_handed_to_the_bot_mid_game_is_kept_in_its_saves(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from screens.shell import autosave
    from screens.shell.games import open_save
    from tests.screens import find_button

    app = make_app(tmp_path, monkeypatch)
    table = _table(app)
    click_at(app, find_button(table, "Hand to bot").rect.center)
    _lift(app, table)  # Ren takes the screen
    pump(app, 20, dt=0.05)
    assert table.session.log  # the bot played seat 0's pre-round card
    path = tmp_path / "handed.json"
    autosave.write(path, table.session, name="handed")
    reopened = open_save(app, path)
    assert isinstance(reopened, MySagaTable) and reopened.bots.seats() == {0} and reopened.viewer == 1
    assert reopened.session.state == table.session.state  # the setup's bot field changes no rule


def test_hovering_a_face_up_card_shows_it_large_and_a_hidden_one_does_not(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    table = _table(app)
    hand = table.view().seats[0]
    first = hand.deck[hand.hand[0]].card
    move_to(app, table.hand.slots[0].center)  # a card of the viewer's hand
    assert table.preview.item is not None and table.preview.item.card["id"] == first
    _click_action(app, table, A.PlayPreRound)
    assert table.preview.item is None  # the screen changed hands: nothing stays shown
    _lift(app, table)
    rect, card = table._hits[0]  # Aki's pre-round card, face up on the field
    move_to(app, rect.center)
    assert table.preview.item is not None and table.preview.item.card["id"] == card.card["id"] == first
    _click_action(app, table, A.PlayPreRound)
    _lift(app, table)
    _click_action(app, table, A.PickCard)  # Aki's pick: a back for Ren
    _lift(app, table)
    back = table.layout.cells[1][0]
    move_to(app, back.center)
    assert table.preview.item is None and all(not r.colliderect(back) for r, _c in table._hits)


def test_the_setup_switches_the_turn_timer(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from screens.mysaga.setup import SetupScreen
    from tests.screens import find_button

    app = make_app(tmp_path, monkeypatch)
    setup = SetupScreen(app)
    app.push(setup)
    pump(app)
    click_at(app, find_button(setup, "Turn timer: off").rect.center)
    assert app.settings.turn_timer > 0
    assert f"Turn timer: {app.settings.turn_timer} s" in [b.text for b in setup.buttons()]
