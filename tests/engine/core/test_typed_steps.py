"""``StepReader`` reads a logged step from its saved bytes exactly as the session reads it
(issue #28: ``replay --check`` reads half a million steps): whatever it takes gives the very action
(same class, same field values of the same types), chance results and timeout mark that
``log_entry.read_entry`` gives, and whatever ``read_entry`` refuses it leaves to it (None). Every
step of random play in every game whose action is of plain fields is taken by the fast path."""

from __future__ import annotations

import json
from dataclasses import InitVar, dataclass
from types import UnionType
from typing import Annotated, Any, Union, get_args, get_origin, get_type_hints

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import catalog
from engine.core.i18n.catalog import msg
from engine.core.kernel.errors import ReplayMismatch
from engine.core.kernel.game import Action, ActionCodec
from engine.core.kernel.log_entry import read_entry
from engine.core.saves.codec import MAX_INT, MAX_TEXT, Seat, encode_json
from engine.core.saves.raw_log import decoded
from engine.core.saves.typed_steps import StepReader
from tests.bench.bench_core import REAL_GAMES, random_play

GAME_IDS = sorted(REAL_GAMES)
ACTION_TYPES = {game_id: catalog.game_class(game_id).action_types for game_id in GAME_IDS}


def session_read(types: tuple[type[Any], ...], data: bytes, seats: int) -> Any:
    """What the session makes of the step in ``data``: (action, chance, timeout), or the refusal."""
    try:
        return read_entry(ActionCodec(types), decoded(msgspec.Raw(data)), seats, lambda: msg("core.log_step", n=1))
    except ReplayMismatch as err:
        return err.text


def typed(value: Any) -> Any:
    """``value`` with the type of every part (True and 1 are different readings)."""
    if isinstance(value, (list, tuple)):
        return type(value), [typed(v) for v in value]
    if hasattr(value, "__dataclass_fields__"):
        return type(value), typed(list(vars(value).items()))
    return type(value), value


def reads_the_same(types: tuple[type[Any], ...], data: bytes, seats: int) -> bool:
    """The fast reading of ``data`` is the session's, or it is left to the session (None)."""
    fast = StepReader(types, seats).read(data)
    return fast is None or typed(fast) == typed(session_read(types, data, seats))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_step_of_random_play_reads_fast_and_the_same(game_id: str) -> None:
    game = catalog.load_game(game_id)
    seats = len(game.seat_names(game.new_state(REAL_GAMES[game_id], 1)))
    reader = StepReader(game.action_types, seats)
    taken = 0
    for seed in range(3):
        for action in random_play(game, seed, 150, REAL_GAMES[game_id]):
            data = encode_json({"action": game.codec.encode(action), "chance": [seed, 2], "timeout": False})
            fast = reader.read(data)
            slow = session_read(game.action_types, data, seats)
            assert slow[0] == action
            if fast is None:  # only an action with fields other than plain ones is read the session's way
                assert type(action).__name__ in ("ChooseOrder", "DeclareAttack"), action
            else:
                taken += 1
                assert typed(fast) == typed(slow)
    assert taken


# Values a file might hold for a field: good ones at the edges and every kind of bad one.
EDGES = st.sampled_from([0, 1, 2, 3, -1, MAX_INT, MAX_INT + 1, -MAX_INT, -MAX_INT - 1, 2**63, 2**64, -(2**63) - 1,
                         True, False, None, 1.0, 0.5, "", "0.hand", "c12", "x" * MAX_TEXT, "x" * (MAX_TEXT + 1),
                         "é" * MAX_TEXT, "😀" * MAX_TEXT, "😀" * (MAX_TEXT + 1), [], [1], {}, {"a": 1}])
VALUES = st.one_of(EDGES, st.integers(), st.text(max_size=5), st.booleans())
CHANCES = st.one_of(st.lists(st.one_of(st.integers(-5, 2**65), st.booleans(), st.floats(allow_nan=False)), max_size=3),
                    st.none(), st.just("1"), st.just({}))


