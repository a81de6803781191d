"""The icons card text may name: the one check of ``:key:`` tokens and icon fields that
``check-data``, ``check-layout``, ``render-cards`` and the gallery all report (through the
loader: ``SettingsModel.card_problems``)."""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any

from engine.core.data import problems as P

ICON_TOKEN = re.compile(r":([A-Za-z][A-Za-z0-9_-]*):")  # ":key:" in card text, known or not

if TYPE_CHECKING:
    from engine.core.layouts.schema import LayoutsFile


def _strings(
    value: Any, path: tuple[str | int, ...] = ()
) -> Iterator[tuple[tuple[str | int, ...], str]]:
    """(path, string) of every string in a raw TOML table."""
    if isinstance(value, str):
        yield path, value
    elif isinstance(value, Mapping):
        for key, item in value.items():
            yield from _strings(item, (*path, str(key)))
    elif isinstance(value, (list, tuple)):
        for index, item in enumerate(value):
            yield from _strings(item, (*path, index))


def unknown_icons(
    layouts: LayoutsFile, kind: str, data: Any
) -> list[tuple[tuple[str | int, ...], str, str]]:
    """(field path, problem kind, message) of each unknown icon in one raw card table:
    ``:key:`` in any string, and the values of the fields its template's ``icons``
    regions show."""
    found: list[tuple[tuple[str | int, ...], str, str]] = []
    known = layouts.icons.keys()
    template = layouts.templates.get(kind)
    icon_fields = {
        r.field
        for face in ((template, template.flip) if template else ())
        for r in (face.regions if face else ())
        if r.kind == "icons"
    }
    for path, value in _strings(data):
        named = [(key, f":{key}:") for key in ICON_TOKEN.findall(value)]
        dotted = ".".join(str(step) for step in path if not isinstance(step, int))
        if dotted in icon_fields or dotted.removesuffix("_en") in icon_fields:
            named.append((value, repr(value)))
        for key, shown in dict.fromkeys(named):
            if key not in known:
                close = difflib.get_close_matches(key, known, n=1)
                hint = f"; did you mean :{close[0]}:?" if close else ""
                found.append(
                    (
                        path,
                        P.UNKNOWN_ICON,
                        f"unknown icon {shown} (not in [icons] of layouts.toml){hint}",
                    )
                )
    return found
