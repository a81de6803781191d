"""The games this client knows, by id, loaded lazily so start-up stays light."""

from __future__ import annotations

import importlib

# id -> "module:Class". Only games that are actually built are listed (no placeholders).
GAMES: dict[str, str] = {}


def game_class(game_id: str) -> type:
    """The Game subclass registered as ``game_id``; KeyError names the known ids."""
    try:
        target = GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(sorted(GAMES)) or 'none'}") from None
    module_name, _, class_name = target.partition(":")
    return getattr(importlib.import_module(module_name), class_name)
