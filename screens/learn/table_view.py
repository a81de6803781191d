"""What the learning aids use of a table (a Protocol ``TableScreen`` meets), so the coach and the
guide never import the table class that owns them (issue #24: components, not back-imports)."""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from engine.core.kernel.bots import SeatBots
from engine.core.kernel.game import Action
from engine.core.kernel.session import Session
from screens.kit.action_bar import ActionBar
from screens.kit.curtain import Curtain
from screens.kit.log_panel import LogPanel
from screens.kit.screen import Host


class CoachedTable(Protocol):
    """A table as its coach sees it: the session, who views, the bar, the areas, the words."""

    session: Session[Any]
    viewer: int | None
    curtain: Curtain
    action_bar: ActionBar
    table_rect: pygame.Rect
    coach: Any  # the table's ``Coach``, which holds the running guide

    @property
    def app(self) -> Host: ...

    @property
    def lang(self) -> str: ...

    @property
    def bots(self) -> SeatBots: ...

    @property
    def log_panel(self) -> LogPanel: ...

    def tr(self, key: str, **params: object) -> str: ...

    def action_label(self, action: Action) -> str: ...

    def refresh(self) -> None: ...

    def typing(self) -> bool: ...

    def modal_open(self) -> bool: ...
