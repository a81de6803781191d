"""The Alchemic Card Battle table (issue #10): both sides, the battle area, the seat's hand.

Draws only the viewing seat's view (``AlchemicView``): the other side's hand and face-down
pick are card backs. The hotseat curtain comes from ``TableScreen`` (views differ → cover), so
each player sees their hand only after the hand-off and the defender picks unseen. A card
that would rebound (AC-B4) needs a second click, with the warning shown first (ruling).
Seats named in ``setup["bots"]`` are played by a bot from its own view (solo play, no curtain);
every turn start autosaves.

Issue #24: every card is a table face (``screens.kit.table_face``), the layout comes from the
table area and the UI scale (``layout.TableLayout``); a hand card is played by clicking it (the
bar keeps the choices that are not a card), and a card that cannot be used says why at the card,
in the engine's words (``Alchemic.card_refusal``), on hover and on click.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from engine.alchemic import actions as A
from engine.alchemic.events import TurnStarted
from engine.alchemic.game import Alchemic
from engine.alchemic.view import AlchemicView
from engine.core.data.database import CardDatabase
from engine.core.kernel.events import Event
from engine.core.kernel.game import Action, Game
from engine.core.kernel.view import Hidden
from engine.core.layouts.schema import LayoutsFile
from engine.core.saves.userdirs import SHIPPED_DATA
from screens.alchemic import wording, words
from screens.alchemic.battle_view import draw_battle
from screens.alchemic.board import draw_side
from screens.alchemic.card_note import CardNote, draw_note, draw_tag
from screens.alchemic.ink import Hotspots, Ink
from screens.alchemic.layout import HAND_LIFT, NEEDS_AT_1X, TableLayout
from screens.kit.cards.preview import HoverPreview
from screens.kit.cards.renderer import CardFace, CardItem, CardRenderer
from screens.kit.hand import HandWidget
from screens.kit.i18n import engine_message, tr
from screens.kit.moment import Picture
from screens.kit.table_base import TableScreen
from screens.kit.table_face import TableFace

if TYPE_CHECKING:
    from screens.kit.screen import Host as App

DEFAULT_DECKS = ["flame-academy", "shadow-legion"]
HAND_ACTIONS = (A.PlaceCharacter, A.PlayEvent, A.PickBattleCard)  # played by clicking the hand card


class AlchemicTable(TableScreen):
    game_id: ClassVar[str] = Alchemic.id
    NEEDS_AT_1X: ClassVar[tuple[int, int]] = NEEDS_AT_1X

    def __init__(self, app: App, session: Any, **kw: Any) -> None:
        self.game: Alchemic = session.game
        self.faces = self._faces(self.game.db)
        self.hand = HandWidget(pygame.Rect(0, 0, 10, 10), self.faces.renderer, lift=HAND_LIFT, hold=True)
        self.preview = HoverPreview(self.faces.renderer)
        self.layout: TableLayout | None = None
        self.hotspots: Hotspots = []
        self.pointer = (0, 0)
        self.hand_choices: list[list[Action]] = []  # per hand card: what clicking it plays
        self.reasons: dict[int, str] = {}  # per hand card that cannot be used: why (engine words)
        self.note: CardNote | None = None
        self.offered: str | None = None  # a hand card whose several choices are on the bar
        self.armed: Action | None = None  # a rebounding pick clicked once
        self.preview_rect: pygame.Rect | None = None  # where the hover zoom was last drawn
        super().__init__(app, session, **kw)
        bots = dict(session.setup.get("bots", {}))  # the setup's bot seats (kept in saves)
        if bots:  # the bot table lives with `simulate` (1 MB of imports a table of two people never needs)
            from engine.alchemic.simulation import make_bot

            for seat, name in bots.items():
                self.bots.take(int(seat), make_bot(str(name), self.game))
        if self.bots.seats():  # solo against a bot: one person, no hand-off curtain
            self.viewer = self.human_seat()
            self.curtain.lift()

    @staticmethod
    def _faces(db: CardDatabase | None) -> TableFace:
        layouts = db.settings["layouts.toml"] if db is not None else LayoutsFile()
        return TableFace(CardRenderer(layouts, SHIPPED_DATA / "alchemic", cache_size=64))  # type: ignore[arg-type]  # the spec types it

    @classmethod
    def make_game(cls, app: App) -> Game[Any]:
        return Alchemic.load()

    @classmethod
    def default_setup(cls, app: App) -> Mapping[str, Any]:
        lang = app.settings.language
        return {"decks": DEFAULT_DECKS, "players": [tr("alchemic.setup.player_n", lang, n=n) for n in (1, 2)]}

    def data_changed(self, db: CardDatabase) -> None:
        self.faces = self._faces(db)
        self.build_table(self.table_rect)

    # -- bot seats (solo play) -------------------------------------------------------------
    def human_seat(self) -> int:
        return next(s for s in (0, 1) if s not in self.bots.seats())

    def hotseat(self) -> bool:
        return not self.bots.seats()

    def viewer_seat(self) -> int | None:
        return self.human_seat() if self.bots.seats() else super().viewer_seat()

    def bar_actions(self, actions: list[Action]) -> list[Action]:
        """The viewing seat's own choices that are not a click on a hand card (those are played on
        the card), and the choices of a card that offers several; never a bot's or the other picker's."""
        owes = self.viewer is not None and self.session.decision().owes(self.viewer)
        own = self.session.legal_actions(self.viewer) if owes else []
        return [a for a in own if not isinstance(a, HAND_ACTIONS) or self._card_id(a) == self.offered]

    def action_label(self, action: Action) -> str:
        return words.action_label(self.game.cards, action, self.lang)

    def scale(self) -> float:
        """The UI scale this screen is laid out at (whatever ``px`` uses: the player's, or the largest
        that fits the window)."""
        return self.px(1000) / 1000

    def ink(self) -> Ink:
        scale = self.scale()
        return Ink(self.faces, self.lang, scale, self.tr, self._item,
                   lambda card: self.game.cards.model(card).display_name(self.lang))

    # -- layout -------------------------------------------------------------------------
    def build_table(self, rect: pygame.Rect) -> None:
        scale = self.scale()
        self.faces.renderer.lang = self.lang
        self.layout = TableLayout.of(rect, scale)
        self.hand.renderer = self.faces.source(self.lang, scale)
        self.hand.resize(self.layout.hand)
        self.preview = HoverPreview(self.faces.renderer, height=self.px(380))

    def refresh_table(self) -> None:
        self.note = None  # it spoke of the table before this change (and maybe to another seat)
        view = self.view()
        hand = view.sides[self._me(view)].hand
        live = self.viewer is not None and not self.replaying  # the past (a replay) offers nothing
        legal = self.session.legal_actions(self.viewer) if live else []
        ids = [self._card_id(c) for c in hand]
        self.hand_choices = [[a for a in legal if isinstance(a, HAND_ACTIONS) and self._card_id(a) == i] for i in ids]
        playable = [i for i, choices in enumerate(self.hand_choices) if choices]
        self.reasons = {}
        if live and self.viewer is not None:
            for i, card in enumerate(hand):
                why = None if i in playable or isinstance(card, Hidden) else self.game.card_refusal(
                    self.session.state, self.viewer, card)
                if why is not None:
                    self.reasons[i] = engine_message(why, self.lang)
        self.hand.set_cards([self._item(c) for c in hand], playable if playable else None, keys=hand)
        if self.offered not in ids:
            self.offered = None

    def _me(self, view: AlchemicView) -> int:
        return view.seat if view.seat is not None else 0

    def _card_id(self, action_or_card: Any) -> str | None:
        card = getattr(action_or_card, "card", action_or_card)
        return self.game.cards.model(card).id if isinstance(card, str) and card else None

    def _item(self, instance: Any) -> CardItem:
        if isinstance(instance, Hidden) or not instance:
            return Hidden("card", "alchemic")
        return CardFace(self.game.cards.kind(instance), self.game.cards.model(instance))

    def action_rect(self, action: Action) -> pygame.Rect | None:
        """Where a card action is clicked (the hint and the guide light it there)."""
        if not isinstance(action, HAND_ACTIONS) or getattr(action, "card", None) is None:
            return None
        index = next((i for i, choices in enumerate(self.hand_choices) if action in choices), None)
        return self._hand_rect(index) if index is not None else None

    def coach_area(self) -> pygame.Rect:
        """Where the first-game guide and hints speak: the battle column, not over a seat's panel."""
        return self.layout.battle if self.layout is not None else self.table_rect

    def _hand_rect(self, index: int) -> pygame.Rect | None:
        slot = next((s for s in self.hand.slots if s.index == index), None)
        if slot is None:
            return None
        rect = pygame.Rect((0, 0), slot.size)
        rect.center = (round(self.hand.drawn_center(slot).x), round(self.hand.drawn_center(slot).y))
        return rect

    # -- input ---------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        super().handle_event(event)
        if self.covered() or self.save_dialog is not None or self.leave_dialog is not None:
            return
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            self.app.wake()
        clicked = self.hand.handle_event(event)
        if clicked is not None and self.viewer is not None:
            self._hand_click(clicked.index)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.viewer is not None:
            self._field_click(event.pos, self.viewer)

    def _field_click(self, pos: tuple[int, int], seat: int) -> None:
        """A click on one's own character uses its paid ability (AC-T2), or says why it cannot."""
        if self.layout is None or self.replaying:
            return
        side = self.view().sides[self._me(self.view())]
        cards = [side.main, *(side.supports + [None, None])[:2]]
        for rect, card in zip(self.layout.bottom.slots, cards, strict=True):
            if card and rect.collidepoint(pos) and getattr(self.game.cards.model(card), "ability", None) is not None:
                action = A.UseAbility(seat, card)
                if self.session.is_legal(action):
                    self.play(action)
                else:
                    why = engine_message(self.game.explain_illegal(self.session.state, action), self.lang)
                    self.note = CardNote(why, rect)
                    self.app.wake()
                return

    def _hand_click(self, index: int) -> None:
        choices = self.hand_choices[index] if index < len(self.hand_choices) else []
        if not choices:
            why = self.reasons.get(index)
            if why is not None:
                self._note(why, index)
            return
        if len(choices) > 1:  # several ways to use it: its choices go on the bar
            self.offered = self._card_id(choices[0])
            self.refresh()
            self._note(self.tr("alchemic.table.choose_on_bar"), index)
            return
        self.play(choices[0])

    def _note(self, text: str, index: int | None) -> None:
        rect = self._hand_rect(index) if index is not None else None
        if rect is None:
            self.app.toast(text, error=True)
        else:
            self.note = CardNote(text, rect)
        self.app.wake()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.note is not None and not self.note.tick(dt):
            self.note = None
            self.app.wake()

    def play(self, action: Action) -> list[Event] | None:
        """Send ``action``; a person's rebounding pick only when chosen twice (the AC-B4 warning
        first, at the card). A turn's start is a checkpoint: autosave."""
        if getattr(action, "rebound", False) and self.armed != action and action.seat not in self.bots.seats():
            self.armed = action
            index = next((i for i, choices in enumerate(self.hand_choices) if action in choices), None)
            self._note(self.tr("alchemic.table.rebound_warning"), index)
            return None
        self.armed = None
        self.note = None
        self.offered = None
        events = super().play(action)
        if events and any(isinstance(e, TurnStarted) for e in events):
            self.autosave()
        return events

    # -- public moments (the battle's reveal and result, the game over) ------------------------
    def moment_picture(self, events: list[Event]) -> Picture | None:
        """Both battle cards and the arithmetic, from the onlooker's view (no hand)."""
        view = self.session.view(None)
        if view.last_battle is None or view.battle is not None:
            return None
        return lambda surface, rect: self._picture(surface, view, rect)

    def _picture(self, surface: pygame.Surface, view: AlchemicView, rect: pygame.Rect) -> None:
        draw_battle(surface, self.ink(), view, rect)

    def score_lines(self) -> list[str]:
        return [self.tr("alchemic.moment.score", name=side.name, life=side.life) for side in self.session.view(None).sides]

    def word_event(self, step: int, event: Event) -> str:
        names = self.session.seat_names()
        return f"{step + 1}. {wording.log_line(self.game.cards, event, self.lang, names, self.viewer)}"

    # -- drawing -------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface, view: AlchemicView) -> None:
        if self.layout is None:
            return
        ink, me = self.ink(), self._me(view)
        deciding = set(view.owing)
        cap = self.game.rules.start_life  # AC-S2: the start life is also the cap
        usable = frozenset(a.card for a in self.session.legal_actions(self.viewer) if isinstance(a, A.UseAbility)) \
            if self.viewer is not None and not self.replaying else frozenset()
        self.hotspots = draw_side(surface, ink, view.sides[1 - me], self.layout.top, cap=cap, lit=1 - me in deciding,
                                  other=True)
        self.hotspots += draw_side(surface, ink, view.sides[me], self.layout.bottom, cap=cap, lit=me in deciding,
                                   other=False, usable=usable)
        self.hotspots += draw_battle(surface, ink, view, self.layout.battle, self.layout.bottom.slots[0].height)
        self.hand.draw(surface)
        for i, choices in enumerate(self.hand_choices):  # AC-B4: a pick that would rebound says so on the card
            rect = self._hand_rect(i) if any(getattr(a, "rebound", False) for a in choices) else None
            if rect is not None:
                draw_tag(surface, ink, self.tr("alchemic.table.rebounds_tag"), rect)

    def draw_over(self, surface: pygame.Surface) -> None:
        """Above the action bar and the log: the hover zoom and the note at a card; then the coach."""
        if not (self.covered() or self.save_dialog is not None or self.leave_dialog is not None):
            hovered = self.hand.hovered_item() or next(
                (item for rect, item in self.hotspots if rect.collidepoint(self.pointer)), None)
            self.preview.show(hovered, self.pointer)
            preview = self.preview_rect = self.preview.draw(surface)
            ink = self.ink()
            if self.note is not None:
                draw_note(surface, ink, self.note.text, self.note.anchor, preview)
            elif self.hand.hovered is not None and self.hand.hovered in self.reasons:
                anchor = self._hand_rect(self.hand.hovered)
                if anchor is not None:
                    draw_note(surface, ink, self.reasons[self.hand.hovered], anchor, preview)
        super().draw_over(surface)
