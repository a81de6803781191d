"""The toy High Card table (tests/support/high_card_table.py, issue #24): a table made only of kit
pieces, clicked through a whole game headless, in both languages."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from engine.core.kernel.view import Hidden
from screens.kit import curtain, moment
from screens.kit.text.probe import TextProbe
from screens.shell.app import App
from tests.screens import click_at, make_app, pump
from tests.support.high_card import ENTRY, Revealed
from tests.support.high_card_table import HighCardTable


@pytest.fixture(autouse=True)
def registered(monkeypatch: pytest.MonkeyPatch) -> None:
    from engine import registry

    monkeypatch.setitem(registry.GAMES, ENTRY.id, ENTRY)
    monkeypatch.setattr(curtain, "ARM_SECONDS", 0.0)
    monkeypatch.setattr(moment, "ARM_SECONDS", 0.0)


def open_table(app: App, seed: int = 3) -> HighCardTable:
    from screens.shell.games import new_game_screen
    from screens.shell.title import TitleScreen

    app.push(TitleScreen(app))
    screen = new_game_screen(app, ENTRY.id)  # as the title opens it: no setup screen, the table
    assert isinstance(screen, HighCardTable)
    app.push(screen)
    pump(app)
    return screen


def clear_the_way(app: App, table: HighCardTable) -> None:
    """Close a public moment, then lift the curtain for the next player, as the people would."""
    for _ in range(4):
        if table.moment.up:
            table.moment.close()
        elif table.curtain.down:
            table.curtain.lift()
        else:
            break
        pump(app)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_whole_game_is_played_by_clicking_the_lit_cards_of_the_hand(
    lang: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(tmp_path, monkeypatch, language=lang)
    table = open_table(app)
    moments = 0
    for _ in range(6):  # 3 tricks of 2 cards each
        clear_the_way(app, table)
        seat = table.viewer
        assert seat is not None and table.hand.legal  # the seat's own cards, lit from legal_actions
        index = min(table.hand.legal)
        card = table.hand.items[index].card["id"]  # type: ignore[union-attr]
        assert len(table.their_hand.items) == len(table.session.state.hands[1 - seat])
        assert all(isinstance(item, Hidden) for item in table.their_hand.items)  # backs only
        click_at(app, tuple(int(v) for v in table.hand.drawn_center(table.hand.slots[index])))  # type: ignore[arg-type]
        played = table.session.log[-1]["action"]
        assert (played["seat"], played["card"]) == (seat, card)
        moments += table.moment.up
    view = table.session.view(None)
    assert sum(view.scores) == 3 and len(view.discard) == 6
    assert moments == 3  # each trick's reveal was a moment every player saw
    assert any(isinstance(e, Revealed) for _, e in table.session.events)
    assert table.session.legal_actions() == []
    clear_the_way(app, table)
    assert table.discard.count == 6 and [c.value for c in table.scores] == view.scores


def test_a_card_played_out_of_turn_is_refused_with_the_engines_reason(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.support.high_card import PlayCard

    app = make_app(tmp_path, monkeypatch)
    table = open_table(app)
    ben_card = table.session.state.hands[1].cards[0]
    before = len(table.session.log)
    table.play(PlayCard(1, ben_card))
    assert len(table.session.log) == before
    assert "Aoi's turn" in app.toasts[-1].text


def test_the_table_grows_with_the_ui_scale_and_keeps_the_floor(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    sizes = {}
    for scale in (1.0, 1.5):
        app = make_app(tmp_path / str(scale), monkeypatch, ui_scale=scale, window_size=(1920, 1080))
        with TextProbe() as probe:
            table = open_table(app)
            table.curtain.lift()
            pump(app, 2)
        smallest = probe.smallest()
        assert smallest is not None and smallest.px >= int(12 * scale)
        sizes[scale] = table.hand.card_height
    assert sizes[1.5] > sizes[1.0]


def test_hovering_a_card_of_the_hand_previews_it_whole(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    table = open_table(app)
    clear_the_way(app, table)
    slot = table.hand.slots[0]
    pos = tuple(int(v) for v in table.hand.drawn_center(slot))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pump(app)
    assert table.preview.item == table.hand.items[0]
