"""New battle (MS-D2, MS-D3): 2–4 seats with names, a deck each (a sample deck or built here
with the live cost against the cap), who plays each seat (a person or a bot), the turn timer
(the app's setting) and the seed.

Start checks every deck with the engine (``MySaga.deck_cards``) and opens the table.
"""

from __future__ import annotations

import math
import secrets
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from engine.core.kernel.session import Session
from engine.core.layouts.schema import LayoutsFile
from engine.core.saves.userdirs import SHIPPED_DATA
from engine.mysaga.game import MySaga
from screens.kit.cards.preview import HoverPreview
from screens.kit.cards.renderer import CardFace, CardRenderer
from screens.kit.i18n import tr
from screens.kit.screen import Screen, draw_backdrop
from screens.kit.text.ellipsis import ellipsize
from screens.kit.text.fonts import text_surface
from screens.kit.text.rich import RichFont
from screens.mysaga.paint import BAD, GOLD, INK
from screens.shell.settings_store import TURN_TIMERS

if TYPE_CHECKING:
    from screens.kit.screen import Host as App

CONTROLLERS = ("human", "heuristic", "expert", "random")
WHO_IDS = {"human": "mysaga.setup.who.human", "heuristic": "mysaga.setup.who.heuristic",
           "expert": "mysaga.setup.who.expert", "random": "mysaga.setup.who.random"}
ROW_H = 20  # a card row of the deck builder at 100 %, at least (its text is 13 px)


@dataclass
class SeatChoice:
    name: str
    deck_id: str  # a sample deck id, or "" once edited by hand
    cards: list[str] = field(default_factory=list)
    controller: str = "human"


