"""Key frames of the enemy phase (FF-R8): group by group, skill, combat, exits.

The enemy phase runs inside one action. ``capture`` runs that same action again on a
decoded COPY of the state from just before it, with a context that snapshots the state at
every step event. Each ``Step`` holds the state after it (everything it did, nothing
later) and the events it covers, so a screen can show the phase one step at a time.
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


