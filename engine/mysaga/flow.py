"""The turn flow of a set (MS-G, MS-P2): deal, pre-round, Rounds 1 and 2, final count, payout.

Steps, each entered by one function here:
``start_game`` (MS-G1 deal) → ``pre_round`` turns in flag order (MS-G2, ante) →
``start_round(1)`` picks (MS-G3) → charges (MS-C) → ``reveal`` (skills MS-K1, judgement
MS-A1) → Round 2 likewise → ``end_game`` (MS-G4 count, MS-P1 payout) → the next game with the
flag passed on (MS-G5), or the set's end (MS-P2). A game also ends as soon as only one seat is
left in it (ruling: the others escaped; that seat wins without a count).
"""

from __future__ import annotations

from engine.mysaga import charge as charges
from engine.mysaga import events as E
from engine.mysaga.context import Ctx
from engine.mysaga.payout import WinningCard, split_pool
from engine.mysaga.skills import fire_round, place_markers
from engine.mysaga.state import PRE_ROUND, Betting, GameResult, Play


def start_set(ctx: Ctx) -> None:
    for seat in ctx.state.seats:
        seat.kp_set_start = sum(c.kp for c in seat.deck)
    start_game(ctx)


def start_game(ctx: Ctx) -> None:
    """MS-G1: a fresh field and 3 random cards from each deck (the hand, in dealt order)."""
    state = ctx.state
    state.pool = 0
    state.fields = [[None] * state.n for _ in range(3)]
    state.markers = []
    state.no_judgement = [False, False, False]
    state.betting = Betting()
    for seat_no, seat in enumerate(state.seats):
        seat.escaped = False
        for card in seat.deck:
            card.kp_start = card.kp
        left = list(range(len(seat.deck)))
        seat.hand = [left.pop(state.rng.below(len(left))) for _ in range(ctx.rules.hand_size)]
        ctx.emit(E.Dealt(seat_no, tuple(seat.hand)))
    ctx.emit(E.GameStarted(state.game_no + 1, state.flag))
    state.phase, state.round, state.pre_turn = "pre_round", PRE_ROUND, state.flag


def _new_play(ctx: Ctx, seat: int, slot: int, face_up: bool) -> Play:
    card = ctx.cards.card(ctx.state.seats[seat].deck[slot].card)
    return Play(seat, slot, card.id, face_up, card.number, card.number, card.attribute)


def pay(ctx: Ctx, play: Play, amount: int) -> None:
    """MS-C8: the round's card pays into the pool."""
    ctx.state.seats[play.seat].deck[play.slot].kp -= amount
    play.charged += amount
    ctx.state.pool += amount


def play_pre_round(ctx: Ctx, seat: int, slot: int) -> None:
    """MS-G2: face up; its skill is marked on the rounds it affects; the ante is automatic."""
    state = ctx.state
    state.seats[seat].hand.remove(slot)
    play = _new_play(ctx, seat, slot, True)
    state.fields[PRE_ROUND][seat] = play
    ante = min(ctx.rules.ante, state.seats[seat].deck[slot].kp)
    pay(ctx, play, ante)
    ctx.emit(E.PreRoundPlayed(seat, slot, play.card, ante, full=ante < ctx.rules.ante))
    place_markers(ctx, play, PRE_ROUND)
    order = state.flag_order()
    following = order[order.index(seat) + 1:]
    if following:
        state.pre_turn = following[0]
    else:
        state.pre_turn = None
        start_round(ctx, 1)


def start_round(ctx: Ctx, round_: int) -> None:
    ctx.state.phase, ctx.state.round = "pick", round_
    ctx.emit(E.RoundStarted(round_))


def pick(ctx: Ctx, seat: int, slot: int) -> None:
    """MS-G3: face down; only the picker sees which card."""
    state = ctx.state
    state.seats[seat].hand.remove(slot)
    state.fields[state.round][seat] = _new_play(ctx, seat, slot, False)
    ctx.emit(E.Picked(seat, state.round, slot))
    if all(state.fields[state.round][s] is not None for s in state.active()):
        start_charges(ctx)


