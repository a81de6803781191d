"""Alchemic setup (seat names, decks, a bot opponent) and the deck builder, headless (issues #10, #17)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from engine.alchemic.schema import SPEC
from engine.core.data.loader import load_data
from screens.alchemic.deck_builder import DeckBuilder
from screens.alchemic.setup import AlchemicSetup
from screens.alchemic.table import AlchemicTable
from screens.shell.app import App
from tests.screens import click, find_button, make_app, press, pump


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    return make_app(tmp_path, monkeypatch)


def test_setup_starts_a_game_against_a_bot_that_plays_its_seat(app: App) -> None:
    setup = AlchemicSetup(app)
    app.push(setup)
    pump(app)
    click(app, find_button(setup, "Player 2 is a person (hotseat)"))
    click(app, find_button(setup, "Start"))
    table = app.top
    assert isinstance(table, AlchemicTable) and table.bots.seats() == {1}
    assert not table.curtain.down and table.viewer == 0
    for _ in range(400):  # the person keeps ending turns; the bot must answer every time
        seat = table.session.decision().seat
        if seat is None or table.session.state.turn >= 6:
            break
        if table.moment.up:  # a battle's result: the person has seen it, goes on
            table.moment.close()
        elif seat == 0:
            legal = table.session.legal_actions(0)
            table.play(next((a for a in legal if type(a).__name__ in ("KeepHand", "EndTurn")), legal[0]))
        pump(app, 1)
    assert table.session.state.turn >= 6 or table.session.decision().seat is None
    assert table.viewer == 0  # the person's view throughout


def type_text(app: App, text: str) -> None:
    """Keys as a keyboard sends them: a KEYDOWN and the TEXTINPUT of each character."""
    for char in text:
        key = pygame.key.key_code(char)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=char, scancode=0))
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=char, scancode=0))
        pump(app, 1)
    pump(app)


def test_typed_seat_names_are_text_not_shortcuts_and_name_the_seats(app: App) -> None:
    setup = AlchemicSetup(app)
    app.push(setup)
    pump(app)
    first, second = setup.name_entries
    assert (first.get_text(), second.get_text()) == ("Player 1", "Player 2")
    click(app, first)
    first.set_text("")
    type_text(app, "Bob12")  # B cycles the opponent and 1/2 the decks, but not while typing
    assert setup.opponent == 0 and setup.choice == [0, 1]
    press(app, pygame.K_ESCAPE)  # the box lets go of the keyboard; the screen stays
    assert app.top is setup and not setup.typing()
    press(app, pygame.K_b)  # now B is the shortcut again: seat 2 becomes a bot, its default name follows
    assert setup.opponent == 1 and setup.name_entries[1].get_text() == "Bot (heuristic)"
    assert setup.name_entries[0].get_text() == "Bob12"  # the typed name outlives the rebuild
    click(app, find_button(setup, "Start"))
    table = app.top
    assert isinstance(table, AlchemicTable)
    assert table.session.seat_names() == ["Bob12", "Bot (heuristic)"]


def test_an_emptied_name_box_keeps_the_seats_default_in_the_setups_language(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch, language="ja")
    setup = AlchemicSetup(app)
    app.push(setup)
    pump(app)
    setup.name_entries[1].set_text("   ")
    assert setup.setup()["players"] == ["プレイヤー1", "プレイヤー2"]


def test_deck_builder_counts_refuses_a_fourth_copy_and_saves_a_loadable_deck(app: App, tmp_path: Path) -> None:
    user = tmp_path / "user"
    builder = DeckBuilder(app, user_dir=user / "alchemic")
    app.push(builder)
    pump(app)
    lunge = next(c for c in builder.pool if c == "lunge")
    rect = builder.reveal(lunge)  # the pool scrolls: bring it into view
    assert builder.grid.contains(rect)
    for _ in range(4):
        click(app, rect)
    assert builder.draft.counts["lunge"] == 3 and "3 copies" in app.toasts[-1].text
    builder.load_next()
    builder.name_entry.set_text("Test Deck")
    assert builder.draft.size == 30
    click(app, find_button(builder, "Save"))
    saved = user / "alchemic" / "deck-test-deck.toml"
    assert saved.is_file()
    result = load_data(SPEC, Path(__file__).parents[2] / "data", user)
    assert not result.problems and "user-test-deck" in result.db.cards("deck")
    click(app, find_button(builder, "Save"))  # exists: asks first
    assert "again" in app.toasts[-1].text


def test_deck_builder_explains_an_illegal_deck(app: App, tmp_path: Path) -> None:
    builder = DeckBuilder(app, user_dir=tmp_path / "alchemic")
    app.push(builder)
    pump(app)
    click(app, find_button(builder, "Save"))
    assert "exactly 30" in app.toasts[-1].text
    assert not (tmp_path / "alchemic").exists()


def test_title_opens_the_setup_first(app: App) -> None:
    from screens.shell.title import TitleScreen

    title = TitleScreen(app)
    app.push(title)
    pump(app)
    title.start_game("alchemic")
    pump(app)
    assert isinstance(app.top, AlchemicSetup)


def test_turn_start_autosaves_and_the_save_reopens_the_same_game_with_its_bot(app: App) -> None:
    from screens.shell.autosave import slot_path
    from screens.shell.games import open_save

    setup = AlchemicSetup(app)
    app.push(setup)
    pump(app)
    setup.opponent = 1  # heuristic bot
    setup.start()
    table = app.top
    while table.session.state.turn < 3:
        seat = table.session.decision().seat
        if table.moment.up:  # a battle's result: seen, go on (the bot waits for it)
            table.moment.close()
        elif seat == 0:
            legal = table.session.legal_actions(0)
            table.play(next((a for a in legal if type(a).__name__ in ("KeepHand", "EndTurn")), legal[0]))
        pump(app, 1)
    path = slot_path(table.saves.slot)
    assert path.is_file()
    reopened = open_save(app, path)
    assert reopened.bots.seats() == {1} and reopened.session.state.turn >= 2
