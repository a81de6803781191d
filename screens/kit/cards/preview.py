"""Hover preview: a card shown large near the mouse, always inside the screen."""

from __future__ import annotations

import pygame

from engine.core.kernel.view import Hidden
from screens.kit.cards.icon_legend import draw_legend
from screens.kit.cards.renderer import CardFace, CardItem, CardRenderer
from screens.kit.overlay import overlays_allowed

GAP = 18  # px between the pointer and the preview


def preview_rect(
    pointer: tuple[int, int], size: tuple[int, int], bounds: pygame.Rect, gap: int = GAP
) -> pygame.Rect:
    """Right of the pointer if it fits, else left; vertically centred on it; clamped to ``bounds``."""
    rect = pygame.Rect((0, 0), size)
    rect.centery = pointer[1]
    rect.left = pointer[0] + gap
    if rect.right > bounds.right:
        rect.right = pointer[0] - gap
    return rect.clamp(bounds)


class HoverPreview:
    """``show(item, pointer)`` then ``draw``; a hidden card has nothing to preview."""

    def __init__(self, renderer: CardRenderer, height: int = 420) -> None:
        self.renderer = renderer
        self.height = height
        self.item: CardItem | None = None
        self.pointer = (0, 0)
        self.dirty = False

    def show(self, item: CardItem | None, pointer: tuple[int, int]) -> None:
        item = None if isinstance(item, Hidden) else item
        if (item, pointer if item else None) != (self.item, self.pointer if self.item else None):
            self.item, self.pointer = item, pointer
            self.dirty = True

    def draw(self, surface: pygame.Surface) -> pygame.Rect | None:
        """Draw the preview (if any); returns where it went."""
        self.dirty = False
        if self.item is None or not overlays_allowed():  # never over a modal window
            return None
        bounds = surface.get_rect()
        card = self.renderer.surface_for(self.item, height=min(self.height, bounds.height - 8))
        rect = preview_rect(self.pointer, card.get_size(), bounds.inflate(-8, -8))
        shadow = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, 110), shadow.get_rect(), border_radius=rect.width // 14)
        surface.blit(shadow, rect.move(5, 7))
        surface.blit(card, rect)
        if isinstance(self.item, CardFace):  # what each icon on it means (issue #27)
            draw_legend(surface, self.renderer, self.item, self.renderer.lang, rect, max(12, self.height // 28))
        return rect
