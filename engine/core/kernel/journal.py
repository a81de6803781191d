"""Undo by a change journal (issue #28): a snapshot is a mark, an undo rolls back.

While a session takes a step (``begin`` … ``end``), the state's containers write down their own
old contents into the open *segment* the first time they change: a ``JList`` or ``JDict`` its
items (once per segment), a record the old value of each field it sets (and the session the
generator's ``Rng.state``). Taking a snapshot is opening a new segment (no walk, no encoding);
an undo replays the segment backwards, putting back the old contents in place.

Only a session's own state is journaled: the session ``adopt``-s it once (its lists and dicts
become ``JList``/``JDict``, each ``Journaled`` record its type's *twin*, a subclass with the
hook, the same object). States built, decoded or copied elsewhere (bots, simulations, views)
stay plain Structs and lists: the rules run on them at full speed.

Completeness is by construction: a twin adopts every value set on it, and a ``JList``/``JDict``
every value put into it, so nothing a step could change unseen gets into an adopted state
(``journal_check.plain_containers`` holds that in tests). Items must otherwise be immutable
(str, int, frozen records) or records of a ``Journaled``/``FrozenRecord`` type.

A segment holds entries ``(put_back, target, a, b)``; ``put_back(target, a, b)`` undoes one.
Only one thread records at a time: ``begin`` from another thread while one is open raises. A
session's state is changed only by its steps, on the thread that runs them (as before the
journal: two threads changing one state at once was a data race already).
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Callable, Iterable
from threading import get_ident
from types import UnionType
from typing import Any, Literal, TypeVar, Union, get_args, get_origin, get_type_hints

import msgspec

T = TypeVar("T")
K = TypeVar("K")
V = TypeVar("V")

_open: Segment | None = None  # the segment being written, while a step is taken
_mark = 0  # the open segment's number: a container stamped with it is written down already
_thread = 0  # the thread that opened it
_ALL = slice(None)
_UNSET, _NOT_OPENED = object(), object()
# Sets a field bypassing ``Journaled``'s hook (and a frozen record's refusal: only on records the
# state's own; a third cheaper than calling ``msgspec.Struct.__setattr__``).
_set_field: Callable[[Any, str, Any], None] = msgspec.structs.force_setattr
_force_field = _set_field
# A ``JList``'s and ``JDict``'s changes done by ``list``'s and ``dict``'s own methods (one look-up less).
_append, _pop, _insert, _remove, _extend = list.append, list.pop, list.insert, list.remove, list.extend
_list_set, _dict_set = list.__setitem__, dict.__setitem__


class Segment(list[tuple[Callable[[Any, Any, Any], None], Any, Any, Any]]):
    """The undo entries of one step, oldest first (``undo`` plays them newest first)."""

    __slots__ = ()


def begin(segment: Segment | None) -> Any:
    """Open ``segment``: every first change from now on is written into it. Returns what ``end``
    takes: the segment that was open (put back: a session stepping inside another one's step).
    None: nothing is opened (a step whose undo is not kept)."""
    global _open, _mark, _thread
    if segment is None:
        return _NOT_OPENED
    before, ident = _open, get_ident()
    if before is not None and _thread != ident:
        raise RuntimeError("another thread is recording an undo journal")
    _mark += 1
    _open, _thread = segment, ident
    return before


def end(before: Any) -> None:
    """Close the open segment (``before``: what ``begin`` returned, reopened with what the closed
    one wrote added, so undoing the outer step alone gives back the inner one's changes too)."""
    global _open, _mark
    if before is _NOT_OPENED:
        return
    _mark += 1  # a container stamped in the closed segment is written down again next time
    if before is not None and _open is not None:
        before += _open
    _open = before


def undo(segment: Segment) -> None:
    """Put back what ``segment`` wrote down, newest first: the state as it was at its mark."""
    for put_back, target, a, b in reversed(segment):
        put_back(target, a, b)


def note_field(record: Any, name: str) -> None:
    """Write down ``record.name`` as it is now (``name`` is about to be set)."""
    if _open is not None:
        old = getattr(record, name, _UNSET)
        _open.append((_set_field, record, name, old) if old is not _UNSET else (_unset, record, name, None))


def _unset(record: Any, name: str, _: Any) -> None:
    """Put back an attribute that was not there (an extra one, on a Struct with a ``__dict__``)."""
    record.__dict__.pop(name, None)


def _put_list(items: list[Any], old: tuple[Any, ...], _: Any) -> None:
    _list_set(items, _ALL, old)


def _put_dict(mapping: dict[Any, Any], old: dict[Any, Any], _: Any) -> None:
    dict.clear(mapping)
    dict.update(mapping, old)


def note(container: Any) -> None:
    """Write down ``container``'s contents unless done since the segment opened (call it only
    while one is open, before changing the container through ``list``'s or ``dict``'s own
    methods: what ``Pile``'s moves do to save a call). A plain container (a bot's copy changed
    while a session's step runs) is no session's: nothing to write down."""
    if type(container) is not JList and type(container) is not JDict:
        return
    try:
        if container._at == _mark:
            return
    except AttributeError:  # never stamped
        pass
    if _open is None:
        return
    container._at = _mark
    if type(container) is JList:
        _open.append((_put_list, container, tuple(container), None))
    else:
        _open.append((_put_dict, container, dict(container), None))


def _items(values: Iterable[Any]) -> Iterable[Any]:
    """``values`` adopted (the same values when all are scalars: the usual case, checked at C speed)."""
    if type(values) is not list and type(values) is not tuple:
        values = list(values)
    if all(map(_SIMPLE.__contains__, map(type, values))):
        return values
    return [adopt(item) for item in values]


class JList(list[T]):
    """A list that writes its items down before its first change in a segment (``note``).
    Items put into it are adopted (``adopt``)."""

    __slots__ = ("_at",)
    _at: int  # the mark of the segment it was last written down in

    def __init__(self, *items: Any) -> None:
        list.__init__(self, *items)
        self._at = 0

    def append(self, item: T) -> None:
        if _open is not None and self._at != _mark:
            note(self)
        _append(self, item if type(item) in _SIMPLE else adopt(item))

    def pop(self, index: Any = -1) -> T:
        if _open is not None and self._at != _mark:
            note(self)
        return _pop(self, index)

    def insert(self, index: Any, item: T) -> None:
        if _open is not None and self._at != _mark:
            note(self)
        _insert(self, index, item if type(item) in _SIMPLE else adopt(item))

    def remove(self, item: T) -> None:
        if _open is not None and self._at != _mark:
            note(self)
        _remove(self, item)

    def extend(self, items: Iterable[T]) -> None:
        if _open is not None and self._at != _mark:
            note(self)
        _extend(self, _items(items))

    def __iadd__(self, items: Iterable[T]) -> JList[T]:  # type: ignore[override,misc]
        self.extend(items)
        return self

    def __setitem__(self, key: Any, value: Any) -> None:
        if _open is not None and self._at != _mark:
            note(self)
        if isinstance(key, slice):
            _list_set(self, key, _items(value))
        else:
            _list_set(self, key, value if type(value) in _SIMPLE else adopt(value))

    def __reduce__(self) -> tuple[Callable[..., JList[T]], tuple[list[T]]]:
        return JList, (list(self),)  # a copy is not written down in any segment yet


def _before(change: Callable[..., Any]) -> Callable[..., Any]:
    """``change`` (a list's or dict's own), writing the container down first."""

    def changed(self: Any, *args: Any, **kwargs: Any) -> Any:
        if _open is not None and self._at != _mark:
            note(self)
        return change(self, *args, **kwargs)

    changed.__name__ = change.__name__
    return changed


for _name in ("clear", "sort", "reverse", "__delitem__", "__imul__"):
    setattr(JList, _name, _before(getattr(list, _name)))


class JDict(dict[K, V]):
    """A dict that writes its items down before its first change in a segment (``note``)."""

    __slots__ = ("_at",)
    _at: int

    def __init__(self, *items: Any, **named: Any) -> None:
        dict.__init__(self, *items, **named)
        self._at = 0

    def __setitem__(self, key: K, value: V) -> None:
        if _open is not None and self._at != _mark:
            note(self)
        _dict_set(self, key, value if type(value) in _SIMPLE else adopt(value))

    def setdefault(self, key: K, default: Any = None) -> V:
        if key not in self:
            self[key] = default
        return self[key]

    def update(self, *args: Any, **kwargs: Any) -> None:
        for key, value in dict(*args, **kwargs).items():
            self[key] = value

    def __ior__(self, other: Any) -> JDict[K, V]:  # type: ignore[override,misc]
        self.update(other)
        return self

    def __reduce__(self) -> tuple[Callable[..., JDict[K, V]], tuple[dict[K, V]]]:
        return JDict, (dict(self),)


for _name in ("__delitem__", "pop", "popitem", "clear"):
    setattr(JDict, _name, _before(getattr(dict, _name)))

# The types ``adopt`` leaves as they are (immutable; learnt as met: enums, frozen records…).
_SIMPLE: set[Any] = {str, int, float, bool, bytes, type(None)}


class Journaled(msgspec.Struct):
    """The base of every mutable record of a journaled state (``journal_api.md``). Built, decoded
    and played on as a plain Struct (bots, simulations: no cost); a session's own state is
    ``adopt``-ed: each record becomes its type's *twin* (a subclass whose field sets write the
    old value down while a segment is open), each list and dict a ``JList``/``JDict``."""


class FrozenRecord(msgspec.Struct, frozen=True):
    """The base of a frozen record of a journaled state that holds a list or dict: its fields
    are never set, but adopting it makes those containers journaled (they can change in place)."""


LEAVE, LIST, DICT, RECORD, FIELDS = range(5)  # what ``adopt`` does with a value of a type
_ACTION: dict[type, int] = {kind: LEAVE for kind in _SIMPLE}
_ACTION.update({list: LIST, dict: DICT, JList: LEAVE, JDict: LEAVE, tuple: LEAVE, frozenset: LEAVE})
_FIELDS: dict[type, tuple[str, ...]] = {}  # record type -> its fields that may hold a container or record
_TWIN: dict[type, type] = {}  # Journaled type -> its twin
_BASE: dict[type, type] = {}  # twin -> its Journaled type


def adopt(value: Any) -> Any:
    """``value`` made part of a journaled state: a plain list or dict becomes a ``JList``/``JDict``
    (a copy), a ``Journaled`` record its twin (the same object), and so on inside them. Raises
    TypeError for a mutable record that is not ``Journaled`` (the journal could not see it)."""
    kind = type(value)
    action = _ACTION.get(kind)
    if action is None:
        action = _action(kind)
    if action == LEAVE:
        return value
    if action == LIST:
        if all(map(_SIMPLE.__contains__, map(type, value))):
            return JList(value)
        return JList([adopt(item) for item in value])
    if action == DICT:
        if all(map(_SIMPLE.__contains__, map(type, value.values()))):
            return JDict(value)
        return JDict({key: adopt(item) for key, item in value.items()})
    if action == RECORD:
        kind = value.__class__ = _TWIN[kind]  # made by ``_action``
    for name in _FIELDS[kind]:
        item = getattr(value, name)
        kind = type(item)
        if kind in _SIMPLE or kind is JList or kind is JDict:
            continue
        if kind is dict and all(map(_SIMPLE.__contains__, map(type, item.values()))):
            _force_field(value, name, JDict(item))  # ``adopt``, written out: the usual cases
            continue
        if kind is list and all(map(_SIMPLE.__contains__, map(type, item))):
            _force_field(value, name, JList(item))
            continue
        adopted = adopt(item)
        if adopted is not item:
            _force_field(value, name, adopted)
    return value


def _action(kind: type) -> int:
    """What ``adopt`` does with a value of type ``kind`` (decided once per type)."""
    if issubclass(kind, (enum.Enum, str, int, float, bytes)) or kind.__name__ == "Rng":
        action = LEAVE  # the generator: the session writes its state down itself
    elif kind in _BASE:
        action = FIELDS  # a twin already (made by ``msgspec.structs.replace``, say): its fields
    elif issubclass(kind, Journaled):
        _twin(kind)
        action = RECORD
    elif issubclass(kind, FrozenRecord):
        action = FIELDS
    elif issubclass(kind, msgspec.Struct) and kind.__struct_config__.frozen:
        action = LEAVE
    elif issubclass(kind, msgspec.Struct) or (dataclasses.is_dataclass(kind)
                                             and not kind.__dataclass_params__.frozen):  # type: ignore[attr-defined]
        raise TypeError(f"a {kind.__name__} in a journaled state is not Journaled: an undo would miss its changes")
    else:
        action = LEAVE
    if action == FIELDS:
        _FIELDS[kind] = _record_fields(kind)
    elif action == LEAVE:
        _SIMPLE.add(kind)
    _ACTION[kind] = action
    return action


def _record_fields(kind: type) -> tuple[str, ...]:
    """The fields of a record type that may hold a container or a record (all but scalars)."""
    try:
        hints = get_type_hints(kind)
    except Exception:  # noqa: BLE001 - a hint that cannot be read: adopt that field too
        hints = {}
    return tuple(name for name in kind.__struct_fields__ if not _scalar(hints.get(name, Any)))  # type: ignore[attr-defined]


def _scalar(hint: Any) -> bool:
    origin = get_origin(hint)
    if origin is Union or origin is UnionType:
        return all(map(_scalar, get_args(hint)))
    if origin is Literal:
        return True
    return isinstance(hint, type) and (hint in _SIMPLE or issubclass(hint, enum.Enum))


def _twin(kind: type) -> type:
    """The twin of a ``Journaled`` type: the same Struct (fields, options, tag, name), whose field
    sets adopt the value and write the old one down while a segment is open."""
    twin = _TWIN.get(kind)
    if twin is None:
        config = kind.__struct_config__  # type: ignore[attr-defined]
        options = {"tag": config.tag, "tag_field": config.tag_field} if config.tag is not None else {}
        twin = type(kind)(kind.__name__, (kind,), {
            "__module__": kind.__module__, "__qualname__": kind.__qualname__,
            "__setattr__": _twin_setattr, "__eq__": _twin_eq, "__ne__": _twin_ne, "__reduce__": _twin_reduce,
        }, **options)
        _TWIN[kind], _BASE[twin] = twin, kind
        _ACTION[twin] = FIELDS
        _FIELDS[twin] = _record_fields(kind)
    return twin


def _twin_setattr(self: Any, name: str, value: Any) -> None:
    if type(value) not in _SIMPLE:
        value = adopt(value)
    if _open is not None:  # ``note_field``, written out (a call less)
        old = getattr(self, name, _UNSET)
        _open.append((_set_field, self, name, old) if old is not _UNSET else (_unset, self, name, None))
    _set_field(self, name, value)


def _twin_eq(self: Any, other: Any) -> Any:
    """Equal to a record of its Journaled type (or twin) with equal fields, as plain Structs are."""
    if _BASE.get(type(other), type(other)) is not _BASE[type(self)]:
        return NotImplemented
    return msgspec.structs.astuple(self) == msgspec.structs.astuple(other)


def _twin_ne(self: Any, other: Any) -> Any:
    equal = _twin_eq(self, other)
    return equal if equal is NotImplemented else not equal


def _twin_reduce(self: Any) -> tuple[type, tuple[Any, ...]]:
    """A copy or pickle is a plain record (a copied state starts with no journal)."""
    return _BASE[type(self)], msgspec.structs.astuple(self)
