"""The shell's way to word things: every string comes from the catalogs (engine/core/i18n/catalog.py).

``tr(id, lang, **params)`` words a message id in ``lang``; ``engine_message`` words whatever the
engine says (a ``Msg``, a data ``Text``, or an error carrying one).
"""

from __future__ import annotations

from engine.core.i18n.catalog import Msg, language_name, languages, msg, tr
from engine.core.i18n.text import Text

__all__ = ["engine_message", "language_name", "languages", "msg", "tr"]

def engine_message(message: object, lang: str) -> str:
    """What the engine says, in ``lang``: a message, or an error carrying one (``EngineError.text``,
    why an action, an undo or a save was refused); anything else (an OSError) as ``str``."""
    words = message if isinstance(message, Msg | Text) else getattr(message, "text", None)
    return words.get(lang) if isinstance(words, Msg | Text) else str(message)
