"""Stages of a timeline and how each combines its modifiers (engine.core.timeline.timeline).

A game lists its stages in order; each stage's ``combine`` says what its modifiers do
together:

* ``ApplyEach`` — one after another, each rewriting what the previous left (replacement,
  reduction and nullification of rules/dannocomachi-effects.md DA-L2); with
  ``owner_orders`` each seat orders its own when the order changes the outcome (DA-R2).
* ``LowestValue`` — several fixed values: the lowest is the number (FERTCG FE-C1).
* ``SumValues`` — adjustments, all added (FE-C3); their order never matters.
* ``Clamp`` — keeps the number inside bounds; takes no modifiers (FE-F2).

Every stage skips a modifier whose ``when`` no longer holds ("no-match") or that the effect
switches off ("bypassed", spending nothing).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import ClassVar, Protocol

from engine.core.timeline.model import AMOUNT, Applied, Modifier, Run, Step, Valued


class Combine(Protocol):
    """How a stage resolves its modifiers (given in seat order, or one seat's chosen order)."""

    @property
    def owner_orders(self) -> bool:
        """True if each seat's own modifiers resolve in an order that seat may choose."""
        ...

    def check(self, stage: Stage, modifier: Modifier) -> None:
        """Raise TypeError if ``modifier`` cannot take part in this stage."""
        ...

    def resolve(self, stage: Stage, run: Run, modifiers: Sequence[Modifier]) -> list[Step]: ...


@dataclass(frozen=True)
class Stage:
    """One stage of a timeline: its name (what modifiers name as ``stage``), combine and rule id."""

    name: str
    combine: Combine
    rule: str = ""  # cited by steps that have no rule of their own


_NOTHING_SPENT = Applied()


def _step(stage: Stage, run: Run, modifier: Modifier | None, before: dict[str, object],
          status: str, rule: str, applied: Applied = _NOTHING_SPENT) -> Step:
    return Step(modifier.id if modifier else "", stage.name, modifier.owner if modifier else None,
                status, rule, before, dict(run.parts), run.nullified,
                applied.spent, applied.left, applied.used_up)


def skipped(stage: Stage, run: Run, modifier: Modifier, part: str | None = None) -> Step | None:
    """The step of a modifier that does nothing this time (no match, or switched off), else None."""
    if not modifier.matches(run.parts) or (part is not None and not _is_number(run.parts.get(part))):
        return _step(stage, run, modifier, dict(run.parts), "no-match", modifier.rule or stage.rule)
    if modifier.switched_off_by(run.bypass):
        return _step(stage, run, modifier, dict(run.parts), "bypassed", "")
    return None


def _is_number(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _record(run: Run, modifier: Modifier, applied: Applied) -> None:
    if applied.used_up:
        run.used_up.append(modifier.id)
    if applied.left is not None:
        run.left[modifier.id] = applied.left


def _check_valued(stage: Stage, modifier: Modifier) -> None:
    if not isinstance(modifier, Valued):
        raise TypeError(f"{modifier.id}: stage {stage.name!r} combines values; "
                        f"{type(modifier).__name__} is not a Valued modifier")


@dataclass(frozen=True)
class ApplyEach:
    """Each modifier rewrites the effect in turn (``Modifier.apply``)."""

    owner_orders: bool = True

    def check(self, stage: Stage, modifier: Modifier) -> None:
        if type(modifier).apply is Modifier.apply:
            raise TypeError(f"{modifier.id}: stage {stage.name!r} applies each modifier; "
                            f"{type(modifier).__name__} has no apply")

    def resolve(self, stage: Stage, run: Run, modifiers: Sequence[Modifier]) -> list[Step]:
        steps = []
        for modifier in modifiers:
            before = dict(run.parts)
            step = skipped(stage, run, modifier)
            if step is None:
                applied = modifier.apply(run)
                _record(run, modifier, applied)
                rule = (modifier.rule or stage.rule) if applied.rule is None else applied.rule
                step = _step(stage, run, modifier, before, applied.status, rule, applied)
            steps.append(step)
        return steps


@dataclass(frozen=True)
class LowestValue:
    """Several fixed values: the lowest becomes the number (ties: the first); the rest are outranked."""

    part: str = AMOUNT
    owner_orders: ClassVar[bool] = False  # commutative or modifier-less: no order to choose

    def check(self, stage: Stage, modifier: Modifier) -> None:
        _check_valued(stage, modifier)

    def resolve(self, stage: Stage, run: Run, modifiers: Sequence[Modifier]) -> list[Step]:
        live = [m for m in modifiers if isinstance(m, Valued) and skipped(stage, run, m, self.part) is None]
        winner = min(live, key=lambda m: m.value) if live else None
        steps = []
        for modifier in modifiers:
            before = dict(run.parts)
            step = skipped(stage, run, modifier, self.part)
            if step is None and modifier is winner:
                run.parts[self.part] = winner.value
                step = _step(stage, run, modifier, before, "applied", modifier.rule or stage.rule)
            steps.append(step or _step(stage, run, modifier, before, "outranked", modifier.rule or stage.rule))
        return steps


@dataclass(frozen=True)
class SumValues:
    """Adjustments: each adds its value (negative lowers); the number may leave its bounds until a clamp."""

    part: str = AMOUNT
    owner_orders: ClassVar[bool] = False  # commutative or modifier-less: no order to choose

    def check(self, stage: Stage, modifier: Modifier) -> None:
        _check_valued(stage, modifier)

    def resolve(self, stage: Stage, run: Run, modifiers: Sequence[Modifier]) -> list[Step]:
        steps = []
        for modifier in modifiers:
            before = dict(run.parts)
            step = skipped(stage, run, modifier, self.part)
            if step is None and isinstance(modifier, Valued):
                run.parts[self.part] += modifier.value
                step = _step(stage, run, modifier, before, "applied", modifier.rule or stage.rule)
            assert step is not None  # check() let only Valued modifiers in
            steps.append(step)
        return steps


@dataclass(frozen=True)
class Clamp:
    """Keeps the number within ``low``..``high`` (None: unbounded); one step, no modifiers."""

    low: int | None = 0
    high: int | None = None
    part: str = AMOUNT
    owner_orders: ClassVar[bool] = False  # commutative or modifier-less: no order to choose

    def check(self, stage: Stage, modifier: Modifier) -> None:
        raise TypeError(f"{modifier.id}: stage {stage.name!r} is a clamp and takes no modifiers")

    def resolve(self, stage: Stage, run: Run, modifiers: Sequence[Modifier]) -> list[Step]:
        before = dict(run.parts)
        value = run.parts.get(self.part)
        if not isinstance(value, int) or isinstance(value, bool):
            return [_step(stage, run, None, before, "no-match", stage.rule)]
        bounded = _bounded(value, self.low, max)
        bounded = _bounded(bounded, self.high, min)
        run.parts[self.part] = bounded
        return [_step(stage, run, None, before, "applied" if bounded != value else "unchanged", stage.rule)]


def _bounded(value: int, bound: int | None, pick: Callable[[int, int], int]) -> int:
    return value if bound is None else pick(value, bound)
