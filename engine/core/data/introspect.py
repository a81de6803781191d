"""What the spec models declare, read once per model class: references, image paths, types.

Used by the loader to find the ``Ref``/``ImagePath`` strings of every table read (valid
or not) and to word "what was expected" in problem messages (design.md §10).
"""

from __future__ import annotations

import types
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache, reduce
from typing import Annotated, Any, Literal, Union, get_args, get_origin

from pydantic import BaseModel
from pydantic.fields import FieldInfo

from engine.core.data.spec import ImagePath, Op, Ref
from engine.core.data.toml_lines import KeyPath
from engine.core.i18n.catalog import Msg, joined, msg

_UNIONS = (Union, types.UnionType)
_SEQUENCES = (list, tuple, set, frozenset, Sequence)
_MAPPINGS = (dict, Mapping)


def strip(tp: Any) -> tuple[Any, list[Any]]:
    """``Annotated[T, m1, m2]`` -> ``(T, [m1, m2])`` (nested Annotated flattened)."""
    metadata: list[Any] = []
    while get_origin(tp) is Annotated:
        metadata.extend(tp.__metadata__)
        tp = tp.__origin__
    return tp, metadata


def _is_model(tp: Any) -> bool:
    return isinstance(tp, type) and issubclass(tp, BaseModel)


def field_key(name: str, model: type[BaseModel]) -> str:
    """The TOML key of a field: its alias when it has one."""
    return model.model_fields[name].alias or name


def keys_of(model: type[BaseModel]) -> list[str]:
    return [field_key(name, model) for name in model.model_fields]


def annotation(info: FieldInfo) -> Any:
    """A field's declared type with its metadata (pydantic moves top-level metadata out)."""
    return Annotated[(info.annotation, *info.metadata)] if info.metadata else info.annotation


def _op_name(model: type[BaseModel]) -> str | None:
    if issubclass(model, Op) and "op" in model.model_fields:
        names = get_args(model.model_fields["op"].annotation)
        return str(names[0]) if names else None
    return None


def _member(tp: Any, data: Any) -> Any:
    """The member of a union that ``data`` is meant to be (effects by their ``op`` tag).

    Members keep their metadata; a type that is no union comes back as it is.
    """
    if get_origin(strip(tp)[0]) not in _UNIONS:
        return tp
    members = [a for a in get_args(strip(tp)[0]) if a is not type(None)]
    bare = [strip(m)[0] for m in members]
    if isinstance(data, Mapping):
        models = [m for m, b in zip(members, bare, strict=True) if _is_model(b)]
        tagged = [m for m in models if _op_name(strip(m)[0]) == data.get("op")]
        if tagged or models:
            return (tagged or models)[0]
    for m, b in zip(members, bare, strict=True):
        if isinstance(data, str) and b is str or isinstance(data, list) and get_origin(b) in _SEQUENCES:
            return m
    return members[0] if len(members) == 1 else tp


# --- reference and image checks (on the raw data, so a card that failed validation is checked too)


@dataclass(frozen=True)
class Marked:
    """A string found in a ``Ref`` or ``ImagePath`` field."""

    path: KeyPath
    value: str
    ref: str | None  # the card kind it must name, if a reference
    image: bool
    same: str = ""  # a field the referenced card must share (Ref.same)
    others: bool = False  # it may not name the card it is in (Ref.others)


def _contains_marks(tp: Any, seen: set[type[BaseModel]]) -> bool:
    tp, metadata = strip(tp)
    if any(isinstance(m, (Ref, ImagePath)) for m in metadata):
        return True
    if _is_model(tp):
        if tp in seen:
            return False
        seen.add(tp)
        return any(_contains_marks(annotation(info), seen) for info in tp.model_fields.values())
    return any(_contains_marks(arg, seen) for arg in get_args(tp))


_Visit = Callable[[Any, KeyPath, list[Marked]], None]


def _compile(tp: Any) -> _Visit | None:
    """A visitor that collects the marked strings in a value of declared type ``tp``.

    None when nothing of that type can be marked. Built once per model field, so a load
    does no type inspection per card.
    """
    if not _contains_marks(tp, set()):
        return None
    bare, metadata = strip(tp)
    ref_mark = next((m for m in metadata if isinstance(m, Ref)), None)
    ref, same, others = (ref_mark.kind, ref_mark.same, ref_mark.others) if ref_mark is not None else (None, "", False)
    image = any(isinstance(m, ImagePath) for m in metadata)
    origin, args = get_origin(bare), get_args(bare)
    if ref or image:
        def leaf(data: Any, path: KeyPath, out: list[Marked]) -> None:
            if isinstance(data, str) and data:
                out.append(Marked(path, data, ref, image, same, others))
        return leaf
    if _is_model(bare):
        def table(data: Any, path: KeyPath, out: list[Marked]) -> None:
            if isinstance(data, Mapping):
                for key, visit in _field_visitors(bare):
                    if key in data:
                        visit(data[key], (*path, key), out)
        return table
    if origin in _UNIONS:
        return _compile_union([a for a in args if a is not type(None)])
    if origin in _SEQUENCES:
        positional = origin is tuple and Ellipsis not in args
        visits = [_compile(a) for a in args if a is not Ellipsis]

        def sequence(data: Any, path: KeyPath, out: list[Marked]) -> None:
            if isinstance(data, list):
                for index, item in enumerate(data):
                    visit = (visits[index] if index < len(visits) else None) if positional else visits[0]
                    if visit is not None:
                        visit(item, (*path, index), out)
        return sequence
    values = _compile(args[1]) if origin in _MAPPINGS and len(args) == 2 else None
    if values is None:
        return None

    def mapping(data: Any, path: KeyPath, out: list[Marked]) -> None:
        if isinstance(data, Mapping):
            for key, item in data.items():
                values(item, (*path, str(key)), out)
    return mapping


