"""What the briefing and the stage clear share: a gold-edged panel of cards to choose from,
with buttons under them. A click lands on a button (its action) or on a card."""

from __future__ import annotations

import pygame

from screens.fatal_fight import paint
from screens.fatal_fight.buttons import Buttons
from screens.fatal_fight.labels import ActionLabels
from screens.fatal_fight.scene import Hit, Scene
from screens.kit.cards.renderer import CardFace


class CardChoicePainter:
    """Hit-tests the buttons, then the cards, of the last draw; subclasses draw."""

    def __init__(self, rect: pygame.Rect, buttons: Buttons, labels: ActionLabels) -> None:
        self.rect = rect
        self.buttons = buttons
        self.labels = labels
        self._cards: list[tuple[pygame.Rect, str]] = []

    def hit(self, pos: tuple[int, int]) -> Hit | None:
        button = self.buttons.at(pos)
        if button is not None:
            return Hit("button", button.value)
        for rect, card in self._cards:
            if rect.collidepoint(pos):
                return Hit("card", card)
        return None

    @staticmethod
    def radius(scene: Scene) -> int:
        """The rounding of the panel's corners."""
        return scene.px(10)

    def panel(self, surface: pygame.Surface, scene: Scene) -> pygame.Rect:
        """Draw the opaque panel over ``rect``; the room inside its margins."""
        paint.panel(surface, self.rect, (20, 26, 36), paint.GOLD, self.radius(scene))
        return self.rect.inflate(-scene.px(20), -scene.px(16))

    def card(self, surface: pygame.Surface, scene: Scene, face: CardFace, card: str, cell: pygame.Rect,
             height: int, width: int | None = None) -> pygame.Rect:
        """Draw ``face`` ``height`` px tall (``width`` wide, else at the card's ratio) at the top middle of
        ``cell``, clickable as ``card``."""
        faces = scene.cat.table_faces
        image = faces.sized(face, (width, height)) if width else faces.surface_for(face, height=height)
        rect = image.get_rect(midtop=(cell.centerx, cell.top))
        surface.blit(image, rect)
        self._cards.append((rect, card))
        if scene.hover == Hit("card", card):
            paint.glow(surface, rect, paint.TEXT, scene.px(6), 2)
        return rect
