"""One side of the Alchemic table: its seat panel (name, life, counter rank, gauge levels, piles,
the other side's hand as backs) and its field (main, two supports) as table faces (issue #24)."""

from __future__ import annotations

import pygame

from engine.alchemic.view import SideView
from engine.core.kernel.view import Hidden
from screens.alchemic.ink import DIM, INK, WARN, Hotspots, Ink
from screens.alchemic.layout import CARD_RATIO, SideArea
from screens.kit.table_face import FaceState
from screens.kit.text.ellipsis import shown_lines

NAME_PX, LIFE_PX, LINE_PX, SMALL_PX = 18, 16, 14, 13


def draw_side(surface: pygame.Surface, ink: Ink, side: SideView, area: SideArea, *, cap: int, lit: bool,
              other: bool, usable: frozenset[str] = frozenset()) -> Hotspots:
    """Draw ``side`` into ``area``; ``other``: not the viewing side (its hand shows in its panel);
    ``usable``: its field cards with an ability the seat may use now (drawn selected). Returns where
    its face-up cards are, for the hover preview."""
    hotspots: Hotspots = []
    y = _panel(surface, ink, side, area.panel, cap, lit)
    room = pygame.Rect(area.panel.left, y, area.panel.width, area.panel.bottom - y - ink.px(4))
    if other and side.hand and any(isinstance(c, Hidden) for c in side.hand):
        _backs(surface, ink, side, room)
    elif other and side.hand and room.height >= ink.font(SMALL_PX).line_height:  # a replay of everything
        _hand_names(surface, ink, side, room)
    cards = [(ink.tr("alchemic.table.main_slot"), side.main)] + [
        (ink.tr("alchemic.table.support_slot"), s) for s in (side.supports + [None, None])[:2]]
    for (label, card), rect in zip(cards, area.slots, strict=True):
        if card:
            ink.card(surface, card, rect, hotspots, FaceState(selected=card in usable))
        else:
            ink.slot(surface, rect, label)
    return hotspots


def _panel(surface: pygame.Surface, ink: Ink, side: SideView, rect: pygame.Rect, cap: int, lit: bool) -> int:
    """The seat panel's words, wrapped to its width; returns the y under them."""
    ink.panel(surface, rect, lit)
    t = ink.tr
    ap, dp, bp = side.rank_bonus
    pad = ink.px(10)
    x, y, width = rect.left + pad, rect.top + ink.px(6), rect.width - 2 * pad
    lines = [
        (side.name, NAME_PX, INK, True),
        (t("alchemic.table.life", life=side.life, cap=cap), LIFE_PX, WARN if side.life <= 5 else INK, True),
        (t("alchemic.table.rank", rank=side.rank, ap=ap, dp=dp, bp=bp), LINE_PX, INK, False),
        (t("alchemic.table.levels", combat=len(side.combat), alchemy=len(side.alchemy)), LINE_PX, INK, False),
        (t("alchemic.table.piles", deck=side.deck_size, hand=side.hand_size, deck_name=side.deck_name),
         SMALL_PX, DIM, False),
    ]
    for text, size, color, bold in lines:  # as many as the panel holds (the piles line goes first)
        if y + ink.height(text, width, size, bold) > rect.bottom - ink.px(4):
            break
        y = ink.paragraph(surface, text, x, y, width, size, color, bold) + ink.px(2)
    return y + ink.px(2)


def _backs(surface: pygame.Surface, ink: Ink, side: SideView, room: pygame.Rect) -> None:
    """The other side's hand as a fan of small backs (its count is in the piles line)."""
    height = min(room.height - ink.px(6), ink.px(70))
    if height < ink.px(24):
        return
    width = round(height * CARD_RATIO)
    count = min(len(side.hand), 12)
    step = min(ink.px(16), (room.width - 2 * ink.px(10) - width) // max(1, count - 1))
    for i in range(count):
        spot = pygame.Rect(room.left + ink.px(10) + i * step, room.top, width, height)
        ink.card(surface, side.hand[i], spot, [])


def _hand_names(surface: pygame.Surface, ink: Ink, side: SideView, room: pygame.Rect) -> None:
    """The other side's hand face up (a replay of a finished game, everything shown): its names,
    as many lines as the panel has room for, the last one ending in "…" when cut."""
    font = ink.font(SMALL_PX, DIM)
    pad = ink.px(10)
    width = room.width - 2 * pad
    names = ", ".join(ink.names(side.hand))
    lines = ink.lines(ink.tr("alchemic.table.open_hand", cards=names), width, SMALL_PX)
    shown = shown_lines(lines, width, room.height - ink.px(4), font, font.pattern)
    font.draw_lines(surface, pygame.Rect(room.left + pad, room.top, width, room.height), shown, "left", "top")
