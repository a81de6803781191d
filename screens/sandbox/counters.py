"""The counters of a sandbox table (chip pools, life …): value with − and + beside it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from engine.sandbox import actions as A
from engine.sandbox.state import split_key
from screens.kit import style
from screens.kit.text.fonts import text_surface
from screens.sandbox.geometry import TableGeometry

if TYPE_CHECKING:
    from screens.sandbox.table import SandboxTable


def _buttons(box: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
    size = box.height // 2
    minus = pygame.Rect(box.left + 4, box.bottom - size - 4, size, size)
    plus = pygame.Rect(box.right - size - 4, box.bottom - size - 4, size, size)
    return minus, plus


class CounterButtons:
    """Draws every counter box and turns clicks on − / + into ``AdjustCounter`` actions."""

    def press(self, pos: tuple[int, int], screen: SandboxTable) -> bool:
        for key, box in screen.geometry().counters.items():
            minus, plus = _buttons(box)
            for rect, delta in ((minus, -1), (plus, 1)):
                if rect.collidepoint(pos):
                    screen.play_at(A.AdjustCounter(screen.acting_seat(), key, delta), pos)  # refused: why, at the button
                    return True
        return False

    def draw(self, surface: pygame.Surface, screen: SandboxTable, geometry: TableGeometry, view: Any, font: int) -> None:
        legal = {(a.counter, a.delta) for a in screen.legal() if isinstance(a, A.AdjustCounter)}
        for key, box in geometry.counters.items():
            pygame.draw.rect(surface, style.PANEL, box, border_radius=style.RADIUS)
            pygame.draw.rect(surface, style.PANEL_EDGE, box, 1, border_radius=style.RADIUS)
            counter_id = split_key(key)[1]
            name = next(c.display_name(screen.lang) for c in screen.game.table.counters if c.id == counter_id)
            title = text_surface(name, font, False, style.TEXT_DIM)
            surface.blit(title, (box.left + 6, box.top + 3), pygame.Rect(0, 0, box.width - 10, title.get_height()))
            minus, plus = _buttons(box)
            value = text_surface(str(view.counters[key]), round(font * 1.6), True, style.TEXT)
            surface.blit(value, value.get_rect(center=(box.centerx, minus.centery)))
            for rect, delta, sign in ((minus, -1, "−"), (plus, 1, "+")):
                fill = style.BUTTON if (key, delta) in legal else style.BUTTON_DISABLED
                pygame.draw.rect(surface, fill, rect, border_radius=4)
                mark = text_surface(sign, font, True, style.TEXT if (key, delta) in legal else style.TEXT_DIM)
                surface.blit(mark, mark.get_rect(center=rect.center))
