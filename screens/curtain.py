"""The hotseat hand-off curtain (design.md "Screen conventions").

When the deciding seat changes and the next seat's view hides something different from
the previous seat's (``engine.core.view.needs_curtain``), the table is covered by a
plain screen naming the next player. While it is down, the table draws nothing of
any view and gets no input; a click or Space lifts it.
"""

from __future__ import annotations

import time
from typing import Any

import pygame

from engine.core.view import needs_curtain
from screens.i18n import tr
from screens.text.fonts import text_surface

ARM_SECONDS = 0.35  # input this soon after covering is ignored (a double click of the last player)
COLOUR = (17, 22, 31)
ACCENT = (232, 184, 90)
TEXT = (236, 232, 223)
HINT = (150, 159, 175)


def needs_handoff(session: Any, before: int | None, after: int | None, privacy: bool) -> bool:
    """Must the screen be covered when the viewer changes from ``before`` to ``after``?"""
    if not privacy or after is None or before == after:
        return False
    return needs_curtain(session.view(before), session.view(after))


class Curtain:
    """A full-screen cover naming whom to pass the screen to."""

    def __init__(self) -> None:
        self.name: str | None = None
        self._armed_at = 0.0
        self._pressed = False

    @property
    def down(self) -> bool:
        return self.name is not None

    def cover(self, name: str) -> None:
        self.name = name
        self._armed_at = time.monotonic() + ARM_SECONDS
        self._pressed = False

    def lift(self) -> None:
        self.name = None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Take every input event while down; True when this event lifted the curtain."""
        if time.monotonic() < self._armed_at:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._pressed:
            self.lift()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.lift()
        return not self.down

    def draw(self, surface: pygame.Surface, lang: str, scale: float) -> None:
        """Cover everything: nothing drawn before this stays visible."""
        surface.fill(COLOUR)
        width, height = surface.get_size()
        title = text_surface(tr("curtain.pass", lang, name=self.name or ""), round(44 * scale), True, ACCENT)
        hint = text_surface(tr("curtain.ready", lang), round(20 * scale), False, HINT)
        if title.get_width() > width * 0.9:  # a very long player name: shrink to fit
            title = pygame.transform.smoothscale_by(title, width * 0.9 / title.get_width())
        gap = round(24 * scale)
        top = (height - title.get_height() - gap - hint.get_height()) // 2
        surface.blit(title, title.get_rect(midtop=(width // 2, top)))
        rule_y = top + title.get_height() + gap // 2
        pygame.draw.line(surface, (69, 83, 107), (width // 2 - round(160 * scale), rule_y), (width // 2 + round(160 * scale), rule_y), max(1, round(scale)))
        surface.blit(hint, hint.get_rect(midtop=(width // 2, top + title.get_height() + gap)))
