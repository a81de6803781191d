"""PNG files for print: RGB with the resolution recorded (``pHYs``), written without pygame.

The drawing thread copies a surface's pixels once into PNG scanlines (``scanlines``: numpy
gathers the red, green and blue bytes of each pixel straight from the surface's memory, a
filter byte before each row); encoding is plain ``zlib`` over them, which releases the GIL,
so several cards can be written from worker threads while the main thread draws the next
ones. The bytes written are those of ``pygame.image.tobytes(surface, "RGB")`` framed row by
row, only made in one pass (issue #28).
"""

from __future__ import annotations

import struct
import sys
import zlib
from pathlib import Path
from typing import Any

import numpy as np
import pygame

INCH_M = 0.0254
LEVEL = 3  # ~4 times faster than 6 on card art, ~15 % larger files
NO_FILTER = 0  # each scanline's filter type byte: the row as it is

Scanlines = np.ndarray  # height × (1 + 3 × width) bytes: a filter byte, then the row's RGB


def scanlines(surface: pygame.Surface) -> tuple[Scanlines, tuple[int, int]]:
    """The pixels of ``surface`` as PNG scanlines, and its size (call from the thread that draws)."""
    width, height = surface.get_size()
    rows = np.empty((height, 1 + 3 * width), np.uint8)
    rows[:, 0] = NO_FILTER
    rgb = rows[:, 1:].reshape(height, width, 3)
    if surface.get_bytesize() == 4 and width and height:
        buffer: Any = surface.get_buffer()  # pygame's BufferProxy: the buffer protocol, untyped in its stubs
        memory = np.frombuffer(buffer, np.uint8).reshape(height, surface.get_pitch())
        pixels = memory[:, : 4 * width].reshape(height, width, 4)
        for channel, shift in enumerate(surface.get_shifts()[:3]):
            byte = shift // 8 if sys.byteorder == "little" else 3 - shift // 8
            rgb[:, :, channel] = pixels[:, :, byte]
    else:  # other depths (never a card's): pygame's own conversion
        packed = pygame.image.tobytes(surface, "RGB")
        rgb[:] = np.frombuffer(packed, np.uint8).reshape(height, width, 3)
    return rows, (width, height)


def _chunk(kind: bytes, data: bytes) -> bytes:
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))


def encode_png(rows: Scanlines, size: tuple[int, int], dpi: float) -> bytes:
    """A PNG of ``scanlines`` (8 bits a channel, RGB) saying it is ``dpi`` dots per inch."""
    width, height = size
    per_metre = round(dpi / INCH_M)
    return b"".join(
        (
            b"\x89PNG\r\n\x1a\n",
            _chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)),
            _chunk(b"pHYs", struct.pack(">IIB", per_metre, per_metre, 1)),
            _chunk(b"IDAT", zlib.compress(rows.data, LEVEL)),
            _chunk(b"IEND", b""),
        )
    )


def write_png(path: Path, rows: Scanlines, size: tuple[int, int], dpi: float) -> Path:
    """Encode and write atomically (a temp file renamed over the old one)."""
    data = encode_png(rows, size, dpi)
    temp = path.with_name(f".{path.name}.tmp")
    temp.write_bytes(data)
    temp.replace(path)
    return path
