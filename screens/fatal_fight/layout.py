"""Where the parts of the Fatal Fight table go, from the window size × the UI scale (issue #24).

Everything is laid out in design pixels (UI scale 1) for the *logical* window — the window
divided by the scale — and then multiplied by the scale: a bigger scale makes the board, the
tokens, the cards and the text bigger together. Each part has a natural size at 100 %; a
window with room to spare grows the board and the hand a little (``GROW``) and leaves the rest
to the log and the felt, so a bigger scale is always bigger. ``NEEDS_AT_1X`` is the logical window
the natural layout needs: a scale beyond ``window / NEEDS_AT_1X`` does not fit (1280×720 holds
100 %, 1600×900 125 %, 1920×1080 150 %), and the table then uses the largest scale that does and
says so (``screens.kit.scale.largest_fit``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import pygame

from engine.fatal_fight.board import ENTRIES, entry_line

GAP = 6
PAD = 8
MARGIN = 12
TOP = 56  # under the shell's Menu / Undo / Save buttons
BAR_HEIGHT = 44  # the action bar
BAR_FONT = 16  # its key hints are 3/4 of it: 12 px
LOG_MIN = 200  # narrower than this the log's lines get too short to read
LOG_MAX = 360  # a roomy window's log
LOG_FONT = 14
HEADER = 46
PROMPT = 34  # one line, or two lines of 13 px when the words need them
PARTY = 120  # the party column's width
HERO = 272  # the hero panel's width
BOTTOM = 180  # the hero panel's and the hand's height (hand cards with 13 px text)
LABEL = 16  # the area names over the grid
BADGE = 24  # an entry's number plate
LINE = 82  # a board line's height: a cell's, and an enemy queue's (tiles and the skill caption)
CELL_RATIO = 1.05  # a cell's width over its height
QUEUE = 220  # an enemy queue's width (three tokens)
GROW = 1.2  # how far the board and the hand grow in a roomy window (< 1.25: the next scale is bigger)
TABLE_W = 2 * PAD + PARTY + GAP + 2 * QUEUE + 2 * BADGE + round(3 * LINE * CELL_RATIO)
TABLE_H = 2 * PAD + HEADER + PROMPT + 3 * GAP + LABEL + 3 * LINE + BOTTOM
NEEDS_AT_1X = (3 * MARGIN + LOG_MIN + TABLE_W, TOP + BAR_HEIGHT + MARGIN + MARGIN // 2 + TABLE_H)  # logical window


def scaled(rect: pygame.Rect, scale: float) -> pygame.Rect:
    """A design-pixel rect in screen pixels."""
    left, top = round(rect.left * scale), round(rect.top * scale)
    return pygame.Rect(left, top, round(rect.right * scale) - left, round(rect.bottom * scale) - top)


@dataclass(frozen=True)
class TableFrame:
    """The table's cut of the window (screen pixels): the table area, the log, the action bar."""

    table: pygame.Rect
    log: pygame.Rect
    bar: pygame.Rect
    bar_font: int
    log_font: int

    @classmethod
    def of(cls, window: tuple[int, int], scale: float, toolbar: int = 0) -> TableFrame:
        """A narrower log above a full-width action bar, so the board and the hand get the room;
        the table starts under ``toolbar`` (screen px: the shell's Menu / Undo / Save buttons)."""
        width, height = window[0] / scale, window[1] / scale
        top = max(TOP, round(toolbar / scale) + MARGIN // 2)
        spare = width - 3 * MARGIN - TABLE_W * GROW  # the log takes what the table does not grow into
        log_w = round(min(LOG_MAX, max(LOG_MIN, spare)))
        bar = pygame.Rect(MARGIN, round(height) - MARGIN - BAR_HEIGHT, round(width) - 2 * MARGIN, BAR_HEIGHT)
        log = pygame.Rect(round(width) - MARGIN - log_w, top, log_w, bar.top - MARGIN // 2 - top)
        table = pygame.Rect(MARGIN, top, log.left - 2 * MARGIN, log.height)
        return cls(scaled(table, scale), scaled(log, scale), scaled(bar, scale), round(BAR_FONT * scale),
                   round(LOG_FONT * scale))


@dataclass(frozen=True)
class TableLayout:
    """The table's parts in table-local screen pixels (origin = the table's corner)."""

    size: tuple[int, int]
    scale: float
    header: pygame.Rect  # stage, round, stage card, threat, gold, decks, boss symbols
    prompt: pygame.Rect  # what to do now / the attack being built
    party: pygame.Rect  # turn order and every hero at a glance
    board: pygame.Rect  # the 3×3 board with the enemy queues at its entries
    hero: pygame.Rect  # the active hero's panel
    hand: pygame.Rect  # the active hero's hand
    line: int  # a board line's height, screen px

    def px(self, value: float) -> int:
        return round(value * self.scale)

    @classmethod
    def of(cls, size: tuple[int, int], scale: float) -> TableLayout:
        """The parts for a table area of ``size`` (screen px) at UI ``scale``: laid out at 100 % in
        ``size / scale`` and scaled up. The board and the hand share the height left over."""
        width, height = round(size[0] / scale), round(size[1] / scale)
        header = pygame.Rect(PAD, PAD, width - 2 * PAD, HEADER)
        prompt = pygame.Rect(PAD, header.bottom + GAP, width - 2 * PAD, PROMPT)
        room = height - PAD - prompt.bottom - 2 * GAP  # for the board and the bottom row
        board_h = LABEL + 3 * LINE
        extra = room - board_h - BOTTOM
        if extra >= 0:  # roomy: both grow (up to GROW), the rest is felt around the board
            board_grow = min(extra / 2, board_h * (GROW - 1))
            bottom = BOTTOM + min(extra - board_grow, BOTTOM * (GROW - 1))
            board_h += round(board_grow)
        else:  # short of room (below NEEDS_AT_1X): each gives up its share
            bottom = max(BOTTOM * 0.8, BOTTOM + extra / 2)
            board_h = round(room - bottom)
        bottom_h = round(bottom)
        middle = pygame.Rect(PAD, prompt.bottom + GAP, width - 2 * PAD, room - bottom_h)
        party = pygame.Rect(middle.left, middle.top, PARTY, middle.height)
        board = pygame.Rect(party.right + GAP, middle.top, middle.right - party.right - GAP, middle.height)
        line = (board_h - LABEL) // 3
        bottom_top = height - PAD - bottom_h
        hero = pygame.Rect(PAD, bottom_top, HERO, bottom_h)
        hand = pygame.Rect(hero.right + GAP, bottom_top, width - PAD - hero.right - GAP, bottom_h)
        return cls(size, scale, scaled(header, scale), scaled(prompt, scale), scaled(party, scale),
                   scaled(board, scale), scaled(hero, scale), scaled(hand, scale), round(line * scale))


@dataclass(frozen=True)
class BoardGeometry:
    """The board's cells, entry badges and queue areas inside ``rect`` (screen px); ``line`` is the
    line height the layout gives (0: as tall as the rect allows), the grid centred in the rect.

    Every rect is worked out once (the geometry is frozen) and handed out as a copy: a redraw and
    every hover's hit test ask for them dozens of times (issue #28)."""

    rect: pygame.Rect
    scale: float
    line: int = 0

    @cached_property
    def label_h(self) -> int:
        return round(LABEL * self.scale)

    @cached_property
    def badge_w(self) -> int:
        return round(BADGE * self.scale)

    @cached_property
    def line_h(self) -> int:
        room = (self.rect.height - self.label_h) // 3
        return min(self.line, room) if self.line else room

    @cached_property
    def cell_w(self) -> int:
        queues = 2 * round(QUEUE * self.scale) + 2 * self.badge_w
        return max(8, round(min(self.line_h * CELL_RATIO, (self.rect.width - queues) / 3)))

    @property
    def grid(self) -> pygame.Rect:
        return pygame.Rect(self._grid)

    @cached_property
    def _grid(self) -> pygame.Rect:
        w = self.cell_w * 3
        h = self.line_h * 3
        top = self.rect.top + self.label_h + (self.rect.height - self.label_h - h) // 2
        return pygame.Rect(self.rect.centerx - w // 2, top, w, h)

    def cell(self, index: int) -> pygame.Rect:
        """Cell ``index`` = line * 3 + area (FF-C1)."""
        return pygame.Rect(self._cells[index])

    @cached_property
    def _cells(self) -> tuple[pygame.Rect, ...]:
        grid = self._grid
        return tuple(pygame.Rect(grid.left + area * self.cell_w, grid.top + line * self.line_h, self.cell_w,
                                 self.line_h) for line, area in (divmod(index, 3) for index in range(9)))

    def badge(self, entry: int) -> pygame.Rect:
        """The entry's number plate at the end of its line: 1–3 left, 4–6 right."""
        return pygame.Rect(self._badges[entry - 1])

    @cached_property
    def _badges(self) -> tuple[pygame.Rect, ...]:
        grid = self._grid
        return tuple(pygame.Rect(grid.left - self.badge_w if entry <= 3 else grid.right,
                                 grid.top + entry_line(entry) * self.line_h, self.badge_w, self.line_h)
                     for entry in ENTRIES)

    def queue(self, entry: int) -> pygame.Rect:
        """Where entry ``entry``'s group stands, outside its badge."""
        return pygame.Rect(self._queues[entry - 1])

    @cached_property
    def _queues(self) -> tuple[pygame.Rect, ...]:
        def outside(entry: int, badge: pygame.Rect) -> pygame.Rect:
            if entry <= 3:
                return pygame.Rect(self.rect.left, badge.top, badge.left - self.rect.left, badge.height)
            return pygame.Rect(badge.right, badge.top, self.rect.right - badge.right, badge.height)
        return tuple(outside(entry, badge) for entry, badge in zip(ENTRIES, self._badges, strict=True))
