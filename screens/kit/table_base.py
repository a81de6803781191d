"""What every game table screen shares: the session, undo/redo, saves, log, action bar, curtain.

A game's table subclasses ``TableScreen`` and fills in:

* ``game_id`` and ``make_game(app)`` (the Game with its card data), optionally
  ``default_setup(app)`` for a new game;
* ``build_table(rect)`` to create its widgets in the table area and
  ``draw_table(surface, view)`` to draw the current VIEW (never the state);
* ``wording``: ``(event, lang, seat_names, viewer_seat) -> str`` for the log;
* optionally ``action_label``/``bar_actions`` (the action bar), ``on_events`` (animate),
  ``refresh_table`` (update its widgets after a change) and ``viewer_seat``.

It sends input as actions through ``play(action)``; illegal ones become a toast with the
session untouched. When the turn timer runs out and the rules give a default for the deciding
seat (``Game.timeout_action``), the session plays it (``Session.timeout``, logged as a timeout).
What the table does about seats is the game's policy (``Game.policy``, ``engine.core.kernel.policy``),
never the screen's: a game whose undo is by seat asks undo for the viewing seat (refused with the
reason, shown on the greyed Undo button); a game that hides cards gets the curtain before every
private view; the policy's moments (a reveal, a result, the game over) are shown to everyone on
a banner (``screens/kit/moment.py``) before any private screen. ``bots`` is the
per-seat controller map (``engine.core.kernel.bots.SeatBots``): a seat handed to a bot, also mid-game,
plays itself one step a frame through the core driver, and the screen stays with the people. After every change the curtain is checked against the engine's views,
so a game cannot forget it. ``autosave()`` is the hook a game calls at its checkpoints
(leaving the table autosaves too). Register the class as the game's ``table_screen`` in ``engine/registry.py``.

The parts by job: the log (``screens/kit/table_log.py``), bots and the turn timer
(``screens/kit/table_clock.py``), saving and leaving (``screens/kit/table_saving.py``), public moments
(``screens/kit/table_moments.py``); this module
holds the session, undo/redo, the curtain, the widgets and the frame.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

import pygame
from pygame_gui.elements import UIButton, UILabel

from engine.core.data.database import CardDatabase
from engine.core.data.watch import LiveChange
from engine.core.kernel.bots import SeatBots
from engine.core.kernel.errors import IllegalAction
from engine.core.kernel.events import Event
from engine.core.kernel.game import Action, Game
from engine.core.kernel.session import Session, UndoUnavailable
from engine.core.saves.documents import load_save
from engine.core.saves.slots import slot_for_opened
from screens.kit import style
from screens.kit.action_bar import ActionBar, ActionButton
from screens.kit.curtain import Curtain, needs_handoff
from screens.kit.i18n import engine_message, tr
from screens.kit.moment import MomentBanner
from screens.kit.screen import Screen
from screens.kit.table_clock import TableClock
from screens.kit.table_log import LOG_LINES, TableLog, Wording, default_wording
from screens.kit.table_moments import TableMoments
from screens.kit.table_saves import LeaveDialog, SaveKeeper
from screens.kit.table_saving import SaveDialog, TableSaving
from screens.kit.text.fonts import text_surface
from screens.learn.coach import Coach
from screens.shell.games import save_game_maker, table_class
from screens.shell.live_reload import LiveReload

__all__ = ["LOG_LINES", "TableScreen", "default_wording", "open_save"]

if TYPE_CHECKING:
    from screens.shell.app import App

FELT = (24, 46, 44)
FELT_EDGE = (44, 74, 70)


def open_save(app: App, path: Path) -> TableScreen:
    """A table screen for the save at ``path``, parsed once. Raises SaveError (also for a game with no table).

    It continues in the save's own autosave slot when it is one, else as a branch (issue #16).
    """
    header, session = load_save(path, save_game_maker(app, path))
    screen = table_class(header.game)(app, session, save_path=path)
    screen.saves.slot = slot_for_opened(header)
    hints = header.meta.get("hints")
    session.hints = hints if isinstance(hints, int) and hints >= 0 else 0  # issue #27
    return screen


class TableScreen(TableSaving, TableClock, TableLog, TableMoments, Screen):
    """The scaffolding of a game table; see the module docstring for what a game fills in."""

    game_id: ClassVar[str] = ""
    wording: ClassVar[Wording] = staticmethod(default_wording)
    bot_delay: ClassVar[float] = 0.0  # seconds a bot waits before each step, so people can follow

    def __init__(self, app: App, session: Session[Any], *, save_path: Path | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.save_path = save_path
        self.curtain = Curtain()
        self.moment = MomentBanner()
        self._undo_reason: str | None = None  # why Undo is greyed, shown while the pointer is on it
        self._pointer = (0, 0)
        self.replaying = False  # drawn by the replay viewer: the past, with no prompt or highlight (issue #25)
        self.viewer: int | None = self.session.decision().seat
        self.turn_seconds = 0.0
        self.table_rect = pygame.Rect(0, 0, 0, 0)
        self._view: Any = None
        self.start_log()
        self.action_bar = ActionBar(pygame.Rect(0, 0, 1, 1))
        self.save_dialog: SaveDialog | None = None
        self.saves = SaveKeeper(session)
        self.leave_dialog: LeaveDialog | None = None
        self._status: UILabel | None = None
        self._undo: UIButton | None = None
        self._redo: UIButton | None = None
        self._shown_second = -1
        self.live = LiveReload.for_game(session.game.id, session.game)
        self.bots = SeatBots(session.seed)  # seats handed to bots (engine.core.kernel.bots): none at first
        self._bot_clock = 0.0
        self.coach = Coach(self)  # F1 rules, H hint, the first-game guide (issue #27)
        if self.hotseat() and self.viewer is not None and needs_handoff(session, None, self.viewer, self.privacy):
            self.curtain.cover(self.seat_name(self.viewer))

    # -- what a game provides ------------------------------------------------------

    @classmethod
    def make_game(cls, app: App) -> Game[Any]:
        """The Game object (with its loaded card data)."""
        raise NotImplementedError

    @classmethod
    def default_setup(cls, app: App) -> Mapping[str, Any]:
        return {}

    @classmethod
    def new_game(cls, app: App, seed: int | None = None) -> TableScreen:
        """A fresh game with the player's undo mode; ``seed`` fixes it (screenshots, tests)."""
        seed = secrets.randbits(32) if seed is None else seed
        session = Session.new(cls.make_game(app), cls.default_setup(app), seed, app.settings.undo_mode)
        return cls(app, session)

    def build_table(self, rect: pygame.Rect) -> None:
        """Create the game's widgets inside ``rect`` (called on every rebuild)."""

    def draw_table(self, surface: pygame.Surface, view: Any) -> None:
        """Draw ``view`` (what the viewing seat may see) into ``self.table_rect``."""

    def data_changed(self, db: CardDatabase) -> None:
        """The game now runs on edited card data ``db``: drop cached card renders/layouts."""

    def refresh_table(self) -> None:
        """Update the game's widgets after the session changed."""

    def on_events(self, events: list[Event]) -> None:
        """Events from the last action, to animate."""

    def action_label(self, action: Action) -> str:
        return type(action).__name__

    def bar_actions(self, actions: list[Action]) -> list[Action]:
        """Which legal actions get a button on the action bar (default: all)."""
        return actions

    def viewer_seat(self) -> int | None:
        """Whose view the screen shows: the first deciding seat a person plays (the last viewer
        while only bots decide, or once the game is over)."""
        people = [s for s in self.session.decision().seats if s not in self.bots.seats()]
        return people[0] if people else self.viewer

    def hotseat(self) -> bool:
        """More than one person shares this screen (solo games override: no curtain at start)."""
        return len(self.session.seat_names()) > 1

    # -- for games and the scaffolding --------------------------------------------------

    @property
    def privacy(self) -> bool:
        return self.app.settings.hotseat_privacy

    def seat_name(self, seat: int | None) -> str:
        names = self.session.seat_names()
        return names[seat] if seat is not None and 0 <= seat < len(names) else "—"

    def view(self) -> Any:
        """The viewing seat's view of the current state (cached until the next change)."""
        if self._view is None:
            self._view = self.session.view(self.viewer)
        return self._view

    def play(self, action: Action) -> list[Event] | None:
        """Send an action; an illegal one is a toast and changes nothing. Returns the events."""
        before = self.viewer
        try:
            events = self.session.apply(action)
        except IllegalAction as err:
            self.app.toast(self.tr("table.illegal", reason=engine_message(err, self.lang)), error=True)
            return None
        self._changed(before, events)
        self.on_events(events)
        return events

    def undo_seat(self) -> int | None:
        """Who is undoing: the viewing seat when the game's undo is by seat, else the table as a whole."""
        return self.viewer if self.session.game.policy.undo == "seat" else None

    def covered(self) -> bool:
        """Is the table hidden behind the curtain or a public moment (no input, no clock, no bots)?"""
        return self.curtain.down or self.moment.up

    def undo(self) -> None:
        before = self.viewer
        try:
            self.session.undo(self.undo_seat())
        except UndoUnavailable as err:
            self.app.toast(engine_message(err, self.lang))
            return
        self._changed(before, stay=self.undo_seat())  # the screen stays with who took the move back

    def redo(self) -> None:
        before = self.viewer
        try:
            events = self.session.redo()
        except UndoUnavailable as err:
            self.app.toast(engine_message(err, self.lang))
            return
        self._changed(before, events)
        self.on_events(events)

    # -- after a change -------------------------------------------------------------

    def _changed(self, before: int | None, events: list[Event] | None = None, stay: int | None = None) -> None:
        """After a step (``events``: what it did) or an undo (``stay``: the seat that undid, kept
        at the screen while it owes a decision): a public moment first, then the curtain when the
        screen passes to another person's private view; every decision gets the timer's full time."""
        owes = stay is not None and self.session.decision().owes(stay) and stay not in self.bots.seats()
        after = stay if owes else self.viewer_seat()
        moment = self.moment_of(events or [])
        if moment is not None:
            self.moment.show(moment)
            self.app.clear_toasts()
        if after != before:
            if self.hotseat() and needs_handoff(self.session, before, after, self.privacy):
                self.curtain.cover(self.seat_name(after))
                self.app.clear_toasts()  # a message for the last player is not for the next one
            self.viewer = after
        self.turn_seconds = 0.0
        self._view = None
        self.refresh()
        self.coach.changed()
        self.app.wake()

    def seat_left(self, seat: int) -> None:
        """The person at ``seat`` handed it to a bot: whoever looks next is another person, so the
        curtain comes first (even when that leaves one person at the table)."""
        self._people_changed(seat, same_person=seat)

    def seat_returned(self) -> None:
        """A person took a seat back from a bot: whoever looks next may be anyone at the table,
        so the curtain comes first."""
        self._people_changed(self.viewer)

    def _people_changed(self, before: int | None, same_person: int | None = None) -> None:
        """Who sits at the table changed: the curtain before the next private view, unless the
        one who looks next is ``same_person``."""
        after = self.viewer_seat()
        if after is not None and after != same_person and self.privacy and self.session.game.policy.hides:
            self.curtain.cover(self.seat_name(after))
            self.app.clear_toasts()
        self._changed(before)

    def refresh(self) -> None:
        """Bring the scaffolding widgets (status, undo/redo, log, action bar) up to date."""
        if self._status is None or self._undo is None or self._redo is None:
            return  # not built yet: build() calls this again
        self._status.set_text(self._status_text())
        refusal = self.session.undo_refusal(self.undo_seat())
        self._undo_reason = None if refusal is None else engine_message(refusal, self.lang)
        for widget, allowed in ((self._undo, refusal is None), (self._redo, self.session.can_redo())):
            if allowed:
                widget.enable()
            else:
                widget.disable()
        self._fill_log()
        self.action_bar.set_buttons(self._bar_buttons())
        self.refresh_table()

    def _bar_buttons(self) -> list[ActionButton]:
        # a game that hides cards offers only the viewing seat's own options (they name its cards)
        hides = self.session.game.policy.hides
        other = hides and self.viewer != self.session.decision().seat  # viewing while another seat decides
        actions = self.bar_actions(self.session.legal_actions(self.viewer) if other else self.session.legal_actions())
        return [
            ActionButton(self.action_label(action), action, True, self.action_hotkey(action, number))
            for number, action in enumerate(actions, start=1)
        ]

    def action_hotkey(self, action: Action, number: int) -> str | None:
        """The key that plays ``action`` from the bar (default: its place on the bar, 1–9); a table
        whose bar changes with the state binds keys to the actions instead (issue #24)."""
        return str(number) if number <= 9 else None

    # -- widgets --------------------------------------------------------------------

    def build(self) -> None:
        width, height = self.size
        self.save_dialog = None
        self.leave_dialog = None
        px = self.px
        margin, top_h, bar_h, log_w = px(12), px(56), px(76), px(320)
        self.button(pygame.Rect(margin, px(10), px(120), px(36)), self.tr("table.menu"), self.back, cls="@toolbar")
        self._status = self.label(pygame.Rect(margin + px(136), px(10), width - px(560), px(36)), "", cls="@status")
        right = width - margin
        for key, action in (("table.save", self.open_save_dialog), ("table.redo", self.redo), ("table.undo", self.undo)):
            right -= px(120)
            widget = self.button(pygame.Rect(right, px(10), px(112), px(36)), self.tr(key), action, cls="@toolbar")
            if key == "table.undo":
                self._undo = widget
            elif key == "table.redo":
                self._redo = widget
        log_rect = pygame.Rect(width - margin - log_w, top_h, log_w, height - top_h - margin)
        self.make_log_panel(log_rect, px(15))
        bar_rect = pygame.Rect(margin, height - margin - bar_h, log_rect.left - 2 * margin, bar_h)
        self.action_bar = ActionBar(bar_rect, font_size=px(16))
        self.table_rect = pygame.Rect(margin, top_h, bar_rect.width, bar_rect.top - top_h - margin)
        self.build_table(self.table_rect)
        self.refresh()

    # -- the frame ------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos
        if self.moment.up:
            choice = self.moment.handle_event(event)
            if choice is not None:
                self._moment_choice(choice)
            self.app.wake()
            return
        if self.curtain.down:
            if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
                if self.curtain.handle_event(event):
                    self.turn_seconds = 0.0
                if self.curtain.leave_chosen:
                    self.curtain.leave_chosen = False
                    self.back()  # leaving shows nothing; the next viewer gets the curtain again
                self.app.wake()
            return
        super().handle_event(event)
        if self.save_dialog is not None or self.leave_dialog is not None:
            return
        self.log_panel.handle_event(event)
        ctrl = event.type == pygame.KEYDOWN and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        action = None if ctrl else self.action_bar.handle_event(event)
        if action is not None:
            self.play(action)

    def capture(self, event: pygame.event.Event) -> bool:
        return self.coach.capture(event)

    def draw_over(self, surface: pygame.Surface) -> None:
        self.coach.draw(surface)

    def on_ui_event(self, event: pygame.event.Event) -> None:
        if self.save_dialog is not None:
            self.save_dialog.on_ui_event(event)

    def on_key(self, event: pygame.event.Event) -> None:
        ctrl = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        if ctrl and (event.key == pygame.K_y or (event.key == pygame.K_z and event.mod & pygame.KMOD_SHIFT)):
            self.redo()
        elif ctrl and event.key == pygame.K_z:
            self.undo()
        elif ctrl and event.key == pygame.K_s:
            self.open_save_dialog()
        elif event.key == pygame.K_ESCAPE:
            if self.save_dialog is not None:
                self.save_dialog.close()
            elif self.leave_dialog is not None:
                self._stay()
            else:
                self.back()

    def update(self, dt: float) -> None:
        super().update(dt)
        change = self.live.tick(dt) if self.live else None
        if change is not None:
            self.take_data_change(change)
        self.tick_clock(dt)

    def take_data_change(self, change: LiveChange) -> None:
        """Edited card data: run on it when it is safe for the state, else say why (issue #6)."""
        if change.db is None:
            why = engine_message(change.refusals[0], self.lang) if change.refusals else change.problems[0].shown()
            self.app.toast(tr("table.data_refused", self.lang, why=why), error=True)
            return
        self.session.game = type(self.session.game)(change.db)
        self._view = None
        self.data_changed(change.db)
        self.refresh()
        self.app.toast(tr("table.data_reloaded", self.lang))

    def draw(self, surface: pygame.Surface) -> None:
        if self.moment.up:
            self.moment.draw(surface, self.lang, self.app.settings.ui_scale)
            return
        if self.curtain.down:
            self.curtain.draw(surface, self.lang, self.app.settings.ui_scale)
            return
        assert self.manager is not None
        self.draw_scene(surface)
        self.draw_table(surface, self.view())
        self.log_panel.draw(surface)
        self.action_bar.draw(surface)
        self.manager.draw_ui(surface)
        self._draw_undo_reason(surface)

    def _draw_undo_reason(self, surface: pygame.Surface) -> None:
        """Undo greyed: its reason, in a player's words, while the pointer rests on it."""
        if self._undo is None or self._undo_reason is None or not self._undo.rect.collidepoint(self._pointer):
            return
        image = text_surface(self._undo_reason, self.px(15), False, style.TEXT)
        box = image.get_rect().inflate(self.px(16), self.px(10))
        box.topright = (min(self.size[0] - self.px(4), self._undo.rect.right), self._undo.rect.bottom + self.px(6))
        if box.left < self.px(4):
            image = pygame.transform.smoothscale_by(image, (self.size[0] - self.px(24)) / image.get_width())
            box = image.get_rect().inflate(self.px(16), self.px(10))
            box.topright = (self.size[0] - self.px(4), self._undo.rect.bottom + self.px(6))
        pygame.draw.rect(surface, style.PANEL, box, border_radius=style.RADIUS)
        pygame.draw.rect(surface, style.PANEL_EDGE, box, width=1, border_radius=style.RADIUS)
        surface.blit(image, image.get_rect(center=box.center))

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        pygame.draw.rect(surface, FELT, self.table_rect, border_radius=self.px(14))
        pygame.draw.rect(surface, FELT_EDGE, self.table_rect, width=max(1, self.px(2)), border_radius=self.px(14))
