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
A game whose undo respects seats sets ``undo_by_seat``: undo then asks for the viewing seat
(strict mode refuses, with the reason, what that seat may not take back). ``bots`` is the
per-seat controller map (``engine.core.bots.SeatBots``): a seat handed to a bot, also mid-game,
plays itself one step a frame through the core driver, and the screen stays with the people. After every change the curtain is checked against the engine's views,
so a game cannot forget it. ``autosave()`` is the hook a game calls at its checkpoints
(leaving the table autosaves too). Register the class as the game's ``table_screen`` in ``engine/registry.py``.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UITextEntryLine, UIWindow

from engine.core.bots import SeatBots
from engine.core.data.database import CardDatabase
from engine.core.data.watch import LiveChange
from engine.core.errors import IllegalAction, SaveError
from engine.core.events import Event
from engine.core.game import Action, Game
from engine.core.save_slots import slot_for_opened
from engine.core.saves import load_save
from engine.core.session import Session, UndoUnavailable
from screens import autosave
from screens.curtain import Curtain, needs_handoff
from screens.games import has_table, table_class
from screens.i18n import engine_message, tr, tr_text
from screens.live_reload import LiveReload
from screens.screen import Screen
from screens.table_saves import LeaveDialog, SaveKeeper
from screens.widgets.action_bar import ActionBar, ActionButton
from screens.widgets.log_panel import LogPanel

if TYPE_CHECKING:
    from screens.app import App

Wording = Callable[[Event, str, Sequence[str], int | None], str]

LOG_LINES = 200
FELT = (24, 46, 44)
FELT_EDGE = (44, 74, 70)


def default_wording(event: Event, lang: str, seat_names: Sequence[str], viewer: int | None) -> str:
    """A plain line for games without wording yet: the seat's name and the event kind."""
    read = event.for_seat(viewer)  # redacted for the reader: its kind too
    seat = read.data.get("seat")
    if isinstance(seat, int) and 0 <= seat < len(seat_names):
        return tr("table.event_seat", lang, name=seat_names[seat], kind=read.kind)
    return tr("table.event", lang, kind=read.kind)


def open_save(app: App, path: Path) -> TableScreen:
    """A table screen for the save at ``path``, parsed once. Raises SaveError (also for a game with no table).

    It continues in the save's own autosave slot when it is one, else as a branch (issue #16).
    """

    def game_for(game_id: str) -> Game[Any]:
        if not has_table(game_id):
            raise SaveError("unknown-game", tr_text("load.unknown_game", game=game_id, file=path.name))
        return table_class(game_id).make_game(app)

    header, session = load_save(path, game_for)
    screen = table_class(header.game)(app, session, save_path=path)
    screen.saves.slot = slot_for_opened(header)
    return screen


