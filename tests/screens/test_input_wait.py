"""The idle wait (issue #28): input ends it at once, a deadline ends it empty-handed.

Tests run under SDL's dummy driver (no window): the wait naps. The X11 path (sleeping in
``select`` on the X connection) is measured by ``make bench`` under Xvfb: idle CPU on a real display.
"""

from __future__ import annotations

import time
from pathlib import Path

import pygame
import pytest

from screens.shell.input_wait import InputWait, x11_connection
from tests.screens import make_app


def test_a_queued_event_ends_the_wait_at_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    make_app(tmp_path, monkeypatch)
    pygame.event.get()
    wait = InputWait()
    assert wait.kind == "nap" and x11_connection() is None  # the dummy driver has no X connection
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0))
    start = time.perf_counter()
    events = wait.wait(None)
    assert [e.type for e in events] == [pygame.KEYDOWN] and time.perf_counter() - start < 0.05


def test_a_deadline_ends_the_wait_with_no_events(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    make_app(tmp_path, monkeypatch)
    pygame.event.get()
    start = time.perf_counter()
    assert InputWait().wait(0.12) == []
    assert time.perf_counter() - start >= 0.12
