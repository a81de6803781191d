"""Bots choose from their seat's view, never the state (design.md §14, issue #9): the driver,
the per-seat controller map, and a proof on the toy pick game that hidden things cannot
change a bot's choice."""

from __future__ import annotations

import dataclasses
from typing import Any

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.kernel.bots import Driver, NoDecision, RandomBot, SeatBots, decide, play
from engine.core.kernel.piles import Pile
from engine.core.kernel.rng import Rng
from engine.core.kernel.session import Session
from tests.engine.core.toy_pick import Pick, PickState, PickView, ScoreKeeper, ToyPick

GAME = ToyPick()


class Recording(ScoreKeeper):
    """ScoreKeeper that keeps what it was handed."""

    def __init__(self) -> None:
        self.seen: list[Any] = []

    def choose(self, view: Any, legal: Any, rng: Rng) -> Any:
        self.seen.append(view)
        return super().choose(view, legal, rng)


def with_other_secrets(state: PickState, seat: int, rng: Rng) -> PickState:
    """The same game as ``seat`` sees it, with everything hidden from it dealt anew: the other
    seat's hand (and its face-down pick) drawn again from the cards ``seat`` has not seen, in
    a new deck order, with another generator."""
    other = 1 - seat
    seen = {*state.hands[seat], *state.shown[0], *state.shown[1], state.picks[seat]}
    unseen = [c for c in range(1, 10) if c not in seen]
    rng.shuffle(unseen)
    hands = [list(h) for h in state.hands]
    hands[other], rest = sorted(unseen[: len(hands[other])]), unseen[len(hands[other]):]
    picks = list(state.picks)
    if picks[other] is not None:
        picks[other], rest = rest[0], rest[1:]
    return dataclasses.replace(state, hands=hands, picks=picks, rng=Rng.from_seed(rng.below(1 << 40)),
                               deck=Pile([str(c) for c in rest]))


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=2**32), st.lists(st.integers(0, 2), max_size=6), st.integers(0, 2**32))
def test_a_bots_choice_is_the_same_whatever_is_hidden_from_it(seed: int, moves: list[int], resample: int) -> None:
    state = GAME.new_state({}, seed)
    for move in moves:  # some play first, so scores, shown cards and a face-down pick vary
        legal = GAME.legal_actions(state)
        if not legal:
            break
        GAME.apply(state, legal[move % len(legal)])
    for seat in GAME.decision(state).seats:
        twin = with_other_secrets(state, seat, Rng.from_seed(resample))
        assert GAME.view(twin, seat) == GAME.view(state, seat)  # the two differ only in what is hidden
        assert GAME.legal_actions(twin, seat) == GAME.legal_actions(state, seat)
        bot = ScoreKeeper()
        assert decide(GAME, twin, seat, bot, Rng.from_seed(1)) == decide(GAME, state, seat, bot, Rng.from_seed(1))


def test_the_hidden_things_do_differ_so_the_proof_has_teeth() -> None:
    state = GAME.new_state({}, 5)
    GAME.apply(state, Pick(1, state.hands[1][0]))
    twin = with_other_secrets(state, 0, Rng.from_seed(9))
    assert (twin.hands[1], twin.picks[1], twin.deck.cards) != (state.hands[1], state.picks[1], state.deck.cards)
    assert GAME.view(twin, 0) == GAME.view(state, 0)


def test_the_bot_is_handed_its_seats_view_and_never_the_state() -> None:
    session = Session.new(GAME, {}, 4)
    bot = Recording()
    play(session, 1, bot, Rng.from_seed(0))
    (view,) = bot.seen
    assert isinstance(view, PickView) and view.seat == 1 and not isinstance(view, PickState)
    assert session.log[-1]["action"]["seat"] == 1


def test_a_random_bot_needs_no_view_and_never_touches_the_states_generator() -> None:
    state = GAME.new_state({}, 2)
    before = msgspec.structs.replace(state.rng)
    driver = Driver(GAME, RandomBot(), Rng.from_seed(3))
    choice = driver.next_action(state)
    assert choice in GAME.legal_actions(state) and state.rng == before


def test_deciding_for_a_seat_that_owes_nothing_is_refused() -> None:
    state = GAME.new_state({}, 2)
    GAME.apply(state, GAME.legal_actions(state, 0)[0])
    with pytest.raises(NoDecision):
        decide(GAME, state, 0, ScoreKeeper(), Rng.from_seed(0))


def test_a_seat_can_be_handed_to_a_bot_mid_game_and_back() -> None:
    session = Session.new(GAME, {}, 6)
    bots = SeatBots(seed=1)
    assert bots.step(session) is None  # nobody's seat is a bot's yet
    session.apply(session.legal_actions(0)[0])  # a person picks for seat 0
    bots.take(1, ScoreKeeper())
    assert bots.step(session) is not None and session.log[-1]["action"]["seat"] == 1
    assert bots.step(session) is None  # seat 0 (a person) reveals
    bots.release(1)
    assert bots.seats() == frozenset() and bots.bot_for(1) is None


def test_a_bot_that_does_not_say_gets_its_view() -> None:
    class Plain:  # written to the contract: choose(view, legal, rng) only
        def choose(self, view: Any, legal: Any, rng: Rng) -> Any:
            assert isinstance(view, PickView)
            return legal[0]

    state = GAME.new_state({}, 2)
    assert decide(GAME, state, 1, Plain(), Rng.from_seed(0)) == GAME.legal_actions(state, 1)[0]
