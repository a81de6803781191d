"""The enemy phase played back on the table (FF-R8): which frame is shown, stepping, skipping.

The key frames come from the engine (``Session.keyframes``, captured during the real run) and
the clock from ``playback.Playback``; this part of the table turns the frame being shown into
the view every painter draws, and holds the events that came meanwhile (issue #9 split).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from engine.core.kernel.events import Event
from engine.fatal_fight.events.combat import EnemyPhaseStarted
from engine.fatal_fight.keyframes import Step
from engine.fatal_fight.view import FatalFightView
from screens.fatal_fight.playback import Playback
from screens.kit.base import is_click

SKIP_KEYS = (pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER)


class EnemyPhase:
    """``playback``: the playback running (or None); ``held``: events to show once it is over.
    ``marks`` shows events as floating marks; ``shown`` is called when another frame is up."""

    def __init__(self, marks: Callable[[list[Event]], None], shown: Callable[[], None]) -> None:
        self.playback: Playback | None = None
        self.held: list[Event] = []
        self.marks = marks
        self.shown_now = shown

    def played(self, events: list[Event], steps: Callable[[], Sequence[Step]], speed: float) -> None:
        """An action ran: its events as marks, or held while the enemy phase it ran plays back."""
        if self.playback is not None:
            self.held.extend(events)
        elif speed > 0 and any(isinstance(e, EnemyPhaseStarted) for e in events):
            if self.start(steps(), speed):
                self.show_step()
        else:
            self.marks(events)

    def show_step(self) -> None:
        """The frame now up: its events as marks; the table follows it."""
        step = self.step
        if step is not None:
            self.marks(list(step.events))
        self.shown_now()

    def skip(self) -> None:
        """The playback ends now: the events held meanwhile are shown."""
        self.marks(self.finish())
        self.shown_now()

    def takes(self, event: pygame.event.Event) -> bool:
        """While it plays, input is the playback's: a click or Space/Esc/Enter skips it, and no key
        or click reaches the table (nothing of the next round is offered before it is shown)."""
        if self.playback is None:
            return False
        if (event.type == pygame.KEYDOWN and event.key in SKIP_KEYS) or is_click(event):
            self.skip()
        return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    def update(self, dt: float) -> None:
        if self.tick(dt):
            self.skip() if self.playback is not None and self.playback.done else self.show_step()

    @property
    def step(self) -> Step | None:
        return self.playback.step if self.playback is not None else None

    def start(self, steps: Sequence[Step], speed: float) -> bool:
        """Play ``steps`` back at the animation ``speed``; False when there is nothing to show."""
        if speed <= 0 or not steps:
            return False
        self.playback = Playback(steps, speed)
        return True

    def shown(self, live: FatalFightView) -> FatalFightView:
        """The view being drawn: the ``live`` one, or the enemy-phase step being played back."""
        step = self.step
        return live if step is None else step.view

    def unshown_events(self) -> int:
        """How many of the log's last events belong to steps not shown yet (issue #14.2)."""
        if self.playback is None:
            return 0
        return sum(len(step.events) for step in self.playback.steps[self.playback.index + 1:])

    def spotlight(self) -> int | None:
        """The entry whose group acts in the step shown."""
        step = self.step
        entry = step.event.data.get("entry") if step is not None else None
        return entry if isinstance(entry, int) else None

    def tick(self, dt: float) -> bool:
        """Advance the clock; True when another step (or the end) is now shown."""
        return self.playback is not None and self.playback.update(dt)

    def finish(self) -> list[Event]:
        """Stop the playback; the events held meanwhile, to show now."""
        self.playback = None
        held, self.held = self.held, []
        return held
