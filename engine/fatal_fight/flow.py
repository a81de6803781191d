"""The declarative turn flow (design.md §11): the named steps of a round and of a stage clear,
each with its rule id and the step that follows. ``advance`` runs steps until someone must decide.

    stage_set (FF-R1) → enemy_entry (FF-R2) → gimmick (FF-R3) → refill (FF-R4)
    → action_phase (FF-R5: one hero turn at a time, waits for input) → enemy_phase (FF-R8)
    → round_end (FF-R10) → stage_set …
    boss KO (FF-R6c) → stage_clear (FF-W1, FF-W2, FF-W4) → next_stage (FF-W3) → briefing (FF-R0)
    → stage_set …
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engine.fatal_fight import stage_flow
from engine.fatal_fight.context import Ctx
from engine.fatal_fight.enemy_phase import enemy_phase
from engine.fatal_fight.turn import next_hero


@dataclass(frozen=True)
class Step:
    rule: str
    run: Callable[[Ctx], bool | None]  # True: stay on this step (it is waiting for a hero)
    next: str


STEPS: dict[str, Step] = {
    "stage_set": Step("FF-R1", stage_flow.stage_set, "enemy_entry"),
    "enemy_entry": Step("FF-R2", stage_flow.enemy_entry, "gimmick"),
    "gimmick": Step("FF-R3", stage_flow.round_gimmicks, "refill"),
    "refill": Step("FF-R4", stage_flow.refill, "action_phase"),
    "action_phase": Step("FF-R5", next_hero, "enemy_phase"),
    "enemy_phase": Step("FF-R8", enemy_phase, "round_end"),
    "round_end": Step("FF-R10", stage_flow.round_end, "stage_set"),
    "stage_clear": Step("FF-W1", stage_flow.stage_clear, "next_stage"),
    "next_stage": Step("FF-W3", stage_flow.next_stage, "briefing"),
    "briefing": Step("FF-R0", stage_flow.briefing, "stage_set"),
}


def advance(ctx: Ctx) -> None:
    """Run steps while nobody has to decide: no result, no pending decision, no hero's turn."""
    state = ctx.state
    while not state.result and not state.pending and state.turn is None:
        name = state.step
        step = STEPS[name]
        state.step = step.next
        if step.run(ctx):
            state.step = name
