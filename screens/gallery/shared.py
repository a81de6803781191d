"""Small things the gallery and the detail view share."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine import catalog
from engine.core.saves.userdirs import SHIPPED_DATA

POLL_S = 0.4  # how often edited data files are looked for
LANGS = ("ja", "en")


def next_lang(lang: str) -> str:
    return LANGS[(LANGS.index(lang) + 1) % len(LANGS)] if lang in LANGS else LANGS[0]


def show_selected(widget: Any, on: bool) -> None:
    """Show a toggle button as on (selected) or off."""
    if on and not widget.is_selected:
        widget.select()
    elif not on and widget.is_selected:
        widget.unselect()


def game_name(game_id: str, lang: str) -> str:
    """The game's title in ``lang`` (its id for a data-only game)."""
    return catalog.game_title(game_id, lang)


def short_path(file: str) -> str:
    """A data file's path for on-screen lists: a shipped file as ``data/<game>/<file>``, any
    other (a user's, an opened project's) as its real path, the home folder as ``~``: a
    user file must never look like a shipped one (issue #26, finding 5)."""
    path = Path(file)
    try:
        return path.resolve().relative_to(SHIPPED_DATA.parent).as_posix()
    except (ValueError, OSError):
        pass
    try:
        return (Path("~") / path.resolve().relative_to(Path.home())).as_posix()
    except (ValueError, OSError, RuntimeError):
        return str(path)
