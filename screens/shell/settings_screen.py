"""Settings: one row per setting, ◀ value ▶; changes apply and are saved at once."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame
from pygame_gui.core.ui_element import UIElement

from screens.kit.i18n import language_name, languages, tr
from screens.kit.scale import MIN_LOGICAL, fits, largest_fit
from screens.kit.screen import KeyMenu, Screen
from screens.kit.text.elide import elide_start
from screens.kit.text.fonts import get_font
from screens.shell.games import table_class, table_ids
from screens.shell.settings_store import (
    ANIMATION_SPEEDS,
    TURN_TIMERS,
    UI_SCALES,
    WINDOW_SIZES,
    settings_path,
)


@dataclass(frozen=True)
class Row:
    """One setting: its field, label key, the values it cycles through and how one is shown."""

    field: str
    label: str
    values: Sequence[Any]
    show: Callable[[Any, str], str]


def _on_off(value: bool, lang: str) -> str:
    return tr("value.on", lang) if value else tr("value.off", lang)


def _timer(seconds: int, lang: str) -> str:
    if not seconds:
        return tr("value.off", lang)
    if seconds % 60:
        return tr("value.seconds", lang, n=seconds)
    return tr("value.minutes", lang, n=seconds // 60)


UNDO_MODE_IDS = {"strict": "value.strict", "lenient": "value.lenient"}
HINT_SIZE = 15  # the @hint font size in theme.json
ROWS: tuple[Row, ...] = (
    Row("language", "settings.language", languages(), lambda v, lang: language_name(v)),
    Row("ui_scale", "settings.ui_scale", UI_SCALES, lambda v, lang: f"{round(v * 100)}%"),
    Row("window_size", "settings.window", WINDOW_SIZES, lambda v, lang: f"{v[0]} × {v[1]}"),
    Row("fullscreen", "settings.fullscreen", (False, True), _on_off),
    Row(
        "animation_speed", "settings.animation", ANIMATION_SPEEDS,
        lambda v, lang: tr("value.anim_speed", lang, speed=f"{v:g}") if v else tr("value.anim_off", lang),
    ),
    Row("hotseat_privacy", "settings.privacy", (True, False), _on_off),
    Row("undo_mode", "settings.undo", ("strict", "lenient"), lambda v, lang: tr(UNDO_MODE_IDS[v], lang)),
    Row("turn_timer", "settings.timer", TURN_TIMERS, _timer),
)


def scale_fit_words(size: tuple[int, int], lang: str) -> str:
    """For this window: the largest UI scale every screen fits, and which table limits it."""
    from engine.catalog import game_title

    needs = {tr("settings.scale_this_screen", lang): MIN_LOGICAL}
    for game_id in table_ids():
        needs[game_title(game_id, lang)] = table_class(game_id).NEEDS_AT_1X
    fit, what = min((largest_fit(size, need), what) for what, need in needs.items())
    shown = f"{size[0]} × {size[1]}"
    if fits(size, needs[what], max(UI_SCALES)):
        return tr("settings.scale_fits_all", lang, size=shown)
    if needs[what] == MIN_LOGICAL:
        return tr("settings.scale_fits", lang, size=shown, scale=f"{round(fit * 100)} %")
    need = needs[what]
    return tr("settings.scale_fits_limited", lang, size=shown, scale=f"{round(fit * 100)} %", what=what,
              needs=f"{need[0]} × {need[1]}")


class SettingsScreen(Screen):
    """↑↓ choose a setting, ←→ (or the arrows, or a click on the value) change it, Esc back."""

    def build(self) -> None:
        width, height = self.size
        px = self.px
        self.label(pygame.Rect(0, px(14), width, px(56)), self.tr("settings.heading"), cls="@heading")
        top, footer = px(80), px(136)
        step = min(px(58), (height - top - footer) // len(ROWS))
        row_h = step - max(2, px(6))
        label_w, arrow_w, value_w = px(280), px(48), px(360)
        left = (width - (label_w + value_w + 2 * arrow_w + px(16))) // 2
        items: list[tuple[UIElement, Callable[[], None]]] = []
        for i, row in enumerate(ROWS):
            y = top + i * step
            self.label(pygame.Rect(left, y, label_w, row_h), self.tr(row.label), cls="@row_label")
            x = left + label_w
            self.button(pygame.Rect(x, y, arrow_w, row_h), "◀", partial(self.change, row, -1), cls="@arrow")
            value = self.button(
                pygame.Rect(x + arrow_w + px(8), y, value_w, row_h), self.current_text(row),
                partial(self.change, row, 1), cls="@value",
            )
            self.button(
                pygame.Rect(x + arrow_w + value_w + px(16), y, arrow_w, row_h), "▶",
                partial(self.change, row, 1), cls="@arrow",
            )
            items.append((value, partial(self.change, row, 1)))
        back = self.button(
            pygame.Rect((width - px(220)) // 2, height - footer + px(32), px(220), px(46)),
            self.tr("settings.back"), self.back, cls="@menu",
        )
        items.append((back, self.back))
        self.fit_line = self.label(pygame.Rect(0, height - footer - px(2), width, px(28)),
                                   scale_fit_words(self.size, self.lang), cls="@hint")
        self.menu = KeyMenu(items)
        keys = self.tr("settings.keys") + "　·　"
        font = get_font(px(HINT_SIZE))
        path = elide_start(
            str(settings_path()), width - px(48),
            lambda t: font.size(keys + self.tr("settings.saved_to", path=t))[0],
        )
        hint = keys + self.tr("settings.saved_to", path=path)
        self.label(pygame.Rect(0, height - px(38), width, px(28)), hint, cls="@hint")

    def current_text(self, row: Row) -> str:
        return row.show(getattr(self.app.preferences, row.field), self.lang)

    def change(self, row: Row, step: int) -> None:
        """Move ``row``'s setting to the previous/next value and apply it now."""
        current = getattr(self.app.preferences, row.field)
        values = list(row.values)
        index = values.index(current) if current in values else 0
        self.app.change_settings(**{row.field: values[(index + step) % len(values)]})
        if self.menu is not None:
            self.menu.set_index(ROWS.index(row))
        self.rebuild()

    def on_key(self, event: pygame.event.Event) -> None:
        menu = self.menu
        if menu is not None and menu.index < len(ROWS) and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.change(ROWS[menu.index], -1 if event.key == pygame.K_LEFT else 1)
            return
        super().on_key(event)
