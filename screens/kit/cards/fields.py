"""Reading card fields for a region: dotted paths with list indexes, English fallbacks,
``[labels]`` words for raw values, format strings, lists shown item by item, hide rules
(the rules are documented in ``engine.core.layouts.schema``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import lru_cache
from typing import Any

from engine.core.layouts.schema import Face, Region, format_parts, path_steps

MISSING = object()
Labels = Mapping[str, Mapping[str, str]]
Resolve = Callable[[str], Any]


@lru_cache(maxsize=1024)
def _steps(path: str) -> tuple[str, ...]:
    return tuple(path_steps(path))


@lru_cache(maxsize=512)
def _parts(text: str) -> tuple[tuple[int, int, str | None, str], ...]:
    """(start, end, path or None for an escape, spec) of each ``{}`` of a format string."""
    return tuple(
        (m.start(), m.end(), m.group(1) and m.group(1).strip(), m.group(2) or "")
        for m in format_parts(text)
    )


def _step(node: Any, key: str) -> Any:
    if isinstance(node, Mapping):
        return node.get(key, MISSING)
    if isinstance(node, (list, tuple)) and key.isascii() and key.isdigit() and int(key) < len(node):
        return node[int(key)]
    return MISSING


def lookup(data: Any, field: str, lang: str) -> Any:
    """The value at a dotted path (``skills.0.text``), or ``MISSING``.

    In English the last step ``f`` reads ``f_en`` first when it is present and not empty.
    """
    *parents, leaf = _steps(field)
    node: Any = data
    for key in parents:
        node = _step(node, key)
    if lang == "en" and isinstance(node, Mapping):
        english = node.get(f"{leaf}_en")
        if not _absent(english):
            return english
    return _step(node, leaf)


def _absent(value: Any) -> bool:
    if isinstance(value, (list, tuple, Mapping)):
        return not value
    return value is MISSING or value is None or value == ""


def _is_zero(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and value == 0


def _plain(value: Any, spec: str = "") -> str:
    """A value as text: a list's items spaced, anything else through ``format``."""
    if isinstance(value, (list, tuple)):
        return " ".join(map(str, value))
    return format(value, spec)


def _fill(template: str, resolve: Resolve, show: Callable[[Any, str], str]) -> str | None:
    """``template`` with each ``{path:spec}`` resolved and shown; None when a value is absent."""
    out, at = [], 0
    for start, end, path, spec in _parts(template):
        out.append(template[at:start])
        if path is None:  # "{{" or "}}"
            out.append(template[start])
        else:
            value = resolve(path)
            if _absent(value):
                return None
            out.append(show(value, spec))
        at = end
    out.append(template[at:])
    return "".join(out)


class _Reader:
    """The values one region reads from one card in one language, labelled."""

    def __init__(self, region: Region, lang: str, labels: Labels) -> None:
        self.region = region
        self.lang = lang
        self.labels = labels

    def value(self, node: Any, path: str) -> Any:
        """``lookup``, then a string value named in ``[labels.<last name of the path>]``."""
        value = lookup(node, path, self.lang)
        words = self.labels.get(_steps(path)[-1]) if isinstance(value, str) else None
        if not words or value not in words:
            return value
        english = words.get(f"{value}_en") if self.lang == "en" else None
        return english or words[value]

    def item_value(self, item: Any, index: int, path: str) -> Any:
        """A path inside ``item_format``: ``index``, ``item`` (``item.f``), else the item's."""
        if path == "index":
            return index
        if path == "item":
            return item
        return self.value(item, path.removeprefix("item."))

    def show(self, value: Any, spec: str = "") -> str:
        """A list item by item (``item_format``, ``join``); anything else through ``format``."""
        region = self.region
        if not isinstance(value, (list, tuple)):
            return _plain(value, spec)
        if not region.item_format:
            return region.join.join(_plain(item, spec) for item in value)
        items = (self.item_text(item, i) for i, item in enumerate(value, start=1))
        return region.join.join(text for text in items if text is not None)

    def item_text(self, item: Any, index: int) -> str | None:
        """One list item through ``item_format``; None when it lacks a field it names."""
        return _fill(
            self.region.item_format, lambda path: self.item_value(item, index, path), _plain
        )

    def text(self, data: Mapping[str, Any]) -> str | None:
        """The region's field or format shown, before ``hide_same_as``; None when hidden."""
        region = self.region
        if region.field:
            value = self.value(data, region.field)
            if _absent(value) or isinstance(value, bool) or (region.hide_zero and _is_zero(value)):
                return None
            return self.show(value)
        values: list[Any] = []

        def resolve(path: str) -> Any:
            values.append(self.value(data, path))
            return values[-1]

        text = _fill(region.format, resolve, self.show)
        return None if region.hide_zero and values and all(map(_is_zero, values)) else text


def region_text(
    region: Region, data: Mapping[str, Any], lang: str, labels: Labels | None = None
) -> str | None:
    """The text a region shows: "" for a decoration, None when it is not drawn.

    It is not drawn when a value it needs is absent (missing, ``None``, ``""``, ``[]``)
    or a hide rule holds: ``hide_zero`` and the value is 0, ``hide_same_as`` and the text
    equals what that field shows.
    """
    if not (region.field or region.format):
        return ""
    reader = _Reader(region, lang, labels or {})
    text = reader.text(data)
    if text is not None and region.hide_same_as:
        other = reader.value(data, region.hide_same_as)
        if not _absent(other) and text == reader.show(other):
            return None
    return text


def icon_keys(region: Region, data: Mapping[str, Any], lang: str) -> list[str]:
    """The icons an ``icons`` region shows: a key, a list of keys, or ``icon`` for a true bool."""
    value = lookup(data, region.field, lang)
    if isinstance(value, bool):
        return [region.icon] if value and region.icon else []
    if isinstance(value, str):
        return [value] if value else []
    return [str(v) for v in value] if isinstance(value, (list, tuple)) else []



def region_paths(region: Region) -> frozenset[str]:
    """The card fields a region reads (its ``field``, or every ``{}`` of its ``format``)."""
    if region.field:
        return frozenset({region.field})
    return frozenset(path for _s, _e, path, _spec in _parts(region.format) if path)


def face_shows_data(
    face: Face, data: Mapping[str, Any], labels: Labels | None = None, besides: Face | None = None
) -> bool:
    """True when some region of ``face`` shows a value of ``data`` (in either language) that
    ``besides`` (the front) does not already show; fixed text such as a "B" mark shows none.

    A two-faced template's flip is printed only for a card with something on it: a
    だんのこまち character without ``face_b`` has one face (issue #26, finding 4).
    """
    shown_elsewhere = frozenset().union(*(region_paths(r) for r in besides.regions)) if besides else frozenset()
    for region in face.regions:
        paths = region_paths(region)
        if not paths or paths <= shown_elsewhere:
            continue
        for lang in ("ja", "en"):
            if region.kind == "text":
                shown = region_text(region, data, lang, labels)
            else:
                shown = lookup(data, region.field, lang)
            if not _absent(shown) and shown is not False:
                return True
    return False
