"""A pile looked through: its cards spread in rows over an area, every card reachable.

``show(items)`` lays the cards left to right in as few rows as keep each card's left strip at
least ``MIN_STRIP`` of its width visible (they overlap when they must, each later card over
the one before, and stay so under the pointer: the hovered card is outlined and previewed,
never raised over its neighbours, so moving right always reaches the next card); ``card_at(pos)`` / ``handle_event`` say which card is under the pointer or was
clicked; ``hovered_item()`` feeds the hover preview. Used for "look through a deck" and any
zone a player searches (issue #24).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from screens.kit import style
from screens.kit.base import Widget, is_click
from screens.kit.cards.renderer import CardItem, CardSource

MIN_STRIP = 0.34  # the share of a card's width always visible when cards overlap
GAP = 6


class SpreadView(Widget):
    """Cards of one zone spread in rows inside ``rect`` (largest cards that fit, ``max_height`` at most)."""

    def __init__(self, rect: pygame.Rect, renderer: CardSource, *, max_height: int = 220) -> None:
        super().__init__(rect)
        self.renderer = renderer
        self.max_height = max_height
        self.items: tuple[CardItem, ...] = ()
        self.hovered: int | None = None
        self.rects: list[pygame.Rect] = []

    def show(self, items: Sequence[CardItem]) -> None:
        items = tuple(items)
        if items != self.items:
            self.items = items
            self.hovered = None
            self.relayout()
            self.dirty = True

    def relayout(self) -> None:
        """The largest card height at which every card keeps ``MIN_STRIP`` visible in the rows that fit."""
        self.rects = []
        count = len(self.items)
        if not count:
            return
        probe = self.renderer.surface_for(self.items[0], height=100)
        aspect = probe.get_width() / probe.get_height()  # the zone's cards share one size
        width, height, per_row, step = 1, 1, count, 0.0
        for height in range(min(self.max_height, self.rect.height), 23, -4):
            width = round(height * aspect)
            rows = max(1, (self.rect.height + GAP) // (height + GAP))
            per_row = -(-count // rows)
            step = min(width + GAP, (self.rect.width - width) / max(1, per_row - 1)) if per_row > 1 else 0.0
            if per_row == 1 or step >= width * MIN_STRIP:
                break
        used_rows = -(-count // per_row)
        top = self.rect.centery - (used_rows * (height + GAP) - GAP) // 2
        for i in range(count):
            row, col = divmod(i, per_row)
            in_row = min(per_row, count - row * per_row)
            left = self.rect.centerx - round(step * (in_row - 1) + width) // 2
            self.rects.append(pygame.Rect(round(left + col * step), top + row * (height + GAP), width, height))

    def card_at(self, pos: tuple[int, int]) -> int | None:
        """The topmost card under ``pos`` (later cards lie over earlier ones)."""
        return next((i for i in range(len(self.rects) - 1, -1, -1) if self.rects[i].collidepoint(pos)), None)

    def hovered_item(self) -> CardItem | None:
        return self.items[self.hovered] if self.hovered is not None else None

    def handle_event(self, event: pygame.event.Event) -> int | None:
        """The index of a clicked card; hover is tracked on motion."""
        if event.type == pygame.MOUSEMOTION:
            index = self.card_at(event.pos)
            if index != self.hovered:
                self.hovered = index
                self.dirty = True
        elif is_click(event):
            return self.card_at(event.pos)
        return None

    def paint(self, surface: pygame.Surface) -> None:
        for i, rect in enumerate(self.rects):
            surface.blit(self.renderer.surface_for(self.items[i], height=rect.height), rect)
        if self.hovered is not None:
            rect = self.rects[self.hovered]
            pygame.draw.rect(surface, style.ACCENT, rect.inflate(4, 4), width=2, border_radius=max(2, rect.width // 14) + 2)
