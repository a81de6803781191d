"""Who decides, what they may do, why not, and carrying it out: the dispatch over the rule modules."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core.game import Action, Decision
from engine.fatal_fight import attack, decisions, turn
from engine.fatal_fight.context import Ctx
from engine.fatal_fight.flow import advance
from engine.fatal_fight.state import FatalFightState

KIND_TEXT = {
    "turn": "it is a turn: move, play cards, attack or end the turn",
    "attack": "an attack is being built: add to it, offer co-op, confirm or cancel",
    "coop": "a co-op offer waits for an answer",
    "carry": "too many items are carried: use or drop one",
    "reward": "choose a status-up item or the gold",
    "down_bonus": "choose +1 max hand or +1 action",
    "briefing": "it is the briefing: buy arts, remove status cards or finish",
}


def is_over(state: FatalFightState) -> bool:
    """Nobody decides: the campaign is decided, or (never after ``advance``) nothing waits."""
    return bool(state.result) or (not state.pending and state.attack is None and state.turn is None)


def decision(ctx: Ctx) -> Decision:
    state = ctx.state
    if is_over(state):
        return Decision(None, "over", {"result": state.result})
    if state.pending:
        pending = state.pending[0]
        detail: dict[str, object] = {}
        if pending.kind == "coop" and state.attack is not None:
            detail = {"attacker": state.attack.seat, "entry": state.attack.entry}
        return Decision(pending.seat, pending.kind, detail)
    if state.attack is not None:
        return Decision(state.attack.seat, "attack", {"entry": state.attack.entry})
    assert state.turn is not None
    return Decision(state.turn, "turn", {"actions": state.actions, "move_points": state.move_points})


Table = dict[type[Action], Callable[[Ctx, Any], Any]]


def _table(kind: str) -> tuple[Table, Table]:
    """The (checks, doers) of the turn or the attack builder, by action type."""
    if kind == "turn":
        return turn.CHECKS, turn.DOERS
    return attack.CHECKS, attack.DOERS


def candidates(ctx: Ctx, d: Decision) -> list[Action]:
    assert d.seat is not None
    if d.kind == "turn":
        return turn.candidates(ctx, d.seat)
    if d.kind == "attack":
        return attack.candidates(ctx, d.seat)
    return decisions.candidates(ctx, d.kind, d.seat)


def check(ctx: Ctx, action: Action, d: Decision | None = None) -> str | None:
    """None when ``action`` is legal now, else the reason a player reads."""
    d = d or decision(ctx)
    if d.seat is None:
        return "The game is over."
    if getattr(action, "seat", None) != d.seat:
        hero = ctx.state.heroes[d.seat]
        return f"It is {hero.player} ({hero.character})'s decision now: {KIND_TEXT[d.kind]}."
    if d.kind in ("turn", "attack"):
        fn = _table(d.kind)[0].get(type(action))
        return f"Not now: {KIND_TEXT[d.kind]}." if fn is None else fn(ctx, action)
    if type(action) not in decisions.KINDS[d.kind]:
        return f"Not now: {KIND_TEXT[d.kind]}."
    return decisions.check(ctx, action)


def legal_actions(ctx: Ctx) -> list[Action]:
    d = decision(ctx)
    if d.seat is None:
        return []
    if d.kind == "turn":
        return turn.legal(ctx, d.seat)
    if d.kind == "attack":
        checks = _table(d.kind)[0]
        return [a for a in candidates(ctx, d) if checks[type(a)](ctx, a) is None]
    return [a for a in candidates(ctx, d) if decisions.check(ctx, a) is None]


def resolve(ctx: Ctx, action: Action, d: Decision | None = None) -> None:
    """Carry out a legal action, end the turn of a hero who went down, then run the flow on."""
    d = d or decision(ctx)
    if d.kind in ("turn", "attack"):
        _table(d.kind)[1][type(action)](ctx, action)
    else:
        decisions.resolve(ctx, action)
    state = ctx.state
    if state.turn is not None and state.heroes[state.turn].down and not state.result:
        turn.finish_turn(ctx)
    advance(ctx)
