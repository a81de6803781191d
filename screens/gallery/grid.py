"""The gallery's scrollable grid of card tiles, drawn from cached thumbnails.

Thumbnails are made lazily: each frame draws the missing ones (visible tiles first, then
the rows just past the view) only while the time they are expected to take (the running
mean of their card kind) fits in ``THUMB_BUDGET_S``, showing a plain placeholder for the
rest, and says it is ``incomplete`` so the screen keeps drawing until it is not. A frame
never starts a thumbnail it cannot finish in time, except one after a frame that drew
none, so that a kind slower than the budget still gets drawn. This keeps a frame under
16.7 ms while the wheel scrolls faster than thumbnails can be drawn (issue #15).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

import pygame

from screens.gallery.cardset import CardEntry
from screens.gallery.guides import bleed_band, draw_badge, draw_guides
from screens.gallery.model import GalleryModel
from screens.kit import style
from screens.kit.base import CLICK, Widget
from screens.kit.i18n import tr
from screens.kit.text.elide import elide_end
from screens.kit.text.fonts import get_font, text_surface
from screens.kit.tooltip import draw_tooltip

THUMB_BUDGET_S = 0.008
CARD_ASPECT = 88 / 63  # tiles are poker-shaped; other sizes are fitted inside
KEPT = (236, 190, 70)  # outline of a card shown from its last good version
PLACEHOLDER = (44, 52, 64)


@lru_cache(maxsize=2048)
def fitted_text(
    text: str, size: int, bold: bool, colour: tuple[int, int, int], width: int
) -> pygame.Surface:
    """``text`` cut with "…" to ``width`` px, rendered once."""
    font = get_font(size, bold)
    return text_surface(elide_end(text, width, lambda t: font.size(t)[0]), size, bold, colour)


def draw_key_hints(surface: pygame.Surface, text: str, px: Callable[[float], int]) -> None:
    """The keyboard shortcuts as one dim line along the bottom of the window, cut to fit."""
    width, height = surface.get_size()
    keys = fitted_text(text, px(15), False, style.TEXT_DIM, width - px(40))
    surface.blit(keys, keys.get_rect(midbottom=(width // 2, height - px(8))))


@dataclass
class ViewState:
    """What the gallery and the detail view share: card text language and guides."""

    lang: str
    guides: bool = False


class CardGrid(Widget):
    """Tiles of ``entries``: click (or Enter) opens one; wheel, drag or keys scroll."""

    def __init__(
        self, rect: pygame.Rect, model: GalleryModel, view: ViewState, scale: float
    ) -> None:
        super().__init__(rect)
        self.model = model
        self.view = view
        self.scale = scale
        self.entries: list[CardEntry] = []
        self.scroll = 0
        self.focus = 0
        self.hover: int | None = None
        self.incomplete = False
        self.budget_s = THUMB_BUDGET_S  # time a frame may spend drawing missing thumbnails
        self._drag: int | None = None  # pointer y minus thumb top while dragging the scroll bar
        self._drawn = 0  # thumbnails drawn this frame
        self._starving = False  # the last frame drew none of the missing ones
        self.relayout()

    # -- geometry ------------------------------------------------------------------------

    def px(self, value: float) -> int:
        return round(value * self.scale)

    def relayout(self) -> None:
        self.gap = self.px(22)
        self.bar_w = self.px(10)
        self.tile_w = self.px(150)
        self.box_h = round(self.tile_w * CARD_ASPECT)
        self.label_h = self.px(40)
        self.tile_h = self.box_h + self.label_h
        usable = self.rect.width - self.bar_w - self.gap
        self.cols = max(1, (usable + self.gap) // (self.tile_w + self.gap))
        spare = usable - (self.cols * (self.tile_w + self.gap) - self.gap)
        self.left = self.rect.left + self.gap // 2 + spare // 2
        self.clamp_scroll()

    @property
    def rows(self) -> int:
        return -(-len(self.entries) // self.cols)

    @property
    def content_h(self) -> int:
        return self.rows * (self.tile_h + self.gap) + self.gap

    @property
    def max_scroll(self) -> int:
        return max(0, self.content_h - self.rect.height)

    def clamp_scroll(self) -> None:
        self.scroll = max(0, min(self.scroll, self.max_scroll))

    def tile_rect(self, index: int) -> pygame.Rect:
        col, row = index % self.cols, index // self.cols
        x = self.left + col * (self.tile_w + self.gap)
        y = self.rect.top + self.gap + row * (self.tile_h + self.gap) - self.scroll
        return pygame.Rect(x, y, self.tile_w, self.tile_h)

    def visible(self, extra_rows: int = 0) -> range:
        """Indices of the tiles in view (plus ``extra_rows`` below)."""
        step = self.tile_h + self.gap
        first = max(0, (self.scroll - self.gap) // step)
        last = (self.scroll + self.rect.height) // step + 1 + extra_rows
        return range(first * self.cols, min(len(self.entries), last * self.cols))

    def index_at(self, pos: tuple[int, int]) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        for index in self.visible():
            if self.tile_rect(index).collidepoint(pos):
                return index
        return None

    def thumb_rect(self) -> pygame.Rect | None:
        """The scroll bar's thumb (None when everything fits)."""
        if self.max_scroll == 0:
            return None
        track = self.rect.height - self.px(8)
        height = max(self.px(30), track * self.rect.height // self.content_h)
        top = self.rect.top + self.px(4) + (track - height) * self.scroll // self.max_scroll
        return pygame.Rect(self.rect.right - self.bar_w - self.px(2), top, self.bar_w, height)

    @property
    def dragging(self) -> bool:
        return self._drag is not None

    # -- content and movement ------------------------------------------------------------------

    def set_entries(self, entries: list[CardEntry]) -> None:
        focused = self.entries[self.focus] if 0 <= self.focus < len(self.entries) else None
        self.entries = entries
        keys = [e.card_id for e in entries]
        self.focus = keys.index(focused.card_id) if focused and focused.card_id in keys else 0
        self.clamp_scroll()
        self.dirty = True

    def scroll_by(self, pixels: int) -> None:
        self.scroll += pixels
        self.clamp_scroll()
        self.dirty = True

    def move_focus(self, step: int) -> None:
        if self.entries:
            self.focus = max(0, min(len(self.entries) - 1, self.focus + step))
            self.show(self.focus)

    def show(self, index: int) -> None:
        """Scroll so tile ``index`` is in view."""
        rect = self.tile_rect(index)
        if rect.top < self.rect.top + self.gap:
            self.scroll_by(rect.top - self.rect.top - self.gap)
        elif rect.bottom > self.rect.bottom - self.gap:
            self.scroll_by(rect.bottom - self.rect.bottom + self.gap)
        self.dirty = True

    def handle_event(self, event: pygame.event.Event) -> int | None:
        """Returns the index of a tile clicked (to open), else None."""
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(round(-event.precise_y * self.px(90)))
        elif (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == CLICK
            and self.rect.collidepoint(event.pos)
        ):
            thumb = self.thumb_rect()
            if thumb is not None and event.pos[0] >= thumb.left - self.px(4):
                if not thumb.collidepoint(event.pos):  # a click on the track pages
                    self.scroll_by(
                        self.rect.height if event.pos[1] > thumb.centery else -self.rect.height
                    )
                    thumb = self.thumb_rect()
                self._drag = event.pos[1] - thumb.top if thumb else None
                return None
            index = self.index_at(event.pos)
            if index is not None:
                self.focus = index
                self.dirty = True
                return index
        elif event.type == pygame.MOUSEBUTTONUP and event.button == CLICK:
            self._drag = None
        elif event.type == pygame.MOUSEMOTION:
            if self._drag is not None:
                self._drag_to(event.pos[1])
            hover = self.index_at(event.pos)
            if hover != self.hover:
                self.hover, self.dirty = hover, True
        return None

    def _drag_to(self, y: int) -> None:
        thumb = self.thumb_rect()
        if thumb is None or self._drag is None:
            return
        track = self.rect.height - self.px(8) - thumb.height
        offset = y - self._drag - self.rect.top - self.px(4)
        self.scroll = round(max(0, min(track, offset)) * self.max_scroll / max(1, track))
        self.dirty = True

    # -- drawing ---------------------------------------------------------------------------

    def paint(self, surface: pygame.Surface) -> None:
        old_clip = surface.get_clip()
        surface.set_clip(self.rect)
        deadline = time.perf_counter() + self.budget_s
        self.incomplete = False
        self._drawn = 0
        shown = self.visible()
        for index in shown:
            self._tile(surface, index, deadline)
        for index in self.visible(extra_rows=2)[len(shown) :]:  # get the next rows ready
            entry = self.entries[index]
            if self.model.has_thumbnail(entry, self.box, self.view.lang):
                continue
            if not self._may_draw(entry, deadline):
                break
            self.model.thumbnail(entry, self.box, self.view.lang)
            self._drawn += 1
        self._starving = self._drawn == 0 and self.incomplete
        surface.set_clip(old_clip)
        self._scroll_bar(surface)

    def draw_name_tip(self, surface: pygame.Surface) -> None:
        """The hovered card's whole name when its tile cut it with "…" (nothing cut without a way to read it)."""
        if self.hover is None or self.hover >= len(self.entries):
            return
        tile = self.tile_rect(self.hover)
        if not self.rect.colliderect(tile):
            return
        name = self.entries[self.hover].display_name(self.view.lang)
        if get_font(self.px(14), True).size(name)[0] <= tile.width:
            return
        anchor = pygame.Rect(tile.left, tile.top + self.box_h + self.px(4), tile.width, self.px(20))
        draw_tooltip(surface, name, anchor, self.px(14))

    def _may_draw(self, entry: CardEntry, deadline: float) -> bool:
        """Whether a missing thumbnail fits this frame (see the module doc)."""
        if time.perf_counter() + self.model.thumbnail_cost(entry) <= deadline:
            return True
        return self._starving and self._drawn == 0

    @property
    def box(self) -> tuple[int, int]:
        return (self.tile_w, self.box_h)

    def _tile(self, surface: pygame.Surface, index: int, deadline: float) -> None:
        entry = self.entries[index]
        tile = self.tile_rect(index)
        box = pygame.Rect(tile.topleft, self.box)
        if index in (self.hover, self.focus):
            colour = style.ACCENT if index == self.focus else style.PANEL_EDGE
            pygame.draw.rect(
                surface, colour, tile.inflate(self.px(12), self.px(12)), 2, border_radius=self.px(8)
            )
        ready = self.model.has_thumbnail(entry, self.box, self.view.lang)
        if ready or self._may_draw(entry, deadline):
            self._drawn += not ready
            thumb = self.model.thumbnail(entry, self.box, self.view.lang)
            if thumb is None:
                self._no_template(surface, box)
            else:
                card = thumb.get_rect(center=box.center)
                template = self.model.set_of(entry).layouts.templates[entry.kind]  # type: ignore[union-attr]
                if self.view.guides:
                    bleed_band(surface, card, template, template.frame)
                surface.blit(thumb, card)
                if self.view.guides:
                    draw_guides(surface, card, template)
                if entry.kept:
                    pygame.draw.rect(surface, KEPT, card.inflate(4, 4), 2, border_radius=self.px(6))
        else:
            self.incomplete = True
            pygame.draw.rect(surface, PLACEHOLDER, box, border_radius=self.px(8))
        self._label(surface, entry, tile)

    def _no_template(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        pygame.draw.rect(surface, PLACEHOLDER, box, border_radius=self.px(8))
        pygame.draw.rect(surface, style.PANEL_EDGE, box, 1, border_radius=self.px(8))
        text = text_surface(
            tr("gallery.no_template", self.view.lang), self.px(13), False, style.TEXT_DIM
        )
        surface.blit(text, text.get_rect(center=box.center))

    def _label(self, surface: pygame.Surface, entry: CardEntry, tile: pygame.Rect) -> None:
        kinds = list(dict.fromkeys(p.kind for p in self.model.problems(entry)))
        dot = self.px(18)  # its letter at least 12 px (issue #24)
        badges_w = len(kinds) * (dot + self.px(3))
        top = tile.top + self.box_h + self.px(4)
        name = fitted_text(
            entry.display_name(self.view.lang), self.px(14), True, style.TEXT, tile.width
        )
        surface.blit(name, (tile.left, top))
        small = fitted_text(
            entry.card_id, self.px(12), False, style.TEXT_DIM, tile.width - badges_w
        )
        surface.blit(small, (tile.left, top + self.px(20)))
        x = tile.right - dot
        for kind in kinds:
            centre = (x + dot // 2, top + self.px(20) + small.get_height() // 2)
            draw_badge(surface, kind, centre, dot // 2)
            x -= dot + self.px(3)

    def _scroll_bar(self, surface: pygame.Surface) -> None:
        thumb = self.thumb_rect()
        if thumb is None:
            return
        track = pygame.Rect(
            thumb.left, self.rect.top + self.px(4), thumb.width, self.rect.height - self.px(8)
        )
        pygame.draw.rect(surface, (32, 38, 48), track, border_radius=thumb.width // 2)
        colour = style.BUTTON_HOVER if self.dragging else style.BUTTON
        pygame.draw.rect(surface, colour, thumb, border_radius=thumb.width // 2)
