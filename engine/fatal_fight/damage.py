"""Damage against Guard Points through the shared effect timeline (engine.core.timeline.timeline).

One stage, "guard": GP cancel damage point for point and are spent, none once the damage
is 0 (FF-R6a; a consumable reduction in the sense of dannocomachi-effects DA-R3), tagged
"gp"; Pierce bypasses that tag, so GP are then neither used nor spent (FF-R7).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import ClassVar

from engine.core.timeline.timeline import (
    AMOUNT,
    Applied,
    ApplyEach,
    Effect,
    Modifier,
    Run,
    Stage,
    Timeline,
)

GP_TAG = "gp"
GUARD_STAGE = "guard"


@dataclass(frozen=True, kw_only=True)
class Guard(Modifier):
    """``amount`` GP in front of the damage (FF-R6a): each cancels 1 damage and is spent."""

    stage: ClassVar[str] = GUARD_STAGE
    amount: int
    tags: tuple[str, ...] = (GP_TAG,)

    @property
    def rule(self) -> str:
        return "FF-R6a"

    def apply(self, run: Run) -> Applied:
        cancelled = min(self.amount, run.parts[AMOUNT])  # none spent once the damage is 0
        run.parts[AMOUNT] -= cancelled
        return Applied(spent=cancelled, left=self.amount - cancelled)


GUARD_TIMELINE = Timeline((Stage(GUARD_STAGE, ApplyEach(owner_orders=False)),), effect_rule="FF-R6a")


def reduce_by_guard(amount: int, gp: int, pierce: bool) -> tuple[int, int]:
    """(damage that gets through, GP spent) for ``amount`` damage against ``gp`` GP."""
    if gp <= 0 or pierce:  # nothing to reduce, or GP bypassed: the timeline would pass it all through
        return max(amount, 0), 0
    return _through_guard(amount, gp)


@cache  # a pure function of two small numbers, on every hit and every hero damaged (issue #28)
def _through_guard(amount: int, gp: int) -> tuple[int, int]:
    """``reduce_by_guard`` for GP that count: the guard stage of the shared timeline (FF-R6a)."""
    effect = Effect.damage("target", max(amount, 0))
    outcome = GUARD_TIMELINE.resolve(effect, [Guard(id=GP_TAG, owner=0, amount=gp)]).outcome
    assert outcome is not None  # a single modifier never waits on an order
    return outcome.amount, gp - outcome.left.get(GP_TAG, gp)
