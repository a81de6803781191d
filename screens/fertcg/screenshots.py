"""Headless states of the FERTCG table for ``python main.py screenshot fertcg``."""

from __future__ import annotations

from typing import Any

from engine.core.kernel.session import Session
from engine.fertcg.actions import DeclareAttack
from engine.sandbox import actions as A
from screens.fertcg.table import FertcgTable

SETUP = {"seats": [{"name": "Aki", "deck": "azure-blades"}, {"name": "Ben", "deck": "starlight-circle"}]}


def put(session: Session[Any], seat: int, card: str, zone: str) -> str:
    """Lay ``card`` from ``seat``'s hand (or, looked for, its deck) into its ``zone``; its uid there."""
    state = session.state
    if state.active != seat:
        session.apply(A.PassControl(state.active, seat))
    in_hand = next((p.uid for p in state.zones[f"{seat}.hand"] if p.card == card), None)
    if in_hand is None:
        deck = f"{seat}.deck"
        session.apply(A.Peek(seat, deck))
        in_hand = next(p.uid for p in state.zones[deck] if p.card == card)
        session.apply(A.MoveCard(seat, in_hand, f"{seat}.{zone}"))
        session.apply(A.StopPeek(seat))
    else:
        session.apply(A.MoveCard(seat, in_hand, f"{seat}.{zone}"))
    return str(state.zones[f"{seat}.{zone}"][-1].uid)


def breakdown_open(app: Any, seed: int) -> FertcgTable:
    """Aki's Kaito attacks with the Drowse Sword, Flurry set face down, one 【Keen Edge】 use, against
    Ben's Bangle of Calm in play: the panel shows B doubled (FE-B1), the bangle ignored (FE-B2),
    −2 and the clamp at 0 (FE-F2) before Aki confirms."""
    table, (kaito, sword, flurry) = _in_play(app, seed)
    table.open_declare(DeclareAttack(0, kaito, sword, (flurry,), ((kaito, 1),)))
    return table


def field(app: Any, seed: int) -> FertcgTable:
    """The same table with no panel up: both sides' units, weapons and surprises at table size."""
    return _in_play(app, seed)[0]


def look_through(app: Any, seed: int) -> FertcgTable:
    """Aki looks through his deck: its cards spread top first, a page at a time (issue #24)."""
    table = _in_play(app, seed)[0]
    table.play(A.Peek(0, "0.deck"))
    return table


def _in_play(app: Any, seed: int) -> tuple[FertcgTable, tuple[str, str, str]]:
    game = FertcgTable.make_game(app)
    session = Session.new(game, SETUP, seed, "lenient")
    put(session, 0, "u-rin", "units")
    kaito = put(session, 0, "u-kaito", "units")
    sword = put(session, 0, "w-drowse-sword", "weapons")
    put(session, 0, "w-sky-vault-sword", "weapons")
    flurry = put(session, 0, "s-flurry", "surprises")
    put(session, 0, "s-wind-aid", "surprises")
    put(session, 1, "u-sera", "units")
    put(session, 1, "w-starlight-orb", "weapons")
    bangle = put(session, 1, "s-bangle-of-calm", "surprises")
    session.apply(A.Flip(1, bangle))
    session.apply(A.PassControl(1, 0))
    table = FertcgTable(app, session)
    table.curtain.lift()
    return table, (kaito, sword, flurry)

