"""``Fertcg``: the sandbox table where attacks and counters spend will chips by the formula.

Players move cards by hand (the rest of FERTCG is not in the source); the engine automates
exactly what rules/fertcg-chip-cost.md specifies: a declared attack or counter costs
max(0, (A × B) ± C) chips (FE-F1, FE-F2, FE-B1..B3, FE-C1..C3), taken from the declaring seat's
pool and refused, state untouched, when the pool is short. A counter is the same declaration
made by a seat that holds the table in another seat's turn (the table is handed to it first).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from engine.core.data.loader import USER_DATA, UserRoot, load_database
from engine.core.i18n.catalog import Words, msg
from engine.core.kernel.events import Event
from engine.core.kernel.game import Action
from engine.core.saves.userdirs import SHIPPED_DATA
from engine.fertcg import declare
from engine.fertcg.actions import FERTCG_ACTIONS, DeclareAttack
from engine.fertcg.events import AttackDeclared
from engine.fertcg.schema import CHIPS, SPEC, TABLE_NEEDS
from engine.fertcg.view import Declarable, FertcgView
from engine.sandbox import actions as SA
from engine.sandbox import rules
from engine.sandbox.actions import SANDBOX_ACTIONS
from engine.sandbox.game import SandboxGame
from engine.sandbox.state import SandboxState, find
from engine.sandbox.view import SandboxView

LANGS = ("ja", "en")


class Fertcg(SandboxGame):
    id = "fertcg"
    title = msg("games.fertcg.title")
    action_types = SANDBOX_ACTIONS + FERTCG_ACTIONS
    table_needs = TABLE_NEEDS

    @classmethod
    def load(cls, data_root: Path = SHIPPED_DATA, user_root: UserRoot = USER_DATA) -> Fertcg:
        return cls(load_database(SPEC, data_root, user_root))

    # --- declaring an attack or a counter ----------------------------------------------------
    def extra_candidates(self, state: SandboxState) -> list[Action]:
        return list(declare.candidates(self.db, state, state.active))

    def extra_check(self, state: SandboxState, action: Action) -> Words | None:
        if isinstance(action, DeclareAttack):
            return declare.refusal(self.db, state, action)
        return super().extra_check(state, action)

    def extra_resolve(self, state: SandboxState, action: Action) -> list[Event]:
        assert isinstance(action, DeclareAttack)
        seat = action.seat
        attack = declare.attack_of(self.db, state, action)
        costs = {lang: declare.cost_of(self.db, state, action, lang) for lang in LANGS}
        total = costs["ja"].total
        events: list[Event] = []
        for uid in (action.unit, *([action.weapon] if action.weapon else []), *action.supports):
            key, index = find(state, uid)
            if not state.zones[key][index].face_up:  # a card used in the open is shown to everyone
                events += rules.resolve(self.table, state, SA.Flip(seat, uid))
        key = f"{seat}.{CHIPS}"
        before = state.counters[key]
        state.counters[key] = before - total
        events.append(AttackDeclared(
            seat=seat, counter=seat != state.turn_player, unit=attack.unit, weapon=attack.weapon,
            supports=tuple(attack.supports), enemy_cards=tuple(attack.enemy_cards), uses=tuple(attack.optional_uses),
            total=total, before=before, after=state.counters[key], costs=costs,
        ))
        return events

    # --- what a seat sees -----------------------------------------------------------------------
    def view(self, state: SandboxState, seat: int | None) -> FertcgView:
        declarations = self.declarations(state) if seat == state.active and not state.over else ()
        return _fertcg_view(super().view(state, seat), declarations)

    def everything_view(self, state: SandboxState) -> FertcgView:
        return _fertcg_view(super().everything_view(state), ())

    def declarations(self, state: SandboxState) -> tuple[Declarable, ...]:
        """Every declaration the seat in control could make, with its cost and why it is refused (if so)."""
        seat = state.active
        enemy = tuple(p.uid for p in declare.enemy_cards(self.db, state, seat))
        found: list[Declarable] = []
        for action in declare.candidates(self.db, state, seat):
            if declare.shape_refusal(self.db, state, action) is not None:
                continue
            costs = {lang: declare.cost_of(self.db, state, action, lang) for lang in LANGS}
            found.append(Declarable(action, costs, enemy, declare.pool(state, seat), declare.refusal(self.db, state, action)))
        return tuple(found)


def _fertcg_view(base: SandboxView, declarations: tuple[Declarable, ...]) -> FertcgView:
    fields = {f.name: getattr(base, f.name) for f in dataclasses.fields(base)}
    return FertcgView(**fields, declarations=declarations)
