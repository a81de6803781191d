"""What a card id may be (issue #16): a name other cards, saves and file names can use safely.

Not empty or blank, no spaces or control characters, none of the characters that break a
file name or a reference (``/ \\ : * ? " < > | # [ ] { } , '``), not starting with a dot,
at most ``MAX_ID`` characters. Letters of any script are fine.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from engine.core.i18n.catalog import Msg, joined, msg
from engine.core.i18n.shown import shown

MAX_ID = 64
FORBIDDEN = frozenset('/\\:*?"<>|#[]{},\'')


def id_problem(value: str) -> Msg | None:
    """Why ``value`` is not a usable card id, or None."""
    if not value.strip():
        return msg("data.problem.id_empty")
    bad = sorted({ch for ch in value if ch.isspace() or not ch.isprintable() or ch in FORBIDDEN})
    if bad:
        return msg("data.problem.id_characters", id=shown(value), chars=joined(repr(ch) for ch in bad[:10]))
    if value.startswith("."):
        return msg("data.problem.id_dot", id=shown(value))
    if len(value) > MAX_ID:
        return msg("data.problem.id_long", id=repr(value[:20]), count=len(value), max=MAX_ID)
    return None


def nested_ids(entry: Any, path: tuple[str | int, ...]) -> list[str]:
    """The ids of the records a problem at ``path`` sits in, outermost first (not the card's own)."""
    found = []
    node = entry
    for key in path[:-1]:
        try:
            node = node[key]
        except (KeyError, IndexError, TypeError):
            break
        if isinstance(node, Mapping) and isinstance(node.get("id"), str) and node["id"]:
            found.append(node["id"])
    return found


def explicit_nested_ids(entry: Any, path: tuple[str | int, ...] = ()) -> Iterator[tuple[tuple[str | int, ...], str]]:
    """Every ``id`` string written inside ``entry`` below its top level, with its path."""
    children = entry.items() if isinstance(entry, Mapping) else enumerate(entry) if isinstance(entry, list) else ()
    for key, value in children:
        if path and key == "id" and isinstance(value, str):
            yield (*path, key), value
        elif isinstance(value, (Mapping, list)):
            yield from explicit_nested_ids(value, (*path, key))


def id_problems(entry: Mapping[str, Any], card_id: str) -> list[tuple[tuple[str | int, ...], str, Msg]]:
    """(path, shown card id, message) for the card's own id and every id written inside it."""
    found: list[tuple[tuple[str | int, ...], str, Msg]] = []
    raw_id = entry.get("id")
    if isinstance(raw_id, str) and (problem := id_problem(raw_id)) is not None:
        found.append((("id",), card_id, problem))
    for path, value in explicit_nested_ids(entry):
        if value and (problem := id_problem(value)) is not None:
            found.append((path, " › ".join([card_id, *nested_ids(entry, path)]), problem))
    return found
