"""Where the learning aids find a game's parts: its rules reference, icons and hint adviser."""

from __future__ import annotations

import importlib
from functools import lru_cache
from types import ModuleType
from typing import Any

from engine import registry
from engine.core.data.database import CardDatabase
from engine.core.data.loader import load_database
from engine.core.i18n.reference import RulesReference
from engine.core.layouts.schema import LayoutsFile
from engine.core.saves.userdirs import SHIPPED_DATA
from screens.kit.cards.icons import IconSet

REFERENCE_FILE = "rules_reference.toml"


def _spec(game_id: str) -> Any:
    ref = registry.entry(game_id).data_spec
    return registry.resolve(ref) if ref else None


@lru_cache(maxsize=8)
def shipped_reference(game_id: str) -> RulesReference:
    """The reference of the game's data (shipped + user), read once per run; empty without one."""
    spec = _spec(game_id)
    found = load_database(spec).settings.get(REFERENCE_FILE) if spec is not None else None
    return found if isinstance(found, RulesReference) else RulesReference()


def reference_for(game: Any) -> RulesReference:
    """The game's own database's reference when it has one (live reload), else the shipped one."""
    db = getattr(game, "db", None)
    found = db.settings.get(REFERENCE_FILE) if isinstance(db, CardDatabase) else None
    if isinstance(found, RulesReference) and found.section:
        return found
    return shipped_reference(game.id)


def layouts_for(game: Any) -> LayoutsFile | None:
    """The card layouts of the game's own database, else of its shipped data (None: it has none)."""
    db = getattr(game, "db", None)
    layouts = db.settings.get("layouts.toml") if isinstance(db, CardDatabase) else None
    if not isinstance(layouts, LayoutsFile):
        spec = _spec(game.id)
        layouts = load_database(spec).settings.get("layouts.toml") if spec is not None else None
    return layouts if isinstance(layouts, LayoutsFile) else None


def icon_set(game_id: str, layouts: LayoutsFile) -> IconSet:
    """The inline icons of ``layouts``, drawn from the game's data folder."""
    spec = _spec(game_id)
    return IconSet(layouts.icons, SHIPPED_DATA / spec.folder if spec is not None else None)


def adviser(game_id: str) -> ModuleType | None:
    """The game's hint module (``best_bot``, ``explain``), None for a game without bots."""
    ref = registry.entry(game_id).hint
    return importlib.import_module(ref) if ref is not None else None


def title(game_id: str, lang: str) -> str:
    """The game's name in ``lang``."""
    return registry.entry(game_id).title(lang)
