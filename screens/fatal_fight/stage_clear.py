"""The stage clear screen (FF-W1, FF-W2): the gold split, then each hero in turn takes one
status-up item or the gold. Buttons are the engine's legal TakeRewardItem/TakeRewardGold."""

from __future__ import annotations

import math

import pygame

from engine.fatal_fight import actions as A
from screens.fatal_fight import paint
from screens.fatal_fight.card_choice import CardChoicePainter
from screens.fatal_fight.scene import Scene
from screens.fatal_fight.strings import spaced
from screens.kit.cards.renderer import CardFace
from screens.kit.i18n import tr


def best_grid(count: int, size: tuple[int, int], below: int) -> tuple[int, int]:
    """(columns, card height) that show ``count`` cards largest in ``size``, ``below`` px under each card."""
    best = (1, 0)
    width, height = size
    for cols in range(1, count + 1):
        rows = math.ceil(count / cols)
        card_h = min(height // rows - below, round((width // cols - 12) / paint.CARD_RATIO))
        if card_h > best[1]:
            best = (cols, card_h)
    return best


class StageClearPainter(CardChoicePainter):
    def draw(self, surface: pygame.Surface, scene: Scene) -> None:
        self._cards = []
        view = scene.view
        seat = view.decision.get("seat")
        inner = self.panel(surface, scene)
        title = pygame.Rect(inner.left, inner.top, inner.width, scene.px(40))
        paint.label(surface, tr("fatal_fight.clear.title", scene.lang, stage=view.stage), title, scene.px(28), bold=True,
                    colour=paint.GOLD, align="center")
        share, carried = scene.history.split or (0, view.carried_gold)
        line = pygame.Rect(inner.left, title.bottom, inner.width, scene.px(24))
        paint.label(surface, tr("fatal_fight.clear.gold", scene.lang, share=share, carried=carried), line, scene.px(15),
                    align="center")
        line2 = line.move(0, line.height)
        paint.label(surface, tr("fatal_fight.clear.choose", scene.lang, gold=scene.cat.game.rules.reward_gold), line2,
                    scene.px(13), colour=paint.TEXT_DIM, align="center")
        body = pygame.Rect(inner.left, line2.bottom + scene.px(10), inner.width, inner.bottom - line2.bottom
                           - scene.px(10))
        team_w = round(body.width * 0.28)
        self._team(surface, scene, seat, pygame.Rect(body.left, body.top, team_w, body.height))
        if isinstance(seat, int):
            self._rewards(surface, scene, seat, pygame.Rect(body.left + team_w + scene.px(14), body.top,
                                                            body.width - team_w - scene.px(14), body.height))

    def _team(self, surface: pygame.Surface, scene: Scene, seat: object, rect: pygame.Rect) -> None:
        heroes = scene.view.heroes
        row_h = min(scene.px(48), rect.height // max(1, len(heroes)))
        for i, hero in enumerate(heroes):
            row = pygame.Rect(rect.left, rect.top + i * row_h, rect.width, row_h - scene.px(4))
            current = hero.seat == seat
            paint.panel(surface, row, (58, 50, 30) if current else (30, 36, 46),
                        paint.GOLD if current else paint.PANEL_EDGE, scene.px(6))
            radius = row.height // 2 - scene.px(4)
            centre = (row.left + scene.px(6) + radius, row.centery)
            paint.token(surface, centre, radius, scene.cat.colour(hero.character), scene.cat.initials(hero.character))
            x = centre[0] + radius + scene.px(8)
            name = pygame.Rect(x, row.top, row.right - x - scene.px(6), row.height // 2)
            gold = f"{tr('fatal_fight.hero_gold', scene.lang)} {hero.gold}"
            paint.label(surface, spaced([scene.names[hero.seat], gold], scene.lang), name, scene.px(13), bold=True)
            taken = scene.history.rewards.get(hero.seat)
            if taken == "gold":
                state = tr("fatal_fight.clear.chose_gold", scene.lang, gold=scene.cat.game.rules.reward_gold)
            elif taken:
                state = tr("fatal_fight.clear.chose_item", scene.lang, item=scene.cat.name(taken, scene.lang))
            else:
                state = tr("fatal_fight.clear.choosing" if current else "fatal_fight.clear.waiting", scene.lang)
            paint.label(surface, state, pygame.Rect(x, name.bottom, name.width, row.height // 2), scene.px(12),
                        colour=paint.OK if taken else paint.GOLD if current else paint.TEXT_DIM)

    def _rewards(self, surface: pygame.Surface, scene: Scene, seat: int, rect: pygame.Rect) -> None:
        takes = {a.item: a for a in scene.legal if isinstance(a, A.TakeRewardItem)}
        rewards = scene.cat.game.cards.rewards
        button_h = scene.px(30)
        gold = next((a for a in scene.legal if isinstance(a, A.TakeRewardGold)), None)
        cards_area = pygame.Rect(rect.left, rect.top, rect.width, rect.height - button_h - scene.px(12))
        label_h = scene.px(18)
        cols, card_h = best_grid(len(rewards), cards_area.size, button_h + label_h + scene.px(8))
        rows = math.ceil(len(rewards) / cols) if rewards else 0
        cell_w = cards_area.width // max(1, cols)
        cell_h = cards_area.height // max(1, rows)
        for i, item in enumerate(rewards):
            cell = pygame.Rect(cards_area.left + (i % cols) * cell_w, cards_area.top + (i // cols) * cell_h,
                               cell_w, cell_h)
            wide = min(cell_w - scene.px(12), round(card_h * 1.15))  # wider than a card: the text has the room
            card_rect = self.card(surface, scene, CardFace("item", scene.cat.model(item)), item, cell, card_h, wide)
            left = pygame.Rect(cell.left, card_rect.bottom + scene.px(2), cell_w, label_h)
            paint.label(surface, tr("fatal_fight.clear.left", scene.lang, n=scene.view.supply.get(item, 0)), left,
                        scene.px(12), colour=paint.TEXT_DIM, align="center", min_size=scene.px(12))
            button = pygame.Rect(cell.left + scene.px(6), left.bottom, cell_w - scene.px(12), button_h)
            action = takes.get(item)
            label = self.labels.label(action or A.TakeRewardItem(seat, item), scene.lang, scene.names)
            self.buttons.add(surface, scene, button, label, action or ("none", item), enabled=action is not None,
                             size=scene.px(12))
        if gold is not None:
            button = pygame.Rect(rect.centerx - rect.width // 4, rect.bottom - button_h - scene.px(4),
                                 rect.width // 2, button_h + scene.px(4))
            self.buttons.add(surface, scene, button, self.labels.label(gold, scene.lang, scene.names), gold,
                             primary=True, size=scene.px(14))
