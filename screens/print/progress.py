"""A one-line progress bar on a text stream (stderr), redrawn in place."""

from __future__ import annotations

import time
from typing import TextIO

WIDTH = 28
MIN_INTERVAL_S = 0.05  # redraw at most this often (the last step is always drawn)


class ProgressBar:
    """``update(done, total, label)`` redraws ``[#####.....]  12/40  label``; ``close`` ends the line."""

    def __init__(self, stream: TextIO, title: str) -> None:
        self.stream = stream
        self.title = title
        self._last = 0.0
        self._shown = False

    def update(self, done: int, total: int, label: str) -> None:
        now = time.monotonic()
        if done < total and now - self._last < MIN_INTERVAL_S:
            return
        self._last = now
        filled = WIDTH * done // max(1, total)
        bar = "#" * filled + "." * (WIDTH - filled)
        line = f"{self.title} [{bar}] {done}/{total} {label}"[:100]
        self.stream.write(f"\r{line:<100}")
        self.stream.flush()
        self._shown = True

    def close(self) -> None:
        if self._shown:
            self.stream.write("\n")
            self.stream.flush()
            self._shown = False
