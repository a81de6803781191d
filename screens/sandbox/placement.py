"""Where each card of a sandbox view lies inside its zone (shared by drawing and hit tests)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from engine.sandbox.table_def import TableDef
from engine.sandbox.view import CardView, SandboxView
from screens.sandbox.geometry import TableGeometry
from screens.sandbox.look_through import LookLayout


@dataclass(frozen=True)
class CardSpot:
    key: str  # the zone
    index: int  # in the zone's list (bottom first)
    card: CardView
    rect: pygame.Rect


def card_spots(table: TableDef, view: SandboxView, geometry: TableGeometry,
               look: LookLayout | None = None) -> list[CardSpot]:
    """Every drawn card, in drawing order (later ones lie on top). With ``look`` (the layout of
    the pile being looked through) that pile's cards lie in the look-through panel, last, and
    the zones the panel covers have none within reach."""
    spots: list[CardSpot] = []
    w, h = geometry.card
    for key, zone in view.zones.items():
        area = geometry.zones.get(key)
        if area is None or not zone.cards:
            continue
        if look is not None and (key == view.peeking or area.colliderect(look.panel)):
            continue
        inner = pygame.Rect(area.left + 4, area.top + geometry.label, area.width - 8, area.height - geometry.label)
        ch = max(8, min(h, inner.height - 2))  # a compact line (another seat's hand) has smaller cards
        cw = round(w * ch / h)
        if table.zone(zone.zone).layout == "pile":  # a pile shows its top card only
            top = len(zone.cards) - 1
            spots.append(CardSpot(key, top, zone.cards[top], pygame.Rect(inner.left, inner.top, cw, ch)))
            continue
        widths = [ch if card.turned else cw for card in zone.cards]  # a turned card lies sideways
        spare = inner.width - sum(widths)
        gap = min(6, spare // max(1, len(widths) - 1)) if len(widths) > 1 else 0  # overlap when crowded
        x = inner.left
        for index, card in enumerate(zone.cards):
            rect = pygame.Rect(x, inner.top, widths[index], ch)
            spots.append(CardSpot(key, index, card, rect))
            x += widths[index] + gap
    if look is not None and view.peeking in view.zones:
        cards = view.zones[view.peeking].cards
        spots += [CardSpot(view.peeking, index, cards[index], cell)
                  for index, cell in zip(look.order(), look.cells, strict=False)]
    return spots


def spot_at(spots: list[CardSpot], pos: tuple[int, int]) -> CardSpot | None:
    """The topmost card under ``pos`` (a turned card is hit by its upright rect)."""
    for spot in reversed(spots):
        if spot.rect.collidepoint(pos):
            return spot
    return None


def zone_at(geometry: TableGeometry, pos: tuple[int, int], covered: pygame.Rect | None = None) -> str | None:
    """The zone under ``pos`` (none under the ``covered`` panel)."""
    if covered is not None and covered.collidepoint(pos):
        return None
    for key, rect in geometry.zones.items():
        if rect.collidepoint(pos):
            return key
    return None
