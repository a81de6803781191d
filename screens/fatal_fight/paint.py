"""Drawing helpers and colours of the Fatal Fight table: panels, fitted text, bars, badges.

Text goes through the cached NotoSansJP surfaces (``screens.kit.text.fonts``) and the project's
kinsoku wrapper (``screens.kit.text.wrap``), never through pygame-gui text boxes.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from itertools import accumulate, combinations

import pygame

from engine.core.layouts.schema import KeywordStyle
from screens.kit.cards.icons import IconSet
from screens.kit.style import GOLD as GOLD  # the palette, read as paint.GOLD
from screens.kit.style import INK as TEXT
from screens.kit.text.elide import elide_end, longest_shown
from screens.kit.text.fit import FitResult, fit_text
from screens.kit.text.fonts import get_font, text_surface
from screens.kit.text.rich import RichFont
from screens.kit.text.wrap import NO_END, NO_START, phrases

RGB = tuple[int, int, int]

TEXT_DIM = (160, 166, 178)
TEXT_DARK = (24, 20, 14)
GOLD_DEEP = (150, 110, 40)
PANEL = (22, 28, 38)
PANEL_EDGE = (70, 82, 100)
CELL = (38, 58, 62)
CELL_EDGE = (74, 104, 106)
LEGAL = (246, 196, 84)  # something the player can click now
TARGET = (255, 110, 80)  # the group being attacked
COOP = (110, 200, 255)
LIFE = (214, 64, 60)
LIFE_BACK = (70, 30, 30)
DAMAGE = (255, 150, 60)
GUARD = (90, 150, 220)
ENEMY = (98, 28, 34)
ENEMY_EDGE = (190, 140, 70)
BOSS = (48, 26, 60)
BOSS_EDGE = (236, 190, 80)
OK = (120, 210, 140)
KEYWORD = KeywordStyle(color=(255, 196, 110, 255))
CARD_RATIO = 63 / 88  # a poker card's width over its height


def panel(surface: pygame.Surface, rect: pygame.Rect, fill: tuple[int, ...] = PANEL,
          edge: tuple[int, ...] | None = PANEL_EDGE, radius: int = 8, width: int = 1) -> None:
    """A rounded panel; ``fill`` may carry alpha (drawn through a temporary surface)."""
    if len(fill) == 4 and fill[3] < 255:
        surface.blit(_see_through(rect.size, fill, radius), rect)
    else:
        pygame.draw.rect(surface, fill[:3], rect, border_radius=radius)
    if edge is not None:
        pygame.draw.rect(surface, edge[:3], rect, width=width, border_radius=radius)


@lru_cache(maxsize=64)
def _see_through(size: tuple[int, int], fill: tuple[int, ...], radius: int) -> pygame.Surface:
    """A see-through rounded panel, drawn once per size and colour (a lit queue's, each redraw)."""
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, fill, layer.get_rect(), border_radius=radius)
    return layer


def fitted(text: str, size: int, width: int, bold: bool = False, colour: RGB = TEXT,
           min_size: int = 9) -> pygame.Surface:
    """One line of ``text`` at ``size`` px, smaller (down to ``min_size``) or cut with "…" to fit ``width``."""
    return _fitted(text, size, max(1, width), bold, colour, min_size)


@lru_cache(maxsize=2048)
def _fitted(text: str, size: int, width: int, bold: bool, colour: RGB, min_size: int) -> pygame.Surface:
    if len(text) <= longest_shown(width):  # a longer text fits at no size: cut it at once
        for px in range(size, min_size - 1, -1):
            if get_font(px, bold).size(text)[0] <= width:
                return text_surface(text, px, bold, colour)
    font = get_font(min_size, bold)
    return text_surface(elide_end(text, width, lambda t: font.size(t)[0]), min_size, bold, colour)


def label(surface: pygame.Surface, text: str, rect: pygame.Rect, size: int, *, bold: bool = False,
          colour: RGB = TEXT, align: str = "left", min_size: int = 9) -> pygame.Rect:
    """``text`` on one line inside ``rect`` (fitted to its width and height), vertically centred."""
    size = max(min(size, min_size), min(size, round(rect.height * 0.8)))
    image = fitted(text, size, rect.width, bold, colour, min_size)
    box = image.get_rect()
    box.centery = rect.centery - round(image.get_height() * 0.04)
    if align == "center":
        box.centerx = rect.centerx
    elif align == "right":
        box.right = rect.right
    else:
        box.left = rect.left
    surface.blit(image, box)
    return box


