"""The hotseat hand-off curtain (design.md "Screen conventions", issue #21).

Before every private view of a person's seat — whatever led there: a move, a bot's move, a
timeout, undo, hand to bot, Load, Continue — the table is covered by a plain screen naming the
next player, when the game's policy says it hides cards between seats (or, for a game without
one, when the two views hide different things). While it is down, the table draws nothing of
any view and gets no input; a click or Space lifts it. Esc or its Menu button asks before
leaving the game (which is autosaved).
"""

from __future__ import annotations

import time
from typing import Any

import pygame

from engine.core.kernel.view import needs_curtain
from screens.kit.cover_buttons import draw_buttons, hit
from screens.kit.i18n import tr
from screens.kit.style import GOLD as ACCENT
from screens.kit.style import HINT
from screens.kit.text.fonts import text_surface

ARM_SECONDS = 0.35  # input this soon after covering is ignored (a double click of the last player)
COLOUR = (17, 22, 31)


def needs_handoff(session: Any, before: int | None, after: int | None, privacy: bool) -> bool:
    """Must the screen be covered when the viewer changes from ``before`` to ``after``?"""
    if not privacy or after is None or before == after:
        return False
    policy = getattr(session.game, "policy", None) if hasattr(session, "game") else None
    return bool(policy is not None and policy.hides) or needs_curtain(session.view(before), session.view(after))


class Curtain:
    """A full-screen cover naming whom to pass the screen to."""

    def __init__(self) -> None:
        self.name: str | None = None
        self.asking = False  # the "leave the game?" question is up
        self.leave_chosen = False  # the player answered "Leave"
        self._armed_at = 0.0
        self._pressed = False
        self._buttons: list[tuple[pygame.Rect, str]] = []
        self._pointer: tuple[int, int] | None = None

    @property
    def down(self) -> bool:
        return self.name is not None

    def cover(self, name: str) -> None:
        self.name = name
        self.asking = False
        self._armed_at = time.monotonic() + ARM_SECONDS
        self._pressed = False

    def lift(self) -> None:
        self.name = None
        self.asking = False

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Take every input event while down; True when this event lifted the curtain."""
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.asking = not self.asking
            return False
        pressed = hit(self._buttons, event.pos) if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) else None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and pressed is not None:
            self._pressed = False
            if pressed == "menu":
                self.asking = True
            elif pressed == "leave":
                self.leave_chosen = True
            elif pressed == "stay":
                self.asking = False
            return False
        if self.asking or pressed is not None or time.monotonic() < self._armed_at:
            return False  # only a deliberate click lifts it (not the last player's double click)
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
        if self.asking:
            title_text, hint_text = tr("curtain.leave_title", lang), tr("curtain.leave_hint", lang)
        else:
            title_text, hint_text = tr("curtain.pass", lang, name=self.name or ""), tr("curtain.ready", lang)
        title = text_surface(title_text, round(44 * scale), True, ACCENT)
        hint = text_surface(hint_text, round(20 * scale), False, HINT)
        if title.get_width() > width * 0.9:  # a very long player name: shrink to fit
            title = pygame.transform.smoothscale_by(title, width * 0.9 / title.get_width())
        gap = round(24 * scale)
        top = (height - title.get_height() - gap - hint.get_height()) // 2
        surface.blit(title, title.get_rect(midtop=(width // 2, top)))
        rule_y = top + title.get_height() + gap // 2
        pygame.draw.line(surface, (69, 83, 107), (width // 2 - round(160 * scale), rule_y), (width // 2 + round(160 * scale), rule_y), max(1, round(scale)))
        surface.blit(hint, hint.get_rect(midtop=(width // 2, top + title.get_height() + gap)))
        if self.asking:
            row_y = top + title.get_height() + gap + hint.get_height() + round(48 * scale)
            self._buttons = draw_buttons(surface, [("leave", tr("curtain.leave", lang)), ("stay", tr("curtain.stay", lang))],
                                         row_y, scale, self._pointer)
        else:
            self._buttons = draw_buttons(surface, [("menu", tr("table.menu", lang))], round(28 * scale), scale,
                                         self._pointer, left=round(12 * scale))
