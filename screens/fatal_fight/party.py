"""The turn order of this round and every hero at a glance (FF-R5): life, cell, state.

Rows follow the speed order; the acting hero is highlighted, heroes who have acted are
dimmed, downed heroes are marked (FF-R9).
"""

from __future__ import annotations

import pygame

from engine.fatal_fight.view import HeroView
from screens.fatal_fight import paint
from screens.fatal_fight.scene import Hit, Scene
from screens.fatal_fight.strings import cell_label
from screens.kit.i18n import tr
from screens.kit.text.fonts import get_font


class PartyPainter:
    HOVERS = ("party",)  # a hero's row lights under the pointer (``kept.hover_for``)

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self._rows: list[tuple[pygame.Rect, int]] = []

    def hit(self, pos: tuple[int, int]) -> Hit | None:
        for rect, seat in self._rows:
            if rect.collidepoint(pos):
                return Hit("party", seat)
        return None

    def draw(self, surface: pygame.Surface, scene: Scene) -> None:
        self._rows = []
        paint.panel(surface, self.rect, paint.PANEL, paint.PANEL_EDGE, scene.px(8))
        inner = self.rect.inflate(-scene.px(8), -scene.px(8))
        title = pygame.Rect(inner.left, inner.top, inner.width, scene.px(18))
        paint.label(surface, tr("fatal_fight.turn_order", scene.lang), title, scene.px(12), colour=paint.TEXT_DIM)
        order = scene.order
        gap = scene.px(4)
        room = inner.bottom - title.bottom - gap
        row_h = min(scene.px(58), (room - gap * (len(order) - 1)) // max(1, len(order)))
        y = title.bottom + gap
        for rank, seat in enumerate(order, start=1):
            row = pygame.Rect(inner.left, y, inner.width, row_h)
            self._rows.append((row, seat))
            self._row(surface, scene, scene.view.heroes[seat], rank, row)
            y += row_h + gap

    def _row(self, surface: pygame.Surface, scene: Scene, hero: HeroView, rank: int, row: pygame.Rect) -> None:
        acting = hero.seat == scene.view.turn
        fill = (58, 50, 30) if acting else (30, 36, 46)
        edge = paint.GOLD if acting else paint.TEXT if scene.hover == Hit("party", hero.seat) else paint.PANEL_EDGE
        paint.panel(surface, row, fill, edge, scene.px(6), width=2 if acting else 1)
        pad = scene.px(4)
        radius = max(6, min(row.height // 3, scene.px(13)))
        centre = (row.left + pad + radius, row.top + pad + radius)
        paint.token(surface, centre, radius, scene.cat.colour(hero.character), scene.cat.initials(hero.character),
                    dim=hero.down or hero.acted, text_px=scene.px(12))
        x = centre[0] + radius + pad
        text_w = row.right - pad - x
        line_h = (row.height - 2 * pad) / 3
        name = pygame.Rect(x, row.top + pad, text_w, round(line_h))
        paint.label(surface, _row_name(scene, hero, text_w), name, scene.px(13), bold=True,
                    colour=paint.TEXT_DIM if hero.down else paint.TEXT, min_size=scene.px(12))
        life_row = pygame.Rect(x, name.bottom, text_w, round(line_h))
        number = f"{max(0, hero.life)}/{hero.max_life}"
        num_img = paint.fitted(number, scene.px(12), text_w // 2, True, paint.TEXT, min_size=scene.px(12))
        bar_rect = pygame.Rect(x, life_row.centery - scene.px(3), text_w - num_img.get_width() - pad, scene.px(6))
        paint.bar(surface, bar_rect, max(0, hero.life), hero.max_life)
        surface.blit(num_img, num_img.get_rect(midright=(row.right - pad, life_row.centery)))
        if hero.down:
            text, colour = tr("fatal_fight.down", scene.lang), paint.LIFE
        else:
            text = ("✓ " if hero.acted else "") + cell_label(hero.cell, scene.lang)
            colour = paint.GOLD if acting else paint.TEXT_DIM
        rank_img = paint.fitted(f"{rank}.", scene.px(12), radius * 2, True, paint.GOLD, min_size=scene.px(12))
        surface.blit(rank_img, rank_img.get_rect(midleft=(row.left + pad, life_row.bottom + round(line_h) // 2)))
        left = row.left + pad + rank_img.get_width() + pad  # the cell under the token too: the line is full width
        where = pygame.Rect(left, life_row.bottom, row.right - pad - left, round(line_h))
        if hero.gp:  # the guard as its icon and number at the line's end, the cell in the rest
            size = min(where.height, scene.px(14))
            gp = paint.fitted(str(hero.gp), scene.px(12), text_w // 3, True, paint.TEXT, min_size=scene.px(12))
            right = where.right - gp.get_width()
            surface.blit(gp, gp.get_rect(midleft=(right, where.centery)))
            right -= size + 1
            surface.blit(scene.cat.icons.icon("gp", size), (right, where.centery - size // 2))
            where.width = right - where.left - pad
        paint.label(surface, text, where, scene.px(12), colour=colour, min_size=scene.px(12))


MIDDLE_DOT = chr(0x30FB)  # the katakana middle dot between a Japanese name's parts


def _row_name(scene: Scene, hero: HeroView, width: int) -> str:
    """The hero's display name when it fits ``width`` at 12 px, else its first word (before a space or
    a katakana middle dot) with the rest of the display name after it ("Shinobu (Ben)"); the whole on hover."""
    full = scene.names[hero.seat]
    if get_font(scene.px(12), True).size(full)[0] <= width:
        return full
    own = scene.cat.name(hero.character, scene.lang)
    first = own.replace(MIDDLE_DOT, " ").split()[0] if own.strip() else own
    return full.replace(own, first, 1)
