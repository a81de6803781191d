"""Frozen dataclasses built by core's direct constructor (``event_init.quicken``, issue #28; the
sandbox's actions) are what the dataclass's own constructor builds: equal, same hash, repr, fields
in the same order, pickle, ``dataclasses.replace``, the same signature, and still frozen. A class
whose constructor is not a plain generated one keeps it. The family check on events (Structs
since issue #28, ``test_struct_events.py``) still refuses a foreign event at every emit."""

from __future__ import annotations

import dataclasses
import inspect
import pickle
from dataclasses import InitVar, dataclass, field
from typing import Any

import pytest

from engine.core.kernel.event_init import quicken
from engine.core.kernel.events import Event, EventSet, UnknownEvent
from engine.core.kernel.reducer import Context

TOY = EventSet("toy-quick")


class ToyEvent(Event):
    family = TOY


class Plain(ToyEvent):
    seat: int


@dataclass(frozen=True)
class Toy:
    """A plain frozen dataclass, as the sandbox's actions are."""


@dataclass(frozen=True, kw_only=True)
class Marked(Toy):
    audience: tuple[int, ...] | None = None
    hidden: tuple[str, ...] = ()


@dataclass(frozen=True)
class Rich(Marked):
    seat: int
    cards: tuple[str, ...] = ()
    notes: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", tuple(self.cards))


@dataclass(frozen=True)
class Flat(Toy):
    seat: int


@dataclass(frozen=True)
class WithInitVar(Toy):
    seat: int
    scale: InitVar[int] = 1


@dataclass(frozen=True)
class NotInInit(Toy):
    seat: int
    doubled: int = field(init=False, default=0)


@dataclass(frozen=True, init=False)
class OwnInit(Toy):
    seat: int

    def __init__(self, seat: str) -> None:
        object.__setattr__(self, "seat", int(seat))


@dataclass(frozen=True, slots=True)
class Slotted(Toy):  # slots=True makes the class twice
    seat: int


class ToyCtx(Context[None, None, None]):
    family = TOY


def same_built(quick: Any, args: tuple[Any, ...] = (), kwargs: dict[str, Any] | None = None) -> None:
    """``quick`` equals what the dataclass's own constructor builds from the same fields."""
    cls = type(quick)
    generated = cls.__init__.__generated_init__  # type: ignore[misc]
    if not args and kwargs is None:
        kwargs = {f.name: getattr(quick, f.name) for f in dataclasses.fields(quick)}
    slow = object.__new__(cls)
    generated(slow, *args, **(kwargs or {}))
    assert quick == slow and repr(quick) == repr(slow)
    try:
        hashed = hash(quick)
    except TypeError:  # a list field: unhashable either way
        with pytest.raises(TypeError):
            hash(slow)
    else:
        assert hash(slow) == hashed
    assert list(vars(quick).items()) == list(vars(slow).items())  # same fields, same order
    assert pickle.loads(pickle.dumps(quick)) == quick
    assert dataclasses.replace(quick) == quick
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(quick, next((f.name for f in dataclasses.fields(quick)), "seat"), 9)
    assert inspect.signature(cls.__init__) == inspect.signature(generated)


def test_a_flat_and_a_rich_class_are_built_as_before() -> None:
    for cls in (Flat, Rich):
        assert quicken(cls)
        assert quicken(cls)  # a second call leaves it as it is
    same_built(Flat(3), (3,))
    rich = Rich(2, ["a", "b"], audience=(1,))
    assert rich.cards == ("a", "b") and rich.notes == [] and rich.hidden == ()
    same_built(rich, (2, ["a", "b"]), {"audience": (1,)})
    assert Rich(1).notes is not Rich(1).notes  # a fresh default per object
    with pytest.raises(TypeError):
        Rich()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Rich(1, (), [], (1,))  # type: ignore[misc]  # keyword-only stays keyword-only


@pytest.mark.parametrize("cls", [WithInitVar, NotInInit, OwnInit, Slotted])
def test_a_class_with_its_own_kind_of_constructor_keeps_it(cls: type[Toy]) -> None:
    before = cls.__dict__["__init__"]
    assert not quicken(cls)
    assert cls.__dict__["__init__"] is before
    assert OwnInit("4").seat == 4 and WithInitVar(2, 5).seat == 2 and NotInInit(1).doubled == 0


def test_the_family_check_refuses_a_foreign_event_at_every_emit() -> None:
    foreign_set = EventSet("toy-foreign")

    class Foreign(Event):
        family = foreign_set

    class Stranger(Foreign):
        seat: int

    ctx = ToyCtx(None, None, None)
    for _ in range(2):
        with pytest.raises(UnknownEvent):
            ctx.emit(Stranger(1))
    ctx.emit(Plain(1))
    ctx.emit(Plain(2))
    assert ctx.events == [Plain(1), Plain(2)] and Plain in TOY.ready and Stranger not in TOY.ready
