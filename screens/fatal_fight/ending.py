"""Victory and defeat (FF-W4, FF-R9): the outcome and a summary of the campaign, per hero."""

from __future__ import annotations

import pygame

from engine.core.i18n.catalog import joined
from screens.fatal_fight import paint
from screens.fatal_fight.buttons import Buttons
from screens.fatal_fight.scene import Hit, Scene
from screens.fatal_fight.strings import spaced
from screens.kit.i18n import tr

TO_TITLE = "title"
NEW_CAMPAIGN = "new"
LOSS_IDS = {"all_down": "fatal_fight.end.lost_all_down", "time": "fatal_fight.end.lost_time"}  # FF-R9, FF-R10


class EndingPainter:
    def __init__(self, rect: pygame.Rect, buttons: Buttons) -> None:
        self.rect = rect
        self.buttons = buttons

    def hit(self, pos: tuple[int, int]) -> Hit | None:
        button = self.buttons.at(pos)
        return Hit("button", button.value) if button is not None else None

    def draw(self, surface: pygame.Surface, scene: Scene) -> None:
        view, history = scene.view, scene.history
        won = view.result == "won"
        colour = paint.GOLD if won else paint.LIFE
        paint.panel(surface, self.rect, (18, 22, 30), colour, scene.px(12), width=2)
        inner = self.rect.inflate(-scene.px(30), -scene.px(24))
        title = pygame.Rect(inner.left, inner.top, inner.width, scene.px(64))
        paint.label(surface, tr("fatal_fight.end.won" if won else "fatal_fight.end.lost", scene.lang), title, scene.px(48), bold=True,
                    colour=colour, align="center")
        reason = "fatal_fight.end.won_line" if won else LOSS_IDS.get(history.lost_reason, LOSS_IDS["all_down"])
        line = pygame.Rect(inner.left, title.bottom, inner.width, scene.px(28))
        paint.label(surface, tr(reason, scene.lang), line, scene.px(17), align="center")
        total = scene.cat.game.rules.campaign_length
        stats = tr("fatal_fight.end.stats", scene.lang, stages=history.stages_cleared, total=total, rounds=history.rounds,
                  kos=history.total_kos, bosses=history.bosses, gold=history.gold_found)
        line2 = line.move(0, line.height + scene.px(4))
        paint.label(surface, stats, line2, scene.px(14), colour=paint.GOLD, align="center")
        top = line2.bottom + scene.px(16)
        button_h = scene.px(42)
        heroes = view.heroes
        row_h = min(scene.px(70), (inner.bottom - top - button_h - scene.px(40)) // max(1, len(heroes)))
        width = min(inner.width, scene.px(760))
        for i, hero in enumerate(heroes):
            row = pygame.Rect(inner.centerx - width // 2, top + i * row_h, width, row_h - scene.px(6))
            self._hero(surface, scene, hero.seat, row)
        buttons_top = inner.bottom - button_h - scene.px(24)
        for i, (key, value) in enumerate((("fatal_fight.end.to_title", TO_TITLE), ("fatal_fight.end.new", NEW_CAMPAIGN))):
            rect = pygame.Rect(inner.centerx - scene.px(250) + i * scene.px(260), buttons_top, scene.px(240), button_h)
            self.buttons.add(surface, scene, rect, tr(key, scene.lang), value, primary=i == 1, size=scene.px(16))
        hint = pygame.Rect(inner.left, inner.bottom - scene.px(20), inner.width, scene.px(20))
        paint.label(surface, tr("fatal_fight.end.hint", scene.lang), hint, scene.px(12), colour=paint.TEXT_DIM, align="center")

    def _hero(self, surface: pygame.Surface, scene: Scene, seat: int, row: pygame.Rect) -> None:
        hero, history = scene.view.heroes[seat], scene.history
        paint.panel(surface, row, (30, 36, 46), paint.PANEL_EDGE, scene.px(6))
        radius = row.height // 2 - scene.px(6)
        centre = (row.left + scene.px(10) + radius, row.centery)
        paint.token(surface, centre, radius, scene.cat.colour(hero.character), scene.cat.initials(hero.character),
                    dim=hero.down)
        x = centre[0] + radius + scene.px(12)
        top = pygame.Rect(x, row.top + scene.px(4), row.right - x - scene.px(10), row.height // 2 - scene.px(4))
        life = (f"{tr('fatal_fight.life', scene.lang)} {max(0, hero.life)}/{hero.max_life}" if not hero.down
                else tr("fatal_fight.down", scene.lang))
        gold = f"{tr('fatal_fight.hero_gold', scene.lang)} {hero.gold}"
        paint.label(surface, spaced([scene.names[seat], life, gold], scene.lang), top, scene.px(15), bold=True,
                    colour=paint.TEXT_DIM if hero.down else paint.TEXT)
        items = joined(scene.cat.name(i, scene.lang) for i in hero.items).get(scene.lang)
        text = tr("fatal_fight.end.hero", scene.lang, kos=history.kos[seat], ap=history.ap_dealt[seat],
                 taken=history.damage_taken[seat], coops=history.coops[seat])
        if items:
            text = spaced([text, tr("fatal_fight.end.items", scene.lang, items=items)], scene.lang)
        bottom = pygame.Rect(x, top.bottom, top.width, row.bottom - top.bottom - scene.px(4))
        paint.label(surface, text, bottom, scene.px(12), colour=paint.GOLD)
