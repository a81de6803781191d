"""The turn flow of a game (AC-S3, AC-T, AC-W1) as a step table (design.md §11, ``engine.core.kernel.flow``):

    mulligan (AC-S3: each seat that may, first player first) → turn_start (AC-T0: the draw)
    → turn (AC-T1–T3: the turn player's steps, a battle's face-down picks) → turn_end (AC-T4, AC-W1)
    → turn_start …, or over.

The actions only act (a card placed, a battle resolved, the turn ended: ``flags.ended``); the
flow then runs on until a seat owes a decision.
"""

from __future__ import annotations

from engine.alchemic.context import Ctx
from engine.alchemic.steps import MULLIGAN_STEP, OVER_STEP, TURN_STEP, AcPhase, AcStep
from engine.alchemic.turn import end_turn, start_turn
from engine.core.kernel.flow import Flow, Phase, Step


def mulligan(ctx: Ctx) -> bool:
    """AC-S3: waits while a seat is offered the mulligan."""
    return ctx.state.mulligan_seat is not None


def turn(ctx: Ctx) -> bool:
    """AC-T1–T3: waits until the turn is ended (by the player, or by its battle's result)."""
    return not ctx.state.flags.ended


def over(ctx: Ctx) -> bool:
    return True


S, P = AcStep, AcPhase
STEPS: dict[str, Step[Ctx]] = {
    S.MULLIGAN: Step("AC-S3", mulligan, S.TURN_START, P.SETUP),
    S.TURN_START: Step("AC-T0", start_turn, S.TURN, P.TURNS),
    S.TURN: Step("AC-T1", turn, S.TURN_END, P.TURNS),
    S.TURN_END: Step("AC-T4", end_turn, S.TURN_START, P.TURNS),  # AC-W1: a loser jumps to over
    S.OVER: Step("AC-W1", over, S.OVER, P.TURNS),
}
PHASES = (Phase[Ctx](P.SETUP, "AC-S"), Phase[Ctx](P.TURNS, "AC-T, AC-B, AC-W1"))


def someone_decides(ctx: Ctx) -> bool:
    state = ctx.state
    step = state.step
    if step == TURN_STEP:
        return not state.flags.ended
    if step == MULLIGAN_STEP:
        return state.mulligan_seat is not None
    return step == OVER_STEP


FLOW = Flow(STEPS, someone_decides, PHASES)