class TableScreen(Screen):
    """The scaffolding of a game table; see the module docstring for what a game fills in."""

    game_id: ClassVar[str] = ""
    wording: ClassVar[Wording] = staticmethod(default_wording)
    bot_delay: ClassVar[float] = 0.0  # seconds a bot waits before each step, so people can follow
    undo_by_seat: ClassVar[bool] = False  # True: undo is the viewing seat's (design.md §13)

    def __init__(self, app: App, session: Session[Any], *, save_path: Path | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.save_path = save_path
        self.curtain = Curtain()
        self.viewer: int | None = self.session.decision().seat
        self.turn_seconds = 0.0
        self.table_rect = pygame.Rect(0, 0, 0, 0)
        self._view: Any = None
        self.log_panel = LogPanel(pygame.Rect(0, 0, 1, 1), max_lines=LOG_LINES)
        self._worded: list[tuple[Event, str]] = []  # each logged event with its line
        self._log_key: tuple[str, Any] | None = None
        self._log_shown = 0  # how many worded lines the panel has been given
        self.action_bar = ActionBar(pygame.Rect(0, 0, 1, 1))
        self.save_dialog: _SaveDialog | None = None
        self.saves = SaveKeeper(session)
        self.leave_dialog: LeaveDialog | None = None
        self._status: UILabel | None = None
        self._undo: UIButton | None = None
        self._redo: UIButton | None = None
        self._shown_second = -1
        self.live = LiveReload.for_game(session.game.id, session.game)
        self.bots = SeatBots(session.seed)  # seats handed to bots (engine.core.bots): none at first
        self._bot_clock = 0.0
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
        self._changed(before)
        self.on_events(events)
        return events

    def undo_seat(self) -> int | None:
        """Who is undoing: the viewing seat when undo respects seats, else the table as a whole."""
        return self.viewer if self.undo_by_seat else None

    def undo(self) -> None:
        before = self.viewer
        try:
            self.session.undo(self.undo_seat())
        except UndoUnavailable as err:
            self.app.toast(engine_message(err, self.lang))
            return
        self._changed(before)

    def redo(self) -> None:
        before = self.viewer
        try:
            events = self.session.redo()
        except UndoUnavailable as err:
            self.app.toast(engine_message(err, self.lang))
            return
        self._changed(before)
        self.on_events(events)

    def autosave(self) -> SaveError | None:
        """The checkpoint hook: write this match's autosave slot when anything is unsaved; the error, if any."""
        try:
            self.saves.autosave(self.session)
        except SaveError as err:
            self.app.toast(self.tr("table.save_failed", reason=engine_message(err, self.lang)), error=True)
            return err
        return None

    def back(self) -> None:
        """Leave for the title; ask first only when the autosave failed and steps would be lost."""
        if self.leave_dialog is not None:
            return
        error = self.autosave()
        if error is None:
            super().back()
            return
        self.leave_dialog = LeaveDialog(self, error, self._leave_anyway, self._stay)

    def _stay(self) -> None:
        if self.leave_dialog is not None:
            self.leave_dialog.kill()
            self.leave_dialog = None

    def _leave_anyway(self) -> None:
        self._stay()
        self.saves.mark_saved(self.session)  # the player chose to drop them: do not ask again on leave()
        super().back()

    def save_as(self, name: str) -> Path | None:
        """Write a named save; the path, or None (with a toast) when it failed."""
        path = autosave.named_save_path(name)
        try:
            self.saves.save_as(self.session, path, name.strip() or path.stem)
        except SaveError as err:
            self.app.toast(self.tr("table.save_failed", reason=engine_message(err, self.lang)), error=True)
            return None
        self.save_path = path
        self.app.toast(self.tr("table.saved", name=path.name))
        return path

    def open_save_dialog(self) -> None:
        if self.save_dialog is None:
            title = self.game_title()
            self.save_dialog = _SaveDialog(self, f"{title} {datetime.now():%Y-%m-%d %H%M}")

    def game_title(self) -> str:
        titles = getattr(self.session.game, "title", {})
        return str(titles.get(self.lang) or titles.get("en") or self.session.game.id)

    # -- after a change -------------------------------------------------------------

    def _changed(self, before: int | None) -> None:
        after = self.viewer_seat()
        if after != before:
            if self.hotseat() and needs_handoff(self.session, before, after, self.privacy):
                self.curtain.cover(self.seat_name(after))
                self.app.clear_toasts()  # a message for the last player is not for the next one
            self.viewer = after
            self.turn_seconds = 0.0
        self._view = None
        self.refresh()
        self.app.wake()

    def refresh(self) -> None:
        """Bring the scaffolding widgets (status, undo/redo, log, action bar) up to date."""
        if self._status is None or self._undo is None or self._redo is None:
            return  # not built yet: build() calls this again
        self._status.set_text(self._status_text())
        for widget, allowed in ((self._undo, self.session.can_undo(self.undo_seat())), (self._redo, self.session.can_redo())):
            if allowed:
                widget.enable()
            else:
                widget.disable()
        self._fill_log()
        self.action_bar.set_buttons(self._bar_buttons())
        self.refresh_table()

    def _status_text(self) -> str:
        seat = self.session.decision().seat
        text = self.tr("table.over") if seat is None else self.tr("table.turn", name=self.seat_name(seat))
        limit = self.app.settings.turn_timer
        if limit and seat is not None:
            left = max(0, limit - int(self.turn_seconds))
            text += "　" + (self.tr("table.timer", time=f"{left // 60}:{left % 60:02d}") if left else self.tr("table.time_up"))
        return text

    def log_events(self) -> list[tuple[int, Event]]:
        """(step, event) pairs the log tells: the set-up story (step -1), then every step's events."""
        return [(-1, e) for e in self.session.setup_events] + self.session.events

    def log_reader(self) -> Any:
        """Who reads the log: lines are worded again only when this (or the language) changes."""
        return self.viewer

    def word_event(self, step: int, event: Event) -> str:
        """One log line, worded by the game for the reading seat (redacted via ``for_seat``)."""
        names = self.session.seat_names()
        return f"{step + 1}. {type(self).wording(event, self.lang, names, self.viewer)}"

    def log_lines(self) -> list[str]:
        """The newest ``LOG_LINES`` lines as the viewing seat may read them."""
        self._word_log()
        return [line for _, line in self._worded[-LOG_LINES:]]

    def _word_log(self) -> bool:
        """Word only the events not worded yet; True when earlier lines changed (undo, reader)."""
        key = (self.lang, self.log_reader())
        restart = key != self._log_key
        if restart:
            self._log_key, self._worded = key, []
        events = self.log_events()
        worded = self._worded
        if len(worded) > len(events):
            del worded[len(events):]
            restart = True
        while worded and worded[-1][0] is not events[len(worded) - 1][1]:
            worded.pop()  # undone steps
            restart = True
        worded.extend((event, self.word_event(step, event)) for step, event in events[len(worded):])
        return restart

    def make_log_panel(self, rect: pygame.Rect, font_size: int) -> None:
        """A fresh (empty) log panel; the next refresh fills it."""
        self.log_panel = LogPanel(rect, font_size=font_size, max_lines=LOG_LINES)
        self._log_shown = 0

    def _fill_log(self) -> None:
        """Give the panel only the new lines; refill it when earlier lines changed."""
        if self._word_log():
            self.make_log_panel(self.log_panel.rect, self.log_panel.font.size)
        start = max(self._log_shown, len(self._worded) - LOG_LINES)
        self.log_panel.extend(line for _, line in self._worded[start:])
        self._log_shown = len(self._worded)

    def _bar_buttons(self) -> list[ActionButton]:
        actions = self.bar_actions(self.session.legal_actions())
        return [
            ActionButton(self.action_label(action), action, True, str(number) if number <= 9 else None)
            for number, action in enumerate(actions, start=1)
        ]

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
        if self.curtain.down:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.back()  # leaving shows nothing; the next viewer gets the curtain again
            elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN) and self.curtain.handle_event(event):
                self.turn_seconds = 0.0
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
        if not self.curtain.down and self._bot_owes():
            self._bot_clock += dt
            if self._bot_clock >= self.bot_delay:
                self._bot_clock = 0.0
                self._bot_step()
        else:
            self._bot_clock = 0.0
        if self.curtain.down or not self.app.settings.turn_timer or self.session.decision().seat is None:
            return
        self.turn_seconds += dt
        if self.turn_seconds >= self.app.settings.turn_timer and self._time_ran_out():
            return
        if int(self.turn_seconds) != self._shown_second:
            self._shown_second = int(self.turn_seconds)
            if self._status is not None:
                self._status.set_text(self._status_text())
            self.app.wake()

    def _bot_owes(self) -> bool:
        """Does a seat played by a bot owe an action now?"""
        return bool(self.bots.seats() & set(self.session.decision().seats)) and self.save_dialog is None

    def _bot_step(self) -> None:
        """A bot whose seat owes an action plays it (one step a frame, so the screen keeps up)."""
        before = self.viewer
        events = self.bots.step(self.session)
        if events is not None:
            self._changed(before)
            self.on_events(events)

    def _time_ran_out(self) -> bool:
        """The deciding seat's time is up: the rules' default is played for it, when there is one."""
        seat = self.session.decision().seat
        if seat is None or self.session.timeout_action(seat) is None:
            return False
        before = self.viewer
        events = self.session.timeout(seat)
        self.turn_seconds = 0.0
        self._changed(before)
        self.app.toast(self.tr("table.timed_out", name=self.seat_name(seat)))  # public: no pick is named
        self.on_events(events)
        return True

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

    def next_wake(self) -> float | None:
        """With a turn timer running, wake once a second to count down; poll edited data; wake
        when a bot is due to play."""
        timer = self._timer_wake()
        if not self.curtain.down and self._bot_owes():
            due = max(0.0, self.bot_delay - self._bot_clock)
            timer = due if timer is None else min(timer, due)
        if self.live is None:
            return timer
        poll = self.live.seconds_to_next_poll()
        return poll if timer is None else min(timer, poll)

    def _timer_wake(self) -> float | None:
        if self.curtain.down or not self.app.settings.turn_timer or self.session.decision().seat is None:
            return None
        if self.turn_seconds >= self.app.settings.turn_timer:
            return None
        return 1.0 - (self.turn_seconds % 1.0)

    def draw(self, surface: pygame.Surface) -> None:
        if self.curtain.down:
            self.curtain.draw(surface, self.lang, self.app.settings.ui_scale)
            return
        assert self.manager is not None
        self.draw_scene(surface)
        self.draw_table(surface, self.view())
        self.log_panel.draw(surface)
        self.action_bar.draw(surface)
        self.manager.draw_ui(surface)

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        pygame.draw.rect(surface, FELT, self.table_rect, border_radius=self.px(14))
        pygame.draw.rect(surface, FELT_EDGE, self.table_rect, width=max(1, self.px(2)), border_radius=self.px(14))

    def leave(self) -> None:
        self.autosave()


