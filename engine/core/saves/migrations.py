"""Save format versions and the steps between them (design.md §8).

History: 1 (issue #2); 2 (issue #9) marks each logged step with ``timeout``; 3 (issue #28)
writes the header's keys first (the Load list reads them alone) and may keep a ``checkpoint``
of the state, so a long game opens without replaying its whole log. ``migrate`` brings a
document of an older known version up to ``FORMAT_VERSION`` before it is read.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

FORMAT_VERSION = 3


def _steps_get_timeout_marks(doc: dict[str, Any]) -> dict[str, Any]:
    """1 → 2: every logged step (and every redo step) is marked as not a timeout."""

    def marked(entries: object) -> object:
        if not isinstance(entries, list):
            return entries  # the shape check after migrating says what is wrong
        return [{**e, "timeout": False} if isinstance(e, dict) else e for e in entries]

    history = doc.get("undo_history")
    if isinstance(history, dict):
        history = {**history, "redo": marked(history.get("redo"))}
    return {**doc, "log": marked(doc.get("log")), "undo_history": history, "format_version": 2}


def _header_first(doc: dict[str, Any]) -> dict[str, Any]:
    """2 → 3: the same document (its keys' order and the optional checkpoint are the writer's)."""
    return {**doc, "format_version": 3}


# format version -> the step that brings a document of that version one version up
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _steps_get_timeout_marks, 2: _header_first}


def migrate(doc: dict[str, Any]) -> dict[str, Any]:
    """A save document of an older (known) format version, brought up to ``FORMAT_VERSION``."""
    while type(doc.get("format_version")) is int and doc["format_version"] in MIGRATIONS:
        doc = MIGRATIONS[doc["format_version"]](doc)
    return doc
