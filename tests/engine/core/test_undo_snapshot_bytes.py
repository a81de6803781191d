"""Undo (issue #28): encoded into kept buffers (``kernel.snapshots``), every snapshot is byte for
byte the plain encoding of its state's fields, whatever was encoded before it in the same buffer,
and two threads never write into one buffer; put back in place (by that snapshot, or by the
undo journal of a journaled state, ``kernel.journal``), each is byte for byte the state it was
taken of, on every game, in any mix of steps, undos and redos."""

from __future__ import annotations

import sys
import threading
from typing import Any

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import catalog
from engine.core.kernel.journal import Journaled
from engine.core.kernel.journal_check import plain_containers
from engine.core.kernel.rng import Rng
from engine.core.kernel.session import Session
from engine.core.kernel.snapshot_plan import Plan
from engine.core.kernel.snapshots import Snapshots
from engine.core.saves import codec
from tests.bench.bench_core import REAL_GAMES
from tests.support.high_card import HighCard

_plain = msgspec.msgpack.Encoder().encode


def _plain_snapshot(state: Any) -> bytes:
    """What ``Snapshots.take`` gives, written out plainly: the fields in order encoded as one array."""
    plan = Plan.of(type(state))
    assert plan is not None
    return _plain(tuple(getattr(state, name) for name in plan.rest_names))


def _states(game: Any, setup: dict[str, Any], seed: int, steps: int) -> list[Any]:
    """Copies of the state after each of ``steps`` random legal steps."""
    shots = Snapshots.of(game.state_type)
    state, picker, seen = game.new_state(setup, seed), Rng.from_seed(seed), []
    while len(seen) < steps and (legal := game.legal_actions(state)):
        game.apply(state, legal[picker.below(len(legal))])
        seen.append(shots.restore(shots.take(state)))
    return seen


def test_every_snapshot_is_the_plain_encoding_of_its_fields() -> None:
    """Big states and small ones taken in turn through the same buffers: no byte of an earlier,
    longer snapshot is left in a later one."""
    small = HighCard()
    for game_id in sorted(REAL_GAMES):
        game = catalog.load_game(game_id)
        shots, tiny = Snapshots.of(game.state_type), Snapshots.of(small.state_type)
        for state in _states(game, REAL_GAMES[game_id], 3, 60):
            assert shots.take(state) == _plain_snapshot(state)
            little = small.new_state({}, 1)
            assert tiny.take(little) == _plain_snapshot(little)


def test_two_threads_taking_snapshots_each_get_their_own_bytes() -> None:
    game = catalog.load_game("fatal-fight")
    shots = Snapshots.of(game.state_type)
    states = _states(game, REAL_GAMES["fatal-fight"], 4, 40)
    expected = [shots.take(state) for state in states]
    wrong: list[int] = []

    def take_all() -> None:
        for _ in range(30):
            wrong.extend(n for n, state in enumerate(states) if shots.take(state) != expected[n])

    threads = [threading.Thread(target=take_all) for _ in range(2)]
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # switch threads as often as the interpreter can
    try:
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    finally:
        sys.setswitchinterval(interval)
    assert not wrong


@pytest.fixture(scope="module", params=sorted(REAL_GAMES))
def game(request: pytest.FixtureRequest) -> Any:
    return catalog.load_game(request.param)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**16), moves=st.lists(st.integers(0, 19), min_size=20, max_size=70))
def test_undo_and_redo_in_any_mix_give_back_each_state_byte_for_byte(game: Any, seed: int, moves: list[int]) -> None:
    """Random legal play with undos and redos mixed in (lenient: every step keeps its snapshot):
    after each undo or redo the state is, byte for byte, the one first reached with that log."""
    _play_with_undos(game, seed, moves)


@pytest.mark.parametrize("seed", [11, 12])
def test_long_seeded_play_with_undos_gives_back_each_state_byte_for_byte(game: Any, seed: int) -> None:
    """The same over 300 seeded moves a game (about one in four an undo, one in seven a redo)."""
    picker = Rng.from_seed(seed)
    _play_with_undos(game, seed, [picker.below(20) for _ in range(300)])


def _play_with_undos(game: Any, seed: int, moves: list[int]) -> None:
    """Play ``moves`` (below 5: undo, below 8: redo, else a legal action chosen by it), checking
    after each that an undone or redone state is byte for byte the one first reached with that
    log, and (a journaled state) that nothing a step could change unseen is reachable from it."""
    session = Session.new(game, REAL_GAMES[game.id], seed, "lenient")
    seen = [codec.snapshot(session.state)]  # seen[n]: the state after the log's first n steps
    for move in moves:
        if move < 5 and session.can_undo():
            session.undo()
            assert codec.snapshot(session.state) == seen[len(session.log)]
        elif move < 8 and session.can_redo():
            session.redo()
            assert codec.snapshot(session.state) == seen[len(session.log)]
        elif legal := session.legal_actions():
            session.apply(legal[move * 7919 % len(legal)])
            del seen[len(session.log):]
            seen.append(codec.snapshot(session.state))
        if isinstance(session.state, Journaled):
            assert not plain_containers(session.state)
