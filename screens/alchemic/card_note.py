"""A short note at a card: why it cannot be used now (issue #24, a refusal where the player looks).

Shown above the card (below it when there is no room), inside the window, wrapped to at most
a card-and-a-half's width, for a few seconds after a click or while the card is hovered.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from screens.alchemic.ink import WARN, Ink
from screens.kit import style
from screens.kit.text.wrap import wrap

NOTE_PX = 14
NOTE_SECONDS = 4.0


@dataclass
class CardNote:
    text: str
    anchor: pygame.Rect
    seconds: float = NOTE_SECONDS

    def tick(self, dt: float) -> bool:
        """Count down; False once it has run out."""
        self.seconds -= dt
        return self.seconds > 0


def draw_note(surface: pygame.Surface, ink: Ink, text: str, anchor: pygame.Rect,
              avoid: pygame.Rect | None = None) -> pygame.Rect:
    """``text`` in a box at ``anchor``, beside ``avoid`` (the hover preview) rather than over it."""
    font = ink.font(NOTE_PX, style.TEXT)
    pad = ink.px(8)
    bounds = surface.get_rect().inflate(-ink.px(8), -ink.px(8))
    width = min(bounds.width, max(ink.px(220), round(anchor.width * 1.8)))
    lines = wrap(text, width - 2 * pad, font.measure, font.pattern)
    inner_w = max(round(font.measure(line)) for line in lines) if lines else 0
    box = pygame.Rect(0, 0, inner_w + 2 * pad, round(len(lines) * font.line_height) + 2 * pad)
    box.midbottom = (anchor.centerx, anchor.top - ink.px(6))
    if box.top < bounds.top:
        box.midtop = (anchor.centerx, anchor.bottom + ink.px(6))
    box = box.clamp(bounds)
    if avoid is not None and box.colliderect(avoid):
        if avoid.centerx >= anchor.centerx:
            box.right = avoid.left - ink.px(6)
        else:
            box.left = avoid.right + ink.px(6)
        box = box.clamp(bounds)
    pygame.draw.rect(surface, style.PANEL, box, border_radius=style.RADIUS)
    pygame.draw.rect(surface, style.DANGER, box, width=max(1, ink.px(2)), border_radius=style.RADIUS)
    font.draw_lines(surface, box.inflate(-2 * pad, -2 * pad), lines, "left", "top")
    return box


def draw_tag(surface: pygame.Surface, ink: Ink, text: str, card: pygame.Rect) -> None:
    """A warning pill just above a card, covering none of it (a pick that would rebound, AC-B4)."""
    font = ink.font(NOTE_PX - 1, style.ACCENT_TEXT, bold=True)
    pad = ink.px(6)
    box = pygame.Rect(0, 0, min(card.width - 2 * pad, round(font.measure(text)) + 2 * pad), round(font.line_height) + 2)
    box.midbottom = (card.centerx, card.top - ink.px(1))
    pygame.draw.rect(surface, WARN, box, border_radius=box.height // 2)
    font.draw_lines(surface, box, [text], "center", "middle")
