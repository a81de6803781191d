"""Measure every text drawn while a screen draws: its rendered height in px (issue #24).

Only active inside ``with TextProbe() as probe:``; outside it nothing is patched, so normal runs
pay nothing. While active it records each text any font renders:

- our own text (``screens.kit.text.fonts``, the card painter, anything calling ``pygame.font.Font``)
  by swapping ``pygame.font.Font`` for a recording subclass, as the privacy harness does;
- pygame-gui's elements (buttons, labels, text boxes) at ``GUIFontPygame`` / ``GUIFontFreetype``
  ``render_premul`` and ``render_premul_to``, where pygame-gui turns a text chunk into pixels.

**Rendered height** is one definition for every source: the height of the ink of the text as
rendered (the bounding rect of the surface's pixels with alpha >= ``INK_ALPHA``), times the
scale at which it is shown when a card is drawn at print resolution and shrunk
(``CardRenderer.render_printed``). So "Ag" measures ascender to descender, "ace" its x-height:
the size a player actually sees. The font size asked (pygame's point size, in px) is kept
beside it. A text with no letter or digit ("·", "—", "+") is listed but never the smallest.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

INK_ALPHA = 64  # a pixel at least a quarter opaque is ink; fainter anti-aliasing fringe is not

CARD, SCREEN, GUI = "card", "screen", "gui"


@dataclass(frozen=True, order=True)
class DrawnText:
    """One text as drawn: ink height in px, the font size asked, where it came from, the text."""

    height: int
    size: int
    source: str
    text: str

    @property
    def has_words(self) -> bool:
        return any(ch.isalnum() for ch in self.text)


def ink_height(surface: pygame.Surface) -> int:
    """Height in px of the pixels of ``surface`` at least ``INK_ALPHA`` opaque (0 when none)."""
    if surface.get_width() == 0 or surface.get_height() == 0:
        return 0
    if not surface.get_flags() & pygame.SRCALPHA:
        surface = surface.convert_alpha() if pygame.display.get_surface() else _with_alpha(surface)
    return int(surface.get_bounding_rect(min_alpha=INK_ALPHA).height)


def _with_alpha(surface: pygame.Surface) -> pygame.Surface:
    copy = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    copy.blit(surface, (0, 0))
    return copy


@dataclass
class TextProbe:
    """Records ``DrawnText`` for every text rendered while the ``with`` block runs."""

    drawn: set[DrawnText] = field(default_factory=set)
    _undo: list[tuple[Any, str, Any]] = field(default_factory=list)
    _card_depth: int = 0
    _shown_scale: float = 1.0

    def record(self, text: Any, size: int, surface: pygame.Surface, source: str | None = None) -> None:
        text = str(text).strip()
        if not text:
            return
        height = round(ink_height(surface) * self._shown_scale)
        self.drawn.add(DrawnText(height, int(size), source or (CARD if self._card_depth else SCREEN), text))

    def sizes(self) -> list[DrawnText]:
        """Every text drawn, smallest rendered height first."""
        return sorted(self.drawn)

    def smallest(self) -> DrawnText | None:
        """The smallest text that has a letter or digit (None when nothing was drawn)."""
        return next((d for d in self.sizes() if d.has_words), None)

    # -- patching ---------------------------------------------------------------------------

    def _patch(self, owner: Any, name: str, value: Any) -> None:
        self._undo.append((owner, name, owner.__dict__.get(name, _MISSING) if isinstance(owner, type) else getattr(owner, name)))
        setattr(owner, name, value)

    def __enter__(self) -> TextProbe:
        from pygame_gui.core.gui_font_freetype import GUIFontFreetype
        from pygame_gui.core.gui_font_pygame import (
            GUIFontPygame,  # binds its own Font: import before patching
        )

        from screens.kit.cards.renderer import CardRenderer
        from screens.kit.text import fonts

        probe = self
        if not pygame.font.get_init():
            pygame.font.init()

        class ProbeFont(pygame.font.Font):
            def __init__(self, file: Any = None, size: int = 20, *args: Any, **kwargs: Any) -> None:
                super().__init__(file, size, *args, **kwargs)
                self.asked_size = int(size)

            def render(self, text: Any, *args: Any, **kwargs: Any) -> pygame.Surface:
                surface = super().render(text, *args, **kwargs)
                probe.record(text, self.asked_size, surface)
                return surface

        self._patch(pygame.font, "Font", ProbeFont)
        for gui_font in (GUIFontPygame, GUIFontFreetype):
            self._patch_gui(gui_font)
        for face in ("render", "render_back"):  # a card's front or back: its text is the card's
            self._patch(CardRenderer, face, self._as_card(getattr(CardRenderer, face)))
        render_printed = CardRenderer.render_printed

        def card_render_printed(renderer: Any, card: Any, kind: str, **kwargs: Any) -> Any:
            from screens.kit.cards.renderer import PRINT_DPI, pixel_size

            size_mm = renderer.template(kind).size_mm
            shown = pixel_size(size_mm, kwargs.get("width"), kwargs.get("height"))
            printed = pixel_size(size_mm, None, None, kwargs.get("dpi", PRINT_DPI))
            before, probe._shown_scale = probe._shown_scale, shown[1] / max(1, printed[1])
            try:
                return render_printed(renderer, card, kind, **kwargs)
            finally:
                probe._shown_scale = before

        self._patch(CardRenderer, "render_printed", card_render_printed)
        fonts.get_font.cache_clear()  # fonts made before now would not record; cached texts would not draw
        fonts.text_surface.cache_clear()
        return self

    def _as_card(self, draw: Any) -> Any:
        probe = self

        def card_draw(renderer: Any, *args: Any, **kwargs: Any) -> Any:
            probe._card_depth += 1
            try:
                return draw(renderer, *args, **kwargs)
            finally:
                probe._card_depth -= 1

        return card_draw

    def _patch_gui(self, gui_font: Any) -> None:
        probe = self
        premul, premul_to = gui_font.render_premul, gui_font.render_premul_to

        def render_premul(font: Any, text: str, *args: Any, **kwargs: Any) -> pygame.Surface:
            surface = premul(font, text, *args, **kwargs)
            probe.record(text, font.get_point_size(), surface, GUI)
            return surface

        def render_premul_to(font: Any, text: str, *args: Any, **kwargs: Any) -> pygame.Surface:
            surface = premul_to(font, text, *args, **kwargs)
            probe.record(text, font.get_point_size(), surface, GUI)
            return surface

        self._patch(gui_font, "render_premul", render_premul)
        self._patch(gui_font, "render_premul_to", render_premul_to)

    def __exit__(self, *exc: object) -> None:
        from screens.kit.text import fonts

        for owner, name, value in reversed(self._undo):
            if value is _MISSING:
                delattr(owner, name)
            else:
                setattr(owner, name, value)
        self._undo.clear()
        fonts.get_font.cache_clear()  # no recording font outlives the probe
        fonts.text_surface.cache_clear()


_MISSING = object()
