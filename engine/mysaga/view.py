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
from itertools import starmap
from operator import attrgetter

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
# fields read by attrgetter (one call for several, in C): a search bot builds a view at every decision
_CARD, _KP, _KP_START = attrgetter("card"), attrgetter("kp"), attrgetter("kp_start")
_MARKER_FIELDS = attrgetter("seat", "source_round", "slot", "card", "target_round")  # MarkerView's order
# a shown Play's fields in PlayView's order after its seat and round
_PLAY_FIELDS = attrgetter("face_up", "charged", "slot", "card", "base", "number", "attribute", "skill_delta", "bonus")


def _hidden_play(play: Play, round_: int) -> PlayView:
    """Another seat's face-down card: only who played it and what it charged (public bets)."""
    hidden = HIDDEN_CARD
    return PlayView(play.seat, round_, False, play.charged, hidden, hidden, hidden, hidden, hidden,
                    hidden, hidden)


def _deck_view(deck: list[DeckCard], sees: bool, rows: list[list[Play | None]], seat: int) -> tuple[DeckCardView, ...]:
    """A seat's deck list: current KP where the viewer may know it (its own deck, or the seat's
    face-up cards on the round fields ``rows``), else the game's starting KP.
    (Built by ``map`` over the deck's fields: a search bot builds every seat's at every decision.)"""
    starts = list(map(_KP_START, deck))
    if sees:
        shown: list[int] = list(map(_KP, deck))
    else:
        shown = starts.copy()
        for row in rows:
            play = row[seat]
            if play is not None and play.face_up:
                shown[play.slot] = deck[play.slot].kp
    return tuple(map(DeckCardView, range(len(deck)), map(_CARD, deck), shown, starts))


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
        hand: tuple[int, ...] | Hidden = tuple(seat.hand) if sees else HIDDEN_HAND
        seats.append(SeatView(i, seat.name, _deck_view(seat.deck, sees, rows, i), hand,
                              len(seat.hand), seat.escaped, seat.kp_set_start))
    fields = tuple([tuple([None if p is None else PlayView(p.seat, r, *_PLAY_FIELDS(p))
                           if everything or p.face_up or viewer == p.seat else _hidden_play(p, r) for p in row])
                    for r, row in enumerate(rows)])
    b = state.betting
    betting = BettingView(b.level, tuple(b.paid), tuple(b.acted), tuple(b.full), b.double_used,
                          b.hyper_used, b.turn, b.base_pool, charges.charge_amount(b), b.double_to)
    markers = tuple(starmap(MarkerView, map(_MARKER_FIELDS, state.markers)))
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
