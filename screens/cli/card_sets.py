"""The ``GAME|all`` argument of ``check-layout`` and ``render-cards``: its card sets, loaded
for drawing without a window."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from engine import catalog
from engine.cli.shared import UsageError

if TYPE_CHECKING:
    from screens.gallery.cardset import GameSet


def load_card_sets(name: str, data_root: Path, user_root: Path | None) -> list[GameSet]:
    """The card sets ``name`` picks (``all``, a game id or its data folder), with pygame set up
    headless; a ``UsageError`` lists the games with card data when it picks none."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from screens.gallery.cardset import load_game_set

    try:
        specs = catalog.pick_data_specs(name, data_root)
    except KeyError as err:
        raise UsageError(str(err.args[0])) from None
    return [load_game_set(spec, data_root, user_root) for spec in specs]
