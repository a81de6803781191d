"""The card gallery screen: every card of every game in a scrollable grid, with filters.

Left, the filters: game, card kind, text search (Japanese or English), problem kinds
(overflow, below minimum size, missing image, data error), print guides and the card
text language. Right, the grid; a click (or Enter) opens the card large. Edited TOML
files are picked up within half a second; files that no longer load are listed over the
grid while their cards keep their last good version. Layouts are checked lazily, a few
cards a frame, so the problem filters fill in as the checks run.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.elements import UIDropDownMenu, UITextEntryLine

from engine import catalog
from engine.core.data.problems import Problem
from screens.gallery.banner import banner_height, draw_banner
from screens.gallery.cardset import PROBLEM_KINDS
from screens.gallery.detail import CardDetailScreen
from screens.gallery.filters import Filter
from screens.gallery.grid import THUMB_BUDGET_S, CardGrid, ViewState, draw_key_hints
from screens.gallery.guides import GUIDE_COLOURS, draw_badge
from screens.gallery.model import GalleryModel
from screens.gallery.shared import POLL_S, game_name, next_lang, short_path, show_selected
from screens.gallery.strings import LEGEND_IDS, PROBLEM_COUNT_IDS
from screens.kit import style
from screens.kit.i18n import tr
from screens.kit.screen import Screen
from screens.kit.text.fonts import get_font, text_surface

if TYPE_CHECKING:
    from screens.kit.screen import Host

CHECK_BUDGET_S = 0.006  # layout checks per frame while some are pending
RECOUNT_S = 0.3  # how often the problem counts follow the running checks
MOUSE_EVENTS = (pygame.MOUSEWHEEL, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)


def make_model() -> GalleryModel:
    """Every registered game's shipped and user data, watched for edits."""
    from engine.core.data.watch import DataWatcher

    return GalleryModel(DataWatcher(catalog.data_specs_in()))  # the open card project's games