class _SaveDialog:
    """Ctrl+S: a small window asking for the save's name (Enter saves, Esc cancels)."""

    def __init__(self, screen: TableScreen, default_name: str) -> None:
        self.screen = screen
        px = screen.px
        width, height = screen.size
        rect = pygame.Rect(0, 0, px(480), px(184))
        rect.center = (width // 2, height // 2)
        self.window = UIWindow(rect, screen.manager, screen.tr("table.save_title"), object_id="#save_dialog")
        inner_w, inner_h = self.window.get_container().get_size()
        self.entry = UITextEntryLine(
            pygame.Rect(px(16), px(16), inner_w - px(32), px(44)), screen.manager, container=self.window
        )
        self.entry.set_text(default_name)
        self.entry.focus()
        row = inner_h - px(56)
        self.ok = screen.button(
            pygame.Rect(inner_w - px(264), row, px(120), px(42)), screen.tr("table.save_ok"), self.save,
            container=self.window,
        )
        self.cancel = screen.button(
            pygame.Rect(inner_w - px(136), row, px(120), px(42)), screen.tr("table.cancel"), self.close,
            container=self.window,
        )

    def save(self) -> None:
        if self.screen.save_as(self.entry.get_text()) is not None:
            self.close()

    def close(self) -> None:
        self.window.kill()
        self.screen.save_dialog = None

    def on_ui_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.save()
        elif event.type == pygame_gui.UI_WINDOW_CLOSE and event.ui_element is self.window:
            self.screen.save_dialog = None
