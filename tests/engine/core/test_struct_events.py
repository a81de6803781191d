"""Every game's events as msgspec Structs (issue #28: lighter events) read, print and round-trip
exactly as the frozen dataclasses they were.

``event_shapes.json`` was recorded from main at 895bc1c, when every event was a dataclass, by
``record`` below: for each event class of every game (sandbox included) the JSON keys in order,
``json.dumps`` of ``to_json`` (the bytes a writer of events would keep), ``repr`` and the
constructor's parameters, on sample values made from the fields' annotations. Today's classes
must give the same for the same values, and be the same classes (none lost, none added unseen).
Each sample also round-trips through ``EventSet.decode``, pickle and copy, hashes like its equal,
stays frozen, and is as light as the change meant: no ``__dict__``, untracked by the collector.

Re-record only for a deliberate change of an event's fields:
``python -c "from tests.engine.core.test_struct_events import record; record()"``.
"""

from __future__ import annotations

import copy
import gc
import inspect
import json
import pickle
from pathlib import Path
from typing import Any

import pytest

from engine import catalog
from engine.core.kernel.events import Event

SHAPES = Path(__file__).with_name("event_shapes.json")
SAMPLES: dict[str, Any] = {  # one sample per field annotation the games use
    "int": 7, "int | None": 4, "str": "c1", "str | None": "w2", "bool": True,
    "tuple[str, ...]": ("a", "b#1"), "tuple[int, ...]": (0, 2), "tuple[int, ...] | None": (1,),
    "tuple[int | None, ...]": (None, 3), "tuple[tuple[int, int, str], ...]": ((1, 2, "x"),),
    "tuple[tuple[int, int, int, str], ...]": ((1, 2, 3, "y"),), "tuple[tuple[str, int], ...]": (("z", 5),),
    "Mapping[str, str]": {"u1": "card"}, "tuple[Mapping[str, Any], ...]": ({"step": "reduce", "n": 1},),
    "Mapping[str, Mapping[str, Any]]": {"m1": {"kind": "shield", "amount": 2}},
    "Mapping[str, ChipCost]": {},
}


def event_classes() -> list[type[Event]]:
    """Every event class of the five games and the sandbox (roots, which name a family, are not events)."""
    for game_id in catalog.game_ids():
        catalog.load_game(game_id)
    found: list[type[Event]] = []
    todo = list(Event.__subclasses__())
    while todo:
        cls = todo.pop(0)
        todo.extend(cls.__subclasses__())
        if cls.__module__.startswith("engine.") and "family" not in cls.__dict__ and cls not in found:
            found.append(cls)
    return sorted(found, key=lambda c: (c.__module__, c.__name__))


def annotations(cls: type) -> dict[str, str]:
    """The fields' annotations as written, a base class's first (the same on dataclass and Struct)."""
    out: dict[str, str] = {}
    for klass in reversed(cls.__mro__):
        for name, hint in klass.__dict__.get("__annotations__", {}).items():
            if not str(hint).startswith("ClassVar"):
                out.setdefault(name, str(hint))
    return out


def sample(cls: type[Event]) -> Event:
    """An event of ``cls`` with each field given its annotation's sample, shifted per field."""
    values: dict[str, Any] = {}
    for index, (name, hint) in enumerate(annotations(cls).items()):
        value = SAMPLES[hint]
        values[name] = value + index if isinstance(value, int) and not isinstance(value, bool) else value
    return cls(**values)


def shape(cls: type[Event]) -> dict[str, Any]:
    event = sample(cls)
    params = inspect.signature(cls).parameters.values()
    return {"json": json.dumps(event.to_json()), "keys": list(event.to_json()), "repr": repr(event),
            "params": [[p.name, p.kind.name, None if p.default is p.empty else repr(p.default)] for p in params]}


def record() -> None:
    """Write ``event_shapes.json`` from the classes imported now (see the module's docstring)."""
    lines = [f"{json.dumps(f'{c.__module__}.{c.__name__}')}: {json.dumps(shape(c), ensure_ascii=False)}"
             for c in event_classes()]
    SHAPES.write_text("{\n" + ",\n".join(lines) + "\n}\n", encoding="utf-8")


GOLDEN: dict[str, dict[str, Any]] = json.loads(SHAPES.read_text(encoding="utf-8"))
CLASSES = event_classes()


def test_the_event_classes_are_the_recorded_ones() -> None:
    assert [f"{c.__module__}.{c.__name__}" for c in CLASSES] == list(GOLDEN)
    assert len(CLASSES) > 140


@pytest.mark.parametrize("cls", CLASSES, ids=lambda c: c.__name__)
def test_an_event_reads_prints_and_builds_as_its_dataclass_did(cls: type[Event]) -> None:
    assert shape(cls) == GOLDEN[f"{cls.__module__}.{cls.__name__}"]


@pytest.mark.parametrize("cls", CLASSES, ids=lambda c: c.__name__)
def test_an_event_round_trips_and_stays_frozen_and_light(cls: type[Event]) -> None:
    event, family = sample(cls), cls.family
    assert family is not None and cls in family
    again = family.decode(json.loads(json.dumps(event.to_json())))
    assert again == event and type(again) is cls and repr(again) == repr(event)
    assert pickle.loads(pickle.dumps(event)) == event and copy.deepcopy(event) == event
    if not any(isinstance(v, dict) for v in (getattr(event, n) for n in annotations(cls))):
        assert hash(again) == hash(event)
    name = next(iter(annotations(cls)), None)
    if name is not None:
        with pytest.raises(AttributeError):
            setattr(event, name, getattr(event, name))
    assert not hasattr(event, "__dict__") and not gc.is_tracked(event)
    onlooker = event.for_seat(None)  # a private event's redacted form: a Struct of the set too
    assert type(onlooker) in family and family.decode(onlooker.to_json()) == onlooker
