"""Who decides, what they may do, why not, and carrying it out: the dispatch over the rule modules."""

from __future__ import annotations

from functools import cache

from engine.core.dispatch import GAME_OVER, Dispatch, Rule, rules_of
from engine.core.game import Action, Decision
from engine.core.i18n import Words
from engine.core.text import Text
from engine.fatal_fight import attack, decisions, turn
from engine.fatal_fight.context import Ctx
from engine.fatal_fight.flow import advance
from engine.fatal_fight.kinds import KIND_OF, AttackDetail, CoopDetail, Kind, OverDetail, TurnDetail
from engine.fatal_fight.state import FatalFightState

KIND_TEXT: dict[str, Text] = {
    Kind.TURN: Text("it is a turn: move, play cards, attack or end the turn",
                 "ターン中です（移動・カードを使う・攻撃・ターン終了）"),
    Kind.ATTACK: Text("an attack is being built: add to it, offer co-op, confirm or cancel",
                   "攻撃を組み立て中です（加える・協力を頼む・攻撃する・やめる）"),
    Kind.COOP: Text("a co-op offer waits for an answer", "協力の申し出が返事を待っています"),
    Kind.CARRY: Text("too many items are carried: use or drop one",
                  "アイテムを持ちすぎています（1つ使うか捨ててください）"),
    Kind.REWARD: Text("choose a status-up item or the gold", "ステータスアップアイテムか金を選ぶところです"),
    Kind.DOWN_BONUS: Text("choose +1 max hand or +1 action", "最大手札+1かアクション+1を選ぶところです"),
    Kind.BRIEFING: Text("it is the briefing: buy arts, remove status cards or finish",
                     "ブリーフィング中です（技を買う・ステータスを取り除く・終える）"),
}


def is_over(state: FatalFightState) -> bool:
    """Nobody decides: the campaign is decided, or (never after ``advance``) nothing waits."""
    return bool(state.result) or (not state.pending and state.attack is None and state.turn is None)


def decision(ctx: Ctx) -> Decision:
    """One hero decides at a time (no simultaneous step in Fatal Fight)."""
    state = ctx.state
    if is_over(state):
        return _over(state.result)
    if state.pending:
        pending = state.pending[0]
        if pending.kind == "coop" and state.attack is not None:
            return _coop(pending.seat, state.attack.seat, state.attack.entry)
        return _pending(pending.seat, pending.kind)
    if state.attack is not None:
        return _attack(state.attack.seat, state.attack.entry)
    assert state.turn is not None
    return _turn(state.turn, state.actions, state.move_points)


# Decisions are immutable values and few; each is built once (decision() is on every hot path).
@cache
def _over(result: str) -> Decision:
    return Decision((), Kind.OVER, OverDetail(result))


@cache
def _coop(helper: int, attacker: int, entry: int) -> Decision:
    return Decision((helper,), Kind.COOP, CoopDetail(attacker, entry))


@cache
def _pending(seat: int, kind: str) -> Decision:
    return Decision((seat,), KIND_OF[kind])


@cache
def _attack(seat: int, entry: int) -> Decision:
    return Decision((seat,), Kind.ATTACK, AttackDetail(entry))


@cache
def _turn(seat: int, actions: int, move_points: int) -> Decision:
    return Decision((seat,), Kind.TURN, TurnDetail(actions, move_points))


def _not_yours(ctx: Ctx, d: Decision) -> Text:
    """Another hero decides now: say who, and what they are deciding."""
    assert d.seat is not None
    hero = ctx.state.heroes[d.seat]
    character = ctx.cards.characters.get(hero.character)
    name = character.display_name("ja") if character is not None else hero.character
    kind = KIND_TEXT[d.kind]
    return Text(f"It is {hero.player} ({hero.character})'s decision now: {kind.en}.",
                f"今は{hero.player}（{name}）が決める番です。{kind.ja}。")


def _not_now(kind: str) -> Text:
    text = KIND_TEXT[kind]
    return Text(f"Not now: {text.en}.", f"今はできません。{text.ja}。")


_PENDING = Rule[Ctx](decisions.check, decisions.resolve)
DISPATCH: Dispatch[Ctx, Kind] = Dispatch(
    {Kind.TURN: rules_of(turn.CHECKS, turn.DOERS), Kind.ATTACK: rules_of(attack.CHECKS, attack.DOERS),
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
    """``seat``'s legal actions (default: the deciding hero's); none for a hero who is not deciding."""
    d = decision(ctx)
    if d.seat is None or (seat is not None and seat != d.seat):
        return []
    if d.kind is Kind.TURN:
        return turn.legal(ctx, d.seat)  # checks every entry's attack at once (same answers)
    return DISPATCH.legal(ctx, d, candidates(ctx, d))


def resolve(ctx: Ctx, action: Action, d: Decision | None = None) -> None:
    """Carry out a legal action, end the turn of a hero who went down, then run the flow on."""
    DISPATCH.resolve(ctx, d or decision(ctx), action)
    state = ctx.state
    if state.turn is not None and state.heroes[state.turn].down and not state.result:
        turn.finish_turn(ctx)
    advance(ctx)
