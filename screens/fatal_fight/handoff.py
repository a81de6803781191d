"""The hotseat hand-off banner (issue #14): "Ben's turn — Aki, pass the mouse".

Hands are open in this co-op game, so there is no curtain between players; but when the
person who must act changes, the table says so in a banner over the board until the next
person clicks, or for a few seconds (it waits while the enemy phase plays back).
"""

from __future__ import annotations

import pygame

from screens.fatal_fight import paint
from screens.kit.i18n import tr

SECONDS = 4.0


class HandoffBanner:
    def __init__(self) -> None:
        self.text = ""
        self.left = 0.0

    @property
    def up(self) -> bool:
        return bool(self.text) and self.left > 0

    def show(self, next_person: str, previous_person: str, lang: str) -> None:
        self.text = tr("fatal_fight.handoff", lang, next=next_person, previous=previous_person)
        self.left = SECONDS

    def follow(self, previous: str | None, now: str | None, lang: str) -> None:
        """Up when another person acts now than before the last step: pass the mouse."""
        if previous is not None and now is not None and now != previous:
            self.show(now, previous, lang)

    def dismiss(self) -> None:
        self.text, self.left = "", 0.0

    def update(self, dt: float) -> bool:
        """Count down; True when the banner has just gone."""
        if self.up:
            self.left -= dt
            if self.left <= 0:
                self.dismiss()
                return True
        return False

    def draw(self, surface: pygame.Surface, area: pygame.Rect, px: int) -> None:
        """The banner across the top third of ``area`` (screen pixels), ``px`` its text size."""
        if not self.up:
            return
        image = paint.fitted(self.text, px, area.width - 4 * px, True, paint.TEXT_DARK)
        box = image.get_rect().inflate(2 * px, px)
        box.center = (area.centerx, area.top + area.height // 3)
        shadow = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, 120), shadow.get_rect(), border_radius=px // 2)
        surface.blit(shadow, box.move(4, 5))
        paint.panel(surface, box, paint.GOLD, paint.GOLD_DEEP, px // 2, 2)
        surface.blit(image, image.get_rect(center=box.center))
