"""Who decides, what they may do, why not, and carrying it out: the dispatch over the rule modules."""

from __future__ import annotations

from engine.alchemic import actions as A
from engine.alchemic import battle, turn
from engine.alchemic.context import Ctx
from engine.alchemic.decisions import Kind, OverDetail, PickDetail, TurnDetail
from engine.core.game import Action, Decision
from engine.core.i18n import Msg, joined, msg

GAME_OVER = msg("alchemic.refusal.game_over")


def kind(ctx: Ctx) -> Kind:
    step = ctx.state.step
    if step == "over":
        return Kind.OVER
    if step == "mulligan":
        return Kind.MULLIGAN
    return Kind.BATTLE_PICK if ctx.state.battle is not None else Kind.TURN


def owing(ctx: Ctx) -> tuple[int, ...]:
    """The seats that owe an action now, in the order the UI collects them (CORE_API.md)."""
    k = kind(ctx)
    if k is Kind.OVER:
        return ()
    if k is Kind.MULLIGAN:
        assert ctx.state.mulligan_seat is not None
        return (ctx.state.mulligan_seat,)
    if k is Kind.BATTLE_PICK:
        return battle.waiting(ctx)
    return (ctx.state.turn_player,)


def decision(ctx: Ctx) -> Decision:
    """The seats that owe an action, the kind and its typed detail (CORE_API.md)."""
    state, k, seats = ctx.state, kind(ctx), owing(ctx)
    detail: OverDetail | PickDetail | TurnDetail | None = None
    if k is Kind.OVER:
        detail = OverDetail(state.winner, state.result)
    elif k is Kind.BATTLE_PICK:
        assert state.battle is not None
        detail = PickDetail(state.battle.attacker, 1 - state.battle.attacker, seats)
    elif k is Kind.TURN:
        f = state.flags
        detail = TurnDetail(state.turn, f.placed, f.event, f.ability)
    return Decision(seats, k, detail, simultaneous=k is Kind.BATTLE_PICK)


def candidates(ctx: Ctx, seat: int) -> list[Action]:
    k = kind(ctx)
    if seat not in owing(ctx):
        return []
    if k is Kind.MULLIGAN:
        return [A.Mulligan(seat), A.KeepHand(seat)]
    if k is Kind.BATTLE_PICK:
        return battle.candidates(ctx, seat)
    return turn.candidates(ctx, seat)


def check(ctx: Ctx, action: Action) -> Msg | None:
    """None when ``action`` is legal now, else the reason a player reads (ja/en)."""
    k = kind(ctx)
    if k is Kind.OVER:
        return GAME_OVER
    seats = owing(ctx)
    if getattr(action, "seat", None) not in seats:
        return msg("alchemic.refusal.not_your_decision", names=joined(ctx.state.seat_names[s] for s in seats))
    return _check_kind(ctx, action, k)


def _check_kind(ctx: Ctx, action: Action, k: Kind) -> Msg | None:
    """``check`` once the game is on and the action's seat owes a decision of kind ``k``."""
    if k is Kind.MULLIGAN:
        if isinstance(action, A.KeepHand):
            return None
        if isinstance(action, A.Mulligan):
            return None if turn.may_mulligan(ctx, action.seat) else msg("alchemic.refusal.no_mulligan")
        return msg("alchemic.refusal.mulligan_now")
    if k is Kind.BATTLE_PICK:
        if not isinstance(action, A.PickBattleCard):
            return msg("alchemic.refusal.pick_now")
        return battle.check_pick(ctx, action)
    fn = turn.CHECKS.get(type(action))
    if fn is None:
        return msg("alchemic.refusal.turn_now")
    return fn(ctx, action)


def is_legal(ctx: Ctx, action: Action) -> bool:
    """``action in legal_actions`` without building the list: legal, and one of the offered copies."""
    if check(ctx, action) is not None:
        return False
    card = getattr(action, "card", None)
    hand = ctx.player(action.seat).hand.cards
    return card is None or card not in hand or turn.first_copy(hand, card) and (
        not isinstance(action, A.PickBattleCard) or action in battle.candidates(ctx, action.seat))


def legal_actions(ctx: Ctx, seat: int | None = None) -> list[Action]:
    seats = owing(ctx)
    if not seats:
        return []
    seat = seats[0] if seat is None else seat
    k = kind(ctx)
    if k is Kind.BATTLE_PICK or seat not in seats:  # picks come from battle_options: legal by construction
        return candidates(ctx, seat)
    return [a for a in candidates(ctx, seat) if _check_kind(ctx, a, k) is None]


def resolve(ctx: Ctx, action: Action) -> None:
    if isinstance(action, A.Mulligan):
        turn.mulligan(ctx, action)
    elif isinstance(action, A.KeepHand):
        turn.keep_hand(ctx, action)
    elif isinstance(action, A.PickBattleCard):
        battle.pick(ctx, action)
    else:
        turn.DOERS[type(action)](ctx, action)
