"""Typed events and the one way to read them (design.md §7, §15).

An event is a frozen msgspec ``Struct``, one class per kind: built in C, with no ``__dict__``
and not tracked by the garbage collector, since a bot decision makes several (issue #28). A
game gathers its classes in an ``EventSet`` by naming the set on its root class::

    FF_EVENTS = EventSet("fatal-fight")

    class FatalFightEvent(Event):  # the root: not an event itself
        family = FF_EVENTS

    class HeroDown(FatalFightEvent):  # registered in FF_EVENTS as kind "hero_down"
        seat: int

No ``@dataclass`` on an event class (Python refuses one over a Struct). Fields hold plain
values (ints, strings, tuples, read-only mappings), never anything that could lead back to an
event: an event is not tracked by the garbage collector, so a reference cycle through one would
leak.

Visibility: an event every seat may read is the default. A private one overrides
``private_to`` (the seats that may read it all) and ``redacted`` (the event the other
seats read instead, itself a typed event). ``reveals = True`` on a class marks events that
showed hidden information: an undo barrier in strict mode.

Reading events is a ``Fold``: handler methods registered per event class with ``@on``,
dispatched by type. A fold over a set that receives an event of a class outside it raises
``UnknownEvent`` (never silence); ``complete=True`` claims every class of the set is handled
or listed in ``ignore``, checked when the fold class is created.
"""

from __future__ import annotations

import re
import types
import typing
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Any, ClassVar, Generic, TypeVar, dataclass_transform

import msgspec

R = TypeVar("R")
FoldT = TypeVar("FoldT", bound="Fold[Any]")
Fn = TypeVar("Fn", bound=Callable[..., Any])
Tap = Callable[["Event"], None]  # called with each event as it is emitted, before it is recorded
EVERY_SEAT = -1  # a reader who may read every event whole: only a finished game's replay (core.replay)


class UnknownEvent(TypeError):
    """An event of a class its game never declared, or one a fold cannot place: a programming error."""


def snake_case(name: str) -> str:
    """``HeroDamaged`` → ``hero_damaged``; ``EnemyKO`` → ``enemy_ko``."""
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name).lower()


@dataclass_transform(frozen_default=True, field_specifiers=(msgspec.field,))  # type checkers: subclasses stay frozen
class Event(msgspec.Struct, frozen=True, gc=False):
    """Something that happened, for screens to animate and the log to word (design.md §7).

    ``kind`` is the class's stable name (snake_case of the class name), ``data`` its fields
    as plain JSON values; ``to_json``/``EventSet.decode`` round-trip an event. Equality, hashing,
    ``repr`` and pickling are the Struct's, field by field.
    """

    kind: ClassVar[str] = ""
    reveals: ClassVar[bool] = False  # showed hidden information: a strict-mode undo barrier
    family: ClassVar[EventSet | None] = None  # set on a game's root class: its subclasses are the events

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "kind" not in cls.__dict__:
            cls.kind = snake_case(cls.__name__)
        if "family" not in cls.__dict__ and cls.family is not None:
            cls.family.add(cls)

    def __repr__(self) -> str:
        """As the dataclass events wrote it: fields in ``field_names`` order (a ``kw_only``
        root's first), which the Struct's own repr would list last."""
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in field_names(type(self)))
        return f"{type(self).__qualname__}({shown})"

    @property
    def private_to(self) -> frozenset[int] | None:
        """The seats that may read this event whole; None = every seat (the default)."""
        return None

    def redacted(self) -> Event:
        """What a seat outside ``private_to`` reads instead (a private event overrides this)."""
        return self

    def hidden_from(self, seat: int | None) -> bool:
        """True when ``seat`` (None = an onlooker) may not read this event whole (``EVERY_SEAT`` reads all)."""
        seats = self.private_to
        return seats is not None and seat != EVERY_SEAT and (seat is None or seat not in seats)

    def for_seat(self, seat: int | None) -> Event:
        """This event as ``seat`` (None = an onlooker) may read it."""
        return self.redacted() if self.hidden_from(seat) else self

    @property
    def data(self) -> dict[str, Any]:
        """The fields as plain JSON values (tuples become lists), in ``field_names`` order."""
        return {name: _plain(getattr(self, name)) for name in field_names(type(self))}

    def to_json(self) -> dict[str, Any]:
        return {"type": self.kind, **self.data}


