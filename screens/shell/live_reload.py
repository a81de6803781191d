"""A game in progress picks up edited card data (issue #6): texts and layouts yes, rules no.

``LiveReload`` polls the game's data files twice a second (cheap: sizes and times, bytes
hashed only when those move) through ``engine.core.data.watch.LiveData``, which decides
whether an edit is safe for a running state; this module only paces it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine import catalog
from engine.core.data.database import CardDatabase
from engine.core.data.loader import USER_DATA, UserRoot
from engine.core.data.watch import LiveChange, LiveData
from engine.core.saves.userdirs import SHIPPED_DATA

POLL_SECONDS = 0.5


class LiveReload:
    """Paces ``LiveData.poll`` for one table; ``tick(dt)`` returns a change when there is one."""

    def __init__(self, live: LiveData) -> None:
        self.live = live
        self.elapsed = 0.0

    @classmethod
    def for_game(
        cls, game_id: str, game: Any, data_root: Path = SHIPPED_DATA, user_root: UserRoot = USER_DATA
    ) -> LiveReload | None:
        """None for a game without a card database (nothing to reload)."""
        db = getattr(game, "db", None)
        if not isinstance(db, CardDatabase) or game_id not in catalog.data_spec_ids():
            return None
        return cls(LiveData(catalog.data_spec(game_id), db, data_root, user_root))

    def tick(self, dt: float) -> LiveChange | None:
        self.elapsed += dt
        if self.elapsed < POLL_SECONDS:
            return None
        self.elapsed = 0.0
        return self.live.poll()

    def seconds_to_next_poll(self) -> float:
        return max(0.0, POLL_SECONDS - self.elapsed)
