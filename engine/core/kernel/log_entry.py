"""One step of a session's log as it is saved (design.md §8)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, TypedDict

from engine.core.i18n.catalog import Words, msg
from engine.core.kernel.errors import ReplayMismatch
from engine.core.saves.codec import ActionUnreadable

if TYPE_CHECKING:
    from engine.core.kernel.game import Action, ActionCodec


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


def read_entry(codec: ActionCodec, entry: Mapping[str, Any], seats: int,
               where: Callable[[], Words]) -> tuple[Action, list[int], bool]:
    """A logged step's action, chance results and timeout mark, each checked (ReplayMismatch
    otherwise); ``where`` names the step in a refusal (made only then: a replay reads every step)."""
    mapping = type(entry) is dict or isinstance(entry, Mapping)  # dict first: the ABC check is slow
    chance = entry.get("chance") if mapping else None
    timeout = entry.get("timeout", False) if mapping else False
    if not isinstance(timeout, bool):
        raise ReplayMismatch(msg("core.timeout_mark", where=where()))
    if not isinstance(chance, list) or not all(type(v) is int for v in chance):
        raise ReplayMismatch(msg("core.chance_not_ints", where=where()))
    try:
        action = codec.decode(entry.get("action"), seats)
    except ActionUnreadable as err:
        raise ReplayMismatch(msg("core.action_unreadable", where=where(), error=err.text)) from err
    return action, chance, timeout