class SetupScreen(Screen):
    """The battle setup; Enter starts, Esc goes back to the title."""

    def __init__(self, app: App, game: MySaga | None = None) -> None:
        super().__init__(app)
        self.game = game or MySaga.load()
        decks = list(self.game.cards.decks)
        self.choices = [SeatChoice(tr("mysaga.setup.seat", app.settings.language, n=i + 1), decks[i % len(decks)],
                                   list(self.game.cards.decks[decks[i % len(decks)]].cards),
                                   "human" if i == 0 else "heuristic") for i in range(self.game.rules.max_seats)]
        self.count = self.game.rules.min_seats
        self.editing = 0
        self.seed_text = str(secrets.randbelow(10**9))
        self.entries: list[UITextEntryLine] = []
        self.seed_entry: UITextEntryLine | None = None
        self.builder = pygame.Rect(0, 0, 0, 0)
        layouts = self.game.db.settings.get("layouts.toml") if self.game.db is not None else None
        # a hovered row shows its card large, skill text and icon names included (issue #27)
        self.preview = HoverPreview(CardRenderer(layouts, SHIPPED_DATA / "mysaga", lang=app.settings.language)) \
            if isinstance(layouts, LayoutsFile) else None

    # -- the setup it makes --------------------------------------------------------------
    def _read_entries(self) -> None:
        for choice, entry in zip(self.choices, self.entries, strict=False):
            choice.name = entry.get_text().strip() or choice.name
        if self.seed_entry is not None:
            self.seed_text = self.seed_entry.get_text()

    def setup(self) -> dict[str, Any]:
        self._read_entries()
        seats = []
        for c in self.choices[:self.count]:
            seat: dict[str, Any] = {"name": c.name, "deck": list(c.cards)}
            if c.controller != "human":
                seat["bot"] = c.controller
            seats.append(seat)
        return {"seats": seats}

    def start(self) -> None:
        setup = self.setup()
        for choice in self.choices[:self.count]:
            problem = self.game.cards.deck_problem(choice.cards, self.game.rules)
            if problem is not None:
                self.app.toast(tr("mysaga.setup.bad_deck", self.lang, name=choice.name, why=problem.get(self.lang)), error=True)
                return
        if not self.seed_text.strip().isdigit():
            self.app.toast(tr("mysaga.setup.bad_seed", self.lang), error=True)
            return
        from screens.mysaga.table import MySagaTable

        session = Session.new(self.game, setup, int(self.seed_text), self.app.settings.undo_mode)
        self.app.replace(MySagaTable(self.app, session))

    # -- choices -------------------------------------------------------------------------
    def set_count(self, count: int) -> None:
        self._read_entries()
        self.count = count
        self.editing = min(self.editing, count - 1)
        self.rebuild()

    def next_deck(self, seat: int) -> None:
        self._read_entries()
        ids = list(self.game.cards.decks)
        choice = self.choices[seat]
        deck_id = ids[(ids.index(choice.deck_id) + 1) % len(ids)] if choice.deck_id in ids else ids[0]
        choice.deck_id, choice.cards = deck_id, list(self.game.cards.decks[deck_id].cards)
        self.editing = seat
        self.rebuild()

    def next_timer(self) -> None:
        """The turn timer (an app setting; when it runs out the rules' MS-C9 default is played)."""
        self._read_entries()
        values = list(TURN_TIMERS)
        now = self.app.settings.turn_timer
        self.app.change_settings(turn_timer=values[(values.index(now) + 1) % len(values)] if now in values else 0)
        self.rebuild()

    def next_controller(self, seat: int) -> None:
        self._read_entries()
        choice = self.choices[seat]
        choice.controller = CONTROLLERS[(CONTROLLERS.index(choice.controller) + 1) % len(CONTROLLERS)]
        self.rebuild()

    def edit(self, seat: int) -> None:
        self._read_entries()
        self.editing = seat
        self.rebuild()

    def change_card(self, card_id: str, delta: int) -> None:
        """The deck builder: add or remove one copy; the cost shown updates at once."""
        self._read_entries()
        choice = self.choices[self.editing]
        if delta > 0:
            choice.cards.append(card_id)
        elif card_id in choice.cards:
            choice.cards.remove(card_id)
        choice.deck_id = ""
        self.rebuild()

    # -- layout ---------------------------------------------------------------------------
    def build(self) -> None:
        width, height = self.size
        px = self.px
        margin = px(24)
        left_w = round((width - 3 * margin) * 0.46)
        y = px(70)
        self.label(pygame.Rect(margin, y, px(90), px(36)), tr("mysaga.setup.seats", self.lang), cls="@row_label")
        for i, n in enumerate(range(self.game.rules.min_seats, self.game.rules.max_seats + 1)):
            mark = "● " if n == self.count else ""
            self.button(pygame.Rect(margin + px(96) + i * px(70), y, px(62), px(36)), f"{mark}{n}",
                        partial(self.set_count, n))
        y += px(50)
        self.entries = []
        bottom = pygame.Rect(margin, height - px(56), width - 2 * margin, px(44))
        row_h = min(px(84), (bottom.top - px(10) - y) // self.count)  # 4 seats fit above the bottom row
        for seat in range(self.count):
            self._seat_row(pygame.Rect(margin, y + seat * row_h, left_w, row_h - px(10)), seat)
        self.label(pygame.Rect(bottom.left, bottom.top, px(70), bottom.height), tr("mysaga.setup.seed", self.lang),
                   cls="@row_label")
        self.seed_entry = UITextEntryLine(pygame.Rect(bottom.left + px(70), bottom.top, px(150), bottom.height),
                                          self.manager)
        self.seed_entry.set_text(self.seed_text)
        self.seed_entry.set_allowed_characters("numbers")
        timer = self.app.settings.turn_timer
        shown = tr("mysaga.setup.timer_off", self.lang) if not timer else tr("mysaga.setup.timer_on", self.lang, s=timer)
        self.button(pygame.Rect(bottom.left + px(240), bottom.top, px(260), bottom.height), shown, self.next_timer)
        self.button(pygame.Rect(bottom.right - px(200), bottom.top, px(200), bottom.height), tr("mysaga.setup.start", self.lang),
                    self.start, cls="@game")
        self.button(pygame.Rect(bottom.right - px(340), bottom.top, px(128), bottom.height), tr("mysaga.setup.back", self.lang),
                    self.back)
        self.builder = pygame.Rect(margin * 2 + left_w, px(70), width - 3 * margin - left_w, bottom.top - px(82))
        self._builder_rows()

    def _seat_row(self, rect: pygame.Rect, seat: int) -> None:
        px, choice = self.px, self.choices[seat]
        half = rect.height // 2
        entry = UITextEntryLine(pygame.Rect(rect.left, rect.top, round(rect.width * 0.45), half - px(4)), self.manager)
        entry.set_text(choice.name)
        entry.set_text_length_limit(16)
        self.entries.append(entry)
        who = tr(WHO_IDS[choice.controller], self.lang)
        self.button(pygame.Rect(rect.left + round(rect.width * 0.47), rect.top, round(rect.width * 0.53), half - px(4)),
                    who, partial(self.next_controller, seat))
        deck = self.game.cards.decks.get(choice.deck_id)
        name = deck.display_name(self.lang) if deck is not None else tr("mysaga.setup.custom", self.lang)
        text = tr("mysaga.setup.deck", self.lang, deck=name, cost=self.game.cards.deck_cost(choice.cards),
                 cap=self.game.rules.deck_cost_cap)
        self.button(pygame.Rect(rect.left, rect.top + half, round(rect.width * 0.78), half - px(4)), text,
                    partial(self.next_deck, seat))
        mark = "● " if seat == self.editing else ""
        self.button(pygame.Rect(rect.left + round(rect.width * 0.8), rect.top + half, round(rect.width * 0.2),
                                half - px(4)), mark + tr("mysaga.setup.edit", self.lang), partial(self.edit, seat))

    def _builder_rows(self) -> None:
        """One row per card of the pool: − and + buttons (the counts and costs are drawn), in as
        many columns as it takes for every row to stay ``ROW_H`` tall at least (text at 13 px)."""
        px = self.px
        cards = list(self.game.cards.cards.values())
        top = self.builder.top + px(52)
        room = self.builder.bottom - top
        columns = math.ceil(len(cards) / max(1, room // px(ROW_H)))
        per_column = math.ceil(len(cards) / columns)
        row_h = min(px(ROW_H + 6), room // per_column)
        width = (self.builder.width - (columns - 1) * px(16)) // columns
        self.card_rows: list[tuple[pygame.Rect, str]] = []
        for i, card in enumerate(cards):
            column, line = divmod(i, per_column)
            row = pygame.Rect(self.builder.left + column * (width + px(16)), top + line * row_h, width, row_h - 1)
            self.button(pygame.Rect(row.left, row.top, px(30), row.height), "−", partial(self.change_card, card.id, -1))
            self.button(pygame.Rect(row.left + px(32), row.top, px(30), row.height), "+",
                        partial(self.change_card, card.id, +1))
            self.card_rows.append((row, card.id))

    # -- input ------------------------------------------------------------------------------
    def on_ui_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:
            self._read_entries()

    def handle_event(self, event: pygame.event.Event) -> None:
        super().handle_event(event)
        if event.type == pygame.MOUSEMOTION and self.preview is not None:
            hit = next((c for r, c in getattr(self, "card_rows", []) if r.collidepoint(event.pos)), None)
            self.preview.renderer.lang = self.lang
            self.preview.height = self.px(380)
            self.preview.show(CardFace("card", self.game.cards.card(hit)) if hit is not None else None, event.pos)
            if self.preview.dirty:
                self.app.wake()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.preview is not None:
            self.preview.draw(surface)

    def on_key(self, event: pygame.event.Event) -> None:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()
        elif event.key == pygame.K_ESCAPE:
            self.back()

    # -- drawing -----------------------------------------------------------------------------
    def draw_scene(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)
        px = self.px
        title = f"{tr('mysaga.setup.title', self.lang)} — {tr('games.mysaga.title', self.lang)}"
        surface.blit(text_surface(title, px(28), True, GOLD), (px(24), px(14)))
        choice, rules = self.choices[self.editing], self.game.rules
        head = tr("mysaga.setup.builder", self.lang, name=choice.name, count=len(choice.cards), size=rules.deck_size,
                 cost=self.game.cards.deck_cost(choice.cards), cap=rules.deck_cost_cap)
        problem = self.game.cards.deck_problem(choice.cards, rules)
        surface.blit(text_surface(head, px(16), True, GOLD), self.builder.topleft)
        verdict = tr("mysaga.setup.ok", self.lang) if problem is None else problem.get(self.lang)
        surface.blit(text_surface(verdict, px(13), False, INK if problem is None else BAD),
                     (self.builder.left, self.builder.top + px(24)))
        for row, card_id in getattr(self, "card_rows", []):
            card = self.game.cards.card(card_id)
            count = choice.cards.count(card_id)
            attr = self.game.cards.attributes[card.attribute].display_name(self.lang)
            line = f"×{count}  " + tr("mysaga.setup.card_row", self.lang, name=card.display_name(self.lang),
                                     number=card.number, attr=attr)
            cost = tr("mysaga.setup.card_cost", self.lang, cost=card.cost, kp=card.kp)  # kept whole, on the right
            font = RichFont(px(13), bold=count > 0)
            colour = GOLD if count else INK
            right = text_surface(cost, px(13), count > 0, colour)
            room = row.width - px(68) - right.get_width() - px(10)
            shown = line if font.measure(line) <= room else ellipsize(line, room, font)  # the whole: hover the row
            image = text_surface(shown, px(13), count > 0, colour)
            middle = row.top + (row.height - image.get_height()) // 2
            surface.blit(image, (row.left + px(68), middle))
            surface.blit(right, (row.right - right.get_width(), middle))
