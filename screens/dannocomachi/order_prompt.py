"""The effect-order prompt (DA-R2): the deciding seat picks the order of its own reductions.

Three reductions make six orders, four make 24: the options are laid out as buttons over the
upper part of the table (the deciding seat's own character stays in view below), in two
columns when that fits better, a page at a time when they do not all fit; every option is
reachable by the mouse (click; the Previous / Next buttons or the wheel turn pages) and by
the keyboard (Up / Down move the focus across pages, Enter picks it). Issue #24: six options
on the action bar ran off the window.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from engine.core.kernel.game import Action
from screens.kit import style
from screens.kit.text.fonts import get_font, text_surface
from screens.kit.text.wrap import wrap


@dataclass(frozen=True)
class Option:
    label: str
    action: Action


@dataclass(frozen=True)
class Row:
    index: int  # into the options
    rect: pygame.Rect
    lines: tuple[str, ...]


class OrderPrompt:
    def __init__(self, title: str, options: list[Option], pager: tuple[str, str]) -> None:
        self.title = title
        self.options = options
        self.pager = pager  # the page buttons' words: "Previous", "Next"
        self.focus = 0
        self.page = 0
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.pages: list[list[Row]] = [[]]
        self.prev: pygame.Rect | None = None
        self.next: pygame.Rect | None = None
        self._title_lines: list[str] = []
        self._font = 14
        self._laid: tuple[tuple[int, ...], int] | None = None

    # -- layout ------------------------------------------------------------------------------
    def layout(self, area: pygame.Rect, font_px: int) -> None:
        """Lay the prompt out over the top of ``area`` (at most 3/5 of its height), once per change
        of the area or the font size."""
        key = (tuple(area), font_px)
        if self._laid == key:
            return
        self._laid, self._font = key, font_px
        font = get_font(font_px)
        line_h = font.get_linesize()
        pad = font_px
        width = min(area.width - 2 * pad, 60 * font_px)
        inner_w = width - 2 * pad
        self._title_lines = wrap(self.title, inner_w, lambda t: get_font(font_px, True).size(t)[0]) or [""]
        room = round(area.height * 0.6) - 2 * pad - len(self._title_lines) * line_h - pad
        nav_h = round(font_px * 2.2)
        columns = 2 if inner_w >= 40 * font_px else 1
        col_w = (inner_w - (columns - 1) * pad) // columns
        gap = max(4, font_px // 3)
        heights = []
        wrapped = []
        for option in self.options:
            lines = tuple(wrap(option.label, col_w - font_px, lambda t: font.size(t)[0]) or [""])
            wrapped.append(lines)
            heights.append(len(lines) * line_h + font_px)
        fit_all = self._paginate(heights, columns, room, gap)
        if len(fit_all) > 1:
            fit_all = self._paginate(heights, columns, room - nav_h - gap, gap)
        top = area.top + pad + pad + len(self._title_lines) * line_h + pad // 2
        left = area.centerx - width // 2 + pad
        self.pages = []
        tallest = 0
        for page in fit_all:
            rows: list[Row] = []
            for column, indices in enumerate(page):
                y = top
                for i in indices:
                    rows.append(Row(i, pygame.Rect(left + column * (col_w + pad), y, col_w, heights[i]), wrapped[i]))
                    y += heights[i] + gap
                tallest = max(tallest, y - top)
            self.pages.append(rows)
        bottom = top + tallest
        self.prev = self.next = None
        if len(self.pages) > 1:
            button_w = max(6 * font_px, inner_w // 5)
            self.prev = pygame.Rect(left, bottom, button_w, nav_h)
            self.next = pygame.Rect(left + inner_w - button_w, bottom, button_w, nav_h)
            bottom += nav_h + gap
        if len(fit_all) == 1 and len(fit_all[0]) == 1 and columns == 2:  # one column is enough: no empty half
            width = max(col_w + 2 * pad, max(get_font(font_px, True).size(t)[0] for t in self._title_lines) + 2 * pad)
            shift = (left - pad) - (area.centerx - width // 2)
            self.pages = [[Row(r.index, r.rect.move(-shift, 0), r.lines) for r in rows] for rows in self.pages]
        self.rect = pygame.Rect(area.centerx - width // 2, area.top + pad, width, bottom - area.top)
        self.page = self.page_of(self.focus)

    @staticmethod
    def _paginate(heights: list[int], columns: int, room: int, gap: int) -> list[list[list[int]]]:
        """Options (by index) into pages of ``columns`` columns of at most ``room`` px each."""
        pages: list[list[list[int]]] = [[[]]]
        used = 0
        for i, h in enumerate(heights):
            column = pages[-1][-1]
            if column and used + h > room:
                if len(pages[-1]) < columns:
                    pages[-1].append([])
                else:
                    pages.append([[]])
                column, used = pages[-1][-1], 0
            column.append(i)
            used += h + gap
        return pages

    def page_of(self, index: int) -> int:
        return next((p for p, rows in enumerate(self.pages) if any(r.index == index for r in rows)), 0)

    def show(self, action: Action) -> pygame.Rect | None:
        """Turn to the page of the option playing ``action`` and focus it; its row, or None."""
        index = next((i for i, o in enumerate(self.options) if o.action == action), None)
        if index is None:
            return None
        self.focus, self.page = index, self.page_of(index)
        return next((r.rect for r in self.pages[self.page] if r.index == index), None)

    # -- input -------------------------------------------------------------------------------
    def at(self, pos: tuple[int, int]) -> int | None:
        return next((r.index for r in self.pages[self.page] if r.rect.collidepoint(pos)), None)

    def handle_event(self, event: pygame.event.Event, pointer: tuple[int, int]) -> Action | None | bool:
        """The chosen option's action; True when the prompt took the event otherwise; False when
        it was not the prompt's."""
        if event.type == pygame.MOUSEMOTION:  # the focus follows the pointer; the motion stays the table's
            hit = self.at(event.pos)
            if hit is not None:
                self.focus = hit
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = self.at(event.pos)
            if hit is not None:
                return self.options[hit].action
            for rect, step in ((self.prev, -1), (self.next, 1)):
                if rect is not None and rect.collidepoint(event.pos):
                    self.turn(step)
                    return True
            return self.rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pointer):
            self.turn(-event.y)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_UP, pygame.K_DOWN):
                self.focus = (self.focus + (1 if event.key == pygame.K_DOWN else -1)) % len(self.options)
                self.page = self.page_of(self.focus)
                return True
            if event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                self.turn(-1 if event.key == pygame.K_PAGEUP else 1)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                return self.options[self.focus].action
        return False

    def turn(self, step: int) -> None:
        self.page = max(0, min(self.page + step, len(self.pages) - 1))
        self.focus = self.pages[self.page][0].index

    # -- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, page_words: str) -> None:
        """The prompt as last laid out; ``page_words``: "page 1 of 2" (shown with several pages)."""
        font_px = self._font
        line_h = get_font(font_px).get_linesize()
        pygame.draw.rect(surface, style.PANEL, self.rect, border_radius=style.RADIUS)
        pygame.draw.rect(surface, style.ACCENT, self.rect, 2, border_radius=style.RADIUS)
        y = self.rect.top + font_px
        for line in self._title_lines:
            surface.blit(text_surface(line, font_px, True, style.ACCENT), (self.rect.left + font_px, y))
            y += line_h
        for row in self.pages[self.page]:
            focused = row.index == self.focus
            pygame.draw.rect(surface, style.BUTTON_HOVER if focused else style.BUTTON, row.rect, border_radius=style.RADIUS)
            pygame.draw.rect(surface, style.ACCENT if focused else style.PANEL_EDGE, row.rect, 1, border_radius=style.RADIUS)
            ty = row.rect.top + font_px // 2
            for line in row.lines:
                surface.blit(text_surface(line, font_px, False, style.TEXT), (row.rect.left + font_px // 2, ty))
                ty += line_h
        if self.prev is not None and self.next is not None:
            for rect, label in ((self.prev, self.pager[0]), (self.next, self.pager[1])):
                pygame.draw.rect(surface, style.BUTTON, rect, border_radius=style.RADIUS)
                text = text_surface(label, font_px, False, style.TEXT)
                surface.blit(text, text.get_rect(center=rect.center))
            words = text_surface(page_words, font_px, False, style.TEXT_DIM)
            surface.blit(words, words.get_rect(center=((self.prev.right + self.next.left) // 2, self.prev.centery)))
