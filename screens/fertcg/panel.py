"""The declare panel: choices on the left (unit, weapon, surprises, optional uses, the enemy's cards),
the breakdown of the chosen attack's chip cost on the right (FE-F, FE-B, FE-C), then confirm.

It is laid out once per change into ``Item``s that both drawing and clicking use.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from engine.fertcg.wording import describe, formula
from screens.fertcg.choice import DeclareChoice
from screens.kit import style
from screens.kit.i18n import tr
from screens.kit.text.fonts import get_font, text_surface
from screens.kit.text.wrap import wrap

EDGE = (214, 162, 62)
FILL = (20, 26, 36)
GOOD = (130, 200, 140)

Hit = tuple[str, Any]  # ("unit", uid) ("weapon", uid | None) ("support", uid) ("use", (uid, n)) ("confirm"|"cancel", None)


@dataclass(frozen=True)
class Item:
    kind: str  # title | heading | pill | check | line | note | warn | button
    rect: pygame.Rect
    text: str
    on: bool = False
    enabled: bool = True
    hit: Hit | None = None
    size: int = 0  # text size of a line (0: the panel's font)


@dataclass(frozen=True)
class PanelWords:
    """What the panel needs to name things: card names by uid, optional-text labels, the declarer."""

    lang: str
    card: Callable[[str], str]  # uid -> card name
    use: Callable[[str, int], str]  # (uid, n) -> "カイト: 消費チップ−2 — 1回目"
    declarer: str
    counter: bool


class DeclarePanel:
    def __init__(self, choice: DeclareChoice) -> None:
        self.choice = choice
        self.items: list[Item] = []
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover: Hit | None = None
        self.font = 14  # the text size the last layout fitted

    def at(self, pos: tuple[int, int]) -> Hit | None:
        for item in self.items:
            if item.hit is not None and item.rect.collidepoint(pos):
                return item.hit
        return None

    def act(self, hit: Hit) -> None:
        """Change the choice for a click on ``hit`` (confirm / cancel are the screen's)."""
        kind, value = hit
        if kind == "unit":
            self.choice.pick_unit(value)
        elif kind == "weapon":
            self.choice.pick_weapon(value)
        elif kind == "support":
            self.choice.toggle_support(value)
        elif kind == "use":
            self.choice.toggle_use(*value)

    # -- layout ----------------------------------------------------------------------------
    def layout(self, area: pygame.Rect, words: PanelWords, font: int, legal: bool) -> None:
        """Three columns over the top of the table when they leave the player's side in view, else
        two over the whole table, the text made smaller (to 3/4) when that is what it takes to fit."""
        smallest = max(9, round(font * 0.75))
        for columns, room in ((3, area.height * 0.6), (2, area.height)):
            for size in range(font, smallest - 1, -1):
                self._lay(area, words, size, legal, columns)
                if self.rect.height < room:
                    return

    def _lay(self, area: pygame.Rect, words: PanelWords, font: int, legal: bool, columns: int) -> None:
        pad = round(font * 0.9)
        inner = area.inflate(-2 * pad, -2 * pad)
        shares = (0.27, 0.27) if columns == 3 else (0.42,)
        cols: list[pygame.Rect] = []
        x = inner.left
        for share in shares:
            cols.append(pygame.Rect(x, inner.top, round(inner.width * share), inner.height))
            x = cols[-1].right + pad
        cols.append(pygame.Rect(x, inner.top, inner.right - x, inner.height))
        items: list[Item] = []
        title = tr("fertcg.panel.counter" if words.counter else "fertcg.panel.attack", words.lang, name=words.declarer)
        y = self._lines(items, "title", title, inner.left, inner.top, inner.width, round(font * 1.2)) + pad // 2
        ends = self._choices(items, words, cols[:-1], y, font)
        ends.append(self._breakdown(items, words, cols[-1], y, font, legal))
        self.font = font
        self.rect = pygame.Rect(area.left, area.top, area.width, min(area.height, max(ends) + pad - area.top))
        self.items = items

    def _choices(self, items: list[Item], words: PanelWords, cols: list[pygame.Rect], y: int, font: int) -> list[int]:
        """The choices, in one column or split over two; the bottom of each column."""
        c, lang = self.choice, words.lang
        col = cols[0]
        top = y
        y = self._lines(items, "heading", tr("fertcg.panel.unit", lang), col.left, y, col.width, font)
        y = self._pills(items, [(words.card(u), u == c.unit, ("unit", u)) for u in c.units()], col, y, font)
        y = self._lines(items, "heading", tr("fertcg.panel.weapon", lang), col.left, y, col.width, font)
        weapons = [(words.card(w) if w else tr("fertcg.panel.no_weapon", lang), w == c.weapon, ("weapon", w)) for w in c.weapons()]
        y = self._pills(items, weapons, col, y, font)
        ends = [y]
        if len(cols) > 1:
            col, y = cols[1], top
        y = self._lines(items, "heading", tr("fertcg.panel.supports", lang), col.left, y, col.width, font)
        options = c.support_options()
        if not options:
            y = self._lines(items, "note", tr("fertcg.panel.none", lang), col.left, y, col.width, font)
        for uid in options:
            y = self._check(items, words.card(uid), uid in c.supports, ("support", uid), col, y, font)
        optional = c.optional_options()
        if optional:
            y = self._lines(items, "heading", tr("fertcg.panel.optional", lang), col.left, y, col.width, font)
            for uid, most in optional:
                for n in range(1, most + 1):
                    y = self._check(items, words.use(uid, n), c.uses.get(uid, 0) >= n, ("use", (uid, n)), col, y, font)
        current = c.current()
        enemy = ", ".join(words.card(u) for u in current.enemy_cards) if current and current.enemy_cards else tr("fertcg.panel.none", lang)
        y = self._lines(items, "heading", tr("fertcg.panel.enemy", lang), col.left, y, col.width, font)
        y = self._lines(items, "note", enemy, col.left, y, col.width, font)
        if len(cols) > 1:  # the player's side of the table is in view below the panel: its cards can be clicked
            y = self._lines(items, "note", tr("fertcg.panel.hint", lang), col.left, y + font // 2, col.width, round(font * 0.9))
        ends.append(y)
        return ends

    def _breakdown(self, items: list[Item], words: PanelWords, col: pygame.Rect, y: int, font: int, legal: bool) -> int:
        lang = words.lang
        y = self._lines(items, "heading", tr("fertcg.panel.breakdown", lang), col.left, y, col.width, font)
        current = self.choice.current()
        if current is None:
            return y
        cost = current.costs["ja" if lang == "ja" else "en"]
        y = self._lines(items, "formula", formula(cost, lang), col.left, y, col.width, round(font * 1.1))
        for step in cost.steps:
            y = self._lines(items, "line", describe(step, lang), col.left + font // 2, y, col.width - font // 2, font)
        y += font // 2
        pool = tr("fertcg.panel.pool", lang, before=current.pool, after=current.pool - cost.total)
        y = self._lines(items, "pool", pool, col.left, y, col.width, round(font * 1.15))
        if current.refusal is not None:
            y = self._lines(items, "warn", current.refusal.get(lang), col.left, y, col.width, font)
        y += font // 2
        h = round(font * 2.3)
        gap = font
        cancel_w = (col.width - gap) * 2 // 5
        items.append(Item("button", pygame.Rect(col.left, y, cancel_w, h), tr("fertcg.panel.cancel", lang), hit=("cancel", None)))
        items.append(Item("button", pygame.Rect(col.left + cancel_w + gap, y, col.width - cancel_w - gap, h),
                          tr("fertcg.panel.confirm", lang), on=True, enabled=legal, hit=("confirm", None)))
        return y + h

    def _lines(self, items: list[Item], kind: str, text: str, x: int, y: int, width: int, size: int) -> int:
        font = get_font(size, kind in ("title", "heading", "pool", "formula"))
        line_h = font.get_linesize()
        top = y + (round(size * 0.35) if kind == "heading" else 0)
        for row in wrap(text, width, lambda s: font.size(s)[0]) or [""]:
            items.append(Item(kind, pygame.Rect(x, top, width, line_h), row, size=size))
            top += line_h
        return top

    def _pills(self, items: list[Item], options: list[tuple[str, bool, Hit]], col: pygame.Rect, y: int, font: int) -> int:
        x, h, gap = col.left, round(font * 1.9), round(font * 0.5)
        for text, on, hit in options:
            w = min(col.width, text_surface(text, font).get_width() + 2 * font)
            if x + w > col.right and x > col.left:
                x, y = col.left, y + h + gap
            items.append(Item("pill", pygame.Rect(x, y, w, h), text, on=on, hit=hit))
            x += w + gap
        return y + h + gap

    def _check(self, items: list[Item], text: str, on: bool, hit: Hit, col: pygame.Rect, y: int, font: int) -> int:
        measure = get_font(font).size
        rows = wrap(text, col.width - round(font * 1.8), lambda t: measure(t)[0]) or [""]
        h = round(font * 1.8) + (len(rows) - 1) * get_font(font).get_linesize()
        items.append(Item("check", pygame.Rect(col.left, y, col.width, h), "\n".join(rows), on=on, hit=hit))
        return y + h

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, FILL, self.rect, border_radius=10)  # opaque: no card text shows through
        pygame.draw.rect(surface, EDGE, self.rect, width=2, border_radius=10)
        for item in self.items:
            self._draw_item(surface, item, self.font)

    def _draw_item(self, surface: pygame.Surface, item: Item, font: int) -> None:
        hovered = item.hit is not None and item.hit == self.hover
        if item.kind in ("pill", "button"):
            fill = style.ACCENT if item.on and item.enabled else style.BUTTON if item.enabled else style.BUTTON_DISABLED
            if hovered and item.enabled:
                fill = style.SELECTED if item.kind == "pill" else fill
                pygame.draw.rect(surface, style.TEXT, item.rect.inflate(2, 2), width=1, border_radius=style.RADIUS)
            pygame.draw.rect(surface, fill, item.rect, border_radius=style.RADIUS)
            color = style.ACCENT_TEXT if item.on and item.enabled else style.TEXT if item.enabled else style.TEXT_DIM
            text = text_surface(item.text, font, item.kind == "button", color)
            surface.blit(text, text.get_rect(center=item.rect.center), pygame.Rect(0, 0, item.rect.width - 8, text.get_height()))
            return
        if item.kind == "check":
            line_h = get_font(font).get_linesize()
            box = pygame.Rect(item.rect.left, 0, round(font * 1.2), round(font * 1.2))
            box.centery = item.rect.top + round(font * 0.9)
            pygame.draw.rect(surface, style.ACCENT if item.on else style.BUTTON, box, border_radius=3)
            pygame.draw.rect(surface, style.TEXT if hovered else style.PANEL_EDGE, box, width=1, border_radius=3)
            if item.on:
                tick = [(box.left + 3, box.centery), (box.centerx - 1, box.bottom - 4), (box.right - 3, box.top + 3)]
                pygame.draw.lines(surface, style.ACCENT_TEXT, False, tick, 2)
            for n, row in enumerate(item.text.split("\n")):
                text = text_surface(row, font, False, style.TEXT)
                surface.blit(text, text.get_rect(midleft=(box.right + font // 2, box.centery + n * line_h)))
            return
        size = item.size or font
        color = {"heading": EDGE, "note": style.TEXT_DIM, "warn": (240, 120, 110), "pool": GOOD}.get(item.kind, style.TEXT)
        bold = item.kind in ("title", "heading", "pool", "formula")
        surface.blit(text_surface(item.text, size, bold, color), item.rect.topleft)
