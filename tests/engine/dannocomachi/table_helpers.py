"""Driving a だんのこまち table through its actions only, as players would."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from engine.core.kernel.game import Action, Event
from engine.core.kernel.session import Session
from engine.dannocomachi.actions import Attack, ChooseOrder, UseAbility
from engine.dannocomachi.game import Dannocomachi
from engine.dannocomachi.state import DannoState
from engine.sandbox import actions as A
from engine.sandbox.state import find

SETUP = {"seats": [{"name": "Aki", "deck": "wildfire"}, {"name": "Ben", "deck": "moonlight"}]}


@lru_cache(maxsize=1)
def game() -> Dannocomachi:
    return Dannocomachi.load()


class Table:
    """A session with helpers that act for a seat (handing it the table first)."""

    def __init__(self, seed: int = 1) -> None:
        self.session: Session[DannoState] = Session.new(game(), SETUP, seed, "lenient")
        self.events: list[Event] = []

    @property
    def state(self) -> DannoState:
        return self.session.state

    def act(self, action: Action) -> list[Event]:
        seat = action.seat  # type: ignore[attr-defined]
        if self.state.pending is None and self.state.active != seat:
            self.session.apply(A.PassControl(self.state.active, seat))
        self.events = self.session.apply(action)
        return self.events

    def put(self, seat: int, card: str, zone: str) -> str:
        """Take ``card`` from anywhere the seat can reach (its deck, looked through) into ``zone``."""
        already = next((p.uid for p in self.state.zones[f"{seat}.{zone}"] if p.card == card), None)
        if already is not None and zone == "hand":
            return already
        for key in (f"{seat}.hand", f"{seat}.deck", f"{seat}.graveyard"):
            uid = next((p.uid for p in self.state.zones[key] if p.card == card), None)
            if uid is None:
                continue
            if key.endswith(".deck"):
                self.act(A.Peek(seat, key))
            self.act(A.MoveCard(seat, uid, f"{seat}.{zone}"))
            if key.endswith(".deck"):
                self.act(A.StopPeek(seat))
            return self.state.zones[f"{seat}.{zone}"][-1].uid
        raise AssertionError(f"seat {seat} has no {card!r} left")

    def use(self, seat: int, uid: str, ability: int = 0, target: str = "") -> list[Event]:
        return self.act(UseAbility(seat, uid, ability, target))

    def play(self, seat: int, card: str, target: str = "") -> list[Event]:
        uid = self.put(seat, card, "hand")
        return self.use(seat, uid, 0, target)

    def attack(self, seat: int, attacker: str, target: str) -> list[Event]:
        return self.act(Attack(seat, attacker, target))

    def order(self, seat: int, *ids: str) -> list[Event]:
        return self.act(ChooseOrder(seat, ids))

    def standing(self, uid: str) -> Any:
        return self.state.standing[uid]

    def effect_ids(self, uid: str, kind: str) -> list[str]:
        return [e.id for e in self.standing(uid).effects if e.kind == kind]

    def zone_of(self, uid: str) -> str:
        return find(self.state, uid)[0]

    def last(self, kind: str) -> dict[str, Any]:
        return dict(next(e for e in reversed(self.events) if e.kind == kind).data)
