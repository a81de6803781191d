"""The header strip: stage and round, the stage card (symbol, gimmick), threat, gold, decks,
and the boss symbols drawn so far (FF-R1, FF-R3, FF-T1, FF-W1)."""

from __future__ import annotations

from collections import Counter

import pygame

from screens.fatal_fight import paint
from screens.fatal_fight.catalogue import local
from screens.fatal_fight.scene import Hit, Scene
from screens.kit.i18n import tr

SYMBOLS = ("sun", "moon", "star")
SHARES = (0.13, 0.33, 0.17, 0.08, 0.15, 0.14)
THREAT_CELLS = 7
# When a stage gimmick applies (FF-R1 stage cards; ``engine.fatal_fight.ops.Timing``)
TIMING_IDS = {"stage_set": "fatal_fight.timing.stage_set", "round_start": "fatal_fight.timing.round_start",
              "turn_start": "fatal_fight.timing.turn_start", "turn_end": "fatal_fight.timing.turn_end",
              "enemy_phase": "fatal_fight.timing.enemy_phase"}


class HeaderPainter:
    HOVERS = ("stage",)  # the stage card lights under the pointer (``kept.hover_for``)

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self.parts: list[pygame.Rect] = []
        x = rect.left
        for share in SHARES:
            width = round(rect.width * share)
            self.parts.append(pygame.Rect(x, rect.top, width, rect.height))
            x += width

    def hit(self, pos: tuple[int, int]) -> Hit | None:
        return Hit("stage") if self.parts[1].collidepoint(pos) else None

    def draw(self, surface: pygame.Surface, scene: Scene) -> None:
        paint.panel(surface, self.rect, paint.PANEL, paint.PANEL_EDGE, scene.px(8))
        stage, card, threat, gold, decks, tally = (p.inflate(-scene.px(10), -scene.px(4)) for p in self.parts)
        self._stage(surface, scene, stage)
        self._card(surface, scene, card)
        self._threat(surface, scene, threat)
        self._gold(surface, scene, gold)
        self._decks(surface, scene, decks)
        self._tally(surface, scene, tally)
        for part in self.parts[1:]:
            pygame.draw.line(surface, paint.PANEL_EDGE, (part.left, part.top + scene.px(6)),
                             (part.left, part.bottom - scene.px(6)))

    @staticmethod
    def _rows(rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        top = pygame.Rect(rect.left, rect.top, rect.width, rect.height * 11 // 20)
        return top, pygame.Rect(rect.left, top.bottom, rect.width, rect.bottom - top.bottom)

    def _stage(self, surface: pygame.Surface, scene: Scene, rect: pygame.Rect) -> None:
        view = scene.view
        top, bottom = self._rows(rect)
        paint.label(surface, tr("fatal_fight.stage_round", scene.lang, stage=view.stage, round=view.round), top, scene.px(15),
                    bold=True, colour=paint.GOLD)
        total = scene.cat.game.rules.normal_cards_per_stage
        sub = tr("fatal_fight.boss_stage", scene.lang) if view.boss_stage_active else \
            tr("fatal_fight.stage_cards", scene.lang, drawn=len(view.stage_drawn), total=total)
        paint.label(surface, sub, bottom, scene.px(12), colour=paint.TEXT_DIM, min_size=scene.px(12))

    def _card(self, surface: pygame.Surface, scene: Scene, rect: pygame.Rect) -> None:
        view = scene.view
        if view.stage_card is None:
            return
        stage = scene.cat.stage(view.stage_card)
        if scene.hover == Hit("stage"):
            paint.panel(surface, rect.inflate(scene.px(6), scene.px(2)), (40, 50, 66), paint.GOLD, scene.px(6))
        size = min(rect.height, scene.px(26))
        symbol = stage.symbol or scene.boss_symbol or ""
        x = rect.left
        if symbol:
            surface.blit(scene.cat.icons.icon(symbol, size), (x, rect.centery - size // 2))
            x += size + scene.px(6)
        gimmicks = [tr("fatal_fight.gimmick", scene.lang, timing=tr(TIMING_IDS[g.timing], scene.lang),
                       text=local(g, "text", scene.lang)) for g in stage.gimmicks]
        name = tr("fatal_fight.stage_name", scene.lang, name=scene.cat.name(view.stage_card, scene.lang))
        text = f"{name} " + (" / ".join(gimmicks) or tr("fatal_fight.no_gimmick", scene.lang))
        paint.paragraph(surface, text.replace("\n", " "), pygame.Rect(x, rect.top, rect.right - x, rect.height),
                        scene.px(13), min_size=scene.px(12), icons=scene.cat.icons, valign="middle")

    def _threat(self, surface: pygame.Surface, scene: Scene, rect: pygame.Rect) -> None:
        top, bottom = self._rows(rect)
        threat = scene.view.threat
        paint.label(surface, tr("fatal_fight.threat", scene.lang), top, scene.px(12), colour=paint.TEXT_DIM,
                    min_size=scene.px(12))
        high = max(THREAT_CELLS - 1, threat)
        count = high + 1
        gap = max(1, scene.px(2))
        cell = min(bottom.height, (bottom.width - gap * (count - 1)) // count)
        for value in range(count):
            box = pygame.Rect(bottom.left + value * (cell + gap), bottom.centery - cell // 2, cell, cell)
            current = value == threat
            fill = (150, 60, 200) if current else (44, 34, 58) if value < threat else (30, 34, 44)
            pygame.draw.rect(surface, fill, box, border_radius=max(2, cell // 5))
            pygame.draw.rect(surface, (120, 90, 160), box, width=1, border_radius=max(2, cell // 5))
            if current or value in (0, high):
                paint.label(surface, str(value), box, scene.px(12), bold=current,
                            colour=paint.TEXT if current else paint.TEXT_DIM, align="center", min_size=scene.px(12))
        threat_icon = scene.cat.icons.icon("threat", top.height)
        surface.blit(threat_icon, (top.right - top.height, top.top))

    def _gold(self, surface: pygame.Surface, scene: Scene, rect: pygame.Rect) -> None:
        top, bottom = self._rows(rect)
        paint.label(surface, tr("fatal_fight.gold", scene.lang), top, scene.px(12), colour=paint.TEXT_DIM,
                    min_size=scene.px(12))
        size = bottom.height
        surface.blit(scene.cat.icons.icon("gold", size), (bottom.left, bottom.top))
        text = str(scene.view.stage_gold) + (f"+{scene.view.carried_gold}" if scene.view.carried_gold else "")
        paint.label(surface, text, pygame.Rect(bottom.left + size + scene.px(4), bottom.top, bottom.width - size,
                                                bottom.height), scene.px(16), bold=True, colour=paint.GOLD)

    def _decks(self, surface: pygame.Surface, scene: Scene, rect: pygame.Rect) -> None:
        top, bottom = self._rows(rect)
        view = scene.view
        paint.label(surface, f"{tr('fatal_fight.enemy_deck', scene.lang)} / {tr('fatal_fight.enemy_discard', scene.lang)}", top,
                    scene.px(12), colour=paint.TEXT_DIM,
                    min_size=scene.px(12))
        paint.label(surface, f"{view.enemy_deck_size} / {len(view.enemy_discard)}", bottom, scene.px(16), bold=True)

    def _tally(self, surface: pygame.Surface, scene: Scene, rect: pygame.Rect) -> None:
        top, bottom = self._rows(rect)
        paint.label(surface, tr("fatal_fight.boss_tally", scene.lang), top, scene.px(12), colour=paint.TEXT_DIM,
                    min_size=scene.px(12))
        symbols = self._symbols(scene)
        counts = Counter(symbols)
        chosen = scene.boss_symbol
        size = bottom.height
        step = bottom.width // 3
        for i, symbol in enumerate(SYMBOLS):
            x = bottom.left + i * step
            if symbol == chosen:
                pygame.draw.rect(surface, paint.GOLD, pygame.Rect(x - 2, bottom.top - 2, step - 2, size + 4),
                                 width=2, border_radius=size // 2)
            surface.blit(scene.cat.icons.icon(symbol, size), (x, bottom.top))
            paint.label(surface, str(counts[symbol]), pygame.Rect(x + size + 2, bottom.top, step - size - 4, size),
                        scene.px(14), bold=True, colour=paint.GOLD if symbol == chosen else paint.TEXT)

    @staticmethod
    def _symbols(scene: Scene) -> list[str]:
        return [scene.cat.stage(c).symbol or "" for c in scene.view.stage_drawn]
