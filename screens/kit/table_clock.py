"""What moves the table without a person: seats played by bots, and the turn timer.

A mixin of ``TableScreen`` (``screens/kit/table_base.py``). A seat handed to a bot plays one step
a frame (after ``bot_delay``) through the core driver (``engine.core.kernel.bots.SeatBots``). With a
turn timer, the status line counts down once a second; when the time runs out and the rules
give a default for the deciding seat (``Game.timeout_action``), the session plays it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from screens.kit.table_base import TableScreen


class TableClock:
    """The bots and the turn timer of ``TableScreen``."""

    def _status_text(self: TableScreen) -> str:
        seat = self.session.decision().seat
        text = self.tr("table.over") if seat is None else self.tr("table.turn", name=self.seat_name(seat))
        if self.session.hints:  # a solo player sees how much help they took (issue #27)
            text = self.tr("learn.hint.status", status=text, used=self.tr("learn.hint.used", count=self.session.hints))
        limit = self.app.settings.turn_timer
        if not limit or seat is None:
            return text
        left = max(0, limit - int(self.turn_seconds))
        timer = self.tr("table.timer", time=f"{left // 60}:{left % 60:02d}") if left else self.tr("table.time_up")
        return self.tr("table.status_timer", status=text, timer=timer)

    def tick_clock(self: TableScreen, dt: float) -> None:
        """One frame of time: a bot due to play plays; the turn timer counts (and may run out)."""
        if not self.covered() and self._bot_owes():
            self._bot_clock += dt
            if self._bot_clock >= self.bot_delay:
                self._bot_clock = 0.0
                self._bot_step()
        else:
            self._bot_clock = 0.0
        if self.covered() or not self.app.settings.turn_timer or self.session.decision().seat is None:
            return
        self.turn_seconds += dt
        if self.turn_seconds >= self.app.settings.turn_timer and self._time_ran_out():
            return
        if int(self.turn_seconds) != self._shown_second:
            self._shown_second = int(self.turn_seconds)
            if self._status is not None:
                self._status.set_text(self._status_text())
            self.app.wake()

    def _bot_owes(self: TableScreen) -> bool:
        """Does a seat played by a bot owe an action now?"""
        return bool(self.bots.seats() & set(self.session.decision().seats)) and self.save_dialog is None

    def _bot_step(self: TableScreen) -> None:
        """A bot whose seat owes an action plays it (one step a frame, so the screen keeps up)."""
        before = self.viewer
        events = self.bots.step(self.session)
        if events is not None:
            self._changed(before, events)
            self.on_events(events)

    def _time_ran_out(self: TableScreen) -> bool:
        """The deciding seat's time is up: the rules' default is played for it, when there is one."""
        seat = self.session.decision().seat
        if seat is None or self.session.timeout_action(seat) is None:
            return False
        before = self.viewer
        events = self.session.timeout(seat)
        self._changed(before, events)
        self.app.toast(self.tr("table.timed_out", name=self.seat_name(seat)))  # public: no pick is named
        self.on_events(events)
        return True

    def next_wake(self: TableScreen) -> float | None:
        """With a turn timer running, wake once a second to count down; poll edited data; wake
        when a bot is due to play."""
        timer = self._timer_wake()
        if not self.covered() and self._bot_owes():
            due = max(0.0, self.bot_delay - self._bot_clock)
            timer = due if timer is None else min(timer, due)
        if self.live is None:
            return timer
        poll = self.live.seconds_to_next_poll()
        return poll if timer is None else min(timer, poll)

    def _timer_wake(self: TableScreen) -> float | None:
        if self.covered() or not self.app.settings.turn_timer or self.session.decision().seat is None:
            return None
        if self.turn_seconds >= self.app.settings.turn_timer:
            return None
        return 1.0 - (self.turn_seconds % 1.0)
