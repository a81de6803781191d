"""Who decides, what they may do, why not, and carrying it out: the dispatch over the rule modules."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core.game import Action, Decision
from engine.core.text import Text
from engine.fatal_fight import attack, decisions, turn
from engine.fatal_fight.context import Ctx
from engine.fatal_fight.flow import advance
from engine.fatal_fight.kinds import KIND_OF, AttackDetail, CoopDetail, Kind, OverDetail, TurnDetail
from engine.fatal_fight.state import FatalFightState

KIND_TEXT = {
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
GAME_OVER = Text("The game is over.", "ゲームは終わっています。")


def is_over(state: FatalFightState) -> bool:
    """Nobody decides: the campaign is decided, or (never after ``advance``) nothing waits."""
    return bool(state.result) or (not state.pending and state.attack is None and state.turn is None)


def decision(ctx: Ctx) -> Decision:
    """One hero decides at a time (no simultaneous step in Fatal Fight)."""
    state = ctx.state
    if is_over(state):
        return Decision((), Kind.OVER, OverDetail(state.result))
    if state.pending:
        pending = state.pending[0]
        kind = KIND_OF[pending.kind]
        detail = None
        if kind is Kind.COOP and state.attack is not None:
            detail = CoopDetail(state.attack.seat, state.attack.entry)
        return Decision((pending.seat,), kind, detail)
    if state.attack is not None:
        return Decision((state.attack.seat,), Kind.ATTACK, AttackDetail(state.attack.entry))
    assert state.turn is not None
    return Decision((state.turn,), Kind.TURN, TurnDetail(state.actions, state.move_points))


Table = dict[type[Action], Callable[[Ctx, Any], Any]]


def _table(kind: Kind) -> tuple[Table, Table]:
    """The (checks, doers) of the turn or the attack builder, by action type."""
    if kind is Kind.TURN:
        return turn.CHECKS, turn.DOERS
    return attack.CHECKS, attack.DOERS


def candidates(ctx: Ctx, d: Decision) -> list[Action]:
    assert d.seat is not None
    if d.kind is Kind.TURN:
        return turn.candidates(ctx, d.seat)
    if d.kind is Kind.ATTACK:
        return attack.candidates(ctx, d.seat)
    return decisions.candidates(ctx, d.kind, d.seat)


def check(ctx: Ctx, action: Action, d: Decision | None = None) -> Text | None:
    """None when ``action`` is legal now, else the reason a player reads (ja/en)."""
    d = d or decision(ctx)
    if d.seat is None:
        return GAME_OVER
    if action.seat != d.seat:
        hero = ctx.state.heroes[d.seat]
        character = ctx.cards.characters.get(hero.character)
        name = character.display_name("ja") if character is not None else hero.character
        kind = KIND_TEXT[d.kind]
        return Text(f"It is {hero.player} ({hero.character})'s decision now: {kind.en}.",
                    f"今は{hero.player}（{name}）が決める番です。{kind.ja}。")
    if d.kind is Kind.TURN or d.kind is Kind.ATTACK:
        fn = _table(d.kind)[0].get(type(action))
        return _not_now(d.kind) if fn is None else fn(ctx, action)
    if type(action) not in decisions.KINDS[d.kind]:
        return _not_now(d.kind)
    return decisions.check(ctx, action)


def _not_now(kind: Kind) -> Text:
    text = KIND_TEXT[kind]
    return Text(f"Not now: {text.en}.", f"今はできません。{text.ja}。")


def legal_actions(ctx: Ctx, seat: int | None = None) -> list[Action]:
    """``seat``'s legal actions (default: the deciding hero's); none for a hero who is not deciding."""
    d = decision(ctx)
    if d.seat is None or (seat is not None and seat != d.seat):
        return []
    if d.kind is Kind.TURN:
        return turn.legal(ctx, d.seat)
    if d.kind is Kind.ATTACK:
        checks = _table(d.kind)[0]
        return [a for a in candidates(ctx, d) if checks[type(a)](ctx, a) is None]
    return [a for a in candidates(ctx, d) if decisions.check(ctx, a) is None]


def resolve(ctx: Ctx, action: Action, d: Decision | None = None) -> None:
    """Carry out a legal action, end the turn of a hero who went down, then run the flow on."""
    d = d or decision(ctx)
    if d.kind is Kind.TURN or d.kind is Kind.ATTACK:
        _table(d.kind)[1][type(action)](ctx, action)
    else:
        decisions.resolve(ctx, action)
    state = ctx.state
    if state.turn is not None and state.heroes[state.turn].down and not state.result:
        turn.finish_turn(ctx)
    advance(ctx)
