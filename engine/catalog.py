"""Lookups over the game registry (engine/registry.py): titles, Game classes, data specs."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine import registry

if TYPE_CHECKING:
    from engine.core.data.spec import DataSpec


def game_ids() -> list[str]:
    """Every registered game id, in registry order."""
    return list(registry.GAMES)


def game_title(game_id: str, lang: str) -> str:
    """The game's name in ``lang`` (English, then the id, as fallbacks)."""
    entry = registry.GAMES.get(game_id)
    return entry.title(lang) if entry is not None else game_id


def game_class(game_id: str) -> Any:
    """The Game subclass registered as ``game_id``; KeyError names the known ids."""
    return registry.resolve(registry.entry(game_id).engine)


def load_game(game_id: str) -> Any:
    """A ready Game for ``game_id``: its class's ``load()`` reads shipped + user data.

    Raises ``engine.core.data.DataError`` (every problem listed) when the data is broken.
    """
    return game_class(game_id).load()


def data_spec_ids() -> list[str]:
    """The games that have card data, in id order."""
    return [entry.id for entry in registry.with_part("data_spec")]


def data_spec(game_id: str) -> DataSpec:
    """The DataSpec registered for ``game_id``; KeyError names the games that have one."""
    from engine.core.data.spec import DataSpec

    ref = registry.GAMES[game_id].data_spec if game_id in registry.GAMES else None
    if ref is None:
        known = ", ".join(data_spec_ids()) or "none"
        raise KeyError(f"unknown game data {game_id!r}; known: {known}")
    spec = registry.resolve(ref)
    if not isinstance(spec, DataSpec):
        raise TypeError(f"{ref} is not a DataSpec")
    return spec


def all_data_specs() -> list[DataSpec]:
    """Every registered game's DataSpec, in game-id order (imports each schema module)."""
    return [data_spec(game_id) for game_id in data_spec_ids()]


def data_specs_in(root: Path | None = None) -> list[DataSpec]:
    """The games whose data is in ``root`` (default: the open card project): every game for
    the shipped data, only the game folders present in a card project (issue #26)."""
    from engine.core.saves.userdirs import SHIPPED_DATA, project_folder, wants_shipped

    root = root if root is not None else project_folder()
    specs = all_data_specs()
    if root is None or Path(root).resolve() == SHIPPED_DATA or wants_shipped(Path(root)):
        return specs
    return [spec for spec in specs if (Path(root) / spec.folder).is_dir()]


def pick_data_specs(name: str, root: Path | None = None) -> list[DataSpec]:
    """``all`` (every game with card data in ``root``, see ``data_specs_in``), or one game by
    id or data folder; KeyError if none."""
    specs = data_specs_in(root) if name == "all" else all_data_specs()
    if name == "all":
        return specs
    chosen = [s for s in specs if name in (s.game, s.folder)]
    if not chosen:
        known = ", ".join(s.game for s in specs) or "none"
        raise KeyError(f"unknown game {name!r}; games with card data: {known}")
    return chosen
