"""Charge actions (MS-C1–C8): which are legal for a seat now, and what each costs.

Amounts are this round's totals ("charge to"): an action raises the seat's round total to a
new amount and pays the difference from the card played this round (MS-C8). Rulings where the
digest is silent: Equal pays up to the reference; Double/Hyper need someone to have charged
(Hyper = 2 × the round's Double, or 4 × the highest without one);
Charge is not offered when 50 % of the pool is 0; a card with no KP cannot Full Charge.
"""

from __future__ import annotations

from functools import cache

from engine.core.kernel.game import Action
from engine.mysaga import actions as A
from engine.mysaga.state import Betting, MySagaState
from engine.mysaga.steps import MsPhase

PAYING = (A.Charge, A.EqualCharge, A.DoubleCharge, A.HyperCharge)
CHARGE_PHASE = MsPhase.CHARGE  # read once (an enum member's lookup costs more than the comparison)


def card_kp(state: MySagaState, seat: int) -> int:
    """KP left on the card this seat played this round."""
    play = state.fields[state.round][seat]
    assert play is not None
    return state.seats[seat].deck[play.slot].kp


def charge_amount(b: Betting) -> int:
    """MS-C2: floor(50 % of the previous round's pool)."""
    return b.base_pool // 2


def target_total(state: MySagaState, seat: int, kind: type[Action]) -> int | None:
    """The seat's round total after a paying action, or None when its conditions do not hold."""
    b = state.betting
    if kind is A.Charge:
        return charge_amount(b) if b.level == 0 and charge_amount(b) > 0 else None
    if kind is A.EqualCharge:
        return b.level if b.level > b.paid[seat] else None
    if kind is A.DoubleCharge:
        return 2 * b.level if b.level > 0 and not b.double_used else None
    if kind is A.HyperCharge:
        return hyper_total(b)
    return None


def hyper_total(b: Betting) -> int | None:
    """MS-C5 (confirmed ruling): 2 × the Double made this round, else 2 × what a Double would pay
    now (4 × the highest); None once used or before any charge. (A Full Charge after the Double
    stays below it: it is offered only to a card short of the Hyper.)"""
    if b.level == 0 or b.hyper_used:
        return None
    return 2 * (b.double_to or 2 * b.level)


def cost(state: MySagaState, action: Action) -> int:
    """The KP ``action`` takes from the seat's card (0 for Wait and Escape)."""
    seat = action.seat
    if isinstance(action, A.FullCharge):
        return card_kp(state, seat)
    if isinstance(action, PAYING):
        total = target_total(state, seat, type(action))
        return 0 if total is None else total - state.betting.paid[seat]
    return 0


@cache
def _actions(seat: int) -> tuple[Action, ...]:
    """``seat``'s charge actions in ``CHARGE_TYPES`` order (one instance of each, kept)."""
    return tuple(A.charge_actions(seat).values())


def legal(state: MySagaState, seat: int) -> list[Action]:
    """The charge actions ``seat`` may take now, in ``CHARGE_TYPES`` order ([] unless it owes one).

    The conditions of ``target_total``, written out: this runs at every charge decision (its legal
    list, and the check of an action a person names)."""
    b = state.betting
    if state.phase != CHARGE_PHASE or b.turn != seat:
        return []
    play = state.fields[state.round][seat]
    assert play is not None
    kp = state.seats[seat].deck[play.slot].kp  # card_kp
    level, paid = b.level, b.paid[seat]
    wait, charge, equal, double, hyper, full, escape = _actions(seat)
    options: list[Action] = []
    short = False
    if level == 0:
        options.append(wait)  # MS-C1
        half = b.base_pool // 2  # MS-C2: charge_amount
        if half > 0:
            if half - paid <= kp:
                options.append(charge)
            else:
                short = True
    if level > paid:  # MS-C3
        if level - paid <= kp:
            options.append(equal)
        else:
            short = True
    if level > 0:
        if not b.double_used:  # MS-C4
            if 2 * level - paid <= kp:
                options.append(double)
            else:
                short = True
        if not b.hyper_used:  # MS-C5: hyper_total
            if 2 * (b.double_to or 2 * level) - paid <= kp:
                options.append(hyper)
            else:
                short = True
    if short and kp > 0:
        options.append(full)  # MS-C6
    options.append(escape)  # MS-C7
    return options


def allows(state: MySagaState, action: Action) -> bool:
    """Is ``action`` one of the charge actions its seat may take now (``action in legal(...)``)?"""
    return A.charge_actions(action.seat).get(type(action)) in legal(state, action.seat)


def next_turn(state: MySagaState, after: int | None) -> int | None:
    """The next seat in flag order (cyclic, after ``after``) that still has to act this round: in
    the game, not all-in, not yet matched (MS-C6); None = done."""
    seats, b = state.seats, state.betting
    n = len(seats)
    start = state.flag if after is None else after + 1
    full, acted, paid, level = b.full, b.acted, b.paid, b.level
    for i in range(start, start + n):
        seat = i % n
        if seats[seat].escaped or full[seat]:
            continue
        if not acted[seat] or paid[seat] < level:
            return seat
    return None