_FIELD_NAMES: dict[type[Event], tuple[str, ...]] = {}


def field_names(cls: type[Event]) -> tuple[str, ...]:
    """The fields of an event class, a base class's first, each in the order it declares them:
    the order of ``to_json``'s keys (the dataclasses' order, which events were before; a
    ``kw_only`` root's fields come first here, though the Struct lists them last)."""
    names = _FIELD_NAMES.get(cls)
    if names is None:
        ordered: dict[str, None] = {}
        for klass in reversed(cls.__mro__[:cls.__mro__.index(Event) + 1]):  # Event and the classes under it
            ordered.update(dict.fromkeys(getattr(klass, "__struct_fields__", ())))  # own: one kw_only, in order
        names = _FIELD_NAMES[cls] = tuple(ordered)
    return names


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


def _frozen(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    return value


class EventSet:
    """The closed set of one game's event classes, by kind."""

    def __init__(self, name: str) -> None:
        self.name = name
        self._by_kind: dict[str, type[Event]] = {}
        self._members: set[type[Event]] = set()
        self.ready: set[type[Event]] = set()  # members already emitted once: checked

    def add(self, cls: type[Event]) -> None:
        """Called for each subclass of the set's root; two classes of one kind are an error."""
        if cls.kind in self._by_kind:
            raise TypeError(f"{self.name}: two event classes of kind {cls.kind!r}")
        private = cls.private_to is not Event.private_to
        if private != (cls.redacted is not Event.redacted):
            raise TypeError(f"{cls.__name__}: a private event overrides both private_to and redacted")
        self._by_kind[cls.kind] = cls
        self._members.add(cls)

    def include(self, other: EventSet) -> EventSet:
        """Take in every event class of ``other`` (a game built on a shared component's events,
        e.g. a sandbox table's hand moves); returns self. Kinds must stay distinct."""
        for cls in other:
            if cls.kind in self._by_kind and self._by_kind[cls.kind] is not cls:
                raise TypeError(f"{self.name}: two event classes of kind {cls.kind!r}")
            self._by_kind[cls.kind] = cls
            self._members.add(cls)
        return self

    def __contains__(self, cls: object) -> bool:
        return cls in self._members

    def __iter__(self) -> Iterator[type[Event]]:
        return iter(self._by_kind.values())

    def __len__(self) -> int:
        return len(self._by_kind)

    def kinds(self) -> list[str]:
        return list(self._by_kind)

    def check(self, event: Event) -> Event:
        """``event`` itself; UnknownEvent when its class is not one of this set's."""
        if type(event) not in self._members:
            raise UnknownEvent(f"{type(event).__name__} is not a {self.name} event")
        return event

    def admit(self, event: Event) -> None:
        """The first emit of a class (``reducer.Context.emit``): ``check`` it and count it
        ``ready``, so later emits of the class are one set look-up (issue #28). UnknownEvent for
        a class outside the set, every time."""
        self.check(event)
        self.ready.add(type(event))

    def decode(self, data: Mapping[str, Any]) -> Event:
        """An event back from ``to_json``; ValueError with a readable reason on bad input."""
        cls = self._by_kind.get(str(data.get("type")))
        if cls is None:
            raise ValueError(f"unknown {self.name} event type {data.get('type')!r}")
        names = field_names(cls)
        if set(data) - {"type"} != set(names):
            raise ValueError(f"event {cls.kind} needs exactly the fields {sorted(names)}")
        return cls(**{name: _frozen(data[name]) for name in names})


def on(*classes: type[Event]) -> Callable[[Fn], Fn]:
    """Make a ``Fold`` method the handler of events of ``classes``."""

    def mark(fn: Fn) -> Fn:
        fn.__fold_events__ = getattr(fn, "__fold_events__", ()) + classes  # type: ignore[attr-defined]
        return fn

    return mark


class Fold(Generic[R]):
    """Reads events by type: ``visit`` runs the handler of the event's class, ``feed`` all of them.

    Subclass with ``events=`` a game's ``EventSet`` (an event outside it raises UnknownEvent;
    a member no handler takes is skipped) and ``complete=True`` to claim every member is
    handled or in ``ignore``. A fold with no set must handle everything it is given.
    """

    events: ClassVar[EventSet | None] = None
    complete: ClassVar[bool] = False
    ignore: ClassVar[frozenset[type[Event]]] = frozenset()
    _handlers: ClassVar[dict[type[Event], Callable[[Any, Any], Any]]] = {}
    _skip: ClassVar[frozenset[type[Event]]] = frozenset()

    def __init_subclass__(cls, events: EventSet | None = None, complete: bool | None = None,
                          **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if events is not None:
            cls.events = events
        if complete is not None:
            cls.complete = complete
        cls._handlers = _collect_handlers(cls)
        family = cls.events
        if family is None:
            cls._skip = frozenset()
            return
        foreign = [c.__name__ for c in [*cls._handlers, *cls.ignore] if c not in family]
        if foreign:
            raise TypeError(f"{cls.__name__} reads {', '.join(foreign)}: not {family.name} events")
        cls._skip = frozenset(c for c in family if c not in cls._handlers)
        missing = cls.missing()
        if cls.complete and missing:
            raise TypeError(f"{cls.__name__} claims every {family.name} event but does not handle or "
                            f"ignore {', '.join(missing)}")

    @classmethod
    def missing(cls) -> list[str]:
        """Kinds of the fold's set that no handler takes and ``ignore`` does not name."""
        if cls.events is None:
            return []
        return [c.kind for c in cls.events if c not in cls._handlers and c not in cls.ignore]

    @classmethod
    def handled(cls) -> frozenset[type[Event]]:
        return frozenset(cls._handlers)

    def visit(self, event: Event) -> R | None:
        """The handler's answer for ``event``; None for a member of the set no handler takes."""
        handler = self._handlers.get(type(event))
        if handler is not None:
            result: R = handler(self, event)
            return result
        if type(event) in self._skip:
            return None
        raise UnknownEvent(f"{type(self).__name__} cannot read a {type(event).__name__} event")

    def feed(self: FoldT, events: Iterable[Event]) -> FoldT:
        """Visit every event in order; returns the fold, for ``Tally().feed(events)``."""
        for event in events:
            self.visit(event)
        return self


def _collect_handlers(cls: type[Fold[Any]]) -> dict[type[Event], Callable[[Any, Any], Any]]:
    """Handlers by event class, a subclass's overriding its bases'; one class, one handler."""
    handlers: dict[type[Event], Callable[[Any, Any], Any]] = {}
    for klass in reversed(cls.__mro__):
        claimed: dict[type[Event], str] = {}
        for name, fn in vars(klass).items():
            for event_cls in getattr(fn, "__fold_events__", ()):
                if event_cls in claimed:
                    raise TypeError(f"{klass.__name__}: {claimed[event_cls]} and {name} both handle "
                                    f"{event_cls.__name__}")
                claimed[event_cls] = name
                handlers[event_cls] = getattr(cls, name)
                _check_annotation(klass, name, fn, event_cls)
    return handlers


def _check_annotation(klass: type, name: str, fn: Callable[..., Any], event_cls: type[Event]) -> None:
    """A handler annotated for other events than it is registered for is a mistake mypy cannot see
    (``@on`` registers at run time); annotations that do not resolve here are left to mypy."""
    try:
        hints = typing.get_type_hints(fn)
    except (NameError, TypeError):
        return
    params = [p for p in fn.__code__.co_varnames[1:fn.__code__.co_argcount] if p in hints]
    if not params:
        return
    hint = hints[params[0]]
    accepted = typing.get_args(hint) if isinstance(hint, types.UnionType) or \
        typing.get_origin(hint) is typing.Union else (hint,)
    if all(isinstance(a, type) for a in accepted) and not issubclass(event_cls, tuple(accepted)):
        raise TypeError(f"{klass.__name__}.{name} handles {event_cls.__name__} but takes {hint}")
