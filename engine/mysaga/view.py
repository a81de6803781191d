"""What one seat may see (design.md §6).

Public (rulings): every seat's deck list with each card's KP at the start of this game (as a
tournament deck list), face-up cards with their current KP, every charge, the pool, the
markers of face-up skills, the results. Private: a seat's hand and its face-down pick until the
reveal — the KP shown for another seat's cards that are not face up stays the game's starting
KP, so the amount paid never points at the hidden card.

The view types are frozen msgspec Structs (equal, hashable and walked like dataclasses): a search
bot's play-outs build a view at every decision, and a Struct is made several times faster.
"""

from __future__ import annotations

from collections.abc import Sequence

import msgspec

from engine.core.kernel.game import Action
from engine.core.kernel.view import Hidden
from engine.mysaga import charge as charges
from engine.mysaga.context import Ctx
from engine.mysaga.rules import owing
from engine.mysaga.state import DeckCard, GameResult, Play
from engine.mysaga.steps import MsPhase


class DeckCardView(msgspec.Struct, frozen=True):
    slot: int
    card: str
    kp: int  # current KP when this seat may know it, else the KP at the start of the game
    kp_start: int


class SeatView(msgspec.Struct, frozen=True):
    seat: int
    name: str
    deck: tuple[DeckCardView, ...]
    hand: tuple[int, ...] | Hidden  # deck slots in dealt order, for the seat itself
    hand_size: int
    escaped: bool
    kp_set_start: int


class PlayView(msgspec.Struct, frozen=True):
    seat: int
    round: int
    face_up: bool
    charged: int  # public: charges are bets everyone sees
    slot: int | Hidden
    card: str | Hidden
    base: int | Hidden
    number: int | Hidden
    attribute: str | Hidden
    skill_delta: int | Hidden
    bonus: int | Hidden


class MarkerView(msgspec.Struct, frozen=True):
    seat: int
    source_round: int
    slot: int
    card: str
    target_round: int


class BettingView(msgspec.Struct, frozen=True):
    level: int  # the reference amount (MS-C3–C6)
    paid: tuple[int, ...]
    acted: tuple[bool, ...]
    full: tuple[bool, ...]
    double_used: bool
    hyper_used: bool
    turn: int | None
    base_pool: int
    charge_amount: int  # what Charge would pay (MS-C2)
    double_to: int = 0  # the round total of this round's Double Charge (0: none; MS-C5)


class MySagaView(msgspec.Struct, frozen=True):
    viewer: int | None
    kind: str
    owing: tuple[int, ...]
    phase: str
    round: int
    game_no: int
    games_per_set: int
    flag: int
    pre_turn: int | None
    pool: int
    burned: int
    seats: tuple[SeatView, ...]
    fields: tuple[tuple[PlayView | None, ...], ...]
    markers: tuple[MarkerView, ...]
    no_judgement: tuple[bool, ...]
    betting: BettingView
    results: tuple[GameResult, ...]
    set_winners: tuple[int, ...]
    costs: tuple[tuple[str, int], ...]  # the viewer's legal charge actions now and their KP (a panel)


# what a seat sees of another's hand and face-down pick (frozen: one instance serves every view)
HIDDEN_CARD = Hidden("card", back="card")
HIDDEN_HAND = Hidden("hand", back="card")
CHARGE_PHASE = MsPhase.CHARGE  # read once: every view tests it
NONE_FACE_UP: frozenset[int] = frozenset()  # the viewer sees its own deck whole: no face-up slots needed


def _play_view(play: Play, round_: int, shown: bool) -> PlayView:
    if shown or play.face_up:
        return PlayView(play.seat, round_, play.face_up, play.charged, play.slot, play.card, play.base,
                        play.number, play.attribute, play.skill_delta, play.bonus)
    hidden = HIDDEN_CARD
    return PlayView(play.seat, round_, False, play.charged, hidden, hidden, hidden, hidden, hidden,
                    hidden, hidden)


def _deck_view(deck: list[DeckCard], sees: bool, face_up: set[int] | frozenset[int]) -> tuple[DeckCardView, ...]:
    """A seat's deck list: current KP where the viewer may know it, else the game's starting KP."""
    if sees:
        return tuple([DeckCardView(slot, c.card, c.kp, c.kp_start) for slot, c in enumerate(deck)])
    if not face_up:  # before a reveal (most views a play-out builds): every KP is the starting one
        return tuple([DeckCardView(slot, c.card, c.kp_start, c.kp_start) for slot, c in enumerate(deck)])
    return tuple([DeckCardView(slot, c.card, c.kp if slot in face_up else c.kp_start, c.kp_start)
                  for slot, c in enumerate(deck)])


def make_view(ctx: Ctx, viewer: int | None, *, everything: bool = False,
              legal: Sequence[Action] | None = None) -> MySagaView:
    """What ``viewer`` sees; ``everything``: every hand, pick and KP (a finished game's replay).
    ``legal``: the viewer's ``legal_actions`` of this very state when the caller has listed them
    already (a bot's play-out, issue #28), so the charge panel's costs do not list them again."""
    state = ctx.state
    kind, seats_owing = owing(state)
    seats = []
    rows = state.fields
    for i, seat in enumerate(state.seats):
        sees = everything or viewer == i
        face_up = NONE_FACE_UP if sees else {p.slot for r in rows if (p := r[i]) is not None and p.face_up}
        hand: tuple[int, ...] | Hidden = tuple(seat.hand) if sees else HIDDEN_HAND
        seats.append(SeatView(i, seat.name, _deck_view(seat.deck, sees, face_up), hand, len(seat.hand),
                              seat.escaped, seat.kp_set_start))
    fields = tuple([tuple([None if p is None else _play_view(p, r, everything or viewer == p.seat) for p in row])
                    for r, row in enumerate(rows)])
    b = state.betting
    betting = BettingView(b.level, tuple(b.paid), tuple(b.acted), tuple(b.full), b.double_used,
                          b.hyper_used, b.turn, b.base_pool, charges.charge_amount(b), b.double_to)
    markers = tuple([MarkerView(m.seat, m.source_round, m.slot, m.card, m.target_round) for m in state.markers])
    return MySagaView(viewer, str(kind), seats_owing, state.phase, state.round, state.game_no,
                      state.games_per_set, state.flag, state.pre_turn, state.pool, state.burned,
                      tuple(seats), fields, markers, tuple(state.no_judgement), betting,
                      tuple(state.results), tuple(state.set_winners), _costs(ctx, viewer, legal))


def _costs(ctx: Ctx, viewer: int | None, legal: Sequence[Action] | None) -> tuple[tuple[str, int], ...]:
    """Only the viewer's own: a Full Charge's amount would tell others its hidden card's KP."""
    if viewer is None or ctx.state.phase != CHARGE_PHASE:
        return ()
    state = ctx.state
    if legal is None:
        legal = charges.legal(state, viewer)
    return tuple([(type(a).__name__, charges.cost(state, a)) for a in legal])
