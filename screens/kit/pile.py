"""A pile (deck, discard…): stacked edges for depth, the top card face or back, a count."""

from __future__ import annotations

from typing import Any

import pygame

from engine.core.kernel.view import Hidden
from screens.kit import style
from screens.kit.base import Widget, is_click
from screens.kit.cards.renderer import CardItem, CardSource
from screens.kit.text.fonts import centred, text_surface

MAX_EDGES = 4


class PileWidget(Widget):
    """``set(count, top)``; ``top`` None draws the ``back`` when the pile is not empty.

    A click returns ``value`` (an action or a name the caller chose); None = not clickable.
    """

    def __init__(
        self,
        rect: pygame.Rect,
        renderer: CardSource,
        label: str,
        *,
        value: Any = None,
        back: str = "",
        font_size: int = 14,
    ) -> None:
        super().__init__(rect)
        self.renderer = renderer
        self.label = label
        self.value = value
        self.back = back
        self.font_size = font_size
        self.count = 0
        self.top: CardItem | None = None
        self.hovered = False

    def set(self, count: int, top: CardItem | None = None) -> None:
        if (count, top) != (self.count, self.top):
            self.count, self.top = count, top
            self.dirty = True

    def shown(self) -> CardItem | None:
        """What lies on top: the given card, a back for a face-down pile, None when empty."""
        if self.top is not None:
            return self.top
        return Hidden(back=self.back) if self.count > 0 else None

    def hovered_item(self) -> CardItem | None:
        return self.shown() if self.hovered else None

    def handle_event(self, event: pygame.event.Event) -> Any | None:
        if event.type == pygame.MOUSEMOTION:
            inside = self.card_rect().collidepoint(event.pos)
            if inside != self.hovered:
                self.hovered = inside
                self.dirty = True
        elif (
            is_click(event) and self.value is not None and self.card_rect().collidepoint(event.pos)
        ):
            return self.value
        return None

    def _label_height(self) -> int:
        return round(self.font_size * 1.5)

    def card_rect(self) -> pygame.Rect:
        """Where the top card is drawn (under the label, above the stacked edges)."""
        edges = MAX_EDGES * 2
        height = max(8, self.rect.height - self._label_height() - edges)
        w_mm, h_mm = self.renderer.back_size_mm(self.back)
        width = round(height * w_mm / h_mm)
        return pygame.Rect(
            self.rect.centerx - width // 2, self.rect.top + self._label_height(), width, height
        )

    def paint(self, surface: pygame.Surface) -> None:
        label = text_surface(self.label, self.font_size, True, style.TEXT_DIM)
        surface.blit(label, label.get_rect(midtop=(self.rect.centerx, self.rect.top)))
        card = self.card_rect()
        radius = max(2, card.width // 14)
        item = self.shown()
        if item is None:
            pygame.draw.rect(surface, style.PANEL_EDGE, card, width=2, border_radius=radius)
            return
        edge = self.renderer.render_back(self.back, height=card.height)
        for k in range(min(MAX_EDGES, self.count - 1), 0, -1):
            surface.blit(edge, card.move(k * 1, k * 2))
        face = self.renderer.surface_for(item, height=card.height)
        surface.blit(face, face.get_rect(midtop=card.midtop))
        if self.hovered and self.value is not None:
            pygame.draw.rect(
                surface, style.ACCENT, card.inflate(4, 4), width=2, border_radius=radius + 2
            )
        self._badge(surface, card)

    def _badge(self, surface: pygame.Surface, card: pygame.Rect) -> None:
        text = text_surface(str(self.count), self.font_size, True, style.TEXT)
        size = max(text.get_width() + self.font_size, round(self.font_size * 1.9))
        badge = pygame.Rect(0, 0, size, round(self.font_size * 1.7))
        badge.center = (card.right - size // 3, card.bottom - badge.height // 3)
        pygame.draw.rect(surface, style.PANEL, badge, border_radius=badge.height // 2)
        pygame.draw.rect(surface, style.ACCENT, badge, width=2, border_radius=badge.height // 2)
        surface.blit(text, centred(text, self.font_size, badge.center))
