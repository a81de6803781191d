"""The title screen: the installed games, Continue, Load, Card gallery, Settings, Quit."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
from pygame_gui.core.ui_element import UIElement

from engine import catalog
from engine.core.kernel.errors import EngineError
from engine.core.saves import userdirs
from screens.gallery.shared import short_path
from screens.kit.i18n import engine_message
from screens.kit.screen import KeyMenu, Screen, draw_backdrop
from screens.kit.text.fonts import text_surface
from screens.shell import autosave
from screens.shell.games import has_table, new_game_screen
from screens.shell.save_words import format_time

if TYPE_CHECKING:
    from engine.core.saves.file import SaveHeader
    from screens.kit.screen import Host

TITLE_COLOUR = (232, 184, 90)
SUBTITLE_COLOUR = (170, 179, 194)
CARD_FACE = (40, 52, 72)
CARD_EDGE = (217, 164, 65)


def fit(text: pygame.Surface, width: int) -> pygame.Surface:
    """``text`` shrunk to ``width`` when it is wider (a long title at a large UI scale)."""
    if text.get_width() <= width:
        return text
    return pygame.transform.smoothscale_by(text, width / text.get_width())


@lru_cache(maxsize=4)
def card_fan(scale: float) -> pygame.Surface:
    """Four blank cards fanned from one pivot, drawn once per scale (one card, turned four ways)."""
    width, height = round(132 * scale), round(184 * scale)
    radius = height * 0.55
    size = round(radius * 2 + height * 1.1)
    layer = pygame.Surface((size, size), pygame.SRCALPHA)
    pivot = pygame.Vector2(size / 2, size * 0.78)
    card = pygame.Surface((width, height), pygame.SRCALPHA)
    corner = round(12 * scale)
    pygame.draw.rect(card, (*CARD_FACE, 235), card.get_rect(), border_radius=corner)
    pygame.draw.rect(card, (*CARD_EDGE, 150), card.get_rect(), width=max(1, round(2 * scale)), border_radius=corner)
    inner = card.get_rect().inflate(-round(20 * scale), -round(20 * scale))
    pygame.draw.rect(card, (*CARD_EDGE, 60), inner, width=1, border_radius=round(8 * scale))
    pygame.draw.circle(card, (*CARD_EDGE, 70), inner.center, round(18 * scale), width=max(1, round(2 * scale)))
    for angle in (27, 9, -9, -27):
        turned = pygame.transform.rotozoom(card, angle, 1.0)
        centre = pivot + pygame.Vector2(0, -radius).rotate(-angle)
        layer.blit(turned, turned.get_rect(center=(round(centre.x), round(centre.y))))
    return layer


@dataclass(frozen=True)
class Entry:
    """One menu button of the title screen."""

    text: str
    action: Callable[[], None]
    cls: str
    tooltip: str | None = None
    enabled: bool = True


class TitleScreen(Screen):
    """The first screen. Arrow keys and Enter, or the mouse."""

    # Its buttons hold nothing of their own: dropped under a table or any other screen and built
    # again on the way back, Continue then offering the autosave as it is (a table just wrote one)
    RELEASE_WHEN_COVERED = True

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.last_autosave: SaveHeader | None = None  # read by each build
        self.fan_at: tuple[int, int] | None = None
        self.title_rect = pygame.Rect(0, 0, 0, 0)
        self.quit_index = 0

    def game_name(self, game_id: str) -> str:
        return catalog.game_title(game_id, self.lang)

    def build(self) -> None:
        self.last_autosave = autosave.latest_autosave()
        width, height = self.size
        px = self.px
        games = catalog.game_ids()
        if userdirs.project_folder() is not None:  # a card project: the games it holds (issue #26)
            held = {spec.game for spec in catalog.data_specs_in()}
            games = [game for game in games if game in held]
        entries = [self._game_entry(g) for g in games]
        main = self._main_entries()
        gap, item_h, column_w = px(10), px(48), px(400)
        rows = max(len(main), len(games) + 1)
        stacked = px(196) + rows * (item_h + gap) + px(112) <= height
        if stacked:
            self.title_rect = pygame.Rect(px(24), px(44), width - px(48), px(92))
            top = px(196)
            if games:
                left = pygame.Rect(width // 2 - column_w - px(24), top, column_w, height - top)
                menu_col = pygame.Rect(width // 2 + px(24), top + px(40), column_w, height - top)
                self._section(left, self.tr("title.games"))
                games_col = left.move(0, px(40))
            else:
                menu_col = pygame.Rect((width - column_w) // 2, top + px(40), column_w, height - top)
                self.label(pygame.Rect(menu_col.left, top, column_w, px(30)), self.tr("title.no_games"), cls="@hint")
                games_col = menu_col
        else:  # too tall for one column at this scale: title on the left, everything else on the right
            half = width // 2
            self.title_rect = pygame.Rect(px(24), height // 2 - px(80), half - px(48), px(92))
            column_w = min(column_w, half - px(48))
            rows = len(games) + len(main) + 1
            item_h = min(item_h, (height - px(104)) // rows - gap)
            top = max(px(20), (height - px(40) - rows * (item_h + gap)) // 2)
            games_col = pygame.Rect(half + (half - column_w) // 2, top, column_w, height)
            self._section(games_col, self.tr("title.games") if games else self.tr("title.no_games"))
            games_col = games_col.move(0, item_h + gap)
            menu_col = games_col.move(0, len(games) * (item_h + gap) + (px(12) if games else 0))
        items = self._column(games_col, entries, item_h, gap) + self._column(menu_col, main, item_h, gap)
        self.quit_index = len(items) - 1
        self.menu = KeyMenu(items)
        self.fan_at = (width - card_fan(self.app.settings.ui_scale).get_width() + px(40), height - px(300)) if stacked else None
        self.label(pygame.Rect(0, height - px(44), width, px(28)), self.tr("title.keys"), cls="@hint")

    def _section(self, column: pygame.Rect, text: str) -> None:
        self.label(pygame.Rect(column.left, column.top, column.width, self.px(30)), text, cls="@section")

    def _game_entry(self, game_id: str) -> Entry:
        ready = has_table(game_id)
        tip = None if ready else self.tr("title.no_table")
        return Entry(self.game_name(game_id), lambda: self.start_game(game_id), "@game", tip, ready)

    def _main_entries(self) -> list[Entry]:
        latest = self.last_autosave
        tip = (
            self.tr("title.continue_tip", game=self.game_name(latest.game), date=format_time(latest.saved_at))
            if latest else self.tr("title.continue_none")
        )
        return [
            Entry(self.tr("title.continue"), self.continue_game, "@menu", tip, latest is not None),
            Entry(self.tr("title.load"), self.open_load, "@menu"),
            Entry(self.tr("title.gallery"), self.open_gallery, "@menu"),
            Entry(self.tr("title.projects"), self.open_projects, "@menu"),
            Entry(self.tr("title.settings"), self.open_settings, "@menu"),
            Entry(self.tr("title.quit"), self.app.quit, "@menu"),
        ]

    def _column(self, column: pygame.Rect, entries: list[Entry], item_h: int, gap: int) -> list[tuple[UIElement, Callable[[], None]]]:
        items: list[tuple[UIElement, Callable[[], None]]] = []
        for i, entry in enumerate(entries):
            rect = pygame.Rect(column.left, column.top + i * (item_h + gap), column.width, item_h)
            widget = self.button(rect, entry.text, entry.action, cls=entry.cls, tooltip=entry.tooltip, enabled=entry.enabled)
            items.append((widget, entry.action))
        return items

    def draw_scene(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)
        if self.fan_at is not None:
            surface.blit(card_fan(self.app.settings.ui_scale), self.fan_at)
        scale = self.app.settings.ui_scale
        title = fit(text_surface(self.tr("app.title"), round(60 * scale), True, TITLE_COLOUR), self.title_rect.width)
        surface.blit(title, title.get_rect(midtop=self.title_rect.midtop))
        subtitle = fit(text_surface(self.tr("app.subtitle"), round(19 * scale), False, SUBTITLE_COLOUR), self.title_rect.width)
        subtitle_top = self.title_rect.top + title.get_height() + self.px(4)
        surface.blit(subtitle, subtitle.get_rect(midtop=(self.title_rect.centerx, subtitle_top)))
        project = userdirs.project_folder()
        if project is not None:  # which card folder is open (the window title says it too)
            words = self.tr("title.project", folder=short_path(str(project)))
            line = fit(text_surface(words, round(16 * scale), True, TITLE_COLOUR), self.title_rect.width)
            surface.blit(line, line.get_rect(midtop=(self.title_rect.centerx, subtitle_top + subtitle.get_height())))

    def back(self) -> None:
        """Esc on the title moves to Quit (Enter then quits); it never quits by itself."""
        if self.menu is not None:
            self.menu.set_index(self.quit_index)

    # -- actions ------------------------------------------------------------------

    def start_game(self, game_id: str) -> None:
        try:
            screen = new_game_screen(self.app, game_id)
        except (EngineError, KeyError, OSError) as err:
            self.app.toast(engine_message(err, self.lang), error=True)
            return
        self.app.push(screen)

    def continue_game(self) -> None:
        if self.last_autosave is not None:
            self.open_path(self.last_autosave.path)

    def open_path(self, path: Path) -> None:
        from screens.shell.games import open_save

        try:
            screen = open_save(self.app, path)
        except EngineError as err:
            self.app.toast(self.tr("load.failed", error=engine_message(err, self.lang)), error=True)
            return
        self.app.push(screen)

    def open_load(self) -> None:
        from screens.shell.load_screen import LoadScreen

        self.app.push(LoadScreen(self.app))

    def open_gallery(self) -> None:
        from screens.gallery.screen import GalleryScreen

        self.app.push(GalleryScreen(self.app))

    def open_projects(self) -> None:
        from screens.shell.projects_screen import ProjectsScreen

        self.app.push(ProjectsScreen(self.app))

    def open_settings(self) -> None:
        from screens.shell.settings_screen import SettingsScreen

        self.app.push(SettingsScreen(self.app))
