"""The base of every screen and keyboard menus (the shared pygame-gui theme: ``screens/kit/theme.py``).

A screen owns one ``UIManager``. Its widgets are (re)built by ``build`` whenever the
language, UI scale or window size differ from what they were built for, so a setting
applies at once without each screen listening for it. Clicks on buttons made with
``button`` call their action; keys go to ``on_key`` unless a widget took them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.core.ui_element import UIElement
from pygame_gui.elements import UIButton, UILabel, UITextEntryBox, UITextEntryLine

from screens.kit.backdrop import draw_backdrop
from screens.kit.i18n import tr
from screens.kit.scale import MIN_LOGICAL
from screens.kit.theme import Themes

if TYPE_CHECKING:
    from screens.shell.settings_store import Settings


class KeyMenu:
    """Arrow-key focus over a column of items; Enter activates the focused one.

    ``items`` are (widget, action) pairs; disabled widgets are skipped. The focused
    button is shown selected.
    """

    def __init__(self, items: Sequence[tuple[UIElement, Callable[[], None]]]) -> None:
        self.items = list(items)
        self.index = 0
        self._move(0)

    @property
    def focused(self) -> UIElement | None:
        return self.items[self.index][0] if self.items else None

    def _enabled(self, i: int) -> bool:
        return bool(self.items[i][0].is_enabled)

    def _move(self, step: int) -> None:
        """Step to the next enabled item (``step`` 0: stay unless the current one is disabled)."""
        if not self.items:
            return
        count = len(self.items)
        index = min(max(self.index, 0), count - 1)
        if step or not self._enabled(index):
            for _ in range(count):
                index = (index + (step or 1)) % count
                if self._enabled(index):
                    break
        self.index = index
        for i, (widget, _action) in enumerate(self.items):
            if isinstance(widget, UIButton):
                if i == index and widget.is_enabled:
                    widget.select()
                elif widget.is_selected:
                    widget.unselect()

    def set_index(self, index: int) -> None:
        self.index = index
        self._move(0)

    def focus(self, widget: UIElement) -> None:
        for i, (item, _action) in enumerate(self.items):
            if item is widget and self._enabled(i):
                self.index = i
                self._move(0)

    def handle_key(self, key: int) -> bool:
        """Move or activate; True when the key was used."""
        if not self.items:
            return False
        if key in (pygame.K_DOWN, pygame.K_TAB):
            self._move(1)
        elif key == pygame.K_UP:
            self._move(-1)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self._enabled(self.index):
                self.items[self.index][1]()
        else:
            return False
        return True


class Host(Protocol):
    """The app as a screen sees it (``screens.shell.app.App`` is one): its settings, window,
    stack and messages. A Protocol, so the screen base never imports the app that imports it."""

    settings: Settings
    preferences: Settings
    persist: bool
    surface: pygame.Surface
    themes: Themes
    stack: list[Screen]
    errors: list[BaseException]

    @property
    def top(self) -> Screen | None: ...

    def toast(self, text: str, *, seconds: float = ..., error: bool = ...) -> None: ...

    def clear_toasts(self) -> None: ...

    def wake(self) -> None: ...

    def soon(self, task: Callable[[], None]) -> None: ...

    def push(self, screen: Screen) -> None: ...

    def pop(self) -> Screen: ...

    def replace(self, screen: Screen) -> None: ...

    def pop_to_root(self) -> None: ...

    def change_settings(self, **changes: object) -> None: ...

    def update_caption(self) -> None: ...

    def quit(self) -> None: ...

    def frame(self, dt: float, events: list[pygame.event.Event] | None = None) -> None: ...


class Screen:
    """Base screen: build widgets in ``build``; override ``on_key``/``draw_scene`` as needed."""

    NEEDS_AT_1X: ClassVar[tuple[int, int]] = MIN_LOGICAL  # the room its layout needs at 100 % (kit/scale.py)
    # Drop the widgets while covered, built again when uncovered: for widgets that hold nothing of
    # their own (no text typed, nothing scrolled), as the title's under a table (8 MB, issue #28)
    RELEASE_WHEN_COVERED: ClassVar[bool] = False

    def __init__(self, app: Host) -> None:
        self.app = app
        self.manager: pygame_gui.UIManager | None = None
        self.menu: KeyMenu | None = None
        self._actions: dict[UIElement, Callable[[], None]] = {}
        self._built_for: tuple[str, float, tuple[int, int]] | None = None
        self._menu_index = 0  # the menu's focus while the widgets are released

    # -- helpers --------------------------------------------------------------------

    @property
    def lang(self) -> str:
        return self.app.settings.language

    def tr(self, key: str, **params: object) -> str:
        return tr(key, self.lang, **params)

    def px(self, value: float) -> int:
        """A length in design pixels (at UI scale 1) converted to screen pixels."""
        return round(value * self.app.settings.ui_scale)

    @property
    def size(self) -> tuple[int, int]:
        return self.app.surface.get_size()

    def button(
        self,
        rect: pygame.Rect,
        text: str,
        action: Callable[[], None],
        *,
        cls: str = "",
        object_id: str | None = None,
        tooltip: str | None = None,
        enabled: bool = True,
        container: Any = None,
    ) -> UIButton:
        """A themed button that calls ``action`` when clicked."""
        widget = UIButton(
            rect, text, self.manager, container=container, tool_tip_text=tooltip,
            object_id=ObjectID(object_id=object_id, class_id=cls or None),
        )
        if not enabled:
            widget.disable()
        self._actions[widget] = action
        return widget

    def buttons(self) -> list[UIElement]:
        """Every button made with ``button``, in creation order."""
        return list(self._actions)

    def label(self, rect: pygame.Rect, text: str, *, cls: str = "", object_id: str | None = None) -> UILabel:
        return UILabel(rect, text, self.manager, object_id=ObjectID(object_id=object_id, class_id=cls or None))

    # -- lifecycle ------------------------------------------------------------------

    def enter(self) -> None:
        """Called when this screen becomes the top of the stack (pushed or uncovered)."""

    def leave(self) -> None:
        """Called when this screen stops being the top (covered or removed)."""
        if self.RELEASE_WHEN_COVERED:
            self.release_widgets()

    def release_widgets(self) -> None:
        """Drop the widgets; ``ensure_built`` builds them again, the menu's focus where it was."""
        self._menu_index = self.menu.index if self.menu else 0
        if self.manager is not None and self.manager.root_container is not None:
            self.manager.root_container.kill()  # the widgets and the manager refer to each other
        self._actions.clear()
        self.menu = None
        self.manager = None
        self._built_for = None

    def build(self) -> None:
        """Create the widgets in ``self.manager`` for the current size, scale and language."""

    def ensure_built(self) -> None:
        key = (self.lang, self.app.settings.ui_scale, self.size)
        if key == self._built_for:
            return
        index = self.menu.index if self.menu else self._menu_index
        self._actions.clear()
        self.menu = None
        self.manager = self.app.themes.manager(self.size, self.app.settings.ui_scale)
        self.build()
        if self.menu is not None:
            self.menu.set_index(index)
        self._built_for = key

    def rebuild(self) -> None:
        """Throw the widgets away and build them again (e.g. after the content changed)."""
        self._built_for = None
        self.ensure_built()

    # -- the frame ------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        assert self.manager is not None
        consumed = self.manager.process_events(event)
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self._actions:
            self._actions[event.ui_element]()
        elif event.type == pygame_gui.UI_BUTTON_ON_HOVERED and self.menu is not None:
            self.menu.focus(event.ui_element)
        elif event.type == pygame.KEYDOWN and not consumed:
            if self.typing():  # a key typed into a text field is text, never a shortcut
                if event.key == pygame.K_ESCAPE:
                    self.stop_typing()
            else:
                self.on_key(event)
        elif hasattr(event, "ui_element"):
            self.on_ui_event(event)

    def capture(self, event: pygame.event.Event) -> bool:
        """An overlay's first look at ``event``; True: taken, ``handle_event`` never sees it."""
        return False

    def draw_over(self, surface: pygame.Surface) -> None:
        """Drawn after ``draw``, above everything the screen drew (overlays)."""

    def fit_name(self) -> str:
        """What a too-large UI scale did not fit, in words ("this screen"; a table: its game)."""
        return self.tr("settings.scale_this_screen")

    def modal_open(self) -> bool:
        """Is a blocking window open (Save as, Leave, any pygame-gui window)? Hover overlays then
        stay hidden (``screens/kit/overlay.py``); a screen with its own modal panel adds it."""
        if self.manager is None:
            return False
        stack = self.manager.get_window_stack()
        return bool(stack.get_full_stack())  # a killed window leaves the stack

    def text_fields(self) -> list[UIElement]:
        """The focused text fields of this screen (at most one)."""
        focused = self.manager.get_focus_set() if self.manager is not None else None
        return [
            element
            for element in focused or ()
            if isinstance(element, (UITextEntryLine, UITextEntryBox)) and element.is_focused
        ]

    def typing(self) -> bool:
        """True while a text field has the keyboard focus."""
        return bool(self.text_fields())

    def stop_typing(self) -> None:
        """Esc in a text field: the field lets go of the keyboard (a second Esc goes back)."""
        for field in self.text_fields():
            field.unfocus()
        if self.manager is not None:
            self.manager.set_focus_set(None)

    def on_ui_event(self, event: pygame.event.Event) -> None:
        """A pygame-gui event not handled by the button actions (text entry, windows)."""

    def on_key(self, event: pygame.event.Event) -> None:
        """Keys no widget used: the menu first, then Esc = back."""
        if self.menu is not None and self.menu.handle_key(event.key):
            return
        if event.key == pygame.K_ESCAPE:
            self.back()

    def back(self) -> None:
        """Esc: leave this screen (the bottom screen stays)."""
        if len(self.app.stack) > 1:
            self.app.pop()

    def update(self, dt: float) -> None:
        assert self.manager is not None
        self.manager.update(dt)

    def next_wake(self) -> float | None:
        """Seconds until this screen must update without input (None: only on input; 0: animating)."""
        return None

    def draw(self, surface: pygame.Surface) -> None:
        assert self.manager is not None
        self.draw_scene(surface)
        self.manager.draw_ui(surface)

    def draw_scene(self, surface: pygame.Surface) -> None:
        """What lies under the widgets; the default is the shared backdrop."""
        draw_backdrop(surface)
