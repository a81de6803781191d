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
from engine.core.i18n.catalog import Msg, Words, joined, msg
from engine.core.i18n.shown import shown


@dataclass(frozen=True)
class Issue:
    """One validation problem inside a card or settings table; ``path`` is relative to it."""

    path: KeyPath
    kind: str
    message: Words | str


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


def _closest(word: str, choices: Sequence[str]) -> str | None:
    close = difflib.get_close_matches(word, choices, n=1)
    return repr(close[0]) if close else None


def _unknown_op(op: str | Msg, expected: Words | str, close: str | None = None) -> Msg:
    if close is None:
        return msg("data.problem.unknown_op", op=op, expected=expected)
    return msg("data.problem.unknown_op_hint", op=op, close=close, expected=expected)


def _issue(model: type[BaseModel], data: Any, error: ErrorDetails) -> Issue:
    path = _data_path(data, error)
    kind, ctx = error["type"], error.get("ctx", {})
    if kind == "missing":
        expected = describe(type_at(model, data, path))
        return Issue(path, P.MISSING_FIELD, msg("data.problem.missing_field", expected=expected))
    if kind == "extra_forbidden":
        parent = model_at(model, data, path[:-1])
        keys = keys_of(parent) if parent else []
        close = _closest(str(path[-1]), keys)
        found = (msg("data.problem.unknown_field", keys=joined(keys)) if close is None
                 else msg("data.problem.unknown_field_hint", close=close, keys=joined(keys)))
        return Issue(path, P.UNKNOWN_FIELD, found)
    if kind in ("union_tag_invalid", "union_tag_not_found") and ctx.get("discriminator") == "'op'":
        ops = op_names(type_at(model, data, path))
        one_of = msg("data.problem.one_of", choices=joined(ops))
        if kind == "union_tag_not_found":
            return Issue((*path, "op"), P.MISSING_FIELD, msg("data.problem.no_op", expected=one_of))
        op = str(ctx.get("tag", ""))
        return Issue((*path, "op"), P.UNKNOWN_OP, _unknown_op(repr(op), one_of, _closest(op, ops)))
    if kind == "literal_error" and path[-1:] == ("op",):
        parent = model_at(model, data, path[:-1])
        if parent is not None and issubclass(parent, Op):  # a registry of one op has no union
            return Issue(path, P.UNKNOWN_OP, _unknown_op(shown(error["input"]), str(ctx.get("expected", ""))))
    value = error["input"]
    if kind.endswith(("_type", "_parsing")):  # a type mismatch, not a broken constraint
        expected = describe(type_at(model, data, path))
        return Issue(path, P.WRONG_TYPE, msg("data.problem.wrong_type", expected=expected, got=shown(value)))
    # A schema rule's own words (a validator's ValueError): the same in every language.
    message = error["msg"].removeprefix("Value error, ").removeprefix("Assertion failed, ")
    if isinstance(value, (dict, list)):  # a whole table would say nothing useful
        return Issue(path, P.INVALID_VALUE, message)
    return Issue(path, P.INVALID_VALUE, msg("data.problem.invalid_got", message=message, got=shown(value)))


def issues(model: type[BaseModel], data: Any, error: ValidationError) -> list[Issue]:
    """Every problem in ``error``; several union-member errors at one key become one issue."""
    merged: dict[tuple[KeyPath, str], Issue] = {}
    for detail in error.errors(include_url=False):
        issue = _issue(model, data, detail)
        key = (issue.path, issue.kind)
        if key not in merged:  # the first member's message already names the expected type
            merged[key] = issue
    return list(merged.values())
