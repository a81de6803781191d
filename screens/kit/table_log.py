"""The table's log: every event worded for the reading seat, re-worded only when that changes.

A component a table owns (``screens/kit/table_base.py`` makes one and passes what it needs):
the lines are worded once per event and kept with it; undone steps drop their lines, and a new
reader or language words the log again (hidden information is redacted per seat through
``Event.for_seat``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from engine.core.kernel.events import Event
from screens.kit.i18n import tr
from screens.kit.log_panel import LogPanel

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
    """Which events the log tells, their lines, and the panel that shows them.

    ``events()``: (step, event) pairs to tell; ``reader()``: who reads (lines are worded again
    when it or ``lang()`` changes); ``word(step, event)``: one line; ``timed_out(step)``: was
    that step played by the rules because time ran out.
    """

    def __init__(
        self,
        events: Callable[[], list[tuple[int, Event]]],
        reader: Callable[[], Any],
        word: Callable[[int, Event], str],
        timed_out: Callable[[int], bool],
        lang: Callable[[], str],
    ) -> None:
        self._events, self._reader, self._word, self._timed_out, self._lang = events, reader, word, timed_out, lang
        self.panel = LogPanel(pygame.Rect(0, 0, 1, 1), max_lines=LOG_LINES)
        self._worded: list[tuple[Event, str]] = []  # each logged event with its line
        self._key: tuple[str, Any] | None = None
        self._shown = 0  # how many worded lines the panel has been given

    def lines(self) -> list[str]:
        """The newest ``LOG_LINES`` lines as the reader may read them."""
        self._word_new()
        return [line for _, line in self._worded[-LOG_LINES:]]

    def _word_new(self) -> bool:
        """Word only the events not worded yet; True when earlier lines changed (undo, reader)."""
        key = (self._lang(), self._reader())
        restart = key != self._key
        if restart:
            self._key, self._worded = key, []
        events = self._events()
        worded = self._worded
        if len(worded) > len(events):
            del worded[len(events):]
            restart = True
        while worded and worded[-1][0] is not events[len(worded) - 1][1]:
            worded.pop()  # undone steps
            restart = True
        worded.extend((event, self.marked_line(step, event)) for step, event in events[len(worded):])
        return restart

    def marked_line(self, step: int, event: Event) -> str:
        """The event's line, marked when the rules played the step because time ran out."""
        line = self._word(step, event)
        return tr("table.timeout_mark", self._lang(), line=line) if self._timed_out(step) else line

    def make_panel(self, rect: pygame.Rect, font_size: int) -> None:
        """A fresh (empty) log panel; the next ``fill`` fills it."""
        self.panel = LogPanel(rect, font_size=font_size, max_lines=LOG_LINES)
        self._shown = 0

    def fill(self) -> None:
        """Give the panel only the new lines; refill it when earlier lines changed."""
        if self._word_new():
            self.make_panel(self.panel.rect, self.panel.font.size)
        start = max(self._shown, len(self._worded) - LOG_LINES)
        self.panel.extend(line for _, line in self._worded[start:])
        self._shown = len(self._worded)
