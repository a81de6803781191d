"""``quick_init`` builds the very object a frozen dataclass's own ``__init__`` builds (issue #28):
the same fields in the same ``__dict__``, equal, the same hash and repr, still frozen, ``replace``
and pickling as before; a class it cannot build that way keeps its own ``__init__``."""

from __future__ import annotations

import dataclasses
import inspect
import pickle
from dataclasses import InitVar, dataclass, field
from typing import Any

import pytest

from engine.core.kernel.quick_init import quick_init
from engine.sandbox import actions as SA
from engine.sandbox import events as SE

SANDBOX_CLASSES = [c for module in (SA, SE) for c in vars(module).values()
                   if isinstance(c, type) and c.__module__ == module.__name__ and dataclasses.is_dataclass(c)]
SAMPLES: list[Any] = [0, 1, "c12", "0.hand", True, False, None, (0, 1), ("x",)]


def as_dataclass_builds(cls: type[Any], *args: Any, **kwargs: Any) -> Any:
    """What the dataclass's own ``__init__`` makes: each field set through ``object.__setattr__``."""
    bound = inspect.signature(cls).bind(*args, **kwargs)
    bound.apply_defaults()
    made = object.__new__(cls)
    for name, value in bound.arguments.items():
        object.__setattr__(made, name, value)
    return made


def is_quick(cls: type[Any]) -> bool:
    return "__dataclass_builtins_object__" not in cls.__init__.__code__.co_names


@pytest.mark.parametrize("cls", SANDBOX_CLASSES, ids=lambda c: c.__name__)
def test_a_sandbox_event_or_action_is_built_as_its_dataclass_builds_it(cls: type[Any]) -> None:
    assert is_quick(cls)
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


@dataclass(frozen=True)
class Checked:
    value: int

    def __post_init__(self) -> None:
        if self.value < 0:
            raise ValueError("negative")


@dataclass(frozen=True)
class Listed:
    items: list[int] = field(default_factory=list)


@dataclass(frozen=True)
class Seeded:
    value: int
    seed: InitVar[int] = 0


@dataclass(frozen=True)
class Named:
    value: int
    name: str = field(default="", kw_only=True)


@dataclass(frozen=True, slots=True)
class Slotted:
    value: int


@dataclass
class Open:
    value: int


@pytest.mark.parametrize("cls", [Checked, Listed, Seeded, Named, Slotted, Open], ids=lambda c: c.__name__)
def test_a_class_it_cannot_build_keeps_its_own_init(cls: type[Any]) -> None:
    own = cls.__init__
    assert quick_init(cls) is cls and cls.__init__ is own
