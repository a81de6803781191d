"""``CardRenderer``: a card (pydantic model or dict) drawn through its layout template.

Any pixel size (or DPI), both faces of two-faced cards, backs. Rendered surfaces are
cached by every input of their pixels (``inputs.card_digest``: data, template, icons,
labels, image files) with size, face, language and the trim outline, so drawing the same
card again is a dictionary look-up and an edited input is never shown stale. Each render comes with a ``RenderReport`` (see
``report.py``). Widgets draw a ``CardItem`` through ``surface_for``, where a ``Hidden``
is only ever drawn as a back: no face can be drawn that the caller did not give.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

import pygame
from pydantic import BaseModel

from engine.core.kernel.view import Hidden
from engine.core.layouts.schema import MM_PER_POINT, SIZES_MM, LayoutsFile, Template
from screens.kit.cards import paint
from screens.kit.cards.face import FacePainter
from screens.kit.cards.fields import face_shows_data
from screens.kit.cards.icons import IconSet
from screens.kit.cards.images import load_image, scaled
from screens.kit.cards.inputs import card_digest, digest, file_digest
from screens.kit.cards.report import RenderReport

BACK_CORNER_MM = 3.0
PRINT_DPI = 300.0  # what render-cards draws by default, and what every preview is scaled from
MIN_BACK_LABEL_PT = 6.0  # a back's label is never drawn smaller (it may then overflow)


@dataclass(frozen=True)
class CardFace:
    """A card a seat may see: its kind (template name), its data, which face is up."""

    kind: str
    card: Any  # a CardModel (any pydantic model) or a mapping of fields
    face: str = "front"


CardItem = CardFace | Hidden


class CardSource(Protocol):
    """What the hand and pile widgets draw cards with: a ``CardRenderer`` (print faces) or a
    ``TableFace.source`` (table faces)."""

    def surface_for(
        self, item: CardItem, *, width: int | None = None, height: int | None = None, dimmed: bool = False
    ) -> pygame.Surface: ...

    def render_back(self, name: str = "", *, width: int | None = None, height: int | None = None) -> pygame.Surface: ...

    def back_size_mm(self, name: str) -> tuple[float, float]: ...


@dataclass(frozen=True)
class RenderedCard:
    surface: pygame.Surface  # shared with the cache: blit it, never draw on it
    report: RenderReport


def pixel_size(
    size_mm: tuple[float, float],
    width: int | None = None,
    height: int | None = None,
    dpi: float | None = None,
) -> tuple[int, int]:
    """A card of ``size_mm`` at a pixel width, else a pixel height, else a DPI."""
    w_mm, h_mm = size_mm
    if width is not None:
        return width, max(1, round(width * h_mm / w_mm))
    if height is not None:
        return max(1, round(height * w_mm / h_mm)), height
    if dpi is not None:
        return max(1, round(w_mm * dpi / 25.4)), max(1, round(h_mm * dpi / 25.4))
    raise ValueError("give a width, a height or a dpi")


class CardRenderer:
    """Draws the cards of one game's ``layouts.toml``; image paths are under ``data_dir``."""

    def __init__(
        self,
        layouts: LayoutsFile,
        data_dir: Path | None = None,
        *,
        lang: str = "ja",
        cache_size: int = 512,
        outline: bool = True,
    ) -> None:
        self.layouts = layouts
        self.data_dir = data_dir
        self.lang = lang
        self.outline = outline  # the dark edge at the trim line (on screen; print may omit it)
        self.icons = IconSet(layouts.icons, data_dir)
        self.renders = 0  # faces and backs actually drawn (cache misses)
        self._cache: OrderedDict[tuple[Any, ...], Any] = OrderedDict()
        self._cache_size = cache_size
        self._inputs: dict[tuple[str, str], str] = {}
        self._scaled: dict[tuple[int, tuple[int, int]], tuple[pygame.Surface, pygame.Surface]] = {}

    def template(self, kind: str) -> Template:
        try:
            return self.layouts.templates[kind]
        except KeyError:
            raise KeyError(f"layouts.toml has no template for card kind {kind!r}") from None

    def faces(self, kind: str, data: Any = None) -> tuple[str, ...]:
        """``("front",)`` or, for a two-faced card, ``("front", "flip")``.

        Given the card's ``data``, a flip face that would show none of it is no face: the
        card is one-faced and prints with its back (``fields.face_shows_data``).
        """
        flip = self.template(kind).flip
        if flip is None:
            return ("front",)
        if data is not None:
            fields = data.model_dump() if isinstance(data, BaseModel) else data
            if not face_shows_data(flip, fields, self.layouts.labels, self.template(kind)):
                return ("front",)
        return ("front", "flip")

    def back_template(self, name: str) -> Template | None:
        """The template ``name``, or the first one using the back ``name``."""
        templates = self.layouts.templates
        return templates.get(name) or next((t for t in templates.values() if t.back == name), None)

    def back_size_mm(self, name: str) -> tuple[float, float]:
        """The size of a back: of the template ``name``, or of one using the back ``name``."""
        template = self.back_template(name)
        return template.size_mm if template else SIZES_MM["poker"]

    def back_geometry(self, name: str, size: tuple[int, int]) -> tuple[int, int, int]:
        """(corner, safe-area inset, smallest emblem label) in px of the back ``name`` at ``size``."""
        template = self.back_template(name)
        size_mm = self.back_size_mm(name)
        ppm = size[0] / size_mm[0]
        safe_mm = template.safe_mm if template else 3.0
        min_px = max(1, round(MIN_BACK_LABEL_PT * MM_PER_POINT * ppm))
        return round(BACK_CORNER_MM * ppm), round(safe_mm * ppm), min_px

    def back_emblem(
        self, name: str, size: tuple[int, int]
    ) -> tuple[pygame.Rect, pygame.Rect] | None:
        """(safe area, emblem plate) of the back ``name`` drawn at ``size``; None: no label."""
        design = self.layouts.back_for(name)
        if not design.label:
            return None
        _corner, safe_px, min_px = self.back_geometry(name, size)
        area = paint.safe_area(size, max(2, size[0] // 22), safe_px)
        safe = pygame.Rect(0, 0, *size).inflate(-2 * safe_px, -2 * safe_px)
        return safe, paint.emblem_layout(design, area, min_px)[1]

    def render(
        self,
        card: Any,
        kind: str,
        *,
        width: int | None = None,
        height: int | None = None,
        dpi: float | None = None,
        face: str = "front",
        lang: str | None = None,
        inputs: str | None = None,
    ) -> RenderedCard:
        """``card`` drawn through the template of ``kind`` (from the cache when it can).

        ``inputs`` is ``inputs.card_digest`` of the card when the caller already has it.
        """
        template = self.template(kind)
        lang = lang or self.lang
        data: Mapping[str, Any] = card.model_dump() if isinstance(card, BaseModel) else card
        size = pixel_size(template.size_mm, width, height, dpi)
        card_id = str(data.get("id", ""))
        inputs = inputs or self.inputs_of(kind, data)
        key = (card_id, inputs, size, face, lang, self.outline)
        hit = self._cached(key)
        if hit is None:
            painter = FacePainter(
                template,
                template.face(face),
                size,
                self.icons,
                self.layouts.keyword,
                self._image,
                self.layouts.labels,
                outline=self.outline,
            )
            surface = painter.paint(data, lang)
            report = RenderReport(
                card_id,
                kind,
                face,
                tuple(painter.fits),
                tuple(painter.missing),
                tuple(sorted(painter.unknown_icons)),
            )
            hit = self._store(key, RenderedCard(surface, report))
        return hit

    def render_printed(
        self,
        card: Any,
        kind: str,
        *,
        width: int | None = None,
        height: int | None = None,
        face: str = "front",
        lang: str | None = None,
        inputs: str | None = None,
        dpi: float = PRINT_DPI,
    ) -> RenderedCard:
        """The raster the print export draws (``dpi``), scaled to ``width`` or ``height``.

        Preview equals print (issue #26): the gallery and its zoom show this, so text that is
        cut or shrunk in print is so on screen, and nothing else is. Shrinking is smooth;
        enlarging past the print raster shows its pixels (what the printer gets).
        """
        printed = self.render(card, kind, dpi=dpi, face=face, lang=lang, inputs=inputs)
        size = pixel_size(self.template(kind).size_mm, width, height)
        return RenderedCard(self._scaled_to(printed.surface, size), printed.report)

    def render_back_printed(
        self, name: str = "", *, width: int | None = None, height: int | None = None, dpi: float = PRINT_DPI
    ) -> pygame.Surface:
        """The back as print draws it, scaled (see ``render_printed``)."""
        printed = self.render_back(name, dpi=dpi)
        return self._scaled_to(printed, pixel_size(self.back_size_mm(name), width, height))

    def _scaled_to(self, source: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
        """``source`` at ``size`` (cached while ``source`` is the cached render)."""
        if size == source.get_size():
            return source
        key = (id(source), size)
        hit = self._scaled.get(key)
        if hit is None or hit[0] is not source:
            big = size[0] > source.get_width()
            shown = pygame.transform.scale(source, size) if big else pygame.transform.smoothscale(source, size)
            if len(self._scaled) >= self._cache_size:
                self._scaled.pop(next(iter(self._scaled)))
            hit = self._scaled[key] = (source, shown)
        return hit[1]

    def render_back(
        self,
        name: str = "",
        *,
        width: int | None = None,
        height: int | None = None,
        dpi: float | None = None,
    ) -> pygame.Surface:
        """The back ``name``: a name in ``[backs]`` or a card kind; "" is the default back."""
        size_mm = self.back_size_mm(name)
        size = pixel_size(size_mm, width, height, dpi)
        design = self.layouts.back_for(name)
        pictured = (
            file_digest(self.data_dir / design.image) if design.image and self.data_dir else ""
        )
        geometry = self.back_geometry(name, size)
        key = ("back", name, size, design, pictured, geometry, self.outline)
        hit = self._cached(key)
        if hit is None:
            art = self._image(design.image, size, "cover") if design.image else None
            corner, safe_px, min_px = geometry
            surface = paint.back(
                size,
                design,
                corner,
                art,
                outline=self.outline,
                safe_px=safe_px,
                min_label_px=min_px,
            )
            hit = self._store(key, surface)
        return hit

    def surface_for(
        self, item: CardItem, *, width: int | None = None, height: int | None = None, dimmed: bool = False
    ) -> pygame.Surface:
        """What a widget blits for ``item``: a ``Hidden`` is only ever its back. ``dimmed``: under a
        dark veil (a print face has no muted colours; the table face dims without the veil)."""
        if isinstance(item, Hidden):
            shown = self.render_back(item.back, width=width, height=height)
        else:
            shown = self.render(item.card, item.kind, width=width, height=height, face=item.face).surface
        return self._veiled(shown) if dimmed else shown

    def _veiled(self, shown: pygame.Surface) -> pygame.Surface:
        key = ("veiled", id(shown), shown.get_size())
        hit = self._cached(key)
        if hit is None or hit[0] is not shown:
            hit = self._store(key, (shown, paint.veiled(shown)))
        return hit[1]

    def inputs_of(self, kind: str, data: Mapping[str, Any]) -> str:
        """``card_digest`` of a card, worked out once per (kind, data) in this renderer (a
        renderer lives as long as its layouts; callers that track image files on disk
        across a reload pass ``inputs`` themselves)."""
        key = (kind, digest(data))
        found = self._inputs.get(key)
        if found is None:
            if len(self._inputs) > 4 * self._cache_size + 256:
                self._inputs.clear()
            found = self._inputs[key] = card_digest(self.layouts, kind, data, self.data_dir)
        return found

    def _cached(self, key: tuple[Any, ...]) -> Any:
        hit = self._cache.get(key)
        if hit is not None:
            self._cache.move_to_end(key)
        return hit

    def _store(self, key: tuple[Any, ...], value: Any) -> Any:
        self.renders += 1
        self._cache[key] = value
        if len(self._cache) > self._cache_size:
            self._cache.popitem(last=False)
        return value

    def _image(self, path: str, size: tuple[int, int], fit: str) -> pygame.Surface | None:
        image = load_image(self.data_dir / path) if self.data_dir else None
        return scaled(image, size, fit) if image is not None else None
