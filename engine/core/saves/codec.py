"""Fast plain-data encoding of states (msgspec, C speed) for saves, snapshots and replays, and
actions read back from a file, each field checked against the action's declaration."""

from __future__ import annotations

import dataclasses
import enum
import types
from collections.abc import Callable, Mapping
from typing import Annotated, Any, Literal, TypeVar, Union, get_args, get_origin, get_type_hints

import msgspec

from engine.core.i18n.catalog import Words, joined, msg
from engine.core.i18n.shown import shown
from engine.core.kernel.errors import EngineError

T = TypeVar("T")
_json_encoder = msgspec.json.Encoder(order="deterministic")
# Snapshots keep mappings in insertion order: a state restored by undo iterates its dicts as the
# live state did, so what it logs next is the same (a sorted restore reordered them).
_mp_encoder = msgspec.msgpack.Encoder()


def encode_json(obj: Any) -> bytes:
    """Deterministic JSON (sorted dict keys) of a dataclass tree."""
    return _json_encoder.encode(obj)


def decode_json(data: bytes | str, type_: type[T]) -> T:
    return msgspec.json.decode(data, type=type_)


def snapshot(obj: Any) -> bytes:
    """A compact binary snapshot (msgpack) of a state, for the undo stack; mapping order kept."""
    return _mp_encoder.encode(obj)


def restore(data: bytes, type_: type[T]) -> T:
    return msgspec.msgpack.decode(data, type=type_)


# --- actions typed at the boundary (issue #23) -------------------------------------------------
# An action read from a save or a log is input: every field is checked against the action's
# declaration before the action is built, so the rules only ever meet the types they declare.
# Ranges that depend on the game in progress (a zone, a card, a counter) are the legality
# check's; the seat count is known here, so a seat is checked here too.

MAX_INT = 10**9  # no count, index or delta of any game comes near it
MAX_TEXT = 1000  # no id or zone name does either
MAX_ITEMS = 1000


@dataclasses.dataclass(frozen=True)
class SeatField:
    """Marks an int field as a seat of the game (``Annotated[int, SEAT]``); ``seat`` always is one."""


SEAT = SeatField()
Seat = Annotated[int, SEAT]


class ActionUnreadable(EngineError, ValueError):
    """An action from a file that does not fit its declaration; ``text`` says what and where."""


def decode_action(types: Mapping[str, type[Any]], data: object, seats: int | None = None) -> Any:
    """The action ``data`` (``{"type": name, field: value, …}``) describes, every field checked.

    ``seats``: how many seats the game has (None: not known, seats are checked as counts only).
    Raises ActionUnreadable naming the action, the field, what was expected and what came.
    """
    if (type(data) is not dict and not isinstance(data, Mapping)) or "type" not in data:
        raise ActionUnreadable(msg("core.action.not_object"))
    cls = types.get(data["type"]) if isinstance(data["type"], str) else None
    if cls is None:
        raise ActionUnreadable(msg("core.action.unknown_type", type=shown(data["type"])))
    reader = _READERS.get(cls) or _reader(cls)
    kwargs: dict[str, Any] = {}
    for name, convert, default_ok in reader:
        if name not in data:
            if default_ok:  # a field added later: older saves lack it
                continue
            raise ActionUnreadable(msg("core.action.missing_field", action=cls.__name__, field=name))
        value = data[name]
        try:
            kwargs[name] = convert(value, seats)
        except _Mismatch as err:
            raise ActionUnreadable(msg("core.action.bad_field", action=cls.__name__, field=name,
                                       expected=err.expected, got=shown(value))) from None
    if len(data) != len(kwargs) + 1:
        extra = sorted(str(k) for k in data if k != "type" and k not in kwargs)
        raise ActionUnreadable(msg("core.action.unknown_fields", action=cls.__name__,
                                   fields=joined(shown(k) for k in extra[:5])))
    return cls(**kwargs)


# An action class's reader, made once from its declaration (a replay reads one action per step):
# per field its name, its converter and whether it has a default.
Convert = Callable[[Any, "int | None"], Any]
_READERS: dict[type[Any], tuple[tuple[str, Convert, bool], ...]] = {}


def _reader(cls: type[Any]) -> tuple[tuple[str, Convert, bool], ...]:
    hints = get_type_hints(cls, include_extras=True)
    _READERS[cls] = tuple(
        (f.name, _converter(Seat if f.name == "seat" and hints[f.name] is int else hints[f.name]),
         f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING)
        for f in dataclasses.fields(cls)
    )
    return _READERS[cls]


