"""The chip cost of an attack or counter: max(0, (A × B) ± C) (rules/fertcg-chip-cost.md).

A × B is worked out first (FE-F1, FE-B1..B3); the special effects C then run on the shared
staged-effect timeline (engine.core.timeline.timeline) as FERTCG's own stages, each working on the
value the previous one left (FE-C): fixed, lowest wins (FE-C1) → none (FE-C2) → sum of the
adjustments (FE-C3) → clamp at 0 (FE-F2).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from engine.core.timeline.timeline import (
    AMOUNT,
    Applied,
    ApplyEach,
    Clamp,
    Effect,
    LowestValue,
    Modifier,
    Run,
    Stage,
    Step,
    SumValues,
    Timeline,
    Valued,
)
from engine.fertcg.cost_model import (
    AdjustCost,
    AttackStep,
    BaseStep,
    ChipCost,
    ChipStep,
    ClampStep,
    CostEffect,
    CountChange,
    CountStep,
    EffectStep,
    FixedCost,
    NoCost,
    check_whole,
)

TIMELINE = Timeline((
    Stage("fixed", LowestValue(), rule="FE-C1"),
    Stage("none", ApplyEach(owner_orders=False), rule="FE-C2"),
    Stage("adjust", SumValues(), rule="FE-C3"),
    Stage("clamp", Clamp(low=0), rule="FE-F2"),
), effect_rule="FE-F1")  # fmt: skip


@dataclass(frozen=True, kw_only=True)
class _Fixed(Valued):
    stage: ClassVar[str] = "fixed"


@dataclass(frozen=True, kw_only=True)
class _Nothing(Modifier):
    stage: ClassVar[str] = "none"

    def apply(self, run: Run) -> Applied:
        run.parts[AMOUNT] = 0
        return Applied()


@dataclass(frozen=True, kw_only=True)
class _Adjust(Valued):
    stage: ClassVar[str] = "adjust"


def chip_cost(attack: int, count_changes: Sequence[CountChange] = (),
              effects: Sequence[CostEffect] = ()) -> ChipCost:
    """The chips spent by an attack of base attack ``attack`` (A), with its breakdown.

    ``count_changes`` apply to B (starting at 1) in the given order; ``effects`` are the
    special effects in play, in any order (the stages order them).
    """
    check_whole(attack, "base attack", low=0)
    steps: list[ChipStep] = [AttackStep(attack)]
    count = 1
    for change in count_changes:
        after = change.applied_to(count) if change.counts else count
        steps.append(CountStep(change, change.counts, count, after, change.rule))
        count = after
    steps.append(BaseStep(attack, count, attack * count))
    by_id = {f"c{i}": effect for i, effect in enumerate(effects)}
    resolution = TIMELINE.resolve(Effect({"kind": "chip-cost", AMOUNT: attack * count}),
                                  [_modifier(mid, effect) for mid, effect in by_id.items()])
    assert resolution.outcome is not None  # no stage here lets an owner choose an order
    steps.extend(_breakdown(step, by_id) for step in resolution.steps if step.stage != "effect")
    return ChipCost(resolution.outcome.amount, tuple(steps))


def _modifier(mid: str, effect: CostEffect) -> Modifier:
    if isinstance(effect, FixedCost):
        return _Fixed(id=mid, owner=0, value=effect.n)
    if isinstance(effect, NoCost):
        return _Nothing(id=mid, owner=0)
    if isinstance(effect, AdjustCost):
        return _Adjust(id=mid, owner=0, value=effect.n)
    raise TypeError(f"not a cost effect: {effect!r} (FixedCost, NoCost or AdjustCost)")


def _breakdown(step: Step, by_id: dict[str, CostEffect]) -> ChipStep:
    before, after = int(step.before[AMOUNT]), int(step.after[AMOUNT])
    if not step.modifier:
        return ClampStep(before, after)
    return EffectStep(by_id[step.modifier], "outranked" if step.status == "outranked" else "applied",
                      before, after, step.rule)
