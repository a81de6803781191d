"""What every rule function works on: cards, rules, the state and the events emitted so far."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.alchemic.cards import Cards
from engine.alchemic.schema import Rules
from engine.alchemic.state import AlchemicState, Player
from engine.core.game import Event


@dataclass
class Ctx:
    cards: Cards
    rules: Rules
    state: AlchemicState
    events: list[Event] = field(default_factory=list)

    def emit(self, kind: str, data: dict[str, Any] | None = None, *, seats: frozenset[int] | None = None,
             redacted: dict[str, Any] | None = None, reveals: bool = False) -> None:
        """The one place events are made (CORE_API.md: switched to typed events mechanically)."""
        self.events.append(Event(kind, data or {}, seats, redacted or {}, reveals))

    def player(self, seat: int) -> Player:
        return self.state.players[seat]

    def opponent(self, seat: int) -> int:
        return 1 - seat
