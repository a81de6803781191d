"""What every rule function works on: the cards, the rules settings, the state and the events."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.core.game import Event
from engine.fatal_fight.cards import Cards
from engine.fatal_fight.schema import Rules
from engine.fatal_fight.state import FatalFightState


@dataclass
class Ctx:
    cards: Cards
    rules: Rules
    state: FatalFightState
    events: list[Event] = field(default_factory=list)

    def emit(self, kind: str, private_to: int | None = None, redacted: Mapping[str, Any] | None = None,
             reveals: bool = False, **data: Any) -> None:
        """Record an event; ``private_to`` limits ``data`` to one seat (others read ``redacted``);
        ``reveals`` marks one that showed hidden cards (an undo barrier)."""
        seats = None if private_to is None else frozenset((private_to,))
        self.events.append(Event(kind, data, seats, dict(redacted) if redacted else {}, reveals))

    def on(self, variant: str) -> bool:
        return variant in self.state.variants
