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
    throughout: the same pixels as a blit, for a fraction of its cost).

    The table's felt is one colour inside a rounded frame: only the frame's bands (as wide as the
    corners need) are kept, and the inside is filled with the colour, the same pixels as the copy's
    for a tenth of its memory (issue #28). A copy that is not plain inside is kept whole.
    """

    def __init__(self, pixels: pygame.Surface) -> None:
        self.rect = pixels.get_rect()
        self.colour = pixels.get_at(self.rect.center)
        margin = _plain_margin(pixels, self.colour)
        if margin is None:
            self.inside = pygame.Rect(self.rect.center, (0, 0))
            self._bands = [(self.rect, pixels)]
        else:
            self.inside = self.rect.inflate(-2 * margin, -2 * margin)
            w, h = self.rect.size
            bands = (pygame.Rect(0, 0, w, margin), pygame.Rect(0, h - margin, w, margin),
                     pygame.Rect(0, margin, margin, h - 2 * margin), pygame.Rect(w - margin, margin, margin, h - 2 * margin))
            self._bands = [(band, pixels.subsurface(band).copy()) for band in bands if band.width and band.height]
        self._plain: dict[tuple[int, int, int, int], bool] = {}

    def lay(self, layer: pygame.Surface, rect: pygame.Rect | None = None) -> None:
        if rect is None:
            self._paint(layer, self.rect)
            return
        rect = rect.clip(self.rect)
        plain = self._plain.get(tuple(rect))  # type: ignore[arg-type]  # a Rect is its 4 numbers
        if plain is None:
            plain = self._plain[tuple(rect)] = self._is_plain(rect)  # type: ignore[index]
        if plain:
            layer.fill(self.colour, rect)
        else:
            self._paint(layer, rect)

    def _paint(self, layer: pygame.Surface, rect: pygame.Rect, at: tuple[int, int] = (0, 0)) -> None:
        """The copy's pixels in ``rect`` onto ``layer``, moved by ``at``."""
        inside = rect.clip(self.inside)
        if inside.width and inside.height:
            layer.fill(self.colour, inside.move(at))
        for band, pixels in self._bands:
            part = rect.clip(band)
            if part.width and part.height:
                layer.blit(pixels, part.move(at).topleft, part.move(-band.x, -band.y))

    def lay_around(self, layer: pygame.Surface, cover: pygame.Rect, radius: int) -> None:
        """The felt laid everywhere but under ``cover``, an opaque panel with corners rounded by
        ``radius`` about to be painted (laid under its corners, which it leaves as they are)."""
        edge = self.rect
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
        """Whether the copy is the felt's colour throughout ``rect``."""
        if rect.width <= 0 or rect.height <= 0:
            return False
        if self.inside.contains(rect):
            return True
        pixels = pygame.Surface(rect.size, 0, self._bands[0][1])
        self._paint(pixels, rect, (-rect.x, -rect.y))
        return _all_of(pixels, self.colour)


def _all_of(pixels: pygame.Surface, colour: pygame.Color) -> bool:
    """Whether every pixel of ``pixels`` is ``colour`` (compared as RGB)."""
    plain = pygame.Surface(pixels.get_size(), 0, pixels)
    plain.fill(colour)
    return pygame.image.tobytes(plain, "RGB") == pygame.image.tobytes(pixels, "RGB")


def _plain_margin(pixels: pygame.Surface, colour: pygame.Color) -> int | None:
    """The narrowest margin inside which ``pixels`` is all ``colour`` (the smaller the inside, the
    likelier it is plain: a search halving the margins); None when no margin under a quarter of the
    shorter side leaves a plain inside."""
    rect = pixels.get_rect()
    most = min(rect.size) // 4

    def plain_within(margin: int) -> bool:
        inside = rect.inflate(-2 * margin, -2 * margin)
        return inside.width > 0 and inside.height > 0 and _all_of(pixels.subsurface(inside), colour)

    if most < 1 or not plain_within(most):
        return None
    low, high = 0, most  # plain within ``high``; not known below
    while low < high:
        mid = (low + high) // 2
        if plain_within(mid):
            high = mid
        else:
            low = mid + 1
    return high
