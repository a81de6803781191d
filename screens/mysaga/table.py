"""The My Crypto Saga table (hotseat): the field, the viewer's hand, the charge panel, the payout.

Picks are simultaneous: the decision's seats are collected one at a time (the first owing seat
views the table), so the curtain from ``TableScreen`` covers the screen between seats whenever
the next view hides something else (a hand, a face-down pick). The action bar is the charge
panel: only the legal actions, each with its exact KP from the viewer's view.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from engine.core.kernel.events import Fold, on
from engine.core.kernel.game import Action, Event, Game
from engine.core.kernel.session import Session
from engine.core.layouts.schema import LayoutsFile
from engine.core.saves.userdirs import SHIPPED_DATA
from engine.mysaga import actions as A
from engine.mysaga.bots import make_bot
from engine.mysaga.events import MS_EVENTS, GameOver, Revealed, SetOver
from engine.mysaga.game import MySaga
from engine.mysaga.view import MySagaView
from screens.kit.cards.preview import HoverPreview
from screens.kit.cards.renderer import CardFace, CardRenderer
from screens.kit.curtain import needs_handoff
from screens.kit.i18n import tr
from screens.kit.moment import Picture
from screens.kit.table_base import TableScreen
from screens.mysaga import field as draw
from screens.mysaga.wording import make_wording, round_name

if TYPE_CHECKING:
    from screens.kit.screen import Host as App

BOT_DELAY = 0.6  # seconds between a bot's steps, so the people at the table can follow
REVEAL_SECONDS = 1.2  # how long the cards just turned up glow


class RevealedRound(Fold[None], events=MS_EVENTS):
    """The round whose cards the events turned up last (None: no reveal), for the glow."""

    def __init__(self) -> None:
        self.round: int | None = None

    @on(Revealed)
    def revealed(self, event: Revealed) -> None:
        self.round = event.round


class MySagaTable(TableScreen):
    game_id = MySaga.id

    bot_delay = BOT_DELAY

    def __init__(self, app: App, session: Session[Any], *, save_path: Path | None = None) -> None:
        self._take_back: Any = None  # the "Take back a seat" button, lit while a handed seat can come back
        self._reveal: tuple[int, float] | None = None  # (round, seconds left) of the last reveal
        self._hits: list[tuple[pygame.Rect, str]] = []  # face-up cards on screen, from the last draw
        self._pointer = (0, 0)
        layouts = session.game.db.settings.get("layouts.toml") if session.game.db is not None else None
        renderer = CardRenderer(layouts, SHIPPED_DATA / "mysaga", lang=app.settings.language) \
            if isinstance(layouts, LayoutsFile) else None
        self.preview = HoverPreview(renderer) if renderer is not None else None
        game = session.game
        assert isinstance(game, MySaga)
        super().__init__(app, session, save_path=save_path)
        for seat, entry in enumerate(session.setup.get("seats", [])):
            if entry.get("bot"):  # the setup's bot seats (kept in saves)
                self.bots.take(seat, make_bot(str(entry["bot"]), game))
        human = self.viewer_seat()
        if human != self.viewer:  # the first owing seat is a bot's: show the first person's view
            self.viewer = human
            self.curtain.lift()
            if self.hotseat() and human is not None and needs_handoff(session, None, human, self.privacy):
                self.curtain.cover(self.seat_name(human))

    # -- who looks at the screen: people, never a bot's seat --------------------------------
    def viewer_seat(self) -> int | None:
        bots = self.bots.seats()
        people = [s for s in self.session.decision().seats if s not in bots]
        if people:
            return people[0]
        if self.viewer is not None and self.viewer not in bots:
            return self.viewer
        return next((s for s in range(len(self.session.seat_names())) if s not in bots), None)

    def hotseat(self) -> bool:
        return len(self.session.seat_names()) - len(self.bots.seats()) > 1

    def hand_to_bot(self) -> None:
        """A person leaves: the timeout rule (MS-C9) plays their seat from now on."""
        seat = self.viewer
        if seat is None or seat in self.bots.seats():
            return
        leave_bot = self.game.policy.leave_bot or "timeout"
        self.bots.take(seat, make_bot(leave_bot, self.game))
        self.session.setup["seats"][seat]["bot"] = leave_bot  # kept in saves (the rules never read it)
        self.seat_left(seat)
        self.app.toast(tr("mysaga.table.handed", self.lang, name=self.seat_name(seat)))

    def _handed_seats(self) -> list[int]:
        """Seats a person handed to a bot at this table (not the setup's bot seats)."""
        handed = self.game.policy.leave_bot or "timeout"
        return [s for s in sorted(self.bots.seats()) if self.session.setup["seats"][s].get("bot") == handed]

    def refresh_table(self) -> None:
        """Take back is lit only while a seat handed to a bot can be taken back."""
        if self._take_back is not None:
            if self._handed_seats():
                self._take_back.enable()
            else:
                self._take_back.disable()

    def take_back(self) -> None:
        """A person comes back to a seat handed to a bot: the seat is a person's again, and the
        curtain comes before its private view (issue #21)."""
        seats = self._handed_seats()
        if not seats:
            return
        owing = [s for s in seats if self.session.decision().owes(s)]
        seat = (owing or seats)[0]
        self.bots.release(seat)
        self.session.setup["seats"][seat].pop("bot", None)
        self.seat_returned()
        self.app.toast(tr("mysaga.table.taken_back", self.lang, name=self.seat_name(seat)))

    # -- hover a card to see it large ------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        super().handle_event(event)
        if event.type == pygame.MOUSEMOTION and self.preview is not None and not self.curtain.down:
            self._pointer = event.pos
            hit = next((c for r, c in self._hits if r.collidepoint(event.pos)), None)
            face = CardFace("card", self.game.cards.card(hit)) if hit is not None else None
            self.preview.renderer.lang = self.lang
            self.preview.height = self.px(380)
            self.preview.show(face, event.pos)
            if self.preview.dirty:
                self.app.wake()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.preview is not None and not self.curtain.down:
            self.preview.draw(surface)

    def _changed(self, before: int | None, events: list[Event] | None = None, stay: int | None = None) -> None:
        if self.preview is not None:
            self.preview.show(None, self._pointer)  # a new moment: nothing stays hovered from the last
        super()._changed(before, events, stay)

    def on_events(self, events: list[Event]) -> None:
        reveal = RevealedRound().feed(events).round
        if reveal is not None:
            self._reveal = (reveal, REVEAL_SECONDS)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self._reveal is not None:
            left = self._reveal[1] - dt
            self._reveal = (self._reveal[0], left) if left > 0 else None
            self.app.wake()

    def next_wake(self) -> float | None:
        wake = super().next_wake()
        return 1 / 30 if self._reveal is not None else wake

    def build(self) -> None:
        super().build()
        width = self.size[0]
        self.button(pygame.Rect(width - self.px(12) - 3 * self.px(120) - self.px(170), self.px(10), self.px(160),
                                self.px(36)), tr("mysaga.table.to_bot", self.lang), self.hand_to_bot, cls="@toolbar")
        self._take_back = self.button(
            pygame.Rect(width - self.px(12) - 3 * self.px(120) - self.px(340), self.px(10), self.px(160), self.px(36)),
            tr("mysaga.table.take_back", self.lang), self.take_back, cls="@toolbar", enabled=bool(self._handed_seats()))

    # -- public moments: the reveal, the payout, the set's result ----------------------------
    def moment_picture(self, events: list[Event]) -> Picture | None:
        """The round's cards turned up, or the payout card by card, from the onlooker's view."""
        view = self.session.view(None)
        payout = any(isinstance(e, (GameOver, SetOver)) for e in events) and bool(view.results)

        def picture(surface: pygame.Surface, rect: pygame.Rect) -> None:
            painter = draw.Painter(surface, self.game.cards, self.lang, self.px)
            if payout:
                draw.payout(painter, rect, view, self.seat_label)
            else:
                draw.round_field(painter, rect, view, self.seat_label, None)

        return picture

    def score_lines(self) -> list[str]:
        view = self.session.view(None)
        return [self.tr("mysaga.moment.score", name=sv.name, gained=f"{sum(c.kp for c in sv.deck) - sv.kp_set_start:+d}")
                for sv in view.seats]

    def bar_actions(self, actions: list[Action]) -> list[Action]:
        """The viewing person's options (never a bot's, whose turn it may be in a pick)."""
        if self.viewer is None or self.viewer in self.bots.seats():
            return []
        return self.session.legal_actions(self.viewer)

    @classmethod
    def make_game(cls, app: App) -> Game[Any]:
        return MySaga.load()

    @classmethod
    def default_setup(cls, app: App) -> Mapping[str, Any]:
        return {"seats": [{"name": "Aki", "deck": "blaze"}, {"name": "Ren", "deck": "tide"}]}

    @property
    def game(self) -> MySaga:
        game = self.session.game
        assert isinstance(game, MySaga)
        return game

    def card_name(self, card_id: str, lang: str) -> str:
        card = self.game.cards.cards.get(card_id)
        return card.display_name(lang) if card is not None else card_id

    def word_event(self, step: int, event: Event) -> str:
        """One log line, naming cards from this game's data (redacted for the reading seat)."""
        line = make_wording(self.card_name)(event, self.lang, self.session.seat_names(), self.viewer)
        return f"{step + 1}. {line}"

    def seat_label(self, seat: int) -> str:
        return self.seat_name(seat)

    # -- the charge panel and card choices -----------------------------------------------
    def action_label(self, action: Action) -> str:
        view = self.view()
        if isinstance(action, (A.PlayPreRound, A.PickCard)):
            card = self.game.cards.card(view.seats[action.seat].deck[action.slot].card)
            id = "mysaga.act.play" if isinstance(action, A.PlayPreRound) else "mysaga.act.pick"
            return tr(id, self.lang, card=card.display_name(self.lang), number=card.number)
        name = A.charge_name(type(action)).get(self.lang)
        cost = dict(view.costs).get(type(action).__name__, 0)
        if isinstance(action, (A.Wait, A.Escape)):
            return name
        return tr("mysaga.act.charge", self.lang, name=name, kp=cost)

    # -- drawing ----------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface, view: MySagaView) -> None:
        rect = self.table_rect.inflate(-self.px(24), -self.px(20))
        painter = draw.Painter(surface, self.game.cards, self.lang, self.px)
        self._hits = painter.hits
        self._header(painter, rect, view)
        body = pygame.Rect(rect.left, rect.top + self.px(52), rect.width, rect.height - self.px(52))
        show_payout = bool(view.results) and (view.phase == "over" or self._game_just_ended(view))
        hand_h = self.px(96)
        field_rect = pygame.Rect(body.left, body.top, body.width, body.height - hand_h - self.px(10))
        if show_payout:  # the new game's field is still empty: the last payout is the news
            draw.payout(painter, field_rect, view, self.seat_label)
        else:
            flash = None if self._reveal is None else (self._reveal[0], self._reveal[1] / REVEAL_SECONDS)
            draw.round_field(painter, field_rect, view, self.seat_label, flash)
        draw.hand(painter, pygame.Rect(body.left, body.bottom - hand_h, body.width, hand_h), view)

    @staticmethod
    def _game_just_ended(view: MySagaView) -> bool:
        """The next game has not had a card played yet: the last payout is still the news."""
        return view.phase == "pre_round" and all(p is None for p in view.fields[0])

    def _header(self, p: draw.Painter, rect: pygame.Rect, view: MySagaView) -> None:
        round_text = round_name(view.round, self.lang)
        p.text(tr("mysaga.header", self.lang, game=view.game_no + 1, games=view.games_per_set, round=round_text,
                 pool=view.pool, flag=self.seat_name(view.flag)), 17, rect.topleft, draw.GOLD, True,
               width=rect.width)
        if view.phase == "charge":
            b = view.betting
            once = (tr("mysaga.once.double", self.lang) if b.double_used else "") + (
                tr("mysaga.once.hyper", self.lang) if b.hyper_used else "")
            p.text(tr("mysaga.betting", self.lang, level=b.level, charge=b.charge_amount, once=once), 13,
                   (rect.left, rect.top + self.px(26)), draw.INK)
