"""The pieces of the effect timeline (rules/dannocomachi-effects.md DA-L, DA-P, DA-R, DA-N).

Plain frozen dataclasses of JSON-friendly values: an ``Effect`` waiting to resolve, the
modifiers that rewrite it, and what ``engine.core.timeline.resolve`` reports back.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal

from engine.core.game import Decision

Stage = Literal["replacement", "reduction", "nullification"]
STAGES: tuple[Stage, ...] = ("replacement", "reduction", "nullification")  # DA-L2
Use = Literal["static", "once", "consumable"]
AMOUNT = "amount"  # the part reductions lower: the effect's damage number (DA-R1)
ORDER_DECISION = "order-modifiers"  # Decision.kind of a PendingOrder (DA-R2)


def _check_amount(value: object, what: str) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValueError(f"{what} must be a whole number ≥ 0, got {value!r}")


@dataclass(frozen=True)
class Effect:
    """An effect on the timeline as named parts, e.g. ``{"kind": "damage", "target": "A", "amount": 30}``.

    ``bypass`` names modifiers this effect switches off: a tag, or a stage name for all of
    that stage (Fatal Fight's Pierce: ``bypass=("gp",)``). A switched-off modifier does
    nothing and is not spent.
    """

    parts: dict[str, Any]
    bypass: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if AMOUNT in self.parts:
            _check_amount(self.parts[AMOUNT], "an effect's amount")

    @classmethod
    def damage(cls, target: str, amount: int, *, bypass: tuple[str, ...] = (), **parts: Any) -> Effect:
        """``amount`` damage to ``target`` (more parts, such as ``source``, as keywords)."""
        return cls({"kind": "damage", "target": target, AMOUNT: amount, **parts}, bypass)


@dataclass(frozen=True, kw_only=True)
class Modifier:
    """Something that rewrites the next matching effect (DA-L1).

    ``owner`` is the seat whose source it comes from (DA-R2 ordering). ``when`` lists parts
    the effect must have, as it stands when this modifier resolves. ``use``: ``static``
    stays; ``once`` is used up when applied ("the next damage…", DA-R4); ``consumable``
    (reductions only) spends what it reduces (shields, DA-R3/DA-K3).
    """

    stage: ClassVar[Stage]
    id: str
    owner: int
    when: Mapping[str, Any] = field(default_factory=dict)
    use: Use = "static"
    tags: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.use == "consumable" and self.stage != "reduction":
            raise ValueError(f"{self.id}: only a reduction can be consumable")

    def matches(self, parts: Mapping[str, Any]) -> bool:
        return all(key in parts and parts[key] == value for key, value in self.when.items())

    def switched_off_by(self, bypass: tuple[str, ...]) -> bool:
        return self.stage in bypass or any(tag in bypass for tag in self.tags)


@dataclass(frozen=True, kw_only=True)
class Replacement(Modifier):
    """DA-P1 "instead of A, do B": rewrites part ``part`` from ``match`` (A) to ``to`` (B)."""

    stage: ClassVar[Stage] = "replacement"
    part: str
    match: Any
    to: Any

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.part == AMOUNT:
            _check_amount(self.to, f"{self.id}: a replaced amount")


@dataclass(frozen=True, kw_only=True)
class Reduction(Modifier):
    """DA-R1 "reduce … by X": lowers the damage number by ``amount`` (for a consumable: what is left)."""

    stage: ClassVar[Stage] = "reduction"
    amount: int

    def __post_init__(self) -> None:
        super().__post_init__()
        _check_amount(self.amount, f"{self.id}: a reduction's amount")


@dataclass(frozen=True, kw_only=True)
class Nullification(Modifier):
    """DA-N1 "does not receive …": the effect becomes nothing."""

    stage: ClassVar[Stage] = "nullification"


Status = Literal["applied", "no-match", "locked", "bypassed", "resolved"]


@dataclass(frozen=True)
class Step:
    """One entry of the timeline resolving, for a UI that shows the timeline step by step.

    ``modifier`` is "" for the effect itself, always the last step (DA-L1). ``status``:
    applied; no-match (its condition no longer holds); locked (the part was already
    rewritten, DA-P2); bypassed (switched off by the effect); resolved (the effect).
    """

    modifier: str
    stage: str  # a Stage, or "effect"
    owner: int | None
    status: Status
    rule: str  # the rule id that explains the step ("" for a game's own bypass)
    before: dict[str, Any]
    after: dict[str, Any]
    nullified: bool  # after this step
    reduced: int = 0
    spent: int = 0  # consumables: how much was spent (DA-R3)
    left: int | None = None  # consumables: what is left
    used_up: bool = False  # once-modifiers: gone after this event (DA-R4)


@dataclass(frozen=True)
class Outcome:
    """What the effect does after every rewrite, and what the game must update."""

    parts: dict[str, Any]
    nullified: bool  # DA-N1: the effect does nothing
    used_up: tuple[str, ...]  # once-modifiers to remove (DA-R4)
    left: dict[str, int]  # consumable id -> what is left (DA-R3), for each one applied

    @property
    def amount(self) -> int:
        """The damage that gets through: 0 when nullified."""
        return 0 if self.nullified else int(self.parts.get(AMOUNT, 0))


@dataclass(frozen=True)
class PendingOrder:
    """DA-R2: ``seat`` must order its own ``modifiers`` of ``stage`` before the effect resolves.

    Asked only when the order changes the outcome. The game turns it into a ``Decision``
    and, once answered, calls ``resolve`` again with the chosen order in ``orders``.
    """

    seat: int
    stage: Stage
    modifiers: tuple[str, ...]

    def decision(self) -> Decision:
        return Decision(self.seat, ORDER_DECISION, {"stage": self.stage, "modifiers": list(self.modifiers)})


@dataclass(frozen=True)
class Resolution:
    """The steps resolved so far, then either the outcome or the order still to be chosen."""

    effect: Effect
    steps: tuple[Step, ...]
    outcome: Outcome | None
    pending: PendingOrder | None
