"""What every rule function works on: the cards, the rules parameters, the state, the events out."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.core.game import Event
from engine.mysaga.cards import Cards
from engine.mysaga.schema import Rules
from engine.mysaga.state import MySagaState


@dataclass
class Ctx:
    cards: Cards
    rules: Rules
    state: MySagaState
    events: list[Event] = field(default_factory=list)

    def emit(self, kind: str, data: Mapping[str, Any] | None = None, *, seats: frozenset[int] | None = None,
             redacted: Mapping[str, Any] | None = None, reveals: bool = False) -> None:
        """The one place this package makes an event (switched to typed events when core has them)."""
        self.events.append(Event(kind, dict(data or {}), seats, dict(redacted or {}), reveals))
