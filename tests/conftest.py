"""Test setup: never open a real window or audio device, nor the person's own folders."""

import atexit
import os
import shutil
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# Nothing a test does reaches the person's own folders: settings, saves, user data and the kept
# derived files (catalogs, button shapes) go to a folder of this run unless a test names its own.
if "TABLETOP_HOME" not in os.environ:
    _run_home = tempfile.mkdtemp(prefix="tabletop-tests-")
    os.environ["TABLETOP_HOME"] = _run_home
    atexit.register(shutil.rmtree, _run_home, True)

from hypothesis import settings  # noqa: E402

from tests.support.games import register_extra_games  # noqa: E402  (after the SDL settings)

# Speed is measured by `make bench` side by side, never by a test's clock: no per-example deadline
# (shared, loaded machines made hypothesis's 200 ms deadline fail at random).
settings.register_profile("tabletop", deadline=None)
settings.load_profile("tabletop")

register_extra_games()  # $TABLETOP_TEST_GAMES: games the cross-game tests also cover this run
