"""The sandbox table screen (issue #12), clicked through headless with a toy table."""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar

import pygame
import pytest

from engine.core.kernel.session import Session
from engine.core.kernel.view import Hidden
from engine.sandbox import actions as A
from engine.sandbox.game import SandboxGame
from screens.sandbox.placement import CardSpot
from screens.sandbox.table import SandboxTable, default_setup
from screens.shell.app import App
from tests.engine.sandbox.tables import toy_game
from tests.screens import make_app, pump


class ToyTable(SandboxTable):
    game_id = "toy-table"
    root: ClassVar[Path] = Path()

    @classmethod
    def make_game(cls, app: App) -> SandboxGame:
        return toy_game(cls.root)

    def data_dir(self) -> Path:
        return self.root / "toy_table"


@pytest.fixture
def table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ToyTable:
    app = make_app(tmp_path / "home", monkeypatch, hotseat_privacy=True)
    monkeypatch.setattr(ToyTable, "root", tmp_path / "data")
    from screens.shell.title import TitleScreen

    app.push(TitleScreen(app))
    screen = ToyTable.new_game(app, seed=2)
    app.push(screen)
    screen.curtain.lift()
    pump(app)
    return screen


def mouse(app: App, kind: int, pos: tuple[int, int], **extra: Any) -> None:
    if kind == pygame.MOUSEMOTION:
        extra.setdefault("rel", (0, 0))
        extra.setdefault("buttons", (1, 0, 0) if extra.pop("held", False) else (0, 0, 0))
    else:
        extra.setdefault("button", 1)
    pygame.event.post(pygame.event.Event(kind, pos=pos, **extra))
    pump(app)


def drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    mouse(app, pygame.MOUSEMOTION, start)
    mouse(app, pygame.MOUSEBUTTONDOWN, start)
    middle = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    mouse(app, pygame.MOUSEMOTION, middle, held=True)
    mouse(app, pygame.MOUSEMOTION, end, held=True)
    mouse(app, pygame.MOUSEBUTTONUP, end)


def spot_of(screen: ToyTable, key: str, index: int = 0) -> CardSpot:
    return next(s for s in screen.spots() if s.key == key and s.index == index)


def test_dragging_a_hand_card_onto_the_units_plays_it(table: ToyTable) -> None:
    card = spot_of(table, "0.hand")
    target = table.geometry().zones["0.units"]
    drag(table.app, card.rect.center, target.center)
    state = table.session.state
    assert [p.uid for p in state.zones["0.units"]] == [card.card.uid]
    assert "Hand" not in table.log_lines()[-1] or "units" in table.log_lines()[-1].lower()


def test_drop_targets_are_exactly_the_legal_moves(table: ToyTable) -> None:
    card = spot_of(table, "0.hand")
    legal = {a.to for a in table.session.legal_actions()
             if isinstance(a, A.MoveCard) and a.uid == card.card.uid and not a.bottom}
    assert table.drop_targets(card) == legal and "1.hand" not in legal


def test_a_click_opens_the_menu_of_the_cards_legal_actions(table: ToyTable) -> None:
    card = spot_of(table, "0.hand")
    mouse(table.app, pygame.MOUSEBUTTONDOWN, card.rect.center)
    mouse(table.app, pygame.MOUSEBUTTONUP, card.rect.center)
    assert table.card_menu is not None
    offered = [e.action for e in table.card_menu.entries]
    legal = table.session.legal_actions()
    assert offered and all(a in legal for a in offered)
    move = next(i for i, e in enumerate(table.card_menu.entries) if isinstance(e.action, A.MoveCard) and e.action.to == "0.surprises")
    mouse(table.app, pygame.MOUSEBUTTONDOWN, table.card_menu.row(move).center)
    assert table.card_menu is None and len(table.session.state.zones["0.surprises"]) == 1


def test_counter_buttons_adjust_the_pool(table: ToyTable) -> None:
    box = table.geometry().counters["0.chips"]
    minus = pygame.Rect(box.left + 4, box.bottom - box.height // 2 - 4, box.height // 2, box.height // 2)
    mouse(table.app, pygame.MOUSEBUTTONDOWN, minus.center)
    assert table.session.state.counters["0.chips"] == 5


def test_handing_the_table_over_covers_it_and_the_next_seat_never_sees_the_hand(table: ToyTable) -> None:
    table.play(A.PassControl(0, 1))
    assert table.curtain.down
    table.curtain.lift()
    pump(table.app)
    view = table.view()
    assert view.seat == 1
    assert all(isinstance(c.card, Hidden) for c in view.zones["0.hand"].cards)
    assert all(s.key != "0.hand" or isinstance(s.card.card, Hidden) for s in table.spots())
    bottom = table.geometry().sides[1]
    assert table.geometry().zones["1.hand"].colliderect(bottom)


def test_default_setup_gives_every_seat_a_deck(table: ToyTable) -> None:
    setup = default_setup(table.game)
    assert len(setup["seats"]) == table.game.table.seats
    assert Session.new(table.game, setup, 1).state.zones["1.deck"]


def test_setup_names_the_seats_picks_decks_and_starts_the_table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from screens.sandbox.setup import SandboxSetup
    from screens.shell.title import TitleScreen
    from tests.screens import click, find_button

    class ToySetup(SandboxSetup):
        table_cls = ToyTable

    monkeypatch.setattr(ToyTable, "root", tmp_path / "data")
    app = make_app(tmp_path / "home", monkeypatch)
    app.push(TitleScreen(app))
    setup = ToySetup(app)
    app.push(setup)
    pump(app)
    setup.entries[0].set_text("Aki")
    click(app, find_button(setup, "Deck: 騎士 (10 cards)"))
    assert setup.decks == ["riders", "riders"]
    click(app, find_button(setup, "Start"))
    table = app.top
    assert isinstance(table, ToyTable)
    assert table.session.seat_names() == ["Aki", "Player 2"]
    assert sorted(p.card for p in table.session.state.zones["0.deck"] + table.session.state.zones["0.hand"]) == (
        ["horse"] * 8 + ["sword"] * 2)
