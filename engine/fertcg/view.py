"""What one seat sees at the FERTCG table: the sandbox view plus the attacks it may declare now."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from engine.core.i18n.catalog import Words
from engine.fertcg.actions import DeclareAttack
from engine.fertcg.cost_model import ChipCost
from engine.sandbox.view import SandboxView


@dataclass(frozen=True)
class Declarable:
    """One declaration the seat in control could make, its cost in each language, and why not (if not).

    ``refusal`` is None exactly when ``action`` is among the legal actions; otherwise it is the
    reason the engine gives (a short pool), so a screen can show the breakdown and say why.
    """

    action: DeclareAttack
    costs: Mapping[str, ChipCost]  # "ja" / "en" -> the same cost with its sources named in that language
    enemy_cards: tuple[str, ...]  # uids of the enemy's cards in play that the formula looked at
    pool: int
    refusal: Words | None


@dataclass(frozen=True)
class FertcgView(SandboxView):
    declarations: tuple[Declarable, ...] = ()  # empty unless this seat has the table
