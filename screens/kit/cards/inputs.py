"""Everything a card's pixels are drawn from, besides its size, language and print options.

One function serves every cache of drawn cards (the renderer's surfaces, the gallery's
thumbnails and checks, ``render-cards``' manifest), so a change of any input redraws
exactly the cards it shows on: the card's data, its template (with the keyword style),
the ``[icons]`` it uses (and their image files), the ``[labels]`` words of the raw values
it holds, and the image files it shows (art fields in both languages, fixed images).
Fonts, DPI and options are added by the caller that knows them.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterator, Mapping
from functools import lru_cache
from pathlib import Path
from typing import Any

from engine.core.layouts.icons import ICON_TOKEN
from engine.core.layouts.schema import LayoutsFile, Template, pictogram_path
from screens.kit.cards.fields import lookup

LANGS = ("ja", "en")


def digest(value: Any) -> str:
    """A short stable hash of JSON-like data."""
    text = json.dumps(value, sort_keys=True, default=str, ensure_ascii=False)
    return hashlib.blake2b(text.encode(), digest_size=12).hexdigest()


def _pairs(value: Any, key: str = "") -> Iterator[tuple[str, str]]:
    """(the name it is stored under, string) of every string in JSON-like data."""
    if isinstance(value, str):
        yield key, value
    elif isinstance(value, Mapping):
        for name, item in value.items():
            yield from _pairs(item, str(name))
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _pairs(item, key)


def _template_strings(template: Template) -> Iterator[str]:
    for face in (template, template.flip):
        for region in face.regions if face else ():
            yield from (region.format, region.item_format, region.icon)


def used_icons(layouts: LayoutsFile, template: Template, data: Any) -> set[str]:
    """Icon keys a card may draw: ``:key:`` tokens, values naming an icon, template icons."""
    strings = [s for _, s in _pairs(data)] + list(_template_strings(template))
    tokens = {key for s in strings for key in ICON_TOKEN.findall(s)}
    return (tokens | set(strings)) & layouts.icons.keys()


def used_labels(layouts: LayoutsFile, data: Any) -> list[tuple[str, str, str, str]]:
    """(table, value, word, English word) of each raw value of the card a ``[labels]`` names."""
    found = set()
    for key, value in _pairs(data):
        words = layouts.labels.get(key)
        if words is not None:
            found.add((key, value, words.get(value, ""), words.get(f"{value}_en", "")))
    return sorted(found)


def card_images(layouts: LayoutsFile, template: Template, data: Any) -> set[str]:
    """Image paths a card may show: art fields (both languages), fixed images, its icons'."""
    icons = used_icons(layouts, template, data)
    paths = {layouts.icons[key].image or "" for key in icons}
    for face in (template, template.flip):
        if face is None:
            continue
        paths.add(face.frame_image or "")
        for region in face.regions:
            if region.kind == "art":
                paths.add(region.image or "")
                if region.field:
                    paths.update(
                        v
                        for lang in LANGS
                        if isinstance(v := lookup(data, region.field, lang), str)
                    )
    return paths - {""}


@lru_cache(maxsize=4096)
def _content(path: str, mtime_ns: int, size: int) -> str:
    with open(path, "rb") as handle:
        return hashlib.blake2b(handle.read(), digest_size=12).hexdigest()


def file_digest(path: Path) -> str:
    """A hash of the file's bytes (read again only when its time or size moved); "missing"."""
    try:
        stat = os.stat(path)
        return _content(str(path), stat.st_mtime_ns, stat.st_size)
    except OSError:
        return "missing"


@lru_cache(maxsize=256)
def _pictogram_digest(name: str) -> str:
    """A bundled pictogram's hash, once a run (assets do not change under a running app)."""
    return file_digest(pictogram_path(name))


@lru_cache(maxsize=64)
def template_digest(template: Template) -> str:
    """A hash of one template (both faces, its regions)."""
    return digest(template.model_dump(mode="json"))


def card_digest(layouts: LayoutsFile, kind: str, data: Any, folder: Path | None) -> str:
    """A hash of every input of the card's pixels but size, language, fonts and options."""
    template = layouts.templates[kind]
    icons = sorted(used_icons(layouts, template, data))
    pictograms = {layouts.icons[key].pictogram for key in icons} - {""}
    images = sorted(card_images(layouts, template, data))
    return digest(
        [
            data,
            template_digest(template),
            layouts.keyword.model_dump(mode="json"),
            [(key, layouts.icons[key].model_dump(mode="json")) for key in icons],
            [_pictogram_digest(p) for p in sorted(pictograms)],
            used_labels(layouts, data),
            [(p, file_digest(folder / p) if folder else "") for p in images],
        ]
    )
