"""The debug check of a session's journaled state (``kernel.journal``, issue #28): anything
reachable from it that a step could change without the journal seeing it. Tests run it after
every step.

Allowed: adopted records (twins of ``Journaled`` types), ``JList``/``JDict``, immutable values
(str, int, float, bool, None, bytes, enums, frozen records, tuples and frozensets), and
the state's own generator at ``state.rng`` (its draws are put back by the session; between steps
its record is empty and no script is set).
"""

from __future__ import annotations

import dataclasses
import enum
from typing import Any

import msgspec

from engine.core.kernel.journal import _BASE, JDict, JList, Journaled
from engine.core.kernel.rng import Rng

_IMMUTABLE = (str, int, float, bool, bytes, type(None), enum.Enum)


def plain_containers(state: Any) -> list[str]:
    """The paths of everything reachable from ``state`` that the journal would not see change."""
    found: list[str] = []
    rng = getattr(state, "rng", None)
    if isinstance(rng, Rng) and (rng.record or rng.script is not None):
        found.append("rng (a record or a script left between steps)")
    _walk(state, "state", found, {id(rng)}, set())
    return found


def _walk(value: Any, path: str, found: list[str], allowed: set[int], seen: set[int]) -> None:
    if isinstance(value, _IMMUTABLE) or id(value) in allowed:
        return
    if id(value) in seen:
        return
    seen.add(id(value))
    kind = type(value)
    if kind is JList or kind is tuple or kind is frozenset:
        for index, item in enumerate(value):
            _walk(item, f"{path}[{index}]", found, allowed, seen)
    elif kind is JDict:
        for key, item in value.items():
            _walk(key, f"{path} key {key!r}", found, allowed, seen)
            _walk(item, f"{path}[{key!r}]", found, allowed, seen)
    elif isinstance(value, msgspec.Struct):
        if isinstance(value, Journaled) and kind not in _BASE:
            found.append(f"{path}: a {kind.__name__} not adopted (no journal hook)")
        elif not isinstance(value, Journaled) and not value.__struct_config__.frozen:
            found.append(f"{path}: a {kind.__name__} that is not Journaled")
        for name in value.__struct_fields__:
            _walk(getattr(value, name), f"{path}.{name}", found, allowed, seen)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        if not kind.__dataclass_params__.frozen:
            found.append(f"{path}: a mutable dataclass {kind.__name__}")
        for item in dataclasses.fields(value):
            _walk(getattr(value, item.name), f"{path}.{item.name}", found, allowed, seen)
    else:
        found.append(f"{path}: a plain {kind.__name__}")