def start_charges(ctx: Ctx) -> None:
    state = ctx.state
    n = state.n
    state.phase = "charge"
    state.betting = Betting(paid=[0] * n, acted=[False] * n, full=[False] * n, base_pool=state.pool)
    state.betting.turn = charges.next_turn(state, None)
    ctx.emit(E.ChargesStarted(state.round, state.pool, charges.charge_amount(state.betting)))


def after_charge(ctx: Ctx, seat: int) -> None:
    """Next seat to act, or the reveal once everyone has matched or is all-in (MS-C)."""
    state = ctx.state
    if len(state.active()) <= 1:
        end_game(ctx, by_escape=True)
        return
    state.betting.turn = charges.next_turn(state, seat)
    if state.betting.turn is None:
        reveal(ctx)


def reveal(ctx: Ctx) -> None:
    """MS-G3: every card of the seats still in is turned up; skills fire, then the judgement."""
    state = ctx.state
    round_ = state.round
    shown: list[tuple[int, int, str]] = []
    for seat in state.active():
        play = state.fields[round_][seat]
        assert play is not None
        play.face_up = True
        shown.append((seat, play.slot, play.card))
    ctx.emit(E.Revealed(round_, tuple(shown)))
    for seat in state.active():
        play = state.fields[round_][seat]
        assert play is not None
        place_markers(ctx, play, round_)
    fire_round(ctx, round_)
    if round_ == 1:
        start_round(ctx, 2)
    else:
        end_game(ctx, by_escape=False)


def end_game(ctx: Ctx, by_escape: bool) -> None:
    """MS-G4 final count (ties: all win), MS-P1 payout, then the next game or the set's end."""
    state = ctx.state
    active = state.active()
    totals: list[int | None] = [None] * state.n
    if by_escape:
        winners = active
    else:
        for seat in active:
            totals[seat] = sum(p.number for r in (1, 2) if (p := state.fields[r][seat]) is not None)
        best = max(t for t in totals if t is not None)
        winners = [s for s in active if totals[s] == best]
    cards = [WinningCard(p.seat, r, p.slot, p.card, p.charged)
             for r in (PRE_ROUND, 1, 2) for s in winners if (p := state.fields[r][s]) is not None]
    payout = split_pool(state.pool, cards, state.flag_order(), ctx.rules.burn_percent)
    for line in payout.cards:
        state.seats[line.seat].deck[line.slot].kp += line.total
    _show_all(ctx)
    result = GameResult(state.game_no, state.flag, totals, sorted(winners), state.pool, payout.burned,
                        payout.reward, payout.cards, by_escape, state.fields)
    state.burned += payout.burned
    state.pool = 0
    state.results.append(result)
    ctx.emit(E.GameOver(state.game_no + 1, tuple(result.winners), tuple(totals), result.pool, result.burned,
                        by_escape))
    if state.game_no + 1 < state.games_per_set:
        state.game_no += 1
        state.flag = (state.flag + 1) % state.n  # MS-G5
        start_game(ctx)
    else:
        end_set(ctx)


def _show_all(ctx: Ctx) -> None:
    """Ruling: once a game is over, every card played in it is shown (escaped seats' too)."""
    shown: list[tuple[int, int, int, str]] = []
    for round_ in (1, 2):
        for play in ctx.state.fields[round_]:
            if play is not None and not play.face_up:
                play.face_up = True
                shown.append((play.seat, round_, play.slot, play.card))
    if shown:
        ctx.emit(E.ShownAfterGame(tuple(shown)))


def gained(ctx: Ctx, seat: int) -> int:
    """MS-P2: KP the seat's deck gained over the set so far."""
    return ctx.state.deck_kp(seat) - ctx.state.seats[seat].kp_set_start


def end_set(ctx: Ctx) -> None:
    """MS-P2: the most KP gained over the set wins (ruling: ties all win)."""
    state = ctx.state
    gains = [gained(ctx, s) for s in range(state.n)]
    best = max(gains)
    state.set_winners = [s for s in range(state.n) if gains[s] == best]
    state.phase, state.betting.turn, state.pre_turn = "over", None, None
    ctx.emit(E.SetOver(tuple(state.set_winners), tuple(gains)))
