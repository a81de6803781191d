"""Painting a card at table size (issue #24): its layout's regions read as title, chips, body.

A print face shrunk to a table card has 5–7 px text. The table face instead reads the
same template and fields and lays them out for the size it is shown at, with every text
at or above a floor (px):

- **title**: the region showing ``name`` (else the first text region with a field), from a
  little above the floor down to it on one line, else wrapped to two, then cut at a word with ``…``;
- **chips**: every one-line text region (``wrap = false``: cost, stats, level, kind) and
  every icons region, in file order, as coloured chips flowing in rows at the card's text size
  (the floor, or ``TEXT_SHARE`` of the card's height when that is more);
- **body**: every wrapping text region (rules text, abilities) in file order, wrapped by
  our wrapper (Japanese by phrase, kinsoku), as big as fits down to the floor, and when
  even the floor does not fit, whole lines then ``…`` (the full card is on hover).

Left out: decorations (a region with no field, or fixed text naming no field), the
English subtitle (``hide_same_as``), the id footer (a format naming ``id``) and art.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import pygame

from engine.core.layouts.icons import ICON_TOKEN
from engine.core.layouts.schema import Face, KeywordStyle, Region
from screens.kit.cards import paint
from screens.kit.cards.fields import Labels, icon_keys, region_paths, region_text
from screens.kit.cards.icons import IconSet
from screens.kit.text.ellipsis import ELLIPSIS, ellipsize, shown_lines
from screens.kit.text.fonts import RGBA
from screens.kit.text.rich import RichFont, markup_pattern
from screens.kit.text.wrap import wrap

GREY = (128, 128, 128, 255)
GLYPH_SHARE = 0.62  # an icon's one-letter glyph is this share of the icon (``cards.icons``)
BODY_GROWTH = 1.25  # rules text may grow to this × the floor when it all fits
TITLE_GROWTH = 1.2
TEXT_SHARE = 0.066  # a big card (a zoom, a banner) sets its text at this share of its height
TITLE_LINES = 2  # a long name wraps to a second line before it is cut


@dataclass(frozen=True)
class Parts:
    """A face's regions by the job they do at table size."""

    title: Region | None
    chips: tuple[Region, ...]
    body: tuple[Region, ...]


@lru_cache(maxsize=64)
def parts(face: Face) -> Parts:
    """``face``'s regions sorted into title, chips and body (see the module docstring)."""
    shown = [r for r in face.regions if _shown(r)]
    title = next((r for r in shown if r.kind == "text" and r.field == "name"), None)
    title = title or next((r for r in shown if r.kind == "text" and r.field), None)
    rest = [r for r in shown if r is not title]
    chips = tuple(r for r in rest if r.kind == "icons" or not r.wrap)
    body = tuple(r for r in rest if r.kind == "text" and r.wrap)
    return Parts(title, chips, body)


def _shown(region: Region) -> bool:
    if region.kind == "art" or region.hide_same_as:
        return False
    paths = region_paths(region)
    return bool(paths) and "id" not in paths


@dataclass(frozen=True)
class Chip:
    """One chip drawn: its pixels and its words ("" for icons)."""

    surface: pygame.Surface
    text: str


@dataclass
class FaceFacts:
    """What a table face drew: the px size of each kind of text, and whether text was cut."""

    title_px: int = 0
    chip_px: int = 0
    body_px: int = 0
    cut: bool = False
    texts: list[tuple[str, int]] = field(default_factory=list)  # (text drawn, px)

    def smallest(self) -> int:
        return min((px for _t, px in self.texts), default=0)


def fair_shares(needs: list[int], room: int) -> list[int]:
    """Lines for each text block out of ``room``: one each in turn until each has what it needs
    or the room is spent (a long flavour text does not push an ability off the card)."""
    shares = [0] * len(needs)
    while room > 0 and any(s < n for s, n in zip(shares, needs, strict=True)):
        for i, need in enumerate(needs):
            if room > 0 and shares[i] < need:
                shares[i] += 1
                room -= 1
    return shares


def _no_lone_ellipsis(lines: list[str], width: int, font: RichFont) -> list[str]:
    """``lines`` without a line that is only "…" (a cut line with no boundary early enough, before
    a long 【keyword】): the line above it ends in "…" instead when that fits, else it ends there."""
    out: list[str] = []
    for line in lines:
        if line != ELLIPSIS:
            out.append(line)
        elif out and not out[-1].endswith(ELLIPSIS) and font.measure(out[-1] + ELLIPSIS) <= width:
            out[-1] += ELLIPSIS
    return out


def dimmed_background(color: RGBA) -> RGBA:
    """A dimmed card's ground: greyer and a shade darker, no more (its text keeps 4.5:1)."""
    return paint.shade(muted(color, 0.8), -8)


def muted(color: RGBA, amount: float = 0.9) -> RGBA:
    """``color`` moved ``amount`` of the way to its own grey: same lightness, less colour (a
    dimmed card keeps the contrast of the text drawn on it)."""
    r, g, b = color[:3]
    grey = 0.299 * r + 0.587 * g + 0.114 * b
    mixed = tuple(round(c + (grey - c) * amount) for c in (r, g, b))
    return (mixed[0], mixed[1], mixed[2], color[3] if len(color) > 3 else 255)