class _Mismatch(Exception):
    def __init__(self, expected: Words) -> None:
        super().__init__(str(expected))
        self.expected = expected


def _converter(tp: Any) -> Convert:
    """``value`` (with the game's seat count) as type ``tp`` (lists become tuples), or _Mismatch."""
    metadata: tuple[Any, ...] = ()
    if get_origin(tp) is Annotated:
        metadata = tp.__metadata__
        tp = tp.__origin__
    origin, args = get_origin(tp), get_args(tp)
    if tp is bool:
        return _bool
    if tp is int:
        return _seat if SEAT in metadata else _int
    if tp is str:
        return _str
    if tp is type(None):
        return _none
    if origin in (Union, types.UnionType):
        return _union(tuple(_converter(member) for member in args))
    if origin is Literal:
        return _literal(args)
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return _enum(tp)
    if origin is tuple:
        return _tuple(args)
    raise TypeError(f"an action field of type {tp!r} cannot be read from a file; declare it as a plain type")


def _bool(value: Any, seats: int | None) -> Any:
    if isinstance(value, bool):
        return value
    raise _Mismatch(msg("core.action.expected_bool"))


def _int(value: Any, seats: int | None) -> Any:
    if type(value) is int and -MAX_INT <= value <= MAX_INT:
        return value
    if not isinstance(value, int) or isinstance(value, bool):
        raise _Mismatch(msg("core.action.expected_int", high=(seats or 1) - 1, max=MAX_INT))
    if not -MAX_INT <= value <= MAX_INT:
        raise _Mismatch(msg("core.action.expected_int", max=MAX_INT))
    return value


def _seat(value: Any, seats: int | None) -> Any:
    if type(value) is int and (0 <= value < seats if seats is not None else -MAX_INT <= value <= MAX_INT):
        return value
    if not isinstance(value, int) or isinstance(value, bool):
        raise _Mismatch(msg("core.action.expected_seat" if seats else "core.action.expected_int",
                            high=(seats or 1) - 1, max=MAX_INT))
    if seats is not None and not 0 <= value < seats:
        raise _Mismatch(msg("core.action.expected_seat", high=seats - 1))
    return _int(value, seats)


def _str(value: Any, seats: int | None) -> Any:
    if isinstance(value, str) and len(value) <= MAX_TEXT:
        return value
    raise _Mismatch(msg("core.action.expected_text", max=MAX_TEXT))


def _none(value: Any, seats: int | None) -> Any:
    if value is None:
        return None
    raise _Mismatch(msg("core.action.expected_none"))


def _union(members: tuple[Convert, ...]) -> Convert:
    def convert(value: Any, seats: int | None) -> Any:
        expected = []
        for member in members:
            try:
                return member(value, seats)
            except _Mismatch as err:
                expected.append(err.expected)
        raise _Mismatch(msg("core.action.expected_either", choices=joined(expected)))

    return convert


def _literal(args: tuple[Any, ...]) -> Convert:
    def convert(value: Any, seats: int | None) -> Any:
        if any(value == a and type(value) is type(a) for a in args):
            return value
        raise _Mismatch(msg("core.action.expected_one_of", choices=joined(repr(a) for a in args)))

    return convert


def _enum(tp: type[enum.Enum]) -> Convert:
    def convert(value: Any, seats: int | None) -> Any:
        try:
            return tp(value)
        except (ValueError, TypeError):
            raise _Mismatch(msg("core.action.expected_one_of", choices=joined(m.value for m in tp))) from None

    return convert


def _tuple(args: tuple[Any, ...]) -> Convert:
    if len(args) == 2 and args[1] is Ellipsis:
        item = _converter(args[0])

        def convert_all(value: Any, seats: int | None) -> Any:
            if not isinstance(value, (list, tuple)) or len(value) > MAX_ITEMS:
                raise _Mismatch(msg("core.action.expected_list", max=MAX_ITEMS))
            return tuple(item(v, seats) for v in value)

        return convert_all
    parts = tuple(_converter(a) for a in args)

    def convert(value: Any, seats: int | None) -> Any:
        if not isinstance(value, (list, tuple)) or len(value) > MAX_ITEMS:
            raise _Mismatch(msg("core.action.expected_list", max=MAX_ITEMS))
        if len(value) != len(parts):
            raise _Mismatch(msg("core.action.expected_pair", count=len(parts)))
        return tuple(part(v, seats) for part, v in zip(parts, value, strict=True))

    return convert
