"""The active hero's panel (FF-C3, FF-R5): life and Guard, move points and actions left, max
hand and carry, speed, gold, deck and discard, the carried items and the special move.

Items and the special move are clickable; they light up when the engine lists an action
for them (use/add/drop an item, SpecialMove/AddSpecial).
"""

from __future__ import annotations

import pygame

from engine.fatal_fight.attack import attributes
from engine.fatal_fight.view import HeroView
from screens.fatal_fight import paint
from screens.fatal_fight.catalogue import local
from screens.fatal_fight.scene import Hit, Scene
from screens.fatal_fight.strings import spaced
from screens.fatal_fight.wording import attribute_names
from screens.kit.i18n import tr


class HeroPanelPainter:
    HOVERS = ("item", "special")  # an item or the special move lights under the pointer (``kept.hover_for``)

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self._spots: list[tuple[pygame.Rect, Hit]] = []

    def hit(self, pos: tuple[int, int]) -> Hit | None:
        for rect, hit in self._spots:
            if rect.collidepoint(pos):
                return hit
        return None

    def draw(self, surface: pygame.Surface, scene: Scene) -> None:
        self._spots = []
        paint.panel(surface, self.rect, paint.PANEL, paint.PANEL_EDGE, scene.px(8))
        if scene.active is None:
            return
        hero = scene.view.heroes[scene.active]
        inner = self.rect.inflate(-scene.px(10), -scene.px(8))
        rows = _split(inner, (24, 16, 64, 24, 30), scene.px(3))  # 12 px text or more on every row
        self._title(surface, scene, hero, rows[0])
        self._life(surface, scene, hero, rows[1])
        self._stats(surface, scene, hero, rows[2])
        self._items(surface, scene, hero, rows[3])
        self._special(surface, scene, hero, rows[4])

    def _title(self, surface: pygame.Surface, scene: Scene, hero: HeroView, rect: pygame.Rect) -> None:
        radius = rect.height // 2 - 1
        centre = (rect.left + radius, rect.centery)
        ring = paint.GOLD if hero.seat == scene.view.turn else None
        paint.token(surface, centre, radius, scene.cat.colour(hero.character), scene.cat.initials(hero.character),
                    ring=ring, dim=hero.down, text_px=scene.px(12))
        x = rect.left + 2 * radius + scene.px(8)
        text = pygame.Rect(x, rect.top, rect.right - x, rect.height * 3 // 5)
        paint.label(surface, scene.cat.name(hero.character, scene.lang), text, scene.px(16), bold=True)
        sub = pygame.Rect(x, text.bottom, rect.right - x, rect.height - text.height)
        several = len({h.player for h in scene.view.heroes}) > 1  # solo: no "Player 1" under every hero
        state = tr("fatal_fight.down", scene.lang) if hero.down else ""
        paint.label(surface, spaced([hero.player if several else "", state], scene.lang), sub, scene.px(12),
                    colour=paint.LIFE if hero.down else paint.TEXT_DIM, min_size=scene.px(12))

    def _life(self, surface: pygame.Surface, scene: Scene, hero: HeroView, rect: pygame.Rect) -> None:
        size = rect.height
        surface.blit(scene.cat.icons.icon("life", size), (rect.left, rect.top))
        attack = scene.view.attack  # the specials in the attack being built cost life (FF-R5c): shown before it is paid
        cost = attack.specials * scene.cat.game.rules.special_cost if attack and attack.seat == hero.seat else 0
        shown = f"{max(0, hero.life)}/{hero.max_life}" + (f" → {hero.life - cost}" if cost else "")
        number = paint.fitted(shown, scene.px(14), rect.width // 2 if cost else rect.width // 3, True,
                              paint.LIFE if cost else paint.TEXT)
        guard_w = 0
        if hero.gp:
            guard = paint.fitted(f"{hero.gp}", scene.px(14), rect.width // 5, True, paint.TEXT)
            guard_w = size + guard.get_width() + scene.px(8)
            gx = rect.right - guard_w + scene.px(6)
            surface.blit(scene.cat.icons.icon("gp", size), (gx, rect.top))
            surface.blit(guard, guard.get_rect(midleft=(gx + size + 2, rect.centery)))
        num_x = rect.right - guard_w - number.get_width()
        surface.blit(number, number.get_rect(topleft=(num_x, rect.centery - number.get_height() // 2)))
        bar = pygame.Rect(rect.left + size + scene.px(4), rect.centery - rect.height // 4,
                          num_x - rect.left - size - scene.px(10), rect.height // 2)
        paint.bar(surface, bar, max(0, hero.life), hero.max_life, colour=paint.TEXT_DIM if cost else paint.LIFE)
        if cost:  # what stays after paying: the full colour; the dim rest is what the specials take
            paint.bar(surface, bar, max(0, hero.life - cost), hero.max_life, back=paint.TEXT_DIM)

    def _stats(self, surface: pygame.Surface, scene: Scene, hero: HeroView, rect: pygame.Rect) -> None:
        view = scene.view
        acting = hero.seat == view.turn
        stats = [
            ("move", "fatal_fight.move", str(view.move_points) if acting else "–"),
            ("actions", "fatal_fight.actions", f"{view.actions}/{hero.actions_per_turn}" if acting else f"{hero.actions_per_turn}"),
            ("hand", "fatal_fight.max_hand", str(hero.max_hand)),
            ("carry", "fatal_fight.carry", f"{len(hero.items)}/{hero.max_carry}"),
            ("speed", "fatal_fight.speed", str(hero.speed)),
            ("gold", "fatal_fight.hero_gold", str(hero.gold)),
            ("deck", "fatal_fight.deck", str(hero.deck_size)),
            ("discard", "fatal_fight.discard", str(len(hero.discard))),
        ]
        cols, rows = 4, 2
        cell_w, cell_h = rect.width // cols, rect.height // rows
        for i, (icon, key, value) in enumerate(stats):
            cell = pygame.Rect(rect.left + (i % cols) * cell_w, rect.top + (i // cols) * cell_h, cell_w, cell_h)
            self._stat(surface, scene, cell.inflate(-scene.px(2), -scene.px(2)), icon, tr(key, scene.lang), value,
                       highlight=acting and icon in ("move", "actions"))

    @staticmethod
    def _stat(surface: pygame.Surface, scene: Scene, rect: pygame.Rect, icon: str, name: str, value: str,
              highlight: bool) -> None:
        pygame.draw.rect(surface, (34, 42, 54) if not highlight else (62, 54, 30), rect, border_radius=scene.px(4))
        label_h = rect.height * 9 // 20
        paint.label(surface, name, pygame.Rect(rect.left + 2, rect.top, rect.width - 4, label_h), scene.px(12),
                    colour=paint.TEXT_DIM, align="center", min_size=scene.px(12))
        low = pygame.Rect(rect.left, rect.top + label_h, rect.width, rect.height - label_h)
        size = min(low.height - 2, scene.px(16))
        number = paint.fitted(value, scene.px(14), rect.width - size - 4, True, paint.GOLD if highlight else paint.TEXT)
        total = size + 3 + number.get_width()
        x = low.centerx - total // 2
        surface.blit(scene.cat.icons.icon(icon, size), (x, low.centery - size // 2))
        surface.blit(number, number.get_rect(midleft=(x + size + 3, low.centery)))

    def _items(self, surface: pygame.Surface, scene: Scene, hero: HeroView, rect: pygame.Rect) -> None:
        if not hero.items:
            paint.label(surface, tr("fatal_fight.no_items", scene.lang), rect, scene.px(12), colour=paint.TEXT_DIM,
                        min_size=scene.px(12))
            return
        gap = scene.px(4)
        width = min((rect.width - gap * (len(hero.items) - 1)) // len(hero.items), scene.px(120))
        for i, item in enumerate(hero.items):
            tile = pygame.Rect(rect.left + i * (width + gap), rect.top, width, rect.height)
            hit = Hit("item", item)
            self._spots.append((tile, hit))
            legal = item in scene.choices.items
            in_attack = scene.view.attack is not None and item in scene.view.attack.items
            fill = (40, 70, 48) if not in_attack else (40, 76, 110)
            edge = paint.COOP if in_attack else paint.LEGAL if legal else paint.PANEL_EDGE
            paint.panel(surface, tile, fill, edge, scene.px(5), width=2 if legal or in_attack else 1)
            if scene.hover == hit:
                paint.glow(surface, tile, paint.TEXT, scene.px(5), 1)
            size = min(tile.height - scene.px(6), scene.px(22))
            key = item.rpartition("#")[0]
            key = key if key in scene.cat.layouts.icons else "reward"
            surface.blit(scene.cat.icons.icon(key, size), (tile.left + scene.px(3), tile.centery - size // 2))
            name = pygame.Rect(tile.left + size + scene.px(6), tile.top, tile.width - size - scene.px(8), tile.height)
            paint.label(surface, scene.cat.name(item, scene.lang), name, scene.px(13), min_size=scene.px(12))

    def _special(self, surface: pygame.Surface, scene: Scene, hero: HeroView, rect: pygame.Rect) -> None:
        special = scene.cat.character(hero.character).special
        hit = Hit("special")
        self._spots.append((rect, hit))
        legal = scene.choices.special is not None
        fill = (96, 30, 44) if legal else (52, 30, 38)
        paint.panel(surface, rect, fill, paint.LEGAL if legal else paint.PANEL_EDGE, scene.px(5),
                    width=2 if legal else 1)
        if scene.hover == hit:
            paint.glow(surface, rect, paint.TEXT, scene.px(5), 1)
        size = min(rect.height - scene.px(6), scene.px(22))
        surface.blit(scene.cat.icons.icon("special", size), (rect.left + scene.px(4), rect.centery - size // 2))
        attrs = "".join(f"【{a}】" for a in attribute_names(sorted(attributes(special)), scene.lang))
        ap = f" AP{special.ap}" if special.ap is not None else ""
        cost = tr("fatal_fight.special_cost", scene.lang, cost=scene.cat.game.rules.special_cost)
        text = f"{local(special, 'name', scene.lang)}{ap}{attrs}"
        cost_img = paint.fitted(cost, scene.px(12), rect.width // 3, False, paint.TEXT_DIM, min_size=scene.px(12))
        surface.blit(cost_img, cost_img.get_rect(midright=(rect.right - scene.px(5), rect.centery)))
        name = pygame.Rect(rect.left + size + scene.px(8), rect.top + 1, rect.width - size - cost_img.get_width()
                           - scene.px(16), rect.height - 2)  # the name with its AP and attributes: two lines if need be
        paint.paragraph(surface, text, name, scene.px(12), min_size=scene.px(12), bold=True, valign="middle")


def _split(rect: pygame.Rect, weights: tuple[float, ...], gap: int) -> list[pygame.Rect]:
    """``rect`` cut into rows with heights in proportion to ``weights``."""
    room = rect.height - gap * (len(weights) - 1)
    total = sum(weights)
    rows, y = [], rect.top
    for weight in weights:
        height = round(room * weight / total)
        rows.append(pygame.Rect(rect.left, y, rect.width, height))
        y += height + gap
    return rows
