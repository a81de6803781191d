"""Screenshot states of the learning aids (issue #27): ``GAME-rules`` (F1 open) and ``GAME-guide``
(its first step) for every game with a table, ``GAME-hint`` for those with bots."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from screens.learn import sources
from screens.shell.games import table_class, table_ids

Build = Callable[[Any, int], Any]


def _for_game(build: Callable[[Any, int, str], Any], game_id: str) -> Build:
    return lambda app, seed: build(app, seed, game_id)


def learn_screens() -> dict[str, Build]:
    found: dict[str, Build] = {}
    for game_id in table_ids():
        found[f"{game_id}-rules"] = _for_game(rules, game_id)
        found[f"{game_id}-guide"] = _for_game(guide, game_id)
        if sources.adviser(game_id) is not None:
            found[f"{game_id}-hint"] = _for_game(hint, game_id)
    return found


def _table(app: Any, seed: int, game_id: str) -> Any:
    """A new table of the game, its curtain lifted, on the app's stack and built."""
    table = table_class(game_id).new_game(app, seed)
    table.curtain.lift()
    app.push(table)
    table.ensure_built()
    return table


def rules(app: Any, seed: int, game_id: str) -> Any:
    """The F1 reference open at the section about the table's decision."""
    table = _table(app, seed, game_id)
    table.coach.open_reference()
    return table


def hint(app: Any, seed: int, game_id: str) -> Any:
    """A hint asked for at the opening decision of a person's seat."""
    table = _table(app, seed, game_id)
    table.coach.ask_hint()
    return table


def guide(app: Any, seed: int, game_id: str) -> Any:
    """The first-game guide at its first step."""
    from screens.learn.guide import start_guide

    table = _table(app, seed, game_id)
    start_guide(table)
    return table
