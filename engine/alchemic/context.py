"""What every rule function works on: cards, rules, the state and the events emitted so far."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.alchemic.cards import Cards
from engine.alchemic.events import AC_EVENTS, AlchemicEvent
from engine.alchemic.schema import Rules
from engine.alchemic.state import AlchemicState, Player
from engine.core.events import Event, Tap


@dataclass
class Ctx:
    cards: Cards
    rules: Rules
    state: AlchemicState
    events: list[Event] = field(default_factory=list)
    tap: Tap | None = None  # shown each event as it is emitted (key frames of the real run)

    def emit(self, event: AlchemicEvent) -> None:
        """Record an event; one of a class outside ``AC_EVENTS`` raises UnknownEvent."""
        AC_EVENTS.check(event)
        if self.tap is not None:
            self.tap(event)
        self.events.append(event)

    def player(self, seat: int) -> Player:
        return self.state.players[seat]

    def opponent(self, seat: int) -> int:
        return 1 - seat
