"""Where each zone of a sandbox table goes on screen: pure geometry, no drawing.

The viewing seat sits at the bottom, the other seats across the top (side by side when there
are several), shared zones in a band between. On each side the piles (deck, discard …) stand
in a column at the right; the other zones share lines, the hand on the line nearest its owner.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from engine.sandbox.state import zone_key
from engine.sandbox.table_def import TableDef, ZoneDef

CARD_RATIO = 0.8  # width / height of a card on the table: a little wider than a poker card (63 / 88), so names fit
LABEL = 18  # px above each zone for its name (before UI scale)
COUNTER_W, COUNTER_H = 132, 58  # a counter's box (before UI scale)


@dataclass(frozen=True)
class TableGeometry:
    zones: dict[str, pygame.Rect]  # zone key -> area (its label strip included)
    sides: dict[int, pygame.Rect]  # seat -> its side of the table
    shared: pygame.Rect | None
    card: tuple[int, int]  # the size cards are drawn at
    label: int
    counters: dict[str, pygame.Rect]  # counter key -> its box (value with − and + beside it)
    markers: dict[int, pygame.Rect]  # seat -> where its turn marker goes (under its counters)


COMPACT = 0.45  # another seat's hand shows only backs: its line is this fraction of a card high


def _lines(zones: list[ZoneDef]) -> list[list[ZoneDef]]:
    """The non-pile zones in lines: the rows together, then the hand (fan) alone."""
    rows = [z for z in zones if z.layout == "row"]
    fans = [z for z in zones if z.layout == "fan"]
    return [line for line in ([rows] if rows else []) + [[f] for f in fans]]


def _weight(line: list[ZoneDef], mine: bool) -> float:
    """How many card heights a line takes: another seat's private hand (backs only) less."""
    return COMPACT if not mine and all(z.private for z in line) else 1.0


