"""The My Crypto Saga table (hotseat): the field, the viewer's hand, the charge panel, the payout.

Picks are simultaneous: the decision's seats are collected one at a time (the first owing seat
views the table), so the curtain from ``TableScreen`` covers the screen between seats whenever
the next view hides something else (a hand, a face-down pick). The table composes kit pieces:
cards are table faces (``field.py``), the hand is the kit's ``HandWidget`` (a click plays the
card; a greyed one says the engine's reason), the action bar is the charge panel (``bar.py``),
and every rectangle comes from the window and the UI scale (``layout.py``).
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from engine.core.data.database import CardDatabase
from engine.core.kernel.events import Fold, on
from engine.core.kernel.game import Action, Event, Game
from engine.core.kernel.session import Session
from engine.core.kernel.view import Hidden
from engine.core.layouts.schema import LayoutsFile
from engine.core.saves.userdirs import SHIPPED_DATA
from engine.mysaga import actions as A
from engine.mysaga.bots import make_bot
from engine.mysaga.events import MS_EVENTS, GameOver, Revealed, SetOver
from engine.mysaga.game import MySaga
from engine.mysaga.view import MySagaView
from screens.kit.action_bar import ActionButton
from screens.kit.cards.preview import HoverPreview
from screens.kit.cards.renderer import CardFace, CardRenderer
from screens.kit.curtain import needs_handoff
from screens.kit.hand import HandClick, HandWidget
from screens.kit.i18n import engine_message, tr
from screens.kit.moment import Picture
from screens.kit.table_base import TableScreen
from screens.kit.table_face import TableFace
from screens.kit.tooltip import draw_tooltip
from screens.mysaga import field as board
from screens.mysaga.bar import action_label, bar_buttons
from screens.mysaga.hand_faces import HandFaces
from screens.mysaga.layout import LIFT, NEEDS_AT_1X, TableLayout
from screens.mysaga.paint import GOLD, Painter
from screens.mysaga.payout import payout
from screens.mysaga.wording import make_wording

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
    NEEDS_AT_1X: ClassVar[tuple[int, int]] = NEEDS_AT_1X

    bot_delay = BOT_DELAY

    def __init__(self, app: App, session: Session[Any], *, save_path: Path | None = None) -> None:
        self._take_back: Any = None  # the "Take back a seat" button, lit while a handed seat can come back
        self._reveal: tuple[int, float] | None = None  # (round, seconds left) of the last reveal
        self._hits: list[tuple[pygame.Rect, CardFace]] = []  # face-up cards on screen, from the last draw
        self._tips: list[tuple[pygame.Rect, str]] = []  # text cut with "…" on screen: its whole
        self._greyed: dict[int, str] = {}  # hand cards the rules refuse now (by index): the engine's reason
        self._pointer = (0, 0)
        game = session.game
        assert isinstance(game, MySaga)
        self.preview, self.faces = self._faces(game.db)
        self.layout: TableLayout | None = None
        self._field_cards: board.FieldCards | None = None
        self.hand = HandWidget(pygame.Rect(0, 0, 10, 10), HandFaces(self.faces, app.settings.language, 1.0, 10),
                               lift=LIFT)
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

    @staticmethod
    def _faces(db: CardDatabase | None) -> tuple[HoverPreview, TableFace]:
        """The hover preview (print faces) and the table faces, from the data's layouts.toml."""
        layouts = db.settings.get("layouts.toml") if db is not None else None
        if not isinstance(layouts, LayoutsFile):
            raise ValueError("data/mysaga/layouts.toml is missing: the table draws its cards from it")
        renderer = CardRenderer(layouts, SHIPPED_DATA / "mysaga")
        return HoverPreview(renderer), TableFace(renderer)

    def data_changed(self, db: CardDatabase) -> None:
        """Edited card data (live reload): cards and layouts drawn anew from it."""
        self.preview, self.faces = self._faces(db)
        self.rebuild()

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

    # -- input: the hand, hovering a card or a cut text ---------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        super().handle_event(event)
        if self.covered() or self.modal_open():
            return
        clicked = self.hand.handle_event(event)
        if clicked is not None:
            self._hand_click(clicked)
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos
            self._hover(event.pos)
        if self.hand.dirty:
            self.app.wake()

    def _hover(self, pos: tuple[int, int]) -> None:
        item = self.hand.hovered_item()
        if item is None:
            item = next((c for r, c in self._hits if r.collidepoint(pos)), None)
        self.preview.renderer.lang = self.lang
        self.preview.height = self.px(380)
        self.preview.show(item if isinstance(item, CardFace) else None, pos)
        self.app.wake()

    def action_rect(self, action: Action) -> pygame.Rect | None:
        """Where a card action is clicked: its card in the hand (the hint and the guide light it)."""
        view = self.view()
        if not isinstance(action, (A.PlayPreRound, A.PickCard)) or self.viewer is None \
                or isinstance(view.seats[self.viewer].hand, Hidden) or action.slot not in view.seats[self.viewer].hand:
            return None
        index = view.seats[self.viewer].hand.index(action.slot)
        slot = next((s for s in self.hand.slots if s.index == index), None)
        return None if slot is None else pygame.Rect(slot.center - pygame.Vector2(slot.size) / 2, slot.size)

    def coach_area(self) -> pygame.Rect:
        """Where the guide and hints speak: over the round columns still to come (the pre-round's
        in Round 2), never over the header, a seat's panel or the hand."""
        if self.layout is None:
            return self.table_rect
        heads, bottom = self.layout.heads, self.layout.field.bottom
        shown = heads[1:] if self.view().round == 0 else heads[2:] if self.view().round == 1 else heads[:1]
        left, right = shown[0].left, shown[-1].right
        return pygame.Rect(left, heads[0].top, right - left, bottom - heads[0].top)

    def _hand_click(self, click: HandClick) -> None:
        """Play the clicked card (pre-round, or the pick); a card the rules refuse now says why
        (the engine's reason, e.g. "Not now: charge actions")."""
        view = self.view()
        if self.viewer is None or isinstance(view.seats[self.viewer].hand, Hidden):
            return
        self.play(self._card_action(view.seats[self.viewer].hand[click.index]))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.covered() or self.modal_open():
            return
        if self.preview.draw(surface) is None:
            tip = next(((r, t) for r, t in self._tips if r.collidepoint(self._pointer)), None)
            if tip is not None:  # a text cut with "…": the whole of it
                draw_tooltip(surface, tip[1], tip[0], self.px(15))
        greyed = self._greyed.get(self.hand.hovered) if self.hand.hovered is not None else None
        if greyed is not None:  # a card the rules refuse now: why, above the card, over its preview
            slot = next(s for s in self.hand.slots if s.index == self.hand.hovered)
            top = round(slot.center.y - slot.size[1] / 2)
            down_to_the_edge = pygame.Rect(round(slot.center.x - slot.size[0] / 2), top, slot.size[0], self.size[1] - top)
            draw_tooltip(surface, greyed, down_to_the_edge, self.px(15))  # no room below: it goes above
        back = self._take_back
        if back is not None and not back.is_enabled and back.rect.collidepoint(self._pointer):
            draw_tooltip(surface, self.tr("mysaga.table.take_back_none"), back.rect, self.px(15))

    def _changed(self, before: int | None, events: list[Event] | None = None, stay: int | None = None) -> None:
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

    def build_table(self, rect: pygame.Rect) -> None:
        """The layout for this window and scale; the hand's cards as wide as it gives."""
        self.layout = layout = TableLayout.of(rect, len(self.session.seat_names()), self.px)
        scale = self.app.settings.ui_scale
        self.hand = HandWidget(layout.hand, HandFaces(self.faces, self.lang, scale, layout.hand_card[0]), lift=LIFT)
        self._fill_hand()

    def refresh_table(self) -> None:
        """Take back is lit only while a seat handed to a bot can be taken back; the hand shows
        the viewing seat's cards, the playable ones lit (from the legal actions)."""
        if self._take_back is not None:
            if self._handed_seats():
                self._take_back.enable()
            else:
                self._take_back.disable()
        self._fill_hand()

    def _fill_hand(self) -> None:
        view = self.view()
        seat = view.seats[self.viewer] if self.viewer is not None else None
        if seat is None or isinstance(seat.hand, Hidden):
            self.hand.set_cards([])
            self._greyed = {}
            return
        playable = {a.slot for a in self.bar_actions([]) if isinstance(a, (A.PlayPreRound, A.PickCard))}
        items = [CardFace("card", self.game.cards.card(seat.deck[slot].card).model_dump() | {"kp": seat.deck[slot].kp})
                 for slot in seat.hand]
        self.hand.set_cards(items, [i for i, slot in enumerate(seat.hand) if slot in playable], keys=seat.hand)
        self._greyed = {i: engine_message(self.game.explain_illegal(self.session.state, self._card_action(slot)), self.lang)
                        for i, slot in enumerate(seat.hand) if slot not in playable}  # why, on hover

    def _card_action(self, slot: int) -> Action:
        """What clicking the card in ``slot`` asks: to play it now (pre-round) or to pick it."""
        assert self.viewer is not None
        return (A.PlayPreRound if self.view().phase == "pre_round" else A.PickCard)(self.viewer, slot)

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
        result = any(isinstance(e, (GameOver, SetOver)) for e in events) and bool(view.results)
        revealed = RevealedRound().feed(events).round

        def picture(surface: pygame.Surface, rect: pygame.Rect) -> None:
            painter = Painter(surface, self.lang, self.px)
            if result:
                self._payout(painter, rect, view)
            else:
                layout = TableLayout.of(rect.inflate(self.px(24), self.px(20)), len(view.seats), self.px, hand=False)
                board.round_heads(painter, layout, view, self.field_cards(), self.seat_label)
                board.rows(painter, layout, view, self.field_cards(), None if revealed is None else (revealed, 0.8))

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
        """A card's name, or an attribute's (a skill changes a card's attribute, MS-K1)."""
        cards = self.game.cards
        found = cards.cards.get(card_id) or cards.attributes.get(card_id)
        return found.display_name(lang) if found is not None else card_id

    def word_event(self, step: int, event: Event) -> str:
        """One log line, naming cards from this game's data (redacted for the reading seat)."""
        line = make_wording(self.card_name)(event, self.lang, self.session.seat_names(), self.viewer)
        return f"{step + 1}. {line}"

    def seat_label(self, seat: int) -> str:
        return self.seat_name(seat)

    # -- the charge panel and card choices -----------------------------------------------
    def _bar_buttons(self) -> list[ActionButton]:
        return bar_buttons(self.bar_actions([]), self.view(), self.game, self.session.state, self.lang)

    def action_label(self, action: Action) -> str:
        return action_label(action, self.view(), self.game, self.lang)

    # -- drawing ----------------------------------------------------------------------------
    def field_cards(self) -> board.FieldCards:
        """The cards as table faces at this scale (kept while the faces, data and scale are)."""
        key = (self.faces, self.game.cards, self.app.settings.ui_scale)
        if self._field_cards is None or (self._field_cards.faces, self._field_cards.cards,
                                         self._field_cards.scale) != key:
            self._field_cards = board.FieldCards(*key)
        return self._field_cards

    def _payout(self, painter: Painter, rect: pygame.Rect, view: MySagaView) -> None:
        payout(painter, rect, view, self.seat_label, self.card_name)

    def draw_table(self, surface: pygame.Surface, view: MySagaView) -> None:
        layout = self.layout
        if layout is None:
            return
        painter = Painter(surface, self.lang, self.px)
        self._hits, self._tips = painter.cards, painter.tips
        cards = self.field_cards()
        board.header(painter, layout.header, view, self.seat_label)
        if bool(view.results) and (view.phase == "over" or self._game_just_ended(view)):
            self._payout(painter, layout.field, view)  # the new game's field is still empty: the payout is the news
        else:
            flash = None if self._reveal is None else (self._reveal[0], self._reveal[1] / REVEAL_SECONDS)
            board.round_heads(painter, layout, view, cards, self.seat_label)
            board.rows(painter, layout, view, cards, flash)
        if view.viewer is None:
            board.every_hand(painter, layout.hand_label.union(layout.hand), view, cards)
        elif not isinstance(view.seats[view.viewer].hand, Hidden):
            painter.text(tr("mysaga.hand", self.lang, name=view.seats[view.viewer].name), 13,
                         layout.hand_label.topleft, GOLD, True, width=layout.hand_label.width)
            self.hand.draw(surface)

    @staticmethod
    def _game_just_ended(view: MySagaView) -> bool:
        """The next game has not had a card played yet: the last payout is still the news."""
        return view.phase == "pre_round" and all(p is None for p in view.fields[0])
