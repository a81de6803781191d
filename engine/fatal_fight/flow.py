"""The declarative turn flow (design.md §11): the named steps of a round and of a stage clear,
each with its rule id and the step that follows. ``advance`` runs steps until someone must decide.

    stage_set (FF-R1) → enemy_entry (FF-R2) → gimmick (FF-R3) → refill (FF-R4)
    → action_phase (FF-R5: one hero turn at a time, waits for input) → enemy_phase (FF-R8)
    → round_end (FF-R10) → stage_set …
    boss KO (FF-R6c) → stage_clear (FF-W1, FF-W2, FF-W4) → next_stage (FF-W3) → briefing (FF-R0)
    → stage_set …
"""

from __future__ import annotations

from engine.core.flow import Flow, Phase, Step
from engine.fatal_fight import stage_flow
from engine.fatal_fight.context import Ctx
from engine.fatal_fight.enemy_phase import enemy_phase
from engine.fatal_fight.turn import next_hero

STEPS: dict[str, Step[Ctx]] = {
    "stage_set": Step("FF-R1", stage_flow.stage_set, "enemy_entry", "round"),
    "enemy_entry": Step("FF-R2", stage_flow.enemy_entry, "gimmick", "round"),
    "gimmick": Step("FF-R3", stage_flow.round_gimmicks, "refill", "round"),
    "refill": Step("FF-R4", stage_flow.refill, "action_phase", "round"),
    "action_phase": Step("FF-R5", next_hero, "enemy_phase", "round"),
    "enemy_phase": Step("FF-R8", enemy_phase, "round_end", "round"),
    "round_end": Step("FF-R10", stage_flow.round_end, "stage_set", "round"),
    "stage_clear": Step("FF-W1", stage_flow.stage_clear, "next_stage", "stage_clear"),
    "next_stage": Step("FF-W3", stage_flow.next_stage, "briefing", "stage_clear"),
    "briefing": Step("FF-R0", stage_flow.briefing, "stage_set", "stage_clear"),
}
PHASES = (Phase[Ctx]("round", "FF-R1–FF-R10"), Phase[Ctx]("stage_clear", "FF-W1–FF-W4, FF-R0"))


def someone_decides(ctx: Ctx) -> bool:
    """The flow waits: the campaign is decided, a decision is pending, or a hero has the turn."""
    state = ctx.state
    return bool(state.result or state.pending) or state.turn is not None


FLOW = Flow(STEPS, someone_decides, PHASES)
advance = FLOW.advance
