"""The Alchemic table driven headless with synthetic clicks (issue #10): the curtain before
each hand, lit cards are exactly the legal ones, a click on the table plays, the defender's
pick stays hidden, a rebounding card needs a second choice."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from engine.alchemic import actions as A
from engine.core.kernel.session import Session
from engine.core.kernel.view import Hidden
from screens.alchemic.table import DEFAULT_DECKS, AlchemicTable
from screens.kit import curtain
from screens.shell.app import App
from tests.engine.alchemic.helpers import card, position, side
from tests.screens import click_at, make_app, pump

SETUP = {"decks": DEFAULT_DECKS, "players": ["Aki", "Ren"]}


@pytest.fixture(autouse=True)
def no_arm_delay(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(curtain, "ARM_SECONDS", 0.0)


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    return make_app(tmp_path, monkeypatch)


def _open(app: App, session: Session) -> AlchemicTable:
    screen = AlchemicTable(app, session)
    app.push(screen)
    pump(app)
    return screen


def _lift(app: App, screen: AlchemicTable) -> None:
    assert screen.curtain.down
    click_at(app, (app.surface.get_width() // 2, app.surface.get_height() - 40))  # anywhere but its Menu button
    assert not screen.curtain.down


def _lit_cards(screen: AlchemicTable) -> set[str]:
    hand = screen.view().sides[screen.viewer].hand
    return {hand[i] for i in (screen.hand.legal or ())}


def test_curtain_first_then_lit_cards_are_the_legal_ones_and_a_click_plays(app: App) -> None:
    screen = _open(app, Session.new(screen_game(), SETUP, 4))
    _lift(app, screen)
    while screen.session.state.step == "mulligan":
        screen.play(A.KeepHand(screen.viewer))
        pump(app)
        if screen.curtain.down:
            _lift(app, screen)
    legal = screen.session.legal_actions(screen.viewer)
    assert _lit_cards(screen) == {a.card for a in legal if getattr(a, "card", None)}
    target = next(i for i in sorted(screen.hand.legal or ()) if screen.hand.slots)
    instance = screen.view().sides[screen.viewer].hand[target]
    click_at(app, tuple(int(v) for v in screen.hand.drawn_center(screen.hand.slots[target])))
    assert instance not in screen.session.state.players[screen.viewer].hand


def screen_game():  # type: ignore[no-untyped-def]
    return AlchemicTable.make_game(None)  # type: ignore[arg-type]


def _battle_session() -> Session:
    session = Session.new(screen_game(), SETUP, 1)
    session.state = position(side(0, main="vesper-cinder", hand=("flame-lance", "feint-strike"), alchemy=1),
                             side(1, main="sergeant-rowe", hand=("braced-stance",)))
    return session


def test_defender_gets_the_curtain_and_never_sees_the_attack_card(app: App) -> None:
    session = _battle_session()
    screen = _open(app, session)
    _lift(app, screen)
    screen.play(A.DeclareBattle(0))
    screen.play(A.PickBattleCard(0, card(session.state, 0, "feint-strike")))
    pump(app)
    assert screen.viewer == 1 and screen.curtain.down  # hand-off before the defender's hand shows
    _lift(app, screen)
    assert isinstance(screen.view().battle.attack, Hidden)
    pump(app)


def test_a_rebounding_card_warns_first_and_plays_on_the_second_choice(app: App) -> None:
    session = _battle_session()
    screen = _open(app, session)
    _lift(app, screen)
    screen.play(A.DeclareBattle(0))
    pick = next(a for a in session.legal_actions(0) if getattr(a, "rebound", False))
    screen.play(pick)
    assert session.state.battle.attack is None  # the warning, at the card, and nothing played
    assert screen.note is not None and "REBOUND" in screen.note.text
    assert screen.note.anchor == screen.action_rect(pick)
    screen.play(pick)
    assert session.state.battle.attack is not None
    pump(app)


def test_the_table_draws_in_japanese_without_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch, language="ja")
    screen = _open(app, _battle_session())
    _lift(app, screen)
    surface = pygame.Surface((1280, 720))
    screen.draw(surface)
    assert len(screen.hotspots) == 2  # the mains on both sides were drawn (and can be previewed)


def test_the_bar_offers_only_the_viewing_seats_own_choices(app: App) -> None:
    session = _battle_session()
    session.setup["bots"] = {"1": "heuristic"}
    screen = _open(app, session)
    assert screen.viewer == 0 and not screen.curtain.down
    screen.play(A.DeclareBattle(0))
    screen.play(A.PickBattleCard(0, card(session.state, 0, "feint-strike")))
    assert session.decision().seats in ((1,), ())
    assert screen.bar_actions([]) == []  # the bot's picks are never on the person's bar
    pump(app, 1)
    assert session.state.last_battle is not None and session.state.last_battle.attack.seat == 0  # it answered
    assert screen.moment.up and screen.moment.moment.headline == "Battle result"  # seen before going on
    while session.decision().seat == 1:  # the bot's own turn: only the person's own picks, if any
        assert all(a.seat == 0 for a in screen.bar_actions([]))
        screen.moment.close()  # a public moment holds the bot until the people have seen it
        pump(app, 1)
