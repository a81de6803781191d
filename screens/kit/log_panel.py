"""A scrollable log of already-worded lines, newest at the bottom (NotoSansJP, wrapped)."""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from engine.core.layouts.schema import KeywordStyle
from screens.kit import style
from screens.kit.base import Widget
from screens.kit.text.rich import RichFont
from screens.kit.text.wrap import wrap

PAD = 8
LOG_KEYWORD = KeywordStyle(color=(240, 196, 110, 255))


class LogPanel(Widget):
    """``append`` lines; the wheel (over the panel) or PageUp/PageDown scroll; End jumps back.

    Each line is wrapped to the panel's width once; rows are drawn from the shared cache of
    rendered text runs. While the view is at the bottom, new lines keep it there; scrolled
    up, it stays where it is.
    """

    def __init__(
        self,
        rect: pygame.Rect,
        *,
        font_size: int = 15,
        max_lines: int = 1000,
        keyboard: bool = True,
    ) -> None:
        super().__init__(rect)
        self.font = RichFont(
            font_size, color=(*style.TEXT, 255), keyword=LOG_KEYWORD, line_spacing=1.0
        )
        self.max_lines = max_lines
        self.keyboard = keyboard
        self.lines: list[str] = []
        self.scroll = 0  # rows scrolled up from the bottom
        self._rows: list[str] = []
        self._row_counts: list[int] = []  # rows per line, to drop old lines
        self._hover = False

    @property
    def visible_rows(self) -> int:
        return max(1, int((self.rect.height - 2 * PAD) // self.font.line_height))

    @property
    def max_scroll(self) -> int:
        return max(0, len(self._rows) - self.visible_rows)

    def append(self, line: str) -> None:
        self.extend([line])

    def extend(self, lines: Iterable[str]) -> None:
        for line in lines:
            self.lines.append(line)
            rows = self._wrap(line)
            self._rows.extend(rows)
            self._row_counts.append(len(rows))
            if self.scroll:
                self.scroll += len(rows)  # keep the rows in view where they are
        while len(self.lines) > self.max_lines:
            self.lines.pop(0)
            del self._rows[: self._row_counts.pop(0)]
        self.scroll = min(self.scroll, self.max_scroll)
        self.dirty = True

    def relayout(self) -> None:
        lines, self.lines, self._rows, self._row_counts = self.lines, [], [], []
        self.scroll = 0
        self.extend(lines)

    def _wrap(self, line: str) -> list[str]:
        width = self.rect.width - 2 * PAD - 6  # room for the scroll bar
        return wrap(line, width, self.font.measure, self.font.pattern) or [""]

    def scroll_by(self, rows: int) -> None:
        new = min(max(0, self.scroll + rows), self.max_scroll)
        if new != self.scroll:
            self.scroll = new
            self.dirty = True

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self._hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEWHEEL and self._hover:
            self.scroll_by(event.y * 3)
        elif event.type == pygame.KEYDOWN and self.keyboard:
            page = max(1, self.visible_rows - 1)
            if event.key == pygame.K_PAGEUP:
                self.scroll_by(page)
            elif event.key == pygame.K_PAGEDOWN:
                self.scroll_by(-page)
            elif event.key == pygame.K_END:
                self.scroll_by(-self.scroll)
        return None

    def paint(self, surface: pygame.Surface) -> None:
        r = self.rect
        pygame.draw.rect(surface, style.PANEL, r, border_radius=style.RADIUS)
        pygame.draw.rect(surface, style.PANEL_EDGE, r, width=1, border_radius=style.RADIUS)
        end = len(self._rows) - self.scroll
        shown = self._rows[max(0, end - self.visible_rows) : end]
        y = r.bottom - PAD - len(shown) * self.font.line_height
        old_clip = surface.get_clip()
        surface.set_clip(r.inflate(-2, -2).clip(old_clip))
        for row in shown:
            self.font.draw_line(surface, r.left + PAD, y, row)
            y += self.font.line_height
        surface.set_clip(old_clip)
        if self.max_scroll:
            self._scroll_bar(surface)

    def _scroll_bar(self, surface: pygame.Surface) -> None:
        track = pygame.Rect(
            self.rect.right - PAD // 2 - 4, self.rect.top + PAD, 4, self.rect.height - 2 * PAD
        )
        share = self.visible_rows / len(self._rows)
        thumb_h = max(12, round(track.height * share))
        offset = (self.max_scroll - self.scroll) / self.max_scroll
        thumb = pygame.Rect(
            track.left, track.top + round((track.height - thumb_h) * offset), 4, thumb_h
        )
        pygame.draw.rect(surface, style.PANEL_EDGE, track, border_radius=2)
        pygame.draw.rect(surface, style.TEXT_DIM, thumb, border_radius=2)
