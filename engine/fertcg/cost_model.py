"""The inputs and the breakdown of an attack's chip cost (rules/fertcg-chip-cost.md FE-F, FE-B, FE-C).

Plain frozen dataclasses: what changes the attack count (``CountChange``), the special
effects (``FixedCost``, ``NoCost``, ``AdjustCost``), and the steps of ``ChipCost`` that a UI
or log words in ja/en (engine.fertcg.wording).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal


def check_whole(value: object, what: str, *, low: int | None = None) -> None:
    """Raise ValueError naming ``what`` unless ``value`` is a whole number (≥ ``low``)."""
    if isinstance(value, bool) or not isinstance(value, int) or (low is not None and value < low):
        floor = f" ≥ {low}" if low is not None else ""
        raise ValueError(f"{what} must be a whole number{floor}, got {value!r}")


@dataclass(frozen=True)
class CountChange:
    """A text that changes the attack count B: ``factor`` multiplies it, then ``delta`` is added.

    It changes B only if the same text speaks of the attacker's chips (``mentions_chips``,
    FE-B1) or it is on a unit card (``unit_card``, FE-B3); otherwise it is ignored (FE-B2).
    """

    factor: int | None = None
    delta: int | None = None
    mentions_chips: bool = False
    unit_card: bool = False
    source: str = ""

    def __post_init__(self) -> None:
        if self.factor is None and self.delta is None:
            raise ValueError(f"count change {self.source!r}: give a factor or a delta")
        if self.factor is not None:
            check_whole(self.factor, f"count change {self.source!r}: factor", low=0)
        if self.delta is not None:
            check_whole(self.delta, f"count change {self.source!r}: delta")

    @property
    def counts(self) -> bool:
        return self.mentions_chips or self.unit_card

    @property
    def rule(self) -> str:
        """Why it counts or not: FE-B1 (chip wording), FE-B3 (unit card), FE-B2 (neither)."""
        return "FE-B1" if self.mentions_chips else "FE-B3" if self.unit_card else "FE-B2"

    def applied_to(self, count: int) -> int:
        """B after this change; never below 0 (**ruling**: no negative attack count)."""
        count = count * self.factor if self.factor is not None else count
        return max(0, count + (self.delta or 0))


@dataclass(frozen=True)
class FixedCost:
    """FE-C1 "make it X": several fixed effects, the lowest X applies."""

    n: int
    source: str = ""

    def __post_init__(self) -> None:
        check_whole(self.n, f"fixed cost {self.source!r}", low=0)


@dataclass(frozen=True)
class NoCost:
    """FE-C2 "spend none": the cost becomes 0 (after any fixed effect)."""

    source: str = ""


@dataclass(frozen=True)
class AdjustCost:
    """FE-C3 "± n": all adjustments are summed onto what the fixed / none effects left."""

    n: int
    source: str = ""

    def __post_init__(self) -> None:
        check_whole(self.n, f"cost adjustment {self.source!r}")


CostEffect = FixedCost | NoCost | AdjustCost


@dataclass(frozen=True)
class AttackStep:
    """A: the base attack written on the unit, weapon or magic card (FE-F1)."""

    attack: int
    rule: str = "FE-F1"


@dataclass(frozen=True)
class CountStep:
    """One count change, counted (B ``before`` → ``after``) or ignored (``rule`` says why)."""

    change: CountChange
    counted: bool
    before: int
    after: int
    rule: str


@dataclass(frozen=True)
class BaseStep:
    """A × B, the cost before the special effects (FE-F1)."""

    attack: int
    count: int
    base: int
    rule: str = "FE-F1"


@dataclass(frozen=True)
class EffectStep:
    """One special effect: ``applied`` (``before`` → ``after``) or ``outranked`` by a lower fixed value."""

    effect: CostEffect
    status: Literal["applied", "outranked"]
    before: int
    after: int
    rule: str


@dataclass(frozen=True)
class ClampStep:
    """FE-F2: the result is never below 0 (``changed`` when it was)."""

    before: int
    after: int
    rule: str = "FE-F2"

    @property
    def changed(self) -> bool:
        return self.before != self.after


ChipStep = AttackStep | CountStep | BaseStep | EffectStep | ClampStep


@dataclass(frozen=True)
class ChipCost:
    """The chips an attack or counter spends (``total``) and how they were reached (``steps``)."""

    total: int
    steps: tuple[ChipStep, ...]

    @property
    def attack(self) -> int:
        return next(s.attack for s in self.steps if isinstance(s, BaseStep))

    @property
    def count(self) -> int:
        return next(s.count for s in self.steps if isinstance(s, BaseStep))
