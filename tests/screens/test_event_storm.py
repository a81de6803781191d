"""Event storm (issue #16): every screen survives random clicks, drags, wheel, keys (shortcuts
too), text input and resizes down to 320×240, with no exception and bounded memory.

The issue asks for 20,000 events per screen; CI runs ``STORM_EVENTS`` (default 500) so the
suite stays quick. ``STORM_EVENTS=20000 pytest tests/screens/test_event_storm.py`` is the full run.
Memory is judged by the interpreter's allocated blocks after a collection (no tracing, which
would slow the storm several times): from a quarter of the way to the end they must stay bounded.
"""

from __future__ import annotations

import gc
import os
import random
import sys
import traceback
from pathlib import Path
from typing import Any

import pygame
import pytest

from screens.cli.screenshot import factory
from screens.shell.app import App
from screens.shell.games import new_game_screen
from screens.shell.title import TitleScreen
from tests.screens import make_app
from tests.support.games import game_ids_with

EVENTS = int(os.environ.get("STORM_EVENTS", "500"))
MAX_GROWTH_BLOCKS = 400_000  # about 25 MB of small objects
FRAME_EVERY = 12  # events between frames
SHELL = ("title", "settings", "load", "gallery", "replay")
# every registered game's table (by its id) and its setup screen ("setup:<id>")
SCREENS = (*SHELL, *game_ids_with("table_screen"), *(f"setup:{g}" for g in game_ids_with("setup_screen")))
KEYS = (
    pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_TAB, pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT,
    pygame.K_RIGHT, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END, pygame.K_BACKSPACE,
    pygame.K_DELETE, pygame.K_z, pygame.K_y, pygame.K_s, pygame.K_e, pygame.K_w, pygame.K_a, pygame.K_d,
    pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_9, pygame.K_PLUS, pygame.K_MINUS, pygame.K_EQUALS,
    pygame.K_F1, pygame.K_QUESTION, pygame.K_n, pygame.K_y, pygame.K_r, pygame.K_g,
)
MODS = (0, 0, 0, pygame.KMOD_CTRL, pygame.KMOD_SHIFT, pygame.KMOD_CTRL | pygame.KMOD_SHIFT, pygame.KMOD_ALT)
TEXTS = ("a", "Z", "7", " ", "あ", "漢字", "\u200b", "\u200c", "\ufeff", "\u00ad", "é", "👍", "\t", "x" * 40)
SIZES = ((320, 240), (640, 360), (960, 540), (1280, 720), (1280, 200), (1920, 1080))


def random_event(chooser: random.Random, size: tuple[int, int]) -> list[pygame.event.Event]:
    pos = (chooser.randrange(size[0]), chooser.randrange(size[1]))
    kind = chooser.random()
    if kind < 0.35:
        button = chooser.choice((1, 1, 1, 3))
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]
    if kind < 0.5:
        end = (chooser.randrange(size[0]), chooser.randrange(size[1]))
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(end[0] - pos[0], end[1] - pos[1]), buttons=(1, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)]
    if kind < 0.6:
        dy = chooser.choice((-3, -1, 1, 3))
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False, precise_x=0.0, precise_y=float(dy))]
    if kind < 0.85:
        key, mod = chooser.choice(KEYS), chooser.choice(MODS)
        return [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0),
                pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)]
    if kind < 0.99:
        return [pygame.event.Event(pygame.TEXTINPUT, text=chooser.choice(TEXTS), window=None)]
    width, height = chooser.choice(SIZES)
    pygame.display.set_mode((width, height), pygame.RESIZABLE)
    return [pygame.event.Event(pygame.VIDEORESIZE, size=(width, height), w=width, h=height)]


def bring_back(app: App, screen: Any) -> None:
    """The storm may leave the screen (Esc, Back, Quit, a game started): put it on top again."""
    app.running = True
    if screen in app.stack:
        while app.top is not screen:
            app.pop()
    else:
        app.pop_to_root()
        if screen is not app.top:
            app.push(screen)


@pytest.mark.parametrize("name", SCREENS)
def test_every_screen_survives_an_event_storm(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    app = make_app(tmp_path, monkeypatch)
    failures: list[str] = []
    monkeypatch.setattr(App, "report_error", lambda self, err: failures.append("".join(traceback.format_exception(err))))
    app.push(TitleScreen(app))
    game_id = name.removeprefix("setup:")
    screen = new_game_screen(app, game_id) if game_id != name else factory(name)(app, 1)
    if screen is not app.top:
        app.push(screen)
    chooser = random.Random(f"storm-{name}")
    baseline = 0
    for n in range(EVENTS):
        for event in random_event(chooser, app.surface.get_size()):
            pygame.event.post(event)
        if n % FRAME_EVERY == 0:
            app.frame(1 / 60)
            bring_back(app, screen)
        if n == EVENTS // 4:
            gc.collect()
            baseline = sys.getallocatedblocks()
        assert not failures, (name, n, failures[0])
    app.frame(1 / 60)
    gc.collect()
    grown = sys.getallocatedblocks() - baseline
    assert not failures, (name, failures)
    width, height = app.surface.get_size()
    assert width >= 960 and height >= 540  # never below the minimum window
    assert grown < MAX_GROWTH_BLOCKS, f"{name}: {grown} more memory blocks after the storm"
