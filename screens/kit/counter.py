"""Numbers on the table: a counter (life 12, gold 3) and a track (threat 0..N)."""

from __future__ import annotations

import pygame

from screens.kit import style
from screens.kit.base import Widget
from screens.kit.text.fonts import centred, text_surface


class NumberWidget(Widget):
    """A labelled number, display only: the engine owns the value, ``set_value`` shows it."""

    def __init__(self, rect: pygame.Rect, label: str, value: int = 0) -> None:
        super().__init__(rect)
        self.label = label
        self.value = value

    def set_value(self, value: int) -> None:
        if value != self.value:
            self.value = value
            self.dirty = True

    def handle_event(self, event: pygame.event.Event) -> None:
        return None


class CounterWidget(NumberWidget):
    """The number large in a panel, its label small above it."""

    def __init__(
        self,
        rect: pygame.Rect,
        label: str,
        value: int = 0,
        *,
        colour: tuple[int, int, int] = style.ACCENT,
    ) -> None:
        super().__init__(rect, label, value)
        self.colour = colour

    def paint(self, surface: pygame.Surface) -> None:
        r = self.rect
        pygame.draw.rect(surface, style.PANEL, r, border_radius=style.RADIUS)
        pygame.draw.rect(surface, style.PANEL_EDGE, r, width=1, border_radius=style.RADIUS)
        label_px = max(8, r.height // 4)
        label = text_surface(self.label, label_px, False, style.TEXT_DIM)
        surface.blit(label, label.get_rect(midtop=(r.centerx, r.top + 2)))
        value_px = max(10, round(r.height * 0.5))
        value = text_surface(str(self.value), value_px, True, self.colour)
        below_label = label_px * 1.3
        centre = (r.centerx, r.top + below_label + (r.height - below_label) / 2)
        surface.blit(value, centred(value, value_px, centre))


class TrackWidget(NumberWidget):
    """Cells ``low..high`` in a row, the current value highlighted; cells from ``danger`` red."""

    def __init__(
        self,
        rect: pygame.Rect,
        label: str,
        high: int,
        value: int = 0,
        *,
        low: int = 0,
        danger: int | None = None,
    ) -> None:
        super().__init__(rect, label, value)
        self.low = low
        self.high = high
        self.danger = danger

    def cell_rect(self, value: int) -> pygame.Rect:
        """The cell showing ``value`` (values past the ends sit in the end cells)."""
        r = self.rect
        label_w = text_surface(self.label, self._font_px(), True, style.TEXT).get_width() + 12
        count = self.high - self.low + 1
        gap = 3
        cell = max(4, min(r.height, (r.width - label_w - gap * (count - 1)) // count))
        index = min(max(value, self.low), self.high) - self.low
        return pygame.Rect(
            r.left + label_w + index * (cell + gap), r.centery - cell // 2, cell, cell
        )

    def _font_px(self) -> int:
        return max(8, round(self.rect.height * 0.45))

    def paint(self, surface: pygame.Surface) -> None:
        px = self._font_px()
        label = text_surface(self.label, px, True, style.TEXT)
        surface.blit(label, label.get_rect(midleft=(self.rect.left, self.rect.centery)))
        for value in range(self.low, self.high + 1):
            cell = self.cell_rect(value)
            hot = self.danger is not None and value >= self.danger
            current = value == min(max(self.value, self.low), self.high)
            fill = (style.DANGER if hot else style.ACCENT) if current else style.PANEL
            edge = style.DANGER if hot else style.PANEL_EDGE
            pygame.draw.rect(surface, fill, cell, border_radius=4)
            pygame.draw.rect(surface, edge, cell, width=1 if not current else 2, border_radius=4)
            colour = style.ACCENT_TEXT if current else (style.DANGER if hot else style.TEXT_DIM)
            digit_px = max(7, round(cell.height * 0.55))
            digit = text_surface(str(value), digit_px, current, colour)
            surface.blit(digit, centred(digit, digit_px, cell.center))
