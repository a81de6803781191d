"""The games this client knows, by id, loaded lazily so start-up stays light."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.core.data.spec import DataSpec

# id -> "module:Class". Only games that are actually built are listed (no placeholders).
GAMES: dict[str, str] = {
    "fatal-fight": "engine.fatal_fight.game:FatalFight",
    "alchemic": "engine.alchemic.game:Alchemic",
}

# id -> the game's name by language, readable without importing the game (start-up stays light).
# Each game class's ``title`` must equal its entry (tests/test_catalog.py).
TITLES: dict[str, dict[str, str]] = {
    "fatal-fight": {"ja": "フェイタルファイト", "en": "Fatal Fight"},
    "alchemic": {"ja": "アルケミックカードバトル", "en": "Alchemic Card Battle"},
}

# id -> "module:ATTR" naming the game's DataSpec (its card data schema).
DATA_SPECS: dict[str, str] = {
    "fatal-fight": "engine.fatal_fight.schema:SPEC",
    "alchemic": "engine.alchemic.schema:SPEC",
}


def _resolve(table: dict[str, str], game_id: str, what: str) -> Any:
    try:
        target = table[game_id]
    except KeyError:
        raise KeyError(f"unknown {what} {game_id!r}; known: {', '.join(sorted(table)) or 'none'}") from None
    module_name, _, attr = target.partition(":")
    return getattr(importlib.import_module(module_name), attr)


def game_title(game_id: str, lang: str) -> str:
    """The game's name in ``lang`` (English, then the id, as fallbacks)."""
    titles = TITLES.get(game_id, {})
    return titles.get(lang) or titles.get("en") or game_id


def game_class(game_id: str) -> type:
    """The Game subclass registered as ``game_id``; KeyError names the known ids."""
    return _resolve(GAMES, game_id, "game")


def load_game(game_id: str) -> Any:
    """A ready Game for ``game_id``: its class's ``load()`` reads shipped + user data.

    Raises ``engine.core.data.DataError`` (every problem listed) when the data is broken.
    """
    return game_class(game_id).load()


def data_spec(game_id: str) -> DataSpec:
    """The DataSpec registered for ``game_id``; KeyError names the games that have one."""
    from engine.core.data.spec import DataSpec

    spec = _resolve(DATA_SPECS, game_id, "game data")
    if not isinstance(spec, DataSpec):
        raise TypeError(f"{DATA_SPECS[game_id]} is not a DataSpec")
    return spec


def all_data_specs() -> list[DataSpec]:
    """Every registered game's DataSpec, in game-id order (imports each schema module)."""
    return [data_spec(game_id) for game_id in sorted(DATA_SPECS)]


def pick_data_specs(name: str) -> list[DataSpec]:
    """``all`` (every game with card data), or one game by id or data folder; KeyError if none."""
    specs = all_data_specs()
    if name == "all":
        return specs
    chosen = [s for s in specs if name in (s.game, s.folder)]
    if not chosen:
        known = ", ".join(s.game for s in specs) or "none"
        raise KeyError(f"unknown game {name!r}; games with card data: {known}")
    return chosen
