"""The enemy phase played back step by step (FF-R8) at the Settings animation speed.

The steps themselves (views and events) come from the engine: ``Session.keyframes`` (key frames
captured while the enemy phase really ran, ``engine.fatal_fight.keyframes``).
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.fatal_fight.keyframes import Step

SECONDS_PER_STEP = 0.9  # at animation speed ×1


class Playback:
    """Steps shown one after another; ``speed`` is the Settings animation speed (> 0)."""

    def __init__(self, steps: Sequence[Step], speed: float) -> None:
        self.steps = list(steps)
        self.index = 0
        self.clock = 0.0
        self.seconds = SECONDS_PER_STEP / speed

    @property
    def done(self) -> bool:
        return self.index >= len(self.steps)

    @property
    def step(self) -> Step | None:
        return None if self.done else self.steps[self.index]

    @property
    def progress(self) -> float:
        """How far the current step is (0..1), for fades."""
        return min(1.0, self.clock / self.seconds)

    def update(self, dt: float) -> bool:
        """Advance the clock (a long frame may pass several steps); True when the step changed."""
        if self.done:
            return False
        self.clock += dt
        passed = int(self.clock // self.seconds)
        if not passed:
            return False
        self.clock -= passed * self.seconds
        self.index = min(len(self.steps), self.index + passed)
        return True

    def skip(self) -> None:
        self.index = len(self.steps)
