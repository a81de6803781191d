"""The root of Fatal Fight's events: every subclass is one event kind in ``FF_EVENTS``."""

from __future__ import annotations

from engine.core.kernel.events import Event, EventSet

FF_EVENTS = EventSet("fatal-fight")


class FatalFightEvent(Event):
    """Base of every Fatal Fight event. The game is co-op with open hands: every event is public."""

    family = FF_EVENTS
