"""Test setup: never open a real window or audio device."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from tests.support.games import register_extra_games  # noqa: E402  (after the SDL settings)

register_extra_games()  # $TABLETOP_TEST_GAMES: games the cross-game tests also cover this run
