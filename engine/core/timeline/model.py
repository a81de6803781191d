"""The pieces of a staged-effect timeline: an effect, its modifiers, and what resolving reports.

Plain frozen dataclasses of JSON-friendly values (``Run`` is the one mutable working copy).
Which stages exist and what a modifier does are a game's choice (``engine.core.timeline.timeline``);
the shape follows rules/dannocomachi-effects.md DA-L1 (modifiers wait immediately before the
effect they rewrite) and XMage's ``ContinuousEffects``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, ClassVar

from engine.core.kernel.game import Decision

AMOUNT = "amount"  # the effect's number part (damage, cost…) that numeric stages work on


class TimelineKind(StrEnum):
    """The decision a timeline can ask for (engine.core.kernel.game.Decision.kind)."""

    ORDER = "order-modifiers"  # a seat orders its own modifiers of one stage (e.g. DA-R2)


@dataclass(frozen=True)
class OrderDetail:
    stage: str
    modifiers: tuple[str, ...]


def check_amount(value: object, what: str) -> None:
    """Raise ValueError unless ``value`` is a whole number ≥ 0 (bools are not numbers here)."""
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
            check_amount(self.parts[AMOUNT], "an effect's amount")

    @classmethod
    def damage(cls, target: str, amount: int, *, bypass: tuple[str, ...] = (), **parts: Any) -> Effect:
        """``amount`` damage to ``target`` (more parts, such as ``source``, as keywords)."""
        return cls({"kind": "damage", "target": target, AMOUNT: amount, **parts}, bypass)


@dataclass
class Run:
    """The effect while it is being rewritten; modifiers change ``parts``, ``nullified``, ``marks``.

    ``marks`` is memory shared by the modifiers of one event (e.g. which parts were already
    rewritten, DA-P2). ``used_up``/``left`` are kept by the timeline from each ``Applied``.
    """

    parts: dict[str, Any]
    bypass: tuple[str, ...]
    nullified: bool = False
    marks: set[str] = field(default_factory=set)
    used_up: list[str] = field(default_factory=list)
    left: dict[str, int] = field(default_factory=dict)

    @classmethod
    def start(cls, effect: Effect) -> Run:
        return cls(dict(effect.parts), effect.bypass)

    def copy(self) -> Run:
        return Run(dict(self.parts), self.bypass, self.nullified, set(self.marks),
                   list(self.used_up), dict(self.left))

    def result(self) -> tuple[dict[str, Any], bool, frozenset[str], frozenset[str], dict[str, int]]:
        """Everything later stages and the game could tell apart (for "does the order matter")."""
        return self.parts, self.nullified, frozenset(self.marks), frozenset(self.used_up), self.left


@dataclass(frozen=True)
class Applied:
    """What one modifier did, as it reports it to the timeline.

    ``status`` "applied" or a game's own word (e.g. "locked"); ``rule`` overrides the
    modifier's rule id for this step; ``spent``/``left`` for a modifier that spends itself;
    ``used_up`` for one that is gone after this event.
    """

    status: str = "applied"
    rule: str | None = None
    spent: int = 0
    left: int | None = None
    used_up: bool = False


@dataclass(frozen=True, kw_only=True)
class Modifier:
    """Something that rewrites the next matching effect, in the stage named by ``stage``.

    ``owner`` is the seat whose source it comes from (seat ordering). ``when`` lists parts
    the effect must have, as it stands when this modifier resolves. ``tags`` let an
    effect's ``bypass`` switch it off. Subclasses used in an apply-each stage implement
    ``apply``; those in a value stage (lowest / sum) are ``Valued``.
    """

    stage: ClassVar[str]
    id: str
    owner: int
    when: Mapping[str, Any] = field(default_factory=dict)
    tags: tuple[str, ...] = ()

    @property
    def rule(self) -> str:
        """The rule id that explains this modifier's steps ("" when the game gives none)."""
        return ""

    def matches(self, parts: Mapping[str, Any]) -> bool:
        return all(key in parts and parts[key] == value for key, value in self.when.items())

    def switched_off_by(self, bypass: tuple[str, ...]) -> bool:
        return self.stage in bypass or any(tag in bypass for tag in self.tags)

    def apply(self, run: Run) -> Applied:
        """Rewrite ``run`` (only called when it matches and is not switched off)."""
        raise TypeError(f"{self.id}: {type(self).__name__} cannot be applied one by one")


@dataclass(frozen=True, kw_only=True)
class Valued(Modifier):
    """A modifier that only carries a number: a fixed value, an adjustment (value stages)."""

    value: int

    def __post_init__(self) -> None:
        if isinstance(self.value, bool) or not isinstance(self.value, int):
            raise ValueError(f"{self.id}: a value must be a whole number, got {self.value!r}")


@dataclass(frozen=True)
class Step:
    """One entry of the timeline resolving, for a UI that shows the timeline step by step.

    ``modifier`` is "" for a step of no modifier (a clamp, or the effect itself: always the
    last step, stage "effect"). ``status``: applied; no-match (its condition does not hold);
    bypassed (switched off by the effect); outranked (a value that lost to another);
    unchanged (a clamp with nothing to do); resolved (the effect); or a game's own word.
    """

    modifier: str
    stage: str
    owner: int | None
    status: str
    rule: str  # the rule id that explains the step ("" for a game's own bypass)
    before: dict[str, Any]
    after: dict[str, Any]
    nullified: bool  # after this step
    spent: int = 0  # a modifier that spends itself: how much it spent
    left: int | None = None  # …and what is left of it
    used_up: bool = False  # gone after this event

    def change(self, part: str = AMOUNT) -> int:
        """How much this step changed a number part (after − before; 0 if either is missing)."""
        before, after = self.before.get(part), self.after.get(part)
        return after - before if isinstance(before, int) and isinstance(after, int) else 0


@dataclass(frozen=True)
class Outcome:
    """What the effect does after every rewrite, and what the game must update."""

    parts: dict[str, Any]
    nullified: bool  # the effect does nothing
    used_up: tuple[str, ...]  # modifiers to remove
    left: dict[str, int]  # modifier id -> what is left of it, for each one that spent itself

    @property
    def amount(self) -> int:
        """The effect's number after every rewrite: 0 when nullified."""
        return 0 if self.nullified else int(self.parts.get(AMOUNT, 0))


@dataclass(frozen=True)
class PendingOrder:
    """``seat`` must order its own ``modifiers`` of ``stage`` before the effect resolves.

    Asked only when the order changes the outcome. The game turns it into a ``Decision``
    and, once answered, resolves again with the chosen order in ``orders``.
    """

    seat: int
    stage: str
    modifiers: tuple[str, ...]

    def decision(self) -> Decision:
        return Decision((self.seat,), TimelineKind.ORDER, OrderDetail(self.stage, self.modifiers))


@dataclass(frozen=True)
class Resolution:
    """The steps resolved so far, then either the outcome or the order still to be chosen."""

    effect: Effect
    steps: tuple[Step, ...]
    outcome: Outcome | None
    pending: PendingOrder | None
