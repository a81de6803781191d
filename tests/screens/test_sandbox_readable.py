"""The sandbox tables made readable (issue #24): keys bound to actions, End game asks first, a
pile looked through spread in pages, refusals at the card, zone titles that keep their count."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from engine.sandbox import actions as A
from screens.sandbox.look_through import look_layout
from screens.sandbox.paint import fitted_title
from screens.sandbox.placement import spot_at
from screens.shell.title import TitleScreen
from tests.screens import make_app, press, pump
from tests.screens.test_sandbox_table import ToyTable, mouse, spot_of


@pytest.fixture
def table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ToyTable:
    app = make_app(tmp_path / "home", monkeypatch)
    monkeypatch.setattr(ToyTable, "root", tmp_path / "data")
    app.push(TitleScreen(app))
    screen = ToyTable.new_game(app, seed=2)
    app.push(screen)
    screen.curtain.lift()
    pump(app)
    return screen


def click(table: ToyTable, pos: tuple[int, int]) -> None:
    mouse(table.app, pygame.MOUSEMOTION, pos)
    mouse(table.app, pygame.MOUSEBUTTONDOWN, pos)
    mouse(table.app, pygame.MOUSEBUTTONUP, pos)


def hotkeys(table: ToyTable) -> dict[type, str | None]:
    return {type(b.action): b.hotkey for b in table.action_bar.buttons}


def test_a_key_stays_bound_to_one_action_whatever_the_bar_holds(table: ToyTable) -> None:
    before = hotkeys(table)
    assert before[A.EndTurn] == "e" and before[A.EndGame] == "q" and before[A.Draw] == "d"
    table.play(A.Peek(0, "0.deck"))  # "Stop looking" joins the bar: nothing else moves key
    after = hotkeys(table)
    assert after[A.StopPeek] == "s"
    assert all(after[kind] == key for kind, key in before.items())
    assert not any(b.hotkey and b.hotkey.isdigit() for b in table.action_bar.buttons)
    steps = len(table.session.log)
    press(table.app, pygame.K_2)  # once End turn or End game by its place on the bar: now nothing
    assert len(table.session.log) == steps and not table.session.state.over
    press(table.app, pygame.K_e)
    assert table.session.state.turn_player == 1


def test_end_game_asks_first_and_esc_or_no_keeps_playing(table: ToyTable) -> None:
    press(table.app, pygame.K_q)
    assert table.asking is not None and not table.session.state.over
    press(table.app, pygame.K_RETURN)  # a key pressed out of habit answers nothing
    assert table.asking is not None and not table.session.state.over
    press(table.app, pygame.K_ESCAPE)
    assert table.asking is None and not table.session.state.over
    assert table.app.top is table  # Esc closed the question, it did not leave the table
    end = next(b for b in table.action_bar.buttons if isinstance(b.action, A.EndGame))
    click(table, table.action_bar.button_rect(table.action_bar.buttons.index(end)).center)
    assert table.asking is not None
    click(table, table.asking.no[0].center)
    assert table.asking is None and not table.session.state.over
    press(table.app, pygame.K_q)
    click(table, table.asking.yes[0].center)
    assert table.asking is None and table.session.state.over


def test_the_question_is_modal(table: ToyTable) -> None:
    press(table.app, pygame.K_q)
    draw = next(b for b in table.action_bar.buttons if isinstance(b.action, A.Draw))
    hand = len(table.session.state.zones["0.hand"])
    click(table, table.action_bar.button_rect(table.action_bar.buttons.index(draw)).center)
    press(table.app, pygame.K_d)
    assert len(table.session.state.zones["0.hand"]) == hand and table.asking is not None
    assert table.modal_open()  # so no hover preview or tooltip is drawn over it (screens/kit/overlay.py)


def visible_point(rect: pygame.Rect, over: list[pygame.Rect]) -> tuple[int, int] | None:
    """A point of ``rect`` no rect in ``over`` (the cards lying over it) covers."""
    for x in range(rect.left + 1, rect.right, 3):
        for y in (rect.centery, rect.top + 4, rect.bottom - 4):
            if not any(o.collidepoint(x, y) for o in over):
                return x, y
    return None


def test_looking_through_spreads_every_card_and_a_card_under_the_top_can_be_taken(table: ToyTable) -> None:
    deck = table.session.state.zones["0.deck"]
    table.play(A.Peek(0, "0.deck"))
    pump(table.app)
    shown = [s for s in table.spots() if s.key == "0.deck"]
    assert sorted(s.index for s in shown) == list(range(len(deck)))  # every card, once
    panel = table.looking().panel
    assert all(panel.contains(s.rect) for s in shown)
    for n, spot in enumerate(shown):  # each card can be pointed at: some of it lies under no later card
        point = visible_point(spot.rect, [s.rect for s in shown[n + 1:]])
        assert point is not None and spot_at(table.spots(), point) == spot
    bottom = next(s for s in shown if s.index == 0)  # the bottom card: not the top one
    top_uid, hand = deck[-1].uid, len(table.session.state.zones["0.hand"])
    click(table, visible_point(bottom.rect, [s.rect for s in shown[shown.index(bottom) + 1:]]))
    assert table.card_menu is not None
    row = next(i for i, e in enumerate(table.card_menu.entries)
               if isinstance(e.action, A.MoveCard) and e.action.to == "0.hand")
    click(table, table.card_menu.row(row).center)
    assert table.session.log[-1]["action"]["uid"] == bottom.card.uid  # that card moved (it gets a new uid in hand)
    state = table.session.state
    assert len(state.zones["0.hand"]) == hand + 1 and state.zones["0.hand"][-1].card == bottom.card.card
    assert state.zones["0.deck"][-1].uid == top_uid  # the top card stayed where it was


def test_a_pile_of_sixty_still_shows_every_card_within_reach(table: ToyTable) -> None:
    geometry = table.geometry()
    top = table.item_of(next(s for s in table.spots() if s.key == "0.hand"))
    laid = look_layout(geometry, 0, top, 60, table.cards.source(), 30)
    assert len(laid.cells) == 60 and laid.order()[0] == 59  # the top card first
    assert all(laid.panel.contains(c) for c in laid.cells)
    for n, cell in enumerate(laid.cells):
        assert visible_point(cell, list(laid.cells[n + 1:])) is not None


def test_a_card_that_cannot_be_touched_says_why_at_the_card(table: ToyTable) -> None:
    theirs = spot_of(table, "1.hand")
    click(table, theirs.rect.center)
    assert table.card_menu is None and table.note is not None
    assert table.note.text == "That card is in another player's hand or deck."
    assert table.note.at == theirs.rect.center


def test_a_zone_title_too_long_keeps_its_count() -> None:
    pygame.font.init()
    title = fitted_title("Graveyard of the fallen heroes", 0, 90, 13)
    assert title.endswith("… (0)") and title.startswith("Grave")
    assert fitted_title("Deck", 12, 200, 13) == "Deck (12)"


def test_a_bigger_ui_scale_makes_bigger_cards(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    sizes = []
    for scale in (1.0, 1.5):
        app = make_app(tmp_path / f"home{scale}", monkeypatch, ui_scale=scale, window_size=(1920, 1080))
        monkeypatch.setattr(ToyTable, "root", tmp_path / "data")
        app.push(TitleScreen(app))
        screen = ToyTable.new_game(app, seed=2)
        app.push(screen)
        pump(app)
        sizes.append(screen.geometry().card)
    assert sizes[1][1] > sizes[0][1]
    assert ToyTable.NEEDS_AT_1X == (1280, 720)
