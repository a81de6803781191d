"""Undo by a change journal (issue #28, ``engine.core.kernel.journal``): every way a journaled
list, dict or record changes is written down once per segment and undone exactly (order too);
plain containers never get into an adopted state, while states outside sessions stay plain; with
no segment open nothing is written; and on the journaled games random play with undos and redos
gives back every state byte for byte."""

from __future__ import annotations

import contextlib
import copy
import pickle
import threading
from collections.abc import Callable
from typing import Any

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import catalog
from engine.core.kernel import journal
from engine.core.kernel import session as session_module
from engine.core.kernel.journal import FrozenRecord, JDict, JList, Journaled, Segment
from engine.core.kernel.journal_check import plain_containers
from engine.core.kernel.rng import Rng
from engine.core.kernel.session import Session
from engine.core.kernel.undo_store import JournalStore, _undo_keeping, store_for
from engine.core.saves import codec
from tests.bench.bench_core import REAL_GAMES

LIST_CHANGES: dict[str, Callable[[list[Any]], object]] = {
    "append": lambda items: items.append(9),
    "pop": lambda items: items.pop(),
    "pop(0)": lambda items: items.pop(0),
    "insert": lambda items: items.insert(1, 9),
    "remove": lambda items: items.remove(2),
    "extend": lambda items: items.extend([7, 8]),
    "+=": lambda items: items.__iadd__([7]),
    "*=": lambda items: items.__imul__(2),
    "clear": lambda items: items.clear(),
    "sort": lambda items: items.sort(reverse=True),
    "reverse": lambda items: items.reverse(),
    "set item": lambda items: items.__setitem__(0, 9),
    "set slice": lambda items: items.__setitem__(slice(0, 2), [5, 6, 7]),
    "del item": lambda items: items.__delitem__(0),
    "del slice": lambda items: items.__delitem__(slice(1, None)),
}
DICT_CHANGES: dict[str, Callable[[dict[str, Any]], object]] = {
    "set new": lambda mapping: mapping.__setitem__("z", 9),
    "set old": lambda mapping: mapping.__setitem__("a", 9),
    "del": lambda mapping: mapping.__delitem__("a"),
    "pop": lambda mapping: mapping.pop("b"),
    "pop default": lambda mapping: mapping.pop("nope", 0),
    "popitem": lambda mapping: mapping.popitem(),
    "clear": lambda mapping: mapping.clear(),
    "update": lambda mapping: mapping.update({"a": 5, "y": 6}),
    "setdefault": lambda mapping: mapping.setdefault("x", 4),
    "|=": lambda mapping: mapping.__ior__({"w": 1}),
    "move to end": lambda mapping: mapping.__setitem__("a", mapping.pop("a")),
}


def _recorded(change: Callable[[], object]) -> Segment:
    segment = Segment()
    before = journal.begin(segment)
    try:
        change()
        with contextlib.suppress(LookupError, ValueError):
            change()  # twice (where it can be): the container is written down once
    finally:
        journal.end(before)
    return segment


@pytest.mark.parametrize("name", sorted(LIST_CHANGES))
def test_every_change_of_a_list_is_written_down_once_and_undone(name: str) -> None:
    items = JList([1, 2, 3, 2])
    segment = _recorded(lambda: LIST_CHANGES[name](items))
    assert len(segment) == 1 and type(items) is JList
    journal.undo(segment)
    assert items == [1, 2, 3, 2]


@pytest.mark.parametrize("name", sorted(DICT_CHANGES))
def test_every_change_of_a_dict_is_written_down_once_and_undone_in_order(name: str) -> None:
    mapping = JDict({"a": 1, "b": 2, "c": 3})
    segment = _recorded(lambda: DICT_CHANGES[name](mapping))
    assert len(segment) <= 1
    journal.undo(segment)
    assert list(mapping.items()) == [("a", 1), ("b", 2), ("c", 3)]


class Inner(Journaled):
    cards: list[str] = msgspec.field(default_factory=list)
    n: int = 0


class Outer(Journaled, dict=True):
    rng: Rng
    inners: list[Inner]
    grid: list[list[str]] = msgspec.field(default_factory=lambda: [[], []])
    counts: dict[str, int] = msgspec.field(default_factory=dict)
    turn: int = 0


class Mark(FrozenRecord, frozen=True):
    name: str
    marks: dict[str, int] = msgspec.field(default_factory=dict)


def _plain_outer() -> Outer:
    return Outer(Rng.from_seed(1), [Inner(["a", "b"]), Inner()], counts={"x": 1})


def _outer() -> Outer:
    adopted: Outer = journal.adopt(_plain_outer())
    return adopted


