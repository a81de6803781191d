"""Looking through a pile (issue #24): its cards spread in a grid, top card first, in pages.

A pile on the table shows its top card only; while a seat looks through it (``view.peeking``)
every card of it is laid out in a panel over the other seats' side of the table (the viewer's
own zones stay in view, so a card can be dragged from the panel onto them), a page at a time
when they do not all fit. Pure geometry here; the table draws it and turns clicks into pages.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from engine.sandbox.view import SandboxView
from screens.sandbox.geometry import TableGeometry


@dataclass(frozen=True)
class LookLayout:
    panel: pygame.Rect  # over the table; the zones under it are out of reach while it is up
    title: pygame.Rect  # the line naming the pile (and the page)
    cells: tuple[pygame.Rect, ...]  # one page's places for cards, in reading order
    prev: pygame.Rect | None  # page buttons (None: everything fits on one page)
    next: pygame.Rect | None
    count: int  # cards in the pile

    @property
    def pages(self) -> int:
        return max(1, -(-self.count // len(self.cells)))

    def order(self, page: int) -> list[int]:
        """The pile indices (bottom first) shown on ``page``: the top card first."""
        per = len(self.cells)
        top_first = list(range(self.count - 1, -1, -1))
        return top_first[page * per:(page + 1) * per]


def panel_area(geometry: TableGeometry, viewer: int) -> pygame.Rect:
    """Everything above the viewer's own side (the other seats and the shared band); the whole
    table when that leaves too little room for a row of cards."""
    everything = pygame.Rect(geometry.sides[viewer]).unionall(list(geometry.sides.values()))
    mine = geometry.sides[viewer]
    above = pygame.Rect(everything.left, everything.top, everything.width, mine.top - everything.top)
    return above if above.height >= geometry.card[1] + 3 * geometry.label else everything


def look_layout(geometry: TableGeometry, viewer: int, count: int, line_h: int) -> LookLayout:
    """The panel for a pile of ``count`` cards; ``line_h``: the height of its title and buttons."""
    panel = panel_area(geometry, viewer)
    w, h = geometry.card
    gap = max(4, geometry.label // 3)
    title = pygame.Rect(panel.left + gap, panel.top + gap, panel.width - 2 * gap, line_h)
    grid = pygame.Rect(panel.left + gap, title.bottom + gap, panel.width - 2 * gap, panel.bottom - title.bottom - 2 * gap)
    cols = max(1, (grid.width + gap) // (w + gap))
    rows = max(1, (grid.height + gap) // (h + gap))
    prev = nxt = None
    if cols * rows < count:  # pages: the buttons take the title line's right end
        button_w = max(line_h * 4, grid.width // 8)
        nxt = pygame.Rect(title.right - button_w, title.top, button_w, line_h)
        prev = pygame.Rect(nxt.left - gap - button_w, title.top, button_w, line_h)
    used = min(count, cols * rows)
    shown_cols = min(cols, max(1, used))
    left = grid.left + (grid.width - (shown_cols * (w + gap) - gap)) // 2
    cells = tuple(pygame.Rect(left + (i % cols) * (w + gap), grid.top + (i // cols) * (h + gap), w, h)
                  for i in range(cols * rows))
    return LookLayout(panel, title, cells, prev, nxt, count)


class LookThrough:
    """Which page of the pile being looked through is shown; page buttons, the wheel and
    PageUp / PageDown turn it. A new look starts on the first page (the top card)."""

    def __init__(self) -> None:
        self.zone: str | None = None
        self.page = 0

    def current(self, view: SandboxView, geometry: TableGeometry, viewer: int, line_h: int) -> tuple[LookLayout, int] | None:
        """The panel of the pile ``view`` is looking through, and the page to show; None when none."""
        pile = view.zones.get(view.peeking) if view.peeking is not None else None
        if pile is None:
            self.follow(None, None)
            return None
        laid = look_layout(geometry, viewer, len(pile.cards), line_h)
        return laid, self.follow(view.peeking, laid)

    def follow(self, peeking: str | None, layout: LookLayout | None) -> int:
        """The page to show now for the pile ``peeking`` (laid out as ``layout``)."""
        if peeking != self.zone:
            self.zone, self.page = peeking, 0
        if layout is not None:
            self.page = max(0, min(self.page, layout.pages - 1))
        return self.page

    def turn(self, layout: LookLayout, step: int) -> bool:
        """Turn ``step`` pages; False when there was no page to turn to."""
        page = max(0, min(self.page + step, layout.pages - 1))
        turned, self.page = page != self.page, page
        return turned

    def handle(self, event: pygame.event.Event, layout: LookLayout, pointer: tuple[int, int]) -> bool:
        """Take a page turn from ``event`` (``pointer``: where the mouse is); True when the event
        was the panel's."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, step in ((layout.prev, -1), (layout.next, 1)):
                if rect is not None and rect.collidepoint(event.pos):
                    self.turn(layout, step)
                    return True
            return False
        if event.type == pygame.MOUSEWHEEL:
            if not layout.panel.collidepoint(pointer):
                return False
            self.turn(layout, -event.y)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.turn(layout, -1 if event.key == pygame.K_PAGEUP else 1)
            return True
        return False
