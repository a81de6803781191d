"""Undo snapshots that cost about what a step changed (design.md §8, issue #28).

A snapshot is the state cut as ``kernel.snapshot_plan`` says: its *leaves* (the cards of every
pile, a record's deck list, a table's zones: ``Tracked`` lists of immutable items) as the tuples
those lists keep while unchanged, and the *rest* of its fields (a record without its leaves)
encoded as one msgpack array, one C call per step, mapping order kept. A step moves a card or
two, so a snapshot copies the one or two lists it changed and shares every other tuple with the
snapshot before it.

Restoring one does not rebuild the whole state. A leaf whose tuple is the one the state holds
now is the same list: it is left alone; the others are put back as lists that keep the
snapshot's tuple (so the next snapshot takes them for nothing). The rest is split into its
fields' encodings (``msgspec.Raw`` slices, nothing decoded), and so is the state as it is now
(known from the previous undo, else encoded once); a field whose bytes are equal already holds
exactly what decoding would build. Only the others are decoded and set on the live state; of a
list of records (Fatal Fight's heroes, Alchemic's players) only the changed records. The result
is byte for byte the state of the snapshot (``tests/engine/core/test_undo_snapshot_bytes.py``).

A state type that is not a mutable msgspec Struct or dataclass is snapshotted and restored
whole (``codec.snapshot``).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from itertools import compress, repeat
from operator import attrgetter, is_, is_not, ne
from typing import Any

import msgspec

from engine.core.kernel.piles import Pile
from engine.core.kernel.snapshot_plan import KEYED, RECORDS, WHOLE, Plan, getter
from engine.core.kernel.tracked import Tracked, thawed
from engine.core.saves import codec

Leaves = tuple[tuple[tuple[Any, ...], ...], tuple[Any, ...]]  # each mapping's keys; every leaf's tuple
Snapshot = tuple[bytes, Leaves]  # the rest encoded, and the leaves
Parts = tuple[Any, ...]  # the rest split into its fields' encodings (``msgspec.Raw``), in field order
Known = tuple[Parts, Leaves]  # a snapshot split, as ``restore_into`` compares it
Slot = Callable[[Tracked[Any]], None]  # puts a list in a leaf's place
_encode_into = msgspec.msgpack.Encoder().encode_into  # mapping order kept, as ``codec.snapshot``
# Buffers the rest is encoded into, kept from one take to the next: ``encode`` grows a fresh one
# from 512 bytes for every state (a quarter of a Fatal Fight snapshot's time). A pool, not one
# buffer: ``list.pop`` and ``append`` are atomic, so two threads never share a buffer.
_buffers: list[bytearray] = []
_FROZEN, _NONE = repeat("frozen"), repeat(None)  # ``getattr(items, "frozen", None)`` over lists
_cards = attrgetter("cards")


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
        self._rows = [(index, getter(holder.rest_names)) for index, holder in plan.records.items()]
        self._records = [(attrgetter(plan.rest_names[index]), holder) for index, holder in plan.records.items()]
        self._maps = tuple((attrgetter(name), piles) for name, piles in plan.maps)
        self._leafy = bool(plan.top or plan.records or plan.maps)

    @classmethod
    def of(cls, state_type: type) -> Snapshots:
        known = cls._known.get(state_type)
        if known is None:
            known = cls._known[state_type] = cls(state_type)
        return known

    def take(self, state: Any) -> Snapshot:
        """A snapshot of ``state`` (its leaves become ``Tracked`` lists of the same items)."""
        if not self.partial:
            return codec.snapshot(state), ((), ())
        rest: Any = self._get(state)
        if self._rows:
            rest = list(rest)
            for index, row in self._rows:
                rest[index] = [row(record) for record in rest[index]]
        try:
            buffer = _buffers.pop()
        except IndexError:
            buffer = bytearray()
        _encode_into(rest, buffer)
        encoded = bytes(buffer)
        _buffers.append(buffer)
        return encoded, self._leaves(state) if self._leafy else ((), ())

    def _lists(self, state: Any) -> tuple[list[Any], tuple[tuple[Any, ...], ...]]:
        """Every leaf list of ``state`` in walk order (the state's piles, each record's leaves,
        each mapping's), and each mapping's keys."""
        top = self._plan.top
        lists: list[Any] = list(top.leaves(state)) if top is not None else []
        for records, holder in self._records:
            for record in records(state):
                lists += holder.leaves(record)
        keys = []
        for mapping, piles in self._maps:
            held = mapping(state)
            keys.append(tuple(held))
            lists += map(_cards, held.values()) if piles else held.values()
        return lists, tuple(keys)

    def _slots(self, state: Any) -> list[Slot]:
        """Where each leaf list of ``state`` goes, in walk order (only when one is put back)."""
        slots: list[Slot] = []
        top = self._plan.top
        if top is not None:
            slots += [partial(top.put, state, at) for at in range(len(top.leaf_names))]
        for records, holder in self._records:
            for record in records(state):
                slots += [partial(holder.put, record, at) for at in range(len(holder.leaf_names))]
        for mapping, piles in self._maps:
            held = mapping(state)
            slots += [partial(_put_cards, held[key]) if piles else partial(held.__setitem__, key) for key in held]
        return slots

    def _leaves(self, state: Any) -> Leaves:
        """The tuples the leaf lists keep, copying the lists changed since (a step changes one or
        two); a list made or decoded since is tracked from now on."""
        lists, keys = self._lists(state)
        leaves: tuple[Any, ...] = tuple(map(getattr, lists, _FROZEN, _NONE))
        if None in leaves:
            fresh, slots = list(leaves), None
            for at in compress(range(len(fresh)), map(is_, fresh, _NONE)):
                items = lists[at]
                if type(items) is not Tracked:
                    items = Tracked(items)
                    slots = slots or self._slots(state)
                    slots[at](items)
                fresh[at] = items.freeze()
            leaves = tuple(fresh)
        return keys, leaves

    def restore(self, snapshot: Snapshot) -> Any:
        """A new state built from ``snapshot``."""
        if not self.partial:
            return codec.restore(snapshot[0], self.state_type)
        plan, (rest, (keys, leaves)) = self._plan, snapshot
        fields = dict(zip(plan.rest_names, self._whole.decode(rest), strict=True))
        thawing = map(thawed, leaves)
        if plan.top is not None:
            fields.update((name, Pile(items)) for name, items in zip(plan.top.leaf_names, thawing, strict=False))
        for index, holder in plan.records.items():
            name = plan.rest_names[index]
            fields[name] = [holder.build(row, [next(thawing) for _ in holder.leaf_names]) for row in fields[name]]
        for (name, piles), held in zip(plan.maps, keys, strict=True):
            fields[name] = {key: Pile(next(thawing)) if piles else next(thawing) for key in held}
        return self.state_type(**fields)

    def restore_into(self, state: Any, snapshot: Snapshot, now: Known | None) -> Known:
        """Make ``state`` (in place) the state of ``snapshot``, putting back only the leaves,
        fields, records and keys that differ from ``now``: ``state`` as it is, split (None:
        unknown, taken here). Returns ``snapshot`` split, now the state's own (only when ``partial``)."""
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
        reshaped = False
        for index in changed:
            kind = kinds[index]
            if kind == WHOLE:
                setattr(state, names[index], decode[index](before[index]))
            elif kind == RECORDS:
                reshaped |= self._put_rows(state, index, before[index], now_rest[index])
            else:
                self._put_items(state, index, before[index], now_rest[index])
        if self._leafy:
            self._put_leaves(state, snapshot[1], now_leaves, reshaped)
        return before, snapshot[1]

    def _put_leaves(self, state: Any, leaves: Leaves, now: Leaves, reshaped: bool) -> None:
        """Put back the leaves whose tuples are not the ones the state holds (all of them after a
        change of shape: another number of records, other keys)."""
        (keys, kept), (now_keys, now_kept) = leaves, now
        if keys != now_keys:
            for (mapping, piles), held in zip(self._maps, keys, strict=True):
                live = mapping(state)
                live.clear()  # rebuilt empty in the snapshot's key order, its leaves put back below
                live.update((key, Pile(Tracked()) if piles else Tracked()) for key in held)
            reshaped = True
        if reshaped or len(kept) != len(now_kept):
            differ: Any = range(len(kept))
        else:
            differ = list(compress(range(len(kept)), map(is_not, kept, now_kept)))
        if differ:
            slots = self._slots(state)
            for at in differ:
                slots[at](thawed(kept[at]))

    def _put_rows(self, state: Any, index: int, old: Any, new: Any) -> bool:
        """Put back a list of records (without their leaves) record by record; True when it was
        rebuilt (another length: its leaves are then all put back)."""
        holder, decode = self._plan.records[index], self._decode[index]
        name = self._names[index]
        live = getattr(state, name)
        if type(live) is list and len(old) == len(new) == len(live):
            for at in compress(range(len(old)), map(ne, old, new)):
                record = live[at]
                for field, value in zip(holder.rest_names, decode(old[at]), strict=True):
                    setattr(record, field, value)
            return False
        setattr(state, name, [holder.build(decode(row), [Tracked() for _ in holder.leaf_names]) for row in old])
        return True

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


def _put_cards(pile: Any, items: Tracked[Any]) -> None:
    pile.cards = items
