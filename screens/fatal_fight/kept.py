"""Painted parts of the table kept as pixels (issue #28: a frame redraws only what changed).

A part of the layer (the header, the prompt, the party, the hero panel) is painted once and
copied; the next redraw blits the copy back while the part's key is unchanged. The key holds
every input of the part's pixels: the scene without the pointer (``scene_key``) and the part's
own hover (``hover_for``: a pointer moving over the board leaves the header as it is); the felt
under it is the same for the whole layout (``TableParts``, rebuilt with it). Painters keep their
hit-test spots from the draw that made the copy, which the same key keeps true.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any

import pygame

from screens.fatal_fight.scene import Hit, Scene


def scene_key(scene: Scene) -> tuple[Any, ...]:
    """Every field of ``scene`` but the pointer's: compared by value (the view, the lit choices,
    the forecast and the tallies are rebuilt on each change, never edited in place)."""
    return tuple(value for name, value in vars(scene).items() if name != "hover")


def hover_for(scene: Scene, kinds: Collection[str]) -> Hit | None:
    """The hovered thing when it is one of ``kinds`` (what a part lights under the pointer)."""
    hover = scene.hover
    return hover if hover is not None and hover.kind in kinds else None


class KeptPart:
    """One part of the layer: painted when its key changes, else blitted from the copy."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self._key: tuple[Any, ...] | None = None
        self._pixels: pygame.Surface | None = None

    def draw(self, layer: pygame.Surface, key: tuple[Any, ...], paint: Callable[[], None]) -> None:
        if self._pixels is not None and key == self._key:
            layer.blit(self._pixels, self.rect)
            return
        paint()
        self._pixels = layer.subsurface(self.rect.clip(layer.get_rect())).copy()
        self._key = key

    def forget(self) -> None:
        self._key, self._pixels = None, None
