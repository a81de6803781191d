"""The modifiers of だんのこまち's timeline (rules/dannocomachi-effects.md DA-P, DA-R, DA-N).

Each rewrites the next matching effect once, in its stage of ``engine.dannocomachi.timeline``.
``use``: ``static`` stays; ``once`` is used up when applied ("the next damage…", DA-R4);
``consumable`` (reductions only) spends what it reduces (shields, DA-R3/DA-K3).

**Rulings** (ours; the source is silent): a ``once`` replacement or nullification is used up
like DA-R4's reduction; a nullification after another still applies.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Literal

from engine.core.timeline.model import AMOUNT, Applied, Modifier, Run, check_amount

Use = Literal["static", "once", "consumable"]
_REWRITTEN = "rewritten:"  # Run.marks prefix of a part a replacement rewrote (DA-P2)


@dataclass(frozen=True, kw_only=True)
class DamageModifier(Modifier):
    """A replacement, reduction or nullification, with how it is used (``use``)."""

    use: Use = "static"

    def __post_init__(self) -> None:
        if self.use == "consumable" and self.stage != "reduction":
            raise ValueError(f"{self.id}: only a reduction can be consumable")

    def _used(self) -> Applied:
        return Applied(used_up=self.use == "once")


@dataclass(frozen=True, kw_only=True)
class Replacement(DamageModifier):
    """DA-P1 "instead of A, do B": rewrites part ``part`` from ``match`` (A) to ``to`` (B)."""

    stage: ClassVar[str] = "replacement"
    part: str
    match: Any
    to: Any

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.part == AMOUNT:
            check_amount(self.to, f"{self.id}: a replaced amount")

    @property
    def rule(self) -> str:
        return "DA-P1"

    def matches(self, parts: Mapping[str, Any]) -> bool:
        return super().matches(parts) and self.part in parts and parts[self.part] == self.match

    def apply(self, run: Run) -> Applied:
        mark = _REWRITTEN + self.part
        if mark in run.marks:
            return Applied(status="locked", rule="DA-P2")  # a rewritten part is not rewritten again
        run.parts[self.part] = self.to
        run.marks.add(mark)
        return self._used()


@dataclass(frozen=True, kw_only=True)
class Reduction(DamageModifier):
    """DA-R1 "reduce … by X": lowers the damage number by ``amount`` (for a consumable: what is left)."""

    stage: ClassVar[str] = "reduction"
    amount: int

    def __post_init__(self) -> None:
        super().__post_init__()
        check_amount(self.amount, f"{self.id}: a reduction's amount")

    @property
    def rule(self) -> str:
        return {"static": "DA-R1", "once": "DA-R4", "consumable": "DA-R3"}[self.use]

    def matches(self, parts: Mapping[str, Any]) -> bool:
        amount = parts.get(AMOUNT)
        return super().matches(parts) and isinstance(amount, int) and not isinstance(amount, bool)

    def apply(self, run: Run) -> Applied:
        damage = run.parts[AMOUNT]
        reduced = min(self.amount, damage)  # DA-R1: never below 0; DA-R3: spends only what it needs
        run.parts[AMOUNT] = damage - reduced
        if self.use == "consumable":
            return Applied(spent=reduced, left=self.amount - reduced)
        return self._used()  # DA-R4: a "next damage" reduction is used up even reducing nothing


@dataclass(frozen=True, kw_only=True)
class Nullification(DamageModifier):
    """DA-N1 "does not receive …": the effect becomes nothing."""

    stage: ClassVar[str] = "nullification"

    @property
    def rule(self) -> str:
        return "DA-N1"

    def apply(self, run: Run) -> Applied:
        run.nullified = True
        return self._used()

