"""A sandbox table's turns as a step table (design.md §11, ``engine.core.kernel.flow``):

    turn_start (the game's rule as a turn begins: だんのこまち's DA-K2) → main (the seat in control
    moves cards and declares, until the turn player ends the turn) → turn_end (the turn marker
    passes to the next seat, who takes control) → turn_start …; ``EndGame`` → over.

``EndTurn`` and ``EndGame`` only move the flow on (``sandbox.moves``); the flow then runs until
the table waits for the seat in control again.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.core.kernel.flow import Flow, Phase, Step
from engine.sandbox import events as E
from engine.sandbox.context import TableCtx
from engine.sandbox.steps import TablePhase, TableStep


def end_turn(ctx: TableCtx) -> None:
    """The turn marker passes to the next seat, which takes control; a pile looked through is put back."""
    state = ctx.state
    ending = state.turn_player
    state.peeking.clear()
    state.turn_player = (state.turn_player + 1) % len(state.seat_names)
    state.active = state.turn_player
    state.turn += 1
    ctx.emit(E.TurnEnded(ending, state.turn_player, state.turn))


def waits(ctx: TableCtx) -> bool:
    """The table waits for the seat in control (its turn's main step), or for nobody (over)."""
    return True


WAITING_STEPS = (TableStep.MAIN, TableStep.OVER)  # read once: an enum member is slow to look up (3.11)


def table_waiting(ctx: TableCtx) -> bool:
    return ctx.state.step in WAITING_STEPS


def table_flow(turn_start: Callable[[TableCtx], None], rule: str = "") -> Flow[TableCtx]:
    """The step table with ``turn_start`` (carrying out rule id ``rule``) as each turn begins."""
    S = TableStep
    steps: dict[str, Step[TableCtx]] = {
        S.TURN_START: Step(rule, turn_start, S.MAIN, TablePhase.TURNS),
        S.MAIN: Step("", waits, S.TURN_END, TablePhase.TURNS),
        S.TURN_END: Step("", end_turn, S.TURN_START, TablePhase.TURNS),
        S.OVER: Step("", waits, S.OVER, TablePhase.TURNS),
    }
    return Flow[TableCtx](steps, table_waiting, (Phase[TableCtx](TablePhase.TURNS),))
