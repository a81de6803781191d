"""The briefing between stages (FF-R0): the shop of upgrade arts with their price and what they
replace, the free Fatigue healing, status removal for 1 gold, and the hero's gold.

Every button is a legal BuyArt / RemoveStatus / EndBriefing action of the engine; an art
the hero cannot afford shows a disabled button.
"""

from __future__ import annotations

import math

import pygame

from engine.fatal_fight import actions as A
from engine.fatal_fight.state import card_id
from screens.fatal_fight import paint
from screens.fatal_fight.card_choice import CardChoicePainter
from screens.fatal_fight.scene import Scene
from screens.fatal_fight.strings import said, spaced
from screens.kit.cards.renderer import CardFace

# A buy button's words by (does it replace a card, are Add and Replace side by side)
OPTION_IDS = {(False, True): "fatal_fight.briefing.add_word", (True, True): "fatal_fight.briefing.replace_word",
              (False, False): "fatal_fight.briefing.add_short", (True, False): "fatal_fight.briefing.replace_short"}


class BriefingPainter(CardChoicePainter):
    def covers(self, scene: Scene) -> bool:
        """Whether ``draw`` paints its opaque panel over ``rect`` (not without a seat to brief)."""
        return isinstance(scene.view.decision.get("seat"), int)

    def draw(self, surface: pygame.Surface, scene: Scene) -> None:
        self._cards = []
        seat = scene.view.decision.get("seat")
        if not isinstance(seat, int):  # as ``covers`` says
            return
        hero = scene.view.heroes[seat]
        inner = self.panel(surface, scene)
        # the title and the hero's line share one row: the shop's cards keep the height (issue #14.6)
        title = pygame.Rect(inner.left, inner.top, inner.width, scene.px(34))
        box = paint.label(surface, said("fatal_fight.briefing.title", scene.lang, stage=scene.view.stage), title, scene.px(22),
                          bold=True, colour=paint.GOLD)
        sub = pygame.Rect(box.right + scene.px(16), title.top, inner.right - box.right - scene.px(16), title.height)
        healed = said("fatal_fight.briefing.healed", scene.lang, count=scene.history.healed.get(seat, 0))
        who = said("fatal_fight.briefing.hero", scene.lang, hero=scene.names[seat], gold=hero.gold)
        paint.label(surface, spaced([who, healed], scene.lang), sub, scene.px(15), bold=True, align="right",
                    min_size=11)
        body = pygame.Rect(inner.left, title.bottom + scene.px(4), inner.width,
                           inner.bottom - title.bottom - scene.px(4))
        shop_w = round(body.width * 0.8)  # the status column needs little: the shop's cards and words get it
        self._shop(surface, scene, seat, pygame.Rect(body.left, body.top, shop_w, body.height))
        side = pygame.Rect(body.left + shop_w + scene.px(12), body.top, body.width - shop_w - scene.px(12),
                           body.height)
        self._statuses(surface, scene, seat, side)

    def _shop(self, surface: pygame.Surface, scene: Scene, seat: int, rect: pygame.Rect) -> None:
        head = pygame.Rect(rect.left, rect.top, rect.width, scene.px(22))
        paint.label(surface, said("fatal_fight.briefing.shop", scene.lang), head, scene.px(13), colour=paint.TEXT_DIM)
        arts: dict[str, str] = {}
        for art in scene.view.heroes[seat].upgrades:
            arts.setdefault(card_id(art), art)
        if not arts:
            paint.label(surface, said("fatal_fight.briefing.none_left", scene.lang), head.move(0, head.height), scene.px(14))
            return
        buys = [a for a in scene.legal if isinstance(a, A.BuyArt)]
        area = pygame.Rect(rect.left, head.bottom + scene.px(4), rect.width, rect.bottom - head.bottom - scene.px(4))
        rows = 1 if len(arts) <= 4 else 2
        cols = math.ceil(len(arts) / rows)
        cell_w = area.width // cols
        cell_h = area.height // rows
        button_h = scene.px(26)
        text_h = scene.px(32)  # two lines of 12 px when the words need them
        room = cell_h - text_h - button_h - scene.px(10)
        card_h = max(scene.px(60), min(room, round((cell_w - scene.px(10)) / paint.CARD_RATIO)))
        for i, (art_id, instance) in enumerate(arts.items()):
            cell = pygame.Rect(area.left + (i % cols) * cell_w, area.top + (i // cols) * cell_h, cell_w, cell_h)
            options = [a for a in buys if card_id(a.art) == art_id]
            card_rect = self.card(surface, scene, CardFace("art", scene.cat.model(art_id)), instance, cell, card_h)
            model = scene.cat.model(art_id)
            # the price is on the face (and on the buttons): under it only what it replaces
            info = (said("fatal_fight.briefing.replaces", scene.lang, card=scene.cat.name(model.replaces, scene.lang))
                    if model.replaces else said("fatal_fight.briefing.new_only", scene.lang))
            text = pygame.Rect(cell.left + scene.px(4), card_rect.bottom + scene.px(2), cell_w - scene.px(8), text_h)
            paint.paragraph(surface, info, text, scene.px(13), colour=paint.GOLD, align="center", valign="middle",
                            min_size=scene.px(12))
            row = pygame.Rect(cell.left + scene.px(6), text.bottom, cell_w - scene.px(12), button_h - scene.px(4))
            if not options and scene.legal:  # the replay offers nothing: it says no "not enough gold" either
                self.buttons.add(surface, scene, row, said("fatal_fight.briefing.too_poor", scene.lang), ("poor", art_id),
                                 enabled=False, size=scene.px(13))
            gap = scene.px(4)
            width = (row.width - gap * (len(options) - 1)) // max(1, len(options))
            for n, option in enumerate(options):  # Add and Replace side by side: one row of buttons
                button = pygame.Rect(row.left + n * (width + gap), row.top, width, row.height)
                side_by_side = len(options) > 1
                words = said(OPTION_IDS[bool(option.replace), side_by_side], scene.lang,
                           price=model.price)
                self.buttons.add(surface, scene, button, words, option, size=scene.px(13))

    def _statuses(self, surface: pygame.Surface, scene: Scene, seat: int, rect: pygame.Rect) -> None:
        paint.panel(surface, rect, (26, 22, 36), (90, 70, 120), scene.px(8))
        inner = rect.inflate(-scene.px(12), -scene.px(10))
        head = pygame.Rect(inner.left, inner.top, inner.width, scene.px(58))
        paint.paragraph(surface, said("fatal_fight.briefing.statuses", scene.lang), head, scene.px(12), min_size=scene.px(12),
                        colour=paint.TEXT_DIM)
        removals = [a for a in scene.legal if isinstance(a, A.RemoveStatus)]
        y = head.bottom + scene.px(6)
        if not removals:
            paint.label(surface, said("fatal_fight.briefing.no_status", scene.lang), pygame.Rect(inner.left, y, inner.width,
                                                                                scene.px(22)), scene.px(13))
        for action in removals:
            row = pygame.Rect(inner.left, y, inner.width, scene.px(30))
            self.buttons.add(surface, scene, row, self.labels.label(action, scene.lang, scene.names), action,
                             size=scene.px(12))
            y += row.height + scene.px(6)
        finish = next((a for a in scene.legal if isinstance(a, A.EndBriefing)), None)
        if finish is not None:
            button = pygame.Rect(inner.left, inner.bottom - scene.px(40), inner.width, scene.px(40))
            self.buttons.add(surface, scene, button, self.labels.label(finish, scene.lang, scene.names), finish,
                             primary=True, size=scene.px(15))
