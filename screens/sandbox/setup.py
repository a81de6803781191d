"""New game at a sandbox table: each seat's name and deck, then Start (Esc goes back).

A game's setup screen subclasses ``SandboxSetup`` and names its ``table_cls``.
"""

from __future__ import annotations

import functools
import secrets
from typing import TYPE_CHECKING, Any, ClassVar

import pygame
from pygame_gui.elements import UITextEntryLine

from engine.core.kernel.session import Session
from engine.sandbox.game import SandboxGame
from screens.kit.i18n import tr
from screens.kit.screen import Screen
from screens.sandbox.table import SandboxTable, default_setup

if TYPE_CHECKING:
    from screens.kit.screen import Host as App


class SandboxSetup(Screen):
    table_cls: ClassVar[type[SandboxTable]] = SandboxTable

    def __init__(self, app: App, game: SandboxGame | None = None) -> None:
        super().__init__(app)
        self.game = game or self.table_cls.make_game(app)
        seats = default_setup(self.game)["seats"]
        self.names = [tr("sandbox.setup.player_n", app.settings.language, n=i + 1) for i in range(len(seats))]
        self.decks = [str(s["deck"]) for s in seats]
        self.entries: list[UITextEntryLine] = []

    def deck_label(self, seat: int) -> str:
        deck = self.game.decks[self.decks[seat]]
        count = sum(entry.count for entry in deck.cards)
        return tr("sandbox.setup.deck", self.lang, name=deck.display_name(self.lang), count=count)

    def next_deck(self, seat: int) -> None:
        self._read_names()
        ids = sorted(self.game.decks)
        self.decks[seat] = ids[(ids.index(self.decks[seat]) + 1) % len(ids)]
        self.rebuild()

    def setup(self) -> dict[str, Any]:
        self._read_names()
        return {"seats": [{"name": name.strip() or tr("sandbox.setup.player_n", self.lang, n=i + 1), "deck": deck}
                          for i, (name, deck) in enumerate(zip(self.names, self.decks, strict=True))]}

    def start(self) -> None:
        session = Session.new(self.game, self.setup(), secrets.randbits(32), self.app.settings.undo_mode)
        self.app.replace(self.table_cls(self.app, session))

    def _read_names(self) -> None:
        for i, entry in enumerate(self.entries):
            self.names[i] = entry.get_text()

    def build(self) -> None:
        width, _ = self.size
        px = self.px
        column = pygame.Rect((width - px(720)) // 2, px(40), px(720), px(60))
        title = self.game.title.get(self.lang)
        self.label(column, title, cls="@section")
        self.entries = []
        row_h, gap = px(44), px(12)
        top = column.bottom + px(20)
        for seat in range(len(self.names)):
            y = top + seat * (row_h + gap)
            self.label(pygame.Rect(column.left, y, px(120), row_h), tr("sandbox.setup.seat", self.lang, n=seat + 1))
            entry = UITextEntryLine(pygame.Rect(column.left + px(130), y, px(220), row_h), self.manager)
            entry.set_text(self.names[seat])
            self.entries.append(entry)
            self.button(pygame.Rect(column.left + px(362), y, column.width - px(362), row_h), self.deck_label(seat),
                        functools.partial(self.next_deck, seat), tooltip=tr("sandbox.setup.deck_tip", self.lang))
        y = top + len(self.names) * (row_h + gap) + px(20)
        self.button(pygame.Rect(column.left, y, px(200), px(48)), tr("sandbox.setup.back", self.lang), self.back)
        self.button(pygame.Rect(column.right - px(240), y, px(240), px(48)), tr("sandbox.setup.start", self.lang),
                    self.start, cls="@menu")
        self.label(pygame.Rect(column.left, y + px(64), column.width, px(30)), tr("sandbox.hint", self.lang), cls="@hint")

    def on_key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_RETURN:
            self.start()
        else:
            super().on_key(event)
