"""Load game: every save in the saves folder, newest first; a broken one shows its error.

Each row says what the save is: game, where it stands (the game's own summary: stage,
round, heroes and players), date, steps, whether a backup exists and, for an autosave
branch, where it branched (issue #16). Only headers are read to list (no replay; cached
by file stat); a save whose replay fails when opened is a toast. A broken save with a
``.bak`` beside it offers "Open backup". Every readable save also opens as a replay.

An autosave row names its campaign and says whether it is the campaign's furthest point or a
branch, where it branched and how far it went since (issue #25). "Trash" lists what autosave
rotation put aside (``engine.core.saves.slots``); each row there can be restored.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.core.ui_element import UIElement
from pygame_gui.elements import UIPanel

from engine import catalog
from engine.core.i18n.catalog import Words, joined, words_of
from engine.core.kernel.errors import SaveError
from engine.core.saves import userdirs
from engine.core.saves.documents import SaveHeader, backup_path, read_save_header
from engine.core.saves.slots import (
    TRASH_DAYS,
    branched_at_of,
    campaign_of,
    furthest_of_campaigns,
    is_autosave,
    original_name,
    restore_from_trash,
    trash_dir,
    trashed_at,
    trashed_saves,
)
from screens.kit.i18n import engine_message
from screens.kit.screen import KeyMenu, Screen
from screens.kit.text.elide import MARK, elide_end, longest_shown
from screens.kit.text.fonts import get_font
from screens.kit.text.wrap import wrap
from screens.shell import autosave
from screens.shell.games import open_save
from screens.shell.save_words import format_time

if TYPE_CHECKING:
    from screens.kit.screen import Host

DETAIL_SIZE = 15  # the @save_detail / @save_error font size in theme.json
TITLE_SIZE = 18  # the @save_title font size (bold)
MAX_NAMES_SHOWN = 256  # seat names joined for a row (each takes 2 characters at least): more are never seen


@dataclass(frozen=True)
class SaveEntry:
    """One file in the list: its header, or the error that stopped reading it (ja/en)."""

    path: Path
    header: SaveHeader | None
    error: Words | None
    backup: Path | None  # the .bak beside it, when there is one


def scan_saves(folder: Path | None = None, *, trash: bool = False) -> list[SaveEntry]:
    """Every save file (or every one in the trash), newest first; never raises."""
    entries = []
    folder = folder or userdirs.saves_dir()
    for path in trashed_saves(folder) if trash else autosave.save_files(folder):
        backup = backup_path(path)
        kept = backup if backup.is_file() and not backup.is_symlink() else None
        try:
            entries.append(SaveEntry(path, read_save_header(path), None, kept))
        except SaveError as err:
            entries.append(SaveEntry(path, None, err.text, kept))
        except Exception as err:  # the list must show, whatever is in the folder
            entries.append(SaveEntry(path, None, words_of(str(err) or type(err).__name__), kept))

    def when(entry: SaveEntry) -> float:
        if trash:
            return trashed_at(entry.path) or 0.0
        if entry.header is not None:
            return autosave.saved_time(entry.header)
        try:
            return entry.path.lstat().st_mtime
        except OSError:
            return 0.0

    return sorted(entries, key=when, reverse=True)


def _local(timestamp: float) -> str:
    return format_time(datetime.fromtimestamp(timestamp).astimezone().isoformat())


class LoadScreen(Screen):
    """↑↓ choose, Enter open, mouse wheel scrolls, Esc back."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.entries: list[SaveEntry] = []
        self.offset = 0  # index of the first entry shown
        self.visible = 1
        self.in_trash = False  # listing the trash instead of the saves
        self.trash_count = 0
        self.furthest: set[Path] = set()  # each campaign's furthest autosave

    def enter(self) -> None:
        self.scan()
        self.rebuild()

    def scan(self) -> None:
        folder = userdirs.saves_dir()
        self.entries = scan_saves(folder, trash=self.in_trash)
        self.trash_count = len(trashed_saves(folder))
        autosaves = [e.header for e in self.entries if e.header is not None and is_autosave(self._real(e.path))]
        self.furthest = set() if self.in_trash else set(furthest_of_campaigns(autosaves).values())

    def show_trash(self, on: bool) -> None:
        self.in_trash, self.offset = on, 0
        self.scan()
        self.rebuild()

    @staticmethod
    def _real(path: Path) -> Path:
        """The name a save has (or had before it went to the trash)."""
        return path.with_name(original_name(path)) if path.parent.name == trash_dir(path.parent.parent).name else path

    def build(self) -> None:
        width, height = self.size
        px = self.px
        heading = self.tr("load.trash_heading" if self.in_trash else "load.heading")
        self.label(pygame.Rect(0, px(24), width, px(56)), heading, cls="@heading")
        list_w = min(width - px(80), px(980))
        left = (width - list_w) // 2
        top, gap = px(96), px(10)
        text_w = list_w - px(264) - px(8)
        most = max((len(self._lines(entry, text_w)) for entry in self.entries), default=2)
        row_h = px(50 + 24 * max(2, most))  # every line of every row shown whole: the rows grow instead
        footer = px(118)
        self.visible = max(1, (height - top - footer) // (row_h + gap))
        items = []
        if not self.entries:
            empty = self.tr("load.trash_empty" if self.in_trash else "load.empty")
            self.label(pygame.Rect(0, top + px(40), width, px(34)), empty, cls="@hint")
        shown = self.entries[self.offset : self.offset + self.visible]
        for i, entry in enumerate(shown):
            rect = pygame.Rect(left, top + i * (row_h + gap), list_w, row_h)
            items.extend(self._row(rect, entry))
        back = self.button(
            pygame.Rect((width - px(220)) // 2, height - footer + px(16), px(220), px(46)),
            self.tr("load.back"), self.back, cls="@menu",
        )
        items.append((back, self.back))
        if self.in_trash or self.trash_count:  # the trash, or back from it, beside Back
            flip = pygame.Rect(back.rect.left - px(420), back.rect.top, px(190), back.rect.height)
            label = self.tr("load.saves") if self.in_trash else self.tr("load.trash", count=self.trash_count)
            self.button(flip, label, lambda: self.show_trash(not self.in_trash), cls="@menu")
        if len(self.entries) > self.visible:  # the mouse alone pages through a long list
            for dx, text, rows, more in ((-px(180), self.tr("load.newer"), -self.visible, self.offset > 0),
                                         (px(240), self.tr("load.older"), self.visible,
                                          self.offset + self.visible < len(self.entries))):
                page = pygame.Rect(back.rect.left + dx, back.rect.top, px(160), back.rect.height)
                self.button(page, text, partial(self.scroll, rows), cls="@menu", enabled=more)
        self.menu = KeyMenu(items)
        folder = (self.tr("load.trash_folder", path=trash_dir(userdirs.saves_dir()), days=TRASH_DAYS) if self.in_trash
                  else self.tr("load.folder", path=userdirs.saves_dir()))
        if len(self.entries) > self.visible:
            folder = f"{self.offset + 1}–{self.offset + len(shown)} / {len(self.entries)}　·　{folder}"
        self.label(pygame.Rect(0, height - px(44), width, px(28)), folder, cls="@hint")

    def _row(self, rect: pygame.Rect, entry: SaveEntry) -> list[tuple[UIElement, Callable[[], None]]]:
        """One save's panel: a title and two lines; returns its button for the keyboard menu."""
        px = self.px
        UIPanel(rect, manager=self.manager, object_id=ObjectID(class_id="@row"))
        text_w = rect.width - px(264)
        lines = self._lines(entry, text_w - px(8))
        if entry.header is not None:
            title, cls = self._describe(entry.header), "@save_detail"
        else:
            title, cls = self._real(entry.path).name, "@save_error"
        title_font = get_font(round(TITLE_SIZE * self.app.settings.ui_scale), bold=True)
        title = elide_end(title, text_w - px(8), lambda t: title_font.size(t)[0])
        self.label(pygame.Rect(rect.left + px(18), rect.top + px(8), text_w, px(32)), title, cls="@save_title")
        for i, line in enumerate(lines):
            self.label(pygame.Rect(rect.left + px(18), rect.top + px(42 + 24 * i), text_w, px(24)), line, cls=cls)
        target = entry.path if entry.header is not None else entry.backup
        if target is None:
            return []
        if self.in_trash:  # a trashed save comes back before it opens
            button_rect = pygame.Rect(rect.right - px(230), rect.top + px(22), px(212), rect.height - px(44))
            widget = self.button(button_rect, self.tr("load.restore"), lambda: self.restore(entry.path), cls="@menu")
            return [(widget, lambda: self.restore(entry.path))]
        key = "load.open" if entry.header is not None else "load.open_backup"
        if entry.header is None:  # a broken save: only its backup can be opened
            button_rect = pygame.Rect(rect.right - px(230), rect.top + px(22), px(212), rect.height - px(44))
            widget = self.button(button_rect, self.tr(key), lambda: self.open(target), cls="@menu")
            return [(widget, lambda: self.open(target))]
        half = (rect.height - px(26)) // 2
        open_rect = pygame.Rect(rect.right - px(230), rect.top + px(10), px(212), half)
        widget = self.button(open_rect, self.tr(key), lambda: self.open(target), cls="@menu")
        replay_rect = open_rect.move(0, half + px(6))
        self.button(replay_rect, self.tr("load.replay"), lambda: self.replay(target), cls="@menu")
        return [(widget, lambda: self.open(target))]

    def _lines(self, entry: SaveEntry, width: int) -> list[str]:
        """The lines under a row's title: its details and the game's summary (stage, round, every
        hero), each wrapped to at most two lines; a broken save's error in two."""
        if entry.header is None:
            return self._two_lines(self.tr("load.broken", error=engine_message(entry.error, self.lang)), width)
        return [*self._two_lines(self._details(entry), width), *self._two_lines(self._summary(entry.header), width)]

    def _two_lines(self, text: str, width: int) -> list[str]:
        """``text`` wrapped to ``width``; past two lines the second ends in "…"."""
        font = get_font(round(DETAIL_SIZE * self.app.settings.ui_scale))
        lines = wrap(text[: 2 * longest_shown(width)], width, lambda t: font.size(t)[0])
        if len(lines) <= 2:
            return lines
        return [lines[0], elide_end(lines[1].rstrip() + MARK, width, lambda t: font.size(t)[0])]

    def _describe(self, header: SaveHeader) -> str:
        """Game and kind; an autosave also names its campaign and whether it is its furthest point or a branch."""
        name = catalog.game_title(header.game, self.lang)
        path = self._real(header.path)
        if is_autosave(path):
            parts = [self.tr("load.autosave")]
            branched = branched_at_of(header.meta)
            if header.path in self.furthest:
                parts.append(self.tr("load.furthest"))
            elif branched is not None:  # its own tag tells branches of one save apart
                match = header.meta.get("match_id")
                tag = match[:4] if isinstance(match, str) else ""
                parts.append(self.tr("load.branch", tag=tag, steps=branched))
            return f"{name}　—　" + "　·　".join(parts)
        label = header.meta.get("name")
        return f"{name}　—　{label}" if isinstance(label, str) and label else f"{name}　—　{path.stem}"

    def _details(self, entry: SaveEntry) -> str:
        """Date, steps (and steps since its branch), backup; in the trash, when it went and until when it stays."""
        header = entry.header
        assert header is not None
        parts = [self.tr("load.entry", date=format_time(header.saved_at), steps=header.steps)]
        branched = branched_at_of(header.meta)
        when = trashed_at(entry.path) if self.in_trash else None
        if when is not None:  # in the trash: when it went and how long it stays come first
            parts.append(self.tr("load.trash_entry", date=_local(when), until=_local(when + TRASH_DAYS * 86400)))
            return "　·　".join(parts)
        if is_autosave(self._real(header.path)):
            if branched is not None and header.steps >= branched:
                parts.append(self.tr("load.since_branch", count=header.steps - branched))
            campaign = campaign_of(header.meta)
            if campaign is not None:  # rows of one campaign share the tag
                parts.append(self.tr("load.campaign", tag=campaign[:4]))
        parts.append(self.tr("load.has_backup" if entry.backup is not None else "load.no_backup"))
        return "　·　".join(parts)

    def _summary(self, header: SaveHeader) -> str:
        """The game's summary (stage, round, heroes and players) in the language, else the seat names."""
        summary = header.meta.get("summary")
        if isinstance(summary, dict) and isinstance(summary.get(self.lang) or summary.get("en"), str):
            return str(summary.get(self.lang) or summary.get("en"))
        return self.tr("load.seats", seats=joined(header.seat_names[:MAX_NAMES_SHOWN]))

    def replay(self, path: Path) -> None:
        from screens.replay.screen import open_replay

        try:
            screen = open_replay(self.app, path)
        except Exception as err:  # a save is input: whatever fails, the player reads why
            self.app.toast(self.tr("load.failed", error=engine_message(err, self.lang)), error=True)
            return
        self.app.push(screen)

    def restore(self, path: Path) -> None:
        """Put a trashed autosave back among the saves (refused with the reason when its name is taken)."""
        try:
            restored = restore_from_trash(path)
        except SaveError as err:
            self.app.toast(self.tr("load.failed", error=engine_message(err, self.lang)), error=True)
            return
        self.app.toast(self.tr("load.restored", file=restored.name))
        self.scan()
        self.offset = min(self.offset, max(0, len(self.entries) - self.visible))
        self.rebuild()

    def open(self, path: Path) -> None:
        try:
            screen = open_save(self.app, path)
        except Exception as err:  # a save is input: whatever fails, the player reads why
            self.app.toast(self.tr("load.failed", error=engine_message(err, self.lang)), error=True)
            if isinstance(err, SaveError):
                self._mark_broken(path, err)
            return
        self.app.replace(screen)

    def _mark_broken(self, path: Path, err: SaveError) -> None:
        """A save whose header read but whose game does not replay: its row shows why, and its
        backup (when kept) is offered instead, as for a file that could not be read at all."""
        found = [i for i, entry in enumerate(self.entries) if entry.path == path]
        for index in found:
            self.entries[index] = SaveEntry(path, None, err.text, self.entries[index].backup)
        if found:
            self.rebuild()

    # -- scrolling ----------------------------------------------------------------

    def scroll(self, rows: int) -> None:
        limit = max(0, len(self.entries) - self.visible)
        offset = min(max(self.offset + rows, 0), limit)
        if offset != self.offset:
            self.offset = offset
            self.rebuild()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
        super().handle_event(event)

    def on_key(self, event: pygame.event.Event) -> None:
        """Page keys scroll; arrows past the first/last row shown scroll by one."""
        menu = self.menu
        last_row = menu is not None and menu.index == len(menu.items) - 2
        if event.key == pygame.K_PAGEDOWN:
            self.scroll(self.visible)
        elif event.key == pygame.K_PAGEUP:
            self.scroll(-self.visible)
        elif event.key == pygame.K_DOWN and last_row and self.offset + self.visible < len(self.entries):
            self.scroll(1)
        elif event.key == pygame.K_UP and menu is not None and menu.index == 0 and self.offset > 0:
            self.scroll(-1)
        else:
            super().on_key(event)