def _compile_union(members: list[Any]) -> _Visit:
    """Visit the member ``data`` is meant to be: effects by their ``op`` tag, else by shape."""
    compiled = [(strip(m)[0], _compile(m)) for m in members]
    tagged = {name: v for b, v in compiled if _is_model(b) and (name := _op_name(b))}
    table = next((v for b, v in compiled if _is_model(b) or get_origin(b) in _MAPPINGS), None)
    text = next((v for b, v in compiled if b is str), None)
    sequence = next((v for b, v in compiled if get_origin(b) in _SEQUENCES), None)

    def union(data: Any, path: KeyPath, out: list[Marked]) -> None:
        if isinstance(data, Mapping):
            op = data.get("op")
            visit = (tagged.get(op) if isinstance(op, str) else None) if tagged else table
        else:
            visit = text if isinstance(data, str) else sequence if isinstance(data, list) else None
        if visit is not None:
            visit(data, path, out)
    return union


@cache
def _field_visitors(model: type[BaseModel]) -> tuple[tuple[str, _Visit], ...]:
    """(TOML key, visitor) of each field of ``model`` that may hold refs or images."""
    found = []
    for name, info in model.model_fields.items():
        visit = _compile(annotation(info))
        if visit is not None:
            found.append((info.alias or name, visit))
    return tuple(found)


def marked_values(model: type[BaseModel], data: Any) -> list[Marked]:
    """Every non-empty Ref/ImagePath string in ``data``, the raw table of a ``model`` (empty = none)."""
    out: list[Marked] = []
    for key, visit in _field_visitors(model):
        if isinstance(data, Mapping) and key in data:
            visit(data[key], (key,), out)
    return out


# --- types for messages ----------------------------------------------------------------


def op_names(tp: Any) -> list[str]:
    """The effect ops a declared effect type accepts (a union of ops, or one op)."""
    tp, _ = strip(tp)
    members = get_args(tp) if get_origin(tp) in _UNIONS else (tp,)
    return sorted(name for m in members if _is_model(strip(m)[0]) and (name := _op_name(strip(m)[0])))


def type_at(model: type[BaseModel], data: Any, path: KeyPath) -> Any:
    """The declared type at ``path`` inside ``model`` (guided by ``data``); None if unknown."""
    tp: Any = model
    for key in path:
        tp = strip(_member(tp, data))[0]
        origin, args = get_origin(tp), get_args(tp)
        if _is_model(tp):
            name = next((n for n in tp.model_fields if field_key(n, tp) == key), None)
            if name is None:
                return None
            tp = annotation(tp.model_fields[name])
        elif origin in _SEQUENCES and args:
            tp = args[0]
        elif origin in _MAPPINGS and len(args) == 2:
            tp = args[1]
        else:
            return None
        data = _child(data, key)
    return tp


def model_at(model: type[BaseModel], data: Any, path: KeyPath) -> type[BaseModel] | None:
    """The model class whose table sits at ``path`` (None if it is no model)."""
    tp = strip(_member(type_at(model, data, path), _descend(data, path)))[0]
    return tp if _is_model(tp) else None


def _child(data: Any, key: str | int) -> Any:
    if isinstance(data, Mapping):
        return data.get(key)
    if isinstance(data, list) and isinstance(key, int) and 0 <= key < len(data):
        return data[key]
    return None


def _descend(data: Any, path: KeyPath) -> Any:
    for key in path:
        data = _child(data, key)
    return data


def describe(tp: Any, many: bool = False) -> Msg:
    """Plain words for a declared type, e.g. "a whole number", "a list of strings" (``many``:
    the plural, as the items of a list: "whole numbers")."""
    if tp is None:  # type_at found no declared type
        return msg("data.type.values") if many else msg("data.type.value")
    tp, _ = strip(tp)
    origin, args = get_origin(tp), get_args(tp)
    if origin in _UNIONS:
        members = [strip(a)[0] for a in args if a is not type(None)]
        ops = [name for m in members if _is_model(m) and (name := _op_name(m))]
        if ops and len(ops) == len(members):
            choices = joined(sorted(ops))
            return msg("data.type.effects_of", ops=choices) if many else msg("data.type.effect_of", ops=choices)
        words = list(dict.fromkeys(describe(m, many) for m in members))
        return reduce(lambda left, right: msg("data.type.either", left=left, right=right), words)
    if origin is Literal:
        return msg("data.problem.one_of", choices=joined(repr(a) for a in args))
    if origin in _SEQUENCES:
        inner = [a for a in args if a is not Ellipsis]
        if not inner:
            return msg("data.type.lists") if many else msg("data.type.list")
        items = describe(inner[0], many=True)
        return msg("data.type.lists_of", items=items) if many else msg("data.type.list_of", items=items)
    if origin in _MAPPINGS or _is_model(tp):
        op = _op_name(tp) if _is_model(tp) else None
        if op:
            return msg("data.type.effects", op=op) if many else msg("data.type.effect", op=op)
        return msg("data.type.tables") if many else msg("data.type.table")
    if tp in _SCALARS:
        return _SCALARS[tp][many]
    return msg("data.type.named", name=getattr(tp, "__name__", str(tp)))


# (one, many) of each plain type
_SCALARS: dict[Any, tuple[Msg, Msg]] = {
    bool: (msg("data.type.bool"), msg("data.type.bools")),
    int: (msg("data.type.int"), msg("data.type.ints")),
    float: (msg("data.type.float"), msg("data.type.floats")),
    str: (msg("data.type.str"), msg("data.type.strs")),
    Any: (msg("data.type.any"), msg("data.type.any")),
}
