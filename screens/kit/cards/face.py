"""Painting one face of one card at one pixel size, region by region."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import pygame

from engine.core.layouts.icons import ICON_TOKEN
from engine.core.layouts.schema import MM_PER_POINT, Face, KeywordStyle, Region, Template
from screens.kit.cards import paint
from screens.kit.cards.fields import Labels, icon_keys, lookup, region_text
from screens.kit.cards.icons import IconSet
from screens.kit.cards.report import RegionFit
from screens.kit.text.ellipsis import shown_lines
from screens.kit.text.fit import FitResult, fit_text
from screens.kit.text.rich import RichFont

ImageLoader = Callable[[str, tuple[int, int], str], pygame.Surface | None]


class FacePainter:
    """Draws ``face`` of ``template`` with ``data`` and records what did not fit or load."""

    def __init__(
        self,
        template: Template,
        face: Face,
        size: tuple[int, int],
        icons: IconSet,
        keyword: KeywordStyle,
        image: ImageLoader,
        labels: Labels,
        *,
        outline: bool = True,
    ) -> None:
        self.template = template
        self.face = face
        self.size = size
        self.icons = icons
        self.keyword = keyword
        self.labels = labels
        self.image = image
        self.outline = outline
        self.ppm = size[0] / template.size_mm[0]  # pixels per mm
        self.fits: list[RegionFit] = []
        self.missing: list[str] = []
        self.unknown_icons: set[str] = set()

    def px(self, mm: float) -> int:
        return round(mm * self.ppm)

    def paint(self, data: Mapping[str, Any], lang: str) -> pygame.Surface:
        """The card face; ``fits``, ``missing`` and ``unknown_icons`` are filled on the way."""
        face = self.face
        frame_px, corner_px = self.px(face.frame_mm), self.px(self.template.corner_mm)
        surface = paint.card_body(
            self.size, face.background, face.frame, frame_px, corner_px, outline=self.outline
        )
        if face.frame_image:
            self._image(surface, face.frame_image, surface.get_rect(), "cover")
        for region in face.regions:
            x, y, w, h = (self.px(v) for v in region.rect_mm(*self.template.size_mm))
            rect = pygame.Rect(x, y, max(1, w), max(1, h))
            if region.kind == "icons":
                self._icons(surface, region, rect, icon_keys(region, data, lang))
            elif region.kind == "art":
                path = region.image or lookup(data, region.field, lang)
                if isinstance(path, str) and path:
                    self._panel(surface, region, rect, border=False)
                    self._image(surface, path, rect, region.fit)
                    self._panel(surface, region, rect, fill=False)
            else:
                text = region_text(region, data, lang, self.labels)
                if text is not None:
                    self._panel(surface, region, rect)
                    self._text(surface, region, rect, text)
        return surface

    def _image(self, surface: pygame.Surface, path: str, rect: pygame.Rect, fit: str) -> None:
        image = self.image(path, rect.size, fit)
        if image is None:
            paint.placeholder(surface, rect, self.face.frame)
            self.missing.append(path)
        else:
            surface.blit(image, rect)

    def _panel(
        self,
        surface: pygame.Surface,
        region: Region,
        rect: pygame.Rect,
        *,
        fill: bool = True,
        border: bool = True,
    ) -> None:
        fill_colour = region.fill if fill else None
        border_colour = region.border if border else None
        if fill_colour or border_colour:
            width = max(1, self.px(region.border_mm))
            paint.panel(
                surface,
                rect,
                region.shape,
                fill_colour,
                border_colour,
                width,
                self.px(region.radius_mm),
            )

    def _inner(self, region: Region, rect: pygame.Rect) -> pygame.Rect:
        pad = self.px(region.padding_mm)
        return rect.inflate(-2 * pad, -2 * pad)

    def _icons(
        self, surface: pygame.Surface, region: Region, rect: pygame.Rect, keys: list[str]
    ) -> None:
        if not keys:
            return
        self._panel(surface, region, rect)
        inner = self._inner(region, rect)
        size = max(1, inner.height)
        gap = max(1, size // 6)
        total = len(keys) * size + (len(keys) - 1) * gap
        x = {"center": inner.centerx - total // 2, "right": inner.right - total}.get(
            region.align, inner.left
        )
        for key in keys:
            self.unknown_icons.update({key} - set(self.icons.keys()))
            surface.blit(self.icons.icon(key, size), (x, inner.top))
            x += size + gap

    def _font(self, region: Region, size: int) -> RichFont:
        return RichFont(
            size,
            bold=region.bold,
            color=region.color,
            keyword=self.keyword,
            icons=self.icons,
            line_spacing=region.line_spacing,
        )

    def _text(self, surface: pygame.Surface, region: Region, rect: pygame.Rect, text: str) -> None:
        if not text:
            return
        self.unknown_icons.update(k for k in ICON_TOKEN.findall(text) if k not in self.icons.keys())
        pt_px = MM_PER_POINT * self.ppm
        size = max(1, round(region.font_size * pt_px))
        min_size = max(1, round(region.min_size * pt_px))
        inner = self._inner(region, rect)
        result = fit_text(
            text,
            inner.width,
            inner.height,
            size,
            min_size,
            lambda s: self._font(region, s),
            wrap_lines=region.wrap,
            atomic=self._font(region, size).pattern,
        )
        font = self._font(region, result.size)
        lines = result.lines if result.fits else shown_lines(
            result.lines, inner.width, inner.height, font, font.pattern
        )
        font.draw_lines(surface, inner, lines, region.align, region.valign)
        self.fits.append(_region_fit(region, result, pt_px))


def _region_fit(region: Region, result: FitResult, pt_px: float) -> RegionFit:
    """``result`` in points: a size not shrunk is reported as asked (no rounding noise)."""
    return RegionFit(
        region=region.name,
        fits=result.fits,
        size_pt=round(result.size / pt_px, 2) if result.shrunk else region.font_size,
        asked_pt=region.font_size,
        min_pt=region.min_size,
        overflow_lines=result.overflow_lines,
        overflow_px=result.overflow_px,
        overflow_width_px=result.overflow_width_px,
        needed_pt=round(result.needed_size / pt_px, 2) if result.needed_size else None,
    )
