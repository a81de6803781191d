"""Undo snapshots that restore only what a step changed (design.md §8, issue #28).

A snapshot is the state cut as ``kernel.snapshot_plan`` says: its *leaves* (a table's zones:
lists of frozen records, ``Tracked``) as the tuples those lists keep while unchanged, and the
*rest* of its fields encoded as one msgpack array (one C call per step, mapping order kept).

Restoring one does not rebuild the whole state. A zone whose tuple is the one the state holds now
is the same zone: it is left alone, and only the zones a step changed are put back (as lists of
the snapshot's tuple, so the next snapshot takes them for nothing). The rest is split into its
fields' encodings (``msgspec.Raw`` slices, nothing decoded), and so is the state as it is now
(known from the previous undo, else encoded once); a field whose bytes are equal already holds
exactly what decoding would build. Only the others are decoded and set on the live state; of a
list of records (Fatal Fight's heroes, Alchemic's players) only the changed records. The result
is byte for byte the state of the snapshot (``tests/engine/core/test_undo_snapshot_bytes.py``).

A state type that is not a mutable msgspec Struct or dataclass is snapshotted and restored
whole (``codec.snapshot``).
"""

from __future__ import annotations

from itertools import compress, repeat
from operator import attrgetter, is_, is_not, ne
from typing import Any

import msgspec

from engine.core.kernel.snapshot_plan import KEYED, WHOLE, Plan, getter
from engine.core.kernel.tracked import Tracked, thawed
from engine.core.saves import codec

Leaves = tuple[tuple[tuple[Any, ...], tuple[tuple[Any, ...], ...]], ...]  # per mapping: its keys, its lists
Snapshot = tuple[bytes, Leaves]  # the rest encoded, and the leaves
Parts = tuple[Any, ...]  # the rest split into its fields' encodings (``msgspec.Raw``), in field order
Known = tuple[Parts, Leaves]  # a snapshot split, as ``restore_into`` compares it
_encode_into = msgspec.msgpack.Encoder().encode_into  # mapping order kept, as ``codec.snapshot``
# Buffers the rest is encoded into, kept from one take to the next: ``encode`` grows a fresh one
# from 512 bytes for every state (a quarter of a Fatal Fight snapshot's time). A pool, not one
# buffer: ``list.pop`` and ``append`` are atomic, so two threads never share a buffer.
_buffers: list[bytearray] = []
_FROZEN, _NONE = repeat("frozen"), repeat(None)  # ``getattr(items, "frozen", None)`` over a mapping's lists


