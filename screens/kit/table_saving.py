"""Saving from the table: the checkpoint autosave, Ctrl+S's named save, and leaving safely.

A component a table owns (``screens/kit/table_base.py``), over its ``SaveKeeper``
(``screens/kit/table_saves.py``): leaving autosaves, and asks first (``LeaveDialog``) only when
that failed and steps would be lost. ``SaveDialog`` is the small window Ctrl+S opens. It is
given the screen it draws its windows on (any ``Screen``) and the session, never the table.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine, UIWindow

from engine.core.kernel.errors import SaveError
from engine.core.kernel.session import Session
from screens.kit.i18n import engine_message
from screens.kit.screen import Screen
from screens.kit.table_saves import LeaveDialog, SaveKeeper
from screens.shell import autosave


class TableSaving:
    """The save side of a table: its keeper, the Save-as window and the leave question.

    ``session()``: the table's session; ``title()``: the game's name for a save's default
    name; ``leave()``: really leave the screen (``Screen.back``); ``saved(path)``: a named save
    was written.
    """

    def __init__(
        self,
        screen: Screen,
        session: Callable[[], Session[Any]],
        title: Callable[[], str],
        leave: Callable[[], None],
        saved: Callable[[Path], None],
    ) -> None:
        self.screen, self._session, self._title, self._leave, self._saved = screen, session, title, leave, saved
        self.keeper = SaveKeeper(session())
        self.dialog: SaveDialog | None = None
        self.leave_dialog: LeaveDialog | None = None

    def forget_windows(self) -> None:
        """The screen rebuilt its widgets: the windows went with them."""
        self.dialog = None
        self.leave_dialog = None

    def modal(self) -> bool:
        """Is a save or leave window open (it holds the table's input)?"""
        return self.dialog is not None or self.leave_dialog is not None

    def _failed(self, err: SaveError) -> None:
        self.screen.app.toast(self.screen.tr("table.save_failed", reason=engine_message(err, self.screen.lang)),
                              error=True)

    def autosave(self) -> SaveError | None:
        """Write this match's autosave slot when anything is unsaved; the error, if any."""
        try:
            self.keeper.autosave(self._session())
        except SaveError as err:
            self._failed(err)
            return err
        return None

    def back(self) -> None:
        """Leave; ask first only when the autosave failed and steps would be lost."""
        if self.leave_dialog is not None:
            return
        error = self.autosave()
        if error is None:
            self._leave()
            return
        self.leave_dialog = LeaveDialog(self.screen, error, self._leave_anyway, self.stay)

    def stay(self) -> None:
        if self.leave_dialog is not None:
            self.leave_dialog.kill()
            self.leave_dialog = None

    def _leave_anyway(self) -> None:
        self.stay()
        self.keeper.mark_saved(self._session())  # the player chose to drop them: do not ask again on leave
        self._leave()

    def save_as(self, name: str) -> Path | None:
        """Write a named save; the path, or None (with a toast) when it failed."""
        path = autosave.named_save_path(name)
        try:
            self.keeper.save_as(self._session(), path, name.strip() or path.stem)
        except SaveError as err:
            self._failed(err)
            return None
        self._saved(path)
        self.screen.app.toast(self.screen.tr("table.saved", name=path.name))
        return path

    def open_dialog(self) -> None:
        if self.dialog is None:
            self.dialog = SaveDialog(self.screen, f"{self._title()} {datetime.now():%Y-%m-%d %H%M}", self.save_as,
                                     self._dialog_closed)

    def _dialog_closed(self) -> None:
        self.dialog = None


class SaveDialog:
    """Ctrl+S: a small window asking for the save's name (Enter saves, Esc cancels)."""

    def __init__(self, screen: Screen, default_name: str, save: Callable[[str], Path | None],
                 closed: Callable[[], None]) -> None:
        self._save, self._closed = save, closed
        px = screen.px
        width, height = screen.size
        rect = pygame.Rect(0, 0, min(width - px(20), px(480)), px(184))
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
        if self._save(self.entry.get_text()) is not None:
            self.close()

    def close(self) -> None:
        self.window.kill()
        self._closed()

    def on_ui_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.save()
        elif event.type == pygame_gui.UI_WINDOW_CLOSE and event.ui_element is self.window:
            self._closed()
