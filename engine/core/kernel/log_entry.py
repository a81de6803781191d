"""One step of a session's log as it is saved (design.md §8)."""

from __future__ import annotations

import dataclasses
from typing import Any, TypedDict


class LogEntry(TypedDict):
    """One step of the log: the action as JSON, the chance results it drew, and whether the
    rules took it because the seat's time ran out."""

    action: dict[str, Any]
    chance: list[int]
    timeout: bool


FIELD_COUNTS: dict[type, int] = {}


def field_count(action_type: type) -> int:
    """How many fields an action type declares (cached: a replay asks at every step)."""
    count = FIELD_COUNTS.get(action_type)
    if count is None:
        count = FIELD_COUNTS[action_type] = len(dataclasses.fields(action_type))
    return count
