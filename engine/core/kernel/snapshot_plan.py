"""How an undo snapshot cuts a state type (``kernel.snapshots``, issue #28), read once per type
from its fields' type hints.

- **leaves**: a mapping of lists of frozen records (a sandbox table's zones). Each list is
  ``Tracked`` and its snapshot is the tuple it keeps while unchanged, so a zone a step left
  alone costs nothing to take, compare or put back.
- **the rest**: every other field, encoded together as one msgpack array; for an undo it is split
  into its fields' encodings (``msgspec.Raw``), and further where that pays: a list of records
  record by record (``LISTED``) and a mapping of collections key by key (``KEYED``); any other
  field is one piece (``WHOLE``). (Splitting a changed record further, field by field, was
  measured slower than decoding it whole.)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from operator import attrgetter
from typing import Any, get_args, get_origin, get_type_hints

import msgspec
from msgspec.structs import astuple

WHOLE, KEYED, LISTED = range(3)


@dataclasses.dataclass
class Plan:
    """The cut of one state type (``Plan.of``)."""

    rest_names: tuple[str, ...]  # the fields encoded together, in field order
    kinds: tuple[int, ...]
    split_type: Any  # what the rest is split into for comparing
    whole_type: Any  # what the rest decodes to
    piece_types: tuple[Any, ...]  # what a piece of each rest field decodes to
    leaf_names: tuple[str, ...]  # the mappings of leaves
    records: dict[int, RecordFields]  # lists of records split further, each record into its fields

    @classmethod
    def of(cls, state_type: type) -> Plan | None:
        """The plan of a mutable msgspec Struct or dataclass state type, else None."""
        names = plain_fields(state_type)
        if names is None:
            return None
        hints = get_type_hints(state_type)
        leaves = tuple(name for name in names if _leaf_map(hints[name]))
        rest = tuple(name for name in names if name not in leaves)
        kinds = tuple(_kind(hints[name]) for name in rest)
        pieces = tuple(hints[name] if kind == WHOLE else get_args(hints[name])[-1]
                       for name, kind in zip(rest, kinds, strict=True))
        records = {index: found for index, kind in enumerate(kinds)
                   if kind == LISTED and (found := RecordFields.of(pieces[index])) is not None}
        split = [_split_piece(hints[name], kind) for name, kind in zip(rest, kinds, strict=True)]
        for index, record in records.items():
            split[index] = list[record.parts]  # type: ignore[name-defined]
        return cls(rest, kinds, tuple_of(split), tuple_of(hints[name] for name in rest), pieces, leaves, records)


@dataclasses.dataclass(frozen=True)
class RecordFields:
    """A record type encoded as a map with a key per field: an undo splits it into its fields'
    encodings (``parts``, a Struct of ``msgspec.Raw``) in the same call, and puts back a changed
    record field by field, decoding only the fields whose encodings differ."""

    record: type
    names: tuple[str, ...]
    parts: type
    decoders: tuple[Callable[[Any], Any], ...]

    @classmethod
    def of(cls, record: Any) -> RecordFields | None:
        if not (isinstance(record, type) and issubclass(record, msgspec.Struct)):
            return None
        config = record.__struct_config__
        if (config.array_like or config.omit_defaults or config.tag is not None
                or record.__struct_encode_fields__ != record.__struct_fields__):
            return None
        names, hints = record.__struct_fields__, get_type_hints(record)
        parts = msgspec.defstruct(f"{record.__name__}Parts", [(name, msgspec.Raw) for name in names])
        return cls(record, names, parts, tuple(msgspec.msgpack.Decoder(hints[name]).decode for name in names))

    def build(self, parts: Any) -> Any:
        """A new record of its fields' encodings."""
        return self.record(**{name: decode(raw) for name, decode, raw
                            in zip(self.names, self.decoders, astuple(parts), strict=True)})


def getter(names: tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]]:
    """A C-speed reader of ``names`` as a tuple (also for one name or none)."""
    if len(names) > 1:
        return attrgetter(*names)
    if names:
        name = names[0]
        return lambda obj: (getattr(obj, name),)
    return lambda obj: ()


def _leaf_map(hint: Any) -> bool:
    """A mapping of lists of frozen msgspec records (records that cannot change in place)."""
    origin, args = get_origin(hint), get_args(hint)
    if origin is not dict or len(args) != 2 or get_origin(args[1]) is not list:
        return False
    item = get_args(args[1])[0]
    return isinstance(item, type) and issubclass(item, msgspec.Struct) and item.__struct_config__.frozen


def _kind(hint: Any) -> int:
    """How a rest field is split: a list of records or a mapping of collections item by item,
    anything else whole. (A mapping of records, Fatal Fight's supplies, seldom changes: splitting
    it at every undo costs more than decoding it whole now and then.)"""
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
    return list[msgspec.Raw] if kind == LISTED else msgspec.Raw


def tuple_of(types: Iterable[Any]) -> Any:
    """The type ``tuple[A, B, …]`` of ``types``, built at run time."""
    return tuple.__class_getitem__(tuple(types))


def _is_record(hint: Any) -> bool:
    return isinstance(hint, type) and (issubclass(hint, msgspec.Struct) or dataclasses.is_dataclass(hint))


def plain_fields(state_type: type) -> tuple[str, ...] | None:
    """The fields of a state type that can be snapshotted and set one by one, else None."""
    if issubclass(state_type, msgspec.Struct):
        return None if state_type.__struct_config__.frozen else state_type.__struct_fields__
    if dataclasses.is_dataclass(state_type) and not state_type.__dataclass_params__.frozen:  # type: ignore[attr-defined]
        fields = dataclasses.fields(state_type)
        return tuple(f.name for f in fields) if all(f.init for f in fields) else None
    return None
