"""Undo snapshots that restore only what a step changed (design.md §8, issue #28).

A snapshot is the state's fields encoded as one msgpack array (one C call, as fast as
encoding the whole state; mapping order kept). Restoring one no longer rebuilds the whole
state: the snapshot and the state as it is now are split into their fields' encodings
(``msgspec.Raw``, no decoding), the fields whose bytes are equal are left as they are (they
already hold exactly what decoding would build), and only the others are decoded and set on
the live state, so the result is byte for byte the state of the snapshot. A step of a real
game changes one or two fields of thirty (Fatal Fight: the attack, a pending decision, a
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

Parts = list[msgspec.Raw]  # a snapshot split into its fields' encodings, in field order
_encode = msgspec.msgpack.Encoder().encode  # mapping order kept, as ``codec.snapshot``
_split = msgspec.msgpack.Decoder(Parts)


class Snapshots:
    """Taking and restoring undo snapshots of one state type (``Snapshots.of(state_type)``)."""

    _known: dict[type, Snapshots] = {}

    def __init__(self, state_type: type) -> None:
        self.state_type = state_type
        names = _plain_fields(state_type)
        self.partial = names is not None  # False: every restore rebuilds the whole state
        self._names: tuple[str, ...] = names or ()
        self._range = range(len(self._names))
        if names is None:
            return
        self._get = attrgetter(*names) if len(names) > 1 else lambda state: (getattr(state, names[0]),)
        hints = get_type_hints(state_type)
        self._whole = msgspec.msgpack.Decoder(tuple[tuple(hints[name] for name in names)])  # type: ignore[misc]
        self._fields = tuple(msgspec.msgpack.Decoder(hints[name]) for name in names)
        self._by_key = tuple(_ByKey.of(hints[name]) for name in names)

    @classmethod
    def of(cls, state_type: type) -> Snapshots:
        known = cls._known.get(state_type)
        if known is None:
            known = cls._known[state_type] = cls(state_type)
        return known

    def take(self, state: Any) -> bytes:
        """A snapshot of ``state``."""
        return _encode(self._get(state)) if self.partial else codec.snapshot(state)

    def restore(self, snapshot: bytes) -> Any:
        """A new state built from ``snapshot``."""
        if not self.partial:
            return codec.restore(snapshot, self.state_type)
        return self.state_type(**dict(zip(self._names, self._whole.decode(snapshot), strict=True)))

    def restore_into(self, state: Any, snapshot: bytes, now: Parts | None) -> Parts:
        """Make ``state`` (in place) the state of ``snapshot``, decoding only the fields whose
        encoding differs. ``now``: the parts of ``state`` as it is (None: unknown, taken here).
        Returns the parts of ``snapshot``, now the state's own (only when ``partial``)."""
        before = _split.decode(snapshot)
        if now is None:
            now = _split.decode(self.take(state))
        names, fields, by_key = self._names, self._fields, self._by_key
        for index in compress(self._range, map(ne, before, now)):
            keyed = by_key[index]
            if keyed is None or not keyed.restore(getattr(state, names[index]), before[index], now[index]):
                setattr(state, names[index], fields[index].decode(before[index]))
        return before


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

    def restore(self, live: Any, before: msgspec.Raw, now: msgspec.Raw) -> bool:
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
