"""Painted parts of the table kept on its layer (issue #28: a frame redraws only what changed).

A part of the layer (the header, the prompt, the party, the hero panel) is painted again only
when its key changes; a redraw of the board leaves it as it is. The key holds
every input of the part's pixels: the scene without the pointer (``scene_key``) and the part's
own hover (``hover_for``: a pointer moving over the board leaves the header as it is); the felt
under it is the same for the whole layout (``TableParts``, rebuilt with it). Painters keep their
hit-test spots from their last paint, which the same key keeps true.
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
    """One part of the layer, painted again only when its key changes. In between its pixels stay on
    the layer as they are: nothing else paints in its rect (the felt under the board and the hand is
    laid back only around them, and the panels between rounds make the table forget every part)."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self._key: tuple[Any, ...] | None = None

    def draw(self, layer: pygame.Surface, felt: Felt, key: tuple[Any, ...], paint: Callable[[], None]) -> None:
        if key == self._key:
            return
        felt.lay(layer, self.rect)
        paint()
        self._key = key

    @property
    def painted(self) -> bool:
        return self._key is not None

    def forget(self) -> None:
        self._key = None


class Felt:
    """The screen under the table, copied once per layout and laid back under what a redraw paints:
    the whole copy, or one rect of it (filled with the felt's colour where the copy is that colour
    throughout: the same pixels as a blit, for a fraction of its cost)."""

    def __init__(self, pixels: pygame.Surface) -> None:
        self.pixels = pixels
        self.colour = pixels.get_at(pixels.get_rect().center)
        self._plain: dict[tuple[int, int, int, int], bool] = {}

    def lay(self, layer: pygame.Surface, rect: pygame.Rect | None = None) -> None:
        if rect is None:
            layer.blit(self.pixels, (0, 0))
            return
        rect = rect.clip(self.pixels.get_rect())
        plain = self._plain.get(tuple(rect))  # type: ignore[arg-type]  # a Rect is its 4 numbers
        if plain is None:
            plain = self._plain[tuple(rect)] = self._is_plain(rect)  # type: ignore[index]
        if plain:
            layer.fill(self.colour, rect)
        else:
            layer.blit(self.pixels, rect.topleft, rect)

    def lay_around(self, layer: pygame.Surface, cover: pygame.Rect, radius: int) -> None:
        """The felt laid everywhere but under ``cover``, an opaque panel with corners rounded by
        ``radius`` about to be painted (laid under its corners, which it leaves as they are)."""
        edge = self.pixels.get_rect()
        r = max(0, min(radius, cover.width // 2, cover.height // 2))
        for rect in (pygame.Rect(0, 0, edge.width, cover.top),
                     pygame.Rect(0, cover.bottom, edge.width, edge.height - cover.bottom),
                     pygame.Rect(0, cover.top, cover.left, cover.height),
                     pygame.Rect(cover.right, cover.top, edge.width - cover.right, cover.height),
                     pygame.Rect(cover.topleft, (r, r)), pygame.Rect(cover.right - r, cover.top, r, r),
                     pygame.Rect(cover.left, cover.bottom - r, r, r), pygame.Rect(cover.right - r, cover.bottom - r, r, r)):
            if rect.width > 0 and rect.height > 0:
                self.lay(layer, rect)

    def _is_plain(self, rect: pygame.Rect) -> bool:
        if rect.width <= 0 or rect.height <= 0:
            return False
        plain = pygame.Surface(rect.size, 0, self.pixels)
        plain.fill(self.colour)
        return pygame.image.tobytes(plain, "RGB") == pygame.image.tobytes(self.pixels.subsurface(rect), "RGB")
