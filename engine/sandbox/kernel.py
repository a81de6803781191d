"""A sandbox table's kernel (design.md §18): its check → resolve table, who decides, its flow.

Every table has the hand moves (``sandbox.rules`` checks them, ``sandbox.moves`` carries them
out); a game declares what its source adds (``TableRules``): its own actions, hand moves its
rules change, what happens as a turn begins, what holds after every action, and a decision its
rules may make a seat owe before the table goes on (だんのこまち's order of reductions, DA-R2).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from functools import lru_cache, partial
from typing import Any

from engine.core.i18n.catalog import Words
from engine.core.kernel.dispatch import Dispatch, Rule
from engine.core.kernel.game import Action, Decision
from engine.core.kernel.reducer import Kernel
from engine.sandbox import moves, rules
from engine.sandbox.actions import SANDBOX_ACTIONS
from engine.sandbox.context import OVER as OVER_STEP
from engine.sandbox.context import TableCtx
from engine.sandbox.flow import table_flow

Candidates = Callable[[TableCtx], list[Action]]


class SandboxKind(StrEnum):
    TABLE = "table"  # the seat in control moves cards by hand
    OVER = "over"  # the players ended the game: nobody owes anything


@dataclass(frozen=True)
class TableDetail:
    turn_player: int


def hand_move(kind: type[Action]) -> Rule[TableCtx]:
    """The rule of a hand move: ``sandbox.rules``'s check, ``sandbox.moves``'s doer."""
    check_one, do_one = rules.CHECKS[kind], moves.DOERS[kind]

    def do(ctx: TableCtx, action: Action) -> None:
        for event in do_one(ctx.rules, ctx.state, action):
            ctx.emit(event)

    return Rule(check_one, do)


HAND_MOVES: dict[type[Action], Rule[TableCtx]] = {kind: hand_move(kind) for kind in SANDBOX_ACTIONS}


def _no_candidates(ctx: TableCtx) -> list[Action]:
    return []


def _nothing(ctx: TableCtx) -> None:
    """A bare table does nothing as a turn begins."""


@dataclass(frozen=True)
class Wait:
    """A decision a game's rules make one seat owe before the table goes on: ``decide`` says
    whether one is open now; while it is, only ``rules`` are accepted (each from ``candidates``),
    anything else is refused with ``refusal`` (it names who decides)."""

    kind: StrEnum
    decide: Callable[[TableCtx], Decision | None]
    rules: Mapping[type[Action], Rule[TableCtx]]
    candidates: Candidates
    refusal: Callable[[TableCtx], Words]


@dataclass(frozen=True)
class TableRules:
    """What a game on a sandbox table adds to the hand moves (the subclass's ``table_rules``)."""

    own: Mapping[type[Action], Rule[TableCtx]] = field(default_factory=dict)  # its own actions
    hand: Mapping[type[Action], Rule[TableCtx]] = field(default_factory=dict)  # hand moves it changes
    candidates: Candidates = _no_candidates  # its own actions the seat in control could try now
    turn_start: Callable[[TableCtx], None] = _nothing  # as each turn begins
    turn_start_rule: str = ""  # the rule id ``turn_start`` carries out
    settle: Callable[[TableCtx], None] | None = None  # what holds after every action, before the flow runs on
    wait: Wait | None = None


NOT_SANDBOX = rules.NOT_SANDBOX


def decide(ctx: TableCtx, table_rules: TableRules) -> Decision:
    """The game's open decision if any, else the seat in control (nobody once the game is over)."""
    if table_rules.wait is not None:
        waiting = table_rules.wait.decide(ctx)
        if waiting is not None:
            return waiting
    return _table_decision(ctx)


def _table_decision(ctx: TableCtx) -> Decision:
    """The seat in control decides; nobody once the game is over (``decide`` of a game that opens no decision of its own)."""
    state = ctx.state
    if state.step == OVER_STEP:  # ``ctx.over``, asked at every step
        return OVER
    return _in_control(state.active, state.turn_player)


OVER = Decision((), SandboxKind.OVER)


@lru_cache(maxsize=64)
def _in_control(active: int, turn_player: int) -> Decision:
    """The seat in control decides; a Decision is frozen, so one per (seat, turn player) serves every step."""
    return Decision((active,), SandboxKind.TABLE, TableDetail(turn_player))


def table_kernel(table_rules: TableRules, action_types: tuple[type[Action], ...]) -> Kernel[TableCtx]:
    """The kernel of a table whose game declares ``table_rules`` and accepts ``action_types``."""
    tables: dict[StrEnum, Mapping[type[Action], Rule[TableCtx]]] = {
        SandboxKind.TABLE: {**HAND_MOVES, **table_rules.hand, **table_rules.own}, SandboxKind.OVER: {},
    }
    wait = table_rules.wait
    if wait is not None:
        refused = Rule[TableCtx](lambda ctx, a: wait.refusal(ctx), _never)
        tables[wait.kind] = {**{kind: refused for kind in action_types}, **wait.rules}

    def not_yours(ctx: TableCtx, decision: Decision) -> Words:
        return wait.refusal(ctx) if wait is not None and decision.kind == wait.kind else rules.NOT_IN_CONTROL

    dispatch = Dispatch[TableCtx, Any](tables, lambda kind: NOT_SANDBOX, not_yours, rules.GAME_OVER)
    flow = table_flow(table_rules.turn_start, table_rules.turn_start_rule)
    decider = _table_decision if wait is None else partial(decide, table_rules=table_rules)
    return Kernel[TableCtx](dispatch, decider, flow, table_rules.settle)


def legal_actions(kernel: Kernel[TableCtx], table_rules: TableRules, ctx: TableCtx, seat: int | None) -> list[Action]:
    """What ``seat`` (default: the one who owes) may do now, from every candidate the table's check passes."""
    decision = kernel.decide(ctx)
    if not decision.seats or (seat is not None and seat not in decision.seats):
        return []
    if table_rules.wait is not None and decision.kind == table_rules.wait.kind:
        found = table_rules.wait.candidates(ctx)
    else:
        found = rules.candidates(ctx.rules, ctx.state) + table_rules.candidates(ctx)
    return kernel.dispatch.legal(ctx, decision, found)


def _never(ctx: TableCtx, action: Action) -> None:
    raise AssertionError(f"{type(action).__name__} passed a check that always refuses")

