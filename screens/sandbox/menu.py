"""A small pop-up list of legal actions next to the pointer (click one, or anywhere to close)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from engine.core.kernel.game import Action
from engine.sandbox import actions as A
from screens.kit import style
from screens.kit.i18n import tr
from screens.kit.text.fonts import text_surface


@dataclass(frozen=True)
class MenuEntry:
    label: str
    action: Action


class ActionMenu:
    def __init__(self, entries: list[MenuEntry], at: tuple[int, int], bounds: pygame.Rect, font_px: int) -> None:
        self.entries = entries
        self.font_px = font_px
        self.row_h = round(font_px * 1.9)
        width = max(text_surface(e.label, font_px).get_width() for e in entries) + 2 * font_px
        self.rect = pygame.Rect(at, (width, self.row_h * len(entries))).clamp(bounds)
        self.hover: int | None = None

    def row(self, index: int) -> pygame.Rect:
        return pygame.Rect(self.rect.left, self.rect.top + index * self.row_h, self.rect.width, self.row_h)

    def index_at(self, pos: tuple[int, int]) -> int | None:
        for i in range(len(self.entries)):
            if self.row(i).collidepoint(pos):
                return i
        return None

    def pick(self, pos: tuple[int, int]) -> Action | None:
        """The action of the entry at ``pos`` (None: a click beside the menu)."""
        index = self.index_at(pos)
        return self.entries[index].action if index is not None else None

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, style.PANEL, self.rect.inflate(4, 4), border_radius=style.RADIUS)
        pygame.draw.rect(surface, style.PANEL_EDGE, self.rect.inflate(4, 4), 1, border_radius=style.RADIUS)
        for i, entry in enumerate(self.entries):
            row = self.row(i)
            if i == self.hover:
                pygame.draw.rect(surface, style.BUTTON_HOVER, row, border_radius=style.RADIUS // 2)
            text = text_surface(entry.label, self.font_px, False, style.TEXT)
            surface.blit(text, text.get_rect(midleft=(row.left + self.font_px, row.centery)))


def sandbox_entries(legal: list[Action], uid: str | None, key: str | None, seat: int, lang: str,
                    zone_name: Callable[[str], str]) -> list[MenuEntry]:
    """The sandbox's own legal actions on card ``uid`` (or on pile ``key``), worded for the menu:
    flip, tap, a move to each zone of the acting ``seat`` or a shared one, shuffle, look through."""
    entries: list[MenuEntry] = []
    for action in legal:
        if isinstance(action, A.Flip) and action.uid == uid:
            entries.append(MenuEntry(tr("sandbox.menu.flip", lang), action))
        elif isinstance(action, A.Rotate) and action.uid == uid:
            entries.append(MenuEntry(tr("sandbox.menu.rotate", lang), action))
        elif isinstance(action, A.MoveCard) and action.uid == uid and action.to.split(".")[0] in (str(seat), action.to):
            label = tr("sandbox.menu.bottom" if action.bottom else "sandbox.menu.move", lang, zone=zone_name(action.to))
            entries.append(MenuEntry(label, action))
        elif isinstance(action, (A.Shuffle, A.Peek)) and action.zone == key:
            word = "sandbox.menu.shuffle" if isinstance(action, A.Shuffle) else "sandbox.menu.peek"
            entries.append(MenuEntry(tr(word, lang), action))
    return entries
