"""The registered games as the cross-game tests see them (design.md §16: the tests loop over the
registry; a game id is written once, in its Game class).

A run may register more games, e.g. a toy from the tests, before collection:
``TABLETOP_TEST_GAMES=tests.support.high_card:ENTRY pytest ...`` (``tests/conftest.py`` reads it),
so every cross-game test covers a new game without being edited.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from types import SimpleNamespace
from typing import Any

from engine import registry

EXTRA_GAMES = "TABLETOP_TEST_GAMES"  # "module:ENTRY[,module:ENTRY…]": more registry entries for this run


def register_extra_games() -> list[str]:
    """Register the entries named in ``$TABLETOP_TEST_GAMES``; their ids."""
    added = []
    for ref in filter(None, os.environ.get(EXTRA_GAMES, "").split(",")):
        entry = registry.resolve(ref.strip())
        if not isinstance(entry, registry.GameEntry):
            raise TypeError(f"{ref} is not a GameEntry")
        registry.GAMES[entry.id] = entry
        added.append(entry.id)
    return added


def game_ids() -> list[str]:
    """Every registered game id, sorted (what the cross-game tests parametrize over)."""
    return sorted(registry.GAMES)


def game_ids_with(part: str) -> list[str]:
    """The registered games that have ``part`` (e.g. "table_screen", "setup_screen")."""
    return [entry.id for entry in registry.with_part(part)]


def sample_setup(game_id: str) -> Mapping[str, Any]:
    """The setup a new game of ``game_id`` starts with from the title without its setup screen:
    its table's ``default_setup`` (English names); ``{}`` for a game without a table."""
    entry = registry.entry(game_id)
    if entry.table_screen is None:
        return {}
    table = registry.resolve(entry.table_screen)
    return dict(table.default_setup(SimpleNamespace(settings=SimpleNamespace(language="en"))))
