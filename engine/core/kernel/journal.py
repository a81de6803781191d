"""Undo by a change journal (issue #28): a snapshot is a mark, an undo rolls back.

While a session takes a step (``begin`` … ``end``), the state's containers write down their own
old contents into the open *segment* the first time they change: a ``JList`` or ``JDict`` its
items (once per segment), a ``Journaled`` record the old value of each field it sets (and the
session the generator's ``Rng.state``). Taking a snapshot is opening a new segment (no walk, no
encoding); an undo replays the segment backwards, putting back the old contents in place.

With no segment open (bots, simulations, replays of old steps) a change costs one check.

Completeness is by construction: a ``Journaled`` record turns every plain list or dict it is
given (built, decoded, or set later) into a ``JList``/``JDict``, and so do those containers for
what is put into them, so no plain container a step could change unseen is reachable from a
journaled state (``journal_check.plain_containers`` holds that in tests). Items must otherwise
be immutable (str, int, frozen records) or ``Journaled`` records themselves.

A segment holds entries ``(put_back, target, a, b)``; ``put_back(target, a, b)`` undoes one.
Only one thread records at a time: ``begin`` from another thread while one is open raises,
and a container changed by another thread while a segment is open is not written down.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from threading import get_ident
from typing import Any, TypeVar

import msgspec

T = TypeVar("T")
K = TypeVar("K")
V = TypeVar("V")

_open: Segment | None = None  # the segment being written, while a step is taken
_mark = 0  # the open segment's number: a container stamped with it is written down already
_thread = 0  # the thread that opened it
_ALL = slice(None)
_UNSET = object()
_set_field: Callable[[Any, str, Any], None] = msgspec.Struct.__setattr__  # bypasses ``Journaled``'s hook
_force_field = msgspec.structs.force_setattr


class Segment(list[tuple[Callable[[Any, Any, Any], None], Any, Any, Any]]):
    """The undo entries of one step, oldest first (``undo`` plays them newest first)."""

    __slots__ = ()


def begin(segment: Segment) -> Segment | None:
    """Open ``segment``: every first change from now on is written into it. Returns the segment
    that was open (``end`` puts it back: a session stepping inside another one's step)."""
    global _open, _mark, _thread
    before, ident = _open, get_ident()
    if before is not None and _thread != ident:
        raise RuntimeError("another thread is recording an undo journal")
    _mark += 1
    _open, _thread = segment, ident
    return before


def end(before: Segment | None) -> None:
    """Close the open segment (``before``: what ``begin`` returned, reopened with what the closed
    one wrote added, so undoing the outer step alone gives back the inner one's changes too)."""
    global _open, _mark
    _mark += 1  # a container stamped in the closed segment is written down again next time
    if before is not None and _open is not None:
        before += _open
    _open = before


def undo(segment: Segment) -> None:
    """Put back what ``segment`` wrote down, newest first: the state as it was at its mark."""
    for put_back, target, a, b in reversed(segment):
        put_back(target, a, b)


def undo_keeping(segment: Segment) -> Segment:
    """``undo``, returning the segment that would undo that (redo it: ``checkpoint`` rolls back
    the kept steps, copies the state, then rolls them forward again)."""
    forward = Segment()
    for entry in reversed(segment):
        put_back, target, a, b = entry
        if put_back is _set_field or put_back is _unset:
            now = getattr(target, a, _UNSET)
            forward.append((_set_field, target, a, now) if now is not _UNSET else (_unset, target, a, None))
        elif put_back is _put_list:
            forward.append((_put_list, target, tuple(target), None))
        else:
            forward.append((_put_dict, target, dict(target), None))
        put_back(target, a, b)
    return forward  # newest first: ``undo`` plays it oldest first, the order the step ran


def note_field(record: Any, name: str) -> None:
    """Write down ``record.name`` as it is now (``name`` is about to be set)."""
    if _open is not None and _thread == get_ident():
        old = getattr(record, name, _UNSET)
        _open.append((_set_field, record, name, old) if old is not _UNSET else (_unset, record, name, None))


def _unset(record: Any, name: str, _: Any) -> None:
    """Put back an attribute that was not there (an extra one, on a Struct with a ``__dict__``)."""
    record.__dict__.pop(name, None)


def _put_list(items: list[Any], old: tuple[Any, ...], _: Any) -> None:
    list.__setitem__(items, _ALL, old)


def _put_dict(mapping: dict[Any, Any], old: dict[Any, Any], _: Any) -> None:
    dict.clear(mapping)
    dict.update(mapping, old)


def _note(container: JList[Any] | JDict[Any, Any]) -> None:
    """Write down ``container``'s contents unless done since the segment opened."""
    try:
        if container._at == _mark:
            return
    except AttributeError:  # never stamped
        pass
    if _thread != get_ident() or _open is None:
        return
    container._at = _mark
    if isinstance(container, list):
        _open.append((_put_list, container, tuple(container), None))
    else:
        _open.append((_put_dict, container, dict(container), None))


def journaled(value: Any) -> Any:
    """``value`` with every plain list and dict in it (nested too) made a ``JList``/``JDict``."""
    kind = type(value)
    if kind is list:
        return JList([journaled(item) if type(item) in _PLAIN else item for item in value])
    if kind is dict:
        return JDict({key: journaled(item) if type(item) in _PLAIN else item for key, item in value.items()})
    return value


def _items(values: Iterable[Any]) -> list[Any]:
    return [journaled(item) if type(item) in _PLAIN else item for item in values]


class JList(list[T]):
    """A list that writes its items down before its first change in a segment (``_note``).
    Items put into it are made journaled containers if they are plain ones."""

    __slots__ = ("_at",)
    _at: int

    def append(self, item: T) -> None:
        if _open is not None:
            _note(self)
        list.append(self, journaled(item) if type(item) in _PLAIN else item)

    def pop(self, index: Any = -1) -> T:
        if _open is not None:
            _note(self)
        return list.pop(self, index)

    def insert(self, index: Any, item: T) -> None:
        if _open is not None:
            _note(self)
        list.insert(self, index, journaled(item) if type(item) in _PLAIN else item)

    def remove(self, item: T) -> None:
        if _open is not None:
            _note(self)
        list.remove(self, item)

    def extend(self, items: Iterable[T]) -> None:
        if _open is not None:
            _note(self)
        list.extend(self, _items(items))

    def __iadd__(self, items: Iterable[T]) -> JList[T]:  # type: ignore[override,misc]
        self.extend(items)
        return self

    def __setitem__(self, key: Any, value: Any) -> None:
        if _open is not None:
            _note(self)
        if isinstance(key, slice):
            list.__setitem__(self, key, _items(value))
        else:
            list.__setitem__(self, key, journaled(value) if type(value) in _PLAIN else value)

    def __reduce__(self) -> tuple[Callable[..., JList[T]], tuple[list[T]]]:
        return JList, (list(self),)  # a copy is not written down in any segment yet


def _before(change: Callable[..., Any]) -> Callable[..., Any]:
    """``change`` (a list's or dict's own), writing the container down first."""

    def changed(self: Any, *args: Any, **kwargs: Any) -> Any:
        if _open is not None:
            _note(self)
        return change(self, *args, **kwargs)

    changed.__name__ = change.__name__
    return changed


for _name in ("clear", "sort", "reverse", "__delitem__", "__imul__"):
    setattr(JList, _name, _before(getattr(list, _name)))


class JDict(dict[K, V]):
    """A dict that writes its items down before its first change in a segment (``_note``)."""

    __slots__ = ("_at",)
    _at: int

    def __setitem__(self, key: K, value: V) -> None:
        if _open is not None:
            _note(self)
        dict.__setitem__(self, key, journaled(value) if type(value) in _PLAIN else value)

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

_PLAIN: frozenset[Any] = frozenset({list, dict})  # what ``journaled`` converts


class Journaled(msgspec.Struct):
    """A record of a journaled state: setting a field writes its old value down while a segment
    is open, and a plain list or dict given to it (at construction, decoding or set) is made a
    ``JList``/``JDict``. Subclass it for every mutable record a state holds (``journal_api.md``)."""

    def __setattr__(self, name: str, value: Any) -> None:
        if type(value) in _PLAIN:
            value = journaled(value)
        if _open is not None:
            note_field(self, name)
        _set_field(self, name, value)

    def __post_init__(self) -> None:
        _journal_fields(self)


class FrozenRecord(msgspec.Struct, frozen=True):
    """A frozen record of a journaled state: its fields are never set, but a list or dict in one
    can change in place, so it is made a ``JList``/``JDict`` as for ``Journaled``."""

    def __post_init__(self) -> None:
        _journal_fields(self)


def _journal_fields(record: msgspec.Struct) -> None:
    """Make every plain list or dict a new record was given (built or decoded) journaled."""
    for name in record.__struct_fields__:
        value = getattr(record, name)
        if type(value) in _PLAIN:
            _force_field(record, name, journaled(value))
