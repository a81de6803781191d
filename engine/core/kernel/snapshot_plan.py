"""How an undo snapshot cuts a state type (``kernel.snapshots``, issue #28), read once per type
from its fields' type hints.

- **leaves**: lists of immutable items in known places: the cards of a ``Pile`` field of the state
  or of a record in a list of records (Fatal Fight's heroes, Alchemic's players), a record's list
  of card ids (a deck list), the piles of a mapping (supplies) and a mapping's lists of frozen
  records (a sandbox table's zones). Each is a ``Tracked`` list and its snapshot is the tuple it
  keeps while unchanged, so a pile a step left alone costs nothing to take, compare or put back.
- **the rest**: every other field (and each record without its leaves), encoded together as one
  msgpack array; for an undo it is split into its fields' encodings (``msgspec.Raw``), and
  further where that pays: a list of records record by record (``LISTED``, ``RECORDS``: the
  records hold leaves and are encoded without them) and a mapping of collections key by key
  (``KEYED``); any other field is one piece (``WHOLE``). (Splitting a changed record further,
  field by field, was measured: 4 % more instructions per Alchemic undo, 29 % more per My
  Crypto Saga undo.)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from operator import attrgetter
from typing import Any, get_args, get_origin, get_type_hints

import msgspec

from engine.core.kernel.piles import Pile
from engine.core.kernel.tracked import Tracked

WHOLE, KEYED, LISTED, RECORDS = range(4)


@dataclasses.dataclass(frozen=True)
class Holder:
    """A record type (or the state type itself) holding leaves: its ``Pile`` fields and its lists
    of card ids. ``leaves(obj)`` reads their lists in one C call; ``put(obj, n, items)`` sets the
    n-th (a pile's cards, or the field itself)."""

    type: Any
    rest_names: tuple[str, ...]  # its other fields
    rest_types: tuple[Any, ...]
    leaf_names: tuple[str, ...]
    piles: tuple[bool, ...]  # per leaf: a pile (else a list field)
    leaves: Callable[[Any], tuple[Any, ...]]

    @classmethod
    def of(cls, holder: Any, names: tuple[str, ...], lists: bool) -> Holder | None:
        """``holder``'s leaves among ``names`` (``lists``: its lists of card ids too), else None."""
        hints = get_type_hints(holder)
        piles = tuple(_pile(hints[name]) for name in names)
        found = tuple(name for name, pile in zip(names, piles, strict=True)
                      if pile or (lists and _id_list(hints[name])))
        if not found:
            return None
        rest = tuple(name for name in names if name not in found)
        paths = tuple(f"{name}.cards" if _pile(hints[name]) else name for name in found)
        return cls(holder, rest, tuple(hints[name] for name in rest), found,
                   tuple(_pile(hints[name]) for name in found), getter(paths))

    def put(self, obj: Any, at: int, items: Tracked[Any]) -> None:
        if self.piles[at]:
            getattr(obj, self.leaf_names[at]).cards = items
        else:
            setattr(obj, self.leaf_names[at], items)

    def build(self, row: Iterable[Any], leaves: Iterable[Tracked[Any]]) -> Any:
        """A new record of its rest ``row`` and its ``leaves``."""
        fields = dict(zip(self.rest_names, row, strict=True))
        for name, pile, items in zip(self.leaf_names, self.piles, leaves, strict=True):
            fields[name] = Pile(items) if pile else items
        return self.type(**fields)


@dataclasses.dataclass
class Plan:
    """The cut of one state type (``Plan.of``)."""

    rest_names: tuple[str, ...]  # the fields encoded together, in field order
    kinds: tuple[int, ...]
    split_type: Any  # what the rest is split into for comparing
    whole_type: Any  # what the rest decodes to
    piece_types: tuple[Any, ...]  # what a piece of each rest field decodes to
    top: Holder | None  # the state's own piles
    records: dict[int, Holder]  # rest fields that are lists of records holding leaves
    maps: tuple[tuple[str, bool], ...]  # mappings of leaves: name, and whether their values are piles

    @property
    def leaf_names(self) -> tuple[str, ...]:
        return tuple(name for name, _ in self.maps)

    @classmethod
    def of(cls, state_type: type) -> Plan | None:
        """The plan of a mutable msgspec Struct or dataclass state type, else None."""
        names = plain_fields(state_type)
        if names is None:
            return None
        hints = get_type_hints(state_type)
        maps = tuple((name, _pile(get_args(hints[name])[1])) for name in names if _leaf_map(hints[name]))
        top = Holder.of(state_type, names, lists=False)
        skip = {name for name, _ in maps} | set(top.leaf_names if top else ())
        rest = tuple(name for name in names if name not in skip)
        kinds, whole, pieces, split = [], [], [], []
        records: dict[int, Holder] = {}
        for index, name in enumerate(rest):
            hint = hints[name]
            kind, args = _kind(hint), get_args(hint)
            holder = Holder.of(args[0], plain_fields(args[0]) or (), lists=True) if kind == LISTED else None
            if holder is not None:
                records[index], kind, row = holder, RECORDS, tuple_of(holder.rest_types)
                whole.append(list[row])  # type: ignore[valid-type]
                pieces.append(row)
            else:
                whole.append(hint)
                pieces.append(hint if kind == WHOLE else args[-1])
            kinds.append(kind)
            split.append(_split_piece(hint, kind))
        return cls(rest, tuple(kinds), tuple_of(split), tuple_of(whole), tuple(pieces), top, records, maps)


def getter(names: tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]]:
    """A C-speed reader of ``names`` (dotted paths too) as a tuple (also for one name or none)."""
    if len(names) > 1:
        return attrgetter(*names)
    if names:
        get = attrgetter(names[0])
        return lambda obj: (get(obj),)
    return lambda obj: ()


