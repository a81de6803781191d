"""Who decides, what they may do, why not, and carrying it out: the dispatch over the rule modules,
declared as Fatal Fight's kernel (``KERNEL``: ``Game.apply`` runs it)."""

from __future__ import annotations

from functools import cache

from engine.core.i18n.catalog import Msg, Words, msg
from engine.core.i18n.text import Text
from engine.core.kernel.dispatch import GAME_OVER, Dispatch, Rule, rules_of
from engine.core.kernel.game import Action, Decision
from engine.core.kernel.reducer import Kernel
from engine.fatal_fight import attack, coop, decisions, turn
from engine.fatal_fight.context import Ctx
from engine.fatal_fight.flow import FLOW
from engine.fatal_fight.kinds import KIND_OF, AttackDetail, CoopDetail, Kind, OverDetail, TurnDetail
from engine.fatal_fight.state import FatalFightState

KIND_WORDS: dict[str, Msg] = {
    Kind.TURN: msg("fatal_fight.kind.turn"),
    Kind.ATTACK: msg("fatal_fight.kind.attack"),
    Kind.COOP: msg("fatal_fight.kind.coop"),
    Kind.CARRY: msg("fatal_fight.kind.carry"),
    Kind.REWARD: msg("fatal_fight.kind.reward"),
    Kind.DOWN_BONUS: msg("fatal_fight.kind.down_bonus"),
    Kind.BRIEFING: msg("fatal_fight.kind.briefing"),
}


def is_over(state: FatalFightState) -> bool:
    """Nobody decides: the campaign is decided, or (never after ``advance``) nothing waits."""
    return bool(state.result) or (not state.pending and state.attack is None and state.turn is None)


def decision(ctx: Ctx) -> Decision:
    """One hero decides at a time (no simultaneous step in Fatal Fight)."""
    return decision_of(ctx.state)


def decision_of(state: FatalFightState) -> Decision:
    """``decision`` read from the state alone (it needs nothing else of the context). Over when
    ``is_over``: the campaign is decided, or nothing waits."""
    if state.result:
        return _over(state.result)
    at = state.attack
    if state.pending:
        pending = state.pending[0]
        if pending.kind == "coop" and at is not None:
            return _coop(pending.seat, at.seat, at.entry, coop.offered(state))
        return _pending(pending.seat, pending.kind)
    if at is not None:
        return _attack(at.seat, at.entry)
    if state.turn is None:
        return _over(state.result)
    return _turn(state.turn, state.actions, state.move_points)


# Decisions are immutable values and few; each is built once (decision() is on every hot path).
@cache
def _over(result: str) -> Decision:
    return Decision((), Kind.OVER, OverDetail(result))


@cache
def _coop(helper: int, attacker: int, entry: int, times: int) -> Decision:
    return Decision((helper,), Kind.COOP, CoopDetail(attacker, entry, times))


@cache
def _pending(seat: int, kind: str) -> Decision:
    return Decision((seat,), KIND_OF[kind])


@cache
def _attack(seat: int, entry: int) -> Decision:
    return Decision((seat,), Kind.ATTACK, AttackDetail(entry))


@cache
def _turn(seat: int, actions: int, move_points: int) -> Decision:
    return Decision((seat,), Kind.TURN, TurnDetail(actions, move_points))


def _not_yours(ctx: Ctx, d: Decision) -> Words:
    """Another hero decides now: say who (the character's id in English, its name in Japanese, as
    the data gives them), and what they are deciding."""
    assert d.seat is not None
    hero = ctx.state.heroes[d.seat]
    character = ctx.cards.characters.get(hero.character)
    name = character.display_name("ja") if character is not None else hero.character
    return msg("fatal_fight.refusal.not_yours", player=hero.player, hero=Text(hero.character, name),
               kind=KIND_WORDS[d.kind])


def _not_now(kind: str) -> Words:
    return msg("fatal_fight.refusal.not_now", kind=KIND_WORDS[kind])


_PENDING = Rule[Ctx](decisions.check, decisions.resolve)
DISPATCH: Dispatch[Ctx, Kind] = Dispatch(
    {Kind.TURN: rules_of(turn.CHECKS, turn.DOERS),
     Kind.ATTACK: rules_of(attack.CHECKS, attack.DOERS),
     **{kind: dict.fromkeys(types, _PENDING) for kind, types in decisions.KINDS.items()}},
    _not_now, _not_yours, GAME_OVER,
)


def candidates(ctx: Ctx, d: Decision) -> list[Action]:
    assert d.seat is not None
    if d.kind is Kind.TURN:
        return turn.candidates(ctx, d.seat)
    if d.kind is Kind.ATTACK:
        return attack.candidates(ctx, d.seat)
    return decisions.candidates(ctx, KIND_OF[d.kind], d.seat)


def check(ctx: Ctx, action: Action, d: Decision | None = None) -> Words | None:
    """None when ``action`` is legal now, else the reason a player reads (ja/en)."""
    return DISPATCH.check(ctx, d or decision(ctx), action)


def legal_actions(ctx: Ctx, seat: int | None = None) -> list[Action]:
    """``seat``'s legal actions (default: the deciding hero's); none for a hero who is not deciding.
    The same list as ``checked_legal_actions``, made faster: who owes what is read off the state as
    ``decision_of`` reads it, without making the decision (issue #28), and the busy kinds list what
    passes directly (a test holds them to checking every candidate)."""
    state = ctx.state
    if state.result:
        return []
    pending = state.pending
    if pending:
        first = pending[0]
        owing = first.seat
        if seat is not None and seat != owing:
            return []
        if first.kind == "coop":  # a co-op answer: yes or no, both always legal
            return list(decisions.answers(owing))
        d = _pending(owing, first.kind)
        return DISPATCH.legal(ctx, d, decisions.candidates(ctx, KIND_OF[first.kind], owing))
    at = state.attack
    if at is not None:
        return attack.legal(ctx, at.seat) if seat is None or seat == at.seat else []
    owing_turn = state.turn
    if owing_turn is None or (seat is not None and seat != owing_turn):
        return []
    return turn.legal(ctx, owing_turn)


def checked_legal_actions(ctx: Ctx, seat: int | None = None) -> list[Action]:
    """The reference ``legal_actions`` is held to: every candidate, in order, through its check."""
    d = decision(ctx)
    if d.seat is None or (seat is not None and seat != d.seat):
        return []
    return [a for a in candidates(ctx, d) if DISPATCH.check(ctx, d, a) is None]


def end_a_downed_heros_turn(ctx: Ctx) -> None:
    """After every action: a hero who went down in its own turn ends it (FF-R9)."""
    state = ctx.state
    if state.turn is not None and state.heroes[state.turn].down and not state.result:
        turn.finish_turn(ctx)


KERNEL = Kernel[Ctx](DISPATCH, decision, FLOW, end_a_downed_heros_turn, legal_actions)