class Snapshots:
    """Taking and restoring undo snapshots of one state type (``Snapshots.of(state_type)``)."""

    _known: dict[type, Snapshots] = {}

    def __init__(self, state_type: type) -> None:
        self.state_type = state_type
        plan = Plan.of(state_type)
        self.partial = plan is not None  # False: every restore rebuilds the whole state
        if plan is None:
            return
        self._plan = plan
        self._names, self._kinds = plan.rest_names, plan.kinds
        self._get = getter(plan.rest_names)
        self._range = range(len(plan.rest_names))
        self._whole = msgspec.msgpack.Decoder(plan.whole_type)
        self._split = msgspec.msgpack.Decoder(plan.split_type)
        self._decode = tuple(msgspec.msgpack.Decoder(piece).decode for piece in plan.piece_types)
        self._keyed = [index for index, kind in enumerate(plan.kinds) if kind == KEYED]
        self._leaf_maps = tuple(attrgetter(name) for name in plan.leaf_names)

    @classmethod
    def of(cls, state_type: type) -> Snapshots:
        known = cls._known.get(state_type)
        if known is None:
            known = cls._known[state_type] = cls(state_type)
        return known

    def take(self, state: Any) -> Snapshot:
        """A snapshot of ``state`` (its zones become ``Tracked`` lists of the same items)."""
        if not self.partial:
            return codec.snapshot(state), ()
        try:
            buffer = _buffers.pop()
        except IndexError:
            buffer = bytearray()
        _encode_into(self._get(state), buffer)
        rest = bytes(buffer)
        _buffers.append(buffer)
        if not self._leaf_maps:
            return rest, ()
        return rest, tuple(_leaves(mapping(state)) for mapping in self._leaf_maps)

    def restore(self, snapshot: Snapshot) -> Any:
        """A new state built from ``snapshot``."""
        if not self.partial:
            return codec.restore(snapshot[0], self.state_type)
        plan = self._plan
        fields = dict(zip(plan.rest_names, self._whole.decode(snapshot[0]), strict=True))
        for name, (keys, leaves) in zip(plan.leaf_names, snapshot[1], strict=True):
            fields[name] = {key: thawed(leaf) for key, leaf in zip(keys, leaves, strict=True)}
        return self.state_type(**fields)

    def restore_into(self, state: Any, snapshot: Snapshot, now: Known | None) -> Known:
        """Make ``state`` (in place) the state of ``snapshot``, putting back only the zones, fields,
        records and keys that differ from ``now``: ``state`` as it is, split (None: unknown, taken
        here). Returns ``snapshot`` split, now the state's own (only when ``partial``)."""
        before: Parts = self._split.decode(snapshot[0])
        if now is None:
            taken = self.take(state)
            now = self._split.decode(taken[0]), taken[1]
        now_rest, now_leaves = now
        names, decode, kinds = self._names, self._decode, self._kinds
        changed = list(compress(self._range, map(ne, before, now_rest)))
        if self._keyed:  # equal mappings in another key order encode otherwise
            changed += [index for index in self._keyed
                        if index not in changed and list(before[index]) != list(now_rest[index])]
        for index in changed:
            if kinds[index] == WHOLE:
                setattr(state, names[index], decode[index](before[index]))
            else:
                self._put_items(state, index, before[index], now_rest[index])
        leaves = snapshot[1]
        if leaves:
            for name, old, new in zip(self._plan.leaf_names, leaves, now_leaves, strict=True):
                _put_leaves(state, name, old, new)
        return before, leaves

    def _put_items(self, state: Any, index: int, old: Any, new: Any) -> None:
        """Put back field ``index`` (a list or mapping of containers) item by item: only the items
        whose encoding in ``old`` differs from ``new`` (the live field's) are decoded."""
        name, decode = self._names[index], self._decode[index]
        live = getattr(state, name)
        if self._kinds[index] == KEYED:
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


def _leaves(mapping: dict[Any, Any]) -> tuple[tuple[Any, ...], tuple[tuple[Any, ...], ...]]:
    """A mapping of leaves: its keys and the tuples its lists keep, copying the lists changed
    since (a step changes one or two); a list made or decoded since is tracked from now on."""
    keys = tuple(mapping)
    leaves: tuple[Any, ...] = tuple(map(getattr, mapping.values(), _FROZEN, _NONE))
    if None in leaves:
        lists, fresh = list(mapping.values()), list(leaves)
        for at in compress(range(len(fresh)), map(is_, fresh, _NONE)):
            items = lists[at]
            if type(items) is not Tracked:
                items = mapping[keys[at]] = Tracked(items)
            fresh[at] = items.freeze()
        leaves = tuple(fresh)
    return keys, leaves


def _put_leaves(state: Any, name: str, old: Any, new: Any) -> None:
    """Put back a mapping of leaves list by list while its keys (and their order) are the same,
    else whole; a list put back keeps the snapshot's tuple (the same tuple: the same items)."""
    live, (keys, leaves) = getattr(state, name), old
    if type(live) is dict and keys == new[0]:
        for at in compress(range(len(keys)), map(is_not, leaves, new[1])):
            live[keys[at]] = thawed(leaves[at])
    else:
        setattr(state, name, {key: thawed(leaf) for key, leaf in zip(keys, leaves, strict=True)})
