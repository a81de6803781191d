"""A value from a file as a person reads it in a message: short, cut with its length when long.

A bad value can be a 1 MB string or a list nested 2,000 deep; a message shows its start and
says how long it was, and never builds the whole ``repr`` (``reprlib`` bounds both).
"""

from __future__ import annotations

import reprlib
from typing import Any

from engine.core.i18n import Msg, msg

SHOWN_CHARS = 40

_REPR = reprlib.Repr()
_REPR.maxlevel = 2
_REPR.maxstring = SHOWN_CHARS
_REPR.maxother = SHOWN_CHARS
_REPR.maxlist = _REPR.maxtuple = _REPR.maxdict = 4


def shown(value: Any) -> str | Msg:
    """``value`` for a message: its literal when short, else its start and its length."""
    if isinstance(value, str) and len(value) > SHOWN_CHARS:
        return msg("core.value.cut_text", start=repr(value[: SHOWN_CHARS - 4] + "…"), count=len(value))
    if isinstance(value, (list, tuple, dict)) and len(value) > _REPR.maxlist:
        return msg("core.value.cut_items", start=_REPR.repr(value), count=len(value))
    try:
        return _REPR.repr(value)
    except RecursionError:  # a custom object nesting past Python's limit: name its type only
        return type(value).__name__
