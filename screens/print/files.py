"""Print files: safe file names, the fonts' hash, and PNGs written on worker threads."""

from __future__ import annotations

import hashlib
import os
import re
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from functools import lru_cache
from pathlib import Path

import pygame

from screens.kit.resources import FONT_BOLD, FONT_REGULAR
from screens.print.png import scanlines, write_png

MAX_PENDING = 6  # card images waiting to be encoded (each a few MB)


def safe_name(card_id: str) -> str:
    """A file name for a card id (letters, digits, ``.``, ``_`` and ``-`` kept)."""
    return re.sub(r"[^\w.-]", "_", card_id) or "_"


@lru_cache(maxsize=1)
def fonts_digest() -> str:
    return hashlib.blake2b(
        FONT_REGULAR.read_bytes() + FONT_BOLD.read_bytes(), digest_size=12
    ).hexdigest()


class Writer:
    """Encodes and writes PNGs on worker threads, a few at a time."""

    def __init__(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=max(1, os.cpu_count() or 1))
        self._room = threading.BoundedSemaphore(MAX_PENDING)
        self._futures: list[Future[Path]] = []

    def write(self, path: Path, surface: pygame.Surface, dpi: float) -> None:
        rows, size = scanlines(surface)
        self._room.acquire()
        future = self._pool.submit(write_png, path, rows, size, dpi)
        future.add_done_callback(lambda _: self._room.release())
        self._futures.append(future)

    def finish(self) -> None:
        """Wait for every write; the first failure is raised."""
        try:
            for future in self._futures:
                future.result()
        finally:
            self._pool.shutdown()
