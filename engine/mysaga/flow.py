"""The turn flow of a set (MS-G, MS-P2) as a step table (design.md §11, ``engine.core.kernel.flow``):

    deal (MS-G1) → pre_round (MS-G2: one face-up card each, in flag order, the ante automatic;
    then Round 1 starts, MS-G3) → picks (face down, simultaneous; then the charges start, MS-C)
    → betting (one charge action at a time, in flag order, until every seat matched or is all-in)
    → reveal (MS-K1 skills, MS-A1 judgement; after Round 1, Round 2 starts: picks again)
    → count (MS-G4, MS-P1 payout; then MS-G5 the flag passes on) → deal …, or the set's end
    (MS-P2) → over.

A game also ends as soon as only one seat is left in it (ruling: the others escaped; that seat
wins without a count): betting goes to ``lone_winner`` instead. The actions only act (a card
played, a pick, a charge); ``FLOW.advance`` then runs the steps until a seat owes a decision.
A step that waits for seats (pre_round, picks) ends with what starts the next wait, reveal
starts Round 2 and the count passes the flag on, so a two-round game runs nine steps, not fourteen:
a set is only some 25 bot decisions, and each step crossed is a wait test more (issue #28).
"""

from __future__ import annotations

from enum import StrEnum

from engine.core.kernel.flow import Flow, Phase, Step
from engine.mysaga import charge as charges
from engine.mysaga import events as E
from engine.mysaga.actions import PickCard, PlayPreRound
from engine.mysaga.context import Ctx
from engine.mysaga.payout import WinningCard, split_pool
from engine.mysaga.skills import fire_round, place_markers
from engine.mysaga.state import (
    PRE_ROUND,
    ROUNDS,
    Betting,
    GameResult,
    MySagaState,
    Play,
    order_from,
)
from engine.mysaga.steps import MsPhase, MsStep

# read once (an enum member's lookup costs more than the assignment it is for)
CHARGE_PHASE, PICK_PHASE, PRE_ROUND_PHASE = MsPhase.CHARGE, MsPhase.PICK, MsPhase.PRE_ROUND
BETTING_STEP, PICKS_STEP, PRE_ROUND_STEP, OVER_STEP = MsStep.BETTING, MsStep.PICKS, MsStep.PRE_ROUND, MsStep.OVER
LONE_WINNER_STEP = MsStep.LONE_WINNER


def start_set(ctx: Ctx) -> None:
    """MS-P2: the KP each deck starts the set with; then the flow deals the first game."""
    for seat in ctx.state.seats:
        seat.kp_set_start = sum([c.kp for c in seat.deck])
    FLOW.advance(ctx)


# --- the steps ----------------------------------------------------------------------------------
def deal(ctx: Ctx) -> None:
    """MS-G1: a fresh field and 3 random cards from each deck (the hand, in dealt order)."""
    state = ctx.state
    n = len(state.seats)
    state.pool = 0
    state.fields = [[None] * n, [None] * n, [None] * n]  # PRE_ROUND, *ROUNDS
    state.markers = []
    state.no_judgement = [False, False, False]
    state.betting = Betting()
    below, hand_size = state.rng.below, ctx.rules.hand_size
    for seat_no, seat in enumerate(state.seats):
        seat.escaped = False
        for card in seat.deck:
            if card.kp_start != card.kp:  # most cards kept their KP: a set is a journal hook's call
                card.kp_start = card.kp
        left, hand = list(range(len(seat.deck))), []
        for _ in range(hand_size):
            hand.append(left.pop(below(len(left))))
        seat.hand = hand
        ctx.emit(E.Dealt(seat_no, tuple(seat.hand)))
    ctx.emit(E.GameStarted(state.game_no + 1, state.flag))
    state.phase, state.round, state.pre_turn = PRE_ROUND_PHASE, PRE_ROUND, None


def pre_round(ctx: Ctx) -> bool:
    """MS-G2: the next seat in flag order without its face-up card plays one (waits for it); once
    every seat has, Round 1 starts (MS-G3)."""
    state = ctx.state
    row = state.fields[PRE_ROUND]
    for seat in order_from(len(row), state.flag):
        if row[seat] is None:
            state.pre_turn = seat
            return True
    state.pre_turn = None
    round_start(ctx)
    return False


def round_start(ctx: Ctx) -> None:
    """MS-G3: a counting round starts with the seats' face-down picks."""
    state = ctx.state
    state.phase, state.round = PICK_PHASE, state.round + 1
    ctx.emit(E.RoundStarted(state.round))