def paragraph(surface: pygame.Surface, text: str, rect: pygame.Rect, size: int, *, min_size: int = 9,
              colour: RGB = TEXT, bold: bool = False, icons: IconSet | None = None, align: str = "left",
              valign: str = "top") -> None:
    """``text`` wrapped (kinsoku, 【keywords】, :icons:) and shrunk until it fits ``rect``."""
    if not text or rect.width < 4 or rect.height < 4:
        return
    runs = _paragraph_runs(text, tuple(rect), size, min_size, colour, bold, icons, align, valign)
    old_clip = surface.get_clip()
    surface.set_clip(rect.clip(old_clip))
    surface.blits(runs, doreturn=False)
    surface.set_clip(old_clip)


class _Runs:
    """Stands in for a surface while ``RichFont`` lays out a paragraph: keeps its blits, in order."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.clip = rect
        self.blits: list[tuple[pygame.Surface, tuple[int, int]]] = []

    def get_clip(self) -> pygame.Rect:
        return self.clip

    def set_clip(self, rect: pygame.Rect) -> None:
        self.clip = rect

    def blit(self, image: pygame.Surface, at: tuple[int, int]) -> None:
        self.blits.append((image, at))


@lru_cache(maxsize=512)
def _paragraph_runs(text: str, box: tuple[int, int, int, int], size: int, min_size: int, colour: RGB, bold: bool,
                    icons: IconSet | None, align: str, valign: str) -> tuple[tuple[pygame.Surface, tuple[int, int]], ...]:
    """The text runs and icons of a paragraph with where they go (screen px of ``box``), laid out once:
    a redraw of the table blits the same words in the same boxes (issue #28). The runs are the
    cached text surfaces; blitted through the box's clip, they make the pixels ``draw_lines`` makes."""
    rect = pygame.Rect(box)
    font, lines = paragraph_lines(text, rect, size, min_size, colour, bold, icons)
    runs = _Runs(rect)
    font.draw_lines(runs, rect, lines, align=align, valign=valign)  # type: ignore[arg-type]  # it only blits and clips
    return tuple(runs.blits)


def paragraph_lines(text: str, rect: pygame.Rect, size: int, min_size: int, colour: RGB, bold: bool,
                    icons: IconSet | None) -> tuple[RichFont, list[str]]:
    """The font and the lines ``paragraph`` shows ``text`` in: fitted to ``rect``, the last one shown
    cut with "…" when they do not all fit."""
    fit = _paragraph_fit(text, rect.width, rect.height, size, min(min_size, size), colour, bold, icons)
    font = _rich(fit.size, colour, bold, icons)
    room = max(1, int(rect.height // font.line_height))
    lines = list(fit.lines[:room])
    if len(fit.lines) > room and lines:  # cut: the last line shown ends in "…" and still fits the width
        whole = lines[-1].rstrip()
        last = whole
        while last and font.measure(last + "…") > rect.width:
            last = last[:-1].rstrip()
        if len(last) < len(whole) and whole[len(last)].isalnum() and " " in last:  # never mid-word (issue #24)
            last = last.rsplit(" ", 1)[0]
        lines[-1] = last + "…"
    return font, lines


@lru_cache(maxsize=1024)
def _paragraph_fit(text: str, width: int, height: int, size: int, min_size: int, colour: RGB, bold: bool,
            icons: IconSet | None) -> FitResult:
    """The fit of a paragraph, kept: a redraw of the table re-fits the same texts in the same boxes."""
    font_for = _fonts(colour, bold, icons)
    return fit_text(text, width, height, size, min_size, font_for, atomic=font_for(size).pattern)


def _fonts(colour: RGB, bold: bool, icons: IconSet | None) -> Callable[[int], RichFont]:
    def make(px: int) -> RichFont:
        return _rich(px, colour, bold, icons)
    return make


@lru_cache(maxsize=256)
def _rich(px: int, colour: RGB, bold: bool, icons: IconSet | None) -> RichFont:
    return RichFont(px, bold=bold, color=(*colour, 255), keyword=KEYWORD, icons=icons, line_spacing=1.0)


def bar(surface: pygame.Surface, rect: pygame.Rect, value: int, maximum: int, colour: RGB = LIFE,
        back: RGB = LIFE_BACK) -> None:
    """A horizontal meter: ``value`` of ``maximum`` filled."""
    radius = rect.height // 2
    pygame.draw.rect(surface, back, rect, border_radius=radius)
    share = max(0.0, min(1.0, value / maximum)) if maximum > 0 else 0.0
    if share > 0:
        filled = pygame.Rect(rect.left, rect.top, max(rect.height, round(rect.width * share)), rect.height)
        pygame.draw.rect(surface, colour, filled, border_radius=radius)


def badge_rect(text: str, size: int, bold: bool = True) -> pygame.Rect:
    """The size of the pill ``badge`` draws for ``text`` (at the origin)."""
    width = get_font(size, bold).size(text)[0]
    return pygame.Rect(0, 0, max(width + size, round(size * 1.5)), round(size * 1.45))


def badge(surface: pygame.Surface, text: str, center: tuple[int, int], size: int, fill: RGB,
          colour: RGB = TEXT, bold: bool = True) -> pygame.Rect:
    """A pill with ``text`` centred on ``center``."""
    image = text_surface(text, size, bold, colour)
    box = badge_rect(text, size, bold)
    box.center = center
    pygame.draw.rect(surface, fill, box, border_radius=box.height // 2)
    surface.blit(image, image.get_rect(center=(box.centerx, box.centery - round(size * 0.06))))
    return box


def token(surface: pygame.Surface, center: tuple[int, int], radius: int, colour: RGB, text: str,
          ring: RGB | None = None, ring_px: int = 2, dim: bool = False, text_px: int = 0) -> None:
    """A round hero token: a coloured disc with initials (``text_px`` at least), an optional ring (active, co-op)."""
    if ring is not None:
        pygame.draw.aacircle(surface, ring, center, radius + ring_px + 1)
    pygame.draw.aacircle(surface, (16, 18, 22), center, radius + 1)
    fill = tuple(round(c * 0.45 + 60) for c in colour) if dim else colour
    pygame.draw.aacircle(surface, fill, center, radius)
    px = max(6, text_px, round(radius * (0.9 if len(text) < 2 else 0.75)))
    image = text_surface(text, px, True, TEXT_DARK)
    surface.blit(image, image.get_rect(center=(center[0], center[1] - round(px * 0.08))))


def glow(surface: pygame.Surface, rect: pygame.Rect, colour: RGB, radius: int, width: int = 3) -> None:
    """A bright outline around ``rect`` (legal targets)."""
    pygame.draw.rect(surface, colour, rect.inflate(width * 2, width * 2), width=width, border_radius=radius + width)


SCRIPT_RUN = re.compile(r"[\u4e00-\u9fff\u3005]+|[\u30a0-\u30ff]+|[\u3040-\u309f]+|[^\u3040-\u30ff\u4e00-\u9fff\u3005]+")  # kanji, katakana, hiragana, other


def word_lines(name: str, font: int, count: int = 2) -> tuple[str, ...] | None:
    """``name`` split into ``count`` lines at spaces or after hyphens (Japanese: between its phrases,
    issue #24: "力自慢の / ブル", never "チンピ / ラ"), choosing the cuts that make the widest line
    narrowest; None when it has fewer breaks than that (one word: it is shrunk, never cut)."""
    if any(ord(ch) >= 0x3000 for ch in name):  # phrases; one phrase: between scripts ("新米 / ガンマン")
        parts = phrases(name)
        parts = parts if len(parts) > 1 else tuple(m.group(0) for m in SCRIPT_RUN.finditer(name))
        ends = list(accumulate(len(p) for p in parts))
        breaks = [end for end in ends[:-1] if name[end] not in NO_START and name[end - 1] not in NO_END]
    else:
        breaks = [i + 1 for i, ch in enumerate(name[:-1]) if ch in " -"]
    if len(breaks) < count - 1:
        return None
    measure = get_font(font, True).size

    def split(cuts: tuple[int, ...]) -> tuple[str, ...]:
        edges = (0, *cuts, len(name))
        return tuple(name[a:b].strip() for a, b in zip(edges, edges[1:], strict=False))

    return min((split(cuts) for cuts in combinations(breaks, count - 1)),
               key=lambda lines: max(measure(line)[0] for line in lines))


def fitting_size(lines: tuple[str, ...], size: int, width: int, floor: int = 7) -> int:
    """The largest px ≤ ``size`` (not under ``floor``) at which every line of ``lines`` fits ``width``."""
    while size > floor and max(get_font(size, True).size(line)[0] for line in lines) > width:
        size -= 1
    return size
