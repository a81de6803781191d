"""Pydantic validation errors turned into problems a card author can act on (design.md §10).

pydantic's error locations include union tags (``effects.0.guard.value``); ``issues``
maps them back onto the keys the author wrote, sorts each error into a problem kind and
says what was expected.
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ValidationError
from pydantic_core import ErrorDetails

from engine.core.data import problems as P
from engine.core.data.introspect import describe, keys_of, model_at, op_names, type_at
from engine.core.data.spec import Op
from engine.core.data.toml_lines import KeyPath


@dataclass(frozen=True)
class Issue:
    """One validation problem inside a card or settings table; ``path`` is relative to it."""

    path: KeyPath
    kind: str
    message: str


def field_name(path: KeyPath) -> str:
    """``("effects", 0, "value")`` -> ``"effects[0].value"``."""
    text = ""
    for key in path:
        text += f"[{key}]" if isinstance(key, int) else (f".{key}" if text else str(key))
    return text


def _data_path(data: Any, error: ErrorDetails) -> KeyPath:
    """The error's location as keys of ``data``: union tags and type names dropped."""
    loc = error["loc"]
    path: list[str | int] = []
    for i, key in enumerate(loc):
        if isinstance(data, Mapping) and key in data:
            data = data[key]
        elif isinstance(data, list) and isinstance(key, int) and 0 <= key < len(data):
            data = data[key]
        elif i == len(loc) - 1 and error["type"] == "missing":
            pass  # the missing key itself
        else:
            continue
        path.append(key)
    return tuple(path)


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "…"


def _suggest(word: str, choices: Sequence[str]) -> str:
    close = difflib.get_close_matches(word, choices, n=1)
    return f"did you mean {close[0]!r}? " if close else ""


def _issue(model: type[BaseModel], data: Any, error: ErrorDetails) -> Issue:
    path = _data_path(data, error)
    kind, ctx = error["type"], error.get("ctx", {})
    if kind == "missing":
        expected = describe(type_at(model, data, path))
        return Issue(path, P.MISSING_FIELD, f"required field is missing (expected {expected})")
    if kind == "extra_forbidden":
        parent = model_at(model, data, path[:-1])
        keys = keys_of(parent) if parent else []
        hint = _suggest(str(path[-1]), keys)
        return Issue(path, P.UNKNOWN_FIELD,
                     f"unknown field; {hint}expected one of: {', '.join(keys)}")
    if kind in ("union_tag_invalid", "union_tag_not_found") and ctx.get("discriminator") == "'op'":
        ops = op_names(type_at(model, data, path))
        expected = f"expected one of {', '.join(ops)}"
        if kind == "union_tag_not_found":
            return Issue((*path, "op"), P.MISSING_FIELD, f"effect has no op ({expected})")
        op = str(ctx.get("tag", ""))
        return Issue((*path, "op"), P.UNKNOWN_OP, f"unknown effect op {op!r}; {_suggest(op, ops)}{expected}")
    if kind == "literal_error" and path[-1:] == ("op",):
        parent = model_at(model, data, path[:-1])
        if parent is not None and issubclass(parent, Op):  # a registry of one op has no union
            return Issue(path, P.UNKNOWN_OP,
                         f"unknown effect op {_shown(error['input'])}; expected {ctx.get('expected', '')}")
    value = error["input"]
    if kind.endswith(("_type", "_parsing")):  # a type mismatch, not a broken constraint
        return Issue(path, P.WRONG_TYPE, f"expected {describe(type_at(model, data, path))}, got {_shown(value)}")
    message = error["msg"].removeprefix("Value error, ").removeprefix("Assertion failed, ")
    if not isinstance(value, (dict, list)):  # a whole table would say nothing useful
        message += f" (got {_shown(value)})"
    return Issue(path, P.INVALID_VALUE, message)


def issues(model: type[BaseModel], data: Any, error: ValidationError) -> list[Issue]:
    """Every problem in ``error``; several union-member errors at one key become one issue."""
    merged: dict[tuple[KeyPath, str], Issue] = {}
    for detail in error.errors(include_url=False):
        issue = _issue(model, data, detail)
        key = (issue.path, issue.kind)
        if key not in merged:  # the first member's message already names the expected type
            merged[key] = issue
    return list(merged.values())
