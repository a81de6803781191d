"""Who decides, what they may do, why not, carrying it out, and the timeout defaults (MS-C9)."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from engine.core.i18n.catalog import Msg, joined, msg
from engine.core.kernel.dispatch import Dispatch, Rule
from engine.core.kernel.game import Action, Decision
from engine.core.kernel.reducer import Kernel
from engine.mysaga import actions as A
from engine.mysaga import charge as charges
from engine.mysaga import events as E
from engine.mysaga import flow
from engine.mysaga.actions import Kind
from engine.mysaga.context import Ctx
from engine.mysaga.state import MySagaState, order_from
from engine.mysaga.steps import MsPhase

KIND_IDS = {  # what the owing seats are deciding, as a refusal says it
    Kind.PRE_ROUND: "mysaga.kind.pre_round",
    Kind.PICK: "mysaga.kind.pick",
    Kind.CHARGE: "mysaga.kind.charge",
}


# enum members read once: looking one up on its class costs more than the comparison it is for
CHARGE, PICK, PRE_ROUND, OVER = Kind.CHARGE, Kind.PICK, Kind.PRE_ROUND, Kind.OVER
CHARGE_PHASE, PICK_PHASE, PRE_ROUND_PHASE = MsPhase.CHARGE, MsPhase.PICK, MsPhase.PRE_ROUND
PickCard, PlayPreRound, card_actions = A.PickCard, A.PlayPreRound, A.card_actions
PICKS, PRE_ROUND_PLAYS = A.CARD_ACTIONS[PickCard], A.CARD_ACTIONS[PlayPreRound]
WAIT, ESCAPE, FULL_CHARGE, DOUBLE_CHARGE, HYPER_CHARGE = A.Wait, A.Escape, A.FullCharge, A.DoubleCharge, A.HyperCharge


def owing(state: MySagaState) -> tuple[Kind, tuple[int, ...]]:
    """The decision kind and the seats that owe it, in the order a UI collects them."""
    phase = state.phase
    if phase == CHARGE_PHASE:
        assert state.betting.turn is not None
        return CHARGE, (state.betting.turn,)
    if phase == PICK_PHASE:
        row, seats = state.fields[state.round], state.seats
        return PICK, tuple([s for s in order_from(len(seats), state.flag) if row[s] is None and not seats[s].escaped])
    if phase == PRE_ROUND_PHASE:
        assert state.pre_turn is not None
        return PRE_ROUND, (state.pre_turn,)
    return OVER, ()


def decision(state: MySagaState) -> Decision:
    """Who owes what now; a pick is simultaneous (each seat's card hidden until the reveal)."""
    kind, seats = owing(state)
    detail: object
    if kind is Kind.CHARGE:
        b = state.betting
        detail = A.ChargeDetail(state.game_no, state.round, b.level, state.pool, charges.charge_amount(b))
    elif kind is Kind.OVER:
        detail = A.OverDetail(tuple(state.set_winners))
    else:
        detail = A.RoundDetail(state.game_no, state.round)
    return Decision(seats, kind, detail, simultaneous=kind is Kind.PICK)


def legal_actions(state: MySagaState, seat: int | None = None) -> list[Action]:
    """``seat``'s legal actions (default: the first owing seat); [] when it owes nothing.

    The first owing seat is found without listing every owing seat (``owing``): this runs at
    every decision of every bot."""
    if seat is not None:
        kind, owing_seats = owing(state)
        if seat not in owing_seats:
            return []
        if kind is CHARGE:
            return charges.legal(state, seat)
        return _cards(card_actions(PlayPreRound if kind is PRE_ROUND else PickCard, seat), state.seats[seat].hand)
    phase = state.phase
    if phase == CHARGE_PHASE:
        seat = state.betting.turn
        assert seat is not None
        return charges.legal(state, seat)
    if phase == PICK_PHASE:
        row, seats = state.fields[state.round], state.seats
        for s in order_from(len(seats), state.flag):
            if row[s] is None and not seats[s].escaped:
                return _cards(PICKS[s], seats[s].hand)
        return []
    if phase == PRE_ROUND_PHASE:
        seat = state.pre_turn
        assert seat is not None
        return _cards(PRE_ROUND_PLAYS[seat], state.seats[seat].hand)
    return []


def _cards(mine: dict[int, A.PlayPreRound | A.PickCard], hand: list[int]) -> list[Action]:
    """One card action per hand card, in hand order (a loop: a comprehension costs more for three)."""
    legal: list[Action] = []
    for slot in hand:
        legal.append(mine[slot])
    return legal


def listing(ctx: Ctx, seat: int | None) -> list[Action]:
    """``legal_actions`` on a rules context (``Kernel.legal``: the bots' listing)."""
    return legal_actions(ctx.state, seat)


def _not_yours(ctx: Ctx, d: Decision) -> Msg:
    return msg("mysaga.refuse.not_yours", names=joined(ctx.state.seat_names[s] for s in d.seats),
               kind=msg(KIND_IDS[Kind(d.kind)]))


def _not_now(kind: Kind) -> Msg:
    return msg("mysaga.refuse.not_now", kind=msg(KIND_IDS[kind]))


def _check_card(ctx: Ctx, action: A.PlayPreRound | A.PickCard) -> Msg | None:
    """MS-G2/G3: a card of the seat's hand."""
    return None if action.slot in ctx.state.seats[action.seat].hand else msg("mysaga.refuse.not_in_hand")


def _check_charge(ctx: Ctx, action: Action) -> Msg | None:
    """MS-C1–C7: one of the charge actions open to the seat now, else why not."""
    return None if charges.allows(ctx.state, action) else _charge_refusal(ctx, action)


def _charge_refusal(ctx: Ctx, action: Action) -> Msg:
    state, seat = ctx.state, action.seat
    b = state.betting
    name = A.charge_name(type(action))
    if isinstance(action, (A.Wait, A.Charge)) and b.level > 0:
        return msg("mysaga.refuse.before_charges", action=name)
    if isinstance(action, A.Charge):
        return msg("mysaga.refuse.charge_zero")
    if isinstance(action, A.DoubleCharge) and b.double_used:
        return msg("mysaga.refuse.double_used")
    if isinstance(action, A.HyperCharge) and b.hyper_used:
        return msg("mysaga.refuse.hyper_used")
    if isinstance(action, (A.DoubleCharge, A.HyperCharge, A.EqualCharge)) and b.level <= b.paid[seat]:
        return msg("mysaga.refuse.after_charge", action=name)
    if isinstance(action, A.FullCharge):
        if charges.card_kp(state, seat) == 0:
            return msg("mysaga.refuse.no_kp")
        return msg("mysaga.refuse.full_only_short")
    return msg("mysaga.refuse.too_dear", action=name, need=charges.cost(state, action),
               kp=charges.card_kp(state, seat))


def resolve_charge(ctx: Ctx, action: Action) -> None:
    """MS-C1–C8 on the round's betting; then the next seat or the reveal. (By exact type: the
    dispatch table brings only the charge types here. What is paid is ``charges.cost``.)"""
    state = ctx.state
    seat, kind = action.seat, type(action)
    b = state.betting
    play = state.fields[state.round][seat]
    assert play is not None
    if kind is WAIT or kind is ESCAPE:
        paid = 0
        if kind is ESCAPE:
            state.seats[seat].escaped = True
    elif kind is FULL_CHARGE:
        paid = state.seats[seat].deck[play.slot].kp
        b.full[seat] = True
        b.level = b.paid[seat] + paid  # MS-C6: the reference from now on
    else:
        total = charges.target_total(state, seat, kind)
        paid = 0 if total is None else total - b.paid[seat]
        b.level = b.paid[seat] + paid
        if kind is DOUBLE_CHARGE:
            b.double_used, b.double_to = True, b.level
        elif kind is HYPER_CHARGE:
            b.hyper_used = True
    if paid:
        flow.pay(ctx, play, paid)
        b.paid[seat] += paid
    b.acted[seat] = True
    ctx.emit(E.Charged(seat, kind.__name__, paid, b.paid[seat], b.level, state.pool))
    flow.after_charge(ctx, seat)


DISPATCH: Dispatch[Ctx, Kind] = Dispatch(
    {Kind.PRE_ROUND: {A.PlayPreRound: Rule(_check_card, flow.play_pre_round)},
     Kind.PICK: {A.PickCard: Rule(_check_card, flow.pick)},
     Kind.CHARGE: {kind: Rule(_check_charge, resolve_charge) for kind in A.CHARGE_TYPES},
     Kind.OVER: {}},
    _not_now, _not_yours, msg("mysaga.refuse.over"),
)


def _decide(ctx: Ctx) -> Decision:
    """Who owes what, as the kernel asks it before each action: the seats and the kind (all its
    check and resolve read), without the detail ``decision`` adds for screens."""
    return _bare_decision(*owing(ctx.state))


@cache
def _bare_decision(kind: Kind, seats: tuple[int, ...]) -> Decision:
    return Decision(seats, kind, simultaneous=kind is PICK)


KERNEL = Kernel[Ctx](DISPATCH, _decide, flow.FLOW, legal=listing)


def timeout_action(ctx: Ctx, seat: int) -> Action | None:
    """MS-C9 for ``seat`` now; None when it owes nothing."""
    legal = legal_actions(ctx.state, seat)
    if not legal:
        return None
    deck = ctx.state.seats[seat].deck
    return default_choice(legal, ctx.state.seats[seat].hand, lambda slot: ctx.cards.card(deck[slot].card).number)


def default_choice(legal: list[Action], hand: list[int], number_of: Callable[[int], int]) -> Action:
    """MS-C9: a card pick → the lowest-number card in hand, leftmost on ties; a charge → Wait if
    allowed, else Escape if allowed, else Equal, else Full. Shared by the timer and the bot that
    takes over a seat (which knows the same from its view)."""
    if isinstance(legal[0], (A.PlayPreRound, A.PickCard)):
        slot = min(hand, key=number_of)  # min keeps the first (leftmost) of equal numbers
        return next(a for a in legal if a.slot == slot)  # type: ignore[attr-defined]
    for kind in (A.Wait, A.Escape, A.EqualCharge, A.FullCharge):
        for option in legal:
            if isinstance(option, kind):
                return option
    return legal[0]
