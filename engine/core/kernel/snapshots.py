"""Undo snapshots that restore only what a step changed (design.md §8, issue #28).

A snapshot is the state's fields, each encoded on its own (msgpack, C speed, mapping order
kept): as fast as encoding the whole state at once. Restoring one no longer rebuilds the whole
state: the fields whose bytes equal those of the state as it is now are left as they are (they
already hold exactly what decoding would build), and only the others are decoded and set on
the live state, so the result is byte for byte the state of the snapshot. A step of a real
game changes one or two fields of thirty (Fatal Fight: the attack, a pending decision, one
hero), so an undo decodes a few hundred bytes, not the decks of every hero, the supplies and
the boxes. A changed field that is a mapping of containers (a table's zones) is compared key by
key in turn (``_ByKey``).

A state type that is not a mutable msgspec Struct or dataclass is snapshotted and restored
whole (``codec.snapshot``).
"""

from __future__ import annotations

import dataclasses
from itertools import compress
from operator import attrgetter, ne
from typing import Any, get_args, get_origin, get_type_hints

import msgspec

from engine.core.saves import codec

Snapshot = tuple[bytes, ...]  # a state's fields as encoded, in field order (or its whole encoding)
_encode = msgspec.msgpack.Encoder().encode  # mapping order kept, as ``codec.snapshot``


class Snapshots:
    """Taking and restoring undo snapshots of one state type (``Snapshots.of(state_type)``)."""

    _known: dict[type, Snapshots] = {}

    def __init__(self, state_type: type) -> None:
        self.state_type = state_type
        names = _plain_fields(state_type)
        self.partial = names is not None  # False: snapshots are whole, every restore rebuilds the state
        self._names: tuple[str, ...] = names or ()
        self._range = range(len(self._names))
        if names is None:
            return
        self._get = attrgetter(*names) if len(names) > 1 else lambda state: (getattr(state, names[0]),)
        hints = get_type_hints(state_type)
        self._fields = tuple(msgspec.msgpack.Decoder(hints[name]) for name in names)
        self._by_key = tuple(_ByKey.of(hints[name]) for name in names)

    @classmethod
    def of(cls, state_type: type) -> Snapshots:
        known = cls._known.get(state_type)
        if known is None:
            known = cls._known[state_type] = cls(state_type)
        return known

    def take(self, state: Any) -> Snapshot:
        """A snapshot of ``state``."""
        if not self.partial:
            return (codec.snapshot(state),)
        return tuple(map(_encode, self._get(state)))

    def restore(self, snapshot: Snapshot) -> Any:
        """A new state built from ``snapshot``."""
        if not self.partial:
            return codec.restore(snapshot[0], self.state_type)
        return self.state_type(**{name: field.decode(data)
                                  for name, field, data in zip(self._names, self._fields, snapshot, strict=True)})

    def restore_into(self, state: Any, snapshot: Snapshot, now: Snapshot | None) -> Snapshot:
        """Make ``state`` (in place) the state of ``snapshot``, decoding only the fields whose
        encoding differs. ``now``: the snapshot of ``state`` as it is (None: unknown, taken here).
        Returns ``snapshot``, now the state's own (only when ``partial``)."""
        if now is None:
            now = self.take(state)
        names, fields, by_key = self._names, self._fields, self._by_key
        for index in compress(self._range, map(ne, snapshot, now)):
            keyed = by_key[index]
            if keyed is None or not keyed.restore(getattr(state, names[index]), snapshot[index], now[index]):
                setattr(state, names[index], fields[index].decode(snapshot[index]))
        return snapshot


class _ByKey:
    """A field that is a mapping of containers (a table's zones, Fatal Fight's supplies), restored
    key by key: only the values whose encoding changed are decoded, while the keys and their
    order are the same (else the whole mapping is)."""

    def __init__(self, key: Any, value: Any) -> None:
        self._split = msgspec.msgpack.Decoder(dict[key, msgspec.Raw])
        self._value = msgspec.msgpack.Decoder(value)

    @classmethod
    def of(cls, hint: Any) -> _ByKey | None:
        args = get_args(hint)
        if get_origin(hint) is not dict or len(args) != 2 or not _is_container(args[1]):
            return None  # scalars (counters): cheaper whole
        return cls(*args)

    def restore(self, live: Any, before: bytes, now: bytes) -> bool:
        """Set the values of ``live`` (encoded ``now``) whose encoding differs from ``before``;
        False (``live`` untouched) when the keys or their order differ."""
        olds, news = self._split.decode(before), self._split.decode(now)
        if type(live) is not dict or list(olds) != list(news):
            return False
        for key, old in olds.items():
            if old != news[key]:
                live[key] = self._value.decode(old)
        return True


def _is_container(hint: Any) -> bool:
    if get_origin(hint) in (list, dict):
        return True
    return isinstance(hint, type) and (issubclass(hint, msgspec.Struct) or dataclasses.is_dataclass(hint))


def _plain_fields(state_type: type) -> tuple[str, ...] | None:
    """The fields of a state type that can be snapshotted and set one by one, else None."""
    if issubclass(state_type, msgspec.Struct):
        return None if state_type.__struct_config__.frozen else state_type.__struct_fields__
    if dataclasses.is_dataclass(state_type) and not state_type.__dataclass_params__.frozen:  # type: ignore[attr-defined]
        fields = dataclasses.fields(state_type)
        return tuple(f.name for f in fields) if all(f.init for f in fields) else None
    return None
