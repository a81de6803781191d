"""The 3×3 area board (FF-C1): cells with their icons and hero tokens, entries 1–6, enemy queues.

Lit cells are the targets of the legal Move actions, lit queues those of the legal
StartAttack actions (``Choices``); the group under attack is outlined in red, heroes who
could co-op in blue (FF-R6d), the acting hero in gold.
"""

from __future__ import annotations

import pygame

from engine.fatal_fight.board import ENTRIES
from engine.fatal_fight.view import FoeView
from screens.fatal_fight import paint
from screens.fatal_fight.catalogue import local
from screens.fatal_fight.foes import card_text_words, draw_foe, skill_line, slots
from screens.fatal_fight.layout import BoardGeometry
from screens.fatal_fight.scene import Hit, Scene
from screens.fatal_fight.strings import area_label, line_label
from screens.kit.i18n import tr
from screens.kit.text.fonts import text_surface

ICONS_PER_ROW = 4


class BoardPainter:
    """Draws the board and answers which thing lies under a point."""

    def __init__(self, rect: pygame.Rect, scale: float, line: int = 0) -> None:
        self.geo = BoardGeometry(rect, scale, line)
        self.scale = scale
        self._tokens: dict[int, tuple[int, int]] = {}  # seat -> token centre (last draw)
        self._foes: list[tuple[pygame.Rect, Hit]] = []

    # -- hit testing ------------------------------------------------------------------
    def hit(self, pos: tuple[int, int]) -> Hit | None:
        """The foe, hero token, queue or cell at ``pos``."""
        for rect, hit in reversed(self._foes):
            if rect.collidepoint(pos):
                return hit
        radius = self.token_radius()
        for seat, centre in self._tokens.items():
            if (pos[0] - centre[0]) ** 2 + (pos[1] - centre[1]) ** 2 <= (radius + 2) ** 2:
                return Hit("hero", seat)
        for entry in ENTRIES:
            if self.geo.queue(entry).collidepoint(pos) or self.geo.badge(entry).collidepoint(pos):
                return Hit("entry", entry)
        for index in range(9):
            if self.geo.cell(index).collidepoint(pos):
                return Hit("cell", index)
        return None

    def token_centre(self, seat: int) -> tuple[int, int] | None:
        return self._tokens.get(seat)

    # -- drawing ----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, scene: Scene) -> None:
        self._tokens = {}
        self._foes = []
        self._labels(surface, scene)
        for index, cell in enumerate(scene.view.cells):
            self._cell(surface, scene, index, cell.icons)
        for entry in ENTRIES:
            self._queue(surface, scene, entry)
        for index, cell in enumerate(scene.view.cells):
            self._heroes(surface, scene, index, cell.heroes)

    def _labels(self, surface: pygame.Surface, scene: Scene) -> None:
        size = scene.px(12)
        for area in range(3):
            top = self.geo.cell(area)
            rect = pygame.Rect(top.left, top.top - self.geo.label_h, top.width, self.geo.label_h)
            paint.label(surface, area_label(area, scene.lang), rect, size, colour=paint.TEXT_DIM, align="center")

    def _cell(self, surface: pygame.Surface, scene: Scene, index: int, icons: list[str]) -> None:
        rect = self.geo.cell(index).inflate(-2, -2)
        radius = max(4, rect.width // 12)
        legal = index in scene.choices.moves
        hovered = scene.hover == Hit("cell", index)
        fill = (58, 86, 84) if legal and hovered else (46, 70, 70) if legal else paint.CELL
        paint.panel(surface, rect, fill, paint.CELL_EDGE, radius)
        if legal:
            paint.glow(surface, rect.inflate(-4, -4), paint.LEGAL, radius, 2 if not hovered else 3)
        label_w = 0
        if index % 3 == 0:  # the line's name at the top left of its first cell, clear of the hero tokens
            text = paint.fitted(line_label(index // 3, scene.lang), scene.px(12), rect.width - scene.px(6), False,
                                paint.TEXT_DIM, min_size=scene.px(12))
            surface.blit(text, (rect.left + scene.px(4), rect.top + scene.px(2)))
            label_w = text.get_width() + scene.px(6)
        if icons:
            size = max(10, min(round(rect.height * 0.28), rect.width // (ICONS_PER_ROW + 1), scene.px(26)))
            gap = max(2, size // 6)
            shown = icons[:ICONS_PER_ROW]
            x = rect.centerx - (len(shown) * size + (len(shown) - 1) * gap) // 2
            if label_w:  # beside the line's name, not over it
                x = max(x, min(rect.left + label_w, rect.right - scene.px(3) - len(shown) * (size + gap)))
            for icon in shown:
                surface.blit(scene.cat.icons.icon(icon, size), (x, rect.top + scene.px(5)))
                x += size + gap

    def token_radius(self) -> int:
        return max(6, round(min(self.geo.cell_w, self.geo.line_h) * 0.15))

    def _heroes(self, surface: pygame.Surface, scene: Scene, index: int, seats: list[int]) -> None:
        """Hero tokens in rows along the cell's bottom, as many per row as fit side by side."""
        if not seats:
            return
        rect = self.geo.cell(index)
        radius = self.token_radius()
        step = 2 * radius + max(2, radius // 4)
        per_row = max(1, (rect.width - 4) // step)
        rows = [seats[i:i + per_row] for i in range(0, len(seats), per_row)]
        bottom = rect.bottom - radius - scene.px(5)
        for r, row in enumerate(reversed(rows)):
            y = bottom - r * step
            x0 = rect.centerx - step * (len(row) - 1) // 2
            for i, seat in enumerate(row):
                centre = (x0 + i * step, y)
                self._tokens[seat] = centre
                self._token(surface, scene, seat, centre, radius)

    def _token(self, surface: pygame.Surface, scene: Scene, seat: int, centre: tuple[int, int], radius: int) -> None:
        hero = scene.view.heroes[seat]
        ring = None
        deciding = scene.view.decision.get("seat")
        if seat in scene.choices.coops or (scene.view.decision["kind"] == "coop" and seat == deciding):
            ring = paint.COOP
        elif seat == scene.view.turn:
            ring = paint.GOLD
        if scene.hover == Hit("hero", seat) and ring is not None:
            ring = paint.TEXT
        paint.token(surface, centre, radius, scene.cat.colour(hero.character), scene.cat.initials(hero.character),
                    ring=ring, ring_px=max(2, radius // 5), dim=hero.down, text_px=scene.px(12))
        if hero.down:
            size = round(radius * 1.3)
            cross = text_surface("×", size, True, paint.LIFE)
            surface.blit(cross, cross.get_rect(center=centre))

    def _queue(self, surface: pygame.Surface, scene: Scene, entry: int) -> None:
        view = scene.view
        queue = self.geo.queue(entry)
        badge = self.geo.badge(entry)
        group: list[FoeView] = view.groups[entry - 1]
        attack = view.attack
        target = attack is not None and attack.entry == entry
        legal = entry in scene.choices.attacks
        hovered = scene.hover is not None and scene.hover.kind in ("entry", "foe") and (
            scene.hover.key == entry or (isinstance(scene.hover.key, tuple) and scene.hover.key[0] == entry))
        radius = max(4, scene.px(8))
        caption_h = scene.px(15) if group else 0  # one line of 12 px; the tokens keep the rest
        rects = slots(pygame.Rect(queue.left, queue.top, queue.width, queue.height - caption_h), group, entry <= 3,
                      self.scale)
        if target or legal or scene.spotlight == entry:
            colour = paint.TARGET if target else paint.LEGAL if legal else paint.TEXT
            area = badge.unionall(rects).inflate(scene.px(6), -2) if rects else badge
            if rects:  # the frame ends above the skill caption, never across its words
                area.height = max(r.bottom for r in rects) + scene.px(3) - area.top
            paint.panel(surface, area, (*colour, 34 if not hovered else 60), None, radius)
            paint.glow(surface, area, colour, radius, 3 if hovered or target or scene.spotlight == entry else 2)
        self._badge(surface, scene, entry, badge)
        forecast = scene.forecast if scene.forecast is not None and scene.forecast.entry == entry else None
        for index, (foe, rect) in enumerate(zip(group, rects, strict=True)):
            hit = Hit("foe", (entry, index))
            self._foes.append((rect, hit))
            draw_foe(surface, scene, foe, rect, forecast.for_card(foe.card) if forecast else None, scene.hover == hit)
        if group:
            self._skill_caption(surface, scene, group,
                                pygame.Rect(queue.left, queue.bottom - caption_h, queue.width, caption_h), entry <= 3)

    def _skill_caption(self, surface: pygame.Surface, scene: Scene, group: list[FoeView], band: pygame.Rect,
                       left_side: bool) -> None:
        """The skill the group uses in the enemy phase, in one short line under it (issue #14); hover for the card."""
        text = group_caption(scene, group)
        if not text:
            return
        room = band.inflate(-scene.px(4), 0)
        size = scene.px(12)  # cut with "…" when long: the whole skill is on the enemy's card (hover)
        paint.paragraph(surface, text, room, size, min_size=size, colour=paint.GOLD, icons=scene.cat.icons,
                        align="right" if left_side else "left", valign="middle")

    def _badge(self, surface: pygame.Surface, scene: Scene, entry: int, rect: pygame.Rect) -> None:
        plate = rect.inflate(-max(2, rect.width // 6), -scene.px(6))
        paint.panel(surface, plate, (30, 36, 46), paint.PANEL_EDGE, max(3, plate.width // 3))
        size = max(9, min(scene.px(15), plate.width - 4))
        number = text_surface(str(entry), size, True, paint.GOLD)
        surface.blit(number, number.get_rect(midtop=(plate.centerx, plate.top + scene.px(3))))
        arrow = "▶" if entry <= 3 else "◀"
        mark = text_surface(arrow, max(7, size - 5), False, paint.TEXT_DIM)
        surface.blit(mark, mark.get_rect(midbottom=(plate.centerx, plate.bottom - scene.px(3))))


def group_caption(scene: Scene, group: list[FoeView]) -> str:
    """What the group does in the enemy phase (FF-R8.1): the boss's top skill when a boss is anywhere
    in it (as far as the view knows it), else its front enemy's skill."""
    if not group:
        return ""
    boss = next((foe for foe in group if foe.boss), None)
    if boss is not None:
        upcoming = scene.view.boss_next_skill
        skills = scene.cat.boss(boss.card).skills
        name = local(skills[upcoming], "name", scene.lang) if upcoming is not None else "?"
        return tr("fatal_fight.skill.boss", scene.lang, skill=name, n=scene.view.boss_deck_position)
    text = skill_line(local(scene.cat.model(group[0].card), "text", scene.lang))
    if text.startswith(card_text_words("fatal_fight.card_text.no_skill")):
        return tr("fatal_fight.skill.none", scene.lang)
    return text
