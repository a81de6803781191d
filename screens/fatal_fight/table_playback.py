"""The enemy phase played back on the table (FF-R8): which frame is shown, stepping, skipping.

The key frames come from the engine (``Session.keyframes``, captured during the real run) and the clock from
``playback.Playback``; this mixin of ``FatalFightTable`` turns the frame being shown into
the view every painter draws, and holds the events that came meanwhile (issue #9 split).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.kernel.events import Event
from engine.fatal_fight.view import FatalFightView
from screens.kit.i18n import tr

if TYPE_CHECKING:
    from screens.fatal_fight.table import FatalFightTable


class PhasePlayback:
    """Mixin of ``FatalFightTable``: ``self.playback`` is the playback running (or None)."""

    def shown_view(self: FatalFightTable) -> FatalFightView:
        """The view being drawn: the live one, or the enemy-phase step being played back."""
        step = self.playback.step if self.playback is not None else None
        if step is None:
            return self.view()
        return step.view

    def log_events(self: FatalFightTable) -> list[tuple[int, Event]]:
        """The log up to the frame being shown: the steps not played back yet stay out (issue #14.2)."""
        events = super().log_events()  # type: ignore[misc]
        hidden = self._unshown_events()
        return events[:len(events) - hidden] if hidden else events

    def _unshown_events(self: FatalFightTable) -> int:
        if self.playback is None:
            return 0
        return sum(len(step.events) for step in self.playback.steps[self.playback.index + 1:])

    def _status_text(self: FatalFightTable) -> str:
        if self.playback is not None:
            return tr("fatal_fight.status.enemy_phase", self.lang, round=self.shown_view().round)
        return super()._status_text()  # type: ignore[misc]

    def _spotlight(self: FatalFightTable) -> int | None:
        step = self.playback.step if self.playback is not None else None
        entry = step.event.data.get("entry") if step is not None else None
        return entry if isinstance(entry, int) else None

    def _tick_playback(self: FatalFightTable, dt: float) -> None:
        if self.playback is not None and self.playback.update(dt):
            if self.playback.done:
                self._finish_playback()
            else:
                self._start_step()

    def _start_step(self: FatalFightTable) -> None:
        step = self.playback.step if self.playback is not None else None
        self._dirty = True
        if step is not None:
            self._add_marks(list(step.events))
        self.refresh()  # status, log, hand and bar follow the frame shown

    def _finish_playback(self: FatalFightTable) -> None:
        self.playback = None
        self._dirty = True
        held, self._held = self._held, []
        self._add_marks(held)
        self.refresh()
