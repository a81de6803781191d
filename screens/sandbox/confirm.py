"""A yes/no question drawn over the table before an action that cannot be taken lightly (End game).

While it is up it is modal: it takes every click and key, and the table draws no hover preview
over it. Y or a click on the yes button answers yes; N, Esc or the no button keeps playing.
Enter answers nothing (a key pressed out of habit must not end a game, issue #24).
"""

from __future__ import annotations

import pygame

from engine.core.kernel.game import Action
from screens.kit import style
from screens.kit.i18n import tr
from screens.kit.text.fonts import get_font, text_surface
from screens.kit.text.wrap import wrap

YES, NO = "yes", "no"


class ConfirmBox:
    def __init__(self, action: Action, question: str, yes: str, no: str, area: pygame.Rect, font_px: int) -> None:
        self.action = action
        self.font_px = font_px
        font = get_font(font_px)
        width = min(area.width - 2 * font_px, 34 * font_px)
        self.lines = wrap(question, width - 2 * font_px, lambda t: font.size(t)[0]) or [""]
        button_h = round(font_px * 2.4)
        height = font_px + len(self.lines) * font.get_linesize() + font_px + button_h + font_px
        self.rect = pygame.Rect(0, 0, width, height)
        self.rect.center = area.center
        gap = font_px
        half = (width - 2 * font_px - gap) // 2
        top = self.rect.bottom - font_px - button_h
        self.no = (pygame.Rect(self.rect.left + font_px, top, half, button_h), no)
        self.yes = (pygame.Rect(self.rect.right - font_px - half, top, half, button_h), yes)
        self.hover: str | None = None

    @classmethod
    def end_game(cls, action: Action, lang: str, area: pygame.Rect, font_px: int) -> ConfirmBox:
        """The question before the players end the game."""
        return cls(action, tr("sandbox.confirm.end_game", lang), tr("sandbox.confirm.yes", lang),
                   tr("sandbox.confirm.no", lang), area, font_px)

    def handle_event(self, event: pygame.event.Event) -> str | None:
        """YES, NO, or None (the question stays up); every input event is taken."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = YES if self.yes[0].collidepoint(event.pos) else NO if self.no[0].collidepoint(event.pos) else None
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.yes[0].collidepoint(event.pos):
                return YES
            if self.no[0].collidepoint(event.pos):
                return NO
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_y:
                return YES
            if event.key in (pygame.K_n, pygame.K_ESCAPE):
                return NO
        return None

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 120))
        surface.blit(shade, (0, 0))
        pygame.draw.rect(surface, style.PANEL, self.rect, border_radius=style.RADIUS)
        pygame.draw.rect(surface, style.ACCENT, self.rect, 2, border_radius=style.RADIUS)
        line_h = get_font(self.font_px).get_linesize()
        y = self.rect.top + self.font_px
        for line in self.lines:
            surface.blit(text_surface(line, self.font_px, False, style.TEXT), (self.rect.left + self.font_px, y))
            y += line_h
        for (rect, label), which in ((self.no, NO), (self.yes, YES)):
            fill = style.BUTTON_HOVER if self.hover == which else style.BUTTON
            pygame.draw.rect(surface, style.DANGER if which == YES and self.hover == YES else fill, rect,
                             border_radius=style.RADIUS)
            pygame.draw.rect(surface, style.PANEL_EDGE, rect, 1, border_radius=style.RADIUS)
            text = text_surface(label, self.font_px, True, style.TEXT)
            surface.blit(text, text.get_rect(center=rect.center), pygame.Rect(0, 0, rect.width - 8, text.get_height()))
