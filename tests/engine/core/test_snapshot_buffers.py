"""Undo snapshots are encoded into kept buffers (issue #28, ``kernel.snapshots``): every snapshot
is byte for byte the plain encoding of its state's fields, whatever was encoded before it in the
same buffer, and two threads never write into one buffer."""

from __future__ import annotations

import dataclasses
import sys
import threading
from typing import Any

import msgspec

from engine import catalog
from engine.core.kernel.rng import Rng
from engine.core.kernel.snapshots import Snapshots
from tests.bench.bench_core import REAL_GAMES
from tests.support.high_card import HighCard

_plain = msgspec.msgpack.Encoder().encode


def _fields(state: Any) -> tuple[Any, ...]:
    """The state's fields in order, as ``Snapshots.take`` encodes them."""
    fields = msgspec.structs.fields(state) if isinstance(state, msgspec.Struct) else dataclasses.fields(state)
    return tuple(getattr(state, f.name) for f in fields)


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
            assert shots.take(state) == _plain(_fields(state))
            little = small.new_state({}, 1)
            assert tiny.take(little) == _plain(_fields(little))


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
