"""F1: the rules digest (rules/fatal-fight.md) as a player reads it at the table, ja/en.

The sections are data (``data/fatal_fight/rules_reference.toml``), each naming its rule ids. The
text is laid out once per width, language, scale and sections into one tall surface; the wheel,
↑/↓ and PageUp/PageDown scroll it.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from engine.fatal_fight.reference_data import ReferenceSection
from screens.cards.icons import IconSet
from screens.fatal_fight import paint
from screens.i18n import tr
from screens.text.rich import RichFont
from screens.text.wrap import wrap

HEADING_GAP = "\u3000"  # an ideographic space between a section's title and its rule ids


class RulesReference:
    """The F1 overlay: open/close, scroll, draw."""

    def __init__(self) -> None:
        self.open = False
        self.scroll = 0

    def toggle(self) -> None:
        self.open = not self.open
        self.scroll = 0

    def scroll_by(self, pixels: int) -> None:
        self.scroll = max(0, self.scroll + pixels)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, lang: str, scale: float, icons: IconSet,
             sections: tuple[ReferenceSection, ...]) -> None:
        paint.panel(surface, rect, (14, 18, 26), paint.GOLD, round(10 * scale), width=2)  # opaque: no board behind
        pad = round(16 * scale)
        title = pygame.Rect(rect.left + pad, rect.top + pad // 2, rect.width - 2 * pad, round(34 * scale))
        paint.label(surface, tr("fatal_fight.rules.title", lang), title, round(20 * scale), bold=True, colour=paint.GOLD)
        body = pygame.Rect(rect.left + pad, title.bottom + round(6 * scale), rect.width - 2 * pad,
                           rect.bottom - title.bottom - pad)
        page = _page(lang, body.width, round(scale * 100), icons, sections)
        longest = max(0, page.get_height() - body.height)
        self.scroll = min(self.scroll, longest)
        surface.blit(page, body.topleft, pygame.Rect(0, self.scroll, body.width, body.height))
        if longest:  # where the page stands: a thumb on a thin track at the right edge
            track = pygame.Rect(rect.right - round(10 * scale), body.top, max(3, round(4 * scale)), body.height)
            pygame.draw.rect(surface, paint.PANEL_EDGE, track, border_radius=track.width // 2)
            thumb_h = max(track.width * 3, round(body.height * body.height / page.get_height()))
            top = track.top + round((body.height - thumb_h) * self.scroll / longest)
            thumb = pygame.Rect(track.left, top, track.width, thumb_h)
            pygame.draw.rect(surface, paint.GOLD, thumb, border_radius=track.width // 2)


@lru_cache(maxsize=8)
def _page(lang: str, width: int, scale100: int, icons: IconSet, sections: tuple[ReferenceSection, ...]) -> pygame.Surface:
    """All sections laid out in ``width`` px, as one transparent surface."""
    scale = scale100 / 100
    head = RichFont(round(15 * scale), bold=True, color=(*paint.GOLD, 255), line_spacing=1.0)
    body = RichFont(round(14 * scale), color=(*paint.TEXT, 255), keyword=paint.KEYWORD, icons=icons,
                    line_spacing=1.05)
    blocks: list[tuple[RichFont, list[str]]] = []
    for section in sections:
        title = section.title_in(lang)
        heading = f"{title}{HEADING_GAP}{section.rules}" if section.rules else title
        blocks.append((head, [heading]))
        blocks.append((body, wrap(section.text_in(lang), width, body.measure, body.pattern)))
    gap = round(10 * scale)
    height = sum(len(lines) * font.line_height for font, lines in blocks) + gap * len(sections)
    page = pygame.Surface((width, round(height)), pygame.SRCALPHA)
    y = 0.0
    for i, (font, lines) in enumerate(blocks):
        for line in lines:
            font.draw_line(page, 0, y, line)
            y += font.line_height
        if i % 2:
            y += gap
    return page
