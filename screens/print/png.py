"""PNG files for print: RGB with the resolution recorded (``pHYs``), written without pygame.

Encoding is plain ``zlib`` over the raw rows, which releases the GIL, so several cards can
be written from worker threads while the main thread draws the next ones.
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

import pygame

INCH_M = 0.0254
LEVEL = 3  # ~4 times faster than 6 on card art, ~15 % larger files


def rgb_bytes(surface: pygame.Surface) -> tuple[bytes, tuple[int, int]]:
    """The pixels of ``surface`` as packed RGB rows (call from the thread that draws)."""
    return pygame.image.tobytes(surface, "RGB"), surface.get_size()


def _chunk(kind: bytes, data: bytes) -> bytes:
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))


def encode_png(rgb: bytes, size: tuple[int, int], dpi: float) -> bytes:
    """A PNG of packed RGB rows (8 bits a channel) saying it is ``dpi`` dots per inch."""
    width, height = size
    stride = width * 3
    rows = b"".join(b"\0" + rgb[y * stride : (y + 1) * stride] for y in range(height))
    per_metre = round(dpi / INCH_M)
    return b"".join(
        (
            b"\x89PNG\r\n\x1a\n",
            _chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)),
            _chunk(b"pHYs", struct.pack(">IIB", per_metre, per_metre, 1)),
            _chunk(b"IDAT", zlib.compress(rows, LEVEL)),
            _chunk(b"IEND", b""),
        )
    )


def write_png(path: Path, rgb: bytes, size: tuple[int, int], dpi: float) -> Path:
    """Encode and write atomically (a temp file renamed over the old one)."""
    data = encode_png(rgb, size, dpi)
    temp = path.with_name(f".{path.name}.tmp")
    temp.write_bytes(data)
    temp.replace(path)
    return path
