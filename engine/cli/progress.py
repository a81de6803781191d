"""A one-line progress bar on a terminal, shared by the long-running subcommands."""

from __future__ import annotations

import time
from typing import TextIO


class Progress:
    """A one-line progress bar on a terminal, redrawn at most ten times a second."""

    WIDTH = 30

    def __init__(self, stream: TextIO, enabled: bool, unit: str = "games") -> None:
        self.stream = stream
        self.unit = unit
        self.enabled = enabled
        self.start = time.perf_counter()
        self.shown = 0.0
        self.drawn = False

    def update(self, done: int, total: int) -> None:
        now = time.perf_counter()
        if not self.enabled or (now - self.shown < 0.1 and done < total):
            return
        self.shown = now
        rate = done / max(now - self.start, 1e-9)
        filled = self.WIDTH * done // total
        eta = (total - done) / rate if rate else 0.0
        self.stream.write(f"\r[{'#' * filled}{'.' * (self.WIDTH - filled)}] {done}/{total} {self.unit} "
                          f"{rate:.1f}/s ETA {eta:.0f} s ")
        self.stream.flush()
        self.drawn = True

    def close(self) -> None:
        if self.drawn:
            self.stream.write("\n")
            self.stream.flush()
