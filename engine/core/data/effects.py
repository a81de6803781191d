"""Effect models two games share (design.md §10), as shapes: the op's name and fields. A game
subclasses a shape into its own vocabulary (its ``OpRegistry``) and narrows what it owns, so
validation stays each game's: the value's bounds (``value: int = Field(ge=1)``), the targets it
knows (a ``Literal``) and, for a conditional, the effects its branches may hold.

Shared: ``draw`` (one game asks for at least 1 card to self or the opponent, another for 0 or
more to its own targets), ``ap`` (an attack's AP; a game may add a target), ``if_life_at_most``,
the ``then``/``otherwise`` branches of every conditional, and ``walk_effects`` / ``ops_outside``
that the games' "may this op be written here" checks use.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator
from typing import Any, Literal

from engine.core.data.spec import Op


class Conditional(Op):
    """An op that runs ``then`` when its condition holds, else ``otherwise`` (a game re-declares
    both with its own effect union)."""

    then: list[Any] = []
    otherwise: list[Any] = []


class DrawShape(Op):
    """``draw``: the targets draw ``value`` cards."""

    op: Literal["draw"]
    value: int
    target: str


class ApShape(Op):
    """``ap``: the attack the card is part of gains ``value`` AP."""

    op: Literal["ap"]
    value: int


class LifeAtMostShape(Conditional):
    """``if_life_at_most``: the acting side's life is ``value`` or less."""

    op: Literal["if_life_at_most"]
    value: int


def walk_effects(effects: list[Any]) -> Iterator[Any]:
    """Every op in ``effects``, conditionals' branches included."""
    for effect in effects:
        yield effect
        yield from walk_effects(getattr(effect, "then", []))
        yield from walk_effects(getattr(effect, "otherwise", []))


def ops_outside(effects: list[Any], allowed: Collection[str]) -> Iterator[Any]:
    """The ops in ``effects`` (branches included) whose name is not in ``allowed``."""
    return (effect for effect in walk_effects(effects) if effect.op not in allowed)