def test_a_state_built_or_decoded_is_plain_until_adopted_then_wholly_journaled() -> None:
    built = _plain_outer()
    decoded = msgspec.msgpack.decode(msgspec.msgpack.encode(built), type=Outer)
    for state in (built, decoded):
        assert type(state) is Outer and type(state.grid) is list and plain_containers(state)  # bots' speed
        inner = state.inners[0]
        assert journal.adopt(state) is state and state.inners[0] is inner  # the same objects
        assert not plain_containers(state) and isinstance(state, Outer) and type(state) is not Outer
        assert type(state.grid) is JList and type(state.grid[0]) is JList and type(state.counts) is JDict
        assert codec.snapshot(state) == codec.snapshot(_plain_outer()) and repr(state) == repr(_plain_outer())
    mark = journal.adopt([Mark("m", {"a": 1})])[0]
    assert type(mark) is Mark and type(mark.marks) is JDict


def test_an_adopted_record_equals_its_plain_twin_and_copies_plainly() -> None:
    adopted, plain = _outer().inners[0], Inner(["a", "b"])
    assert adopted == plain and plain == adopted and not adopted != plain and adopted != Inner()
    assert plain in [adopted] and adopted in [plain]
    for copied in (pickle.loads(pickle.dumps(adopted)), copy.deepcopy(adopted)):
        assert type(copied) is Inner and copied == plain
    assert msgspec.json.encode(_outer()) == msgspec.json.encode(_plain_outer())


def test_a_mutable_record_that_is_not_journaled_is_refused() -> None:
    class Loose(msgspec.Struct):
        n: int = 0

    with pytest.raises(TypeError, match="Loose"):
        journal.adopt([Loose()])


def test_what_is_set_or_put_into_a_journaled_state_is_made_journaled() -> None:
    state = _outer()
    state.grid = [["x"], []]
    state.grid.append(["y"])
    state.grid[0] = ["z"]
    state.grid.extend([[], {"k": []}])  # type: ignore[list-item]
    state.counts.update({"y": 2})
    state.inners[0].cards = []
    state.__dict__["cache"] = [1]  # outside the fields: not the state's (a cache may be plain)
    assert not plain_containers(state)


def test_the_check_finds_what_the_journal_would_not_see() -> None:
    state = _outer()
    list.append(state.grid, [])  # around the hooks
    msgspec.structs.force_setattr(state.inners[1], "cards", [])
    state.rng.record.append(3)
    found = plain_containers(state)
    assert "state.grid[2]: a plain list" in found and "state.inners[1].cards: a plain list" in found
    assert any(path.startswith("rng") for path in found)

    assert "state: a Outer not adopted (no journal hook)" in plain_containers(_plain_outer())


def test_a_step_on_records_lists_and_dicts_is_undone_byte_for_byte() -> None:
    state = _outer()
    original = codec.snapshot(state)
    segment = Segment()
    before = journal.begin(segment)
    try:
        state.turn += 1
        state.turn += 1
        state.inners[0].cards.pop()
        state.inners[0].n = 5
        state.inners.append(Inner(["new"]))
        state.inners[2].cards.append("changed after it came")  # born in the step: not needed
        state.grid[1].append("g")
        state.grid = [["replaced"]]
        state.grid[0].append("and changed")
        state.counts["x"] += 1
        del state.counts["x"]
        state.counts["new"] = 1
    finally:
        journal.end(before)
    journal.undo(segment)
    assert codec.snapshot(state) == original
    assert not plain_containers(state)


def test_with_no_segment_open_nothing_is_written() -> None:
    state = _outer()
    assert journal._open is None
    segment = Segment()
    state.turn = 3
    state.inners[0].cards.append("c")
    state.counts["q"] = 1
    assert segment == [] and journal._open is None and state.turn == 3


def test_copies_pickles_and_encodings_are_those_of_plain_containers() -> None:
    items, mapping = JList(["x", "y"]), JDict({"b": 1, "a": 2})

    def change() -> None:
        items.append("z")
        items.pop()
        mapping["c"] = 3
        mapping.pop("c")

    _recorded(change)
    for other in (copy.copy(items), copy.deepcopy(items), pickle.loads(pickle.dumps(items))):
        assert type(other) is JList and other == ["x", "y"] and other._at == 0  # not written down yet
    for twin in (copy.copy(mapping), pickle.loads(pickle.dumps(mapping))):
        assert type(twin) is JDict and list(twin.items()) == [("b", 1), ("a", 2)]
    for encode in (msgspec.msgpack.encode, msgspec.json.encode, codec.snapshot):
        assert encode({"z": items, "m": mapping}) == encode({"z": ["x", "y"], "m": {"b": 1, "a": 2}})


