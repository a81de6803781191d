"""``SandboxTable``: the screen for any sandbox game (issue #12) — drag cards, click for a menu.

Everything lit comes from the engine's legal actions: a card can be picked up when some move
of it is legal, the zones it may be dropped on are outlined while it is dragged, the menu
lists exactly its legal actions and the counters' − / + light only when legal. The view shown
is the seat in control's; the base class covers the table when it passes to a seat that may
not see the same things (a hand).
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
from engine.core.layouts.schema import LayoutsFile
from engine.core.saves.userdirs import SHIPPED_DATA
from engine.sandbox import actions as A
from engine.sandbox.game import SandboxGame
from screens.kit.cards.preview import HoverPreview
from screens.kit.cards.renderer import CardFace, CardItem, CardRenderer
from screens.kit.i18n import tr
from screens.kit.table_base import TableScreen
from screens.sandbox import paint
from screens.sandbox.counters import CounterButtons
from screens.sandbox.geometry import TableGeometry, layout
from screens.sandbox.menu import ActionMenu, MenuEntry
from screens.sandbox.placement import CardSpot, card_spots, spot_at, zone_at
from screens.sandbox.wording import SandboxWording

if TYPE_CHECKING:
    from screens.kit.screen import Host as App

DRAG_PX = 6  # the pointer must move this far with the button held before a press becomes a drag
BAR_TYPES = (A.Draw, A.EndTurn, A.PassControl, A.StopPeek, A.EndGame)


class SandboxTable(TableScreen):
    game_id: ClassVar[str] = ""

    def __init__(self, app: App, session: Session[Any], *, save_path: Path | None = None) -> None:
        super().__init__(app, session, save_path=save_path)
        self.words = SandboxWording(self.game.table, self.card_name)
        self.renderer = self._make_renderer()
        self.preview = HoverPreview(self.renderer, height=self.px(380))
        self.counters = CounterButtons()
        self.pointer = (0, 0)
        self.pressed: CardSpot | None = None
        self.press_at = (0, 0)
        self.dragging = False
        self.menu: ActionMenu | None = None
        self._geometry: tuple[tuple[Any, ...], TableGeometry] | None = None

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

    def _make_renderer(self) -> CardRenderer:
        layouts = self.game.db.settings.get("layouts.toml")
        assert isinstance(layouts, LayoutsFile), f"{self.game.id} ships no layouts.toml"
        return CardRenderer(layouts, self.data_dir(), lang=self.lang, cache_size=1024)

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
        self.renderer = self._make_renderer()
        self.preview = HoverPreview(self.renderer, height=self.px(380))

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
        if isinstance(action, A.Draw):
            return tr("sandbox.bar.draw", self.lang)
        if isinstance(action, A.EndTurn):
            return tr("sandbox.bar.end_turn", self.lang)
        if isinstance(action, A.PassControl):
            return tr("sandbox.bar.pass", self.lang, name=self.seat_name(action.to))
        if isinstance(action, A.StopPeek):
            return tr("sandbox.bar.stop_peek", self.lang)
        if isinstance(action, A.EndGame):
            return tr("sandbox.bar.end_game", self.lang)
        return type(action).__name__

    def refresh_table(self) -> None:
        self.menu = None
        self.pressed, self.dragging = None, False

    # -- geometry ----------------------------------------------------------------------------
    def geometry(self) -> TableGeometry:
        seat = self.viewer if self.viewer is not None else 0
        key = (seat, tuple(self.table_rect), self.app.settings.ui_scale)
        if self._geometry is None or self._geometry[0] != key:
            area = self.table_rect.inflate(-self.px(8), -self.px(8))
            self._geometry = key, layout(self.game.table, len(self.session.seat_names()), seat, area,
                                         self.app.settings.ui_scale)
        return self._geometry[1]

    def spots(self) -> list[CardSpot]:
        return card_spots(self.game.table, self.view(), self.geometry())

    def legal(self) -> list[Action]:
        return self.session.legal_actions()

    def action_rect(self, action: Action) -> pygame.Rect | None:
        """Where the hint or the guide lights ``action``: its entry in the open menu, else the card it
        moves or acts with, whose click opens that menu (issue #27)."""
        if self.menu is not None:
            row = next((i for i, e in enumerate(self.menu.entries) if e.action == action), None)
            if row is not None:
                return self.menu.row(row)
        uid = getattr(action, "uid", None) or getattr(action, "attacker", None)
        return next((s.rect for s in self.spots() if uid is not None and s.card.uid == uid), None)

    # -- input ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        super().handle_event(event)
        if self.curtain.down or self.save_dialog is not None:
            return
        if event.type == pygame.MOUSEMOTION:
            self._motion(event.pos, any(event.buttons))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            self._press(event.pos, event.button)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event.pos)

    def _motion(self, pos: tuple[int, int], held: bool) -> None:
        self.pointer = pos
        if self.menu is not None:
            self.menu.hover = self.menu.index_at(pos)
        if self.pressed is not None and held and not self.dragging:
            moved = abs(pos[0] - self.press_at[0]) + abs(pos[1] - self.press_at[1])
            self.dragging = moved >= DRAG_PX and bool(self.drop_targets(self.pressed))
        self.app.wake()

    def _press(self, pos: tuple[int, int], button: int) -> None:
        if self.menu is not None:
            index = self.menu.index_at(pos)
            action = self.menu.entries[index].action if index is not None else None
            self.menu = None
            if action is not None:
                self.play(action)
            return
        if self.counters.press(pos, self):
            return
        if not self.table_rect.collidepoint(pos):
            return
        spot = spot_at(self.spots(), pos)
        if button == 3:
            self.open_menu(spot, zone_at(self.geometry(), pos), pos)
            return
        self.pressed, self.press_at, self.dragging = spot, pos, False
        if spot is None:
            key = zone_at(self.geometry(), pos)
            if key is not None:
                self.open_menu(None, key, pos)

    def _release(self, pos: tuple[int, int]) -> None:
        spot, dragging = self.pressed, self.dragging
        self.pressed, self.dragging = None, False
        if spot is None:
            return
        if not dragging:
            self.open_menu(spot, spot.key, pos)
            return
        to = zone_at(self.geometry(), pos)
        if to is None or to == spot.key or spot.card.uid is None:
            self.app.wake()
            return
        self.play(A.MoveCard(self.acting_seat(), spot.card.uid, to))

    def acting_seat(self) -> int:
        return self.session.decision().seat or 0

    def drop_targets(self, spot: CardSpot) -> set[str]:
        """The zones the card of ``spot`` may be dropped on now (from the legal actions)."""
        return {a.to for a in self.legal() if isinstance(a, A.MoveCard) and a.uid == spot.card.uid and not a.bottom}

    def menu_entries(self, spot: CardSpot | None, key: str | None) -> list[MenuEntry]:
        """The legal actions of a card (or of a pile), worded for the menu."""
        uid = spot.card.uid if spot is not None else None
        names = self.session.seat_names()
        seat = self.acting_seat()
        entries: list[MenuEntry] = []
        for action in self.legal():
            if isinstance(action, A.Flip) and action.uid == uid:
                entries.append(MenuEntry(tr("sandbox.menu.flip", self.lang), action))
            elif isinstance(action, A.Rotate) and action.uid == uid:
                entries.append(MenuEntry(tr("sandbox.menu.rotate", self.lang), action))
            elif isinstance(action, A.MoveCard) and action.uid == uid and action.to.split(".")[0] in (str(seat), action.to):
                where = self.words.zone(action.to, self.lang, names)
                label = tr("sandbox.menu.bottom" if action.bottom else "sandbox.menu.move", self.lang, zone=where)
                entries.append(MenuEntry(label, action))
            elif isinstance(action, (A.Shuffle, A.Peek)) and action.zone == key:
                entries.append(MenuEntry(tr("sandbox.menu.shuffle" if isinstance(action, A.Shuffle) else "sandbox.menu.peek", self.lang), action))
        return entries + self.extra_menu_entries(spot, key)

    def extra_menu_entries(self, spot: CardSpot | None, key: str | None) -> list[MenuEntry]:
        """A subclass's own entries for a card or zone (its declarations)."""
        return []

    def open_menu(self, spot: CardSpot | None, key: str | None, pos: tuple[int, int]) -> None:
        entries = self.menu_entries(spot, key)
        self.menu = ActionMenu(entries, pos, self.table_rect, self.px(15)) if entries else None
        self.app.wake()

    def on_key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE and self.menu is not None:
            self.menu = None
            self.app.wake()
            return
        seat = self.acting_seat()
        hovered = spot_at(self.spots(), self.pointer)
        uid = hovered.card.uid if hovered is not None else None
        wanted: Action | None = None
        if event.key == pygame.K_f and uid is not None:
            wanted = A.Flip(seat, uid)
        elif event.key == pygame.K_t and uid is not None:
            wanted = A.Rotate(seat, uid)
        elif event.key == pygame.K_d:
            wanted = A.Draw(seat)
        elif event.key == pygame.K_e:
            wanted = A.EndTurn(seat)
        if wanted is not None and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.play(wanted)
            return
        super().on_key(event)

    # -- drawing ---------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface, view: Any) -> None:
        geometry = self.geometry()
        font = self.px(13)
        lit = self.drop_targets(self.pressed) if self.dragging and self.pressed is not None else set()
        paint.draw_zones(surface, self.game.table, view, geometry, self.lang, font, lit)
        corner = geometry.markers.get(view.turn_player)
        if corner is not None:
            lines = tr("sandbox.turn_marker", self.lang, turn=view.turn, name=self.seat_name(view.turn_player)).split(" — ")
            paint.draw_marker(surface, corner, lines, font)
        self.counters.draw(surface, self, geometry, view, font)
        spots = self.spots()
        hovered = spot_at(spots, self.pointer)
        dragged = self.pressed.card.uid if self.dragging and self.pressed is not None else None
        paint.draw_cards(surface, spots, self.renderer, self.item_of, font, hidden_uid=dragged,
                         focus=hovered.card.uid if hovered is not None else None)
        self.draw_overlays(surface, view, spots)

    def draw_overlays(self, surface: pygame.Surface, view: Any, spots: list[CardSpot]) -> None:
        """What a game draws over its cards (damage, shields …) and over the table (panels)."""

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.curtain.down:
            return
        if self.dragging and self.pressed is not None:
            rect = self.pressed.rect.copy()
            rect.center = self.pointer
            paint.draw_card(surface, self.pressed, self.renderer, self.item_of, self.px(13), focused=True, at=rect)
        if self.menu is not None:
            self.menu.draw(surface)
            return
        hovered = None if self.dragging else spot_at(self.spots(), self.pointer)
        self.preview.show(self._preview_item(hovered), self.pointer)
        shown = self.preview.draw(surface)
        if shown is not None and hovered is not None:
            paint.draw_notes(surface, shown, self.preview_notes(hovered), self.px(14))

    def preview_notes(self, spot: CardSpot) -> list[str]:
        """Lines shown under the large preview of a hovered card (a game's status of it)."""
        return []

    def _preview_item(self, spot: CardSpot | None) -> CardItem | None:
        if spot is None or not isinstance(spot.card.card, str):
            return None
        return self.item_of(spot)


def default_setup(game: SandboxGame) -> dict[str, Any]:
    """Seat i plays the i-th deck of the data (the setup screen lets players choose)."""
    decks = sorted(game.decks)
    return {"seats": [{"name": f"Player {i + 1}", "deck": decks[i % len(decks)]} for i in range(game.table.seats)]}
