"""The sandbox's actions, built by core's direct constructor (``event_init.quicken``; issue #28: a
replay of a long session builds an action per new step), are the very objects their dataclass
builds: the same fields in the same ``__dict__``, equal, the same hash and repr, pickled and
replaced alike, still frozen. (Its events are msgspec Structs since: ``test_struct_events.py``.)"""

from __future__ import annotations

import dataclasses
import inspect
import pickle
from typing import Any

import pytest

from engine.sandbox import actions as SA

CLASSES = [c for c in vars(SA).values()
           if isinstance(c, type) and c.__module__ == SA.__name__ and dataclasses.is_dataclass(c)]
SAMPLES: list[Any] = [0, 1, "c12", "0.hand", True, False, None, (0, 1), ("x",)]


def as_dataclass_builds(cls: type[Any], *args: Any) -> Any:
    """What the dataclass's own ``__init__`` makes: each field set through ``object.__setattr__``."""
    bound = inspect.signature(cls).bind(*args)
    bound.apply_defaults()
    made = object.__new__(cls)
    for name, value in bound.arguments.items():
        object.__setattr__(made, name, value)
    return made


@pytest.mark.parametrize("cls", CLASSES, ids=lambda c: c.__name__)
def test_a_sandbox_action_is_built_as_its_dataclass_builds_it(cls: type[Any]) -> None:
    assert getattr(cls.__dict__["__init__"], "__generated_init__", None) is not None
    fields = dataclasses.fields(cls)
    for shift in range(len(SAMPLES)):
        args = [SAMPLES[(shift + n) % len(SAMPLES)] for n in range(len(fields))]
        made, expected = cls(*args), as_dataclass_builds(cls, *args)
        assert vars(made) == vars(expected) and list(vars(made)) == [f.name for f in fields]
        assert made == expected and hash(made) == hash(expected) and repr(made) == repr(expected)
        assert pickle.loads(pickle.dumps(made)) == made
        if fields:
            assert cls(**{f.name: a for f, a in zip(fields, args, strict=True)}) == made
            assert dataclasses.replace(made, **{fields[0].name: "changed"}) == cls("changed", *args[1:])
            with pytest.raises(dataclasses.FrozenInstanceError):
                setattr(made, fields[0].name, 1)


def test_a_default_is_the_dataclass_default() -> None:
    move = SA.MoveCard(0, "c1", "0.units")
    assert move.bottom is False and move == as_dataclass_builds(SA.MoveCard, 0, "c1", "0.units")
    with pytest.raises(TypeError):
        SA.MoveCard(0, "c1")  # type: ignore[call-arg]
