"""New campaign (FF-S, FF-V): pick 1–5 heroes, name the players (or one person for all of
them: solo co-op), switch variants on, and see or type the seed so a run can be replayed.

Start builds the game's setup (``{"heroes": [...], "variants": [...]}``) and replaces this
screen with the table.
"""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from engine.core.kernel.session import Session
from engine.fatal_fight.forecast_data import DifficultyForecast
from engine.fatal_fight.game import MAX_HEROES, FatalFight
from engine.fatal_fight.schema import VARIANTS
from screens.fatal_fight import paint
from screens.fatal_fight.catalogue import Catalogue
from screens.fatal_fight.hero_face import draw_hero_face
from screens.kit.cards.preview import HoverPreview
from screens.kit.i18n import tr
from screens.kit.screen import Screen, draw_backdrop
from screens.kit.text.fonts import get_font

if TYPE_CHECKING:
    from screens.kit.screen import Host as App

CARDS_SHARE = 0.36  # of the window's height the hero cards may take
VARIANT_ROW_MIN = 28  # px: a variant row's height before the hero cards give up room
SEED_DIGITS = 9


def random_seed() -> int:
    return secrets.randbelow(10**SEED_DIGITS)


class SetupScreen(Screen):
    """The campaign setup; Enter starts, Esc goes back to the title."""

    def __init__(self, app: App, game: FatalFight | None = None) -> None:
        super().__init__(app)
        self.game = game or FatalFight.load()
        self.cat = Catalogue.of(self.game)
        self.picked: list[str] = []
        self.solo = True
        self.names: dict[str, str] = {}
        self.solo_name = tr("fatal_fight.setup.player_n", app.settings.language, n=1)
        self.variants: set[str] = set(self.game.rules.switched_on())
        self.seed_text = str(random_seed())
        self.card_rects: list[tuple[pygame.Rect, str]] = []
        self.variant_rects: list[tuple[pygame.Rect, str]] = []
        self.name_entries: dict[str, UITextEntryLine] = {}
        self.seed_entry: UITextEntryLine | None = None
        self.lower = pygame.Rect(0, 0, 0, 0)
        self.players_rect = pygame.Rect(0, 0, 0, 0)
        self.variants_rect = pygame.Rect(0, 0, 0, 0)
        self.seed_hint = pygame.Rect(0, 0, 0, 0)
        self.variant_font = 13
        self.hover: str | None = None
        self.pointer = (0, 0)
        self.preview = HoverPreview(self.cat.renderer)

    # -- the setup it makes --------------------------------------------------------------
    def setup(self) -> dict[str, Any]:
        self._read_entries()
        heroes = []
        for n, character in enumerate(self.picked, start=1):
            default = self.tr("fatal_fight.setup.player_n", n=1 if self.solo else n)
            name = (self.solo_name if self.solo else self.names.get(character, "")).strip() or default
            heroes.append({"character": character, "player": name})
        return {"heroes": heroes, "variants": [v for v in VARIANTS if v in self.variants]}

    def seed(self) -> int | None:
        self._read_entries()
        text = self.seed_text.strip()
        return int(text) if text.isdigit() else None

    def start(self) -> None:
        if not self.picked:
            self.app.toast(self.tr("fatal_fight.setup.need_hero"), error=True)
            return
        seed = self.seed()
        if seed is None:
            self.app.toast(self.tr("fatal_fight.setup.bad_seed"), error=True)
            return
        from screens.fatal_fight.table import FatalFightTable

        session = Session.new(self.game, self.setup(), seed, self.app.settings.undo_mode)
        self.app.replace(FatalFightTable(self.app, session))

    # -- choices -------------------------------------------------------------------------
    def toggle_hero(self, character: str) -> None:
        self._read_entries()
        if character in self.picked:
            self.picked.remove(character)
        elif len(self.picked) >= MAX_HEROES:
            self.app.toast(self.tr("fatal_fight.setup.full"), error=True)
            return
        else:
            self.picked.append(character)
        self.rebuild()

    def toggle_solo(self) -> None:
        self._read_entries()
        self.solo = not self.solo
        self.rebuild()

    def toggle_variant(self, variant: str) -> None:
        if variant in self.variants:
            self.variants.remove(variant)
        else:
            self.variants.add(variant)
        self.app.wake()

    def new_seed(self) -> None:
        self.seed_text = str(random_seed())
        if self.seed_entry is not None:
            self.seed_entry.set_text(self.seed_text)

    def _read_entries(self) -> None:
        for character, entry in self.name_entries.items():
            if character == "":
                self.solo_name = entry.get_text()
            else:
                self.names[character] = entry.get_text()
        if self.seed_entry is not None:
            self.seed_text = self.seed_entry.get_text()

    # -- layout ---------------------------------------------------------------------------
    def build(self) -> None:
        """Cards across the top; players (left) and variants (right) below; seed, Back, Start at the bottom."""
        width, height = self.size
        px = self.px
        margin = px(24)
        self.cat.renderer.lang = self.lang
        characters = list(self.game.cards.characters)
        gap = px(12)
        top = px(96)
        bottom_h = px(12) + px(44) + px(10) + px(12)
        lower_needed = px(28) + len(VARIANTS) * max(px(20), VARIANT_ROW_MIN)  # readable variant rows
        card_h = min(round(height * CARDS_SHARE), height - top - bottom_h - lower_needed)
        card_w = min((width - 2 * margin - gap * (len(characters) - 1)) // len(characters),
                     round(card_h * paint.CARD_RATIO))
        card_h = round(card_w / paint.CARD_RATIO)
        x = (width - len(characters) * card_w - (len(characters) - 1) * gap) // 2
        self.card_rects = []
        for character in characters:
            self.card_rects.append((pygame.Rect(x, top, card_w, card_h), character))
            x += card_w + gap
        bottom_row = pygame.Rect(margin, height - px(12) - px(44), width - 2 * margin, px(44))
        self.lower = pygame.Rect(margin, top + card_h + px(12), width - 2 * margin,
                                 bottom_row.top - px(10) - top - card_h - px(12))
        left_w = round(self.lower.width * 0.4)
        forecast_h = px(58)
        self.players_rect = pygame.Rect(self.lower.left, self.lower.top, left_w, self.lower.height - forecast_h)
        self.forecast_rect = pygame.Rect(self.lower.left, self.players_rect.bottom + px(6), left_w,
                                         forecast_h - px(6))
        self.variants_rect = pygame.Rect(self.lower.left + left_w + px(24), self.lower.top,
                                         self.lower.width - left_w - px(24), self.lower.height)
        self._players(px(28))
        self._bottom_row(bottom_row)
        self.variant_rects = []
        vy = self.variants_rect.top + px(28)
        vh = (self.variants_rect.bottom - vy) // len(VARIANTS)
        for variant in VARIANTS:
            self.variant_rects.append((pygame.Rect(self.variants_rect.left, vy, self.variants_rect.width,
                                                   vh - max(2, vh // 8)), variant))
            vy += vh
        self.variant_font = min(self._fitting_font(self._variant_text(v), self._text_rect(r)) for r, v in
                                self.variant_rects)

    def _variant_text(self, variant: str) -> str:
        switch = self.game.rules.variants[variant]
        return switch.ja if self.lang == "ja" else switch.en

    def _text_rect(self, row: pygame.Rect) -> pygame.Rect:
        """Where a variant row's explanation goes (after the On/Off pill and the id)."""
        left = row.left + self.px(6) + self.px(52) + self.px(8) + self.px(56) + self.px(4)
        return pygame.Rect(left, row.top, row.right - left - self.px(6), row.height)

    def _fitting_font(self, text: str, rect: pygame.Rect) -> int:
        """The largest size up to the row's (and at least 9 px) at which ``text`` fits ``rect``'s width."""
        size = min(self.px(14), round(rect.height * 0.8))
        while size > 9 and get_font(size).size(text)[0] > rect.width:
            size -= 1
        return size

    def _players(self, head: int) -> None:
        """The solo switch, then one name (solo) or a name per picked hero, sized to the room left."""
        px, area = self.px, self.players_rect
        self.name_entries = {}
        y = area.top + head
        row_h = min(px(36), (area.bottom - y) // (1 + max(1, 0 if self.solo else len(self.picked))))
        self.button(pygame.Rect(area.left, y, area.width, row_h - px(4)),
                    ("● " if self.solo else "○ ") + self.tr("fatal_fight.setup.solo"), self.toggle_solo, cls="@row_label")
        y += row_h
        if self.solo:
            self._name_row(area.left, y, area.width, row_h - px(4), "", self.tr("fatal_fight.setup.your_name"),
                           self.solo_name)
            return
        for n, character in enumerate(self.picked, start=1):
            default = self.names.get(character) or self.tr("fatal_fight.setup.player_n", n=n)
            self._name_row(area.left, y, area.width, row_h - px(4), character, self.cat.name(character, self.lang),
                           default)
            y += row_h

    def _bottom_row(self, row: pygame.Rect) -> None:
        """Seed (shown, editable, re-rollable), then Back and Start on the right."""
        px = self.px
        label_w = px(70)
        self.label(pygame.Rect(row.left, row.top, label_w, row.height), self.tr("fatal_fight.setup.seed"), cls="@row_label")
        self.seed_entry = UITextEntryLine(pygame.Rect(row.left + label_w, row.top, px(150), row.height), self.manager)
        self.seed_entry.set_text(self.seed_text)
        self.seed_entry.set_allowed_characters("numbers")
        self.button(pygame.Rect(row.left + label_w + px(158), row.top, px(130), row.height),
                    self.tr("fatal_fight.setup.new_seed"), self.new_seed, tooltip=self.tr("fatal_fight.setup.seed_hint"))
        self.seed_hint = pygame.Rect(row.left + label_w + px(300), row.top, row.width - label_w - px(650), row.height)
        self.button(pygame.Rect(row.right - px(200), row.top, px(200), row.height), self.tr("fatal_fight.setup.start"),
                    self.start, cls="@game")
        self.button(pygame.Rect(row.right - px(340), row.top, px(128), row.height), self.tr("fatal_fight.setup.back"),
                    self.back)

    def _name_row(self, x: int, y: int, width: int, height: int, key: str, text: str, value: str) -> None:
        label_w = round(width * 0.4)
        self.label(pygame.Rect(x, y, label_w, height), text, cls="@row_label")
        entry = UITextEntryLine(pygame.Rect(x + label_w, y, width - label_w, height), self.manager)
        entry.set_text(value)
        entry.set_text_length_limit(24)
        self.name_entries[key] = entry

    # -- input ------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        super().handle_event(event)
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            hovered = next((c for r, c in self.card_rects if r.collidepoint(event.pos)), None)
            hovered = hovered or next((v for r, v in self.variant_rects if r.collidepoint(event.pos)), None)
            if hovered != self.hover:
                self.hover = hovered
                self.app.wake()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, character in self.card_rects:
                if rect.collidepoint(event.pos):
                    self.toggle_hero(character)
                    return
            for rect, variant in self.variant_rects:
                if rect.collidepoint(event.pos):
                    self.toggle_variant(variant)
                    return

    def on_ui_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:
            self.start()

    def on_key(self, event: pygame.event.Event) -> None:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()
        elif event.key == pygame.K_ESCAPE:
            self.back()

    # -- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The screen, then the hovered hero's card large (its stats and special move readable)."""
        super().draw(surface)
        face = self.cat.face(self.hover) if self.hover in self.game.cards.characters else None
        self.preview.height = round(self.size[1] * 0.62)
        self.preview.show(face, self.pointer)
        self.preview.draw(surface)

    def draw_scene(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)
        width, _ = surface.get_size()
        px = self.px
        margin = px(24)
        title = pygame.Rect(margin, px(10), round((width - 2 * margin) * 0.62), px(48))
        paint.label(surface, f"{tr('fatal_fight.setup.title', self.lang)} — {self.game.title.get(self.lang)}", title,
                    px(30), bold=True, colour=paint.GOLD)
        keys = pygame.Rect(title.right + px(12), title.top, width - margin - title.right - px(12), title.height)
        paint.label(surface, self.tr("fatal_fight.setup.keys"), keys, px(13), colour=paint.TEXT_DIM, align="right")
        hint = pygame.Rect(margin, px(60), width - 2 * margin, px(26))
        paint.label(surface, self.tr("fatal_fight.setup.heroes"), hint, px(15), colour=paint.TEXT_DIM)
        for rect, character in self.card_rects:
            self._hero_card(surface, rect, character)
        head = pygame.Rect(self.players_rect.left, self.players_rect.top, self.players_rect.width, px(26))
        note = "" if self.solo else "　" + self.tr("fatal_fight.setup.same_name")
        paint.label(surface, self.tr("fatal_fight.setup.players") + note, head, px(16), bold=True, colour=paint.TEXT_DIM)
        paint.label(surface, self.tr("fatal_fight.setup.variants"),
                    pygame.Rect(self.variants_rect.left, self.variants_rect.top, self.variants_rect.width, px(26)),
                    px(16), bold=True, colour=paint.TEXT_DIM)
        for rect, variant in self.variant_rects:
            self._variant_row(surface, rect, variant)
        self._forecast(surface)
        if self.seed_hint.width > px(140):
            paint.label(surface, self.tr("fatal_fight.setup.seed_hint"), self.seed_hint, px(12), colour=paint.TEXT_DIM)

    def forecast_text(self) -> str:
        """The expected win rate of the chosen hero count and variants, from the shipped
        ``forecast.toml`` (``simulate fatal-fight --write-forecast``); "not measured" otherwise."""
        heroes = len(self.picked)
        forecast = self.game.db.settings.get("forecast.toml") if self.game.db is not None else None
        entry = forecast.lookup(heroes, self.variants) if isinstance(forecast, DifficultyForecast) and heroes else None
        if entry is None:
            return self.tr("fatal_fight.setup.forecast_unmeasured", count=heroes)
        return self.tr("fatal_fight.setup.forecast", count=heroes, games=entry.games,
                  rate=round(100 * entry.win_rate), low=round(100 * entry.low), high=round(100 * entry.high))

    def _forecast(self, surface: pygame.Surface) -> None:
        rect = self.forecast_rect
        paint.panel(surface, rect, (26, 32, 44), paint.PANEL_EDGE, self.px(6))
        inner = rect.inflate(-self.px(12), -self.px(6))
        paint.paragraph(surface, self.forecast_text(), inner, self.px(14), min_size=11, colour=paint.TEXT,
                        valign="middle")

    def _hero_card(self, surface: pygame.Surface, rect: pygame.Rect, character: str) -> None:
        draw_hero_face(surface, rect, self.cat, character, self.lang, self.app.settings.ui_scale)
        if character in self.picked:
            seat = self.picked.index(character) + 1
            paint.glow(surface, rect, paint.GOLD, self.px(10), self.px(4))
            paint.badge(surface, str(seat), (rect.right - self.px(6), rect.top + self.px(6)), self.px(20),
                        paint.GOLD, paint.TEXT_DARK)
        elif self.picked:
            shade = pygame.Surface(rect.size, pygame.SRCALPHA)
            shade.fill((10, 12, 16, 90))
            surface.blit(shade, rect)
        if self.hover == character:
            paint.glow(surface, rect, paint.TEXT, self.px(10), 2)

    def _variant_row(self, surface: pygame.Surface, rect: pygame.Rect, variant: str) -> None:
        on = variant in self.variants
        paint.panel(surface, rect, (44, 56, 76) if self.hover == variant else (30, 38, 52),
                    paint.GOLD if on else paint.PANEL_EDGE, self.px(6))
        inset = max(2, rect.height // 7)
        pill = pygame.Rect(rect.left + self.px(6), rect.top + inset, self.px(52), rect.height - 2 * inset)
        pygame.draw.rect(surface, paint.GOLD if on else (60, 66, 78), pill, border_radius=pill.height // 2)
        paint.label(surface, self.tr("fatal_fight.setup.on" if on else "fatal_fight.setup.off"), pill, self.px(12), bold=True,
                    colour=paint.TEXT_DARK if on else paint.TEXT_DIM, align="center")
        name = pygame.Rect(pill.right + self.px(8), rect.top, self.px(56), rect.height)
        paint.label(surface, variant, name, self.px(13), bold=True, colour=paint.GOLD if on else paint.TEXT)
        paint.label(surface, self._variant_text(variant), self._text_rect(rect), self.variant_font, min_size=8)
