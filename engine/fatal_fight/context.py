"""What every rule function works on: the cards, the rules settings, the state and the events."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.events import Event, Tap
from engine.fatal_fight.cards import Cards
from engine.fatal_fight.events import FF_EVENTS, FatalFightEvent
from engine.fatal_fight.schema import Rules
from engine.fatal_fight.state import FatalFightState


@dataclass
class Ctx:
    cards: Cards
    rules: Rules
    state: FatalFightState
    events: list[Event] = field(default_factory=list)
    tap: Tap | None = None  # shown each event as it is emitted (key frames of the real run)
    held_downs: int | None = None  # inside one damage step (FF-V7): heroes downed so far, bonuses held

    def emit(self, event: FatalFightEvent) -> None:
        """Record an event; one of a class outside ``FF_EVENTS`` raises UnknownEvent."""
        FF_EVENTS.check(event)
        if self.tap is not None:
            self.tap(event)
        self.events.append(event)

    def on(self, variant: str) -> bool:
        return variant in self.state.variants
