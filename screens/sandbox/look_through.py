"""Looking through a pile (issue #24): its cards spread over the other side of the table.

A pile on the table shows its top card only; while a seat looks through it (``view.peeking``)
every card of it is laid out by the kit's ``SpreadView`` (top card first, left to right, in as
few rows as keep a strip of each card visible, so every card can be pointed at, clicked and
dragged) in a panel over the other seats' side of the table: the viewer's own zones stay in
view, so a card can be dragged from the panel onto them. Geometry only; the table draws it.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from engine.sandbox.view import SandboxView
from screens.kit.cards.renderer import CardItem, CardSource
from screens.kit.spread import SpreadView
from screens.sandbox.geometry import TableGeometry


@dataclass(frozen=True)
class LookLayout:
    panel: pygame.Rect  # over the table; the zones under it are out of reach while it is up
    title: pygame.Rect  # the line naming the pile
    cells: tuple[pygame.Rect, ...]  # the cards' places, top card first (later ones lie over earlier ones)
    count: int  # cards in the pile

    def order(self) -> list[int]:
        """The pile indices (bottom first) of ``cells``: the top card first."""
        return list(range(self.count - 1, -1, -1))


def panel_area(geometry: TableGeometry, viewer: int) -> pygame.Rect:
    """Everything above the viewer's own side (the other seats and the shared band); the whole
    table when that leaves too little room for a row of cards."""
    everything = pygame.Rect(geometry.sides[viewer]).unionall(list(geometry.sides.values()))
    mine = geometry.sides[viewer]
    above = pygame.Rect(everything.left, everything.top, everything.width, mine.top - everything.top)
    return above if above.height >= geometry.card[1] + 3 * geometry.label else everything


def look_layout(geometry: TableGeometry, viewer: int, top: CardItem, count: int, renderer: CardSource,
                line_h: int) -> LookLayout:
    """The panel for a pile of ``count`` cards whose top card is ``top`` (the pile's card shape,
    from ``renderer``: the table faces, so nothing is drawn at print size only to be measured);
    ``line_h``: the height of its title line."""
    panel = panel_area(geometry, viewer)
    gap = max(4, geometry.label // 3)
    title = pygame.Rect(panel.left + gap, panel.top + gap, panel.width - 2 * gap, line_h)
    area = pygame.Rect(panel.left + gap, title.bottom + gap, panel.width - 2 * gap, panel.bottom - title.bottom - 2 * gap)
    spread = SpreadView(area, renderer, max_height=geometry.card[1])
    spread.show([top] * count)
    return LookLayout(panel, title, tuple(spread.rects), count)


class LookThrough:
    """The look-through panel of the pile a view is looking through, laid out once per change of
    the pile's size, the table's geometry or the text size."""

    def __init__(self) -> None:
        self._laid: tuple[tuple[object, ...], LookLayout] | None = None

    def current(self, view: SandboxView, geometry: TableGeometry, viewer: int, top: CardItem | None,
                renderer: CardSource, line_h: int) -> LookLayout | None:
        """The panel for the pile ``view`` is looking through (``top``: its top card, drawn by
        ``renderer``), or None."""
        pile = view.zones.get(view.peeking) if view.peeking is not None else None
        if pile is None or top is None:
            return None
        key = (view.peeking, len(pile.cards), geometry.card, tuple(geometry.sides[viewer]), line_h, top)
        if self._laid is None or self._laid[0] != key:
            self._laid = key, look_layout(geometry, viewer, top, len(pile.cards), renderer, line_h)
        return self._laid[1]
