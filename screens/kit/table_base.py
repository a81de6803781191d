"""What every game table screen shares: the session, undo/redo, saves, log, action bar, curtain.

A game's table subclasses ``TableScreen`` and fills in ``game_id``, ``make_game(app)`` (optionally
``default_setup``), ``build_table(rect)``, ``draw_table(surface, view)`` (the VIEW, never the
state), ``wording`` for the log, and optionally ``action_label``/``bar_actions`` (the action bar;
a greyed ``ActionButton`` carries its ``reason``, shown on hover), ``on_events``, ``refresh_table`` and ``viewer_seat``. Input goes through
``play(action)``: an illegal one is a toast, the session untouched. Seats, undo, curtain and
moments follow the game's policy (``engine.core.kernel.policy``), never the screen's; ``bots`` is
the per-seat controller map (``engine.core.kernel.bots.SeatBots``). ``autosave()`` is the hook a
game calls at its checkpoints. Register the class as the game's ``table_screen`` in ``engine/registry.py``.

The table owns its parts as components, each given only what it needs (none imports the table):
the log (``table_log.TableLog``), the bots and turn timer (``table_clock.TableClock``), saving
and leaving (``table_saving.TableSaving``), public moments (``table_moments.moment_of``); the
methods a game calls or overrides stay here and delegate.
"""

from __future__ import annotations

import secrets
from pathlib import Path
from typing import TYPE_CHECKING, Any, Self

import pygame
from pygame_gui.elements import UILabel

from engine import registry
from engine.core.data.watch import LiveChange
from engine.core.kernel.bots import SeatBots
from engine.core.kernel.errors import IllegalAction
from engine.core.kernel.events import Event
from engine.core.kernel.game import Action
from engine.core.kernel.session import Session, UndoUnavailable
from screens.kit import style
from screens.kit.action_bar import ActionBar, ActionButton
from screens.kit.curtain import Curtain, needs_handoff
from screens.kit.i18n import engine_message, tr
from screens.kit.log_panel import LogPanel
from screens.kit.moment import Moment, MomentBanner
from screens.kit.screen import Screen
from screens.kit.table_chrome import TableChrome
from screens.kit.table_clock import ClockHooks, TableClock
from screens.kit.table_hooks import TableHooks
from screens.kit.table_log import LOG_LINES, TableLog, default_wording
from screens.kit.table_moments import moment_of
from screens.kit.table_saves import LeaveDialog, SaveKeeper
from screens.kit.table_saving import SaveDialog, TableSaving
from screens.learn.coach import Coach
from screens.shell import memory
from screens.shell.live_reload import LiveReload

__all__ = ["LOG_LINES", "TableScreen", "default_wording"]

if TYPE_CHECKING:
    from screens.kit.screen import Host


