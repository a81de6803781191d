"""NotoSansJP at any pixel size, and cached text surfaces (render text once, blit many times).

A ``pygame.font.Font`` holds its own copy of the font file's tables: about 0.7 MB for NotoSansJP,
whatever its size. A table asks for a dozen sizes or more (text fitted by trying sizes from large
to small), so one Font per size cost 10 MB and more (issue #28). ``get_font`` hands out a
``SizedFont`` instead: a size, served by one of at most ``FACES_PER_FILE`` open faces of its file.
A size no open face has takes over the least recently used one (SDL_ttf's ``TTF_SetFontSize``):
its pixels and metrics are exactly those of a Font opened at that size; only its glyph cache
starts cold. A frame uses a few sizes, so faces are rarely taken over once the table is drawn.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from screens.kit.resources import FONT_BOLD, FONT_REGULAR
from screens.kit.surface_cache import MB, surface_cache

RGBA = tuple[int, int, int, int] | tuple[int, int, int]
FACES_PER_FILE = 4  # open faces of one font file; each 0.7 MB (NotoSansJP)
WIDTHS_KEPT = 512  # widths a SizedFont remembers (then it starts again)
TEXTS_BUDGET = 8 * MB  # pixels of cached rendered texts (a table's are about 1 MB)


class FacePool:
    """The open faces of each font file, most recently used last, each at one size at a time."""

    def __init__(self, faces_per_file: int = FACES_PER_FILE) -> None:
        self.faces_per_file = faces_per_file
        self._open: dict[str, list[tuple[int, pygame.font.Font]]] = {}
        self._kind: type[pygame.font.Font] | None = None  # the Font class the faces were opened with

    def face(self, path: str, size: int) -> pygame.font.Font:
        """An open face of ``path`` set to ``size`` px (only until the next call for another size)."""
        if pygame.font.Font is not self._kind:  # a recording Font (text probe, privacy spy) came or went
            self.cache_clear()
            self._kind = pygame.font.Font
        faces = self._open.get(path)
        if faces is None:
            faces = self._open[path] = []
        elif faces[-1][0] == size:  # on a frame's hot path: most calls end here
            return faces[-1][1]
        for i, (at, face) in enumerate(faces):
            if at == size:
                faces.append(faces.pop(i))
                return face
        if not pygame.font.get_init():
            pygame.font.init()
        if len(faces) < self.faces_per_file:
            face = pygame.font.Font(path, size)
        else:
            face = faces.pop(0)[1]
            face.point_size = size
        faces.append((size, face))
        return face

    def open_faces(self) -> int:
        """How many faces are open (for tests and memory reports)."""
        return sum(len(faces) for faces in self._open.values())

    def cache_clear(self) -> None:
        """Close every face (they reopen on demand)."""
        self._open.clear()
        self._kind = None


FACES = FacePool()


class SizedFont:
    """NotoSansJP (regular or bold) at one pixel size: the parts of ``pygame.font.Font`` screens use.

    Widths and vertical metrics are remembered: a table measures the same log lines and labels
    every frame. They depend on the file, the size and the text only (no style is ever set on a
    face), and at most ``WIDTHS_KEPT`` widths are kept.
    """

    __slots__ = ("_vertical", "_widths", "bold", "path", "point_size")

    def __init__(self, size: int, bold: bool = False) -> None:
        self.point_size = max(1, int(size))
        self.bold = bold
        self.path = str(FONT_BOLD if bold else FONT_REGULAR)
        self._widths: dict[str, tuple[int, int]] = {}
        self._vertical: tuple[int, int, int, int] | None = None  # line size, height, ascent, descent

    def render(
        self, text: str, antialias: bool, color: RGBA, background: RGBA | None = None, wraplength: int = 0
    ) -> pygame.Surface:
        return FACES.face(self.path, self.point_size).render(text, antialias, color, background, wraplength)

    def size(self, text: str) -> tuple[int, int]:
        hit = self._widths.get(text)
        if hit is None:
            if len(self._widths) >= WIDTHS_KEPT:
                self._widths.clear()
            hit = self._widths[text] = FACES.face(self.path, self.point_size).size(text)
        return hit

    def metrics(self, text: str) -> list[tuple[int, int, int, int, int] | None]:
        return FACES.face(self.path, self.point_size).metrics(text)

    def _metrics(self) -> tuple[int, int, int, int]:
        if self._vertical is None:
            face = FACES.face(self.path, self.point_size)
            self._vertical = (face.get_linesize(), face.get_height(), face.get_ascent(), face.get_descent())
        return self._vertical

    def get_linesize(self) -> int:
        return self._metrics()[0]

    def get_height(self) -> int:
        return self._metrics()[1]

    def get_ascent(self) -> int:
        return self._metrics()[2]

    def get_descent(self) -> int:
        return self._metrics()[3]


@lru_cache(maxsize=256)
def get_font(size: int, bold: bool = False) -> SizedFont:
    """NotoSansJP (regular or bold) at ``size`` px."""
    return SizedFont(size, bold)


@surface_cache(most=4096, budget=TEXTS_BUDGET)
def text_surface(
    text: str, size: int, bold: bool = False, color: RGBA = (0, 0, 0)
) -> pygame.Surface:
    """``text`` rendered anti-aliased on a transparent surface; shared, so never draw on it. The
    most recent texts are kept, up to ``TEXTS_BUDGET`` bytes of pixels."""
    return get_font(size, bold).render(text, True, color)


def centred(text: pygame.Surface, size: int, center: tuple[float, float]) -> pygame.Rect:
    """Where to blit a line rendered at ``size`` px so its glyphs (not its box) centre on ``center``.

    NotoSansJP's box has more room above the glyphs than below; this lifts it by a tenth.
    """
    rect = text.get_rect(center=(round(center[0]), round(center[1])))
    rect.y -= round(size * 0.1)
    return rect
