"""Sleeping until input with next to no CPU (issue #28): the idle app's wait.

``pygame.event.wait`` does not sleep in the OS on every platform: under X11, pygame-ce's wait
polls every millisecond (about 2 % of a core for an app that does nothing). Where the window
is an X11 one, ``InputWait`` sleeps in ``select`` on the X server's connection instead: any
input, expose or resize wakes it at once (SDL reads everything queued on the connection each
time events are pumped, so nothing waits unseen in Xlib's buffer). Events that do not come
over the connection (a pygame timer, a post from another thread) are picked up at the latest
after ``LONGEST_NAP``. SDL's dummy driver cannot block at all: it naps in short steps. Any
other driver (Windows, macOS, Wayland) keeps SDL's own wait.
"""

from __future__ import annotations

import select
import time

import pygame

NAP_MS = 100  # the dummy driver's polling step
LONGEST_NAP = 0.5  # seconds between pumps while sleeping on the X connection


def x11_connection() -> int | None:
    """The file descriptor of the window's X server connection, or None (not X11, or unreadable)."""
    if pygame.display.get_driver() != "x11":
        return None
    import ctypes  # here: only an X11 window needs it, and it is slow to import (issue #28: start-up)
    import ctypes.util

    try:
        capsule = pygame.display.get_wm_info().get("display")
        api = ctypes.pythonapi
        api.PyCapsule_GetName.restype = ctypes.c_char_p
        api.PyCapsule_GetName.argtypes = [ctypes.py_object]
        api.PyCapsule_GetPointer.restype = ctypes.c_void_p
        api.PyCapsule_GetPointer.argtypes = [ctypes.py_object, ctypes.c_char_p]
        display = api.PyCapsule_GetPointer(capsule, api.PyCapsule_GetName(capsule))
        xlib = ctypes.CDLL(ctypes.util.find_library("X11") or "libX11.so.6")
        xlib.XConnectionNumber.argtypes = [ctypes.c_void_p]
        xlib.XConnectionNumber.restype = ctypes.c_int
        fd = int(xlib.XConnectionNumber(display)) if display else -1
    except (AttributeError, OSError, TypeError, ValueError):
        return None
    return fd if fd >= 0 else None


class InputWait:
    """How this window sleeps until input; make it again when the window is (re)opened."""

    def __init__(self) -> None:
        driver = pygame.display.get_driver()
        self.polls = driver in ("dummy", "offscreen")  # SDL cannot block waiting for input
        self.connection = None if self.polls else x11_connection()

    @property
    def kind(self) -> str:
        """``"select"`` (the X connection), ``"nap"`` (dummy driver) or ``"sdl"`` (SDL's own wait)."""
        return "select" if self.connection is not None else "nap" if self.polls else "sdl"

    def wait(self, seconds: float | None) -> list[pygame.event.Event]:
        """Sleep until input (returned) or until ``seconds`` pass (an empty list); None: no limit."""
        deadline = None if seconds is None else time.perf_counter() + seconds
        while True:
            events = pygame.event.get()
            if events:
                return events
            left = None if deadline is None else deadline - time.perf_counter()
            if left is not None and left <= 0:
                return []
            if self.connection is not None:
                nap = LONGEST_NAP if left is None else min(LONGEST_NAP, left)
                try:
                    select.select([self.connection], [], [], nap)
                except (OSError, ValueError):  # the connection went away: SDL's wait from now on
                    self.connection = None
            elif self.polls:
                pygame.time.wait(NAP_MS if left is None else max(1, min(NAP_MS, round(left * 1000))))
            else:  # SDL sleeps until an event comes
                first = pygame.event.wait(0 if left is None else max(1, round(left * 1000)))
                if first.type != pygame.NOEVENT:
                    return [first, *pygame.event.get()]
