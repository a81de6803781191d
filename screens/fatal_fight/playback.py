"""The enemy phase played back step by step (FF-R8): group by group, skill, combat, exits.

The engine runs the whole enemy phase inside one action. To show it in steps, the screen
runs that same action again on a decoded COPY of the state from just before it, with a
context that snapshots the state at every step event. Each ``Step`` holds the state to
show while it plays (everything it did, nothing after) and the events it covers. The
rules themselves run only in the engine.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.core import codec
from engine.core.game import Action, Event
from engine.fatal_fight import rules as rule_book
from engine.fatal_fight.context import Ctx
from engine.fatal_fight.game import FatalFight
from engine.fatal_fight.state import FatalFightState

STEP_KINDS = frozenset({
    "enemy_phase_started", "group_activated", "enemy_skill", "boss_skill", "threat_skill", "combat",
    "enemy_exited", "round_started", "stage_cleared", "campaign_lost",
})
SECONDS_PER_STEP = 0.9  # at animation speed ×1


class _SnapshotCtx(Ctx):
    """A Ctx that remembers (event index, state) at each step event, before the event is recorded."""

    marks: list[tuple[int, bytes]]

    def emit(self, kind: str, *args: Any, **kwargs: Any) -> None:
        if kind in STEP_KINDS:
            self.marks.append((len(self.events), codec.snapshot(self.state)))
        super().emit(kind, *args, **kwargs)


@dataclass(frozen=True)
class Step:
    kind: str
    data: Mapping[str, Any]
    events: tuple[Event, ...]  # the step event and what followed it up to the next step
    state: bytes  # a snapshot of the state after this step


def capture(game: FatalFight, before: bytes, action: Action, expected: Sequence[Event]) -> list[Step]:
    """The steps of an action that ran the enemy phase; [] when it did not (or the rerun differs)."""
    if not any(e.kind == "enemy_phase_started" for e in expected):
        return []
    state = codec.restore(before, FatalFightState)
    ctx = _SnapshotCtx(game.cards, game.rules, state)
    ctx.marks = []
    rule_book.resolve(ctx, action)
    if [e.kind for e in ctx.events] != [e.kind for e in expected]:
        return []  # not the same run (it should always be): show the result without playback
    final = codec.snapshot(state)
    starts = [index for index, _ in ctx.marks]
    first = next(i for i, e in enumerate(ctx.events) if e.kind == "enemy_phase_started")
    steps: list[Step] = []
    for n, (index, _snap) in enumerate(ctx.marks):
        if index < first:
            continue
        end = starts[n + 1] if n + 1 < len(starts) else len(ctx.events)
        after = ctx.marks[n + 1][1] if n + 1 < len(ctx.marks) else final
        event = ctx.events[index]
        steps.append(Step(event.kind, event.data, tuple(ctx.events[index:end]), after))
    return steps


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
