"""What every rule function works on: the cards, the rules parameters, the state, the events out."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.events import Event, Tap
from engine.mysaga.cards import Cards
from engine.mysaga.events import MS_EVENTS, MySagaEvent
from engine.mysaga.schema import Rules
from engine.mysaga.state import MySagaState


@dataclass
class Ctx:
    cards: Cards
    rules: Rules
    state: MySagaState
    events: list[Event] = field(default_factory=list)
    tap: Tap | None = None  # shown each event as it is emitted (key frames of the real run)

    def emit(self, event: MySagaEvent) -> None:
        """Record an event; one of a class outside ``MS_EVENTS`` raises UnknownEvent."""
        MS_EVENTS.check(event)
        if self.tap is not None:
            self.tap(event)
        self.events.append(event)
