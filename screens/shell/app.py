"""The app: window, screen stack, settings, toasts and the frame loop.

The loop draws only when something changed. After input it runs at up to 60 frames a
second for a short while (hover effects, tooltips); then it sleeps (``screens.shell.input_wait``:
in the OS on the X connection, in SDL's wait elsewhere, in short naps under the dummy driver)
until the next event or until the top screen asks to be woken (``Screen.next_wake``), so an
idle app uses next to no CPU.
"""

from __future__ import annotations

import dataclasses
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame

from engine.core.saves import userdirs
from screens.kit.i18n import tr
from screens.kit.overlay import under_modal
from screens.kit.scale import MIN_LOGICAL, used_scale
from screens.kit.screen import Screen
from screens.kit.text.fonts import get_font
from screens.kit.theme import Themes
from screens.shell import safety
from screens.shell.input_wait import InputWait
from screens.shell.settings_store import (
    LoadedSettings,
    Settings,
    save_settings,
)

FPS = 60
HOT_SECONDS = 1.5  # keep drawing this long after input (hover fades, tooltip delay)
TOAST_SECONDS = 4.0
ERROR_LOG = "error.log"


@dataclass
class Toast:
    text: str
    seconds_left: float
    error: bool = False


class App:
    """Owns the window and the stack of screens; the top screen gets input and draws."""

    def __init__(self, loaded: LoadedSettings, *, persist: bool = True) -> None:
        pygame.display.init()
        pygame.font.init()
        pygame.key.set_repeat(400, 40)
        self.preferences: Settings = loaded.settings  # what the player chose (and the file holds)
        self.settings: Settings = loaded.settings  # what screens use: the scale capped to the window
        self.persist = persist  # False: settings changes are not written (screenshots)
        self.themes = Themes()
        self.stack: list[Screen] = []
        self._played = False  # a table was up since the memory was last given back
        self.toasts: list[Toast] = []
        self.errors: list[BaseException] = []  # the latest errors the safety net caught (for tools)
        self._failed_in_a_row = 0  # frames in a row that raised
        self.running = True
        self.clock = pygame.time.Clock()
        self._hot = HOT_SECONDS
        self._soon: list[Callable[[], None]] = []  # to run once the next frame is on screen
        self._due: list[Callable[[], None]] = []  # that frame has been drawn: run them now
        self.update_caption()
        self.surface = self._open_window()
        self._home: type[Screen] | None = None
        self._scale_told: set[tuple[type, tuple[int, int], float]] = set()  # caps already said (a toast each)
        self._fit_settings()
        if loaded.notice:
            self.toast(tr("settings.corrupt", self.settings.language, name=loaded.notice), seconds=12.0)

    # -- window ---------------------------------------------------------------------

    def update_caption(self) -> None:
        """The window title: the app's name, and the card project open, if any (issue #26)."""
        pygame.display.set_caption(window_title(self.settings.language))

    def _open_window(self) -> pygame.Surface:
        if self.preferences.fullscreen:
            surface = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            surface = pygame.display.set_mode(safety.at_least_minimum(self.preferences.window_size), pygame.RESIZABLE)
            safety.set_minimum_window_size()
        self.input_wait = InputWait()  # how this window sleeps until input
        return surface

    def _window_resized(self) -> None:
        surface = pygame.display.get_surface()
        if surface is not None:
            self.surface = surface
            if safety.at_least_minimum(surface.get_size()) != surface.get_size():  # where SDL did not stop it
                flags = pygame.FULLSCREEN if self.preferences.fullscreen else pygame.RESIZABLE
                self.surface = pygame.display.set_mode(safety.at_least_minimum(surface.get_size()), flags)
        self._fit_settings()
        self.wake()

    def _fit_settings(self) -> None:
        """The settings screens use: the player's, with the UI scale the top screen fits in this
        window (``screens/kit/scale.py``); when that is less than the player chose, a toast says so
        once per screen kind, window and choice: never a silent cap."""
        size, wanted = self.surface.get_size(), self.preferences.ui_scale
        needs = self.top.NEEDS_AT_1X if self.top is not None else MIN_LOGICAL
        scale = used_scale(wanted, size, needs)
        self.settings = dataclasses.replace(self.preferences, ui_scale=scale)
        told = (type(self.top), size, wanted)
        if scale < wanted and self.top is not None and told not in self._scale_told:
            self._scale_told.add(told)
            self.toast(tr("settings.scale_capped", self.settings.language, wanted=f"{round(wanted * 100)} %",
                          what=self.top.fit_name(), size=f"{size[0]} × {size[1]}", used=f"{round(scale * 100)} %"))

    # -- settings -------------------------------------------------------------------

    def change_settings(self, **changes: Any) -> None:
        """Apply changed settings at once and save them (screens rebuild on their next frame)."""
        old = self.preferences
        self.preferences = dataclasses.replace(old, **changes)
        if (old.window_size, old.fullscreen) != (self.preferences.window_size, self.preferences.fullscreen):
            self.surface = self._open_window()
        self._fit_settings()
        if old.language != self.settings.language:
            self.update_caption()
        if self.persist:
            try:
                save_settings(self.preferences)
            except OSError as err:
                self.toast(tr("settings.write_failed", self.settings.language, reason=err.strerror or err), error=True)
        self.wake()

    # -- the stack ------------------------------------------------------------------

    @property
    def top(self) -> Screen | None:
        return self.stack[-1] if self.stack else None

    def push(self, screen: Screen) -> None:
        if not self.stack and isinstance(screen, Screen):
            self._home = type(screen)  # the bottom screen (the title): what the fallback tries again
        if self.top is not None:
            self.top.leave()
        self._show(screen)

    def _show(self, screen: Screen) -> None:
        """Put ``screen`` on top of the stack and enter it (the one way push and replace do it)."""
        self._played = self._played or hasattr(screen, "session")  # a table
        self.stack.append(screen)
        self._fit_settings()
        screen.ensure_built()
        screen.enter()
        self.wake()

    def pop(self) -> Screen:
        screen = self.stack.pop()
        screen.leave()
        self._fit_settings()
        if len(self.stack) == 1 and self._played:
            self._played = False
            from screens.shell.memory import give_back

            # back on the title from a table: its drawing caches go (issue #28), at the next frame's
            # start, once nothing (this call, the click that led here) holds the table any more
            self._due.append(give_back)
        if self.top is not None:
            self.top.ensure_built()
            self.top.enter()
        self.wake()
        return screen

    def replace(self, screen: Screen) -> None:
        """Swap the top screen for ``screen`` (e.g. the load screen for the game it opened)."""
        self.stack.pop().leave()
        self._show(screen)

    def pop_to_root(self) -> None:
        while len(self.stack) > 1:
            self.pop()

    # -- messages -------------------------------------------------------------------

    def toast(self, text: str, *, seconds: float = TOAST_SECONDS, error: bool = False) -> None:
        """Show a short message over whatever screen is up."""
        self.toasts = [t for t in self.toasts if t.text != text][-2:] + [Toast(text, seconds, error)]
        self.wake()

    def clear_toasts(self) -> None:
        """Drop every message (the hotseat curtain: the next player starts with a clean screen)."""
        self.toasts = []

    def report_error(self, err: BaseException) -> None:
        """Log the traceback to a file and tell the player in one line; never show a traceback."""
        self.errors = [*self.errors[-9:], err]
        try:
            log = userdirs.user_data_dir() / ERROR_LOG
            log.parent.mkdir(parents=True, exist_ok=True)
            with log.open("a", encoding="utf-8") as handle:
                handle.write(time.strftime("--- %Y-%m-%d %H:%M:%S\n"))
                handle.write("".join(traceback.format_exception(err)))
        except Exception:  # noqa: BLE001 - the report must not fail (a full disk, a deep traceback)
            log = Path("-")
        words = str(err).strip() or type(err).__name__
        self.toast(tr("app.error", self.settings.language, path=log, error=words[:300]), seconds=8.0, error=True)

    # -- the loop -------------------------------------------------------------------

    def soon(self, task: Callable[[], None]) -> None:
        """Run ``task`` right after the next frame is on screen (slow work the window need not wait for)."""
        self._soon.append(task)
        self.wake()

    def wake(self) -> None:
        """Something changed: draw the next frames."""
        self._hot = HOT_SECONDS

    def quit(self) -> None:
        self.running = False

    def frame(self, dt: float, events: list[pygame.event.Event] | None = None) -> None:
        """One frame: input, update, draw. Errors are reported, not raised."""
        events = pygame.event.get() if events is None else events
        tasks, self._due = self._due, []  # their frame is on screen now
        for task in tasks:
            try:
                task()
            except Exception as err:
                self.report_error(err)
        try:
            self._step(dt, events)
            self._failed_in_a_row = 0
        except Exception as err:  # the safety net: the player sees a message, never a traceback
            self.report_error(err)
            self._failed_in_a_row += 1
            self._recover()

    def start(self, make_first: Callable[[], Screen]) -> None:
        """Push a screen inside the safety net (a broken file cannot stop the app starting)."""
        screen: Screen | None = None
        try:
            screen = make_first()
            self.push(screen)
        except Exception as err:  # noqa: BLE001 - see frame()
            self.report_error(err)
            if screen is not None and screen in self.stack:
                self.stack.remove(screen)  # half pushed: the screen under it stays up
            if not self.stack:
                self._recover()

    def _recover(self) -> None:
        """Drop the failing screen. The bottom screen stays after one failure (a button's action that
        failed) and gives way to the fallback when it fails again at once (it cannot draw), or when
        dropping a screen fails itself."""
        try:
            if len(self.stack) > 1:
                self.pop()
                return
            if self.stack and self._failed_in_a_row < 2:
                return
        except Exception as err:  # noqa: BLE001 - the net must not fail itself
            self.report_error(err)
        lang = self.settings.language
        self.stack = [safety.FallbackScreen(self, tr("app.fallback", lang), tr("app.fallback_hint", lang))]  # type: ignore[list-item]
        self.wake()

    def restart_title(self) -> None:
        """From the fallback: try a fresh bottom screen (the title); on failure stay on the fallback."""
        if self._home is None:
            return
        try:
            title = self._home(self)
            title.ensure_built()
            title.enter()
        except Exception as err:  # noqa: BLE001 - see frame()
            self.report_error(err)
            return
        self.stack = [title]
        self.wake()

    def _step(self, dt: float, events: list[pygame.event.Event]) -> None:
        if safety.at_least_minimum(self.surface.get_size()) != self.surface.get_size():
            self._window_resized()  # shrunk below the minimum, its resize event still queued: no build at that size
        for raw in events:
            event = safety.clean_text_event(raw)
            if event is None:
                continue
            if event.type == pygame.QUIT:
                self.quit()
                continue
            if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
                self._window_resized()
                continue
            if event.type not in (pygame.WINDOWMOVED, pygame.ACTIVEEVENT):
                self.wake()
            if self.top is not None:
                self.top.ensure_built()
                if not self.top.capture(event):
                    self.top.handle_event(event)
        screen = self.top
        if screen is None:
            self.quit()
            return
        screen.ensure_built()
        screen.update(dt)
        self._age_toasts(dt)
        if self._hot > 0 or screen.next_wake() == 0:
            with under_modal(screen.modal_open()):  # no hover preview or tooltip over a blocking window
                screen.draw(self.surface)
                screen.draw_over(self.surface)
            self._draw_toasts(self.surface)
            pygame.display.flip()
            self._due, self._soon = self._due + self._soon, []
        self._hot -= dt

    def _age_toasts(self, dt: float) -> None:
        if not self.toasts:
            return
        for toast in self.toasts:
            toast.seconds_left -= dt
        alive = [t for t in self.toasts if t.seconds_left > 0]
        if len(alive) != len(self.toasts):
            self.toasts = alive
            self.wake()

    def _draw_toasts(self, surface: pygame.Surface) -> None:
        """Newest first, stacked down from just under the top bar, centred."""
        scale = self.settings.ui_scale
        font = get_font(round(17 * scale))
        pad = round(12 * scale)
        y = round(64 * scale)
        for toast in reversed(self.toasts):
            text = font.render(toast.text, True, (255, 236, 232) if toast.error else (236, 232, 223))
            box = text.get_rect().inflate(pad * 2, pad)
            box.midtop = (surface.get_width() // 2, y)
            plate = pygame.Surface(box.size, pygame.SRCALPHA)
            colour = (122, 40, 40, 240) if toast.error else (15, 20, 28, 240)
            pygame.draw.rect(plate, colour, plate.get_rect(), border_radius=round(8 * scale))
            pygame.draw.rect(plate, (217, 164, 65), plate.get_rect(), width=1, border_radius=round(8 * scale))
            surface.blit(plate, box)
            surface.blit(text, text.get_rect(center=box.center))
            y = box.bottom + round(8 * scale)

    def _sleep_seconds(self) -> float | None:
        """How long the loop may sleep: 0 while hot or animating, None = until input."""
        if self._hot > 0 or self._soon or self._due:
            return 0.0
        waits = [t.seconds_left for t in self.toasts]
        wake = self.top.next_wake() if self.top else None
        if wake is not None:
            waits.append(wake)
        return min(waits) if waits else None

    def run(self) -> int:
        """The main loop; returns the process exit code."""
        last = time.perf_counter()
        while self.running:
            sleep = self._sleep_seconds()
            if sleep == 0:
                self.clock.tick(FPS)
                events = pygame.event.get()
            else:
                events = self.input_wait.wait(sleep)
                if not events:
                    self._hot = max(self._hot, 1e-3)  # the screen's wake-up time: draw this frame
            now = time.perf_counter()
            dt, last = min(now - last, 0.25), now
            self.frame(dt, events)
        if self.top is not None:
            self.top.leave()
        return 0


def window_title(lang: str) -> str:
    """``Tabletop``, or ``Tabletop — ~/cards/my-game`` with a card project open."""
    from engine.core.saves.userdirs import project_folder
    from screens.gallery.shared import short_path

    title, project = tr("app.title", lang), project_folder()
    return title if project is None else tr("app.title_project", lang, title=title, folder=short_path(str(project)))
