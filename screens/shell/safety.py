"""What keeps the app standing (issue #16): the smallest window, the scale a window can hold,
text a widget can render, and the last screen the safety net falls back to.

* Every screen is laid out for at least ``MIN_LOGICAL`` design pixels. The window may not
  be smaller than that, and the UI scale in use is the player's choice capped to what the
  window holds (1280×720 at a chosen 200% shows 125%), so no screen is ever asked to lay
  out in less room than it was made for.
* Zero-width characters typed alone make pygame-gui render a surface of width 0, which
  it cannot; they carry nothing in a name, so text input drops them.
* ``FallbackScreen`` draws a message with one font call and nothing else, so a failure
  of the title itself cannot take the app down with it.
"""

from __future__ import annotations

import warnings
from typing import Any, Protocol

import pygame

from screens.kit.scale import MIN_LOGICAL, fits


class _Restarts(Protocol):
    def restart_title(self) -> None: ...

MIN_WINDOW = MIN_LOGICAL  # screens/kit/scale.py: the smallest room any screen lays out in
ZERO_WIDTH = frozenset("\u200b\u200c\u200d\u2060\ufeff\u00ad\u180e\u200e\u200f")


def fitting_scale(wanted: float, size: tuple[int, int], scales: tuple[float, ...]) -> float:
    """The largest of ``scales`` not above ``wanted`` at which ``size`` still holds ``MIN_LOGICAL``."""
    fitting = [s for s in scales if s <= wanted and fits(size, MIN_LOGICAL, s)]
    return max(fitting, default=min(scales))


def at_least_minimum(size: tuple[int, int]) -> tuple[int, int]:
    return max(size[0], MIN_WINDOW[0]), max(size[1], MIN_WINDOW[1])


def set_minimum_window_size() -> None:
    """Ask the window system not to let the window shrink below ``MIN_WINDOW`` (where it can)."""
    try:
        with warnings.catch_warnings():  # pygame-ce marks this bridge deprecated; it is the one that exists
            warnings.simplefilter("ignore", DeprecationWarning)
            window = pygame.Window.from_display_module()
        window.minimum_size = MIN_WINDOW
    except (AttributeError, pygame.error, ValueError):
        pass  # the dummy driver or an old SDL: the app clamps resizes itself


def clean_text_event(event: pygame.event.Event) -> pygame.event.Event | None:
    """``event`` with zero-width characters taken out of typed text; None when nothing is left.

    Ctrl+V of a clipboard holding only zero-width characters would paste the same crash, so
    such a clipboard is emptied first (it held nothing visible).
    """
    if event.type == pygame.KEYDOWN and event.key == pygame.K_v and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
        _empty_invisible_clipboard()
        return event
    if event.type not in (pygame.TEXTINPUT, pygame.TEXTEDITING):
        return event
    text = getattr(event, "text", "")
    clean = "".join(ch for ch in text if ch not in ZERO_WIDTH)
    if clean == text:
        return event
    if not clean and event.type == pygame.TEXTINPUT:
        return None
    fields: dict[str, Any] = {k: v for k, v in event.__dict__.items() if k != "text"}
    return pygame.event.Event(event.type, text=clean, **fields)


def _empty_invisible_clipboard() -> None:
    try:
        from pygame_gui.core.utility import clipboard_copy, clipboard_paste

        text = clipboard_paste()
        if text and all(ch in ZERO_WIDTH for ch in text):
            clipboard_copy("")
    except Exception:  # noqa: BLE001 - no clipboard (headless, no SDL support): nothing to clean
        return


class FallbackScreen:
    """The screen under everything else: a message drawn with one font; a key or click tries the title again."""

    NEEDS_AT_1X = MIN_LOGICAL

    def __init__(self, app: _Restarts, message: str, hint: str = "") -> None:
        self.app = app
        self.message = message
        self.hint = hint  # how to leave (a key or a click tries the title again)

    def ensure_built(self) -> None:
        """Nothing to build: no widgets."""

    def enter(self) -> None:
        """Nothing to refresh."""

    def leave(self) -> None:
        """Nothing to save."""

    def update(self, dt: float) -> None:
        """Nothing moves."""

    def next_wake(self) -> float | None:
        return None

    def capture(self, event: pygame.event.Event) -> bool:
        return False  # no overlays here (Screen.capture)

    def modal_open(self) -> bool:
        return False  # no windows here (Screen.modal_open)

    def fit_name(self) -> str:
        return ""  # laid out for any window (Screen.fit_name)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
            self.app.restart_title()

    def draw_over(self, surface: pygame.Surface) -> None:
        """Nothing above the message (Screen.draw_over)."""

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((20, 24, 32))
        try:
            from screens.kit.text.fonts import get_font

            font = get_font(18)
            y = 40
            for line in (self.message, self.hint):
                if line.strip():
                    surface.blit(font.render(line[:160], True, (236, 232, 223)), (40, y))
                y += 34
        except Exception:  # noqa: BLE001 - this screen must draw whatever the font does
            return
