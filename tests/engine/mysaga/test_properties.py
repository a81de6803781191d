"""Property tests on random legal play (hypothesis): KP conserved, sets end, illegal input
changes nothing, replays reproduce, views and determinized states agree."""

from __future__ import annotations

from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.kernel.errors import IllegalAction
from engine.core.kernel.rng import Rng
from engine.core.kernel.session import Session
from engine.core.saves import codec
from engine.mysaga import actions as A
from engine.mysaga.game import MySaga

MAX_STEPS = 3 * 4 * 40  # games × seats × a generous bound on one seat's decisions per game
DECKS = ("blaze", "tide", "radiance", "nightfall")


@cache
def shipped() -> MySaga:
    return MySaga.load(user_root=None)


def _setup(seats: int) -> dict:
    return {"seats": [{"name": f"S{i}", "deck": DECKS[i]} for i in range(seats)]}


def _random_play(seed: int, seats: int, check_each_step) -> Session:  # noqa: ANN001
    game = shipped()
    session = Session.new(game, _setup(seats), seed, undo_mode="lenient")
    chooser = Rng.from_seed(seed ^ 0xC0FFEE)
    steps = 0
    while not game.is_over(session.state):
        owing = game.owing_seats(session.state)
        assert owing, "a running set always owes someone a decision"
        seat = owing[chooser.below(len(owing))]
        legal = game.legal_actions(session.state, seat)
        assert legal, "an owing seat always has a legal action"
        check_each_step(game, session.state, seat, chooser)
        session.apply(legal[chooser.below(len(legal))])
        steps += 1
        assert steps <= MAX_STEPS, "the set did not end"
    return session


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**40), seats=st.integers(2, 4))
def test_kp_is_conserved_across_pool_cards_and_burn(seed: int, seats: int) -> None:
    start = Session.new(shipped(), _setup(seats), seed).state.total_kp()

    def check(game, state, seat, rng) -> None:  # noqa: ANN001
        assert state.total_kp() == start
        assert all(c.kp >= 0 for s in state.seats for c in s.deck)

    session = _random_play(seed, seats, check)
    assert session.state.total_kp() == start
    assert session.state.pool == 0 and len(session.state.results) == 3
    assert session.state.set_winners


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**40), seats=st.integers(2, 4))
def test_illegal_actions_leave_the_state_untouched(seed: int, seats: int) -> None:
    def check(game, state, seat, rng) -> None:  # noqa: ANN001
        legal = set(game.legal_actions(state, seat))
        others = [s for s in range(state.n) if s not in game.owing_seats(state)]
        tries = [kind(seat) for kind in A.CHARGE_TYPES] + [A.PickCard(seat, 9), A.PlayPreRound(seat, 9)]
        tries += [A.Wait(s) for s in others]
        before = codec.encode_json(state)
        for action in tries:
            if action in legal:
                continue
            with pytest.raises(IllegalAction) as err:
                game.apply(state, action)
            assert err.value.text.en and err.value.text.ja
            assert codec.encode_json(state) == before

    _random_play(seed, seats, check)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**40), seats=st.integers(2, 4))
def test_replays_reproduce_through_the_session(seed: int, seats: int) -> None:
    session = _random_play(seed, seats, lambda *a: None)
    again = Session.replay(shipped(), session.setup, session.seed, session.log)
    assert codec.encode_json(again.state) == codec.encode_json(session.state)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**40), seats=st.integers(2, 4))
def test_a_determinized_state_shows_the_seat_exactly_its_view(seed: int, seats: int) -> None:
    def check(game, state, seat, rng) -> None:  # noqa: ANN001
        viewer = rng.below(state.n)
        view = game.view(state, viewer)
        world = game.determinize(view, viewer, Rng.from_seed(seed))
        assert game.view(world, viewer) == view
        assert world.total_kp() == state.total_kp()  # the hidden KP were inferred right
        for other in range(state.n):
            assert len(world.seats[other].hand) == len(state.seats[other].hand)

    _random_play(seed, seats, check)
