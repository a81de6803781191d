"""What every rule function works on: core's one rules context (cards, rules, state, events) with
Alchemic's event family and a player's side."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.alchemic.cards import Cards
from engine.alchemic.events import AC_EVENTS
from engine.alchemic.schema import Rules
from engine.alchemic.state import AlchemicState, Player
from engine.core.kernel.events import EventSet
from engine.core.kernel.reducer import Context


@dataclass
class Ctx(Context[Cards, Rules, AlchemicState]):
    family: ClassVar[EventSet | None] = AC_EVENTS

    def player(self, seat: int) -> Player:
        return self.state.players[seat]

    def opponent(self, seat: int) -> int:
        return 1 - seat
