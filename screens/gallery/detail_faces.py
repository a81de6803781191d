"""The card faces of the detail view: fitted or zoomed, panned, guides, highlighted regions,
pixel-peek (the drawing half of ``CardDetailScreen``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from engine.core.layouts.schema import Template
from screens.gallery import zoom as Z
from screens.gallery.guides import PROBLEM_COLOURS, bleed_band, dashed_rect, draw_guides
from screens.gallery.strings import FACE_IDS
from screens.kit import style
from screens.kit.i18n import tr
from screens.kit.text.fonts import text_surface

if TYPE_CHECKING:
    from screens.gallery.cardset import CardEntry, GameSet
    from screens.gallery.grid import ViewState
    from screens.gallery.model import GalleryModel
    from screens.kit.cards.renderer import CardRenderer

KEPT = (236, 190, 70)


class FacesMixin:
    """Drawing for ``CardDetailScreen``, which provides ``model``, ``view``, ``entry``,
    ``zoom``, ``pan``, ``faces_rect``, and (from ``Screen``) ``px``, ``lang``, ``app``."""

    model: GalleryModel
    view: ViewState
    zoom: float | None
    pan: list[int]
    app: Any
    if TYPE_CHECKING:
        lang: str

        @property
        def entry(self) -> CardEntry: ...

        def faces_rect(self) -> pygame.Rect: ...

        def px(self, value: float) -> int: ...

    # -- sizes ------------------------------------------------------------------------------

    def _set(self) -> tuple[GameSet, CardRenderer | None, Template | None]:
        game_set = self.model.set_of(self.entry)
        renderer = game_set.print_renderer(self.entry.user)  # preview = print (issue #26)
        layouts = game_set.layouts
        template = layouts.templates.get(self.entry.kind) if layouts else None
        return game_set, renderer, template

    def fit_height(self, template: Template) -> int:
        """The card height that shows both faces side by side with their bleed in the area."""
        area = self.faces_rect()
        w_mm, h_mm = template.size_mm
        bleed = 2 * template.bleed_mm
        height = min(
            area.height - self.px(40),
            round((area.width / 2 - self.px(30)) * (h_mm + bleed) / (w_mm + bleed)),
        )
        return max(1, round(height * h_mm / (h_mm + bleed)))

    def fit_zoom(self) -> float:
        _set, _renderer, template = self._set()
        if template is None:
            return 1.0
        return Z.zoom_of(self.fit_height(template), template.size_mm, self.app.settings.ui_scale)

    def card_height(self, template: Template) -> int:
        if self.zoom is None:
            return self.fit_height(template)
        return Z.card_height(template.size_mm, self.zoom, self.app.settings.ui_scale)

    def zoom_text(self) -> str:
        shown = self.fit_zoom() if self.zoom is None else self.zoom
        word = tr("gallery.detail.fit", self.lang) + " " if self.zoom is None else ""
        return f"{word}{Z.zoom_label(shown)}"

    def label_surface(self, text: str) -> pygame.Surface:
        return text_surface(text, self.px(16), True, style.TEXT_DIM)

    # -- the faces ------------------------------------------------------------------------------

    def second_face(self) -> str:
        """"flip" for a card with two faces, else "back" (what print puts behind it)."""
        _set, renderer, _template = self._set()
        try:
            two = renderer is not None and "flip" in renderer.faces(self.entry.kind, self.entry.data)
        except KeyError:
            two = False
        return "flip" if two else "back"

    def face_names(self) -> list[str]:
        """The front, then its flip side or back; for a card edited since the gallery opened,
        the front then the front as it was ("before", issue #26)."""
        return ["front", "before" if self.model.before(self.entry) is not None else self.second_face()]

    def faces(self) -> list[tuple[str, pygame.Surface | None]]:
        """(caption, surface) of the front and of the flip side, back or earlier version."""
        _set, renderer, template = self._set()
        if renderer is None or template is None:
            return [(tr("gallery.no_template", self.lang), None)]
        height = self.card_height(template)
        shown = []
        for face in self.face_names():
            caption = tr(FACE_IDS[face], self.lang)
            entry = self.model.before(self.entry) if face == "before" else self.entry
            try:
                if face == "back" or entry is None:
                    surface = renderer.render_back_printed(self.entry.kind, height=height)
                else:
                    surface = renderer.render_printed(
                        entry.data,
                        entry.kind,
                        height=height,
                        face="flip" if face == "flip" else "front",
                        lang=self.view.lang,
                    ).surface
            except (ValueError, TypeError, KeyError, IndexError):
                surface = None  # raw data that cannot be drawn: the problems say why
            shown.append((caption, surface))
        return shown

    def face_rects(
        self, pan: tuple[int, int] | None = None
    ) -> list[tuple[str, pygame.Rect, pygame.Surface | None]]:
        """(face name, where it is drawn, surface) of each face, the pan applied.

        At "fit" both faces are centred together; zoomed, the front is centred first.
        """
        dx, dy = self.pan if pan is None else pan
        area = self.faces_rect()
        faces = self.faces()
        template = self._set()[2]
        names = self.face_names()
        sizes = [s.get_size() if s else (area.width // 3, area.height // 2) for _, s in faces]
        bleed = round(template.bleed_mm * sizes[0][0] / template.size_mm[0]) if template else 0
        gap = self.px(30) + 2 * bleed  # the bleed bands of the guides never touch
        total_w = sum(w for w, _ in sizes) + gap * (len(sizes) - 1)
        first_w = sizes[0][0]
        x = area.centerx - (total_w if self.zoom is None else first_w) // 2 + dx
        out = []
        for name, (w, h), (_, surface) in zip(names, sizes, faces, strict=False):
            rect = pygame.Rect(x, 0, w, h)
            rect.centery = area.centery - self.px(18) + dy
            out.append((name, rect, surface))
            x += w + gap
        return out

    def clamp_pan(self) -> None:
        """A pan keeps a part of the faces in view; at "fit" there is nothing to pan."""
        if self.zoom is None:
            self.pan = [0, 0]
            return
        rects = [r for _, r, _ in self.face_rects((0, 0))]
        area = self.faces_rect().inflate(-self.px(80), -self.px(80))
        content = rects[0].unionall(rects[1:])
        low_x, high_x = area.right - content.right, area.left - content.left
        low_y, high_y = area.bottom - content.bottom, area.top - content.top
        self.pan = [
            max(min(low_x, 0), min(max(high_x, 0), self.pan[0])),
            max(min(low_y, 0), min(max(high_y, 0), self.pan[1])),
        ]

    def bleed_colour(self, face: str) -> tuple[int, ...]:
        """The print bleed of the front, of the flip side, or of the back (its design's frame)."""
        layouts = self.model.set_of(self.entry).layouts
        assert layouts is not None
        template = layouts.templates[self.entry.kind]
        if face in ("front", "before"):
            return template.frame
        if face == "flip" and template.flip is not None:
            return template.flip.frame
        return layouts.back_for(self.entry.kind).frame

    def draw_faces(self, surface: pygame.Surface) -> None:
        area = self.faces_rect()
        _set, _renderer, template = self._set()
        old_clip = surface.get_clip()
        surface.set_clip(area.inflate(self.px(16), self.px(16)))
        captions = FACE_IDS
        for face, rect, card in self.face_rects():
            if card is None:
                pygame.draw.rect(surface, (44, 52, 64), rect, border_radius=self.px(10))
                continue
            if template is not None and self.view.guides:
                bleed_band(surface, rect, template, self.bleed_colour(face))
            surface.blit(card, rect)
            if template is not None:
                self.highlight(surface, rect, template, face)
                if self.view.guides:
                    draw_guides(surface, rect, template)
            if self.entry.kept:
                pygame.draw.rect(surface, KEPT, rect.inflate(6, 6), 2, border_radius=self.px(8))
            label = self.label_surface(tr(captions[face], self.lang))
            surface.blit(label, label.get_rect(midtop=(rect.centerx, rect.bottom + self.px(12))))
        surface.set_clip(old_clip)

    def highlight(
        self, surface: pygame.Surface, rect: pygame.Rect, template: Template, face: str
    ) -> None:
        """Outline each region with a layout problem on this face in the language shown."""
        if face in ("back", "before"):
            return  # the problems are the card's as it is now
        regions = {r.name: r for r in template.face(face).regions}
        ppm = rect.width / template.size_mm[0]
        for problem in self.model.problems(self.entry):
            region = regions.get(problem.subject)
            if region is None or problem.face != face or problem.lang not in ("", self.view.lang):
                continue
            if problem.kind not in PROBLEM_COLOURS:
                continue
            x, y, w, h = region.rect_mm(*template.size_mm)
            box = pygame.Rect(
                rect.left + round(x * ppm),
                rect.top + round(y * ppm),
                round(w * ppm),
                round(h * ppm),
            )
            colour = PROBLEM_COLOURS[problem.kind]
            if problem.kind == "shrunk":
                dashed_rect(surface, colour, box, max(3, rect.width // 60))
            else:
                pygame.draw.rect(surface, colour, box, max(2, self.px(3)))

    def draw_peek(self, surface: pygame.Surface, pointer: tuple[int, int]) -> None:
        """The loupe over the face under the pointer, from its 300-dpi print render."""
        _set, renderer, template = self._set()
        if renderer is None or template is None:
            return
        for face, rect, card in self.face_rects():
            if card is None or not rect.collidepoint(pointer):
                continue
            entry = self.model.before(self.entry) if face == "before" else self.entry
            try:
                if face == "back" or entry is None:
                    sharp = renderer.render_back(self.entry.kind, dpi=Z.PRINT_DPI)
                else:
                    sharp = renderer.render(
                        entry.data,
                        entry.kind,
                        dpi=Z.PRINT_DPI,
                        face="flip" if face == "flip" else "front",
                        lang=self.view.lang,
                    ).surface
            except (ValueError, TypeError, KeyError, IndexError):
                return
            Z.draw_peek(surface, pointer, rect, sharp)
            return