def _pile(hint: Any) -> bool:
    """A pile: ``piles.Pile``, a Struct whose only field is its list of card ids."""
    return hint is Pile


def _id_list(hint: Any) -> bool:
    """A list of card ids (strings) or numbers: items that cannot change in place."""
    args = get_args(hint)
    return get_origin(hint) is list and len(args) == 1 and args[0] in (str, int)


def _leaf_map(hint: Any) -> bool:
    """A mapping of piles, or of lists of frozen msgspec records (which cannot change in place)."""
    origin, args = get_origin(hint), get_args(hint)
    if origin is not dict or len(args) != 2:
        return False
    if _pile(args[1]):
        return True
    item = get_args(args[1])[0] if get_origin(args[1]) is list else None
    return isinstance(item, type) and issubclass(item, msgspec.Struct) and item.__struct_config__.frozen


def _kind(hint: Any) -> int:
    """How a rest field is split: a list of records or a mapping of collections item by item,
    anything else whole. (A mapping of records seldom changes: splitting it at every undo costs
    more than decoding it whole now and then.)"""
    origin, args = get_origin(hint), get_args(hint)
    if origin is dict and len(args) == 2 and get_origin(args[1]) in (list, dict):
        return KEYED
    if origin is list and len(args) == 1 and _is_record(args[0]):
        return LISTED
    return WHOLE


def _split_piece(hint: Any, kind: int) -> Any:
    """What a field of type ``hint`` is split into: its items' encodings, or its own."""
    if kind == KEYED:
        return dict[get_args(hint)[0], msgspec.Raw]  # type: ignore[misc]
    return list[msgspec.Raw] if kind in (LISTED, RECORDS) else msgspec.Raw


def tuple_of(types: Iterable[Any]) -> Any:
    """The type ``tuple[A, B, …]`` of ``types``, built at run time."""
    return tuple.__class_getitem__(tuple(types))


def _is_record(hint: Any) -> bool:
    return isinstance(hint, type) and (issubclass(hint, msgspec.Struct) or dataclasses.is_dataclass(hint))


def plain_fields(state_type: Any) -> tuple[str, ...] | None:
    """The fields of a state type that can be snapshotted and set one by one, else None."""
    if not isinstance(state_type, type):
        return None
    if issubclass(state_type, msgspec.Struct):
        return None if state_type.__struct_config__.frozen else state_type.__struct_fields__
    if dataclasses.is_dataclass(state_type) and not state_type.__dataclass_params__.frozen:  # type: ignore[attr-defined]
        fields = dataclasses.fields(state_type)
        return tuple(f.name for f in fields) if all(f.init for f in fields) else None
    return None
