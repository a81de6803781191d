"""Small things the gallery and the detail view share."""

from __future__ import annotations

from engine import catalog

POLL_S = 0.4  # how often edited data files are looked for
LANGS = ("ja", "en")


def next_lang(lang: str) -> str:
    return LANGS[(LANGS.index(lang) + 1) % len(LANGS)] if lang in LANGS else LANGS[0]


def game_name(game_id: str, lang: str) -> str:
    """The game's title in ``lang`` (its id for a data-only game)."""
    return catalog.game_title(game_id, lang)


def short_path(file: str) -> str:
    """The last three parts of a path (``data/<game>/<file>``), for on-screen lists."""
    return "/".join(file.replace("\\", "/").split("/")[-3:])
