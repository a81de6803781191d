"""だんのこまち's damage timeline (rules/dannocomachi-effects.md DA-L, DA-P, DA-R, DA-N).

* DA-L1/L2: every modifier waits immediately before the effect, replacements first, then
  reductions, then nullifications, each resolving once, in that order.
* DA-R2 ordering, used for every stage: the turn player's modifiers first, then the other
  seats in turn order; one seat's own in the order it chooses, asked (a ``PendingOrder``)
  only when that order would change the outcome.

**Rulings** (ours; the source is silent): a modifier's ``when`` is checked against the
effect as rewritten so far (a redirected attack meets the new target's shield, not the old
one's); a modifier that no longer matches does nothing and is not spent; a modifier the
effect switches off (``bypass``) is not spent either.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.timeline.timeline import (
    AMOUNT,
    ApplyEach,
    Effect,
    Modifier,
    Outcome,
    PendingOrder,
    Resolution,
    Stage,
    Step,
    Timeline,
    turn_player_first,
)
from engine.dannocomachi.modifiers import DamageModifier, Nullification, Reduction, Replacement

__all__ = [
    "AMOUNT", "STAGES", "TIMELINE", "DamageModifier", "Effect", "Modifier", "Nullification",
    "Outcome", "PendingOrder", "Reduction", "Replacement", "Resolution", "Step", "reduced", "resolve",
]  # fmt: skip

STAGES: tuple[str, ...] = ("replacement", "reduction", "nullification")  # DA-L2
TIMELINE = Timeline(
    tuple(Stage(name, ApplyEach(owner_orders=True)) for name in STAGES),  # DA-R2: owners choose
    effect_rule="DA-L1",
    seat_order=turn_player_first,  # DA-R2: the turn player's first
)


def resolve(effect: Effect, modifiers: Sequence[Modifier], *, turn_player: int,
            orders: Sequence[Sequence[str]] = ()) -> Resolution:
    """Resolve ``effect`` with every modifier that waits for it (DA-L1/L2, DA-R2)."""
    return TIMELINE.resolve(effect, modifiers, turn_player=turn_player, orders=orders)


def reduced(step: Step) -> int:
    """How much one step lowered the damage number (DA-R1)."""
    return max(0, -step.change(AMOUNT))
