"""What a game's table fills in, and the read-only helpers it uses (``TableScreen``'s first layer).

A game's table subclasses ``TableScreen`` (``screens/kit/table_base.py``) and fills in:

* ``game_id`` and ``make_game(app)`` (the Game with its card data), optionally
  ``default_setup(app)`` for a new game;
* ``build_table(rect)`` to create its widgets in the table area and
  ``draw_table(surface, view)`` to draw the current VIEW (never the state);
* ``wording``: ``(event, lang, seat_names, viewer_seat) -> str`` for the log;
* optionally ``action_label``/``bar_actions`` (the action bar), ``on_events`` (animate),
  ``refresh_table`` (update its widgets after a change), ``viewer_seat``, ``word_event``,
  ``log_events``/``log_reader``, ``moment_picture`` and ``score_lines`` (public moments).

The defaults here read only the session, the viewing seat, the curtain and the banner.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from engine.core.data.database import CardDatabase
from engine.core.kernel.events import Event
from engine.core.kernel.game import Action, Game
from engine.core.kernel.session import Session
from screens.kit.curtain import Curtain
from screens.kit.moment import MomentBanner, Picture
from screens.kit.screen import Screen
from screens.kit.table_clock import TableClock
from screens.kit.table_log import Wording, default_wording

if TYPE_CHECKING:
    from screens.kit.screen import Host


class TableHooks(Screen):
    """The hooks a game overrides, with their defaults; the state they read is set by ``TableScreen``."""

    game_id: ClassVar[str] = ""
    wording: ClassVar[Wording] = staticmethod(default_wording)
    bot_delay: ClassVar[float] = 0.0  # seconds a bot waits before each step, so people can follow
    session: Session[Any]
    viewer: int | None
    curtain: Curtain
    moment: MomentBanner
    clock: TableClock
    _view: Any

    # -- what a game provides ------------------------------------------------------

    @classmethod
    def make_game(cls, app: Host) -> Game[Any]:
        """The Game object (with its loaded card data)."""
        raise NotImplementedError

    @classmethod
    def default_setup(cls, app: Host) -> Mapping[str, Any]:
        return {}

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
        people = [s for s in self.session.decision().seats if s not in self.clock.bots.seats()]
        return people[0] if people else self.viewer

    def hotseat(self) -> bool:
        """More than one person shares this screen (solo games override: no curtain at start)."""
        return len(self.session.seat_names()) > 1

    def log_events(self) -> list[tuple[int, Event]]:
        """(step, event) pairs the log tells: the set-up story (step -1), then every step's events."""
        return [(-1, e) for e in self.session.setup_events] + self.session.events

    def log_reader(self) -> Any:
        """Who reads the log: lines are worded again only when this (or the language) changes."""
        return self.viewer

    def word_event(self, step: int, event: Event) -> str:
        """One log line, worded by the game for the reading seat (redacted via ``for_seat``)."""
        return f"{step + 1}. {type(self).wording(event, self.lang, self.session.seat_names(), self.viewer)}"

    def moment_picture(self, events: list[Event]) -> Picture | None:
        """What a game draws on a public moment from the onlooker's view (the cards turned up)."""
        return None

    def score_lines(self) -> list[str]:
        """The scores on the game-over banner, one line per seat (a game overrides)."""
        return []

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

    def undo_seat(self) -> int | None:
        """Who is undoing: the viewing seat when the game's undo is by seat, else the table as a whole."""
        return self.viewer if self.session.game.policy.undo == "seat" else None

    def covered(self) -> bool:
        """Is the table hidden behind the curtain or a public moment (no input, no clock, no bots)?"""
        return self.curtain.down or self.moment.up

    def _status_text(self) -> str:
        seat = self.session.decision().seat
        text = self.tr("table.over") if seat is None else self.tr("table.turn", name=self.seat_name(seat))
        if self.session.hints:  # a solo player sees how much help they took (issue #27)
            text = self.tr("learn.hint.status", status=text, used=self.tr("learn.hint.used", count=self.session.hints))
        left = self.clock.seconds_left()
        if left is None:
            return text
        timer = self.tr("table.timer", time=f"{left // 60}:{left % 60:02d}") if left else self.tr("table.time_up")
        return self.tr("table.status_timer", status=text, timer=timer)

    def fit_name(self) -> str:
        return self.game_title()

    def game_title(self) -> str:
        """The game's name in the screen's language (the registry's [games] message)."""
        from engine.catalog import game_title

        return game_title(self.session.game.id, self.lang)

    def onlooker_lines(self, events: list[Event]) -> list[str]:
        """The step's log lines as every seat may read them (an onlooker's)."""
        step = len(self.session.log) - 1
        viewer, self.viewer = self.viewer, None
        try:
            return [self.word_event(step, event.for_seat(None)) for event in events]
        finally:
            self.viewer = viewer

    def _timed_out(self, step: int) -> bool:
        log = self.session.log
        return 0 <= step < len(log) and bool(log[step].get("timeout"))
