"""How an undo snapshot cuts a state type (``kernel.snapshots``, issue #28), read once per type
from its fields' type hints: every field, encoded together as one msgpack array; for an undo it
is split into its fields' encodings (``msgspec.Raw``), and further where that pays: a list of
records record by record (``LISTED``) and a mapping of collections key by key (``KEYED``); any
other field is one piece (``WHOLE``).

Measured and left out (instructions per step, callgrind): splitting a changed record field by
field (+4 % per Alchemic undo, +29 % per My Crypto Saga undo); encoding field by field (no
split to undo, but Alchemic's snapshot +44 %); piles as leaves too (Alchemic's snapshot +107 %,
Fatal Fight's +97 %: a walk over every pile and the kept-copy lists in the rules cost more
than encoding small piles). What did work is not to encode at all: ``kernel.journal``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from operator import attrgetter
from typing import Any, get_args, get_origin, get_type_hints

import msgspec

WHOLE, KEYED, LISTED = range(3)


@dataclasses.dataclass
class Plan:
    """The cut of one state type (``Plan.of``)."""

    rest_names: tuple[str, ...]  # the fields encoded together, in field order
    kinds: tuple[int, ...]
    split_type: Any  # what the fields are split into for comparing
    whole_type: Any  # what the fields decode to
    piece_types: tuple[Any, ...]  # what a piece of each field decodes to

    @classmethod
    def of(cls, state_type: type) -> Plan | None:
        """The plan of a mutable msgspec Struct or dataclass state type, else None."""
        names = plain_fields(state_type)
        if names is None:
            return None
        hints = get_type_hints(state_type)
        rest = names
        kinds = tuple(_kind(hints[name]) for name in rest)
        pieces = tuple(hints[name] if kind == WHOLE else get_args(hints[name])[-1]
                       for name, kind in zip(rest, kinds, strict=True))
        split = (_split_piece(hints[name], kind) for name, kind in zip(rest, kinds, strict=True))
        return cls(rest, kinds, tuple_of(split), tuple_of(hints[name] for name in rest), pieces)


def getter(names: tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]]:
    """A C-speed reader of ``names`` as a tuple (also for one name or none)."""
    if len(names) > 1:
        return attrgetter(*names)
    if names:
        name = names[0]
        return lambda obj: (getattr(obj, name),)
    return lambda obj: ()


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
