"""The shape every table widget has: a rect, events in, a result out, a dirty flag."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any

import pygame

CLICK = 1  # the left mouse button


class Widget(ABC):
    """``handle_event`` returns what the caller should act on (or None); ``draw`` clears ``dirty``.

    The app redraws a widget only while ``dirty`` is set: every change of what the widget
    shows sets it.
    """

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.dirty = True

    def resize(self, rect: pygame.Rect) -> None:
        """Move/resize the widget (the window changed)."""
        self.rect = pygame.Rect(rect)
        self.relayout()
        self.dirty = True

    def relayout(self) -> None:  # noqa: B027 (an optional hook)
        """Recompute positions after a change of ``rect`` or content; default: nothing to do."""

    @abstractmethod
    def handle_event(self, event: pygame.event.Event) -> Any | None: ...

    def draw(self, surface: pygame.Surface) -> None:
        self.paint(surface)
        self.dirty = False

    @abstractmethod
    def paint(self, surface: pygame.Surface) -> None:
        """Draw the widget inside ``rect``."""


def is_click(event: pygame.event.Event) -> bool:
    return event.type == pygame.MOUSEBUTTONDOWN and event.button == CLICK
