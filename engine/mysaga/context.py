"""What every rule function works on: core's one rules context (cards, rules, state, events) with
My Crypto Saga's event family."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.core.kernel.events import EventSet
from engine.core.kernel.reducer import Context
from engine.mysaga.cards import Cards
from engine.mysaga.events import MS_EVENTS
from engine.mysaga.schema import Rules
from engine.mysaga.state import MySagaState


@dataclass
class Ctx(Context[Cards, Rules, MySagaState]):
    family: ClassVar[EventSet | None] = MS_EVENTS
