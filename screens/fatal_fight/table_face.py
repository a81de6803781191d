"""Table faces (issue #14): the cards as they lie on the table, readable without hovering.

The print layouts (``layouts.toml``) are made for paper and read at 7–8 px when shrunk into a
hand. A table face shows what a player needs at a glance — the AP at the top left (still seen
when the hand overlaps), the name, the sub-attribute icons, the price, and the card's text at
13 px or more at 1280×720 and UI scale 100 %. Hovering still shows the full printed card.
``TableFaces.surface_for`` has the renderer's signature, so the hand widget and the card
panels draw with either.
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from engine.core.kernel.view import Hidden
from engine.fatal_fight.attack import ATTRIBUTES
from screens.fatal_fight import paint
from screens.fatal_fight.strings import local
from screens.kit.cards.icons import IconSet
from screens.kit.cards.paint import veiled
from screens.kit.cards.renderer import CardFace, CardItem
from screens.kit.surface_cache import MB, SurfaceLRU
from screens.kit.text.fonts import SizedFont, get_font
from screens.kit.text.wrap import NO_END, NO_START, phrases


class FaceSources(Protocol):
    """What a table face needs of the catalogue (which makes the faces: no import back)."""

    @property
    def icons(self) -> IconSet: ...
    @property
    def game(self) -> Any: ...
    def colour(self, character: str) -> tuple[int, int, int]: ...

TEXT_PX = 13  # the smallest text a table face prints (at UI scale 100 %)
NAME_PX = 14
NAME_FLOOR = 8  # a name shrinks this far before anything would cut it
ONE_LINE_SHRINK = 0.85  # a name may shrink this much to stay on one line
FACE = (30, 36, 48)
STATUS_BAND = (92, 64, 128)
ITEM_BAND = (46, 104, 84)
BACK = (44, 52, 70)
HAND_SEEN = 0.9  # of a face's width still seen when a hand of six overlaps it
FACES_MOST = 512  # faces kept (dimmed copies count as faces), least recently used out first (issue #28)
FACES_BUDGET = 24 * MB  # and their pixels' bytes: a face at table size is about 0.1 MB


class TableFaces:
    """Table faces by (card, size, language, text scale), drawn once each while they stay in a
    cache bounded by count and bytes (the kit's ``SurfaceLRU``: a long campaign's faces at every
    size, language and scale no longer pile up for the table's lifetime)."""

    def __init__(self, cat: FaceSources, seen: float = 1.0) -> None:
        """``seen``: the share of a face's width left in sight where faces overlap (a hand); the name
        stays inside it."""
        self.cat = cat
        self.seen = seen
        self.lang = "ja"
        self.scale = 1.0
        self._cache: SurfaceLRU[tuple[Any, ...], pygame.Surface] = SurfaceLRU(FACES_MOST, FACES_BUDGET)

    def surface_for(self, item: CardItem, *, width: int | None = None, height: int | None = None,
                    dimmed: bool = False) -> pygame.Surface:
        """The face of ``item`` ``height`` px tall (or ``width`` px wide) at the poker-card ratio;
        ``dimmed``: under the hand's veil (``CardSource``)."""
        if height is None:
            height = round((width or 63) / paint.CARD_RATIO)
        return self.sized(item, (max(8, round(height * paint.CARD_RATIO)), max(8, height)), dimmed=dimmed)

    def sized(self, item: CardItem, size: tuple[int, int], *, dimmed: bool = False) -> pygame.Surface:
        """The face of ``item`` at any ``size`` (a wider face where a panel has the room: its text wraps
        in the width instead of being cut, issue #24)."""
        model = item.card if isinstance(item, CardFace) else None
        key = (getattr(model, "id", None), item.kind if isinstance(item, CardFace) else "back", size, self.lang,
               self.scale)
        hit = self._cache.get(key)
        if hit is None:
            hit = self._cache.put(key, self._back(size) if isinstance(item, Hidden) or model is None else
                                  self._face(item.kind, model, size))
        if dimmed:
            veil = self._cache.get((*key, "dimmed"))
            hit = veil if veil is not None else self._cache.put((*key, "dimmed"), veiled(hit))
        return hit

    def _px(self, value: float) -> int:
        return max(1, round(value * self.scale))

    def _back(self, size: tuple[int, int]) -> pygame.Surface:
        surface = pygame.Surface(size, pygame.SRCALPHA)
        paint.panel(surface, surface.get_rect(), BACK, paint.GOLD_DEEP, max(3, size[0] // 12), 2)
        return surface

    def _face(self, kind: str, model: Any, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        surface = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(3, w // 12)
        band_colour = self._band(kind, model)
        paint.panel(surface, surface.get_rect(), FACE, band_colour, radius, 2)
        pad = max(3, w // 26)
        ap = getattr(model, "ap", None)
        name_px, text_px = self.sizes(h)
        band = pygame.Rect(0, 0, w, round(name_px * 2.9))
        pygame.draw.rect(surface, band_colour, band, border_top_left_radius=radius, border_top_right_radius=radius)
        if ap is not None:  # the AP at the top left: the part of a card an overlapping hand leaves seen
            d = self._ap_diameter(band.height, pad)
            centre = (pad + d // 2, band.centery)
            pygame.draw.circle(surface, (200, 44, 44), centre, d // 2)
            pygame.draw.circle(surface, (255, 226, 200), centre, d // 2, 1)
            number = paint.fitted(str(ap), round(d * 0.62), d, True, paint.TEXT)
            surface.blit(number, number.get_rect(center=(centre[0], centre[1] - 1)))
        name = local(model, "name", self.lang) or str(getattr(model, "id", ""))
        _name(surface, name, self.name_rect(size, ap is not None), name_px)
        y = band.bottom + pad
        foot = self._footer(surface, model, w, h, pad, text_px)
        icons = [a for a in ATTRIBUTES if getattr(model, a, False)]
        if icons:  # the sub-attribute icons at the bottom right, beside the price: the text keeps its room
            size_px = round(text_px * 1.35)
            x = w - pad - size_px
            for key in reversed(icons):
                surface.blit(self.cat.icons.icon(key, size_px), (x, h - pad - size_px))
                x -= size_px + max(2, pad // 2)
            foot = min(foot, h - pad - size_px)
        text = local(model, "text", self.lang)
        if text:
            area = pygame.Rect(pad, y, w - 2 * pad, foot - y - pad // 2)
            floor = min(text_px, TEXT_PX) if h >= 120 else text_px  # a bigger scale's text may shrink to 13 px to fit
            paint.paragraph(surface, text, area, text_px, min_size=floor, icons=self.cat.icons)
        return surface

    def sizes(self, h: int) -> tuple[int, int]:
        """The name's and the text's px on a face ``h`` tall (13 px or more on a readable face)."""
        if h >= 120:
            return max(TEXT_PX, self._px(NAME_PX)), max(TEXT_PX, self._px(TEXT_PX))
        return max(9, round(h * 0.11)), max(8, round(h * 0.1))

    def _ap_diameter(self, band_h: int, pad: int) -> int:
        return min(band_h - 2 * pad, round(NAME_PX * 1.7 * self.scale))  # its number 12 px × the scale or more

    def name_rect(self, size: tuple[int, int], has_ap: bool) -> pygame.Rect:
        """Where the name goes on a face of ``size``: after the AP badge, inside the part of the face
        an overlapping hand leaves seen."""
        w, h = size
        pad = max(3, w // 26)
        band_h = round(self.sizes(h)[0] * 2.9)
        left = pad + self._ap_diameter(band_h, pad) + pad if has_ap else pad
        return pygame.Rect(left, 1, round(w * self.seen) - left, band_h - 2)

    def _band(self, kind: str, model: Any) -> tuple[int, int, int]:
        if kind == "status":
            return STATUS_BAND
        if kind == "item":
            return ITEM_BAND
        character = getattr(model, "character", None)
        if character and character in self.cat.game.cards.characters:
            r, g, b = self.cat.colour(character)
            return round(r * 0.7), round(g * 0.7), round(b * 0.7)
        return paint.PANEL_EDGE

    def _footer(self, surface: pygame.Surface, model: Any, w: int, h: int, pad: int, text_px: int) -> int:
        """The price of an upgrade art (FF-R0) at the bottom left; the top of the footer."""
        price = getattr(model, "price", 0)
        if not price or getattr(model, "tier", "") != "upgrade":
            return h - pad
        size_px = round(text_px * 1.2)
        top = h - pad - size_px
        surface.blit(self.cat.icons.icon("gold", size_px), (pad, top))
        number = paint.fitted(str(price), text_px, w // 2, True, paint.GOLD)
        surface.blit(number, number.get_rect(midleft=(pad + size_px + 2, top + size_px // 2)))
        return top


def name_layout(name: str, width: int, height: int, px: int) -> tuple[tuple[str, ...], int]:
    """How a face's name is set: one line, else two lines broken only between words (English) or
    where the kinsoku wrapper allows (Japanese), at the largest size from ``px`` down at which it
    fits whole — a name is shrunk, never cut ("Roundhouse / Kick", not "Roundho… Kick": issue #14)."""
    one_line = max(NAME_FLOOR, min(px, max(TEXT_PX, round(px * ONE_LINE_SHRINK))))
    for size in range(px, one_line - 1, -1):  # a little smaller on one line reads better than two
        if get_font(size, True).size(name)[0] <= width:
            return (name,), size
    japanese = any(ord(ch) >= 0x3000 for ch in name)
    for size in range(px, NAME_FLOOR - 1, -1):
        font = get_font(size, True)
        if font.size(name)[0] <= width:
            return (name,), size
        if 2 * font.get_linesize() > height:
            continue
        if japanese:  # between BudouX phrases only ("剛拳 / ストレート", never "剛拳スト / レート")
            lines: tuple[str, ...] | None = _phrase_lines(name, font)
        else:  # English: between words or after a hyphen only (one word shrinks instead)
            lines = paint.word_lines(name, size)
        if lines and len(lines) <= 2 and all(font.size(line)[0] <= width for line in lines):
            return lines, size
    font_px = next((s for s in range(px, NAME_FLOOR, -1) if get_font(s, True).size(name)[0] <= width), NAME_FLOOR)
    return (name,), font_px  # one word too wide for the face even on two lines: the largest size it fits


def _phrase_lines(name: str, font: SizedFont) -> tuple[str, ...] | None:
    """A Japanese name on two lines cut between two of its phrases, else between scripts, else
    inside its one word where kinsoku allows (the cut with the narrowest widest line)."""
    parts = phrases(name)
    if len(parts) < 2:  # one phrase: between scripts at least ("剛拳 / ストレート")
        parts = tuple(m.group(0) for m in paint.SCRIPT_RUN.finditer(name))
    if len(parts) >= 2:
        cuts = [("".join(parts[:i]), "".join(parts[i:])) for i in range(1, len(parts))]
    else:  # one word ("アッパーカット") that fits on one line at no readable size: where kinsoku allows,
        # two characters a line at least (the last resort: a phrase or a script change comes first)
        cuts = [(name[:i], name[i:]) for i in range(2, len(name) - 1)
                if name[i] not in NO_START and name[i - 1] not in NO_END]
    if not cuts:
        return None
    return min(cuts, key=lambda pair: max(font.size(line)[0] for line in pair))


def _name(surface: pygame.Surface, name: str, rect: pygame.Rect, px: int) -> None:
    """The card's name as ``name_layout`` sets it, the lines centred in the band."""
    lines, size = name_layout(name, rect.width, rect.height, px)
    step = rect.height // len(lines)
    for i, line in enumerate(lines):
        paint.label(surface, line, pygame.Rect(rect.left, rect.top + i * step, rect.width, step), size, bold=True,
                    min_size=size)
