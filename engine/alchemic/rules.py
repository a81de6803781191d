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
from engine.alchemic.steps import MULLIGAN_STEP, OVER_STEP
from engine.alchemic.table import battle_options
from engine.core.i18n.catalog import Msg, Words, joined, msg
from engine.core.kernel.dispatch import Dispatch, Rule
from engine.core.kernel.game import Action, Decision
from engine.core.kernel.made import Made
from engine.core.kernel.reducer import Kernel

GAME_OVER = msg("alchemic.refusal.game_over")


def kind(ctx: Ctx) -> Kind:
    step = ctx.state.step
    if step == OVER_STEP:
        return Kind.OVER
    if step == MULLIGAN_STEP:
        return Kind.MULLIGAN
    return Kind.BATTLE_PICK if ctx.state.battle is not None else Kind.TURN


def owing(ctx: Ctx) -> tuple[int, ...]:
    """The seats that owe an action now, in the order the UI collects them (CORE_API.md)."""
    return decision(ctx).seats


def decision(ctx: Ctx) -> Decision:
    """The seats that owe an action, the kind and its typed detail (CORE_API.md). Decisions are
    frozen values: equal ones are shared, each made once (issue #28)."""
    state = ctx.state
    step = state.step
    if step == OVER_STEP:
        return _OVER[state.winner, state.result]
    if step == MULLIGAN_STEP:
        assert state.mulligan_seat is not None
        return _MULLIGAN[state.mulligan_seat]
    if state.battle is not None:
        return _PICK[state.battle.attacker, battle.waiting(ctx)]
    f = state.flags
    return _TURN[state.turn_player, state.turn, f.placed, f.event, f.ability]


def _turn(key: tuple[int, int, bool, bool, bool]) -> Decision:
    seat, turn_no, placed, event, ability = key
    return Decision((seat,), Kind.TURN, TurnDetail(turn_no, placed, event, ability))


def _pick(key: tuple[int, tuple[int, ...]]) -> Decision:
    attacker, seats = key
    return Decision(seats, Kind.BATTLE_PICK, PickDetail(attacker, 1 - attacker, seats), simultaneous=True)


_TURN = Made(_turn)  # (seat, turn, placed, event, ability) -> its decision
_PICK = Made(_pick)  # (attacker, seats owing a pick) -> its decision
_MULLIGAN: Made[int, Decision] = Made(lambda seat: Decision((seat,), Kind.MULLIGAN))
_OVER: Made[tuple[int | None, str], Decision] = Made(lambda key: Decision((), Kind.OVER, OverDetail(*key)))


def _not_yours(ctx: Ctx, decision: Decision) -> Msg:
    return msg("alchemic.refusal.not_your_decision", names=joined(ctx.state.seat_names[s] for s in decision.seats))


NOT_NOW = {Kind.MULLIGAN: msg("alchemic.refusal.mulligan_now"), Kind.BATTLE_PICK: msg("alchemic.refusal.pick_now"),
           Kind.TURN: msg("alchemic.refusal.turn_now")}
UNLISTED_COPY = msg("alchemic.refusal.unlisted_copy")


_CARDED = frozenset({A.PlaceCharacter, A.PlayEvent, A.UseAbility, A.PickBattleCard})


def _listed(ctx: Ctx, action: Action) -> bool:
    """One of the offered choices: a card in hand is offered as its first copy (battle picks: as
    ``battle.picks`` lists them: the first copy too, as every copy of a card is usable alike)."""
    card: str | None = action.card if type(action) in _CARDED else None  # type: ignore[attr-defined]
    if card is None:
        return True
    hand = ctx.player(action.seat).hand.cards
    if card not in hand:
        return True
    facts = ctx.cards.facts
    if isinstance(action, A.PickBattleCard):
        mid = facts[card].model.id
        return next(c for c in hand if facts[c].model.id == mid) == card
    cid = facts[card].id
    return next(c for c in hand if facts[c].id == cid) == card


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
    """What ``seat`` (None: the first owing seat) may do now, generated directly (issue #28): the
    same list, in the same order, as checking every candidate (``test_fast_rules.py``). The owing seats
    are read as ``decision`` reads them, without making the decision."""
    state = ctx.state
    step = state.step
    if step == OVER_STEP:
        return []
    if step == MULLIGAN_STEP:
        owing = state.mulligan_seat
        assert owing is not None
        if seat is not None and seat != owing:
            return []
        if turn.may_mulligan(ctx, owing):
            return [A.MULLIGANS[owing], A.KEEPS[owing]]
        return [A.KEEPS[owing]]
    # The lists read the cards' Facts from ``Cards.dealt`` (a plain dict: fast); a card instance no game
    # deals (a position built by hand) is not there, and the list is made again from ``Cards.facts``.
    fight = state.battle
    if fight is not None:  # picks come from battle_options: legal by construction
        attacker = fight.attacker
        if fight.attack is None and (seat is None or seat == attacker):
            seat, defending = attacker, False
        elif fight.defence is None and (seat is None or seat == 1 - attacker):
            seat, defending = 1 - attacker, True
        else:
            return []
        try:
            return battle.picks(ctx, seat, defending, ctx.cards.dealt)
        except KeyError:
            return battle.picks(ctx, seat, defending, ctx.cards.facts)
    if seat is None:
        seat = state.turn_player
    elif seat != state.turn_player:
        return []
    try:
        return turn.legal(ctx, seat, ctx.cards.dealt)
    except KeyError:
        return turn.legal(ctx, seat, ctx.cards.facts)


KERNEL = Kernel[Ctx](DISPATCH, decision, FLOW, legal=legal_actions)


STEP_TEXT: dict[type[Action], Msg] = {
    A.Mulligan: msg("alchemic.step.mulligan"), A.KeepHand: msg("alchemic.step.keep_hand"),
    A.PlaceCharacter: msg("alchemic.step.place"), A.PlayEvent: msg("alchemic.step.event"),
    A.UseAbility: msg("alchemic.step.ability"), A.DeclareBattle: msg("alchemic.step.declare"),
    A.PickBattleCard: msg("alchemic.step.pick"), A.EndTurn: msg("alchemic.step.end_turn"),
}


def step_text(action: Action) -> Msg:
    """What ``action`` is called in undo's refusals."""
    return STEP_TEXT.get(type(action), msg("alchemic.step.other"))


def timeout_action(ctx: Ctx, seat: int) -> Action | None:
    """When a seat's time runs out (ruling; the digest has no timer): keep the hand, end the
    turn, defend with nothing; an attacker who declared plays its first card that does not rebound."""
    legal = legal_actions(ctx, seat)
    if not legal:
        return None
    for kind in (A.KeepHand, A.EndTurn):
        if kind(seat) in legal:
            return kind(seat)
    picks = [a for a in legal if isinstance(a, A.PickBattleCard)]
    if A.PickBattleCard(seat, None) in picks:
        return A.PickBattleCard(seat, None)
    return next((a for a in picks if not a.rebound), legal[0])