class GalleryScreen(Screen):
    """The gallery; ``model`` defaults to every registered game's data.

    ``eager`` checks every card and draws every visible thumbnail at once instead of a few
    a frame (screenshots and tests that look at a single frame).
    """

    def __init__(self, app: Host, model: GalleryModel | None = None, *, eager: bool = False) -> None:
        super().__init__(app)
        self.model = model or make_model()
        self.eager = eager
        if eager:
            self.model.check_all()
        self.view = ViewState(app.settings.language)
        self.filter = Filter()
        self.grid: CardGrid | None = None
        self.counts: dict[str, int] = {}
        self.problem_buttons: dict[str, Any] = {}
        self._menus: list[UIDropDownMenu] = []
        self._since_poll = 0.0
        self._since_count = 0.0
        self._seen_version = -1
        self.built_kinds: list[tuple[str, str]] = []
        self.status_text = ""
        self.status_x = 0

    # -- building --------------------------------------------------------------------------

    def build(self) -> None:
        width, height = self.size
        px = self.px
        heading = tr("gallery.heading", self.lang)
        heading_w = get_font(px(34), True).size(heading)[0] + px(20)
        self.label(pygame.Rect(px(16), px(12), heading_w, px(52)), heading, cls="@heading")
        self.status_x = px(16) + heading_w + px(20)
        self.button(
            pygame.Rect(width - px(150), px(18), px(130), px(40)),
            tr("gallery.back", self.lang),
            self.back,
        )
        side = pygame.Rect(px(20), px(80), px(250), height - px(80))
        row, gap = px(38), px(10)
        y = side.top
        games: list[str | tuple[str, str]] = [(tr("gallery.all_games", self.lang), "")]
        games += [(game_name(g, self.lang), g) for g in self.model.sets]
        chosen = next((o for o in games if o[1] == self.filter.game), games[0])
        self.game_menu = UIDropDownMenu(
            games, chosen, pygame.Rect(side.left, y, side.width, row), self.manager
        )
        y += row + gap
        kinds = self.kind_options()
        chosen = next((o for o in kinds if o[1] == self.filter.kind), kinds[0])
        kind_list: list[str | tuple[str, str]] = list(kinds)
        self.kind_menu = UIDropDownMenu(
            kind_list, chosen, pygame.Rect(side.left, y, side.width, row), self.manager
        )
        self._menus = [self.game_menu, self.kind_menu]
        y += row + gap
        self.search = UITextEntryLine(
            pygame.Rect(side.left, y, side.width, row),
            self.manager,
            placeholder_text=tr("gallery.search", self.lang),
        )
        self.search.set_text(self.filter.text)
        y += row + gap * 2
        self.problem_buttons = {}
        for kind in PROBLEM_KINDS:
            self.problem_buttons[kind] = self.button(
                pygame.Rect(side.left, y, side.width, px(34)),
                "",
                partial(self.toggle, kind),
                cls="@toolbar",
            )
            y += px(34) + gap // 2
        y += gap
        half = (side.width - gap // 2) // 2  # guides and card language share a row
        self.guides_button = self.button(
            pygame.Rect(side.left, y, half, px(34)), tr("gallery.guides", self.lang), self.toggle_guides,
            cls="@toolbar",
        )
        self.lang_button = self.button(
            pygame.Rect(side.right - half, y, half, px(34)), "", self.toggle_lang, cls="@toolbar"
        )
        self.legend_top = y + px(34) + gap
        old, self.grid = (
            self.grid,
            CardGrid(self.grid_rect(), self.model, self.view, self.app.settings.ui_scale),
        )
        self.grid.budget_s = float("inf") if self.eager else THUMB_BUDGET_S
        self.built_kinds = kinds
        self.refresh()
        if old is not None:  # a rebuild (language, size, new data) keeps the place in the grid
            self.grid.entries, self.grid.focus = old.entries, old.focus
            self.grid.set_entries(self.model.filtered(self.filter))
            self.grid.scroll = old.scroll
            self.grid.clamp_scroll()

    def kind_options(self) -> list[tuple[str, str]]:
        """(name shown, kind) for the kind menu: a template's ``title`` in the UI language."""
        return [(tr("gallery.all_kinds", self.lang), ""), *self.model.kind_names(self.filter.game, self.lang)]

    def load_errors(self) -> list[Problem]:
        return [
            p
            for g, s in self.model.sets.items()
            if self.filter.game in ("", g)
            for p in s.load_errors
        ]

    def grid_rect(self) -> pygame.Rect:
        width, height = self.size
        top = self.px(80) + self.banner_height()
        return pygame.Rect(self.px(290), top, width - self.px(300), height - top - self.px(36))

    def banner_height(self) -> int:
        return banner_height(len(self.load_errors()), self.px)

    # -- state -------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Filter again and update counts and labels (after a filter, data or check change)."""
        if self.grid is None:
            return
        self._seen_version = self.model.version
        self.grid.resize(self.grid_rect())
        self.grid.set_entries(self.model.filtered(self.filter))
        self.recount()

    def recount(self) -> None:
        base = Filter(self.filter.game, self.filter.kind, self.filter.text)
        shown = [e for e in self.model.entries() if base.matches(e, ())]
        self.counts = {
            k: sum(
                Filter(problems=frozenset({k})).matches(e, self.model.problems(e)) for e in shown
            )
            for k in PROBLEM_KINDS
        }
        for kind, widget in self.problem_buttons.items():
            widget.set_text(tr(PROBLEM_COUNT_IDS[kind], self.lang, n=self.counts[kind]))
            show_selected(widget, kind in self.filter.problems)
        show_selected(self.guides_button, self.view.guides)
        self.lang_button.set_text(
            tr("gallery.text_lang", self.lang, language=self.view.lang.upper())
        )
        total = sum(len(s.entries) for s in self.model.sets.values())
        text = tr(
            "gallery.count",
            self.lang,
            shown=len(self.grid.entries) if self.grid else 0,
            count=total,
        )
        if self.model.pending:
            text += "   ·   " + tr("gallery.checking", self.lang, n=self.model.pending)
        self.status_text = text

    def set_filter(self, flt: Filter) -> None:
        rebuild = flt.game != self.filter.game
        self.filter = flt
        if rebuild:  # the kinds to choose from and the banner follow the game
            self.rebuild()
        else:
            self.refresh()

    def toggle(self, problem_kind: str) -> None:
        self.set_filter(self.filter.toggled(problem_kind))

    def toggle_guides(self) -> None:
        self.view.guides = not self.view.guides
        self.recount()

    def toggle_lang(self) -> None:
        self.view.lang = next_lang(self.view.lang)
        self.recount()

    def open(self, index: int) -> None:
        assert self.grid is not None
        self.app.push(
            CardDetailScreen(self.app, self.model, self.view, list(self.grid.entries), index)
        )

    # -- events ------------------------------------------------------------------------------

    def _covered(self, pos: tuple[int, int]) -> bool:
        """True when an opened drop-down list lies over ``pos``."""
        for menu in self._menus:
            listing = getattr(menu.current_state, "options_selection_list", None)
            if (
                menu.current_state is menu.menu_states["expanded"]
                and listing
                and listing.rect.collidepoint(pos)
            ):
                return True
        return False

    def handle_event(self, event: pygame.event.Event) -> None:
        pos = getattr(event, "pos", pygame.mouse.get_pos())
        covered = event.type in MOUSE_EVENTS and self._covered(pos)
        super().handle_event(event)
        if (
            self.grid is not None
            and event.type in MOUSE_EVENTS
            and not covered
            and self.manager is not None
        ):
            index = self.grid.handle_event(event)
            if index is not None:
                self.open(index)

    def on_ui_event(self, event: pygame.event.Event) -> None:
        f = self.filter
        if (
            event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED
            and event.ui_element is self.game_menu
        ):
            self.set_filter(Filter(event.selected_option_id, "", f.text, f.problems))
        elif (
            event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED
            and event.ui_element is self.kind_menu
        ):
            self.set_filter(Filter(f.game, event.selected_option_id, f.text, f.problems))
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.search:
            self.set_filter(Filter(f.game, f.kind, event.text, f.problems))

    def on_key(self, event: pygame.event.Event) -> None:
        grid = self.grid
        assert grid is not None
        steps = {
            pygame.K_LEFT: -1,
            pygame.K_RIGHT: 1,
            pygame.K_UP: -grid.cols,
            pygame.K_DOWN: grid.cols,
        }
        pages = {pygame.K_PAGEUP: -1, pygame.K_PAGEDOWN: 1}
        number = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_4: 3, pygame.K_5: 4, pygame.K_6: 5}
        if event.key in steps:
            grid.move_focus(steps[event.key])
        elif event.key in pages:
            grid.scroll_by(pages[event.key] * grid.rect.height)
        elif event.key == pygame.K_HOME:
            grid.focus, grid.scroll = 0, 0
        elif event.key == pygame.K_END:
            grid.move_focus(len(grid.entries))
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and grid.entries:
            self.open(grid.focus)
        elif event.key in number:
            self.toggle(PROBLEM_KINDS[number[event.key]])
        elif event.key == pygame.K_g:
            self.toggle_guides()
        elif event.key == pygame.K_l:
            self.toggle_lang()
        elif event.key == pygame.K_SLASH or (
            event.key == pygame.K_f and event.mod & pygame.KMOD_CTRL
        ):
            self.search.focus()
        else:
            super().on_key(event)

    # -- the frame ---------------------------------------------------------------------------

    def enter(self) -> None:
        if self.grid is not None and self._seen_version != self.model.version:
            self.data_changed()
        elif self.grid is not None:  # the detail view may have switched language or guides
            self.recount()

    def data_changed(self) -> None:
        """After a re-load: rebuild when the games or kinds to choose from changed, else refilter."""
        games = [o[1] for o in self.game_menu.options_list[1:]]
        kinds = self.kind_options()
        if games != list(self.model.sets) or kinds != self.built_kinds:
            self.rebuild()
        else:
            self.refresh()

    def update(self, dt: float) -> None:
        super().update(dt)
        self._since_poll += dt
        if self._since_poll >= POLL_S:
            self._since_poll = 0.0
            reloaded = self.model.poll()
            if reloaded:
                clean = [s for s in reloaded if not s.load_errors]
                files = ", ".join(
                    sorted({short_path(f) for s in clean for f in self._changed(s.game)})
                )
                if clean:  # a reload that failed says so in the banner, not "Reloaded"
                    self.app.toast(tr("gallery.reloaded", self.lang, files=files or "—"))
                self.data_changed()
        if self.model.pending:
            self.model.check_some(CHECK_BUDGET_S)
            self._since_count += dt
            if self._since_count >= RECOUNT_S or not self.model.pending:
                self._since_count = 0.0
                if self.filter.problems:
                    self.refresh()
                else:
                    self.recount()

    def _changed(self, game: str) -> tuple[str, ...]:
        return self.model.watcher.games[game].changed_files

    def next_wake(self) -> float | None:
        busy = self.model.pending or (
            self.grid is not None and (self.grid.incomplete or self.grid.dragging)
        )
        return 0 if busy else POLL_S

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        px = self.px
        side = pygame.Rect(px(10), px(72), px(270), surface.get_height() - px(110))
        pygame.draw.rect(surface, (20, 25, 34), side, border_radius=px(10))
        self._banner(surface)
        draw_key_hints(surface, tr("gallery.keys", self.lang), px)
        status = text_surface(self.status_text, px(16), False, style.TEXT_DIM)
        surface.blit(status, (self.status_x, px(34)))
        if self.grid is not None:
            self.grid.draw(surface)
            if not self.grid.entries:
                key = "gallery.empty" if self.model.sets else "gallery.no_games"
                text = text_surface(tr(key, self.lang), px(20), False, style.TEXT_DIM)
                surface.blit(text, text.get_rect(center=self.grid.rect.center))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        px = self.px
        for kind, widget in self.problem_buttons.items():  # the badge each kind has on the tiles
            centre = (widget.rect.left + px(16), widget.rect.centery)
            if not self._covered(centre):  # never over an opened drop-down list
                draw_badge(surface, kind, centre, px(8))
        if self.view.guides:
            y = self.legend_top
            for name, colour in GUIDE_COLOURS.items():
                word = tr(LEGEND_IDS[name], self.lang)
                pygame.draw.line(
                    surface, colour, (px(28), y + px(11)), (px(52), y + px(11)), max(2, px(2))
                )
                surface.blit(text_surface(word, px(15), False, style.TEXT_DIM), (px(62), y))
                y += px(24)

    def _banner(self, surface: pygame.Surface) -> None:
        height = self.banner_height()
        if self.grid is not None and height:
            rect = pygame.Rect(self.px(290), self.px(78), self.size[0] - self.px(300), height - self.px(6))
            draw_banner(surface, rect, self.load_errors(), self.lang, self.px)
