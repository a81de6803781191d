"""A staged-effect timeline: modifiers rewrite an effect stage by stage, each at most once.

The mechanism of rules/dannocomachi-effects.md DA-L1 (modifiers wait immediately before the
effect they rewrite and resolve first) and of XMage's ``ContinuousEffects``, with the stages
given by the game::

    TIMELINE = Timeline((Stage("reduction", ApplyEach()), Stage("floor", Clamp(low=0))))
    resolution = TIMELINE.resolve(effect, modifiers, turn_player=0)

* Stages resolve in the order given; each modifier names its stage (``Modifier.stage``) and
  resolves once, in that stage (engine.core.timeline.stages: ApplyEach, LowestValue, SumValues, Clamp).
* Within a stage, modifiers go seat by seat in ``seat_order`` (default: the turn player
  first, then the others in turn order — DA-R2's convention), each seat's in the order
  given. Where the stage lets owners order their own (``owner_orders``) and the order
  would change the outcome, ``resolve`` stops with a ``PendingOrder`` for that seat
  unless ``orders`` already holds its choice; call again with the chosen order added.
* ``resolve`` is pure: it reads its inputs; the game applies the ``Outcome`` (the rewritten
  parts, ``used_up`` modifiers to remove, ``left`` values of modifiers that spend themselves).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from itertools import permutations

from engine.core.timeline.model import (
    AMOUNT,
    Applied,
    Effect,
    Modifier,
    Outcome,
    PendingOrder,
    Resolution,
    Run,
    Step,
    Valued,
)
from engine.core.timeline.stages import ApplyEach, Clamp, Combine, LowestValue, Stage, SumValues

__all__ = [
    "AMOUNT", "Applied", "ApplyEach", "Clamp", "Combine", "Effect", "LowestValue", "Modifier",
    "Outcome", "PendingOrder", "Resolution", "Run", "SeatOrder", "Stage", "Step", "SumValues",
    "Timeline", "Valued", "turn_player_first",
]  # fmt: skip

SeatOrder = Callable[[Collection[int], int], list[int]]
_MAX_ORDERS_TRIED = 6  # beyond this many modifiers in one group, just ask (6! = 720 tries)


def turn_player_first(seats: Collection[int], turn_player: int) -> list[int]:
    """The turn player first, then the other seats in turn order (e.g. DA-R2)."""
    return sorted(set(seats), key=lambda seat: (seat != turn_player, seat < turn_player, seat))


@dataclass(frozen=True)
class Timeline:
    """A game's stages in resolution order; ``effect_rule`` is cited by the effect's own step."""

    stages: tuple[Stage, ...]
    effect_rule: str = ""
    seat_order: SeatOrder = turn_player_first

    def __post_init__(self) -> None:
        names = [stage.name for stage in self.stages]
        if len(set(names)) != len(names) or "effect" in names:
            raise ValueError(f"stage names must be unique and not 'effect', got {names}")

    def stage(self, name: str) -> Stage:
        for stage in self.stages:
            if stage.name == name:
                return stage
        raise ValueError(f"unknown stage {name!r}; this timeline has {[s.name for s in self.stages]}")

    def resolve(self, effect: Effect, modifiers: Sequence[Modifier], *, turn_player: int = 0,
                orders: Sequence[Sequence[str]] = ()) -> Resolution:
        """Resolve ``effect`` with every modifier that waits for it.

        ``orders`` holds orders already chosen (each a sequence of modifier ids of one seat
        and stage, as asked by a ``PendingOrder``).
        """
        self._check(modifiers)
        run = Run.start(effect)
        steps: list[Step] = []
        for stage in self.stages:
            in_stage = [m for m in modifiers if m.stage == stage.name]
            seats = self.seat_order({m.owner for m in in_stage}, turn_player)
            if not stage.combine.owner_orders:
                steps.extend(stage.combine.resolve(stage, run, [m for s in seats for m in in_stage if m.owner == s]))
                continue
            for seat in seats:
                group = [m for m in in_stage if m.owner == seat]
                off = [m for m in group if m.switched_off_by(run.bypass)]
                active = [m for m in group if not m.switched_off_by(run.bypass)]
                chosen = _chosen(active, orders)
                if chosen is None and _order_matters(stage, run, active):
                    return Resolution(effect, tuple(steps), None, PendingOrder(seat, stage.name, tuple(m.id for m in active)))
                steps.extend(stage.combine.resolve(stage, run, [*off, *(chosen or active)]))
        steps.append(Step("", "effect", None, "resolved", self.effect_rule, dict(run.parts), dict(run.parts),
                          run.nullified))
        return Resolution(effect, tuple(steps), Outcome(run.parts, run.nullified, tuple(run.used_up), run.left), None)

    def _check(self, modifiers: Sequence[Modifier]) -> None:
        ids = [m.id for m in modifiers]
        if len(set(ids)) != len(ids):
            raise ValueError(f"modifier ids must be unique, got {ids}")
        for modifier in modifiers:
            stage = self.stage(modifier.stage)
            stage.combine.check(stage, modifier)


def _chosen(group: list[Modifier], orders: Sequence[Sequence[str]]) -> list[Modifier] | None:
    """The group in a chosen order from ``orders`` (one naming exactly its ids), if any."""
    by_id = {m.id: m for m in group}
    for order in orders:
        if len(order) == len(by_id) and set(order) == set(by_id):
            return [by_id[i] for i in order]
    return None


def _order_matters(stage: Stage, run: Run, group: list[Modifier]) -> bool:
    """Whether resolving ``group`` in different orders gives different outcomes."""
    if len(group) < 2:
        return False
    if len(group) > _MAX_ORDERS_TRIED:
        return True
    first = None
    for order in permutations(group):
        trial = run.copy()
        stage.combine.resolve(stage, trial, order)
        if first is None:
            first = trial.result()
        elif trial.result() != first:
            return True
    return False
