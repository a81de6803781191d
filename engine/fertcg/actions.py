"""FERTCG's own action at the sandbox table: declaring an attack or a counter (rules/fertcg-chip-cost.md)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.kernel.game import Action


@dataclass(frozen=True)
class DeclareAttack(Action):
    """``seat`` attacks (or counters, when it holds the table in another seat's turn) with ``unit``.

    Every card is named by its uid on the table: ``weapon`` from the seat's weapons (None: the
    unit's own attack, FE-F1), ``supports`` from its surprises in table order, and
    ``optional_uses`` (uid, times) for optional texts such as 【鋭刃】 (FE-C3), in the order of
    the attack's cards. The enemy's face-up cards in play apply by themselves.
    """

    seat: int
    unit: str
    weapon: str | None = None
    supports: tuple[str, ...] = ()
    optional_uses: tuple[tuple[str, int], ...] = ()


FERTCG_ACTIONS: tuple[type[Action], ...] = (DeclareAttack,)
