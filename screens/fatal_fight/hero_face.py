"""A hero as the setup screen offers it (FF-C3, issue #24): what a player chooses by — the name, the
stats, the special move and the bio — drawn at the size it is shown, 12 px or more, never a shrunk
print render. The bio ends in "…" when long; hovering shows the whole printed card."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from engine.fatal_fight.attack import attributes
from engine.fatal_fight.schema import Character
from screens.fatal_fight import paint
from screens.fatal_fight.catalogue import Catalogue, local
from screens.fatal_fight.table_face import name_layout
from screens.fatal_fight.wording import attribute_names
from screens.kit.i18n import tr

STATS = (("life", "life"), ("speed", "speed"), ("actions", "actions"), ("hand", "max_hand"), ("carry", "max_carry"))


def draw_hero_face(surface: pygame.Surface, rect: pygame.Rect, cat: Catalogue, character: str, lang: str,
                   px: float) -> None:
    """``character``'s face filling ``rect``; ``px`` is the UI scale (text sizes are design px × it)."""
    def size(value: float) -> int:
        return round(value * px)

    hero = cat.character(character)
    r, g, b = cat.colour(character)
    band_colour = (round(r * 0.7), round(g * 0.7), round(b * 0.7))
    radius = max(4, rect.width // 14)
    paint.panel(surface, rect, (30, 36, 48), band_colour, radius, 2)
    pad = size(6)
    band = pygame.Rect(rect.left, rect.top, rect.width, size(40))
    pygame.draw.rect(surface, band_colour, band, border_top_left_radius=radius, border_top_right_radius=radius)
    name = cat.name(character, lang)
    area = band.inflate(-2 * pad, -4)
    lines, name_px = name_layout(name, area.width, area.height, size(15))
    step = area.height // len(lines)
    for i, line in enumerate(lines):
        paint.label(surface, line, pygame.Rect(area.left, area.top + i * step, area.width, step), name_px, bold=True,
                    align="center", min_size=name_px)
    y = _stats(surface, cat, hero, pygame.Rect(rect.left + pad, band.bottom + pad, rect.width - 2 * pad, size(22)), size)
    special = hero.special
    attrs = "".join(f"【{a}】" for a in attribute_names(sorted(attributes(special)), lang))
    ap = f" AP{special.ap}" if special.ap is not None else ""
    cost = tr("fatal_fight.special_cost", lang, cost=cat.game.rules.special_cost)
    move = pygame.Rect(rect.left + pad, y + pad, rect.width - 2 * pad, size(36))
    paint.panel(surface, move, (72, 30, 40), None, size(5))
    paint.paragraph(surface, f"{local(special, 'name', lang)}{ap}{attrs} {cost}", move.inflate(-size(8), -2),
                    size(12), min_size=size(12), bold=True, valign="middle")
    bio = pygame.Rect(rect.left + pad, move.bottom + pad, rect.width - 2 * pad, rect.bottom - move.bottom - 2 * pad)
    paint.paragraph(surface, local(hero, "text", lang), bio, size(12), min_size=size(12), colour=paint.TEXT_DIM)


def _stats(surface: pygame.Surface, cat: Catalogue, hero: Character, row: pygame.Rect,
           size: Callable[[float], int]) -> int:
    """The stats as icon + number in one row; the row's bottom."""
    cell_w = row.width // len(STATS)
    icon = min(row.height, size(16))
    for i, (key, field) in enumerate(STATS):
        cell = pygame.Rect(row.left + i * cell_w, row.top, cell_w, row.height)
        number = paint.fitted(str(getattr(hero, field)), size(14), cell_w - icon - 2, True, paint.TEXT,
                              min_size=size(12))
        x = cell.centerx - (icon + 2 + number.get_width()) // 2
        surface.blit(cat.icons.icon(key, icon), (x, cell.centery - icon // 2))
        surface.blit(number, number.get_rect(midleft=(x + icon + 2, cell.centery)))
    return row.bottom
