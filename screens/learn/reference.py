"""F1: a game's rules reference (``data/<game>/rules_reference.toml``) as an opaque, scrollable,
keyboard-first overlay every table shares (issue #27, from Fatal Fight's of issue #14).

The page is laid out once per width, language, scale and sections into one tall surface; the
wheel, ↑/↓, PageUp/PageDown, Home/End scroll it and Tab / Shift+Tab jump between sections. It
opens at the section whose ``topics`` name what the table is deciding now.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from engine.core.i18n.reference import ReferenceSection, RulesReference
from engine.core.layouts.schema import KeywordStyle
from screens.kit.cards.icons import IconSet
from screens.kit.i18n import tr
from screens.kit.text.fonts import text_surface
from screens.kit.text.rich import RichFont
from screens.kit.text.wrap import wrap

BACK = (14, 18, 26)
EDGE = (232, 184, 90)
HEAD = (232, 184, 90, 255)
TEXT = (236, 232, 223, 255)
DIM = (150, 158, 172, 255)
TRACK = (70, 82, 100)
KEYWORD = KeywordStyle(color=(255, 196, 110, 255))
SCROLL_KEYS = {pygame.K_UP: -40, pygame.K_DOWN: 40, pygame.K_PAGEUP: -320, pygame.K_PAGEDOWN: 320}


@dataclass
class Page:
    """The laid-out reference: one surface and the top of each section on it."""

    surface: pygame.Surface
    tops: tuple[int, ...]


class ReferenceOverlay:
    """Open/close, scroll and draw one game's reference; ``handle_event`` is keyboard-first."""

    def __init__(self) -> None:
        self.open = False
        self.scroll = 0
        self._section = 0  # the section to show at the next draw (set on opening)
        self._tops: tuple[int, ...] = ()
        self._view_h = 1

    def show(self, reference: RulesReference, topic: str) -> None:
        """Open at the first section about ``topic`` (the decision on the table)."""
        self.open = True
        self._section = reference.opening(topic)
        self.scroll = -1  # placed at the next draw, when the layout is known

    def close(self) -> None:
        self.open = False

    def scroll_by(self, pixels: int) -> None:
        self.scroll = max(0, self.scroll + pixels)

    def jump(self, step: int) -> None:
        """To the next (+1) or previous (−1) section's top."""
        if not self._tops:
            return
        if step > 0:
            later = [t for t in self._tops if t > self.scroll + 2]
            self.scroll = later[0] if later else self.scroll
        else:
            earlier = [t for t in self._tops if t < self.scroll - 2]
            self.scroll = earlier[-1] if earlier else 0

    def handle_event(self, event: pygame.event.Event, px: float) -> str | None:
        """Take every key, wheel and click while open. Returns "close", "guide" or "" (taken)."""
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_F1, pygame.K_ESCAPE):
                self.close()
                return "close"
            if event.key == pygame.K_g:
                self.close()
                return "guide"
            if event.key in SCROLL_KEYS:
                self.scroll_by(round(SCROLL_KEYS[event.key] * px))
            elif event.key == pygame.K_HOME:
                self.scroll = 0
            elif event.key == pygame.K_END:
                self.scroll = 10**7
            elif event.key == pygame.K_TAB:
                self.jump(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return ""
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(round(-event.y * 48 * px))
            return ""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            self.close()
            return "close"
        return "" if event.type in (pygame.MOUSEBUTTONUP, pygame.TEXTINPUT, pygame.KEYUP) else None

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, lang: str, scale: float, icons: IconSet | None,
             reference: RulesReference, title: str) -> None:
        pygame.draw.rect(surface, BACK, rect, border_radius=round(10 * scale))  # opaque: nothing behind shows
        pygame.draw.rect(surface, EDGE, rect, width=2, border_radius=round(10 * scale))
        pad = round(16 * scale)
        head = text_surface(title, round(20 * scale), True, HEAD[:3])
        surface.blit(head, (rect.left + pad, rect.top + pad // 2))
        keys = text_surface(tr("learn.rules.keys", lang), round(13 * scale), False, DIM[:3])
        surface.blit(keys, (rect.right - pad - keys.get_width(), rect.top + pad // 2 + round(6 * scale)))
        top = rect.top + pad // 2 + head.get_height() + round(6 * scale)
        body = pygame.Rect(rect.left + pad, top, rect.width - 2 * pad - round(8 * scale), rect.bottom - top - pad // 2)
        page = layout(lang, body.width, round(scale * 100), icons, reference.section)
        self._tops, self._view_h = page.tops, body.height
        if self.scroll < 0:
            self.scroll = page.tops[self._section] if self._section < len(page.tops) else 0
        longest = max(0, page.surface.get_height() - body.height)
        self.scroll = min(self.scroll, longest)
        surface.blit(page.surface, body.topleft, pygame.Rect(0, self.scroll, body.width, body.height))
        if longest:  # where the page stands: a thumb on a thin track at the right edge
            track = pygame.Rect(rect.right - round(10 * scale), body.top, max(3, round(4 * scale)), body.height)
            pygame.draw.rect(surface, TRACK, track, border_radius=track.width // 2)
            total = page.surface.get_height()
            thumb_h = max(track.width * 3, round(body.height * body.height / total))
            thumb = pygame.Rect(track.left, track.top + round((body.height - thumb_h) * self.scroll / longest),
                                track.width, thumb_h)
            pygame.draw.rect(surface, EDGE, thumb, border_radius=track.width // 2)


@lru_cache(maxsize=8)
def layout(lang: str, width: int, scale100: int, icons: IconSet | None,
           sections: tuple[ReferenceSection, ...]) -> Page:
    """All sections laid out in ``width`` px: the title in words, the text, then its rule ids, dim."""
    scale = scale100 / 100
    head = RichFont(round(17 * scale), bold=True, color=HEAD, line_spacing=1.0)
    body = RichFont(round(15 * scale), color=TEXT, keyword=KEYWORD, icons=icons, line_spacing=1.05)
    ids = RichFont(round(12 * scale), color=DIM, line_spacing=1.0)
    blocks: list[list[tuple[RichFont, str]]] = []
    for section in sections:
        lines = [(head, section.title_in(lang))]
        lines += [(body, line) for line in wrap(section.text_in(lang), width, body.measure, body.pattern)]
        if section.rules:
            lines.append((ids, section.rules))
        blocks.append(lines)
    gap = round(12 * scale)
    height = sum(font.line_height for lines in blocks for font, _ in lines) + gap * len(blocks)
    page = pygame.Surface((width, max(1, round(height))), pygame.SRCALPHA)
    tops: list[int] = []
    y = 0.0
    for lines in blocks:
        tops.append(round(y))
        for font, line in lines:
            font.draw_line(page, 0, y, line)
            y += font.line_height
        y += gap
    return Page(page, tuple(tops))