def test_a_nested_segment_leaves_the_outer_one_complete() -> None:
    """A session stepping inside another's step: what the inner segment wrote, the outer one
    writes again, so undoing the outer step alone still gives back everything."""
    state = _outer()
    original = codec.snapshot(state)
    outer, inner = Segment(), Segment()
    before = journal.begin(outer)
    state.inners[0].cards.append("o")
    nested = journal.begin(inner)
    state.inners[1].cards.append("i")
    journal.end(nested)
    state.inners[1].cards.append("o2")
    state.inners[0].cards.append("o3")
    journal.end(before)
    journal.undo(outer)
    assert codec.snapshot(state) == original


def test_only_one_thread_records_at_a_time() -> None:
    segment = Segment()
    before = journal.begin(segment)
    errors: list[BaseException] = []

    def other() -> None:
        try:
            journal.begin(Segment())
        except RuntimeError as err:
            errors.append(err)

    try:
        thread = threading.Thread(target=other)
        thread.start()
        thread.join()
    finally:
        journal.end(before)
    assert len(errors) == 1 and journal._open is None
    journal.end(journal.begin(None))  # a step whose undo is not kept opens nothing
    assert journal._open is None


def test_rolling_back_and_forward_again_gives_the_same_state() -> None:
    state = _outer()
    segments, seen = [], [codec.snapshot(state)]
    for step in range(4):
        segment = Segment()
        before = journal.begin(segment)
        state.turn = step + 1
        state.inners[step % 2].cards.append(f"c{step}")
        state.counts[f"k{step}"] = step
        journal.end(before)
        segments.append(segment)
        seen.append(codec.snapshot(state))
    forward = [_undo_keeping(segment) for segment in reversed(segments)]
    assert codec.snapshot(state) == seen[0]
    for segment in reversed(forward):
        journal.undo(segment)
    assert codec.snapshot(state) == seen[-1]
    journal.undo(segments[-1])
    assert codec.snapshot(state) == seen[-2]  # the segments still hold after the round trip


JOURNALED = sorted(game_id for game_id in REAL_GAMES
                   if issubclass(catalog.load_game(game_id).state_type, Journaled))


def test_the_games_that_keep_a_journal() -> None:
    assert set(JOURNALED) == set(REAL_GAMES) == {"fatal-fight", "alchemic", "mysaga", "fertcg", "dannocomachi"}
    for game_id in JOURNALED:
        assert type(store_for(catalog.load_game(game_id).state_type)) is JournalStore


@pytest.fixture(scope="module", params=JOURNALED)
def game(request: pytest.FixtureRequest) -> Any:
    return catalog.load_game(request.param)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**20), moves=st.lists(st.integers(0, 29), min_size=10, max_size=90),
       depth=st.sampled_from([3, 256]))
def test_random_play_with_undos_and_redos_gives_back_every_state(game: Any, seed: int, moves: list[int],
                                                                 depth: int) -> None:
    """Below 6 an undo, below 10 a redo, below 11 a checkpoint (the live state must not change),
    else a legal action: after each, the state is byte for byte the one first reached with that
    log, and nothing a step could change unseen is reachable from it. A window of 3 undoes
    beyond it by replaying the log (the journal then rebuilt)."""
    patch = pytest.MonkeyPatch()
    patch.setattr(session_module, "SNAPSHOT_DEPTH", depth)
    try:
        session = Session.new(game, REAL_GAMES[game.id], seed, "lenient")
        seen = [codec.snapshot(session.state)]
        for move in moves:
            if move < 6 and session.can_undo():
                session.undo()
            elif move < 10 and session.can_redo():
                session.redo()
            elif move < 11:
                session.checkpoint()
            elif legal := session.legal_actions():
                session.apply(legal[move * 7919 % len(legal)])
                del seen[len(session.log):]
                seen.append(codec.snapshot(session.state))
            assert codec.snapshot(session.state) == seen[len(session.log)]
            assert not plain_containers(session.state)
    finally:
        patch.undo()


@pytest.mark.parametrize("game_id", ["fatal-fight", "fertcg"])
def test_a_session_without_journal_plays_a_plain_state_and_still_undoes(game_id: str) -> None:
    """``replay --check`` plays on such a session (no hooks on every step); its undo, should anyone
    take one, falls back to encoded snapshots and is still exact."""
    game = catalog.load_game(game_id)
    session = Session.new(game, REAL_GAMES[game_id], 3, "lenient", journal=False)
    assert type(session.state) is game.state_type and not isinstance(session._snapshot(), Segment)
    picker = Rng.from_seed(5)
    for _ in range(12):
        before = game.encode_state(session.state)
        legal = session.legal_actions()
        session.apply(legal[picker.below(len(legal))])
        assert type(session.state) is game.state_type
        session.undo()
        assert game.encode_state(session.state) == before
        session.redo()