def layout(table: TableDef, seats: int, viewer: int, area: pygame.Rect, scale: float = 1.0,
           card_cap: int | None = None) -> TableGeometry:
    """Rects for every zone of ``table`` with ``viewer`` at the bottom of ``area``: the cards as
    big as the lines fit, at most ``card_cap`` px high (the table's size at 100 % × the UI scale,
    so a bigger scale never makes them smaller)."""
    label = round(LABEL * scale)
    gap = round(5 * scale)
    seat_zones = [z for z in table.zones if z.owner == "seat"]
    shared_zones = [z for z in table.zones if z.owner == "shared"]
    lines = _lines(seat_zones) or [[]]
    others = [s for s in range(seats) if s != viewer]
    mine_w = sum(_weight(line, True) for line in lines)
    theirs_w = sum(_weight(line, False) for line in lines) if others else 0.0
    shared_w = 1.0 if shared_zones else 0.0
    count = len(lines) * (2 if others else 1) + (1 if shared_zones else 0)
    overhead = label + 2 * gap  # per line: its zones' names and the gaps around the cards
    card_h = max(24, int((area.height - count * overhead - 2 * gap) / (mine_w + theirs_w + shared_w)))
    piles = [z for z in seat_zones if z.layout == "pile"]
    if piles:  # the viewer's piles stack two to a column at most: they must fit the side's height
        per_column = max(1, min(len(piles), 2))
        side_h = round(mine_w * card_h) + len(lines) * overhead
        card_h = min(card_h, (side_h - per_column * (label + gap)) // per_column)
    card_h = min(card_h, card_cap) if card_cap is not None else card_h
    card = (round(card_h * CARD_RATIO), card_h)
    mine_h = round(mine_w * card_h) + len(lines) * overhead
    theirs_h = round(theirs_w * card_h) + len(lines) * overhead if others else 0
    top = pygame.Rect(area.left, area.top, area.width, theirs_h)
    bottom = pygame.Rect(area.left, area.bottom - mine_h, area.width, mine_h)
    shared = pygame.Rect(area.left, top.bottom, area.width, bottom.top - top.bottom) if shared_zones else None
    sides = {viewer: bottom}
    if others:
        width = top.width // len(others)
        for i, seat in enumerate(others):
            sides[seat] = pygame.Rect(top.left + i * width, top.top, width, top.height)
    zones: dict[str, pygame.Rect] = {}
    counters: dict[str, pygame.Rect] = {}
    box_w, box_h = round(COUNTER_W * scale), round(COUNTER_H * scale)
    seat_counters = [c.id for c in table.counters if c.owner == "seat"]
    shared_counters = [c.id for c in table.counters if c.owner == "shared"]
    markers: dict[int, pygame.Rect] = {}
    for seat, rect in sides.items():
        column, rect = rect.copy(), rect.copy()
        column.width, rect.left, rect.width = box_w, rect.left + box_w + gap, rect.width - box_w - gap
        counters.update(_stack([f"{seat}.{c}" for c in seat_counters], column, box_h, gap))
        below = column.top + gap + len(seat_counters) * (box_h + gap) + (box_h + gap if seat == viewer else 0) * bool(
            shared_counters and shared is None)
        markers[seat] = pygame.Rect(column.left, below, column.width, round(28 * scale))
        weights = [_weight(line, seat == viewer) for line in lines]
        zones.update(_side(seat_zones, seat, rect, card, label, gap, weights, hand_last=seat == viewer))
    home = shared if shared is not None else sides[viewer]
    if shared_counters:
        column = pygame.Rect(home.left, home.top, box_w, home.height)
        if shared is not None:
            shared = pygame.Rect(shared.left + box_w + gap, shared.top, shared.width - box_w - gap, shared.height)
        else:
            column.top = home.top + len(seat_counters) * (box_h + gap)
        counters.update(_stack(shared_counters, column, box_h, gap))
    if shared is not None:
        weights = [1.0] * len(_lines(shared_zones))
        zones.update(_side(shared_zones, None, shared, card, label, gap, weights, hand_last=True))
    return TableGeometry(zones, sides, shared, card, label, counters, markers)


def scaled_layout(table: TableDef, seats: int, viewer: int, area: pygame.Rect, scale: float,
                  window: tuple[int, int], needs: tuple[int, int]) -> TableGeometry:
    """``layout`` with cards no bigger than ``scale`` × their size when the window is ``needs``
    (the table's NEEDS_AT_1X) at 100 %: what is not the table (bar, log, margins) is taken to
    scale with the UI, so the table's own area at 100 % is ``needs`` minus that chrome."""
    chrome = [(whole - part) / scale for whole, part in zip(window, area.size, strict=True)]
    at_1x = pygame.Rect(0, 0, *(max(1, round(need - c)) for need, c in zip(needs, chrome, strict=True)))
    cap = round(layout(table, seats, viewer, at_1x).card[1] * scale)
    return layout(table, seats, viewer, area, scale, cap)


def _stack(keys: list[str], column: pygame.Rect, box_h: int, gap: int) -> dict[str, pygame.Rect]:
    return {key: pygame.Rect(column.left, column.top + gap + i * (box_h + gap), column.width, box_h)
            for i, key in enumerate(keys)}


def _side(zones: list[ZoneDef], seat: int | None, rect: pygame.Rect, card: tuple[int, int], label: int,
          gap: int, weights: list[float], *, hand_last: bool) -> dict[str, pygame.Rect]:
    """One side's zones: its piles in columns at the right (two to a column when the side is high
    enough), its lines (``weights``: card heights each) filling the rest, top to bottom."""
    piles = [z for z in zones if z.layout == "pile"]
    column_w = card[0] + 2 * gap
    pile_h = card[1] + label + gap
    per_column = 2 if rect.height >= 2 * (pile_h + gap) else 1
    columns = -(-len(piles) // per_column)
    found: dict[str, pygame.Rect] = {}
    for i, zone in enumerate(piles):
        col, row = divmod(i, per_column)
        x = rect.right - (columns - col) * (column_w + gap)
        y = rect.top + gap + row * (pile_h + gap) if hand_last else rect.bottom - (row + 1) * (pile_h + gap)
        found[zone_key(zone, seat)] = pygame.Rect(x, y, column_w, min(pile_h, rect.height - gap))
    lines = _lines(zones)
    if not hand_last:  # an opponent's hand is the line nearest the table's edge (the top)
        lines, weights = lines[::-1], weights[::-1]
    free = pygame.Rect(rect.left, rect.top, rect.width - columns * (column_w + gap), rect.height)
    y = free.top
    for line, weight in zip(lines, weights, strict=False):
        line_h = round(weight * card[1]) + label + 2 * gap
        width = (free.width - gap * len(line)) // len(line)
        for i, zone in enumerate(line):
            found[zone_key(zone, seat)] = pygame.Rect(free.left + gap + i * (width + gap), y + gap, width, line_h - gap)
        y += line_h
    return found
