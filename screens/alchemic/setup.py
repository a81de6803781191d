"""Alchemic new-game setup: each seat's name and deck, who plays seat 2 (a person or a bot),
the deck builder. Mouse: click a row to change it, type a name into its box; keys (when no
box has the keyboard): 1/2 cycle the decks, B the opponent, D the deck builder, Enter starts."""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UITextEntryLine

from engine.alchemic.game import TITLE, Alchemic
from engine.core.kernel.session import Session
from screens.kit.screen import Screen

if TYPE_CHECKING:
    from screens.kit.screen import Host as App

OPPONENTS = ("human", "heuristic", "expert", "random")
OPPONENT_IDS = {"human": "alchemic.setup.opponent.human", "heuristic": "alchemic.setup.opponent.heuristic",
                "expert": "alchemic.setup.opponent.expert", "random": "alchemic.setup.opponent.random"}
NAME_LIMIT = 24


class AlchemicSetup(Screen):
    def __init__(self, app: App, game: Alchemic | None = None) -> None:
        super().__init__(app)
        self.game = game or Alchemic.load()
        self.decks = sorted(self.game.cards.decks)
        self.choice = [0, min(1, len(self.decks) - 1)]
        self.opponent = 0
        self.names: list[str | None] = [None, None]  # None: the seat's default name
        self.name_entries: list[UITextEntryLine] = []
        self.shown_defaults: list[str] = []

    # -- the seats ---------------------------------------------------------------------
    def default_name(self, seat: int) -> str:
        """"Player 1" / "Player 2", or the bot's name when a bot plays seat 2."""
        bot = OPPONENTS[self.opponent]
        if seat == 1 and bot != "human":
            return self.tr("alchemic.setup.bot_name", bot=bot)
        return self.tr("alchemic.setup.player_n", n=seat + 1)

    def read_names(self) -> None:
        """Keep what was typed; an empty box, or one still showing its default, keeps the default
        (so seat 2's default follows the opponent and the language)."""
        for seat, (entry, shown) in enumerate(zip(self.name_entries, self.shown_defaults, strict=True)):
            text = entry.get_text().strip()
            self.names[seat] = text if text and text != shown else None

    def seat_names(self) -> list[str]:
        self.read_names()
        return [self.names[seat] or self.default_name(seat) for seat in (0, 1)]

    def setup(self) -> dict[str, object]:
        bot = OPPONENTS[self.opponent]
        setup: dict[str, object] = {"decks": [self.decks[i] for i in self.choice], "players": self.seat_names()}
        if bot != "human":
            setup["bots"] = {"1": bot}
        return setup

    def cycle_deck(self, seat: int) -> None:
        self.read_names()
        self.choice[seat] = (self.choice[seat] + 1) % len(self.decks)
        self.rebuild()

    def cycle_opponent(self) -> None:
        self.read_names()
        self.opponent = (self.opponent + 1) % len(OPPONENTS)
        self.rebuild()

    def deck_builder(self) -> None:
        from screens.alchemic.deck_builder import DeckBuilder

        self.read_names()
        self.app.push(DeckBuilder(self.app, self.game))

    def start(self) -> None:
        from screens.alchemic.table import AlchemicTable

        session = Session.new(self.game, self.setup(), secrets.randbits(32), self.app.settings.undo_mode)
        self.app.replace(AlchemicTable(self.app, session))

    def _deck_name(self, seat: int) -> str:
        return self.game.cards.decks[self.decks[self.choice[seat]]].display_name(self.lang)

    # -- widgets -------------------------------------------------------------------------
    def build(self) -> None:
        self.read_names()  # the old boxes still hold their text while the screen is rebuilt
        width, _ = self.size
        px = self.px
        x, w = width // 2 - px(320), px(640)
        self.label(pygame.Rect(x, px(40), w, px(60)), self.tr("alchemic.setup.heading", title=TITLE), cls="@title")
        self.name_entries, self.shown_defaults = [], []
        for seat in (0, 1):
            self._seat_row(pygame.Rect(x, px(140) + seat * px(64), w, px(52)), seat)
        opponent = self.tr(OPPONENT_IDS[OPPONENTS[self.opponent]])
        rows = [
            (self.tr("alchemic.setup.opponent", opponent=opponent), self.cycle_opponent),
            (self.tr("alchemic.setup.deck_builder"), self.deck_builder),
            (self.tr("alchemic.setup.start"), self.start),
        ]
        for i, (text, action) in enumerate(rows, start=2):
            self.button(pygame.Rect(x, px(140) + i * px(64), w, px(52)), text, action)
        self.button(pygame.Rect(px(12), px(10), px(120), px(36)), self.tr("alchemic.back"), self.back, cls="@toolbar")

    def _seat_row(self, row: pygame.Rect, seat: int) -> None:
        """"Player n", the name box, the deck (click to cycle)."""
        px = self.px
        label_w, entry_w = px(130), px(210)
        self.label(pygame.Rect(row.left, row.top, label_w, row.height),
                   self.tr("alchemic.setup.player_n", n=seat + 1), cls="@row_label")
        entry = UITextEntryLine(pygame.Rect(row.left + label_w, row.top + px(4), entry_w, row.height - px(8)),
                                self.manager)
        entry.set_text_length_limit(NAME_LIMIT)
        default = self.default_name(seat)
        entry.set_text((self.names[seat] or default)[:NAME_LIMIT])
        self.name_entries.append(entry)
        self.shown_defaults.append(default)
        deck_x = row.left + label_w + entry_w + px(10)
        self.button(pygame.Rect(deck_x, row.top, row.right - deck_x, row.height),
                    self.tr("alchemic.setup.deck", deck=self._deck_name(seat)), lambda: self.cycle_deck(seat))

    def on_key(self, event: pygame.event.Event) -> None:
        keys = {pygame.K_1: lambda: self.cycle_deck(0), pygame.K_2: lambda: self.cycle_deck(1),
                pygame.K_b: self.cycle_opponent, pygame.K_d: self.deck_builder, pygame.K_RETURN: self.start}
        if event.key in keys:
            keys[event.key]()
        else:
            super().on_key(event)
