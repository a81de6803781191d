"""What every rule function works on: core's one rules context (cards, rules settings, state,
events) with Fatal Fight's event family and what its rules ask often."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.core.kernel.events import EventSet
from engine.core.kernel.reducer import Context
from engine.fatal_fight.cards import Cards
from engine.fatal_fight.events import FF_EVENTS
from engine.fatal_fight.schema import Rules
from engine.fatal_fight.state import FatalFightState


@dataclass
class Ctx(Context[Cards, Rules, FatalFightState]):
    family: ClassVar[EventSet | None] = FF_EVENTS
    held_downs: int | None = None  # inside one damage step (FF-V7): heroes downed so far, bonuses held

    def on(self, variant: str) -> bool:
        return variant in self.state.variants
