"""Who decides, what they may do, why not, carrying it out, and the timeout defaults (MS-C9)."""

from __future__ import annotations

from collections.abc import Callable

from engine.core.game import Action, Decision
from engine.core.text import Text
from engine.mysaga import actions as A
from engine.mysaga import charge as charges
from engine.mysaga import events as E
from engine.mysaga import flow
from engine.mysaga.actions import Kind
from engine.mysaga.context import Ctx
from engine.mysaga.state import MySagaState

KIND_TEXT = {
    Kind.PRE_ROUND: Text("the pre-round: play one card face up", "プレラウンドです（カードを1枚表向きに出す）"),
    Kind.PICK: Text("each player picks one card face down", "各プレイヤーがカードを1枚伏せて選ぶところです"),
    Kind.CHARGE: Text("a charge action", "チャージアクションの番です"),
}
GAME_OVER = Text("The set is over.", "セットは終わっています。")


def owing(state: MySagaState) -> tuple[Kind, tuple[int, ...]]:
    """The decision kind and the seats that owe it, in the order a UI collects them."""
    if state.phase == "pre_round":
        assert state.pre_turn is not None
        return Kind.PRE_ROUND, (state.pre_turn,)
    if state.phase == "pick":
        return Kind.PICK, tuple(s for s in state.active() if state.fields[state.round][s] is None)
    if state.phase == "charge":
        assert state.betting.turn is not None
        return Kind.CHARGE, (state.betting.turn,)
    return Kind.OVER, ()


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


def legal_actions(ctx: Ctx, seat: int | None = None) -> list[Action]:
    """``seat``'s legal actions (default: the first owing seat); [] when it owes nothing."""
    state = ctx.state
    kind, seats = owing(state)
    if seat is None:
        seat = seats[0] if seats else None
    if seat is None or seat not in seats:
        return []
    if kind is Kind.CHARGE:
        return charges.legal(state, seat)
    make = A.PlayPreRound if kind is Kind.PRE_ROUND else A.PickCard
    return [make(seat, slot) for slot in state.seats[seat].hand]


def check(ctx: Ctx, action: Action) -> Text | None:
    """None when ``action`` is legal now, else the reason a player reads (ja/en)."""
    state = ctx.state
    kind, seats = owing(state)
    if not seats:
        return GAME_OVER
    seat = getattr(action, "seat", None)
    if seat not in seats:
        names = "、".join(state.seat_names[s] for s in seats)
        names_en = ", ".join(state.seat_names[s] for s in seats)
        return Text(f"It is not your decision now: waiting for {names_en} ({KIND_TEXT[kind].en}).",
                    f"今はあなたの番ではありません。{names}を待っています（{KIND_TEXT[kind].ja}）。")
    if action in legal_actions(ctx, seat):
        return None
    if kind is Kind.CHARGE and isinstance(action, A.CHARGE_TYPES):
        return _charge_refusal(ctx, action)
    if isinstance(action, (A.PlayPreRound, A.PickCard)) and kind is not Kind.CHARGE:
        return Text("That card is not in your hand.", "そのカードは手札にありません。")
    return Text(f"Not now: {KIND_TEXT[kind].en}.", f"今はできません。{KIND_TEXT[kind].ja}。")


def _charge_refusal(ctx: Ctx, action: Action) -> Text:
    state, seat = ctx.state, action.seat  # type: ignore[attr-defined]
    b = state.betting
    en, ja = A.CHARGE_NAMES[type(action)]
    if isinstance(action, (A.Wait, A.Charge)) and b.level > 0:
        return Text(f"{en} is only possible while nobody has charged this round (MS-C1/C2).",
                    f"{ja}は、このラウンドでまだ誰もKPを使っていない時だけできます。")
    if isinstance(action, A.Charge):
        return Text("Charge would pay 0 KP (the pool is empty); Wait instead.",
                    "プールが空なのでチャージは0KPです。ウェイトしてください。")
    if isinstance(action, A.DoubleCharge) and b.double_used:
        return Text("Someone already made the Double Charge this round (MS-C4).",
                    "このラウンドのダブルチャージはもう行われました。")
    if isinstance(action, A.HyperCharge) and b.hyper_used:
        return Text("Someone already made the Hyper Charge this round (MS-C5).",
                    "このラウンドのハイパーチャージはもう行われました。")
    if isinstance(action, (A.DoubleCharge, A.HyperCharge, A.EqualCharge)) and b.level <= b.paid[seat]:
        return Text(f"{en} needs someone to have charged first.", f"{ja}は、誰かがチャージしてからです。")
    if isinstance(action, A.FullCharge):
        if charges.card_kp(state, seat) == 0:
            return Text("This card has no KP left to charge.", "このカードにはもうKPがありません。")
        return Text("Full Charge is only for when the KP is short of an action (MS-C6).",
                    "フルチャージは、KPが足りない時だけできます。")
    need = charges.cost(state, action)
    return Text(f"{en} needs {need} KP; this card has {charges.card_kp(state, seat)}. Use Full Charge.",
                f"{ja}には{need}KPが必要ですが、このカードは{charges.card_kp(state, seat)}KPです。"
                "フルチャージを使ってください。")


def resolve(ctx: Ctx, action: Action) -> None:
    """Carry out a legal action and run the flow on."""
    seat = action.seat  # type: ignore[attr-defined]
    if isinstance(action, A.PlayPreRound):
        flow.play_pre_round(ctx, seat, action.slot)
    elif isinstance(action, A.PickCard):
        flow.pick(ctx, seat, action.slot)
    else:
        resolve_charge(ctx, action)


def resolve_charge(ctx: Ctx, action: Action) -> None:
    """MS-C1–C8 on the round's betting; then the next seat or the reveal."""
    state = ctx.state
    seat = action.seat  # type: ignore[attr-defined]
    b = state.betting
    play = state.fields[state.round][seat]
    assert play is not None
    paid = charges.cost(state, action)
    if isinstance(action, A.Escape):
        state.seats[seat].escaped = True
    elif isinstance(action, A.FullCharge):
        b.full[seat] = True
        b.level = b.paid[seat] + paid  # MS-C6: the reference from now on
    elif isinstance(action, charges.PAYING):
        b.level = b.paid[seat] + paid
        b.double_used |= isinstance(action, A.DoubleCharge)
        b.hyper_used |= isinstance(action, A.HyperCharge)
    flow.pay(ctx, play, paid)
    b.paid[seat] += paid
    b.acted[seat] = True
    ctx.emit(E.Charged(seat, type(action).__name__, paid, b.paid[seat], b.level, state.pool))
    flow.after_charge(ctx, seat)


def timeout_action(ctx: Ctx, seat: int) -> Action | None:
    """MS-C9 for ``seat`` now; None when it owes nothing."""
    legal = legal_actions(ctx, seat)
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
