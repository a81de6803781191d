"""The table face (issue #24): a card drawn at the size a table shows it, never a shrunk print.

``TableFace.draw(item, size, lang=, scale=, state=)`` paints a ``CardItem`` from the game's
layout (its template's regions) and the card's fields: name, cost and stats always at or
above the readability floor (12 px × the UI scale), as much rules text as fits at or above
it, ending in ``…`` when cut (``cards.table_paint``); the full card is the hover preview
(``cards.preview.HoverPreview``, the print face). A ``Hidden`` item, or ``state.face_down``,
is the card's back, its label drawn only when it fits at the floor. Surfaces are cached by
every input of their pixels: the card's digest (data, template, icons, labels, images), its
face, the size, language, floor and state.

``TableFace.source(lang, scale)`` is the same faces as a ``CardSource`` for the kit's hand
and piles (``surface_for(item, width=, height=, dimmed=)``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import pygame
from pydantic import BaseModel

from engine.core.kernel.view import Hidden
from screens.kit import style
from screens.kit.cards import paint
from screens.kit.cards.renderer import CardItem, CardRenderer, pixel_size
from screens.kit.cards.table_paint import FaceFacts, TablePainter
from screens.kit.surface_cache import MB, SurfaceLRU

FLOOR_PX = 12  # the smallest text a player needs, at 100 % (issue #24)
FACES_BUDGET = 24 * MB  # pixels of faces kept (a face at table size is about 0.1 MB)


@dataclass(frozen=True)
class FaceState:
    """How a card is shown: greyed (not playable now), picked, or face down."""

    dimmed: bool = False
    selected: bool = False
    face_down: bool = False


PLAIN = FaceState()


def floor_px(scale: float, floor: int = FLOOR_PX) -> int:
    """The readability floor in px at a UI scale."""
    return max(1, round(floor * scale))


class TableFace:
    """Cards of one game (one ``CardRenderer``'s layouts) at table size."""

    def __init__(self, renderer: CardRenderer, *, floor: int = FLOOR_PX, cache_size: int = 512) -> None:
        self.renderer = renderer
        self.floor = floor
        self.draws = 0  # faces actually painted (cache misses)
        self._cache: SurfaceLRU[tuple[Any, ...], tuple[pygame.Surface, FaceFacts]] = SurfaceLRU(cache_size, FACES_BUDGET)
        self._cache_size = cache_size
        self._models: dict[int, tuple[Any, str, Mapping[str, Any], str]] = {}  # id -> (model, kind, fields, digest)

    # -- sizes -------------------------------------------------------------------------------
    def size_mm(self, item: CardItem) -> tuple[float, float]:
        if isinstance(item, Hidden):
            return self.renderer.back_size_mm(item.back)
        return self.renderer.template(item.kind).size_mm

    def size_at(self, item: CardItem, *, width: int | None = None, height: int | None = None) -> tuple[int, int]:
        """The card's pixel size at a width or a height (its template's proportions)."""
        return pixel_size(self.size_mm(item), width, height)

    # -- drawing -----------------------------------------------------------------------------
    def draw(self, item: CardItem, size: tuple[int, int], *, lang: str, scale: float,
             state: FaceState = PLAIN) -> pygame.Surface:
        """``item`` painted at ``size`` px (shared with the cache: blit it, never draw on it)."""
        return self._drawn(item, size, lang, scale, state)[0]

    def facts(self, item: CardItem, size: tuple[int, int], *, lang: str, scale: float,
              state: FaceState = PLAIN) -> FaceFacts:
        """What ``draw`` drew for these inputs: text sizes in px, whether text was cut."""
        return self._drawn(item, size, lang, scale, state)[1]

    def source(self, lang: str, scale: float) -> BoundFaces:
        """These faces at one language and scale, for the hand and pile widgets."""
        return BoundFaces(self, lang, scale)

    def _drawn(self, item: CardItem, size: tuple[int, int], lang: str, scale: float,
               state: FaceState) -> tuple[pygame.Surface, FaceFacts]:
        size = (max(8, int(size[0])), max(8, int(size[1])))
        floor = floor_px(scale, self.floor)
        if isinstance(item, Hidden) or state.face_down:
            back = item.back if isinstance(item, Hidden) else self.renderer.template(item.kind).back
            key: tuple[Any, ...] = ("back", back, size, floor, state.dimmed, state.selected)
            return self._cached(key, lambda: (self._back(back, size, floor, state), FaceFacts()))
        data, inputs = self._inputs(item.kind, item.card)
        key = ("face", item.kind, item.face, inputs, size, lang, floor, state)
        return self._cached(key, lambda: self._face(item.kind, item.face, data, size, lang, floor, state))

    def _inputs(self, kind: str, card: Any) -> tuple[Mapping[str, Any], str]:
        """The card's fields and the digest of every input of its pixels. A frozen model (a game's
        card) is worked out once and remembered by identity; a mapping is hashed each time (it
        may have been edited in place)."""
        if isinstance(card, BaseModel) and card.model_config.get("frozen"):
            hit = self._models.get(id(card))
            if hit is None or hit[0] is not card or hit[1] != kind:
                data = card.model_dump()
                if len(self._models) > 4 * self._cache_size:
                    self._models.clear()
                hit = self._models[id(card)] = (card, kind, data, self.renderer.inputs_of(kind, data))
            return hit[2], hit[3]
        data = card.model_dump() if isinstance(card, BaseModel) else card
        return data, self.renderer.inputs_of(kind, data)

    def _cached(self, key: tuple[Any, ...], make: Any) -> tuple[pygame.Surface, FaceFacts]:
        hit = self._cache.get(key)
        if hit is None:
            hit = self._cache.put(key, make())
            self.draws += 1
        return hit

    def _face(self, kind: str, face: str, data: Mapping[str, Any], size: tuple[int, int], lang: str,
              floor: int, state: FaceState) -> tuple[pygame.Surface, FaceFacts]:
        renderer = self.renderer
        template = renderer.template(kind)
        corner = round(template.corner_mm * size[0] / template.size_mm[0])
        painter = TablePainter(template.face(face), renderer.icons, renderer.layouts.keyword,
                               renderer.layouts.labels, floor, corner_px=corner, dimmed=state.dimmed)
        surface = painter.paint(data, lang, size)
        if state.selected:
            _outline(surface, corner, floor)
        return surface, painter.facts

    def _back(self, name: str, size: tuple[int, int], floor: int, state: FaceState) -> pygame.Surface:
        """The back ``name`` at ``size``; its label only when it fits at the floor (else it is
        decoration too small to read, and left out)."""
        design = self.renderer.layouts.back_for(name)
        corner, safe_px, _min = self.renderer.back_geometry(name, size)
        if design.label:
            area = paint.safe_area(size, max(2, size[0] // 22), safe_px)
            label_px, plate = paint.emblem_layout(design, area, floor)
            if label_px < floor or plate.width > area.width or plate.height > area.height:
                design = design.model_copy(update={"label": ""})
        surface = paint.back(size, design, corner, None, safe_px=safe_px, min_label_px=floor)
        if state.dimmed:
            veil = pygame.Surface(size, pygame.SRCALPHA)
            veil.fill((128, 128, 128, 90))
            surface.blit(veil, (0, 0), special_flags=0)
        if state.selected:
            _outline(surface, corner, floor)
        return surface


def _outline(surface: pygame.Surface, corner: int, floor: int) -> None:
    width = max(2, floor // 4)
    pygame.draw.rect(surface, style.SELECTED, surface.get_rect(), width=width, border_radius=corner)


class BoundFaces:
    """A ``TableFace`` at one language and scale: what the hand and piles draw cards with."""

    def __init__(self, faces: TableFace, lang: str, scale: float) -> None:
        self.faces = faces
        self.lang = lang
        self.scale = scale

    def surface_for(self, item: CardItem, *, width: int | None = None, height: int | None = None,
                    dimmed: bool = False) -> pygame.Surface:
        size = self.faces.size_at(item, width=width, height=height)
        return self.faces.draw(item, size, lang=self.lang, scale=self.scale, state=FaceState(dimmed=dimmed))

    def render_back(self, name: str = "", *, width: int | None = None, height: int | None = None) -> pygame.Surface:
        item = Hidden("card", name)
        return self.surface_for(item, width=width, height=height)

    def back_size_mm(self, name: str) -> tuple[float, float]:
        return self.faces.renderer.back_size_mm(name)
