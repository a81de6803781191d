"""The shell's way to word things: every string comes from the catalogs (engine/core/i18n.py).

``tr(id, lang, **params)`` words a message id in ``lang``; ``engine_message`` words whatever the
engine says (a ``Msg``, a data ``Text``, or an error carrying one).
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.core.i18n import Msg, language_name, languages, msg, tr
from engine.core.text import Text

__all__ = ["engine_message", "language_name", "languages", "msg", "tr", "tr_text"]

# Transitional: the per-screen tables not yet moved into the catalogs (deleted with the last one).
Table = Mapping[str, Mapping[str, str]]


def translate(table: Table, key: str, lang: str, **params: object) -> str:
    """``table[key]`` in ``lang`` (falling back to English, then the key), with params filled."""
    entry = table.get(key)
    if entry is None:
        return key
    text = entry.get(lang) or entry.get("en") or key
    return text.format(**params) if params else text


def tr_text(id: str, /, **params: object) -> Msg:
    """A shell message as the words an engine error carries (screens raise a few themselves)."""
    return msg(id, **params)


def engine_message(message: object, lang: str) -> str:
    """What the engine says, in ``lang``: a message, or an error carrying one (``EngineError.text``,
    why an action, an undo or a save was refused); anything else (an OSError) as ``str``."""
    words = message if isinstance(message, Msg | Text) else getattr(message, "text", None)
    return words.get(lang) if isinstance(words, Msg | Text) else str(message)