def picks_owed(state: MySagaState) -> bool:
    """MS-G3: does a seat still in the game have no face-down card yet?"""
    seats = state.seats
    for seat, play in enumerate(state.fields[state.round]):
        if play is None and not seats[seat].escaped:
            return True
    return False


def picks(ctx: Ctx) -> bool:
    """MS-G3: waits while a seat owes its pick; then the round's charges start (MS-C)."""
    if picks_owed(ctx.state):
        return True
    start_charges(ctx)
    return False


def start_charges(ctx: Ctx) -> None:
    state = ctx.state
    n, pool = len(state.seats), state.pool
    state.phase = CHARGE_PHASE
    # level, paid, acted, full, double_used, hyper_used, turn, base_pool (positional: made every round)
    state.betting = b = Betting(0, [0] * n, [False] * n, [False] * n, False, False, None, pool)
    b.turn = charges.next_turn(state, None)
    ctx.emit(E.ChargesStarted(state.round, pool, pool // 2))  # charges.charge_amount


def betting(ctx: Ctx) -> bool:
    """MS-C: waits while a seat owes a charge action; a lone seat left wins at once (ruling)."""
    state = ctx.state
    if state.in_game() <= 1:
        state.step = LONE_WINNER_STEP
        return False
    return state.betting.turn is not None


def reveal(ctx: Ctx) -> None:
    """MS-G3: every card of the seats still in is turned up; skills fire, then the judgement.
    After Round 1, Round 2 starts (its picks); after Round 2 comes the count."""
    state = ctx.state
    round_, seats = state.round, state.seats
    row = state.fields[round_]
    plays: list[Play] = []  # the round's open cards (skills.fire_round), in flag order
    shown: list[tuple[int, int, str]] = []
    for seat in order_from(len(seats), state.flag):
        if not seats[seat].escaped:
            play = row[seat]
            assert play is not None
            play.face_up = True
            plays.append(play)
            shown.append((play.seat, play.slot, play.card))
    ctx.emit(E.Revealed(round_, tuple(shown)))
    for play in plays:
        place_markers(ctx, play, round_)
    fire_round(ctx, round_, plays)
    if round_ == 1:
        round_start(ctx)
        state.step = PICKS_STEP


def count(ctx: Ctx) -> None:
    """MS-G4, MS-P1: the final count and the payout; then the next game or the set's end."""
    end_game(ctx, by_escape=False)
    next_game(ctx)


def lone_winner(ctx: Ctx) -> None:
    """Ruling: the one seat left wins the game without a count; then the next game or the set's end."""
    end_game(ctx, by_escape=True)
    next_game(ctx)


def next_game(ctx: Ctx) -> None:
    """MS-G5: the next game with the flag passed on (the flow deals it), or MS-P2: the set's end."""
    state = ctx.state
    if state.game_no + 1 < state.games_per_set:
        state.game_no += 1
        state.flag = (state.flag + 1) % len(state.seats)
    else:
        end_set(ctx)
        state.step = OVER_STEP


def over(ctx: Ctx) -> bool:
    return True


class G(StrEnum):
    GAME = "game"  # MS-G1, MS-G2: the deal and the pre-round
    ROUND = "round"  # MS-G3, MS-C, MS-K1, MS-A1: a counting round
    PAYOUT = "payout"  # MS-G4, MS-P1, MS-G5, MS-P2


S = MsStep
STEPS: dict[str, Step[Ctx]] = {
    S.DEAL: Step("MS-G1", deal, S.PRE_ROUND, G.GAME),
    S.PRE_ROUND: Step("MS-G2", pre_round, S.PICKS, G.GAME),
    S.PICKS: Step("MS-G3", picks, S.BETTING, G.ROUND),
    S.BETTING: Step("MS-C", betting, S.REVEAL, G.ROUND),
    S.REVEAL: Step("MS-K1", reveal, S.COUNT, G.ROUND),
    S.LONE_WINNER: Step("MS-G4", lone_winner, S.DEAL, G.PAYOUT),
    S.COUNT: Step("MS-G4", count, S.DEAL, G.PAYOUT),
    S.OVER: Step("MS-P2", over, S.OVER, G.PAYOUT),
}
PHASES = (Phase[Ctx](G.GAME, "MS-G1–G2"), Phase[Ctx](G.ROUND, "MS-G3, MS-C, MS-K, MS-A"),
          Phase[Ctx](G.PAYOUT, "MS-G4, MS-P1, MS-G5, MS-P2"))


def someone_decides(ctx: Ctx) -> bool:
    """The flow waits while a seat owes a decision (the set's end: nobody ever will)."""
    state = ctx.state
    step = state.step
    if step == BETTING_STEP:
        return state.betting.turn is not None and state.in_game() > 1
    if step == PICKS_STEP:
        return picks_owed(state)
    if step == PRE_ROUND_STEP:
        return state.pre_turn is not None
    return step == OVER_STEP


FLOW = Flow(STEPS, someone_decides, PHASES)


# --- what the actions do (their rule's effect; the flow then runs on) ----------------------------
def _new_play(ctx: Ctx, seat: int, slot: int, face_up: bool) -> Play:
    card = ctx.cards.cards[ctx.state.seats[seat].deck[slot].card]
    return Play(seat, slot, card.id, face_up, card.number, card.number, card.attribute)


def pay(ctx: Ctx, play: Play, amount: int) -> None:
    """MS-C8: the round's card pays into the pool."""
    ctx.state.seats[play.seat].deck[play.slot].kp -= amount
    play.charged += amount
    ctx.state.pool += amount


def play_pre_round(ctx: Ctx, action: PlayPreRound) -> None:
    """MS-G2: face up; its skill is marked on the rounds it affects; the ante is automatic."""
    state, seat, slot = ctx.state, action.seat, action.slot
    holder = state.seats[seat]
    holder.hand.remove(slot)
    play = _new_play(ctx, seat, slot, True)
    state.fields[PRE_ROUND][seat] = play
    asked = ctx.rules.ante
    ante = min(asked, holder.deck[slot].kp)
    pay(ctx, play, ante)
    ctx.emit(E.PreRoundPlayed(seat, slot, play.card, ante, ante < asked))  # full: an all-in ante
    place_markers(ctx, play, PRE_ROUND)
    state.pre_turn = None  # the flow finds the next seat


def pick(ctx: Ctx, action: PickCard) -> None:
    """MS-G3: face down; only the picker sees which card."""
    state, seat, slot = ctx.state, action.seat, action.slot
    state.seats[seat].hand.remove(slot)
    round_ = state.round
    state.fields[round_][seat] = _new_play(ctx, seat, slot, False)
    ctx.emit(E.Picked(seat, round_, slot))


def after_charge(ctx: Ctx, seat: int) -> None:
    """The next seat in flag order that owes a charge action (None: everyone matched or is all-in)."""
    state = ctx.state
    state.betting.turn = charges.next_turn(state, seat) if state.in_game() > 1 else None


def end_game(ctx: Ctx, by_escape: bool) -> None:
    """MS-G4 final count (ties: all win), MS-P1 payout; then every card of the game is shown.
    (Once per game of every play-out: plain loops over the few seats and cards.)"""
    state = ctx.state
    fields, seats = state.fields, state.seats
    order = order_from(len(seats), state.flag)
    totals: list[int | None] = [None] * len(seats)
    winners = []
    if by_escape:
        for seat in order:
            if not seats[seat].escaped:
                winners.append(seat)
    else:
        best = None
        for seat in order:
            if not seats[seat].escaped:
                total = 0
                for r in ROUNDS:
                    if (p := fields[r][seat]) is not None:
                        total += p.number
                totals[seat] = total
                if best is None or total > best:
                    best, winners = total, [seat]
                elif total == best:
                    winners.append(seat)
    cards = []  # by seat in flag order, then round: the order the payout lists them
    for seat in winners:
        for r, row in enumerate(fields):
            if (p := row[seat]) is not None:
                cards.append(WinningCard(seat, r, p.slot, p.card, p.charged))
    pool = state.pool
    payout = split_pool(pool, cards, order, ctx.rules.burn_percent)
    for line in payout.cards:
        seats[line.seat].deck[line.slot].kp += line.refund + line.share + line.leftover  # line.total
    _show_all(ctx)
    burned, ranked = payout.burned, sorted(winners)
    state.results.append(GameResult(state.game_no, state.flag, totals, ranked, pool, burned, payout.reward,
                                    payout.cards, by_escape, fields))
    state.burned += burned
    state.pool = 0
    ctx.emit(E.GameOver(state.game_no + 1, tuple(ranked), tuple(totals), pool, burned, by_escape))


def _show_all(ctx: Ctx) -> None:
    """Ruling: once a game is over, every card played in it is shown (escaped seats' too)."""
    shown: list[tuple[int, int, int, str]] = []
    fields = ctx.state.fields
    for round_ in ROUNDS:
        for play in fields[round_]:
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
    gains = [gained(ctx, s) for s in range(len(state.seats))]
    best = max(gains)
    state.set_winners = [s for s, gain in enumerate(gains) if gain == best]
    state.phase, state.betting.turn, state.pre_turn = MsPhase.OVER, None, None
    ctx.emit(E.SetOver(tuple(state.set_winners), tuple(gains)))
