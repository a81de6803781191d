"""Reading card fields for a region: dotted paths, English fallbacks, format strings."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from engine.core.layouts import Region

MISSING = object()
_FORMAT_FIELD = re.compile(r"\{\{|\}\}|\{([^{}:]+)(?::([^{}]*))?\}")


def lookup(data: Mapping[str, Any], field: str, lang: str) -> Any:
    """A (dotted) field, or ``MISSING``; in English ``f_en`` wins over ``f`` when not empty."""
    *parents, leaf = field.split(".")
    node: Any = data
    for part in parents:
        if not isinstance(node, Mapping) or part not in node:
            return MISSING
        node = node[part]
    if not isinstance(node, Mapping):
        return MISSING
    if lang == "en" and node.get(f"{leaf}_en") not in (None, ""):
        return node[f"{leaf}_en"]
    return node.get(leaf, MISSING)


def _absent(value: Any) -> bool:
    return value is MISSING or value is None or value == ""


def region_text(region: Region, data: Mapping[str, Any], lang: str) -> str | None:
    """The text a region shows: "" for a decoration, None when a field it needs is absent."""
    if region.field:
        value = lookup(data, region.field, lang)
        if _absent(value) or isinstance(value, bool):
            return None
        return " ".join(map(str, value)) if isinstance(value, (list, tuple)) else str(value)
    absent = False

    def substitute(m: re.Match[str]) -> str:
        nonlocal absent
        if m.group(1) is None:  # "{{" or "}}"
            return m.group(0)[0]
        value = lookup(data, m.group(1).strip(), lang)
        absent = absent or _absent(value)
        return "" if _absent(value) else format(value, m.group(2) or "")

    text = _FORMAT_FIELD.sub(substitute, region.format)
    return None if absent else text


def icon_keys(region: Region, data: Mapping[str, Any], lang: str) -> list[str]:
    """The icons an ``icons`` region shows: a key, a list of keys, or ``icon`` for a true bool."""
    value = lookup(data, region.field, lang)
    if isinstance(value, bool):
        return [region.icon] if value and region.icon else []
    if isinstance(value, str):
        return [value] if value else []
    return [str(v) for v in value] if isinstance(value, (list, tuple)) else []
