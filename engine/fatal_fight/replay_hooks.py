"""What a replay of a Fatal Fight campaign needs (issue #16): its rounds and, once over, everything.

Hands and face-down plays are open in Fatal Fight (issue #5 ruling); what stays hidden in
play is the order of the decks, above all the boss's face-down skill cards (FF-R8.1). The
view of everything names the boss's next skill whether or not two were revealed yet.
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.i18n.catalog import msg
from engine.core.kernel.game import RoundMark
from engine.fatal_fight.context import Ctx
from engine.fatal_fight.state import FatalFightState
from engine.fatal_fight.view import FatalFightView, make_view


def everything_view(ctx: Ctx) -> FatalFightView:
    """The onlooker's view with the boss's next face-down skill shown (FF-R8.1)."""
    skills = ctx.state.boss_skills
    return replace(make_view(ctx, None), boss_next_skill=skills[0] if skills else None)


def round_mark(state: FatalFightState) -> RoundMark | None:
    """FF-R rounds, counted within each stage (None before a stage's first round)."""
    if state.round < 1:
        return None
    return RoundMark((state.stage, state.round), msg("core.round.stage", stage=state.stage, round=state.round))
