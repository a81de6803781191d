"""Drawing a sandbox view: zones with their names and counts, cards, counters, highlights."""

from __future__ import annotations

from collections.abc import Callable, Collection

import pygame

from engine.core.kernel.view import Hidden
from engine.sandbox.state import split_key
from engine.sandbox.table_def import TableDef
from engine.sandbox.view import SandboxView
from screens.kit import style
from screens.kit.cards.renderer import CardItem
from screens.kit.i18n import tr
from screens.kit.text.elide import elide_end
from screens.kit.text.fonts import get_font, text_surface
from screens.sandbox.geometry import CARD_RATIO, TableGeometry
from screens.sandbox.look_through import LookLayout
from screens.sandbox.placement import CardSpot

ZONE_FILL = (18, 36, 35)
ZONE_EDGE = (58, 92, 88)
MINE_EDGE = (112, 150, 120)
TURN_MARK = (214, 162, 62)

ItemOf = Callable[[CardSpot], CardItem]  # a card lying on the table -> what to draw for it


def zone_title(table: TableDef, key: str, lang: str, count: int) -> str:
    zone = table.zone(split_key(key)[1])
    return f"{zone.display_name(lang)} ({count})"


def fitted_title(name: str, count: int, width: int, font_px: int) -> str:
    """"Name (n)" in ``width``: the count always shown, the name cut with "…" when it must be."""
    font = get_font(font_px)
    count_text = f" ({count})"
    room = width - font.size(count_text)[0]
    return elide_end(name, room, lambda t: font.size(t)[0]) + count_text


def draw_zones(surface: pygame.Surface, table: TableDef, view: SandboxView, geometry: TableGeometry,
               lang: str, font_px: int, lit: Collection[str]) -> dict[str, tuple[pygame.Rect, str]]:
    """Each zone's area and name; ``lit`` zones (legal drop targets) are outlined in gold. Returns
    the titles that had to be cut: zone -> (where the title is, its whole text) for a tooltip."""
    cut: dict[str, tuple[pygame.Rect, str]] = {}
    for key, rect in geometry.zones.items():
        zone = view.zones[key]
        edge = style.ACCENT if key in lit else (MINE_EDGE if zone.owner == view.seat else ZONE_EDGE)
        pygame.draw.rect(surface, ZONE_FILL, rect, border_radius=6)
        pygame.draw.rect(surface, edge, rect, width=3 if key in lit else 1, border_radius=6)
        name = table.zone(zone.zone).display_name(lang)
        shown = fitted_title(name, len(zone.cards), rect.width - 10, font_px)
        title = text_surface(shown, font_px, False, style.TEXT_DIM)
        surface.blit(title, (rect.left + 6, rect.top + 1))
        if shown != zone_title(table, key, lang, len(zone.cards)):
            cut[key] = pygame.Rect(rect.left, rect.top, rect.width, geometry.label), zone_title(table, key, lang, len(zone.cards))
    return cut


def draw_look_panel(surface: pygame.Surface, layout: LookLayout, zone: str, lang: str, font_px: int) -> None:
    """The look-through panel's ground and its title line (the pile ``zone``, its count)."""
    pygame.draw.rect(surface, ZONE_FILL, layout.panel, border_radius=8)  # opaque: what it covers is out of reach
    pygame.draw.rect(surface, style.ACCENT, layout.panel, 2, border_radius=8)
    title = tr("sandbox.look.title", lang, zone=zone, count=layout.count)
    font = get_font(font_px, True)
    image = text_surface(elide_end(title, layout.title.width, lambda t: font.size(t)[0]), font_px, True, style.TEXT)
    surface.blit(image, image.get_rect(midleft=(layout.title.left, layout.title.centery)))


FaceOf = Callable[[CardItem, tuple[int, int]], pygame.Surface]  # (card, size) -> its table face


