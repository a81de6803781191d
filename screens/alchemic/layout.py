"""Where everything of the Alchemic table goes, from the table area and the UI scale (issue #24).

Two field rows (the other side on top, the viewing side below), each a seat panel then the
main and two support slots; the battle column at their right, spanning both rows; the hand
under them. Card sizes come from the room left, so a bigger scale (a bigger area for the same
logical layout) makes cards bigger too, and text on them is drawn by the table face at its floor.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

CARD_RATIO = 63 / 88  # poker cards (width / height)
NEEDS_AT_1X = (1280, 720)  # the window the layout needs at 100 % (log and bars included)
HAND_SHARE = 0.33  # of the table height
HAND_LIFT = 0.12  # a hovered hand card rises by this share of its height
PANEL_W = 220  # seat panel width at 100 %
BATTLE_MIN_W = 250  # the battle column is never narrower (at 100 %)
SLOTS = 3  # main + two supports


@dataclass(frozen=True)
class SideArea:
    """One seat's row: its panel and its three field slots (main, support, support)."""

    panel: pygame.Rect
    slots: tuple[pygame.Rect, ...]


@dataclass(frozen=True)
class TableLayout:
    top: SideArea  # the other side
    bottom: SideArea  # the viewing side
    battle: pygame.Rect
    hand: pygame.Rect

    @classmethod
    def of(cls, rect: pygame.Rect, scale: float) -> TableLayout:
        def px(v: float) -> int:
            return round(v * scale)

        pad = px(8)
        area = rect.inflate(-2 * pad, -2 * pad)
        hand_h = round(area.height * HAND_SHARE)
        hand = pygame.Rect(area.left, area.bottom - hand_h, area.width, hand_h)
        fields_h = hand.top - pad - area.top
        row_h = (fields_h - pad) // 2
        panel_w = px(PANEL_W)
        room_w = area.width - panel_w - px(BATTLE_MIN_W) - (SLOTS + 1) * pad
        card_h = max(px(40), min(row_h, round(room_w / SLOTS / CARD_RATIO)))
        card_w = round(card_h * CARD_RATIO)
        battle_left = area.left + panel_w + pad + SLOTS * (card_w + pad)
        battle = pygame.Rect(battle_left, area.top, area.right - battle_left, fields_h)

        def side(top: int) -> SideArea:
            panel = pygame.Rect(area.left, top, panel_w, row_h)
            slots = tuple(
                pygame.Rect(panel.right + pad + i * (card_w + pad), top + (row_h - card_h) // 2, card_w, card_h)
                for i in range(SLOTS)
            )
            return SideArea(panel, slots)

        return cls(side(area.top), side(area.top + row_h + pad), battle, hand)
