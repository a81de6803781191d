"""Memory given back when the player is back on the title (issue #28: tables kept 16–22 MB each).

A table fills the screens' drawing caches (text, card faces, icons, pieces: ``functools`` caches
of pure functions, thousands of surfaces; the open font faces) that nothing on the title draws.
``give_back`` empties every such cache of a ``screens`` module, collects the cycles a screen
leaves, and asks the C allocator to return freed pages to the system (glibc's ``malloc_trim``,
where there is one): freed memory that is not handed back still counts as the app's. The caches
refill on demand.

The app calls it at the start of the frame after the table left, not in ``pop``: until the click
that left it has been handled the table is still held, and what is freed after a trim is kept.

Opening a table frees much of what it allocated on the way (its data read and checked, the game
set up, the first frame laid out): ``trim_heap`` hands those pages back once its first frame is on
screen (13 MB for Fatal Fight). glibc returns freed memory only at the heap's top, and raises that
bar as large blocks come and go, so without a trim a table would keep its opening's high water mark.

What stays after ``give_back`` is the code the tables imported (no table, session, game or card
survives: tests/screens/test_memory.py), and it is not worth unloading: dropping every game's
modules and the caches that name their classes frees 4.6 of the 16 MB of Python objects, and
that space stays inside CPython's 1 MiB object arenas, none of which empties (issue #28).
"""

from __future__ import annotations

import functools
import gc
import sys
from collections.abc import Callable

from screens.kit.surface_cache import SurfaceCached
from screens.kit.text.fonts import FacePool


def give_back() -> None:
    """Empty the screens' drawing caches, collect garbage and trim the C heap."""
    for name, module in list(sys.modules.items()):
        if name.startswith("screens.") and module is not None:
            for value in list(vars(module).values()):
                if _is_cache(value):
                    value.cache_clear()
    trim()


def _is_cache(value: object) -> bool:
    """A module's cache: ``functools``' caches, the font faces, surface caches, and any other
    object (not a class) with a ``cache_clear`` method, such as a game's own drawn-token cache."""
    if isinstance(value, functools._lru_cache_wrapper | FacePool | SurfaceCached):
        return True
    return not isinstance(value, type) and callable(getattr(value, "cache_clear", None))


def trim() -> None:
    """Collect garbage and hand the C heap's free pages back to the system."""
    gc.collect()
    trim_heap()


def trim_heap() -> None:
    """Hand the C heap's free pages back to the system (a fraction of a millisecond; no garbage
    collection, which takes a quarter of a second with every game loaded)."""
    malloc_trim = _malloc_trim()
    if malloc_trim is not None:
        malloc_trim(0)


@functools.cache
def _malloc_trim() -> Callable[[int], int] | None:
    """glibc's ``malloc_trim`` (None on other C libraries and systems).

    Looked up among the symbols the process has already loaded (``dlopen(NULL)``): Python is linked
    against the C library, so no search is needed. ``ctypes.util.find_library`` ran ``ldconfig`` in
    a child process and imported a dozen modules on the first return to the title (issue #28).
    """
    if not sys.platform.startswith("linux"):
        return None
    import ctypes  # here, not at start-up: only a table's leaving needs it

    try:
        trim: Callable[[int], int] = ctypes.CDLL(None).malloc_trim
    except (OSError, AttributeError):  # musl and other C libraries have no malloc_trim
        return None
    return trim