def near(hint: Any) -> st.SearchStrategy[Any]:
    """Values of the type a field declares, at and just past its edges (any value: not plain)."""
    if get_origin(hint) is Annotated:  # a seat: below the seat count (at most 4 here)
        return st.integers(-1, 4)
    if hint is int:
        return st.one_of(st.integers(-3, 3), st.sampled_from([MAX_INT, MAX_INT + 1, -MAX_INT, -MAX_INT - 1, 2**64]))
    if hint is str:
        return st.one_of(st.text(max_size=4), st.sampled_from(["x" * MAX_TEXT, "😀" * MAX_TEXT, "é" * (MAX_TEXT + 1)]))
    if hint is bool:
        return st.booleans()
    if get_origin(hint) in (Union, UnionType):
        return st.one_of(*(near(member) for member in get_args(hint)))
    if hint is type(None):
        return st.none()
    return VALUES


@st.composite
def step_texts(draw: st.DrawFn, types: tuple[type[Any], ...]) -> str:
    """A logged step as a file might hold it: mostly a real action's shape with values of its fields'
    types at their edges, often broken (a field missing, extra, of another type, given twice)."""
    cls = draw(st.sampled_from(types))
    hints = get_type_hints(cls, include_extras=True)
    names = list(cls.__dataclass_fields__)
    fields: list[tuple[str, Any]] = [
        (name, draw(near(Seat if name == "seat" else hints[name]) if draw(st.integers(0, 9)) else VALUES))
        for name in names if draw(st.integers(0, 15))]
    if not draw(st.integers(0, 7)):
        fields.append((draw(st.sampled_from([*names, "extra", "type"])), draw(VALUES)))
    kind = draw(st.sampled_from([cls.__name__] * 9 + ["Nope", 3, None]))
    fields.insert(draw(st.integers(0, len(fields))), ("type", kind))
    action = "{" + ",".join(f"{json.dumps(k)}:{json.dumps(v)}" for k, v in fields) + "}"
    if not draw(st.integers(0, 19)):
        action = draw(st.sampled_from(["[]", "null", "3", '"x"']))
    chance = draw(st.lists(st.integers(0, 9), max_size=2) if draw(st.integers(0, 3)) else CHANCES)
    entry = [("action", action), ("chance", json.dumps(chance))]
    if draw(st.integers(0, 3)):
        entry.append(("timeout", json.dumps(draw(st.sampled_from([False, True] * 3 + [None, 0, "no"])))))
    if not draw(st.integers(0, 9)):
        entry.append(("note", "1"))
    if not draw(st.integers(0, 19)):
        entry.pop(draw(st.integers(0, len(entry) - 1)))
    return "{" + ",".join(f'"{k}":{v}' for k, v in draw(st.permutations(entry))) + "}"


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), seats=st.integers(1, 4))
def test_a_step_from_a_file_reads_as_the_session_reads_it(game_id: str, data: st.DataObject, seats: int) -> None:
    types = ACTION_TYPES[game_id]
    text = data.draw(step_texts(types))
    assert reads_the_same(types, text.encode(), seats), text


def test_a_reader_without_seats_or_plain_actions_leaves_every_step_to_the_session() -> None:
    types = ACTION_TYPES["fertcg"]
    step = b'{"action":{"type":"EndTurn","seat":0},"chance":[],"timeout":false}'
    assert StepReader(types, 0).read(step) is None
    assert StepReader((), 2).read(step) is None
    end_turn = next(t for t in types if t.__name__ == "EndTurn")  # one type alone: a step without "type" is not one
    assert StepReader((end_turn,), 2).read(step) is None
    assert StepReader(types, 2).read(step) == session_read(types, step, 2)


@dataclass(frozen=True)
class Seeded(Action):
    """An action built from more than its fields (an InitVar): left to the session."""

    seed: InitVar[int]
    value: int


def test_an_action_built_from_more_than_its_fields_is_left_to_the_session() -> None:
    types = (*ACTION_TYPES["fertcg"], Seeded)
    step = b'{"action":{"type":"Seeded","seat":0,"value":2},"chance":[],"timeout":false}'
    assert StepReader(types, 2).read(step) is None
    assert StepReader(types, 2).read(step.replace(b"Seeded", b"EndTurn").replace(b',"value":2', b"")) is not None
