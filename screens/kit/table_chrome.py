"""The frame around a table: the toolbar (Menu, status line, Save, Redo, Undo) and the areas it
leaves for the log, the action bar and the table itself; a greyed Undo says why on hover.

A component a table owns (``screens/kit/table_base.py``); it is given the screen it builds on
and the actions its buttons call, never the table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame
from pygame_gui.elements import UIButton, UILabel

from screens.kit.screen import Screen
from screens.kit.tooltip import draw_tooltip


@dataclass(frozen=True)
class ChromeAreas:
    log: pygame.Rect
    bar: pygame.Rect
    table: pygame.Rect


class TableChrome:
    """The toolbar widgets of one build, and why Undo is greyed (None: it is not)."""

    def __init__(self) -> None:
        self.status: UILabel | None = None
        self.undo: UIButton | None = None
        self.redo: UIButton | None = None
        self.undo_reason: str | None = None

    def build(self, screen: Screen, menu: Callable[[], None], save: Callable[[], None], redo: Callable[[], None],
              undo: Callable[[], None]) -> ChromeAreas:
        """Make the toolbar on ``screen``; the areas left for the log, the action bar and the table."""
        width, height = screen.size
        px = screen.px
        margin, top_h, bar_h, log_w = px(12), px(56), px(76), px(320)
        screen.button(pygame.Rect(margin, px(10), px(120), px(36)), screen.tr("table.menu"), menu, cls="@toolbar")
        self.status = screen.label(pygame.Rect(margin + px(136), px(10), width - px(560), px(36)), "", cls="@status")
        right = width - margin
        made = []
        for key, action in (("table.save", save), ("table.redo", redo), ("table.undo", undo)):
            right -= px(120)
            made.append(screen.button(pygame.Rect(right, px(10), px(112), px(36)), screen.tr(key), action,
                                      cls="@toolbar"))
        self.redo, self.undo = made[1], made[2]
        log = pygame.Rect(width - margin - log_w, top_h, log_w, height - top_h - margin)
        bar = pygame.Rect(margin, height - margin - bar_h, log.left - 2 * margin, bar_h)
        return ChromeAreas(log, bar, pygame.Rect(margin, top_h, bar.width, bar.top - top_h - margin))

    def built(self) -> bool:
        return self.status is not None and self.undo is not None and self.redo is not None

    def refresh(self, status: str, undo_reason: str | None, can_redo: bool) -> None:
        """The status line, and Undo/Redo greyed or not (Undo with its reason)."""
        if self.status is None or self.undo is None or self.redo is None:
            return
        self.status.set_text(status)
        self.undo_reason = undo_reason
        for widget, allowed in ((self.undo, undo_reason is None), (self.redo, can_redo)):
            if allowed:
                widget.enable()
            else:
                widget.disable()

    def set_status(self, status: str) -> None:
        if self.status is not None:
            self.status.set_text(status)

    def draw_reason(self, surface: pygame.Surface, pointer: tuple[int, int], font_px: int) -> None:
        """Undo greyed: its reason, in a player's words, while the pointer rests on it."""
        if self.undo is not None and self.undo_reason is not None and self.undo.rect.collidepoint(pointer):
            draw_tooltip(surface, self.undo_reason, self.undo.rect, font_px)
