"""``Dannocomachi``: the sandbox table where effects run through the timeline (rules/dannocomachi-effects.md).

Players play by hand (the rest of the game is not in the source); the engine automates every
effect the source defines (``dannocomachi.rules``): damage with replacement → reduction →
nullification (DA-L), shields and "next damage" effects (DA-R3/R4), ailments and their end
(DA-K2), transform, swap, revive (DA-O).
"""

from __future__ import annotations

import dataclasses

from engine.core.i18n.catalog import msg
from engine.dannocomachi.actions import DANNO_ACTIONS
from engine.dannocomachi.rules import DANNO_RULES, danno
from engine.dannocomachi.schema import SPEC, TABLE_NEEDS
from engine.dannocomachi.state import DannoState
from engine.dannocomachi.view import DannoView, characters, pending_view
from engine.sandbox.actions import SANDBOX_ACTIONS
from engine.sandbox.game import SandboxGame
from engine.sandbox.state import SandboxState
from engine.sandbox.view import SandboxView


class Dannocomachi(SandboxGame):
    id = "dannocomachi"
    title = msg("games.dannocomachi.title")
    state_type = DannoState
    action_types = SANDBOX_ACTIONS + DANNO_ACTIONS
    spec = SPEC
    table_needs = TABLE_NEEDS
    table_rules = DANNO_RULES

    def view(self, state: SandboxState, seat: int | None) -> DannoView:
        return self._danno_view(state, super().view(state, seat))

    def everything_view(self, state: SandboxState) -> DannoView:
        return self._danno_view(state, super().everything_view(state), everything=True)

    def _danno_view(self, state: SandboxState, base: SandboxView, everything: bool = False) -> DannoView:
        assert isinstance(state, DannoState)
        fields = {f.name: getattr(base, f.name) for f in dataclasses.fields(base)}
        shown = characters(danno(self.context(state)), base.seat, everything)
        return DannoView(**fields, characters=shown, pending=pending_view(state))
