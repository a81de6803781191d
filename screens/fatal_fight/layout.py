"""Where the parts of the Fatal Fight table go, in table-local pixels (origin = the table's corner).

A bigger UI scale makes what a player reads bigger (issue #14.6): all text grows with the UI
scale; the cards, the enemy tiles and the board's text get the room, which the log gives up
(``log_width``), and the frame's boxes grow only as far as the window has room
(``layout_scale``). ``emphasis`` — the UI scale over the geometry — is how much the board
leans towards its enemy tiles and the hand towards its cards where the window is too small
for everything to grow (1280×720 at 125 %).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from engine.fatal_fight.board import entry_line

GAP = 6
LOG_WIDTH = 268  # the log panel at UI scale 100 %
LOG_MIN = 170  # narrower than this the log's lines get too short to read
DESIGN_SIZE = (940, 560)  # the table's size at which the scale-1 layout is drawn
WINDOW_SIZE = (1280, 720)  # the window the scale-1 frame is cut for


def layout_scale(size: tuple[int, int], ui_scale: float) -> float:
    """How much the table's geometry grows: with the UI scale, while the table has the room."""
    room = min(size[0] / DESIGN_SIZE[0], size[1] / DESIGN_SIZE[1])
    return min(ui_scale, max(1.0, room))


def window_scale(size: tuple[int, int], ui_scale: float) -> float:
    """How much the table's frame (margins, bar, log) grows: with the UI scale only while the window
    is larger than 1280×720, so a bigger UI scale never shrinks the board and cards (issue #14.6)."""
    room = min(size[0] / WINDOW_SIZE[0], size[1] / WINDOW_SIZE[1])
    return min(ui_scale, max(1.0, room))


def log_width(width: int, frame: float, ui_scale: float) -> int:
    """The log narrows as the UI scale grows, so the board and the hand get the room (issue #14.6)."""
    return max(min(LOG_MIN, round(width * 0.22)), round(min(LOG_WIDTH * frame, width * 0.22) / ui_scale))


def emphasis(geometry: float, ui_scale: float) -> float:
    """How much more the player asked for than the frame's geometry gives (1 when it all grows)."""
    return max(1.0, ui_scale / geometry)


@dataclass(frozen=True)
class TableLayout:
    header: pygame.Rect  # stage, round, stage card, threat, gold, decks, boss symbols
    prompt: pygame.Rect  # what to do now / the attack being built
    party: pygame.Rect  # turn order and every hero at a glance
    board: pygame.Rect  # the 3×3 board with the enemy queues at its entries
    hero: pygame.Rect  # the active hero's panel
    hand: pygame.Rect  # the active hero's hand

    @classmethod
    def of(cls, size: tuple[int, int], scale: float, ui_scale: float | None = None) -> TableLayout:
        """The parts for a table of ``size`` at geometry ``scale``; with a UI scale beyond the
        geometry (``emphasis``) the seams tighten so the board and the hand keep their room."""
        width, height = size
        lean = emphasis(scale, ui_scale or scale)
        gap = round(GAP * scale / lean)  # tighter seams where the window is short of room
        pad = round(8 * scale / lean)
        header_h = round(40 * scale)
        prompt_h = round(34 * scale)  # one line, or two lines of 13 px when the words need them
        bottom_h = round(max(height * 0.34, min(height * 0.4, 150 * scale)))
        header = pygame.Rect(pad, pad, width - 2 * pad, header_h)
        prompt = pygame.Rect(pad, header.bottom + gap, width - 2 * pad, prompt_h)
        bottom_top = height - pad - bottom_h
        middle = pygame.Rect(pad, prompt.bottom + gap, width - 2 * pad, bottom_top - gap - prompt.bottom - gap)
        party_w = round(min(width * 0.15, 136 * scale))
        party = pygame.Rect(middle.left, middle.top, party_w, middle.height)
        board = pygame.Rect(party.right + gap, middle.top, middle.right - party.right - gap, middle.height)
        hero_w = round(min(width * 0.3, 250 * scale))
        hero = pygame.Rect(pad, bottom_top, hero_w, bottom_h)
        hand = pygame.Rect(hero.right + gap, bottom_top, width - pad - hero.right - gap, bottom_h)
        return cls(header, prompt, party, board, hero, hand)


@dataclass(frozen=True)
class BoardGeometry:
    """The board's cells, entry badges and queue areas inside ``rect``."""

    rect: pygame.Rect
    scale: float
    lean: float = 1.0  # ``emphasis``: > 1 gives the enemy queues room from the grid

    @property
    def label_h(self) -> int:
        return round(16 * self.scale)

    @property
    def badge_w(self) -> int:
        return round(24 * self.scale)

    @property
    def line_h(self) -> int:
        return (self.rect.height - self.label_h) // 3

    @property
    def cell_w(self) -> int:
        return round(min(self.line_h * 1.3, self.rect.width * 0.105 / self.lean))

    @property
    def grid(self) -> pygame.Rect:
        w = self.cell_w * 3
        return pygame.Rect(self.rect.centerx - w // 2, self.rect.top + self.label_h, w, self.line_h * 3)

    def cell(self, index: int) -> pygame.Rect:
        """Cell ``index`` = line * 3 + area (FF-C1)."""
        line, area = divmod(index, 3)
        grid = self.grid
        return pygame.Rect(grid.left + area * self.cell_w, grid.top + line * self.line_h, self.cell_w, self.line_h)

    def badge(self, entry: int) -> pygame.Rect:
        """The entry's number plate at the end of its line: 1–3 left, 4–6 right."""
        line = entry_line(entry)
        grid = self.grid
        left = grid.left - self.badge_w if entry <= 3 else grid.right
        return pygame.Rect(left, grid.top + line * self.line_h, self.badge_w, self.line_h)

    def queue(self, entry: int) -> pygame.Rect:
        """Where entry ``entry``'s group stands, outside its badge."""
        badge = self.badge(entry)
        if entry <= 3:
            return pygame.Rect(self.rect.left, badge.top, badge.left - self.rect.left, badge.height)
        return pygame.Rect(badge.right, badge.top, self.rect.right - badge.right, badge.height)
