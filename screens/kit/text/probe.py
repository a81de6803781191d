"""Measure every text drawn while a screen draws: its rendered size in px (issue #24).

Only active inside ``with TextProbe() as probe:``; outside it nothing is patched, so normal runs
pay nothing. While active it records each text any font renders:

- our own text (``screens.kit.text.fonts``, the card painter, anything calling ``pygame.font.Font``)
  by swapping ``pygame.font.Font`` for a recording subclass, as the privacy harness does;
- pygame-gui's elements (buttons, labels, text boxes) at ``GUIFontPygame`` / ``GUIFontFreetype``
  ``render_premul`` and ``render_premul_to``, where pygame-gui turns a text chunk into pixels.

**Rendered size** (the floor of issue #24 is judged on it) is the font size asked of pygame, in
px, times the shrink at which the text is shown: a card drawn at print resolution and scaled down
(``CardRenderer.render_printed``), or any text or card surface passed through
``pygame.transform`` (scale, smoothscale, their ``_by`` forms, rotozoom), counts at its shown
size — the shrunk copy is listed beside the original, so the smaller one is the one that counts.
pygame-gui text counts at its font size. The **ink height** (bounding rect of the pixels at least
``INK_ALPHA`` opaque, shrunk the same way) is kept as an extra column: "Ag" measures ascender to
descender, "ace" its x-height. A text with no letter or digit ("·", "—", "+") is listed but never
the smallest.

What is not on screen is left out where it can be told: a print raster only ever shown shrunk,
the text of a hidden pygame-gui control (``forget_hidden_controls``). What cannot be told is not
guessed: a text rendered into a surface that is then never blitted, or blitted where a clip cuts it
away, still counts. Every module-level ``lru_cache`` of ``screens`` is emptied on entry, so texts
a screen caches are rendered, and measured, again.
"""

from __future__ import annotations

import math
import sys
from dataclasses import dataclass, field
from typing import Any

import pygame

INK_ALPHA = 64  # a pixel at least a quarter opaque is ink; fainter anti-aliasing fringe is not

CARD, SCREEN, GUI = "card", "screen", "gui"
TRANSFORMS = ("scale", "smoothscale", "scale_by", "smoothscale_by", "rotozoom")


@dataclass(frozen=True, order=True)
class DrawnText:
    """One text as shown: rendered size in px, ink height in px, the font size asked, source, text."""

    px: int  # font size asked × the shrink at which it is shown, to the nearest px
    ink: int  # ink height as shown
    asked: int  # the font size asked of pygame (px)
    source: str
    text: str

    @property
    def has_words(self) -> bool:
        return any(ch.isalnum() for ch in self.text)

    def shrunk(self, factor: float, ink: int) -> DrawnText:
        """The same text shown ``factor`` times its size (with the ink measured there)."""
        return DrawnText(shown_px(self.px, factor), ink, self.asked, self.source, self.text)


def shown_px(size: float, shrink: float) -> int:
    """``size`` px shown at ``shrink``, to the nearest px (a shrink is a ratio of whole-pixel
    sizes, so it is off by up to half a pixel of the card: rounding down would call 22 × ½ 10)."""
    return int(math.floor(size * shrink + 0.5))


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


def clear_screen_caches() -> None:
    """Empty every cache at the top of a loaded ``screens`` module (``functools`` caches of rendered
    texts and fitted labels, the open font faces): a text served from a cache would be shown
    without being measured."""
    for name, module in list(sys.modules.items()):
        if not name.startswith("screens.") or module is None:
            continue
        for value in list(vars(module).values()):
            if (callable(getattr(value, "cache_clear", None)) and not isinstance(value, type)
                    and getattr(value, "__module__", None) == name):
                value.cache_clear()


