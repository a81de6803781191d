"""The table's log: every event worded for the reading seat, re-worded only when that changes.

A mixin of ``TableScreen`` (``screens/kit/table_base.py``): the lines are worded once per event
and kept with it; undone steps drop their lines, and a new reader or language words the
log again (hidden information is redacted per seat through ``Event.for_seat``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from engine.core.kernel.events import Event
from screens.kit.i18n import tr
from screens.kit.log_panel import LogPanel

if TYPE_CHECKING:
    from screens.kit.table_base import TableScreen

Wording = Callable[[Event, str, Sequence[str], int | None], str]

LOG_LINES = 200


def default_wording(event: Event, lang: str, seat_names: Sequence[str], viewer: int | None) -> str:
    """A plain line for games without wording yet: the seat's name and the event kind."""
    read = event.for_seat(viewer)  # redacted for the reader: its kind too
    seat = read.data.get("seat")
    if isinstance(seat, int) and 0 <= seat < len(seat_names):
        return tr("table.event_seat", lang, name=seat_names[seat], kind=read.kind)
    return tr("table.event", lang, kind=read.kind)


class TableLog:
    """The log part of ``TableScreen``: which events it tells, their lines, the panel."""

    def start_log(self: TableScreen) -> None:
        """An empty log (the screen's first refresh fills it)."""
        self.log_panel = LogPanel(pygame.Rect(0, 0, 1, 1), max_lines=LOG_LINES)
        self._worded: list[tuple[Event, str]] = []  # each logged event with its line
        self._log_key: tuple[str, Any] | None = None
        self._log_shown = 0  # how many worded lines the panel has been given

    def log_events(self: TableScreen) -> list[tuple[int, Event]]:
        """(step, event) pairs the log tells: the set-up story (step -1), then every step's events."""
        return [(-1, e) for e in self.session.setup_events] + self.session.events

    def log_reader(self: TableScreen) -> Any:
        """Who reads the log: lines are worded again only when this (or the language) changes."""
        return self.viewer

    def word_event(self: TableScreen, step: int, event: Event) -> str:
        """One log line, worded by the game for the reading seat (redacted via ``for_seat``)."""
        names = self.session.seat_names()
        return f"{step + 1}. {type(self).wording(event, self.lang, names, self.viewer)}"

    def log_lines(self: TableScreen) -> list[str]:
        """The newest ``LOG_LINES`` lines as the viewing seat may read them."""
        self._word_log()
        return [line for _, line in self._worded[-LOG_LINES:]]

    def _word_log(self: TableScreen) -> bool:
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
        worded.extend((event, self.marked_line(step, event)) for step, event in events[len(worded):])
        return restart

    def marked_line(self: TableScreen, step: int, event: Event) -> str:
        """The event's line, marked when the rules played the step because time ran out."""
        line = self.word_event(step, event)
        log = self.session.log
        return tr("table.timeout_mark", self.lang, line=line) if 0 <= step < len(log) and log[step].get("timeout") else line

    def make_log_panel(self: TableScreen, rect: pygame.Rect, font_size: int) -> None:
        """A fresh (empty) log panel; the next refresh fills it."""
        self.log_panel = LogPanel(rect, font_size=font_size, max_lines=LOG_LINES)
        self._log_shown = 0

    def _fill_log(self: TableScreen) -> None:
        """Give the panel only the new lines; refill it when earlier lines changed."""
        if self._word_log():
            self.make_log_panel(self.log_panel.rect, self.log_panel.font.size)
        start = max(self._log_shown, len(self._worded) - LOG_LINES)
        self.log_panel.extend(line for _, line in self._worded[start:])
        self._log_shown = len(self._worded)
