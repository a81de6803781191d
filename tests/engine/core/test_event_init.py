"""Events built by core's direct constructor (``event_init.quicken``, issue #28) are the events the
dataclass's own constructor builds: equal, same hash, repr, fields in the same order, JSON, pickle,
``dataclasses.replace``, the same signature, and still frozen. A class whose constructor is not a
plain generated one keeps it. The family check still refuses a foreign event at every emit."""

from __future__ import annotations

import dataclasses
import inspect
import pickle
from dataclasses import InitVar, dataclass, field
from typing import Any

import pytest

from engine import catalog
from engine.core.kernel.event_init import quicken
from engine.core.kernel.events import Event, EventSet, UnknownEvent
from engine.core.kernel.reducer import Context
from engine.core.kernel.rng import Rng
from tests.bench.bench_core import REAL_GAMES

TOY = EventSet("toy-quick")


@dataclass(frozen=True)
class ToyEvent(Event, family=TOY):
    pass


@dataclass(frozen=True, kw_only=True)
class Marked(ToyEvent):
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
class Plain(ToyEvent):
    seat: int


@dataclass(frozen=True)
class WithInitVar(ToyEvent):
    seat: int
    scale: InitVar[int] = 1


@dataclass(frozen=True)
class NotInInit(ToyEvent):
    seat: int
    doubled: int = field(init=False, default=0)


@dataclass(frozen=True, init=False)
class OwnInit(ToyEvent):
    seat: int

    def __init__(self, seat: str) -> None:
        object.__setattr__(self, "seat", int(seat))


@dataclass(frozen=True, slots=True)
class Slotted(Event):  # no family: slots=True makes the class twice
    seat: int


class ToyCtx(Context[None, None, None]):
    family = TOY


def same_event(quick: Event, args: tuple[Any, ...] = (), kwargs: dict[str, Any] | None = None) -> None:
    """``quick`` equals the event the dataclass's own constructor builds from the same fields."""
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
    assert quick.to_json() == slow.to_json()
    assert pickle.loads(pickle.dumps(quick)) == quick
    assert dataclasses.replace(quick) == quick
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(quick, next((f.name for f in dataclasses.fields(quick)), "seat"), 9)
    assert inspect.signature(cls.__init__) == inspect.signature(generated)


def test_a_plain_and_a_rich_event_are_built_as_before() -> None:
    for cls in (Plain, Rich):
        assert quicken(cls)
        assert quicken(cls)  # a second call leaves it as it is
    same_event(Plain(3), (3,))
    rich = Rich(2, ["a", "b"], audience=(1,))
    assert rich.cards == ("a", "b") and rich.notes == [] and rich.hidden == ()
    same_event(rich, (2, ["a", "b"]), {"audience": (1,)})
    assert Rich(1).notes is not Rich(1).notes  # a fresh default per event
    with pytest.raises(TypeError):
        Rich()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Rich(1, (), [], (1,))  # type: ignore[misc]  # keyword-only stays keyword-only


@pytest.mark.parametrize("cls", [WithInitVar, NotInInit, OwnInit, Slotted])
def test_a_class_with_its_own_kind_of_constructor_keeps_it(cls: type[Event]) -> None:
    before = cls.__dict__["__init__"]
    assert not quicken(cls)
    assert cls.__dict__["__init__"] is before
    assert OwnInit("4").seat == 4 and WithInitVar(2, 5).seat == 2 and NotInInit(1).doubled == 0


def test_the_family_check_refuses_a_foreign_event_at_every_emit() -> None:
    foreign_set = EventSet("toy-foreign")

    @dataclass(frozen=True)
    class Foreign(Event, family=foreign_set):
        pass

    @dataclass(frozen=True)
    class Stranger(Foreign):
        seat: int

    ctx = ToyCtx(None, None, None)
    for _ in range(2):
        with pytest.raises(UnknownEvent):
            ctx.emit(Stranger(1))
    ctx.emit(Plain(1))
    ctx.emit(Plain(2))
    assert ctx.events == [Plain(1), Plain(2)] and Plain in TOY.ready and Stranger not in TOY.ready


@pytest.mark.parametrize("game_id", sorted(REAL_GAMES))
def test_every_event_of_seeded_play_is_the_one_the_dataclass_builds(game_id: str) -> None:
    game = catalog.load_game(game_id)
    seen: dict[type, int] = {}
    for seed in range(3):
        state, pick = game.new_state(REAL_GAMES[game_id], seed), Rng.from_seed(seed)
        for _ in range(250):
            legal = game.legal_actions(state)
            if not legal:
                break
            for event in game.apply(state, legal[pick.below(len(legal))]):
                for shown in (event, event.for_seat(None)):
                    if getattr(type(shown).__init__, "__generated_init__", None) is not None:
                        same_event(shown)
                        seen[type(shown)] = seen.get(type(shown), 0) + 1
    family = game.context(game.new_state(REAL_GAMES[game_id], 0)).family
    if family is not None:  # the kernel games' events are quickened once emitted
        assert seen and set(seen) <= set(family)