class TableScreen(TableHooks):
    """The scaffolding of a game table; see the module docstring for what a game fills in."""

    def __init__(self, app: Host, session: Session[Any], *, save_path: Path | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.save_path = save_path
        self.curtain = Curtain()
        self.moment = MomentBanner()
        self._pointer = (0, 0)
        self.replaying = False  # drawn by the replay viewer: the past, with no prompt or highlight (issue #25)
        self.viewer: int | None = self.session.decision().seat
        self.table_rect = pygame.Rect(0, 0, 0, 0)
        self._view: Any = None
        self.logbook = TableLog(self.log_events, self.log_reader, self.word_event, self._timed_out, lambda: self.lang)
        self.action_bar = ActionBar(pygame.Rect(0, 0, 1, 1))
        self.saving = TableSaving(self, lambda: self.session, self.game_title, lambda: Screen.back(self),
                                  self._saved_as)
        self.chrome = TableChrome()  # the toolbar: Menu, status, Save, Redo, Undo
        self.live = LiveReload.for_game(session.game.id, session.game)
        hooks = ClockHooks(lambda: self.session, self.covered, self.saving.modal, lambda: self.app.settings.turn_timer,
                           self._stepped, self._timed_out_toast, self._show_status)
        self.turn_clock = TableClock(SeatBots(session.seed), type(self).bot_delay, hooks)  # no seat is a bot's at first
        self.coach = Coach(self)  # F1 rules, H hint, the first-game guide (issue #27)
        app.soon(memory.trim_heap)  # once its first frame is up, what opening it used and freed goes back (#28)
        if self.hotseat() and self.viewer is not None and needs_handoff(session, None, self.viewer, self.privacy):
            self.curtain.cover(self.seat_name(self.viewer))

    @classmethod
    def new_game(cls, app: Host, seed: int | None = None) -> Self:
        """A fresh game with the player's undo mode; ``seed`` fixes it (screenshots, tests)."""
        seed = secrets.randbits(32) if seed is None else seed
        session = Session.new(cls.make_game(app), cls.default_setup(app), seed, app.settings.undo_mode)
        return cls(app, session)

    # -- the parts, as a game and the tests reach them ------------------------------------

    @property
    def _status(self) -> UILabel | None:
        return self.chrome.status

    @property
    def bots(self) -> SeatBots:
        return self.turn_clock.bots

    @property
    def turn_seconds(self) -> float:
        return self.turn_clock.turn_seconds

    @turn_seconds.setter
    def turn_seconds(self, value: float) -> None:
        self.turn_clock.turn_seconds = value

    @property
    def log_panel(self) -> LogPanel:
        return self.logbook.panel

    @property
    def saves(self) -> SaveKeeper:
        return self.saving.keeper

    @property
    def save_dialog(self) -> SaveDialog | None:
        return self.saving.dialog

    @property
    def leave_dialog(self) -> LeaveDialog | None:
        return self.saving.leave_dialog

    def play(self, action: Action) -> list[Event] | None:
        """Send an action; an illegal one is a toast and changes nothing. Returns the events."""
        try:
            events = self.session.apply(action)
        except IllegalAction as err:
            self.app.toast(self.tr("table.illegal", reason=engine_message(err, self.lang)), error=True)
            return None
        self._stepped(events)
        return events

    def undo(self) -> None:
        before = self.viewer
        try:
            self.session.undo(self.undo_seat())
        except UndoUnavailable as err:
            self.app.toast(engine_message(err, self.lang))
            return
        self._changed(before, stay=self.undo_seat())  # the screen stays with who took the move back

    def redo(self) -> None:
        try:
            events = self.session.redo()
        except UndoUnavailable as err:
            self.app.toast(engine_message(err, self.lang))
            return
        self._stepped(events)

    def log_lines(self) -> list[str]:
        """The newest ``LOG_LINES`` lines as the viewing seat may read them."""
        return self.logbook.lines()

    def marked_line(self, step: int, event: Event) -> str:
        return self.logbook.marked_line(step, event)

    def make_log_panel(self, rect: pygame.Rect, font_size: int) -> None:
        self.logbook.make_panel(rect, font_size)

    def autosave(self) -> Any:
        """The checkpoint hook: write this match's autosave slot when anything is unsaved; the error, if any."""
        return self.saving.autosave()

    def back(self) -> None:
        """Leave for the title; ask first only when the autosave failed and steps would be lost."""
        self.saving.back()

    def leave(self) -> None:
        self.autosave()

    def save_as(self, name: str) -> Path | None:
        return self.saving.save_as(name)

    def _saved_as(self, path: Path) -> None:
        self.save_path = path

    def open_save_dialog(self) -> None:
        self.saving.open_dialog()

    # -- after a change -------------------------------------------------------------

    def _stepped(self, events: list[Event]) -> None:
        """A step was played (by a person, a bot, the rules on time-out, or redo)."""
        self._changed(self.viewer, events)
        self.on_events(events)

    def _timed_out_toast(self, seat: int) -> None:
        self.app.toast(self.tr("table.timed_out", name=self.seat_name(seat)))  # public: no pick is named

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

    def moment_of(self, events: list[Event]) -> Moment | None:
        """The public moment among a step's events (the game's policy says which), or None."""
        return moment_of(self.session, events, self.lang, picture=self.moment_picture,
                         onlooker_lines=self.onlooker_lines, scores=self.score_lines)

    def _moment_choice(self, choice: str) -> None:
        if choice in ("continue", "table"):
            self.moment.close()
            self.turn_seconds = 0.0
        elif choice == "rematch":
            game = self.session.game
            fresh = Session.new(game, self.session.setup, secrets.randbits(32), self.session.undo_mode)
            self.app.replace(type(self)(self.app, fresh))
        elif choice == "new":
            self.autosave()
            setup = registry.entry(self.session.game.id).setup_screen  # as the title starts a new game
            self.app.replace(registry.resolve(setup)(self.app) if setup is not None else type(self).new_game(self.app))
        elif choice == "title":
            self.back()
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
        if not self.chrome.built():
            return  # not built yet: build() calls this again
        refusal = self.session.undo_refusal(self.undo_seat())
        reason = None if refusal is None else engine_message(refusal, self.lang)
        self.chrome.refresh(self._status_text(), reason, self.session.can_redo())
        self.logbook.fill()
        self.action_bar.set_buttons(self._bar_buttons())
        self.refresh_table()

    def _show_status(self) -> None:
        self.chrome.set_status(self._status_text())
        self.app.wake()

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
        self.saving.forget_windows()
        areas = self.chrome.build(self, self.back, self.open_save_dialog, self.redo, self.undo)
        self.make_log_panel(areas.log, self.px(15))
        self.action_bar = ActionBar(areas.bar, font_size=self.px(16), lang=self.lang)
        self.table_rect = areas.table
        self.build_table(self.table_rect)
        self.refresh()

    def modal_open(self) -> bool:
        return self.saving.modal() or super().modal_open()

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
        if self.saving.modal():
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
                self.saving.stay()
            else:
                self.back()

    def update(self, dt: float) -> None:
        super().update(dt)
        change = self.live.tick(dt) if self.live else None
        if change is not None:
            self.take_data_change(change)
        self.turn_clock.tick(dt)

    def next_wake(self) -> float | None:
        """Wake for the turn timer's countdown, a bot due to play, and the edited-data poll."""
        timer = self.turn_clock.next_wake()
        if self.live is None:
            return timer
        poll = self.live.seconds_to_next_poll()
        return poll if timer is None else min(timer, poll)

    def take_data_change(self, change: LiveChange) -> None:
        """Edited card data: run on it when it is safe for the state, else say why (issue #6)."""
        if change.db is None:
            why = engine_message(change.refusals[0], self.lang) if change.refusals else change.problems[0].shown()
            self.app.toast(tr("table.data_refused", self.lang, why=why), error=True)
            return
        self.session.game = type(self.session.game)(change.db)  # type: ignore[call-arg]  # each game's Game takes its db
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
        self.chrome.draw_reason(surface, self._pointer, self.px(15))
        self.action_bar.draw_reason(surface)

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        pygame.draw.rect(surface, style.FELT, self.table_rect, border_radius=self.px(14))
        pygame.draw.rect(surface, style.FELT_EDGE, self.table_rect, width=max(1, self.px(2)), border_radius=self.px(14))
