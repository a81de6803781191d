"""Alchemic new-game setup: each player's deck, who plays seat 2 (a person or a bot), the
deck builder. Mouse: click a row to change it; keys: 1/2 cycle the decks, B the opponent,
D the deck builder, Enter starts."""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING

import pygame

from engine.alchemic.game import Alchemic
from engine.core.session import Session
from screens.alchemic.words import say
from screens.screen import Screen

if TYPE_CHECKING:
    from screens.app import App

OPPONENTS = ("human", "heuristic", "expert", "random")


class AlchemicSetup(Screen):
    def __init__(self, app: App, game: Alchemic | None = None) -> None:
        super().__init__(app)
        self.game = game or Alchemic.load()
        self.decks = sorted(self.game.cards.decks)
        self.choice = [0, min(1, len(self.decks) - 1)]
        self.opponent = 0

    def setup(self) -> dict[str, object]:
        bot = OPPONENTS[self.opponent]
        second = "Player 2" if bot == "human" else say(self.lang, f"Bot ({bot})", f"ボット（{bot}）")
        setup: dict[str, object] = {"decks": [self.decks[i] for i in self.choice], "players": ["Player 1", second]}
        if bot != "human":
            setup["bots"] = {"1": bot}
        return setup

    def cycle_deck(self, seat: int) -> None:
        self.choice[seat] = (self.choice[seat] + 1) % len(self.decks)
        self.rebuild()

    def cycle_opponent(self) -> None:
        self.opponent = (self.opponent + 1) % len(OPPONENTS)
        self.rebuild()

    def deck_builder(self) -> None:
        from screens.alchemic.deck_builder import DeckBuilder

        self.app.push(DeckBuilder(self.app, self.game))

    def start(self) -> None:
        from screens.alchemic.table import AlchemicTable

        session = Session.new(self.game, self.setup(), secrets.randbits(32), self.app.settings.undo_mode)
        self.app.replace(AlchemicTable(self.app, session))

    def _deck_name(self, seat: int) -> str:
        return self.game.cards.decks[self.decks[self.choice[seat]]].display_name(self.lang)

    def build(self) -> None:
        width, _ = self.size
        px = self.px
        x, w = width // 2 - px(260), px(520)
        opponent = {"human": say(self.lang, "a person (hotseat)", "人（同じ画面で交代）"),
                    "heuristic": say(self.lang, "bot — heuristic", "ボット（ヒューリスティック）"),
                    "expert": say(self.lang, "bot — expert (searches ≤ 1 s)", "ボット（エキスパート・最大1秒探索）"),
                    "random": say(self.lang, "bot — random", "ボット（ランダム）")}
        rows = [
            (say(self.lang, f"Player 1 deck: {self._deck_name(0)}", f"プレイヤー1のデッキ：{self._deck_name(0)}"),
             lambda: self.cycle_deck(0)),
            (say(self.lang, f"Player 2 deck: {self._deck_name(1)}", f"プレイヤー2のデッキ：{self._deck_name(1)}"),
             lambda: self.cycle_deck(1)),
            (say(self.lang, f"Player 2 is {opponent[OPPONENTS[self.opponent]]}",
                 f"プレイヤー2：{opponent[OPPONENTS[self.opponent]]}"), self.cycle_opponent),
            (say(self.lang, "Deck builder…", "デッキ構築…"), self.deck_builder),
            (say(self.lang, "Start", "開始"), self.start),
        ]
        self.label(pygame.Rect(x, px(40), w, px(60)),
                   say(self.lang, "Alchemic Card Battle — new game", "アルケミックカードバトル — 新しいゲーム"), cls="@title")
        for i, (text, action) in enumerate(rows):
            self.button(pygame.Rect(x, px(140) + i * px(64), w, px(52)), text, action)
        self.button(pygame.Rect(px(12), px(10), px(120), px(36)), say(self.lang, "Back", "戻る"), self.back, cls="@toolbar")

    def on_key(self, event: pygame.event.Event) -> None:
        keys = {pygame.K_1: lambda: self.cycle_deck(0), pygame.K_2: lambda: self.cycle_deck(1),
                pygame.K_b: self.cycle_opponent, pygame.K_d: self.deck_builder, pygame.K_RETURN: self.start}
        if event.key in keys:
            keys[event.key]()
        else:
            super().on_key(event)
