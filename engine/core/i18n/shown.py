"""A value from a file as a person reads it in a message: short, cut with its length when long.

A bad value can be a 1 MB string or a list nested 2,000 deep; a message shows its start and
says how long it was, and never builds the whole ``repr`` (``reprlib`` bounds both). Values
are written as the files write them (JSON and TOML): ``"text"``, ``true``, ``null``.
"""

from __future__ import annotations

import json
import reprlib
from typing import Any

from engine.core.i18n.catalog import Msg, msg

SHOWN_CHARS = 40


class _AsInFiles(reprlib.Repr):
    """``reprlib`` with the literals of JSON and TOML instead of Python's."""

    def repr_str(self, x: str, level: int) -> str:
        return json.dumps(x if len(x) <= self.maxstring else x[: self.maxstring - 1] + "…", ensure_ascii=False)

    def repr_bool(self, x: bool, level: int) -> str:
        return "true" if x else "false"

    def repr_NoneType(self, x: None, level: int) -> str:  # noqa: N802 (reprlib's naming)
        return "null"

    def repr_dict(self, x: dict[Any, Any], level: int) -> str:
        if level <= 0:
            return "{…}"
        items = [f"{self.repr1(k, level - 1)}: {self.repr1(v, level - 1)}" for k, v in list(x.items())[: self.maxdict]]
        return "{" + ", ".join(items) + (", …" if len(x) > self.maxdict else "") + "}"

    def repr_list(self, x: list[Any], level: int) -> str:
        if level <= 0:
            return "[…]"
        items = [self.repr1(v, level - 1) for v in x[: self.maxlist]]
        return "[" + ", ".join(items) + (", …" if len(x) > self.maxlist else "") + "]"

    repr_tuple = repr_list  # type: ignore[assignment]


_REPR = _AsInFiles()
_REPR.maxlevel = 3
_REPR.maxstring = SHOWN_CHARS
_REPR.maxother = SHOWN_CHARS
_REPR.maxlist = _REPR.maxtuple = _REPR.maxdict = 4


def shown(value: Any) -> str | Msg:
    """``value`` for a message: its literal when short, else its start and its length."""
    if isinstance(value, str) and len(value) > SHOWN_CHARS:
        return msg("core.value.cut_text", start=_REPR.repr(value), count=len(value))
    if isinstance(value, (list, tuple, dict)) and len(value) > _REPR.maxlist:
        return msg("core.value.cut_items", start=_REPR.repr(value), count=len(value))
    try:
        return _REPR.repr(value)
    except RecursionError:  # a custom object nesting past Python's limit: name its type only
        return type(value).__name__
