"""Undo snapshots that skip what a step left alone (issue #28): ``Tracked`` lists keep a copy of
themselves until any change, and a table's zones are snapshotted as those copies
(``kernel.snapshots``, ``kernel.snapshot_plan``)."""

from __future__ import annotations

import copy
import pickle
from collections.abc import Callable

import msgspec
import pytest

from engine.core.kernel.snapshot_plan import Plan
from engine.core.kernel.snapshots import Snapshots
from engine.core.kernel.tracked import Tracked, kept
from engine.core.saves import codec
from engine.dannocomachi.state import DannoState
from engine.sandbox.state import Placed, SandboxState

CHANGES: dict[str, Callable[[Tracked[int]], object]] = {
    "append": lambda items: items.append(9),
    "extend": lambda items: items.extend([9]),
    "insert": lambda items: items.insert(0, 9),
    "pop": lambda items: items.pop(),
    "pop at": lambda items: items.pop(0),
    "remove": lambda items: items.remove(2),
    "clear": lambda items: items.clear(),
    "sort": lambda items: items.sort(reverse=True),
    "reverse": lambda items: items.reverse(),
    "set item": lambda items: items.__setitem__(0, 9),
    "set slice": lambda items: items.__setitem__(slice(0, 2), [9]),
    "del item": lambda items: items.__delitem__(0),
    "del slice": lambda items: items.__delitem__(slice(0, 2)),
    "add in place": lambda items: items.__iadd__([9]),
    "multiply in place": lambda items: items.__imul__(2),
}


@pytest.mark.parametrize("change", sorted(CHANGES))
def test_every_change_in_place_drops_the_kept_copy(change: str) -> None:
    items = Tracked([1, 2, 3])
    assert items.freeze() == (1, 2, 3) and items.frozen == (1, 2, 3)
    CHANGES[change](items)
    assert items.frozen is None
    assert items.freeze() == tuple(items)


def test_a_copy_or_a_pickle_keeps_no_copy() -> None:
    items = Tracked(["a", "b"])
    items.freeze()
    for other in (copy.copy(items), copy.deepcopy(items), pickle.loads(pickle.dumps(items))):
        assert type(other) is Tracked and other == ["a", "b"] and kept(other) is None


def test_tracked_lists_encode_as_plain_lists() -> None:
    placed = Placed("c1", "card", True)
    assert msgspec.json.encode({"z": Tracked([placed])}) == msgspec.json.encode({"z": [placed]})
    assert msgspec.msgpack.encode(Tracked(["x"])) == msgspec.msgpack.encode(["x"])


def test_a_tables_zones_are_leaves_because_a_placed_card_is_frozen() -> None:
    for state_type in (SandboxState, DannoState):
        plan = Plan.of(state_type)
        assert plan is not None and plan.leaf_names == ("zones",) and "zones" not in plan.rest_names
    with pytest.raises(AttributeError):
        Placed("c1", "card", False).face_up = True  # type: ignore[misc]


class Card(msgspec.Struct, frozen=True):
    name: str


class Table(msgspec.Struct):
    zones: dict[str, list[Card]]
    turn: int = 0


def _table() -> Table:
    return Table({"a": [Card("x")], "b": [Card("y"), Card("z")]})


def test_only_the_zones_a_step_changed_are_put_back() -> None:
    shots, state = Snapshots.of(Table), _table()
    before = shots.take(state)
    kept = state.zones["a"]
    state.zones["b"].pop()
    state.turn = 1
    shots.restore_into(state, before, None)
    assert state.zones["a"] is kept and state.zones["b"] == [Card("y"), Card("z")] and state.turn == 0
    assert codec.snapshot(state) == codec.snapshot(_table())


def test_an_unchanged_zone_is_the_same_tuple_in_the_next_snapshot() -> None:
    shots, state = Snapshots.of(Table), _table()
    (_, [(_, first)]) = shots.take(state)
    state.zones["b"].append(Card("w"))
    (_, [(_, second)]) = shots.take(state)
    assert second[0] is first[0] and second[1] is not first[1]


def test_a_zone_the_rules_replaced_with_a_plain_list_is_snapshotted_and_tracked() -> None:
    shots, state = Snapshots.of(Table), _table()
    shots.take(state)
    state.zones["a"] = [Card("q")]  # a plain list: no copy kept
    before = shots.take(state)
    assert type(state.zones["a"]) is Tracked
    state.zones["a"].append(Card("r"))
    shots.restore_into(state, before, None)
    assert state.zones["a"] == [Card("q")]


def test_zones_with_other_keys_or_order_come_back_in_the_snapshots_order() -> None:
    shots, state = Snapshots.of(Table), _table()
    before = shots.take(state)
    state.zones = {"b": state.zones["b"], "a": state.zones["a"], "c": []}
    shots.restore_into(state, before, None)
    assert list(state.zones) == ["a", "b"] and codec.snapshot(state) == codec.snapshot(_table())
    assert codec.snapshot(shots.restore(before)) == codec.snapshot(_table())
