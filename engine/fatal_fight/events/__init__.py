"""Fatal Fight's events (design.md §7, §15): one frozen Struct per kind, in three modules.

Importing this package (or any of its modules) completes ``FF_EVENTS``: the flow of stages
and rounds (``flow``), the heroes' turns (``turn``), attacks and the enemy phase (``combat``).
Rule code emits them through ``Ctx.emit``; folds read them by type (``engine.core.kernel.events``).
"""

from engine.fatal_fight.events import combat, flow, turn
from engine.fatal_fight.events.base import FF_EVENTS, FatalFightEvent

__all__ = ["FF_EVENTS", "FatalFightEvent", "combat", "flow", "turn"]
