"""Damage against Guard Points through the shared effect timeline (dannocomachi-effects DA-R).

GP are a consumable reduction (DA-R3: each GP cancels 1 damage and is spent, none once
the damage is 0) tagged "gp"; Pierce bypasses that tag, so GP are then neither used nor
spent (FF-R6a, FF-R7).
"""

from __future__ import annotations

from engine.core.timeline import Effect, Reduction, resolve

GP_TAG = "gp"


def reduce_by_guard(amount: int, gp: int, pierce: bool) -> tuple[int, int]:
    """(damage that gets through, GP spent) for ``amount`` damage against ``gp`` GP."""
    if gp <= 0 or pierce:  # nothing to reduce, or GP bypassed: the timeline would pass it all through
        return max(amount, 0), 0
    effect = Effect.damage("target", max(amount, 0), bypass=(GP_TAG,) if pierce else ())
    guard = [Reduction(id=GP_TAG, owner=0, use="consumable", amount=gp, tags=(GP_TAG,))] if gp > 0 else []
    outcome = resolve(effect, guard, turn_player=0).outcome
    assert outcome is not None  # a single reduction never waits on an order (DA-R2)
    return outcome.amount, gp - outcome.left.get(GP_TAG, gp)
