"""The Alchemic deck builder (issue #10): the pool, a live count, the copy limit, save and load.

Left click a card of the pool adds a copy, right click (or Shift+click) takes one out; the
panel shows the count, every reason the deck is not legal yet (AC-S1), and Save / Load. Decks
are saved as ``<user data>/alchemic/deck-<name>.toml``, the same form as the shipped decks; an
existing file is only replaced after a second Save (never overwritten without asking).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UITextEntryLine

from engine.alchemic.cards import KINDS
from engine.alchemic.deck_edit import DeckDraft, write_deck
from engine.alchemic.game import Alchemic
from engine.alchemic.schema import DECK_SIZE, MAX_COPIES
from engine.core.kernel.view import Hidden
from engine.core.layouts.schema import LayoutsFile
from engine.core.saves.userdirs import SHIPPED_DATA, user_data_dir
from screens.kit.cards.preview import HoverPreview
from screens.kit.cards.renderer import CardFace, CardRenderer
from screens.kit.screen import Screen
from screens.kit.style import INK
from screens.kit.table_face import TableFace
from screens.kit.text.fonts import get_font, text_surface
from screens.kit.text.wrap import wrap

if TYPE_CHECKING:
    from screens.kit.screen import Host as App

BAD = (255, 150, 120)
GOOD = (150, 220, 150)
CARD_W = 118  # a pool card's width at 100 %: its name and stats at the readability floor (issue #24)
BADGE_H = 24  # the copies count under each card


class DeckBuilder(Screen):
    def __init__(self, app: App, game: Alchemic | None = None, user_dir: Path | None = None) -> None:
        super().__init__(app)
        self.game = game or Alchemic.load()
        self.user_dir = user_dir or user_data_dir() / "alchemic"
        layouts = self.game.db.settings["layouts.toml"] if self.game.db is not None else LayoutsFile()
        self.renderer = CardRenderer(layouts, SHIPPED_DATA / "alchemic")  # type: ignore[arg-type]
        self.faces = TableFace(self.renderer)  # the pool at table size (issue #24); the zoom is the print face
        self.preview = HoverPreview(self.renderer)
        self.pool = [c for kind in KINDS for c in getattr(self.game.cards, f"{kind}s")]
        self.decks = sorted(self.game.cards.decks)
        self.loaded = -1
        self.draft = DeckDraft()
        self.cells: list[tuple[pygame.Rect, str]] = []  # the pool cards on screen now (scrolled)
        self._spots: list[tuple[pygame.Rect, str]] = []  # every pool card, unscrolled
        self.grid = pygame.Rect(0, 0, 0, 0)
        self.scroll = 0  # px the pool is scrolled down
        self.pointer = (0, 0)
        self.confirm_overwrite: Path | None = None
        self.name_entry: UITextEntryLine | None = None

    # -- editing -----------------------------------------------------------------------
    def add(self, card: str) -> None:
        refusal = self.draft.add(card)
        if refusal is not None:
            self.app.toast(refusal.get(self.lang), error=True)
        self.confirm_overwrite = None

    def remove(self, card: str) -> None:
        self.draft.remove(card)
        self.confirm_overwrite = None

    def load_next(self) -> None:
        """Load the next shipped or user deck (cycling), to edit or copy."""
        if not self.decks:
            return
        self.loaded = (self.loaded + 1) % len(self.decks)
        deck = self.game.cards.decks[self.decks[self.loaded]]
        self.draft = DeckDraft.of(deck)
        self.draft.name = deck.display_name(self.lang)
        if self.name_entry is not None:
            self.name_entry.set_text(self.draft.name)
        self.confirm_overwrite = None

    def clear(self) -> None:
        self.draft = DeckDraft(self.draft.name)

    def path(self) -> Path:
        return self.user_dir / f"deck-{self.draft.deck_id().removeprefix('user-')}.toml"

    def save_clicked(self) -> None:
        self.save()

    def save(self) -> Path | None:
        if self.name_entry is not None:
            self.draft.name = self.name_entry.get_text()
        problems = self.draft.problems(self.game.cards)
        if problems:
            self.app.toast(problems[0].get(self.lang), error=True)
            return None
        path = self.path()
        if path.exists() and self.confirm_overwrite != path:
            self.confirm_overwrite = path
            self.app.toast(self.tr("alchemic.builder.exists", file=path.name))
            return None
        write_deck(path, self.draft.to_toml(self.game.cards))
        self.confirm_overwrite = None
        self.app.toast(self.tr("alchemic.builder.saved", file=path.name))
        return path

    # -- widgets -------------------------------------------------------------------------
    def build(self) -> None:
        width, height = self.size
        px = self.px
        panel_x = width - px(330)
        self.button(pygame.Rect(px(12), px(10), px(120), px(36)), self.tr("alchemic.back"), self.back, cls="@toolbar")
        self.name_entry = UITextEntryLine(pygame.Rect(panel_x, px(60), px(310), px(40)), self.manager)
        self.name_entry.set_text(self.draft.name)
        for i, (text, action) in enumerate(((self.tr("alchemic.builder.save"), self.save_clicked),
                                            (self.tr("alchemic.builder.load_next"), self.load_next),
                                            (self.tr("alchemic.builder.clear"), self.clear))):
            self.button(pygame.Rect(panel_x + i * px(104), height - px(56), px(98), px(42)), text, action)
        self.grid = pygame.Rect(px(12), px(60), panel_x - px(24), height - px(72))
        columns = max(1, self.grid.width // (px(CARD_W) + px(8)))
        cell_w = self.grid.width // columns
        card_w = cell_w - px(8)
        card_h = round(card_w * 88 / 63)
        self._spots = [(pygame.Rect(self.grid.left + (i % columns) * cell_w,
                                    self.grid.top + (i // columns) * (card_h + px(BADGE_H)), card_w, card_h), card)
                       for i, card in enumerate(self.pool)]
        self.scroll_by(0)
        self.renderer.lang = self.lang
        self.preview = HoverPreview(self.renderer, height=px(380))

    # -- scrolling the pool ------------------------------------------------------------------
    def scroll_by(self, pixels: int) -> None:
        """Scroll the pool (kept within its rows); ``cells`` are where its cards are now."""
        bottom = max((r.bottom + self.px(BADGE_H) for r, _c in self._spots), default=self.grid.bottom)
        self.scroll = max(0, min(self.scroll + pixels, bottom - self.grid.bottom))
        self.cells = [(r.move(0, -self.scroll), c) for r, c in self._spots
                      if r.move(0, -self.scroll).colliderect(self.grid)]

    def reveal(self, card: str) -> pygame.Rect:
        """Scroll until ``card`` is wholly in view; where it is."""
        rect = next(r for r, c in self._spots if c == card)
        shown = rect.move(0, -self.scroll)
        if shown.top < self.grid.top or shown.bottom > self.grid.bottom:
            self.scroll_by(shown.top - self.grid.top)
        return next(r for r, c in self.cells if c == card)

    def _row_step(self) -> int:
        return self._spots[0][0].height + self.px(BADGE_H) if self._spots else self.px(100)

    def handle_event(self, event: pygame.event.Event) -> None:
        super().handle_event(event)
        if event.type == pygame.MOUSEWHEEL and self.grid.collidepoint(self.pointer):
            self.scroll_by(-event.y * self._row_step() // 2)
            self.app.wake()
        elif event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            self.app.wake()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            card = next((c for r, c in self.cells if r.clip(self.grid).collidepoint(event.pos)), None)
            if card is not None:
                shift = pygame.key.get_mods() & pygame.KMOD_SHIFT
                self.remove(card) if event.button == 3 or shift else self.add(card)

    def on_key(self, event: pygame.event.Event) -> None:
        typing = self.name_entry is not None and self.name_entry.is_focused
        if not typing and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.scroll_by((1 if event.key == pygame.K_PAGEDOWN else -1) * self._row_step())
        elif not typing and event.key == pygame.K_s:
            self.save()
        elif not typing and event.key == pygame.K_l:
            self.load_next()
        else:
            super().on_key(event)

    # -- drawing -------------------------------------------------------------------------
    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        px, lang = self.px, self.lang
        old_clip = surface.get_clip()
        surface.set_clip(self.grid)
        for rect, card in self.cells:
            face = CardFace(self.game.cards.kind(card), self.game.cards.model(card))
            surface.blit(self.faces.draw(face, rect.size, lang=lang, scale=self.px(1000) / 1000), rect)
            n = self.draft.counts[card]
            colour = GOOD if n else (150, 158, 156)
            badge = text_surface(f"{n}/{MAX_COPIES}", px(14), True, colour)
            surface.blit(badge, (rect.left, rect.bottom + px(2)))
        surface.set_clip(old_clip)
        self._scrollbar(surface)
        width, _ = self.size
        x, y = width - px(330), px(110)
        size = self.draft.size
        surface.blit(text_surface(self.tr("alchemic.builder.count", size=size, count=DECK_SIZE), px(22), True,
                                  GOOD if size == DECK_SIZE else INK), (x, y))
        y += px(36)
        problems = self.draft.problems(self.game.cards) if self.name_entry is None else \
            DeckDraft(self.name_entry.get_text(), self.draft.counts).problems(self.game.cards)
        said = [(p.get(lang), BAD) for p in problems] or [(self.tr("alchemic.builder.legal"), GOOD)]
        for text, colour in said:
            for part in wrap(text, px(310), lambda t: get_font(px(14)).size(t)[0]):
                surface.blit(text_surface(part, px(14), False, colour), (x, y))
                y += px(20)
        y += px(8)
        listed = sorted(self.draft.counts, key=lambda c: (KINDS.index(self.game.cards.kind(c)), c))
        room = max(1, (self.size[1] - px(64) - y) // px(19))  # above the Save / Load / Clear row
        shown = listed if len(listed) <= room else listed[:room - 1]
        for card in shown:
            line = f"{self.draft.counts[card]}× {self.game.cards.model(card).display_name(lang)}"
            surface.blit(text_surface(line, px(14), False, INK), (x, y))
            y += px(19)
        if len(shown) < len(listed):
            more = self.tr("alchemic.builder.more", count=len(listed) - len(shown))
            surface.blit(text_surface(more, px(14), False, INK), (x, y))

    def _scrollbar(self, surface: pygame.Surface) -> None:
        """Where the view is in the pool, when the pool is taller than its area."""
        total = max((r.bottom + self.px(BADGE_H) for r, _c in self._spots), default=0) - self.grid.top
        if total <= self.grid.height:
            return
        track = pygame.Rect(self.grid.right + self.px(2), self.grid.top, self.px(6), self.grid.height)
        thumb = pygame.Rect(track.left, track.top + round(track.height * self.scroll / total), track.width,
                            max(self.px(20), round(track.height * self.grid.height / total)))
        pygame.draw.rect(surface, (50, 62, 66), track, border_radius=track.width // 2)
        pygame.draw.rect(surface, (150, 170, 168), thumb, border_radius=track.width // 2)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        hovered = next((c for r, c in self.cells if r.clip(self.grid).collidepoint(self.pointer)), None)
        item = CardFace(self.game.cards.kind(hovered), self.game.cards.model(hovered)) if hovered else Hidden()
        self.preview.show(item, self.pointer)
        self.preview.draw(surface)

