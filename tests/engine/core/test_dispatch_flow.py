"""The shared rules machinery (issue #9): the check → resolve dispatch and the step flow with
phases, on a tiny counting game of their own (core names no game)."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

import pytest

from engine.core.i18n.text import Text
from engine.core.kernel.dispatch import GAME_OVER, Dispatch, Rule, rules_of
from engine.core.kernel.flow import Flow, Phase, Step
from engine.core.kernel.game import Action, Decision


class Kind(StrEnum):
    ADD = "add"
    OVER = "over"


@dataclass(frozen=True)
class Add(Action):
    amount: int


@dataclass(frozen=True)
class Shout(Action):
    pass


@dataclass
class Counter:
    step: str = "deal"
    total: int = 0
    waiting: bool = False
    trace: list[str] = field(default_factory=list)


@dataclass
class Ctx:
    state: Counter
    events: list[Any] = field(default_factory=list)


def check_add(ctx: Ctx, a: Add) -> Text | None:
    return None if 1 <= a.amount <= 3 else Text("Add 1 to 3.", "1〜3を足してください。")


def do_add(ctx: Ctx, a: Add) -> None:
    ctx.state.total += a.amount


DISPATCH: Dispatch[Ctx, Kind] = Dispatch(
    {Kind.ADD: rules_of({Add: check_add}, {Add: do_add})},
    not_now=lambda kind: Text(f"Not now ({kind}).", f"今はできません（{kind}）。"),
    not_yours=lambda ctx, d: Text(f"Seat {d.seat} decides.", f"{d.seat}番の席が決めます。"),
)
ADDING = Decision((0,), Kind.ADD)


def test_dispatch_checks_by_decision_seat_and_action_type() -> None:
    ctx = Ctx(Counter())
    assert DISPATCH.check(ctx, ADDING, Add(0, 2)) is None
    assert DISPATCH.check(ctx, ADDING, Add(0, 9)) == Text("Add 1 to 3.", "1〜3を足してください。")
    assert str(DISPATCH.check(ctx, ADDING, Add(1, 2))) == "Seat 0 decides."
    assert str(DISPATCH.check(ctx, ADDING, Shout(0))) == "Not now (add)."
    assert DISPATCH.check(ctx, Decision((), Kind.OVER), Add(0, 1)) is GAME_OVER


def test_dispatch_lists_the_candidates_that_pass_and_resolves() -> None:
    ctx = Ctx(Counter())
    candidates = [Add(0, n) for n in range(5)] + [Shout(0)]
    assert DISPATCH.legal(ctx, ADDING, candidates) == [Add(0, 1), Add(0, 2), Add(0, 3)]
    DISPATCH.resolve(ctx, ADDING, Add(0, 3))
    assert ctx.state.total == 3


def test_a_table_needs_a_doer_for_every_check() -> None:
    with pytest.raises(ValueError, match="Shout"):
        rules_of({Add: check_add, Shout: lambda ctx, a: None}, {Add: do_add})
    assert Rule(check_add, do_add).check(Ctx(Counter()), Add(0, 1)) is None


def _mark(name: str) -> Any:
    def run(ctx: Ctx) -> None:
        ctx.state.trace.append(name)
    return run


def _wait(ctx: Ctx) -> bool:
    """The play step waits for a seat until something was added."""
    ctx.state.trace.append("play")
    ctx.state.waiting = ctx.state.total == 0
    return ctx.state.waiting


FLOW: Flow[Ctx] = Flow(
    {
        "deal": Step("T-1", _mark("deal"), "play", "round"),
        "play": Step("T-2", _wait, "score", "round"),
        "score": Step("T-3", _mark("score"), "tidy", "end"),
        "tidy": Step("T-4", _mark("tidy"), "deal", "end"),
    },
    waiting=lambda ctx: ctx.state.waiting or len(ctx.state.trace) > 12,
    phases=(Phase("round", "T-R", enter=_mark("enter round"), exit=_mark("exit round")),
            Phase("end", "T-E", exit=_mark("exit end"))),
)


def test_advance_runs_steps_until_someone_decides_crossing_phases() -> None:
    ctx = Ctx(Counter())
    FLOW.advance(ctx)
    assert ctx.state.trace == ["deal", "play"] and ctx.state.step == "play" and FLOW.rule("play") == "T-2"
    ctx.state.total, ctx.state.waiting = 2, False  # the seat decided; the play step lets the flow on
    ctx.state.trace.clear()
    FLOW.advance(ctx)
    assert ctx.state.trace[:7] == ["play", "exit round", "score", "tidy", "exit end", "enter round", "deal"]


def test_a_flow_refuses_a_step_table_that_leads_nowhere() -> None:
    with pytest.raises(ValueError, match="unknown steps"):
        Flow({"a": Step("X", _mark("a"), "b")}, waiting=lambda ctx: True)
    with pytest.raises(ValueError, match="unknown phases"):
        Flow({"a": Step("X", _mark("a"), "a", "nowhere")}, waiting=lambda ctx: True)
