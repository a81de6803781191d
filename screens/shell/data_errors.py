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

from screens.kit.i18n import tr
from screens.kit.screen import KeyMenu, Screen

if TYPE_CHECKING:
    from screens.kit.screen import Host


def data_problems(lang: str = "en") -> list[str]:
    """Load every game's shipped and user data; one line per problem in ``lang``, worded as check-data does."""
    from engine import catalog
    from engine.core.data.loader import load_data
    from engine.core.saves.userdirs import project_folder, wants_shipped

    lines: list[str] = []
    project = project_folder()
    project = None if project is not None and wants_shipped(project) else project
    for game_id in catalog.data_spec_ids():
        try:
            spec = catalog.data_spec(game_id)
        except Exception as err:  # one broken schema must not hide the other games' problems
            lines.append(tr("data.schema_broken", lang, game=game_id, error=f"{type(err).__name__}: {err}"))
            continue
        if project is not None and not (project / spec.folder).is_dir():
            continue  # a card project holds only the games it is about (issue #26)
        lines.extend(p.shown(lang) for p in load_data(spec).problems)
    return lines


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
