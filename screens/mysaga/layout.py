"""Where everything of the My Crypto Saga table goes, from the table's rectangle and the UI scale
(issue #24): the header, a row per seat (its panel, then the pre-round, Round 1 and Round 2 cards),
the round headings with their skill marks (MS-G2), and the viewing seat's hand.

Every length is design px × the UI scale, so a bigger scale makes cards and text bigger; the
room left over (a bigger window) goes to the cards. ``NEEDS_AT_1X`` is the window this layout
needs at 100 %: 4 seats (MS-D3) with every text at the floor (12 px) and a line of skill text on
each card in the field.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

NEEDS_AT_1X = (1280, 720)
HEADER = 50  # the game/round/pool line and the charge line
HEADS = 46  # a round's name and its skill marks
HAND_LABEL = 22
HAND_CARD = (300, 118)  # a hand card at most (landscape: the skill text reads in long lines)
HAND_SHARE = 0.26  # of the table's height, for the hand (label and lifted cards)
LIFT = 0.1  # a hovered hand card rises by this share of its height
SEAT_PANEL = (150, 210)  # a seat's name, deck KP and status: at least, at most
CELL_MAX_H = 112  # a title, a row of chips and three lines of skill text
GAP = 8

Px = Callable[[float], int]


@dataclass(frozen=True)
class TableLayout:
    header: pygame.Rect
    heads: tuple[pygame.Rect, ...]  # the pre-round, Round 1, Round 2 headings
    panels: tuple[pygame.Rect, ...]  # one per seat
    cells: tuple[tuple[pygame.Rect, ...], ...]  # [round][seat]: where a played card goes
    hand_label: pygame.Rect
    hand: pygame.Rect  # the hand widget's rectangle (cards bottom-aligned, room for the lift)
    hand_card: tuple[int, int]  # the size of one hand card
    field: pygame.Rect  # the rows and headings (the payout panel takes it after a game)

    @classmethod
    def of(cls, rect: pygame.Rect, seats: int, px: Px, *, hand: bool = True) -> TableLayout:
        """The layout of ``seats`` rows inside the table area ``rect`` (screen px); ``hand=False``:
        the rows take the hand's room too (a public moment shows no hand)."""
        inner = rect.inflate(-px(24), -px(20))
        header = pygame.Rect(inner.left, inner.top, inner.width, px(HEADER))
        hand_h = max(px(HAND_LABEL) + round(px(64) * (1 + LIFT)), round(inner.height * HAND_SHARE)) if hand else 0
        card_h = min(px(HAND_CARD[1]), round((hand_h - px(HAND_LABEL)) / (1 + LIFT)))
        card_w = min(px(HAND_CARD[0]), (inner.width - 2 * px(GAP)) // 3)
        lifted = round(card_h * (1 + LIFT)) if hand else 0
        hand_rect = pygame.Rect(inner.left, inner.bottom - lifted, inner.width, lifted)
        hand_label = pygame.Rect(inner.left, hand_rect.top - px(HAND_LABEL), inner.width, px(HAND_LABEL))
        bottom = hand_label.top - px(GAP) if hand else inner.bottom
        field = pygame.Rect(inner.left, header.bottom, inner.width, bottom - header.bottom)
        panel_w = max(px(SEAT_PANEL[0]), min(px(SEAT_PANEL[1]), round(inner.width * 0.19)))
        col_w = (field.width - panel_w) // 3
        heads = tuple(pygame.Rect(field.left + panel_w + r * col_w, field.top, col_w - px(GAP), px(HEADS))
                      for r in range(3))
        row_h = min((field.height - px(HEADS)) // max(1, seats), px(CELL_MAX_H + 16))
        cell_h = min(row_h - px(6), px(CELL_MAX_H))
        tops = [field.top + px(HEADS) + s * row_h for s in range(seats)]
        panels = tuple(pygame.Rect(field.left, top, panel_w - px(GAP), row_h - px(6)) for top in tops)
        cells = tuple(tuple(pygame.Rect(head.left, top, head.width, cell_h) for top in tops) for head in heads)
        return cls(header, heads, panels, cells, hand_label, hand_rect, (card_w, card_h), field)
