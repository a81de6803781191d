"""What a table keeps of its saves: its match's slot, whether anything is unsaved, the leave question.

Leaving a table asks only when something would be lost: the game has steps that are in no
save and its autosave just failed (issue #16). A save only looked at and left again writes
nothing, so opening an old save never makes a branch by itself.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.elements import UILabel, UIWindow

from engine.core.i18n.text import Text
from engine.core.kernel.errors import SaveError
from engine.core.kernel.session import Session
from engine.core.saves.slots import Slot
from screens.kit.i18n import engine_message
from screens.kit.text.fonts import get_font
from screens.kit.text.wrap import wrap
from screens.shell import autosave

if TYPE_CHECKING:
    from screens.kit.screen import Screen

LABEL_PT = 18  # a plain UILabel's font size in assets/theme.json


def summary_meta(session: Session[Any]) -> dict[str, Any]:
    """The game's own one-line account of where the game stands (stage, round, heroes) for the Load list."""
    hints = {"hints": session.hints} if session.hints else {}  # "3 hints used" survives a save (issue #27)
    describe: Callable[[Any], Text] | None = getattr(session.game, "save_summary", None)
    if describe is None:
        return hints
    text = describe(session.state)
    return {"summary": {"en": text.en, "ja": text.ja}, **hints}


def _fingerprint(session: Session[Any]) -> tuple[int, Any, int]:
    return len(session.log), session.log[-1] if session.log else None, len(session.redo_stack)


class SaveKeeper:
    """The slot a table autosaves into and the fingerprint of what was saved last."""

    def __init__(self, session: Session[Any]) -> None:
        self.slot = Slot.new(session.game.id)
        self._saved = _fingerprint(session)

    def mark_saved(self, session: Session[Any]) -> None:
        self._saved = _fingerprint(session)

    def unsaved(self, session: Session[Any]) -> bool:
        """True when the game has steps no save holds (a fresh game with no step has nothing)."""
        return bool(session.log or session.redo_stack) and _fingerprint(session) != self._saved

    def autosave(self, session: Session[Any]) -> Path | None:
        """Write the slot when something is unsaved; the path written, or None. Raises SaveError."""
        if not self.unsaved(session):
            return None
        path = autosave.write_autosave(session, self.slot, **summary_meta(session))
        self.mark_saved(session)
        return path

    def save_as(self, session: Session[Any], path: Path, name: str) -> None:
        """A named save of this match (it keeps the match id, so opening it later branches). Raises SaveError."""
        autosave.write(path, session, name=name, **self.slot.meta(), **summary_meta(session))


class LeaveDialog:
    """Asked only when the autosave failed: stay, or leave and lose the unsaved steps."""

    def __init__(self, screen: Screen, error: SaveError, leave: Callable[[], None], close: Callable[[], None]) -> None:
        px = screen.px
        width, height = screen.size
        rect = pygame.Rect(0, 0, min(width - px(40), px(720)), px(300))
        rect.center = (width // 2, height // 2)
        self.window = UIWindow(rect, screen.manager, screen.tr("leave.title"), object_id="#save_dialog")
        inner_w, inner_h = self.window.get_container().get_size()
        font = get_font(screen.px(LABEL_PT))
        reason = wrap(engine_message(error, screen.lang), inner_w - px(48), lambda t: font.size(t)[0])[:3]
        for i, line in enumerate([*reason, screen.tr("leave.question")]):
            UILabel(pygame.Rect(px(16), px(10) + i * px(34), inner_w - px(32), px(32)), line, screen.manager,
                    container=self.window)
        row = inner_h - px(58)
        self.stay = screen.button(pygame.Rect(inner_w - px(420), row, px(190), px(44)), screen.tr("leave.stay"),
                                  close, container=self.window)
        self.leave = screen.button(pygame.Rect(inner_w - px(220), row, px(204), px(44)), screen.tr("leave.anyway"),
                                   leave, container=self.window)

    def kill(self) -> None:
        self.window.kill()
