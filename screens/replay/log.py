"""The replay's log: every worded line of the game, the current step's lines lit, later ones dimmed."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from screens.kit import style
from screens.kit.log_panel import PAD, LogPanel

HIGHLIGHT = (217, 164, 65, 70)
LATER = (14, 18, 27, 150)


class ReplayLog(LogPanel):
    """``show(lines, step)``: lines as (step, text); the panel scrolls to keep ``step`` in sight."""

    def __init__(self, rect: pygame.Rect, *, font_size: int = 15) -> None:
        super().__init__(rect, font_size=font_size, max_lines=100_000, keyboard=False)
        self.step = 0
        self._row_steps: list[int] = []
        self._lines: Sequence[tuple[int, str]] = ()

    def set_lines(self, lines: Sequence[tuple[int, str]]) -> None:
        """Every line of the game, worded for the chosen seat and language."""
        self._lines = lines
        self.lines, self._rows, self._row_counts, self._row_steps = [], [], [], []
        for step, text in lines:
            self.lines.append(text)
            rows = self._wrap(text)
            self._rows.extend(rows)
            self._row_counts.append(len(rows))
            self._row_steps.extend([step] * len(rows))
        self.dirty = True

    def show_step(self, step: int) -> None:
        """Light step ``step`` (1-based; 0 = the set-up) and scroll it to the middle of the panel."""
        self.step = step
        last = max((i for i, s in enumerate(self._row_steps) if s <= step), default=-1)
        below = len(self._rows) - 1 - last  # rows after the current step's last one
        self.scroll = min(max(0, below - self.visible_rows // 3), self.max_scroll)
        self.dirty = True

    def relayout(self) -> None:
        self.set_lines(self._lines)
        self.show_step(self.step)

    def paint(self, surface: pygame.Surface) -> None:
        super().paint(surface)
        r = self.rect
        end = len(self._rows) - self.scroll
        start = max(0, end - self.visible_rows)
        y = r.bottom - PAD - (end - start) * self.font.line_height
        height = self.font.line_height
        band = pygame.Surface((r.width - 2 * PAD, height), pygame.SRCALPHA)
        for index in range(start, end):
            row_step = self._row_steps[index]
            if row_step == self.step:
                band.fill(HIGHLIGHT)
                surface.blit(band, (r.left + PAD // 2, y))
            elif row_step > self.step:
                band.fill(LATER)
                surface.blit(band, (r.left + PAD // 2, y))
            y += height
        pygame.draw.rect(surface, style.PANEL_EDGE, r, width=1, border_radius=style.RADIUS)
