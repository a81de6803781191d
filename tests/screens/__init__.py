"""Screen tests (headless: tests/conftest.py sets the SDL dummy drivers).

Helpers for driving the app with synthetic input: ``make_app`` builds an App on a
throwaway user folder, ``click``/``press`` post events and pump frames (at least 4
after a click, as pygame-gui posts its button events for the next frame).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pygame
import pytest

from engine import registry
from engine.core.kernel.view import Hidden
from screens.kit.table_base import TableScreen
from screens.kit.text.fonts import text_surface
from screens.shell.app import App
from screens.shell.settings_store import LoadedSettings, Settings
from tests.engine.core.toy_pick import ToyPick
from tests.support.high_card import ENTRY
from tests.support.high_card_table import HighCardTable as RealHighCardTable

FRAMES = 4


def make_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, **settings: Any) -> App:
    """An App on a fresh TABLETOP_HOME with the given settings (English unless said)."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    settings.setdefault("language", "en")
    return App(LoadedSettings(Settings(**settings)))


def pump(app: App, frames: int = FRAMES, dt: float = 1 / 60) -> None:
    for _ in range(frames):
        app.frame(dt)


def click_at(app: App, pos: tuple[int, int], frames: int = FRAMES) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    pump(app, frames)


def click(app: App, widget: Any, frames: int = FRAMES) -> None:
    """Click the middle of a widget (anything with a ``rect``) or of a Rect."""
    rect = widget if isinstance(widget, pygame.Rect) else widget.rect
    click_at(app, rect.center, frames)


def press(app: App, key: int, mod: int = 0, frames: int = FRAMES) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
    pump(app, frames)


def button_texts(screen: Any) -> list[str]:
    """The text of every button on a screen, in creation order."""
    return [widget.text for widget in screen.buttons()]


def find_button(screen: Any, text: str) -> Any:
    for widget in screen.buttons():
        if widget.text == text:
            return widget
    raise AssertionError(f"no button {text!r} among {button_texts(screen)}")


class HighCardTable(RealHighCardTable):
    """The toy's real table (tests/support/high_card_table.py) that also records every card face
    in the hands of each view it draws, so tests can hold what was drawn against what was hidden."""

    def __init__(self, app: App, session: Any, **kwargs: Any) -> None:
        super().__init__(app, session, **kwargs)
        self.faces_drawn: list[str] = []

    def draw_table(self, surface: pygame.Surface, view: Any) -> None:
        self.faces_drawn.extend(c for hand in view.hands for c in hand if not isinstance(c, Hidden))
        super().draw_table(surface, view)


HIGH_CARD = dataclasses.replace(ENTRY, table_screen="tests.screens:HighCardTable")  # the real table, spied on

TOY_PICK = registry.GameEntry(
    id="toy-pick",
    name=ToyPick.title,
    engine="tests.engine.core.toy_pick:ToyPick",
    table_screen="tests.screens:ToyPickTable",
)


class ToyPickTable(TableScreen):
    """A minimal table for the ToyPick game (simultaneous face-down picks): draws the view's cards."""

    game_id = "toy-pick"

    @classmethod
    def make_game(cls, app: App) -> ToyPick:
        return ToyPick()

    def action_label(self, action: Any) -> str:
        card = getattr(action, "card", None)
        return f"Pick card-{card}" if card is not None else "Reveal"

    def draw_table(self, surface: pygame.Surface, view: Any) -> None:
        x, y = self.table_rect.left + 20, self.table_rect.top + 20
        for row in (*view.hands, view.picks, *view.shown):
            for card in row:
                if isinstance(card, int):
                    surface.blit(text_surface(f"card-{card}", 30, True, (255, 255, 255)), (x, y))
                x += 110
            x, y = self.table_rect.left + 20, y + 60


def app_at_title(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    """An App (``make_app``) with the title screen drawn once at the bottom of its stack."""
    from screens.shell.title import TitleScreen

    app = make_app(tmp_path, monkeypatch)
    app.push(TitleScreen(app))
    pump(app, 1)
    return app


def register_high_card(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make HighCard a game with a table (title list, saves, screenshots)."""
    monkeypatch.setitem(registry.GAMES, HIGH_CARD.id, HIGH_CARD)


def high_card_table(app: App, seed: int = 7) -> HighCardTable:
    """A HighCard table pushed over the title, curtain lifted, ready to play."""
    from screens.shell.title import TitleScreen

    app.push(TitleScreen(app))
    screen = HighCardTable.new_game(app, seed)
    app.push(screen)
    screen.curtain.lift()
    pump(app)
    assert isinstance(screen, HighCardTable)
    return screen
