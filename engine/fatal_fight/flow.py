"""The declarative turn flow (design.md §11): the named steps of a round and of a stage clear,
each with its rule id and the step that follows. ``advance`` runs steps until someone must decide.

    stage_set (FF-R1) → enemy_entry (FF-R2) → gimmick (FF-R3) → refill (FF-R4)
    → action_phase (FF-R5: one hero turn at a time, waits for input) → enemy_phase (FF-R8)
    → round_end (FF-R10) → stage_set …
    boss KO (FF-R6c) → stage_clear (FF-W1, FF-W2, FF-W4) → next_stage (FF-W3) → briefing (FF-R0)
    → stage_set …
"""

from __future__ import annotations

from enum import StrEnum

from engine.core.kernel.flow import Flow, Phase, Step
from engine.fatal_fight import stage_flow
from engine.fatal_fight.context import Ctx
from engine.fatal_fight.enemy_phase import enemy_phase
from engine.fatal_fight.turn import next_hero


class FFPhase(StrEnum):
    ROUND = "round"  # FF-R1–FF-R10
    STAGE_CLEAR = "stage_clear"  # FF-W1–FF-W4, FF-R0


class FFStep(StrEnum):
    """The steps; ``state.step`` holds one (as its plain string value, so saves read the same)."""

    STAGE_SET = "stage_set"
    ENEMY_ENTRY = "enemy_entry"
    GIMMICK = "gimmick"
    REFILL = "refill"
    ACTION_PHASE = "action_phase"
    ENEMY_PHASE = "enemy_phase"
    ROUND_END = "round_end"
    STAGE_CLEAR = "stage_clear"
    NEXT_STAGE = "next_stage"
    BRIEFING = "briefing"


S, P = FFStep, FFPhase
STEPS: dict[str, Step[Ctx]] = {
    S.STAGE_SET: Step("FF-R1", stage_flow.stage_set, S.ENEMY_ENTRY, P.ROUND),
    S.ENEMY_ENTRY: Step("FF-R2", stage_flow.enemy_entry, S.GIMMICK, P.ROUND),
    S.GIMMICK: Step("FF-R3", stage_flow.round_gimmicks, S.REFILL, P.ROUND),
    S.REFILL: Step("FF-R4", stage_flow.refill, S.ACTION_PHASE, P.ROUND),
    S.ACTION_PHASE: Step("FF-R5", next_hero, S.ENEMY_PHASE, P.ROUND),
    S.ENEMY_PHASE: Step("FF-R8", enemy_phase, S.ROUND_END, P.ROUND),
    S.ROUND_END: Step("FF-R10", stage_flow.round_end, S.STAGE_SET, P.ROUND),
    S.STAGE_CLEAR: Step("FF-W1", stage_flow.stage_clear, S.NEXT_STAGE, P.STAGE_CLEAR),
    S.NEXT_STAGE: Step("FF-W3", stage_flow.next_stage, S.BRIEFING, P.STAGE_CLEAR),
    S.BRIEFING: Step("FF-R0", stage_flow.briefing, S.STAGE_SET, P.STAGE_CLEAR),
}
PHASES = (Phase[Ctx](P.ROUND, "FF-R1–FF-R10"), Phase[Ctx](P.STAGE_CLEAR, "FF-W1–FF-W4, FF-R0"))


def someone_decides(ctx: Ctx) -> bool:
    """The flow waits: the campaign is decided, a decision is pending, or a hero has the turn."""
    state = ctx.state
    return bool(state.result or state.pending) or state.turn is not None


FLOW = Flow(STEPS, someone_decides, PHASES)
advance = FLOW.advance
