"""``SandboxTable``: the screen for any sandbox game (issue #12) — drag cards, click for a menu.

Everything lit comes from the engine's legal actions (drop targets, the menu, the counters'
− / +); the view is the seat in control's, the curtain covers a hand-over. Issue #24: cards
are table faces sized from the window × UI scale, a pile looked through is spread in pages,
keys are bound to actions, End game asks first, a refusal is shown at the card.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from engine import catalog
from engine.core.data.loader import USER_DATA, selected_roots
from engine.core.kernel.events import Event
from engine.core.kernel.game import Action
from engine.core.kernel.session import Session
from engine.core.saves.userdirs import SHIPPED_DATA
from engine.sandbox import actions as A
from engine.sandbox.game import SandboxGame
from screens.kit.cards.renderer import CardFace, CardItem
from screens.kit.i18n import engine_message, tr
from screens.kit.table_base import TableScreen
from screens.kit.tooltip import draw_tooltip
from screens.sandbox import paint
from screens.sandbox.cards import TableCards
from screens.sandbox.confirm import YES, ConfirmBox
from screens.sandbox.counters import CounterButtons
from screens.sandbox.geometry import TableGeometry, scaled_layout
from screens.sandbox.keys import HOTKEYS, hotkey_of, key_action
from screens.sandbox.look_through import LookLayout, LookThrough
from screens.sandbox.menu import ActionMenu, MenuEntry, sandbox_entries
from screens.sandbox.note import CardNote
from screens.sandbox.placement import CardSpot, card_spots, spot_at, zone_at
from screens.sandbox.wording import SandboxWording

if TYPE_CHECKING:
    from screens.kit.screen import Host as App

DRAG_PX = 6  # the pointer must move this far with the button held before a press becomes a drag
BAR_TYPES = (A.Draw, A.EndTurn, A.PassControl, A.StopPeek, A.EndGame)


class SandboxTable(TableScreen):
    game_id: ClassVar[str] = ""
    NEEDS_AT_1X: ClassVar[tuple[int, int]] = (1280, 720)  # the logical window the layout needs at 100 %

    def __init__(self, app: App, session: Session[Any], *, save_path: Path | None = None) -> None:
        super().__init__(app, session, save_path=save_path)
        self.words = SandboxWording(self.game.table, self.card_name)
        self.cards = TableCards(self.game, self.data_dir(), lambda: (self.lang, self.app.settings.ui_scale))
        self.counters = CounterButtons()
        self.pointer = (0, 0)
        self.pressed: CardSpot | None = None
        self.press_at = (0, 0)
        self.dragging = False
        self.card_menu: ActionMenu | None = None
        self._geometry: tuple[tuple[Any, ...], TableGeometry] | None = None
        self.look = LookThrough()
        self.asking: ConfirmBox | None = None  # the End game question, while it is asked
        self.note: CardNote | None = None  # a refusal at the card that was clicked
        self._cut_titles: dict[str, tuple[pygame.Rect, str]] = {}

    # -- the game --------------------------------------------------------------------------
    @property
    def game(self) -> SandboxGame:
        game = self.session.game
        assert isinstance(game, SandboxGame)
        return game

    @classmethod
    def make_game(cls, app: App) -> SandboxGame:
        game = catalog.load_game(cls.game_id)
        assert isinstance(game, SandboxGame)
        return game

    @classmethod
    def new_game(cls, app: App, seed: int | None = None, setup: Mapping[str, Any] | None = None) -> SandboxTable:
        import secrets

        game = cls.make_game(app)
        seed = secrets.randbits(32) if seed is None else seed
        chosen = setup if setup is not None else default_setup(game)
        return cls(app, Session.new(game, chosen, seed, app.settings.undo_mode))

    @classmethod
    def default_setup(cls, app: App) -> Mapping[str, Any]:
        return default_setup(cls.make_game(app))

    def data_dir(self) -> Path:
        """Where the game's images are (relative paths in its data are read from here)."""
        data_root, _user = selected_roots(SHIPPED_DATA, USER_DATA)  # the open card project, if any
        return data_root / catalog.data_spec(self.game.id).folder

    def card_name(self, card: str, lang: str) -> str:
        return self.game.db.get(card).display_name(lang)

    def face_of(self, card: str) -> CardItem:
        return CardFace(self.game.db.kind_of(card), self.game.db.get(card))

    def item_of(self, spot: CardSpot) -> CardItem:
        """What to draw for a card the viewer may see (a game with two-faced cards picks the face)."""
        assert isinstance(spot.card.card, str)
        return self.face_of(spot.card.card)

    def data_changed(self, db: Any) -> None:
        self.cards = TableCards(self.game, self.data_dir(), lambda: (self.lang, self.app.settings.ui_scale))

    # -- the log and the bar ----------------------------------------------------------------
    def word_event(self, step: int, event: Event) -> str:
        names = self.session.seat_names()
        return f"{step + 1}. {self.words(event, self.lang, names, self.viewer)}"

    def bar_actions(self, actions: list[Action]) -> list[Action]:
        return [a for a in actions if isinstance(a, BAR_TYPES)] + self.panel_actions(actions)

    def panel_actions(self, actions: list[Action]) -> list[Action]:
        """The game's own actions that get a bar button (a subclass adds its declarations)."""
        return []

    def action_label(self, action: Action) -> str:
        return self.words.bar_label(action, self.lang, self.seat_name)

    def action_hotkey(self, action: Action, number: int) -> str | None:
        return hotkey_of(action, len(self.session.seat_names()), self.hotkeys())

    def hotkeys(self) -> dict[type[Action], str]:
        """The bar's keys by action type (a game adds its own)."""
        return HOTKEYS

    def play(self, action: Action) -> list[Event] | None:
        """End game asks first (a mis-key must not end a game); the question's yes plays it."""
        if isinstance(action, A.EndGame) and self.asking is None and self.session.is_legal(action):
            self.card_menu = None
            self.asking = ConfirmBox.end_game(action, self.lang, self.table_rect, self.px(16))
            self.app.wake()
            return None
        return super().play(action)

    def play_at(self, action: Action, pos: tuple[int, int]) -> None:
        """Play an action made at a card; refused, its reason is shown at that card (interface 4)."""
        if self.session.is_legal(action):
            self.play(action)
            return
        self.refuse_at(self.session.game.explain_illegal(self.session.state, action), pos)

    def refuse_at(self, reason: Any, pos: tuple[int, int]) -> None:
        self.note = CardNote(engine_message(reason, self.lang), pos)
        self.app.wake()

    def refresh_table(self) -> None:
        self.card_menu = None
        self.pressed, self.dragging = None, False

    # -- geometry ----------------------------------------------------------------------------
    def geometry(self) -> TableGeometry:
        """The zones laid out from the window and the UI scale (interface 3): cards as big as the
        table fits, never bigger than the scale times their size at ``NEEDS_AT_1X`` (so 150 %
        is bigger than 125 %, and a big window at 100 % is not bigger than 150 %)."""
        seat, scale = self.viewer or 0, self.app.settings.ui_scale
        key = (seat, tuple(self.table_rect), scale, self.size)
        if self._geometry is None or self._geometry[0] != key:
            area = self.table_rect.inflate(-self.px(8), -self.px(8))
            self._geometry = key, scaled_layout(self.game.table, len(self.session.seat_names()), seat, area, scale,
                                                self.size, self.NEEDS_AT_1X)
        return self._geometry[1]

    def looking(self) -> LookLayout | None:
        """The look-through panel of the pile this seat is looking through (None: it looks at none)."""
        view = self.view()
        pile = view.zones.get(view.peeking) if view.peeking is not None else None
        top = CardSpot(pile.key, len(pile.cards) - 1, pile.cards[-1], self.table_rect) if pile and pile.cards else None
        item = self.item_of(top) if top is not None and isinstance(top.card.card, str) else None
        return self.look.current(view, self.geometry(), self.viewer or 0, item, self.cards.source(), self.px(30))

    def covered_rect(self) -> pygame.Rect | None:  # the look-through panel: what is under it is out of reach
        return looking.panel if (looking := self.looking()) is not None else None

    def spots(self) -> list[CardSpot]:
        return card_spots(self.game.table, self.view(), self.geometry(), self.looking())

    def legal(self) -> list[Action]:
        return self.session.legal_actions()

    def action_rect(self, action: Action) -> pygame.Rect | None:
        """Where the hint or the guide lights ``action``: its entry in the open menu, else the card it
        moves or acts with, whose click opens that menu (issue #27)."""
        if self.card_menu is not None:
            row = next((i for i, e in enumerate(self.card_menu.entries) if e.action == action), None)
            if row is not None:
                return self.card_menu.row(row)
        uid = getattr(action, "uid", None) or getattr(action, "attacker", None)
        return next((s.rect for s in self.spots() if uid is not None and s.card.uid == uid), None)

    # -- input ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.asking is not None and not self.curtain.down and not self.moment.up:
            if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN,
                              pygame.MOUSEWHEEL):
                self._answer(event)  # modal: nothing under the question takes input
                return
        super().handle_event(event)
        if self.curtain.down or self.save_dialog is not None or self.asking is not None:
            return
        if event.type == pygame.MOUSEMOTION:
            self._motion(event.pos, any(event.buttons))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            self._press(event.pos, event.button)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event.pos)

    def modal_open(self) -> bool:
        return super().modal_open() or self.asking is not None  # no hover overlay over the End game question

    def _answer(self, event: pygame.event.Event) -> None:
        assert self.asking is not None
        if (answer := self.asking.handle_event(event)) is not None:
            action, self.asking = self.asking.action, None
            if answer == YES:
                super().play(action)
        self.app.wake()

    def _motion(self, pos: tuple[int, int], held: bool) -> None:
        self.pointer = pos
        if self.card_menu is not None:
            self.card_menu.hover = self.card_menu.index_at(pos)
        if self.pressed is not None and held and not self.dragging:
            moved = abs(pos[0] - self.press_at[0]) + abs(pos[1] - self.press_at[1])
            self.dragging = moved >= DRAG_PX and bool(self.drop_targets(self.pressed))
        self.app.wake()

    def _press(self, pos: tuple[int, int], button: int) -> None:
        self.note = None
        if self.card_menu is not None:
            action, self.card_menu = self.card_menu.pick(pos), None
            if action is not None:
                self.play(action)
            return
        if self.counters.press(pos, self):
            return
        if not self.table_rect.collidepoint(pos):
            return
        spot = spot_at(self.spots(), pos)
        zone = zone_at(self.geometry(), pos, self.covered_rect())
        if button == 3:
            self.open_menu(spot, zone, pos)
            return
        self.pressed, self.press_at, self.dragging = spot, pos, False
        if spot is None and zone is not None:
            self.open_menu(None, zone, pos)

    def _release(self, pos: tuple[int, int]) -> None:
        spot, dragging = self.pressed, self.dragging
        self.pressed, self.dragging = None, False
        if spot is None:
            return
        if not dragging:
            self.open_menu(spot, spot.key, pos)
            return
        to = zone_at(self.geometry(), pos, self.covered_rect())
        if to is None or to == spot.key or spot.card.uid is None:
            self.app.wake()
            return
        self.play_at(A.MoveCard(self.acting_seat(), spot.card.uid, to), pos)

    def acting_seat(self) -> int:
        return self.session.decision().seat or 0

    def drop_targets(self, spot: CardSpot) -> set[str]:
        """The zones the card of ``spot`` may be dropped on now (from the legal actions)."""
        return {a.to for a in self.legal() if isinstance(a, A.MoveCard) and a.uid == spot.card.uid and not a.bottom}

    def menu_entries(self, spot: CardSpot | None, key: str | None) -> list[MenuEntry]:
        """The legal actions of a card (or of a pile), worded for the menu."""
        uid = spot.card.uid if spot is not None else None
        names = self.session.seat_names()
        entries = sandbox_entries(self.legal(), uid, key, self.acting_seat(), self.lang,
                                  lambda zone: self.words.zone(zone, self.lang, names))
        return entries + self.extra_menu_entries(spot, key)

    def extra_menu_entries(self, spot: CardSpot | None, key: str | None) -> list[MenuEntry]:
        """A subclass's own entries for a card or zone (its declarations)."""
        return []

    def open_menu(self, spot: CardSpot | None, key: str | None, pos: tuple[int, int]) -> None:
        """The card's (or pile's) legal actions; a card with none says why at the card."""
        entries = self.menu_entries(spot, key)
        self.card_menu = ActionMenu(entries, pos, self.table_rect, self.px(15)) if entries else None
        if not entries and spot is not None:
            self.refuse_at(self.card_refusal(spot), pos)
        self.app.wake()

    def card_refusal(self, spot: CardSpot) -> Any:
        """Why nothing can be done with the card of ``spot`` now: the engine's refusal of touching it."""
        if spot.card.uid is None:  # a card in another seat's hand: not even which one is shown
            return tr("sandbox.refusal.not_yours", self.lang)
        return self.session.game.explain_illegal(self.session.state, A.Flip(self.acting_seat(), spot.card.uid))

    def on_key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE and self.card_menu is not None:
            self.card_menu = None
            self.app.wake()
            return
        if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            super().on_key(event)
            return
        seat = self.acting_seat()
        hovered = spot_at(self.spots(), self.pointer)
        uid = hovered.card.uid if hovered is not None else None
        if event.key in (pygame.K_f, pygame.K_t) and uid is not None:
            self.play_at(A.Flip(seat, uid) if event.key == pygame.K_f else A.Rotate(seat, uid), self.pointer)
            return
        wanted = key_action(pygame.key.name(event.key), seat, len(self.session.seat_names()))
        if wanted is not None and not self.session.is_legal(wanted):
            self.play(wanted)  # the bar holds only legal actions: say why this one is not
            return
        super().on_key(event)

    def update(self, dt_: float) -> None:
        super().update(dt_)
        if self.note is not None and not self.note.tick(dt_):
            self.note = None
            self.app.wake()

    def next_wake(self) -> float | None:
        waits = [w for w in (super().next_wake(), self.note.seconds_left if self.note else None) if w is not None]
        return min(waits, default=None)

    # -- drawing ---------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface, view: Any) -> None:
        geometry = self.geometry()
        font = self.px(13)
        lit = self.drop_targets(self.pressed) if self.dragging and self.pressed is not None else set()
        self._cut_titles = paint.draw_zones(surface, self.game.table, view, geometry, self.lang, font, lit)
        corner = geometry.markers.get(view.turn_player)
        if corner is not None:
            lines = tr("sandbox.turn_marker", self.lang, turn=view.turn, name=self.seat_name(view.turn_player)).split(" — ")
            paint.draw_marker(surface, corner, lines, font)
        self.counters.draw(surface, self, geometry, view, font)
        spots = self.spots()
        looking = self.looking()
        peeked = [s for s in spots if looking is not None and s.key == view.peeking]
        table_spots = [s for s in spots if s not in peeked]
        hovered = spot_at(spots, self.pointer)
        dragged = self.pressed.card.uid if self.dragging and self.pressed is not None else None
        focus = hovered.card.uid if hovered is not None else None
        paint.draw_cards(surface, table_spots, self.cards.face_at, self.item_of, font, hidden_uid=dragged, focus=focus)
        self.draw_overlays(surface, view, table_spots)
        if looking is not None:  # the pile looked through, spread over the other side of the table
            zone = self.words.zone(view.peeking, self.lang, self.session.seat_names())
            paint.draw_look_panel(surface, looking, zone, self.lang, self.px(15))
            paint.draw_cards(surface, peeked, self.cards.face_at, self.item_of, font, hidden_uid=dragged, focus=focus,
                             in_pile=True)

    def draw_overlays(self, surface: pygame.Surface, view: Any, spots: list[CardSpot]) -> None:
        """What a game draws over its cards (damage, shields …) and over the table (panels)."""

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.curtain.down or self.moment.up:
            return
        if self.asking is not None:
            self.asking.draw(surface)  # a modal: no preview or tooltip over it
            return
        if self.dragging and self.pressed is not None:
            rect = self.pressed.rect.copy()
            rect.center = self.pointer
            paint.draw_card(surface, self.pressed, self.cards.face_at, self.item_of, self.px(13), focused=True, at=rect)
        if self.note is not None:
            self.note.draw(surface, self.px(15))
        if self.card_menu is not None:
            self.card_menu.draw(surface)
            return
        hovered = None if self.dragging else spot_at(self.spots(), self.pointer)
        self.cards.preview.show(self.preview_item(hovered), self.pointer)
        shown = self.cards.preview.draw(surface)
        if shown is not None and hovered is not None:
            paint.draw_notes(surface, shown, self.preview_notes(hovered), self.px(14))
        cut = next(((r, t) for r, t in self._cut_titles.values() if r.collidepoint(self.pointer)), None) if not hovered else None
        if cut is not None:  # a zone name cut with "…": the whole of it
            draw_tooltip(surface, cut[1], cut[0], self.px(14))

    def preview_notes(self, spot: CardSpot) -> list[str]:
        """Lines shown under the large preview of a hovered card (a game's status of it)."""
        return []

    def preview_item(self, spot: CardSpot | None) -> CardItem | None:
        if spot is None or not isinstance(spot.card.card, str):
            return None
        return self.item_of(spot)


def default_setup(game: SandboxGame) -> dict[str, Any]:
    """Seat i plays the i-th deck of the data (the setup screen lets players choose)."""
    decks = sorted(game.decks)
    return {"seats": [{"name": f"Player {i + 1}", "deck": decks[i % len(decks)]} for i in range(game.table.seats)]}
