"""The screens' side of the game registry (engine/registry.py): table and setup screens by game id.

Screens find another game's screens here, never by importing them (design.md: navigation goes
through the app's stack and the registry), which keeps ``screens/`` free of import cycles.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine import registry
from engine.core.i18n.catalog import msg
from engine.core.kernel.errors import SaveError

if TYPE_CHECKING:  # the kernel and the save reader come with the first game opened, not with the title (issue #28)
    from engine.core.kernel.game import Game
    from screens.kit.screen import Host, Screen
    from screens.kit.table_base import TableScreen


def table_ids() -> list[str]:
    """The games that have a table screen: playable from the title, their saves open from Load."""
    return [entry.id for entry in registry.with_part("table_screen")]


def has_table(game_id: str) -> bool:
    return game_id in registry.GAMES and registry.GAMES[game_id].table_screen is not None


def table_class(game_id: str) -> type[TableScreen]:
    """The table screen registered for ``game_id``; KeyError when there is none."""
    ref = registry.entry(game_id).table_screen
    if ref is None:
        raise KeyError(f"{game_id!r} has no table screen")
    cls: type[TableScreen] = registry.resolve(ref)
    return cls


def save_game_maker(app: Host, path: Path) -> Callable[[str], Game[Any]]:
    """How the game of the save at ``path`` is made: by its table, refused (SaveError) when this
    app has no table for the save's game."""

    def game_for(game_id: str) -> Game[Any]:
        if not has_table(game_id):
            raise SaveError("unknown-game", msg("load.unknown_game", game=game_id, file=path.name))
        return table_class(game_id).make_game(app)

    return game_for


def open_save(app: Host, path: Path) -> TableScreen:
    """A table screen for the save at ``path``, parsed once. Raises SaveError (also for a game with no table).

    It continues in the save's own autosave slot when it is one, else as a branch (issue #16).
    """
    from engine.core.saves.documents import load_save
    from engine.core.saves.slots import slot_for_opened

    header, session = load_save(path, save_game_maker(app, path))
    screen = table_class(header.game)(app, session, save_path=path)
    screen.saves.slot = slot_for_opened(header)
    hints = header.meta.get("hints")
    session.hints = hints if isinstance(hints, int) and hints >= 0 else 0  # issue #27
    return screen


def new_game_screen(app: Host, game_id: str) -> Screen:
    """What the title opens for a new game: its setup screen, or the table with default setup."""
    ref = registry.entry(game_id).setup_screen
    if ref is not None:
        screen: Screen = registry.resolve(ref)(app)
        return screen
    return table_class(game_id).new_game(app)


def screenshot_refs() -> dict[str, str]:
    """Every game's screenshot states, name -> "module:function(app, seed)"."""
    found: dict[str, Any] = {}
    for entry in registry.with_part("screenshots"):
        found.update(entry.screenshots)
    return found
