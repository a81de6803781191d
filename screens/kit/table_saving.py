"""Saving from the table: the checkpoint autosave, Ctrl+S's named save, and leaving safely.

A mixin of ``TableScreen`` (``screens/kit/table_base.py``) over its ``SaveKeeper``
(``screens/kit/table_saves.py``): leaving autosaves, and asks first (``LeaveDialog``) only when
that failed and steps would be lost. ``SaveDialog`` is the small window Ctrl+S opens.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine, UIWindow

from engine.core.kernel.errors import SaveError
from screens.kit.i18n import engine_message
from screens.kit.screen import Screen
from screens.kit.table_saves import LeaveDialog
from screens.shell import autosave

if TYPE_CHECKING:
    from screens.kit.table_base import TableScreen


class TableSaving:
    """The save side of ``TableScreen``."""

    def autosave(self: TableScreen) -> SaveError | None:
        """The checkpoint hook: write this match's autosave slot when anything is unsaved; the error, if any."""
        try:
            self.saves.autosave(self.session)
        except SaveError as err:
            self.app.toast(self.tr("table.save_failed", reason=engine_message(err, self.lang)), error=True)
            return err
        return None

    def back(self: TableScreen) -> None:
        """Leave for the title; ask first only when the autosave failed and steps would be lost."""
        if self.leave_dialog is not None:
            return
        error = self.autosave()
        if error is None:
            Screen.back(self)
            return
        self.leave_dialog = LeaveDialog(self, error, self._leave_anyway, self._stay)

    def _stay(self: TableScreen) -> None:
        if self.leave_dialog is not None:
            self.leave_dialog.kill()
            self.leave_dialog = None

    def _leave_anyway(self: TableScreen) -> None:
        self._stay()
        self.saves.mark_saved(self.session)  # the player chose to drop them: do not ask again on leave()
        Screen.back(self)

    def save_as(self: TableScreen, name: str) -> Path | None:
        """Write a named save; the path, or None (with a toast) when it failed."""
        path = autosave.named_save_path(name)
        try:
            self.saves.save_as(self.session, path, name.strip() or path.stem)
        except SaveError as err:
            self.app.toast(self.tr("table.save_failed", reason=engine_message(err, self.lang)), error=True)
            return None
        self.save_path = path
        self.app.toast(self.tr("table.saved", name=path.name))
        return path

    def open_save_dialog(self: TableScreen) -> None:
        if self.save_dialog is None:
            title = self.game_title()
            self.save_dialog = SaveDialog(self, f"{title} {datetime.now():%Y-%m-%d %H%M}")

    def game_title(self: TableScreen) -> str:
        """The game's name in the screen's language (the registry's [games] message)."""
        from engine.catalog import game_title

        return game_title(self.session.game.id, self.lang)

    def leave(self: TableScreen) -> None:
        self.autosave()


class SaveDialog:
    """Ctrl+S: a small window asking for the save's name (Enter saves, Esc cancels)."""

    def __init__(self, screen: TableScreen, default_name: str) -> None:
        self.screen = screen
        px = screen.px
        width, height = screen.size
        rect = pygame.Rect(0, 0, px(480), px(184))
        rect.center = (width // 2, height // 2)
        self.window = UIWindow(rect, screen.manager, screen.tr("table.save_title"), object_id="#save_dialog")
        inner_w, inner_h = self.window.get_container().get_size()
        self.entry = UITextEntryLine(
            pygame.Rect(px(16), px(16), inner_w - px(32), px(44)), screen.manager, container=self.window
        )
        self.entry.set_text(default_name)
        self.entry.focus()
        row = inner_h - px(56)
        self.ok = screen.button(
            pygame.Rect(inner_w - px(264), row, px(120), px(42)), screen.tr("table.save_ok"), self.save,
            container=self.window,
        )
        self.cancel = screen.button(
            pygame.Rect(inner_w - px(136), row, px(120), px(42)), screen.tr("table.cancel"), self.close,
            container=self.window,
        )

    def save(self) -> None:
        if self.screen.save_as(self.entry.get_text()) is not None:
            self.close()

    def close(self) -> None:
        self.window.kill()
        self.screen.save_dialog = None

    def on_ui_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.save()
        elif event.type == pygame_gui.UI_WINDOW_CLOSE and event.ui_element is self.window:
            self.screen.save_dialog = None
