"""What the table knows of the boss deck (FF-C8, FF-R8.1) from the revealed skills.

The boss's 3 skills are shuffled face down; each enemy phase the top one is revealed and
goes to the bottom. So after two reveals the next skill is known, and from then on the
order repeats. This reads only the ``boss_skill`` events the engine emitted since the
boss entered.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from engine.core.game import Event

SKILLS = 3


@dataclass(frozen=True)
class BossDeck:
    boss: str
    used: tuple[int, ...]  # skill indices revealed since the boss entered, oldest first

    @property
    def next(self) -> int | None:
        """The next skill when the revealed ones pin it down, else None."""
        if len(self.used) >= SKILLS:
            return self.used[-SKILLS]
        if len(self.used) == SKILLS - 1:
            return next(i for i in range(SKILLS) if i not in self.used)
        return None

    @property
    def position(self) -> int:
        """Which card of the 3-card deck is on top now (1..3)."""
        return len(self.used) % SKILLS + 1


def boss_deck(events: Iterable[Event]) -> BossDeck | None:
    """The deck of the last boss to enter, from the session's events (None before any boss)."""
    boss: str | None = None
    used: list[int] = []
    for event in events:
        if event.kind == "boss_entered":
            boss, used = str(event.data["card"]), []
        elif event.kind == "boss_skill" and event.data.get("card") == boss:
            used.append(int(event.data["skill"]))
        elif event.kind == "enemy_ko" and event.data.get("boss"):
            boss, used = None, []
    return BossDeck(boss, tuple(used)) if boss is not None else None
