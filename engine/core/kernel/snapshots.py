"""Undo snapshots that restore only what a step changed (design.md §8, issue #28).

A snapshot is the state's fields encoded as one msgpack array: one C call per step, as fast as
encoding the whole state, mapping order kept. Restoring one no longer rebuilds the whole state.
The snapshot is split into its fields' encodings (``msgspec.Raw`` slices, nothing decoded),
and so is the state as it is now (known from the previous undo, else encoded once). A field
whose bytes are equal is left as it is: it already holds exactly what decoding would build.
Only the others are decoded and set on the live state, so the result is byte for byte the state
of the snapshot. A list of records (Fatal Fight's heroes) or a mapping of collections (a table's
zones) is split item by item in the same call, and only its changed items are decoded while the
list keeps its length or the mapping its keys in their order.

A step of a real game changes a few fields of thirty (Fatal Fight: the attack, a pending
decision, a hero; a sandbox table: two zones), so an undo decodes a few hundred bytes, not the
decks of every hero, the supplies and the boxes.

A state type that is not a mutable msgspec Struct or dataclass is snapshotted and restored
whole (``codec.snapshot``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from itertools import compress
from operator import attrgetter, ne
from typing import Any, get_args, get_origin, get_type_hints

import msgspec

from engine.core.saves import codec

Parts = tuple[Any, ...]  # a snapshot split into its fields' encodings (``msgspec.Raw``), in field order
_encode_into = msgspec.msgpack.Encoder().encode_into  # mapping order kept, as ``codec.snapshot``
# Buffers a snapshot is encoded into, kept from one take to the next: ``encode`` grows a fresh one
# from 512 bytes for every state (a quarter of a Fatal Fight snapshot's time). A pool, not one
# buffer: ``list.pop`` and ``append`` are atomic, so two threads never share a buffer.
_buffers: list[bytearray] = []


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
        self._whole = msgspec.msgpack.Decoder(_tuple_of(hints[name] for name in names))
        self._kinds = tuple(_kind(hints[name]) for name in names)
        self._keyed = [index for index, kind in enumerate(self._kinds) if kind == _KEYED]
        self._split = msgspec.msgpack.Decoder(_tuple_of(_pieces(hints[name], kind) for name, kind
                                                        in zip(names, self._kinds, strict=True)))
        self._decode = tuple(msgspec.msgpack.Decoder(hints[name] if kind == _WHOLE else get_args(hints[name])[-1]).decode
                             for name, kind in zip(names, self._kinds, strict=True))

    @classmethod
    def of(cls, state_type: type) -> Snapshots:
        known = cls._known.get(state_type)
        if known is None:
            known = cls._known[state_type] = cls(state_type)
        return known

    def take(self, state: Any) -> bytes:
        """A snapshot of ``state``."""
        if not self.partial:
            return codec.snapshot(state)
        try:
            buffer = _buffers.pop()
        except IndexError:
            buffer = bytearray()
        _encode_into(self._get(state), buffer)
        snapshot = bytes(buffer)
        _buffers.append(buffer)
        return snapshot

    def restore(self, snapshot: bytes) -> Any:
        """A new state built from ``snapshot``."""
        if not self.partial:
            return codec.restore(snapshot, self.state_type)
        return self.state_type(**dict(zip(self._names, self._whole.decode(snapshot), strict=True)))

    def restore_into(self, state: Any, snapshot: bytes, now: Parts | None) -> Parts:
        """Make ``state`` (in place) the state of ``snapshot``, decoding only the fields (and the
        items of a list or mapping of containers) whose encoding differs. ``now``: the parts of
        ``state`` as it is (None: unknown, taken here). Returns the parts of ``snapshot``, now the
        state's own (only when ``partial``)."""
        before: Parts = self._split.decode(snapshot)
        if now is None:
            now = self._split.decode(self.take(state))
        names, decode, kinds = self._names, self._decode, self._kinds
        changed = list(compress(self._range, map(ne, before, now)))
        if self._keyed:  # equal mappings in another key order encode otherwise
            changed += [index for index in self._keyed
                        if index not in changed and list(before[index]) != list(now[index])]
        for index in changed:
            if kinds[index] == _WHOLE:
                setattr(state, names[index], decode[index](before[index]))
            else:
                self._put_items(state, index, before[index], now[index])
        return before

    def _put_items(self, state: Any, index: int, old: Any, new: Any) -> None:
        """Put back field ``index`` (a list or mapping of containers) item by item: only the items
        whose encoding in ``old`` differs from ``new`` (the live field's) are decoded."""
        name, decode = self._names[index], self._decode[index]
        live = getattr(state, name)
        if self._kinds[index] == _KEYED:
            if type(live) is dict and list(old) == list(new):  # the same keys in the same order
                for key, item in old.items():
                    if item != new[key]:
                        live[key] = decode(item)
            else:
                setattr(state, name, {key: decode(item) for key, item in old.items()})
        elif type(live) is list and len(old) == len(new) == len(live):
            for at in compress(range(len(old)), map(ne, old, new)):
                live[at] = decode(old[at])
        else:
            setattr(state, name, [decode(item) for item in old])


_WHOLE, _KEYED, _LISTED = 0, 1, 2


def _kind(hint: Any) -> int:
    """How a field is split: a list of records or a mapping of collections item by item, anything
    else whole. (A mapping of records, Fatal Fight's supplies, seldom changes: splitting it at
    every undo costs more than decoding it whole now and then.)"""
    origin, args = get_origin(hint), get_args(hint)
    if origin is dict and len(args) == 2 and get_origin(args[1]) in (list, dict):
        return _KEYED
    if origin is list and len(args) == 1 and _is_record(args[0]):
        return _LISTED
    return _WHOLE


def _tuple_of(types: Iterable[Any]) -> Any:
    """The type ``tuple[A, B, …]`` of ``types``, built at run time."""
    return tuple.__class_getitem__(tuple(types))


def _pieces(hint: Any, kind: int) -> Any:
    """What a field of type ``hint`` is split into: its items' encodings, or its own."""
    if kind == _KEYED:
        return dict[get_args(hint)[0], msgspec.Raw]  # type: ignore[misc]
    return list[msgspec.Raw] if kind == _LISTED else msgspec.Raw


def _is_record(hint: Any) -> bool:
    return isinstance(hint, type) and (issubclass(hint, msgspec.Struct) or dataclasses.is_dataclass(hint))


def _plain_fields(state_type: type) -> tuple[str, ...] | None:
    """The fields of a state type that can be snapshotted and set one by one, else None."""
    if issubclass(state_type, msgspec.Struct):
        return None if state_type.__struct_config__.frozen else state_type.__struct_fields__
    if dataclasses.is_dataclass(state_type) and not state_type.__dataclass_params__.frozen:  # type: ignore[attr-defined]
        fields = dataclasses.fields(state_type)
        return tuple(f.name for f in fields) if all(f.init for f in fields) else None
    return None
