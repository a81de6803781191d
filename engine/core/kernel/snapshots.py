"""Undo snapshots that restore only what a step changed (design.md §8, issue #28), for state
types that do not keep an undo journal (``kernel.journal``; ``kernel.undo_store`` chooses).

A snapshot is the state's fields encoded as one msgpack array (``kernel.snapshot_plan``; one C
call per step, mapping order kept).

Restoring one does not rebuild the whole state. The snapshot is split into its fields'
encodings (``msgspec.Raw`` slices, nothing decoded), and so is the state as it is now
(known from the previous undo, else encoded once); a field whose bytes are equal already holds
exactly what decoding would build. Only the others are decoded and set on the live state; of a
list of records (Fatal Fight's heroes, Alchemic's players) only the changed records. The result
is byte for byte the state of the snapshot (``tests/engine/core/test_undo_snapshot_bytes.py``).

A state type that is not a mutable msgspec Struct or dataclass is snapshotted and restored
whole (``codec.snapshot``).
"""

from __future__ import annotations

from itertools import compress
from operator import ne
from typing import Any

import msgspec

from engine.core.kernel.snapshot_plan import KEYED, WHOLE, Plan, getter
from engine.core.saves import codec

Snapshot = bytes  # the fields encoded
Known = tuple[Any, ...]  # a snapshot split into its fields' encodings (``msgspec.Raw``), in field order
_encode_into = msgspec.msgpack.Encoder().encode_into  # mapping order kept, as ``codec.snapshot``
# Buffers the rest is encoded into, kept from one take to the next: ``encode`` grows a fresh one
# from 512 bytes for every state (a quarter of a Fatal Fight snapshot's time). A pool, not one
# buffer: ``list.pop`` and ``append`` are atomic, so two threads never share a buffer.
_buffers: list[bytearray] = []


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

    @classmethod
    def of(cls, state_type: type) -> Snapshots:
        known = cls._known.get(state_type)
        if known is None:
            known = cls._known[state_type] = cls(state_type)
        return known

    def take(self, state: Any) -> Snapshot:
        """A snapshot of ``state``."""
        if not self.partial:
            return codec.snapshot(state)
        try:
            buffer = _buffers.pop()
        except IndexError:
            buffer = bytearray()
        _encode_into(self._get(state), buffer)
        taken = bytes(buffer)
        _buffers.append(buffer)
        return taken

    def restore(self, snapshot: Snapshot) -> Any:
        """A new state built from ``snapshot``."""
        if not self.partial:
            return codec.restore(snapshot, self.state_type)
        return self.state_type(**dict(zip(self._plan.rest_names, self._whole.decode(snapshot), strict=True)))

    def restore_into(self, state: Any, snapshot: Snapshot, now: Known | None) -> Known:
        """Make ``state`` (in place) the state of ``snapshot``, putting back only the fields,
        records and keys that differ from ``now``: ``state`` as it is, split (None: unknown, taken
        here). Returns ``snapshot`` split, now the state's own (only when ``partial``)."""
        before: Known = self._split.decode(snapshot)
        now_rest: Known = self._split.decode(self.take(state)) if now is None else now
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
        return before

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

