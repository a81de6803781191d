"""A refusal shown where the player is looking: a short note at the card that was clicked (issue #24)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from screens.kit import style
from screens.kit.text.fonts import get_font, text_surface
from screens.kit.text.wrap import wrap

NOTE_SECONDS = 3.5


@dataclass
class CardNote:
    text: str
    at: tuple[int, int]
    seconds_left: float = NOTE_SECONDS

    def tick(self, dt: float) -> bool:
        """Age the note; False once it is gone."""
        self.seconds_left -= dt
        return self.seconds_left > 0

    def draw(self, surface: pygame.Surface, font_px: int) -> None:
        font = get_font(font_px)
        lines = wrap(self.text, 26 * font_px, lambda t: font.size(t)[0]) or [""]
        images = [text_surface(line, font_px, False, style.TEXT) for line in lines]
        box = pygame.Rect(0, 0, max(i.get_width() for i in images) + font_px,
                          sum(i.get_height() for i in images) + font_px // 2)
        box.midbottom = (self.at[0], self.at[1] - font_px // 2)
        box = box.clamp(surface.get_rect())
        pygame.draw.rect(surface, (122, 40, 40), box, border_radius=style.RADIUS)
        pygame.draw.rect(surface, style.ACCENT, box, 1, border_radius=style.RADIUS)
        y = box.top + font_px // 4
        for image in images:
            surface.blit(image, (box.left + font_px // 2, y))
            y += image.get_height()
