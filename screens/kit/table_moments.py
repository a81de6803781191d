"""Public moments of a table (issue #21): a reveal, a result or the game over, shown to every
seat on a banner (``screens/kit/moment.py``) before any private screen.

A mixin of ``TableScreen`` (``screens/kit/table_base.py``), like the log and the clock. Which
events are moments is the game's policy (``engine.core.kernel.policy``); a game may add a picture
(``moment_picture``) and the game-over scores (``score_lines``).
"""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING

from engine.core.kernel.events import Event
from engine.core.kernel.session import Session
from screens.kit.moment import Moment, Picture
from screens.shell.games import new_game_screen

if TYPE_CHECKING:
    from screens.kit.table_base import TableScreen

MOMENT_LINES = 9  # a public moment shows at most this many of its step's lines


class TableMoments:
    """The public moments of ``TableScreen``."""

    def moment_of(self: TableScreen, events: list[Event]) -> Moment | None:
        """The public moment among a step's events (the game's policy says which), or None."""
        policy = self.session.game.policy
        over = self.session.game.is_over(self.session.state)
        headline = policy.headline(events)
        if not policy.moments or (headline is None and not (over and events)):
            return None  # a game without declared moments (Fatal Fight) shows its own ending
        moments = policy.moments
        told = [i for i, e in enumerate(events) if type(e) in moments]
        picture = self.moment_picture(events)
        # with a picture, the moments' own lines; else the step's story up to its last moment
        shown = [events[i] for i in told] if picture is not None and told else events[:told[-1] + 1] if told else events
        lines = self.onlooker_lines(shown)
        words = headline.get(self.lang) if headline is not None else None
        return Moment(words or self.tr("moment.over"), lines[-MOMENT_LINES:], over=over,
                      picture=picture, scores=self.score_lines() if over else [])

    def onlooker_lines(self: TableScreen, events: list[Event]) -> list[str]:
        """The step's log lines as every seat may read them (an onlooker's)."""
        step = len(self.session.log) - 1
        viewer, self.viewer = self.viewer, None
        try:
            return [self.word_event(step, event.for_seat(None)) for event in events]
        finally:
            self.viewer = viewer

    def moment_picture(self: TableScreen, events: list[Event]) -> Picture | None:
        """What a game draws on a public moment from the onlooker's view (the cards turned up)."""
        return None

    def score_lines(self: TableScreen) -> list[str]:
        """The scores on the game-over banner, one line per seat (a game overrides)."""
        return []

    def _moment_choice(self: TableScreen, choice: str) -> None:
        if choice in ("continue", "table"):
            self.moment.close()
            self.turn_seconds = 0.0
        elif choice == "rematch":
            game = self.session.game
            fresh = Session.new(game, self.session.setup, secrets.randbits(32), self.session.undo_mode)
            self.app.replace(type(self)(self.app, fresh))
        elif choice == "new":
            self.autosave()
            self.app.replace(new_game_screen(self.app, self.session.game.id))
        elif choice == "title":
            self.back()
        self.app.wake()
