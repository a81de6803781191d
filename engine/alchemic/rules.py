"""Who decides, what they may do, why not, and carrying it out: the check → resolve table per
decision kind over the rule modules, declared as Alchemic's kernel (``KERNEL``: ``Game.apply`` runs it)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.alchemic import actions as A
from engine.alchemic import battle, turn
from engine.alchemic.context import Ctx
from engine.alchemic.decisions import Kind, OverDetail, PickDetail, TurnDetail
from engine.alchemic.flow import FLOW
from engine.alchemic.table import battle_options
from engine.core.i18n.catalog import Msg, Words, joined, msg
from engine.core.kernel.dispatch import Dispatch, Rule
from engine.core.kernel.game import Action, Decision
from engine.core.kernel.reducer import Kernel

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


def _not_yours(ctx: Ctx, decision: Decision) -> Msg:
    return msg("alchemic.refusal.not_your_decision", names=joined(ctx.state.seat_names[s] for s in decision.seats))


NOT_NOW = {Kind.MULLIGAN: msg("alchemic.refusal.mulligan_now"), Kind.BATTLE_PICK: msg("alchemic.refusal.pick_now"),
           Kind.TURN: msg("alchemic.refusal.turn_now")}
UNLISTED_COPY = msg("alchemic.refusal.unlisted_copy")


def _listed(ctx: Ctx, action: Action) -> bool:
    """One of the offered choices: a card in hand is offered as its first copy (battle picks: as
    ``battle.candidates`` lists them)."""
    card = getattr(action, "card", None)
    hand = ctx.player(action.seat).hand.cards
    if card is None or card not in hand:
        return True
    if isinstance(action, A.PickBattleCard):
        return action in battle.candidates(ctx, action.seat)
    return turn.first_copy(hand, card)


def offered(check: Callable[[Ctx, Any], Msg | None]) -> Callable[[Ctx, Any], Msg | None]:
    """``check``, refusing too a copy of a card other than the one offered."""
    def checked(ctx: Ctx, action: Any) -> Msg | None:
        reason = check(ctx, action)
        return reason if reason is not None or _listed(ctx, action) else UNLISTED_COPY
    return checked


def _check_mulligan(ctx: Ctx, action: A.Mulligan) -> Msg | None:
    return None if turn.may_mulligan(ctx, action.seat) else msg("alchemic.refusal.no_mulligan")


DISPATCH: Dispatch[Ctx, Kind] = Dispatch(
    {Kind.MULLIGAN: {A.Mulligan: Rule(_check_mulligan, turn.mulligan), A.KeepHand: Rule(lambda ctx, a: None, turn.keep_hand)},
     Kind.BATTLE_PICK: {A.PickBattleCard: Rule(offered(battle.check_pick), battle.pick)},
     Kind.TURN: {kind: Rule(offered(turn.CHECKS[kind]), turn.DOERS[kind]) for kind in turn.CHECKS},
     Kind.OVER: {}},
    NOT_NOW.__getitem__, _not_yours, GAME_OVER,
)
KERNEL = Kernel[Ctx](DISPATCH, decision, FLOW)


def card_refusal(ctx: Ctx, seat: int, card: str) -> Words | None:
    """Why ``seat`` cannot use the hand card ``card`` now (None: it can), in the words of the check
    that refuses the action the card would be used for: placing a character (AC-T1), an event
    (AC-T2), a face-down pick (AC-B1); a battle card in the turn is for a battle, so declaring one
    is what refuses it (AC-T3)."""
    d = decision(ctx)
    if not d.seats:
        return GAME_OVER
    if seat not in d.seats:
        return _not_yours(ctx, d)
    if d.kind is Kind.MULLIGAN:
        return NOT_NOW[Kind.MULLIGAN]
    if d.kind is Kind.BATTLE_PICK:
        usable = any(c == card for c, _s, _r in battle_options(ctx, ctx.player(seat)))
        return None if usable else battle.unplayable_reason(ctx, seat, card)
    kind_of = ctx.cards.kind(card)
    if kind_of in ("main", "support"):
        action: Action = A.PlaceCharacter(seat, card)
    elif kind_of == "event":
        action = A.PlayEvent(seat, card)
    else:
        return turn.check_declare(ctx, A.DeclareBattle(seat)) or msg("alchemic.refusal.battle_card_in_turn")
    reason = DISPATCH.check(ctx, d, action)
    return None if reason is UNLISTED_COPY else reason  # a copy is used as the one offered


def legal_actions(ctx: Ctx, seat: int | None = None) -> list[Action]:
    seats = owing(ctx)
    if not seats:
        return []
    seat = seats[0] if seat is None else seat
    if seat not in seats:
        return []
    d = decision(ctx)
    if d.kind is Kind.BATTLE_PICK:  # picks come from battle_options: legal by construction
        return candidates(ctx, seat)
    return DISPATCH.legal(ctx, d, candidates(ctx, seat))
