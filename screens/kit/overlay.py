"""Hover overlays (card previews, tooltips) and the modal windows they must never cover.

While a screen has a modal window open (Save as, Leave, any blocking window:
``Screen.modal_open``), the app draws that screen inside ``under_modal(True)``, and every
hover overlay asks ``overlays_allowed()`` before drawing. One gate for every screen, so no
table has to remember it.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

_MODAL: ContextVar[bool] = ContextVar("modal_open", default=False)


@contextmanager
def under_modal(open_: bool) -> Iterator[None]:
    """Draw inside this: with ``open_`` True, hover overlays stay hidden."""
    token = _MODAL.set(open_)
    try:
        yield
    finally:
        _MODAL.reset(token)


def overlays_allowed() -> bool:
    """May a hover preview or tooltip be drawn now (no modal window is open)?"""
    return not _MODAL.get()
