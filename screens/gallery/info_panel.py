"""A scrollable panel of wrapped lines, top to bottom, set with our own Japanese/English
wrapper (``screens.kit.text``): pygame-gui's text box breaks Japanese with hyphens ("全-")."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from screens.kit import style
from screens.kit.base import Widget
from screens.kit.text.rich import RichFont
from screens.kit.text.wrap import wrap

PAD = 10


@dataclass(frozen=True)
class Line:
    """One paragraph: its text, colour, weight and an optional coloured dot before it."""

    text: str
    colour: tuple[int, int, int] = style.TEXT
    bold: bool = False
    dot: tuple[int, int, int] | None = None


class InfoPanel(Widget):
    """``set_lines`` then ``draw``; the wheel over the panel scrolls it."""

    def __init__(self, rect: pygame.Rect, font_size: int) -> None:
        super().__init__(rect)
        self.font_size = font_size
        self.lines: list[Line] = []
        self.scroll = 0  # rows scrolled past
        self._rows: list[tuple[Line, str, bool]] = []  # (paragraph, row text, first row)
        self._fonts: dict[tuple[bool, tuple[int, int, int]], RichFont] = {}

    def font(self, line: Line) -> RichFont:
        key = (line.bold, line.colour)
        if key not in self._fonts:
            self._fonts[key] = RichFont(
                self.font_size, bold=line.bold, color=(*line.colour, 255), line_spacing=1.2
            )
        return self._fonts[key]

    @property
    def row_height(self) -> int:
        return round(self.font(Line("")).line_height)

    @property
    def visible_rows(self) -> int:
        return max(1, (self.rect.height - 2 * PAD) // self.row_height)

    @property
    def max_scroll(self) -> int:
        return max(0, len(self._rows) - self.visible_rows)

    def set_lines(self, lines: list[Line]) -> None:
        self.lines = lines
        self.relayout()

    def relayout(self) -> None:
        width = self.rect.width - 2 * PAD - 8
        self._rows = []
        for line in self.lines:
            indent = self.font_size if line.dot else 0
            rows = wrap(line.text, width - indent, self.font(line).measure) or [""]
            self._rows += [(line, row, i == 0) for i, row in enumerate(rows)]
        self.scroll = min(self.scroll, self.max_scroll)
        self.dirty = True

    def text(self) -> str:
        """The rows as shown, one per line (for tests and screen readers)."""
        return "\n".join(row for _, row, _ in self._rows)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            self.scroll = max(0, min(self.max_scroll, self.scroll - event.y * 3))
            self.dirty = True

    def paint(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, style.PANEL, self.rect, border_radius=style.RADIUS)
        pygame.draw.rect(surface, style.PANEL_EDGE, self.rect, 1, border_radius=style.RADIUS)
        old_clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-4, -4).clip(old_clip))
        y = self.rect.top + PAD
        for line, row, first in self._rows[self.scroll : self.scroll + self.visible_rows]:
            x = self.rect.left + PAD
            if line.dot:
                if first:
                    centre = (x + self.font_size // 3, y + self.row_height // 2)
                    pygame.draw.circle(surface, line.dot, centre, max(3, self.font_size // 3))
                x += self.font_size
            self.font(line).draw_line(surface, x, y, row)
            y += self.row_height
        surface.set_clip(old_clip)
        if self.max_scroll:
            track = self.rect.height - 2 * PAD
            bar_h = max(20, track * self.visible_rows // len(self._rows))
            top = self.rect.top + PAD + (track - bar_h) * self.scroll // self.max_scroll
            bar = pygame.Rect(self.rect.right - 8, top, 4, bar_h)
            pygame.draw.rect(surface, style.BUTTON_HOVER, bar, border_radius=2)
