"""Card projects (issue #26): which card folder the app works on.

The shipped cards (with the user's own folder), a recent card project, or a folder typed in.
A project is read alone: the gallery, the tables and the checks see only its games. The
window title names the folder open; ``python main.py --data DIR`` opens one from the start.
"""

from __future__ import annotations

from pathlib import Path

import pygame
from pygame_gui.elements import UITextEntryLine

from engine.core.saves import userdirs
from screens.gallery.shared import short_path
from screens.kit.screen import KeyMenu, Screen, draw_backdrop


class ProjectsScreen(Screen):
    """Pick the card folder: shipped, recent, or a path; Esc goes back."""

    path_entry: UITextEntryLine | None = None

    def build(self) -> None:
        width, height = self.size
        px = self.px
        column = pygame.Rect((width - px(640)) // 2, px(40), px(640), height - px(80))
        self.label(pygame.Rect(column.left, column.top, column.width, px(48)), self.tr("projects.heading"),
                   cls="@section")
        open_now = userdirs.project_folder()
        now = short_path(str(open_now)) if open_now else self.tr("projects.shipped")
        self.label(pygame.Rect(column.left, column.top + px(52), column.width, px(30)),
                   self.tr("projects.current", folder=now), cls="@hint")
        y = column.top + px(100)
        items = []
        row = px(44)
        shipped = self.button(pygame.Rect(column.left, y, column.width, row), self.tr("projects.shipped"),
                              lambda: self.choose(None), cls="@menu")
        items.append((shipped, lambda: self.choose(None)))
        y += row + px(18)
        recent = userdirs.recent_projects()
        self.label(pygame.Rect(column.left, y, column.width, px(30)),
                   self.tr("projects.recent") if recent else self.tr("projects.no_recent"), cls="@hint")
        y += px(34)
        for folder in recent[: max(1, (height - y - px(160)) // (row + px(8)))]:
            widget = self.button(pygame.Rect(column.left, y, column.width, row), short_path(str(folder)),
                                 lambda f=folder: self.choose(f), cls="@menu")  # type: ignore[misc]
            items.append((widget, lambda f=folder: self.choose(f)))  # type: ignore[misc]
            y += row + px(8)
        y += px(10)
        self.path_entry = UITextEntryLine(pygame.Rect(column.left, y, column.width - px(130), row), self.manager,
                                          placeholder_text=self.tr("projects.path"))
        opener = self.button(pygame.Rect(column.right - px(120), y, px(120), row), self.tr("projects.open"),
                             self.open_typed)
        items.append((opener, self.open_typed))
        self.menu = KeyMenu(items)
        self.label(pygame.Rect(0, height - px(44), width, px(28)), self.tr("projects.keys"), cls="@hint")

    def draw_scene(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface)

    def open_typed(self) -> None:
        text = self.path_entry.get_text().strip() if self.path_entry is not None else ""
        if text:
            self.choose(Path(text).expanduser())

    def choose(self, folder: Path | None) -> None:
        """Open ``folder`` (None: the shipped cards) and go back to the title."""
        if folder is not None and not folder.is_dir():
            self.app.toast(self.tr("projects.not_folder", folder=str(folder)), error=True)
            return
        userdirs.open_project(folder)
        if folder is not None:
            userdirs.remember_project(folder)
        self.app.update_caption()
        self.app.pop_to_root()
        if self.app.top is not None:
            self.app.top.rebuild()  # the title lists the games the folder holds
        shown = short_path(str(userdirs.project_folder())) if folder is not None else self.tr("projects.shipped")
        self.app.toast(self.tr("projects.opened", folder=shown))
