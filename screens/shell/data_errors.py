"""The data error screen: card data that fails validation at start is reported, not a crash.

It lists the same lines ``python main.py check-data`` prints (``Problem.__str__``:
``file:line: card-id.field: message``), scrollable, with Continue anyway / Quit.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame
from pygame_gui.core import ObjectID
from pygame_gui.elements import UITextBox

from engine import start_check
from screens.kit.screen import KeyMenu, Screen

if TYPE_CHECKING:
    from screens.kit.screen import Host


def data_problems(lang: str = "en") -> list[str]:
    """Every game's data problems, one line each in ``lang``, worded as check-data does; worked out
    in a child process so the app keeps no game engine or pydantic in memory (``engine/start_check.py``)."""
    return start_check.data_problems(lang)


def check_data_at_start(app: Host) -> None:
    """Run after the first frame: cover the title with the report when the data has problems."""
    lines = data_problems(app.settings.language)
    if lines:
        app.push(DataErrorScreen(app, lines))


class DataErrorScreen(Screen):
    """The problems, one per line, in a scrollable box. Enter/Esc continue, Q quits."""

    def __init__(self, app: Host, lines: Sequence[str]) -> None:
        super().__init__(app)
        self.lines = list(lines)

    def build(self) -> None:
        width, height = self.size
        px = self.px
        self.label(pygame.Rect(0, px(24), width, px(56)), self.tr("data.heading"), cls="@heading")
        self.label(pygame.Rect(0, px(80), width, px(30)), self.tr("data.summary", count=len(self.lines)), cls="@hint")
        box = pygame.Rect(px(48), px(122), width - px(96), height - px(122) - px(104))
        text = "<br>".join(html.escape(line) for line in self.lines)
        self.report = UITextBox(text, box, self.manager, object_id=ObjectID(class_id="@problems"))
        y = height - px(84)
        cont = self.button(
            pygame.Rect(width // 2 - px(252), y, px(240), px(48)), self.tr("data.continue"), self.back, cls="@menu"
        )
        quit_button = self.button(
            pygame.Rect(width // 2 + px(12), y, px(240), px(48)), self.tr("data.quit"), self.app.quit, cls="@danger"
        )
        self.menu = KeyMenu([(cont, self.back), (quit_button, self.app.quit)])

    def on_key(self, event: pygame.event.Event) -> None:
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            assert self.menu is not None
            self.menu.handle_key(pygame.K_DOWN)
        elif event.key == pygame.K_q:
            self.app.quit()
        else:
            super().on_key(event)
