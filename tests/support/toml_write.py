"""Writing TOML for generated test data: one key per line, every value inline (nested freely)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any


def value(v: Any) -> str:
    """``v`` as an inline TOML value."""
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return repr(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, Mapping):
        return "{ " + ", ".join(f"{json.dumps(str(k), ensure_ascii=False)} = {value(x)}" for k, x in v.items()) + " }"
    return "[" + ", ".join(value(x) for x in v) + "]"


def document(top: Mapping[str, Any], arrays: Mapping[str, list[Mapping[str, Any]]] = {}) -> str:
    """Top-level keys, then ``[[name]]`` tables whose keys are each on a line of their own."""
    lines = [f"{json.dumps(k, ensure_ascii=False)} = {value(v)}" for k, v in top.items()]
    for name, tables in arrays.items():
        for table in tables:
            lines += ["", f"[[{name}]]"]
            lines += [f"{json.dumps(k, ensure_ascii=False)} = {value(v)}" for k, v in table.items()]
    return "\n".join(lines) + "\n"
