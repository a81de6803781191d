"""Undo restores only what a step changed (issue #28, ``engine.core.kernel.snapshots``): the
state after any mix of steps, undos and redos is byte for byte the state a fresh replay of the
same log builds, on every real game; saves and their checkpoints keep their bytes."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import msgspec
import pytest

from engine import catalog
from engine.core.kernel.rng import Rng
from engine.core.kernel.session import Session
from engine.core.kernel.snapshots import Snapshots
from engine.core.saves import codec
from engine.core.saves.documents import encode_save, state_digest
from tests.bench.bench_core import REAL_GAMES

META = {"saved_at": "2025-01-01T00:00:00+00:00"}


@pytest.fixture(scope="module", params=sorted(REAL_GAMES))
def game(request: pytest.FixtureRequest) -> Any:
    return catalog.load_game(request.param)


def _replayed(game: Any, session: Session[Any]) -> bytes:
    """The state a fresh replay of ``session``'s log builds (the oracle), as ``codec.snapshot``."""
    fresh = Session.replay(game, session.setup, session.seed, session.log, "lenient")
    return codec.snapshot(fresh.state)


@pytest.mark.parametrize("seed", [0, 1])
def test_any_mix_of_steps_undos_and_redos_is_the_replayed_state(game: Any, seed: int) -> None:
    setup = REAL_GAMES[game.id]
    session = Session.new(game, setup, seed, "lenient")
    picker = Rng.from_seed(100 + seed)
    for _ in range(70):
        roll = picker.below(20)
        if roll < 5 and session.can_undo():
            session.undo()
        elif roll < 8 and session.can_redo():
            session.redo()
        elif legal := session.legal_actions():
            session.apply(legal[picker.below(len(legal))])
        assert codec.snapshot(session.state) == _replayed(game, session), len(session.log)
        assert session.legal_actions() == Session.replay(game, setup, seed, session.log, "lenient").legal_actions()


def test_undoing_every_step_passes_through_every_earlier_state(game: Any) -> None:
    setup = REAL_GAMES[game.id]
    session = Session.new(game, setup, 5, "lenient")
    seen = [codec.snapshot(session.state)]
    picker = Rng.from_seed(9)
    while len(session.log) < 120 and (legal := session.legal_actions()):
        session.apply(legal[picker.below(len(legal))])
        seen.append(codec.snapshot(session.state))
    digest = state_digest(session)
    while session.can_undo():
        session.undo()
        assert codec.snapshot(session.state) == seen[len(session.log)]
    while session.can_redo():
        session.redo()
    assert codec.snapshot(session.state) == seen[-1]
    assert state_digest(session) == digest


def test_a_save_and_its_checkpoint_keep_their_bytes(game: Any) -> None:
    """The checkpoint a save keeps is rebuilt from the oldest undo snapshot: the same bytes as
    the state a replay reaches at that step."""
    setup = REAL_GAMES[game.id]
    session = Session.new(game, setup, 2, "lenient")
    picker = Rng.from_seed(2)
    while len(session.log) < 300 and (legal := session.legal_actions()):
        session.apply(legal[picker.below(len(legal))])
    kept = session.checkpoint()
    if kept is not None:
        step, state = kept
        fresh = Session.replay(game, setup, 2, session.log[:step], "lenient")
        assert game.encode_state(state) == game.encode_state(fresh.state)
    replayed = Session.replay(game, setup, 2, session.log, "lenient")
    assert encode_save(session, META) == encode_save(replayed, META)


class Card(msgspec.Struct):
    name: str
    face_up: bool = False


class Table(msgspec.Struct):
    zones: dict[str, list[Card]]  # a mapping of collections: restored zone by zone
    marks: dict[str, int]
    turn: int = 0


def _cards(*names: str) -> list[Card]:
    return [Card(name) for name in names]


def test_a_mapping_in_another_order_is_restored_in_its_order() -> None:
    """Equal mappings in another key order encode differently: the snapshot's order comes back."""
    shots = Snapshots.of(Table)
    state = Table({"a": _cards("x"), "b": _cards("y")}, {"p": 1, "q": 2})
    before = shots.take(state)
    state.zones = {"b": state.zones["b"], "a": state.zones["a"]}
    state.marks["p"] = state.marks.pop("p")
    state.zones["b"].append(Card("z"))
    shots.restore_into(state, before, None)
    assert codec.snapshot(state) == codec.snapshot(shots.restore(before))
    assert list(state.zones) == ["a", "b"] and list(state.marks) == ["p", "q"] and state.zones["b"] == _cards("y")


def test_a_mapping_only_reordered_is_restored_in_its_order() -> None:
    shots = Snapshots.of(Table)
    state = Table({"a": _cards("x"), "b": _cards("y")}, {"p": 1, "q": 2})
    before = shots.take(state)
    state.zones = {"b": state.zones["b"], "a": state.zones["a"]}  # equal, in another order
    shots.restore_into(state, before, None)
    assert list(state.zones) == ["a", "b"] and codec.snapshot(state) == codec.snapshot(shots.restore(before))
    state.zones = {"b": state.zones["b"], "a": state.zones["a"]}
    state.marks = {"q": 2, "p": 1}
    shots.restore_into(state, before, None)
    assert list(state.zones) == ["a", "b"] and list(state.marks) == ["p", "q"]


def test_only_the_changed_fields_are_rebuilt() -> None:
    shots = Snapshots.of(Table)
    state = Table({"a": _cards("x"), "b": _cards("y")}, {"p": 1})
    before = shots.take(state)
    kept, marks = state.zones["a"], state.marks
    state.zones["b"].pop()
    state.turn = 3
    shots.restore_into(state, before, None)
    assert state.turn == 0 and state.zones["b"] == _cards("y")
    assert state.zones["a"] is kept and state.marks is marks  # unchanged: left as they were


@dataclass(frozen=True)
class Frozen:
    cards: tuple[str, ...] = field(default_factory=tuple)


def test_a_state_type_that_cannot_be_set_field_by_field_is_snapshotted_whole() -> None:
    shots = Snapshots.of(Frozen)
    assert not shots.partial
    state = Frozen(("a", "b"))
    assert shots.take(state) == codec.snapshot(state)
    assert shots.restore(shots.take(state)) == state