def icon_px(floor: int) -> int:
    """The smallest icon whose glyph (a letter such as 気) is drawn at the floor."""
    return math.ceil(floor / GLYPH_SHARE)


class TableFont(RichFont):
    """A ``RichFont`` whose inline icons are never smaller than ``icon_px(floor)``; a line holding
    one is that tall (lines without icons keep the font's own height)."""

    def __init__(self, size: int, floor: int, **kw: Any) -> None:
        super().__init__(size, **kw)
        self.min_icon = icon_px(floor)

    @property
    def icon_size(self) -> int:
        return max(self.min_icon, round(self.size * 1.05))


class TablePainter:
    """Paints one face of one card at one size (one instance per drawing)."""

    def __init__(
        self,
        face: Face,
        icons: IconSet,
        keyword: KeywordStyle,
        labels: Labels,
        floor: int,
        *,
        corner_px: int,
        dimmed: bool = False,
    ) -> None:
        self.face = face
        self.icons = icons
        self.keyword = keyword
        self.labels = labels
        self.least = floor  # no text below this (the readability floor)
        self.floor = floor  # this card's text size: the floor, more on a big card (``paint``)
        self.corner_px = corner_px
        self.dimmed = dimmed
        self.facts = FaceFacts()

    def colour(self, color: RGBA | None) -> RGBA | None:
        return muted(color) if color is not None and self.dimmed else color

    def paint(self, data: Mapping[str, Any], lang: str, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        self.floor = max(self.least, round(h * TEXT_SHARE))
        frame_px = max(2, round(w / 48))
        frame = self.colour(self.face.frame) or GREY
        background = dimmed_background(self.face.background) if self.dimmed else self.face.background
        surface = paint.card_body(size, background, frame, frame_px, self.corner_px)
        pad = max(2, round(self.floor * 0.25))
        inner = surface.get_rect().inflate(-2 * (frame_px + pad), -2 * (frame_px + pad))
        found = parts(self.face)
        chips = [c for r in found.chips if (c := self._chip(r, data, lang, inner.width)) is not None]
        rows_h = self._flow(chips, inner.width)[1]
        title_room = inner.height - rows_h - pad  # a second title line only when the chips keep their room
        y = inner.top
        if found.title is not None:
            y = self._title(surface, found.title, data, lang, inner, title_room) + pad
        y = self._place_chips(surface, chips, pygame.Rect(inner.left, y, inner.width, inner.bottom - y))
        self._body(surface, found.body, data, lang, pygame.Rect(inner.left, y, inner.width, inner.bottom - y))
        return surface

    # -- title -------------------------------------------------------------------------------
    def _title(self, surface: pygame.Surface, region: Region, data: Mapping[str, Any], lang: str,
               inner: pygame.Rect, room: int) -> int:
        text = region_text(region, data, lang, self.labels) or ""
        fill = self.colour(region.fill)
        pad = max(2, round(self.floor * 0.3))
        width = inner.width - 2 * pad
        font = self._font(self.floor, True, region.color)
        for px in range(round(self.floor * TITLE_GROWTH), self.least - 1, -1):
            font = self._font(px, True, region.color)
            if font.measure(text) <= width:
                break
        lines = [text] if font.measure(text) <= width else wrap(text, width, font.measure, font.pattern)
        most = max(1, min(TITLE_LINES, int((room - 2) // font.line_height)))
        shown = shown_lines(lines, width, most * font.line_height, font, font.pattern)
        shown = _no_lone_ellipsis(shown, width, font) or [ellipsize(text, width, font, font.pattern)]
        self.facts.cut |= "".join(shown).replace(" ", "") != text.replace(" ", "")
        band = pygame.Rect(inner.left, inner.top, inner.width, round(len(shown) * font.line_height) + 2)
        if fill is not None:
            paint.panel(surface, band, "rounded", fill, None, 1, max(2, round(font.line_height) // 4))
        font.draw_lines(surface, band.inflate(-2 * pad, 0), shown, "left", "middle")
        for line in shown:
            self._record(line, font.size)
        self.facts.title_px = font.size
        return band.bottom

    # -- chips -------------------------------------------------------------------------------
    def _chip_height(self) -> int:
        return max(round(self.floor * 1.5), icon_px(self.floor) + 2)

    def _flow(self, chips: list[Chip], width: int) -> tuple[list[tuple[int, int]], int]:
        """Where each chip goes (x, y from the top of its area), left to right in rows; the height."""
        height, gap = self._chip_height(), max(2, round(self.floor * 0.25))
        spots, x, y = [], 0, 0
        for chip in chips:
            if x > 0 and x + chip.surface.get_width() > width:
                x, y = 0, y + height + gap
            spots.append((x, y))
            x += chip.surface.get_width() + gap
        return spots, (y + height + gap if chips else 0)

    def _place_chips(self, surface: pygame.Surface, chips: list[Chip], area: pygame.Rect) -> int:
        """The chips in rows from the top of ``area`` (those below its bottom are left out, the face
        marked cut); returns the y below the last row."""
        spots, used = self._flow(chips, area.width)
        for chip, (x, y) in zip(chips, spots, strict=True):
            if area.top + y + self._chip_height() > area.bottom:
                self.facts.cut = True
                return area.top + y
            surface.blit(chip.surface, (area.left + x, area.top + y))
            if chip.text:
                self._record(chip.text, self.floor)
                self.facts.chip_px = self.floor
        return area.top + used

    def _chip(self, region: Region, data: Mapping[str, Any], lang: str, room: int) -> Chip | None:
        height = self._chip_height()
        if region.kind == "icons":
            keys = icon_keys(region, data, lang)
            if not keys:
                return None
            surface = pygame.Surface((len(keys) * (height + 2) - 2, height), pygame.SRCALPHA)
            for i, key in enumerate(keys):
                surface.blit(self.icons.icon(key, height), (i * (height + 2), 0))
            return Chip(surface, "")
        text = region_text(region, data, lang, self.labels)
        if not text:
            return None
        font = self._font(self.floor, True, region.color)
        pad = max(3, round(self.floor * 0.4)) if region.fill else 0
        shown = text if font.measure(text) + 2 * pad <= room else ellipsize(text, room - 2 * pad, font, font.pattern)
        self.facts.cut |= shown != text
        width = min(room, round(font.measure(shown)) + 2 * pad + 1)
        surface = pygame.Surface((width, height), pygame.SRCALPHA)
        fill = self.colour(region.fill)
        if fill is not None:
            paint.panel(surface, surface.get_rect(), "rounded", fill, self.colour(region.border), 1, height // 3)
        font.draw_lines(surface, surface.get_rect().inflate(-2 * pad, 0), [shown], "left", "middle")
        return Chip(surface, shown)

    # -- body --------------------------------------------------------------------------------
    def _body(self, surface: pygame.Surface, regions: tuple[Region, ...], data: Mapping[str, Any], lang: str,
              area: pygame.Rect) -> None:
        texts = [(r, t) for r in regions if (t := region_text(r, data, lang, self.labels))]
        if not texts:
            return
        pad = max(2, round(self.floor * 0.3))
        gap = max(2, round(self.floor * 0.25))
        width = area.width - 2 * pad
        room = area.height - len(texts) * (2 * pad + gap) + gap
        chosen: tuple[int, list[list[str]]] | None = None
        sizes = range(round(self.floor * BODY_GROWTH), self.least - 1, -1)
        spacing = {px: self._spacing(px, [t for _r, t in texts]) for px in sizes}
        for px in sizes:
            font = self._font(px, False, (0, 0, 0), spacing[px])
            laid = [self._wrap(t, width, font) for _r, t in texts]
            chosen = (px, laid)
            if sum(len(lines) for lines in laid) * font.line_height <= room:
                break
        assert chosen is not None
        px, laid = chosen
        self.facts.body_px = px
        line_h = self._font(px, False, (0, 0, 0), spacing[px]).line_height
        shares = fair_shares([len(lines) for lines in laid], int(room // line_h))
        y = area.top
        for (region, _text), lines, share in zip(texts, laid, shares, strict=True):
            if share == 0:
                self.facts.cut = True
                continue
            font = self._font(px, False, region.color, spacing[px])
            fits = share >= len(lines)
            shown = lines if fits else shown_lines(lines, width, share * line_h, font, font.pattern)
            shown = _no_lone_ellipsis(shown, width, font)
            if not shown:
                self.facts.cut = True
                continue
            self.facts.cut |= not fits
            box = pygame.Rect(area.left, y, area.width, round(len(shown) * line_h) + 2 * pad)
            fill, border = self.colour(region.fill), self.colour(region.border)
            if fill is not None or border is not None:
                paint.panel(surface, box, "rounded", fill, border, 1, max(2, pad))
            font.draw_lines(surface, box.inflate(-2 * pad, -2 * pad), shown, "left", "top")
            for line in shown:
                self._record(line, px)
            y = box.bottom + gap

    def _wrap(self, text: str, width: int, font: TableFont) -> list[str]:
        """Lines of ``text``; a 【keyword】 wider than the line is split too (else it could only be
        drawn as "…"), inline icons never."""
        lines = wrap(text, width, font.measure, font.pattern)
        if all(font.measure(line) <= width for line in lines):
            return lines
        return wrap(text, width, font.measure, markup_pattern(frozenset(self.icons.keys()), "", ""))

    def _font(self, px: int, bold: bool, color: RGBA, spacing: float = 1.0) -> TableFont:
        return TableFont(px, self.least, bold=bold, color=color, keyword=self.keyword, icons=self.icons,
                         line_spacing=spacing)

    def _spacing(self, px: int, texts: list[str]) -> float:
        """Line spacing for body text at ``px``: room for a floor-sized icon when a text has one."""
        keys = self.icons.keys()
        if not any(key in keys for text in texts for key in ICON_TOKEN.findall(text)):
            return 1.0
        return max(1.0, (icon_px(self.least) + 1) / (px * 1.3))

    def _record(self, text: str, px: int) -> None:
        if text:
            self.facts.texts.append((text, px))
