"""What every table gets for learning its game (issue #27), composed into ``TableScreen``:

* F1: the rules reference overlay (``screens.learn.reference``), opened at the section about the
  decision on the table (``learn_topic()`` of a table that has its own topics, else the
  decision's kind);
* H: a hint from the game's best bot for the viewing seat (``engine.core.kernel.hints``), its action lit
  on the table and its reason said in one sentence; hints are counted (log line, status, save);
* the first-game guide (``screens.learn.guide``).

A table can say where an action is on screen with ``action_rect(action) -> Rect | None``; the
action bar's buttons are found without it. Keys typed into a text field never reach here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from engine.core.kernel.bots import Bot
from engine.core.kernel.hints import Hint, advise, hint_rng
from engine.core.layouts.schema import LayoutsFile
from screens.kit.cards.icons import IconSet
from screens.learn import sources
from screens.learn.bubble import bubble, glow
from screens.learn.guide import Guide, offer_once, start_guide
from screens.learn.reference import ReferenceOverlay

if TYPE_CHECKING:
    from engine.core.kernel.game import Action
    from screens.learn.table_view import CoachedTable


class Coach:
    """The learning aids of one table screen."""

    def __init__(self, table: CoachedTable) -> None:
        self.table = table
        self.reference = ReferenceOverlay()
        self.hint: Hint | None = None
        self._bot: Bot | None = None
        self._icons: tuple[LayoutsFile, IconSet] | None = None
        self.guide: Guide | None = None  # the running first-game guide
        self.offer: bool | None = None  # the guide offered on a game's first start (None: not asked yet)

    # -- what the table gives -----------------------------------------------------------
    def topic(self) -> str:
        own = getattr(self.table, "learn_topic", None)
        return str(own()) if own is not None else str(self.table.session.decision().kind)

    def icons(self) -> IconSet | None:
        own = getattr(self.table, "learn_icons", None)
        if own is not None:
            found: IconSet | None = own()
            return found
        layouts = sources.layouts_for(self.table.session.game)
        if layouts is None:
            return None
        if self._icons is None or self._icons[0] is not layouts:
            self._icons = (layouts, sources.icon_set(self.table.session.game.id, layouts))
        return self._icons[1]

    def area(self) -> pygame.Rect:
        """Where the guide and hints speak: the table's ``coach_area()`` when it has one (a spot that
        covers no seat's panel), else the table area."""
        own = getattr(self.table, "coach_area", None)
        area: pygame.Rect = own() if own is not None else self.table.table_rect
        return area

    def action_rect(self, action: Action) -> pygame.Rect | None:
        """Where ``action`` is clicked: the table's own answer, else its action-bar button."""
        own = getattr(self.table, "action_rect", None)
        rect: pygame.Rect | None = own(action) if own is not None else None
        if rect is not None:
            return rect
        bar = self.table.action_bar
        for i, button in enumerate(bar.buttons):
            if button.action == action:
                return bar.button_rect(i)
        return None

    # -- input ----------------------------------------------------------------------------
    def capture(self, event: pygame.event.Event) -> bool:
        """True when the event was the coach's (the table never sees it)."""
        table = self.table
        if table.curtain.down or table.typing() or table.modal_open():
            return False
        if self.reference.open:
            answer = self.reference.handle_event(event, table.app.settings.ui_scale)
            if answer is not None:
                table.app.wake()
                if answer == "guide":
                    start_guide(table)
                return True
            return False
        if event.type == pygame.KEYDOWN and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META | pygame.KMOD_ALT):
            if event.key == pygame.K_F1:
                self.open_reference()
                return True
            if event.key == pygame.K_h and self.can_hint():
                self.ask_hint()
                return True
            if event.key == pygame.K_g and self.offer:
                self.offer = False
                start_guide(table)
                return True
        return self.guide is not None and self.guide.capture(event)

    def open_reference(self) -> None:
        self.reference.show(sources.reference_for(self.table.session.game), self.topic())
        self.table.app.wake()

    # -- hints ----------------------------------------------------------------------------
    def can_hint(self) -> bool:
        return sources.adviser(self.table.session.game.id) is not None

    def ask_hint(self) -> Hint | None:
        """The best bot's advice for the viewing seat, lit on the table; counted once per ask."""
        table = self.table
        session = table.session
        seat = table.viewer
        adviser = sources.adviser(session.game.id)
        if adviser is None or seat is None or seat not in session.decision().seats or seat in table.bots.seats():
            table.app.toast(table.tr("learn.hint.nothing"))
            return None
        if self._bot is None or getattr(self._bot, "game", None) is not session.game:
            self._bot = adviser.best_bot(session.game)
        assert self._bot is not None
        self.hint = advise(session.game, session.state, seat, self._bot, adviser.explain,
                           hint_rng(session.seed, len(session.log)))
        session.hints += 1
        table.log_panel.extend([self.hint_line()])
        table.refresh()  # the status line counts the hints
        table.app.wake()
        return self.hint

    def hint_line(self) -> str:
        """The hint as one line: what, why and how many hints so far."""
        assert self.hint is not None
        table = self.table
        return table.tr("learn.hint.line", n=table.session.hints, action=table.action_label(self.hint.action),
                        why=self.hint.why.get(table.lang))

    # -- after a change -----------------------------------------------------------------
    def changed(self) -> None:
        """The session moved on: an old hint no longer applies; the guide follows."""
        self.hint = None
        self.offer = False
        if self.guide is not None:
            self.guide.changed()

    # -- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        if table.curtain.down:
            return
        scale = table.app.settings.ui_scale
        if self.offer is None:
            self.offer = offer_once(table)
        if self.guide is not None:
            self.guide.draw(surface)
        elif self.offer:
            bubble(surface, self.area(), table.tr("learn.guide.title"), table.tr("learn.guide.offer"), scale)
        if self.hint is not None and self.guide is None:
            rect = self.action_rect(self.hint.action)
            if rect is not None:
                glow(surface, rect, scale)
            bubble(surface, self.area(), table.tr("learn.hint.title"), self.hint_line_short(), scale,
                   anchor=rect, footer=table.tr("learn.hint.used", count=table.session.hints))
        if self.reference.open:
            area = table.table_rect.union(table.action_bar.rect)
            title = table.tr("learn.rules.title", game=sources.title(table.session.game.id, table.lang))
            self.reference.draw(surface, area, table.lang, scale, self.icons(),
                                sources.reference_for(table.session.game), title)

    def hint_line_short(self) -> str:
        assert self.hint is not None
        table = self.table
        return table.tr("learn.hint.say", action=table.action_label(self.hint.action), why=self.hint.why.get(table.lang))
