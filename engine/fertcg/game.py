"""``Fertcg``: the sandbox table where attacks and counters spend will chips by the formula.

Players move cards by hand (the rest of FERTCG is not in the source); the engine automates
exactly what rules/fertcg-chip-cost.md specifies (``fertcg.rules``: a declaration's chip cost,
FE-F1, FE-F2, FE-B1..B3, FE-C1..C3, taken from the declaring seat's pool).
"""

from __future__ import annotations

import dataclasses

from engine.core.i18n.catalog import msg
from engine.fertcg.actions import FERTCG_ACTIONS
from engine.fertcg.rules import FERTCG_RULES, declarations, offers_declarations
from engine.fertcg.schema import SPEC, TABLE_NEEDS
from engine.fertcg.view import Declarable, FertcgView
from engine.sandbox.actions import SANDBOX_ACTIONS
from engine.sandbox.game import SandboxGame
from engine.sandbox.state import SandboxState
from engine.sandbox.view import SandboxView


class Fertcg(SandboxGame):
    id = "fertcg"
    title = msg("games.fertcg.title")
    action_types = SANDBOX_ACTIONS + FERTCG_ACTIONS
    spec = SPEC
    table_needs = TABLE_NEEDS
    table_rules = FERTCG_RULES

    def view(self, state: SandboxState, seat: int | None) -> FertcgView:
        shown = declarations(self.context(state)) if offers_declarations(state, seat) else ()
        return _fertcg_view(super().view(state, seat), shown)

    def everything_view(self, state: SandboxState) -> FertcgView:
        return _fertcg_view(super().everything_view(state), ())


def _fertcg_view(base: SandboxView, declarations: tuple[Declarable, ...]) -> FertcgView:
    fields = {f.name: getattr(base, f.name) for f in dataclasses.fields(base)}
    return FertcgView(**fields, declarations=declarations)
