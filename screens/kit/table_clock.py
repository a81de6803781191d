"""What moves the table without a person: seats played by bots, and the turn timer.

A component a table owns (``screens/kit/table_base.py`` makes one and passes what it needs).
A seat handed to a bot plays one step a frame (after ``bot_delay``) through the core driver
(``engine.core.kernel.bots.SeatBots``). With a turn timer the status line counts down once a
second; when the time runs out and the rules give a default for the deciding seat
(``Game.timeout_action``), the session plays it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.core.kernel.bots import SeatBots
from engine.core.kernel.events import Event
from engine.core.kernel.session import Session


@dataclass(frozen=True)
class ClockHooks:
    """What the clock asks of its table and tells it.

    ``covered``: no input, no clock, no bots (curtain, public moment); ``busy``: a dialog holds
    the bots back; ``limit``: the turn timer's seconds (0: none); ``stepped(events)``: a bot
    or the rules played a step; ``timed_out(seat)``: the rules played for ``seat``;
    ``second()``: the countdown moved on.
    """

    session: Callable[[], Session[Any]]
    covered: Callable[[], bool]
    busy: Callable[[], bool]
    limit: Callable[[], int]
    stepped: Callable[[list[Event]], None]
    timed_out: Callable[[int], None]
    second: Callable[[], None]


class TableClock:
    """The bots and the turn timer of one table."""

    def __init__(self, bots: SeatBots, bot_delay: float, hooks: ClockHooks) -> None:
        self.bots = bots
        self.bot_delay = bot_delay
        self.hooks = hooks
        self.turn_seconds = 0.0
        self._bot_clock = 0.0
        self._shown_second = -1

    def _deciding(self) -> int | None:
        return self.hooks.session().decision().seat

    def _running(self) -> bool:
        return not self.hooks.covered() and bool(self.hooks.limit()) and self._deciding() is not None

    def seconds_left(self) -> int | None:
        """Whole seconds the deciding seat has left, or None without a timer (or a decision)."""
        limit = self.hooks.limit()
        if not limit or self._deciding() is None:
            return None
        return max(0, limit - int(self.turn_seconds))

    def bot_owes(self) -> bool:
        """Does a seat played by a bot owe an action now?"""
        return bool(self.bots.seats() & set(self.hooks.session().decision().seats)) and not self.hooks.busy()

    def tick(self, dt: float) -> None:
        """One frame of time: a bot due to play plays; the turn timer counts (and may run out)."""
        if not self.hooks.covered() and self.bot_owes():
            self._bot_clock += dt
            if self._bot_clock >= self.bot_delay:
                self._bot_clock = 0.0
                events = self.bots.step(self.hooks.session())
                if events is not None:
                    self.hooks.stepped(events)
        else:
            self._bot_clock = 0.0
        if not self._running():
            return
        self.turn_seconds += dt
        if self.turn_seconds >= self.hooks.limit() and self._time_ran_out():
            return
        if int(self.turn_seconds) != self._shown_second:
            self._shown_second = int(self.turn_seconds)
            self.hooks.second()

    def _time_ran_out(self) -> bool:
        """The deciding seat's time is up: the rules' default is played for it, when there is one."""
        session, seat = self.hooks.session(), self._deciding()
        if seat is None or session.timeout_action(seat) is None:
            return False
        self.hooks.stepped(session.timeout(seat))
        self.hooks.timed_out(seat)
        return True

    def next_wake(self) -> float | None:
        """With a turn timer running, wake once a second to count down; wake when a bot is due."""
        timer = None
        if self._running() and self.turn_seconds < self.hooks.limit():
            timer = 1.0 - (self.turn_seconds % 1.0)
        if not self.hooks.covered() and self.bot_owes():
            due = max(0.0, self.bot_delay - self._bot_clock)
            timer = due if timer is None else min(timer, due)
        return timer
