"""Setting the FERTCG table by hand for tests: cards fetched from a seat's deck into a zone."""

from __future__ import annotations

from typing import Any

from engine.core.kernel.session import Session
from engine.fertcg.game import Fertcg
from engine.sandbox import actions as A
from engine.sandbox.state import SandboxState

GAME = Fertcg.load(user_root=None)
SETUP = {"seats": [{"name": "Aki", "deck": "azure-blades"}, {"name": "Ben", "deck": "starlight-circle"}]}


def new_session(seed: int = 3, undo: Any = "lenient") -> Session[SandboxState]:
    return Session.new(GAME, SETUP, seed, undo)


def put(session: Session[SandboxState], seat: int, card: str, zone: str) -> str:
    """Lay ``card`` from ``seat``'s hand (or deck) into its ``zone``; its uid there."""
    state = session.state
    if state.active != seat:
        session.apply(A.PassControl(state.active, seat))
    in_hand = next((p.uid for p in state.zones[f"{seat}.hand"] if p.card == card), None)
    if in_hand is None:
        deck = f"{seat}.deck"
        session.apply(A.Peek(seat, deck))
        uid = next(p.uid for p in state.zones[deck] if p.card == card)
        session.apply(A.MoveCard(seat, uid, f"{seat}.{zone}"))
        session.apply(A.StopPeek(seat))
    else:
        session.apply(A.MoveCard(seat, in_hand, f"{seat}.{zone}"))
    return state.zones[f"{seat}.{zone}"][-1].uid


def hand_to(session: Session[SandboxState], seat: int) -> None:
    if session.state.active != seat:
        session.apply(A.PassControl(session.state.active, seat))
