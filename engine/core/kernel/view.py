"""Hidden information in views (design.md §6).

A view is a tree of dataclasses/dicts/lists; whatever a seat may not see is a ``Hidden``
in that place. ``hidden_signature`` is what the hotseat curtain compares: when the
next deciding seat's signature differs from the previous one's, something private
would change hands, so the screen must be covered first.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

import msgspec


@dataclass(frozen=True)
class Hidden:
    """A thing a seat knows exists but may not see (a face-down card, a hand's content)."""

    kind: str = "card"
    back: str = ""  # which card back to draw, when it matters


def hidden_signature(view: Any, path: str = "") -> frozenset[str]:
    """The set of paths at which ``view`` hides something."""
    found: set[str] = set()
    _walk(view, path, found)
    return frozenset(found)


def _walk(obj: Any, path: str, found: set[str]) -> None:
    if isinstance(obj, Hidden):
        found.add(path)
    elif dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        for f in dataclasses.fields(obj):
            _walk(getattr(obj, f.name), f"{path}.{f.name}", found)
    elif isinstance(obj, msgspec.Struct):  # a state's parts a view shows as they are
        for name in obj.__struct_fields__:
            _walk(getattr(obj, name), f"{path}.{name}", found)
    elif isinstance(obj, dict):
        for key, value in obj.items():
            _walk(value, f"{path}[{key!r}]", found)
    elif isinstance(obj, (list, tuple)):
        for i, value in enumerate(obj):
            _walk(value, f"{path}[{i}]", found)


def needs_curtain(before: Any, after: Any) -> bool:
    """True when handing the screen from the view ``before`` to ``after`` would leak."""
    return hidden_signature(before) != hidden_signature(after)
