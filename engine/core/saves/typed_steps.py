"""A logged step read straight from its saved bytes (issue #28: ``replay --check`` of a long save).

``StepReader`` decodes one step's JSON in a single typed msgspec pass into its action, chance
results and timeout mark, for the action types whose fields are all plain (an int, a seat, a
text, a bool, None, or one of these or None). It makes the checks ``codec.decode_action`` and
``log_entry.read_entry`` make, said as msgspec constraints: a ``"type"`` naming one of them, the
same field names and no other, ints within ``MAX_INT``, seats below the seat count, texts of at
most ``MAX_TEXT`` characters, chance results a list of ints, the timeout mark a bool. Whatever it
does not take (another action type, any value those checks might refuse, JSON of another shape)
it gives back as None, and the caller reads the step the ordinary way, which reads it or refuses
it in its own words. So a step reads the same either way (``tests/engine/core/test_typed_steps.py``).
"""

from __future__ import annotations

import dataclasses
import operator
import types
from collections.abc import Callable, Iterable
from functools import reduce
from typing import Annotated, Any, Union, get_args, get_origin, get_type_hints

import msgspec

from engine.core.saves.codec import MAX_INT, MAX_TEXT, SEAT

Step = tuple[Any, list[int], bool]  # an action, its chance results, its timeout mark
_PLAIN = (bool, str, type(None))


class StepReader:
    """Steps of a game with ``seats`` seats whose actions are of ``action_types`` (named as
    ``ActionCodec`` names them: by class name), read from their JSON bytes."""

    def __init__(self, action_types: Iterable[type[Any]], seats: int) -> None:
        self._made: dict[type[Any], type[Any]] = {}  # the msgspec struct of each action type it reads
        by_name = {cls.__name__: cls for cls in action_types}  # as ActionCodec: a later name wins
        for name, cls in by_name.items() if seats > 0 else ():
            struct = _struct_of(name, cls, seats)
            if struct is not None:
                self._made[struct] = cls
        self._decode: Callable[[bytes | msgspec.Raw], Any] | None = None
        if len(self._made) > 1:  # a union: one tagged struct alone would read a step without its "type"
            entry = msgspec.defstruct("Step", [("action", reduce(operator.or_, self._made)),
                                               ("chance", list[int]), ("timeout", bool, False)])
            self._decode = msgspec.json.Decoder(entry).decode

    def read(self, data: bytes | msgspec.Raw) -> Step | None:
        """The step in ``data``, or None when it is not one this reader takes (read it the ordinary way)."""
        if self._decode is None:
            return None
        try:
            step = self._decode(data)
        except (msgspec.DecodeError, RecursionError, ValueError):  # msgspec.ValidationError is a DecodeError
            return None
        action = step.action
        return self._made[type(action)](*msgspec.structs.astuple(action)), step.chance, step.timeout


def _struct_of(name: str, cls: type[Any], seats: int) -> type[Any] | None:
    """A msgspec struct tagged ``name`` in ``"type"`` checking what ``codec.decode_action`` checks of
    ``cls``'s fields, in their order (None: a field this reader does not take)."""
    if not dataclasses.is_dataclass(cls) or hasattr(cls, "__post_init__"):
        return None
    declared = dataclasses.fields(cls)
    if cls.__init__.__code__.co_argcount != len(declared) + 1:  # built from the fields alone, in their order
        return None
    hints = get_type_hints(cls, include_extras=True)
    fields: list[tuple[Any, ...]] = []
    for field in declared:
        if field.name == "type" or not field.init or field.kw_only or field.default_factory is not dataclasses.MISSING:
            return None
        hint = hints[field.name]
        kind = _kind(Annotated[int, SEAT] if field.name == "seat" and hint is int else hint, seats)
        if kind is None:
            return None
        fields.append((field.name, kind) if field.default is dataclasses.MISSING else (field.name, kind, field.default))
    struct: type[Any] = msgspec.defstruct(name, fields, tag=name, tag_field="type", forbid_unknown_fields=True)
    return struct


def _kind(hint: Any, seats: int) -> Any:
    """The msgspec type that takes exactly the values ``codec``'s converter of ``hint`` takes (None: not plain)."""
    metadata: tuple[Any, ...] = ()
    if get_origin(hint) is Annotated:
        metadata, hint = hint.__metadata__, hint.__origin__
    if hint is int:
        low, high = (0, seats - 1) if SEAT in metadata else (-MAX_INT, MAX_INT)
        return Annotated[int, msgspec.Meta(ge=low, le=high)]
    if hint is str:
        return Annotated[str, msgspec.Meta(max_length=MAX_TEXT)]
    if hint in _PLAIN:
        return hint
    if get_origin(hint) in (Union, types.UnionType):
        members = get_args(hint)
        if len(members) == 2 and type(None) in members:  # one plain type or None
            other = _kind(next(m for m in members if m is not type(None)), seats)
            return None if other is None or get_origin(other) is Union else other | None
    return None
