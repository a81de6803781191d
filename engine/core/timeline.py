"""The effect timeline (rules/dannocomachi-effects.md): how modifiers rewrite an effect.

Any game that rewrites damage calls ``resolve(effect, modifiers, turn_player=…)``:

* DA-L1/L2: every modifier is placed immediately before the effect, replacements first,
  then reductions, then nullifications, and each resolves once, in that order.
* DA-P1/P2: a replacement rewrites only its matching part; a rewritten part is locked.
* DA-R1..R4: reductions lower the damage number, never below 0; all apply; consumables
  spend only what they reduce; "next damage" reductions are used up even reducing nothing.
* DA-N1/N2: a nullification turns the (rewritten) effect into nothing.
* DA-R2 ordering, used for every stage: the turn player's modifiers first, then the other
  seats in turn order; one seat's own modifiers in the order it chooses. When that order
  would change the outcome and ``orders`` does not give it, ``resolve`` stops with a
  ``PendingOrder`` (a ``Decision`` for the game); call again with the chosen order added.

``resolve`` is pure: it reads its inputs, and the game applies the ``Outcome`` (damage,
``used_up`` modifiers to remove, consumables' ``left`` values).

**Rulings** (ours; the source is silent): a modifier's ``when`` is checked against the
effect as rewritten so far (a redirected attack meets the new target's shield, not the old
one's); a modifier that no longer matches does nothing and is not spent; a modifier the
effect switches off (``bypass``) is not spent either (Fatal Fight: "useless against Pierce
and then not spent"); a nullification after another still applies (and a ``once`` one is
used up), like DA-R4.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import permutations
from typing import Any

from engine.core.effects_model import (
    AMOUNT,
    STAGES,
    Effect,
    Modifier,
    Nullification,
    Outcome,
    PendingOrder,
    Reduction,
    Replacement,
    Resolution,
    Stage,
    Step,
)

__all__ = [
    "AMOUNT", "STAGES", "Effect", "Modifier", "Nullification", "Outcome", "PendingOrder",
    "Reduction", "Replacement", "Resolution", "Step", "resolve",
]  # fmt: skip

_MAX_ORDERS_TRIED = 6  # beyond this many modifiers in one group, just ask (6! = 720 tries)


@dataclass
class _Run:
    """The effect while it is being rewritten."""

    parts: dict[str, Any]
    bypass: tuple[str, ...]
    rewritten: set[str] = field(default_factory=set)  # DA-P2
    nullified: bool = False
    used_up: list[str] = field(default_factory=list)
    left: dict[str, int] = field(default_factory=dict)

    def copy(self) -> _Run:
        return _Run(dict(self.parts), self.bypass, set(self.rewritten), self.nullified,
                    list(self.used_up), dict(self.left))

    def result(self) -> tuple[dict[str, Any], bool, frozenset[str], dict[str, int]]:
        return self.parts, self.nullified, frozenset(self.used_up), self.left


def resolve(
    effect: Effect,
    modifiers: Sequence[Modifier],
    *,
    turn_player: int,
    orders: Sequence[Sequence[str]] = (),
) -> Resolution:
    """Resolve ``effect`` with every modifier that waits for it (DA-L1/L2).

    ``orders`` holds orders already chosen (each a sequence of modifier ids of one seat and
    stage, as asked by a ``PendingOrder``).
    """
    ids = [m.id for m in modifiers]
    if len(set(ids)) != len(ids):
        raise ValueError(f"modifier ids must be unique, got {ids}")
    run = _Run(dict(effect.parts), effect.bypass)
    steps: list[Step] = []
    for stage in STAGES:
        in_stage = [m for m in modifiers if m.stage == stage]
        for seat in _seat_order({m.owner for m in in_stage}, turn_player):
            group = [m for m in in_stage if m.owner == seat]
            off = [m for m in group if m.switched_off_by(run.bypass)]
            active = [m for m in group if not m.switched_off_by(run.bypass)]
            chosen = _chosen(active, orders)
            if chosen is None and _order_matters(run, active):
                pending = PendingOrder(seat, stage, tuple(m.id for m in active))
                return Resolution(effect, tuple(steps), None, pending)
            steps.extend(_resolve_one(run, m) for m in [*off, *(chosen or active)])
    steps.append(Step("", "effect", None, "resolved", "DA-L1", dict(run.parts), dict(run.parts), run.nullified))
    outcome = Outcome(run.parts, run.nullified, tuple(run.used_up), run.left)
    return Resolution(effect, tuple(steps), outcome, None)


def _seat_order(seats: set[int], turn_player: int) -> list[int]:
    """DA-R2: the turn player first, then the other seats in turn order."""
    return sorted(seats, key=lambda seat: (seat != turn_player, seat < turn_player, seat))


def _chosen(group: list[Modifier], orders: Sequence[Sequence[str]]) -> list[Modifier] | None:
    """The group in a chosen order from ``orders`` (one naming exactly its ids), if any."""
    by_id = {m.id: m for m in group}
    for order in orders:
        if len(order) == len(by_id) and set(order) == set(by_id):
            return [by_id[i] for i in order]
    return None


def _order_matters(run: _Run, group: list[Modifier]) -> bool:
    """Whether resolving ``group`` in different orders gives different outcomes."""
    if len(group) < 2:
        return False
    if len(group) > _MAX_ORDERS_TRIED:
        return True
    first = None
    for order in permutations(group):
        trial = run.copy()
        for modifier in order:
            _resolve_one(trial, modifier)
        if first is None:
            first = trial.result()
        elif trial.result() != first:
            return True
    return False


def _resolve_one(run: _Run, modifier: Modifier) -> Step:
    before = dict(run.parts)

    def step(status: Any, rule: str, **extra: Any) -> Step:
        return Step(modifier.id, modifier.stage, modifier.owner, status, rule, before,
                    dict(run.parts), run.nullified, **extra)

    rule = _rule(modifier)
    if not _matches(modifier, run.parts):
        return step("no-match", rule)
    if modifier.switched_off_by(run.bypass):
        return step("bypassed", "")
    if isinstance(modifier, Replacement):
        if modifier.part in run.rewritten:
            return step("locked", "DA-P2")
        run.parts[modifier.part] = modifier.to
        run.rewritten.add(modifier.part)
    elif isinstance(modifier, Nullification):
        run.nullified = True
    used_up = modifier.use == "once"
    if used_up:
        run.used_up.append(modifier.id)
    if not isinstance(modifier, Reduction):
        return step("applied", rule, used_up=used_up)
    damage = run.parts[AMOUNT]
    reduced = min(modifier.amount, damage)
    run.parts[AMOUNT] = damage - reduced
    if modifier.use != "consumable":
        return step("applied", rule, reduced=reduced, used_up=used_up)
    run.left[modifier.id] = modifier.amount - reduced
    return step("applied", rule, reduced=reduced, spent=reduced, left=modifier.amount - reduced)


def _matches(modifier: Modifier, parts: dict[str, Any]) -> bool:
    if not modifier.matches(parts):
        return False
    if isinstance(modifier, Replacement):
        return modifier.part in parts and parts[modifier.part] == modifier.match
    if isinstance(modifier, Reduction):
        return isinstance(parts.get(AMOUNT), int)
    return True


_RULES: dict[tuple[Stage, str], str] = {
    ("replacement", "static"): "DA-P1", ("replacement", "once"): "DA-P1",
    ("reduction", "static"): "DA-R1", ("reduction", "once"): "DA-R4",
    ("reduction", "consumable"): "DA-R3",
    ("nullification", "static"): "DA-N1", ("nullification", "once"): "DA-N1",
}  # fmt: skip


def _rule(modifier: Modifier) -> str:
    return _RULES[(modifier.stage, modifier.use)]