def draw_cards(surface: pygame.Surface, spots: list[CardSpot], face_of: FaceOf, item_of: ItemOf,
               font_px: int, *, hidden_uid: str | None = None, focus: str | None = None, in_pile: bool = False) -> None:
    """The cards, bottom first; the card being dragged (``hidden_uid``) is left out here."""
    for spot in spots:
        if spot.card.uid is not None and spot.card.uid == hidden_uid:
            continue
        draw_card(surface, spot, face_of, item_of, font_px, focused=focus is not None and spot.card.uid == focus,
                  in_pile=in_pile)


def draw_card(surface: pygame.Surface, spot: CardSpot, face_of: FaceOf, item_of: ItemOf,
              font_px: int, *, focused: bool = False, at: pygame.Rect | None = None, in_pile: bool = False) -> None:
    """One card at table size (the kit's table face, never a shrunk print); a turned card lies
    sideways from its spot's left edge; a face-down card its viewer may see shows a "↓" badge at
    its corner (not in a pile looked through, where every card is face down)."""
    rect = at or spot.rect
    item: CardItem = spot.card.card if isinstance(spot.card.card, Hidden) else item_of(spot)
    image = face_of(item, (round(rect.height * CARD_RATIO), rect.height) if spot.card.turned else rect.size)
    if spot.card.turned:
        image = pygame.transform.rotate(image, -90)
    target = image.get_rect(midleft=rect.midleft) if spot.card.turned else image.get_rect(center=rect.center)
    surface.blit(image, target)
    if not spot.card.face_up and not isinstance(spot.card.card, Hidden) and not in_pile:
        _badge(surface, "↓", (target.right - font_px // 2, target.bottom - font_px // 2), font_px, style.BUTTON)
    x = target.right - font_px
    for _name, value in sorted(spot.card.marks.items()):
        if value and x - font_px >= target.left:
            _badge(surface, f"{value}", (x, target.centery), font_px, style.DANGER)
            x -= 2 * font_px
    if focused:
        pygame.draw.rect(surface, style.SELECTED, target.inflate(4, 4), width=2, border_radius=6)


def _badge(surface: pygame.Surface, text: str, center: tuple[int, int], font_px: int, fill: tuple[int, int, int]) -> None:
    label = text_surface(text, font_px, True, style.TEXT)
    radius = max(label.get_width(), label.get_height()) // 2 + 3
    pygame.draw.circle(surface, fill, center, radius)
    surface.blit(label, label.get_rect(center=center))


def draw_marker(surface: pygame.Surface, rect: pygame.Rect, lines: list[str], font_px: int) -> None:
    """The turn marker: a gold tab in the turn player's corner."""
    labels = [text_surface(line, font_px, True, style.ACCENT_TEXT) for line in lines]
    tab = pygame.Rect(rect.left, rect.top, rect.width, sum(label.get_height() for label in labels) + 6)
    pygame.draw.rect(surface, TURN_MARK, tab, border_radius=6)
    y = tab.top + 3
    for label in labels:
        surface.blit(label, (tab.left + 6, y), pygame.Rect(0, 0, tab.width - 10, label.get_height()))
        y += label.get_height()


def draw_notes(surface: pygame.Surface, above: pygame.Rect, lines: list[str], font_px: int) -> None:
    """A small panel of ``lines`` under (or, without room, over) the rect ``above``."""
    if not lines:
        return
    images = [text_surface(line, font_px, False, style.TEXT) for line in lines]
    box = pygame.Rect(above.left, above.bottom + 4, max(above.width, max(i.get_width() for i in images) + 12),
                      sum(i.get_height() for i in images) + 10)
    if box.bottom > surface.get_height():
        box.bottom = above.top - 4
    box = box.clamp(surface.get_rect())
    pygame.draw.rect(surface, style.PANEL, box, border_radius=style.RADIUS)
    pygame.draw.rect(surface, style.PANEL_EDGE, box, 1, border_radius=style.RADIUS)
    y = box.top + 5
    for image in images:
        surface.blit(image, (box.left + 6, y))
        y += image.get_height()