@dataclass
class TextProbe:
    """Records ``DrawnText`` for every text rendered while the ``with`` block runs."""

    drawn: set[DrawnText] = field(default_factory=set)
    _undo: list[tuple[Any, str, Any]] = field(default_factory=list)
    _card_depth: int = 0
    _inside: dict[int, tuple[pygame.Surface, list[DrawnText]]] = field(default_factory=dict)
    _card_texts: list[DrawnText] = field(default_factory=list)

    def record(self, text: Any, size: float, surface: pygame.Surface, source: str | None = None) -> None:
        text = str(text).strip()
        if not text:
            return
        drawn = DrawnText(shown_px(size, 1.0), ink_height(surface), int(size), source or (CARD if self._card_depth else SCREEN), text)
        self.drawn.add(drawn)
        self._remember(surface, [drawn])
        if self._card_depth:
            self._card_texts.append(drawn)

    def sizes(self) -> list[DrawnText]:
        """Every text drawn, smallest rendered size first."""
        return sorted(self.drawn)

    def smallest(self) -> DrawnText | None:
        """The smallest text that has a letter or digit (None when nothing was drawn)."""
        return next((d for d in self.sizes() if d.has_words), None)

    def forget_hidden_controls(self, manager: Any) -> None:
        """Drop the texts of pygame-gui controls that are hidden on ``manager`` (a closed window or
        tooltip made in advance) unless a visible control shows the same text."""
        if manager is None:
            return
        shown: set[str] = set()
        hidden: set[str] = set()
        for element in manager.get_sprite_group().sprites():
            text = str(getattr(element, "text", "") or "").strip()
            if text:
                (shown if element.visible else hidden).add(text)
        self.drawn = {d for d in self.drawn if not (d.source == GUI and d.text in hidden - shown)}

    def clear(self) -> None:
        """Forget the texts listed so far (surfaces already drawn still carry theirs when shown later)."""
        self.drawn.clear()

    # -- surfaces that carry text ----------------------------------------------------------

    def _remember(self, surface: pygame.Surface, texts: list[DrawnText]) -> None:
        """``surface`` shows ``texts`` (kept alive with it, so its id is not reused meanwhile)."""
        if texts:
            self._inside.setdefault(id(surface), (surface, []))[1].extend(texts)

    def _transformed(self, source: Any, result: Any) -> None:
        """``result`` is ``source`` scaled: the texts on it are shown at the new size too."""
        held = self._inside.get(id(source))
        if held is None or held[0] is not source or not isinstance(result, pygame.Surface):
            return
        factor = result.get_height() / max(1, source.get_height())
        if abs(factor - 1.0) < 1e-3:
            self._remember(result, held[1])
            return
        shrunk = [d.shrunk(factor, round(d.ink * factor)) for d in held[1]]
        self.drawn.update(shrunk)
        self._remember(result, shrunk)

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

        probe = self
        if not pygame.font.get_init():
            pygame.font.init()

        class ProbeFont(pygame.font.Font):
            def render(self, text: Any, *args: Any, **kwargs: Any) -> pygame.Surface:
                surface = super().render(text, *args, **kwargs)
                probe.record(text, self.point_size, surface)  # the size asked now (a face serves many)
                return surface

        self._patch(pygame.font, "Font", ProbeFont)
        for gui_font in (GUIFontPygame, GUIFontFreetype):
            self._patch_gui(gui_font)
        for name in TRANSFORMS:
            self._patch(pygame.transform, name, self._as_transform(getattr(pygame.transform, name)))
        for face in ("render", "render_back"):  # a card's front or back: its text is the card's
            self._patch(CardRenderer, face, self._as_card(getattr(CardRenderer, face)))
        self._patch(CardRenderer, "render_printed", self._as_printed(CardRenderer.render_printed))
        self._patch_text_cache()
        clear_screen_caches()  # fonts made before now would not record; cached texts would not draw
        return self

    def _patch_text_cache(self) -> None:
        """A text served from ``fonts.text_surface``'s cache onto a card is still the card's text."""
        from screens.kit.text import fonts

        cached = fonts.text_surface
        probe = self

        def text_surface(*args: Any, **kwargs: Any) -> pygame.Surface:
            surface = cached(*args, **kwargs)
            held = probe._inside.get(id(surface))
            if probe._card_depth and held is not None and held[0] is surface:
                probe._card_texts.extend(held[1])
            return surface

        for name, module in list(sys.modules.items()):
            if name.startswith("screens.") and module is not None and getattr(module, "text_surface", None) is cached:
                self._patch(module, "text_surface", text_surface)
        cached.cache_clear()

    def _as_transform(self, transform: Any) -> Any:
        def probed(surface: Any, *args: Any, **kwargs: Any) -> Any:
            result = transform(surface, *args, **kwargs)
            self._transformed(surface, result)
            return result

        return probed

    def _as_card(self, draw: Any) -> Any:
        probe = self

        def card_draw(renderer: Any, *args: Any, **kwargs: Any) -> Any:
            probe._card_depth += 1
            start = len(probe._card_texts)
            try:
                result = draw(renderer, *args, **kwargs)
            finally:
                probe._card_depth -= 1
            surface = getattr(result, "surface", result)  # a RenderedCard, or a back's Surface
            if isinstance(surface, pygame.Surface):
                probe._remember(surface, probe._card_texts[start:])
            if not probe._card_depth:
                probe._card_texts.clear()
            return result

        return card_draw

    def _as_printed(self, render_printed: Any) -> Any:
        probe = self

        def card_render_printed(renderer: Any, *args: Any, **kwargs: Any) -> Any:
            """Only the scaled copy is shown: the print raster's own texts are not listed."""
            before = set(probe.drawn)
            result = render_printed(renderer, *args, **kwargs)
            held = probe._inside.get(id(result.surface))
            shown = set(held[1]) if held is not None and held[0] is result.surface else set()
            probe.drawn -= (probe.drawn - before) - shown
            return result

        return card_render_printed

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
        for owner, name, value in reversed(self._undo):
            if value is _MISSING:
                delattr(owner, name)
            else:
                setattr(owner, name, value)
        self._undo.clear()
        self._inside.clear()
        clear_screen_caches()  # no recording font outlives the probe


_MISSING = object()
