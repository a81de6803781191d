"""Headless states of the だんのこまち table for ``python main.py screenshot dannocomachi``."""

from __future__ import annotations

from typing import Any

from engine.core.kernel.session import Session
from engine.dannocomachi.actions import Attack, UseAbility
from engine.sandbox import actions as A
from screens.dannocomachi.table import DannoTable


def _put(table: DannoTable, seat: int, card: str, zone: str) -> str:
    state = table.session.state
    if state.active != seat:
        table.play(A.PassControl(state.active, seat))
    in_hand = next((p.uid for p in state.zones[f"{seat}.hand"] if p.card == card), None)
    if in_hand is not None and zone == "hand":
        return in_hand
    if in_hand is None:
        deck = f"{seat}.deck"
        table.play(A.Peek(seat, deck))
        uid = next(p.uid for p in state.zones[deck] if p.card == card)
        table.play(A.MoveCard(seat, uid, f"{seat}.{zone}"))
        table.play(A.StopPeek(seat))
    else:
        table.play(A.MoveCard(seat, in_hand, f"{seat}.{zone}"))
    return state.zones[f"{seat}.{zone}"][-1].uid


def timeline_resolving(app: Any, seed: int) -> DannoTable:
    """Aki's Brawler attacks Ben's Puppeteer, who sends it to his shielded, warded Warden: the
    timeline halfway through (replacement → reduction → nullification → damage)."""
    game = DannoTable.make_game(app)
    setup = {"seats": [{"name": "Aki", "deck": "wildfire"}, {"name": "Ben", "deck": "moonlight"}]}
    table = DannoTable(app, Session.new(game, setup, seed, "lenient"))
    brawler = _put(table, 0, "brawler", "main")
    puppeteer = _put(table, 1, "puppeteer", "main")
    warden = _put(table, 1, "iron-warden", "sub")
    table.play(UseAbility(1, puppeteer, 0))  # instead of damage to the Puppeteer: to the Warden
    table.play(UseAbility(1, warden, 0))  # Shield 40
    barrier = _put(table, 1, "barrier", "hand")
    table.play(UseAbility(1, barrier, 0, warden))  # the Warden does not receive the next damage
    table.play(A.PassControl(1, 0))
    table.play(Attack(0, brawler, puppeteer))
    table.curtain.lift()
    table.timeline.clock = 1.0  # three of its five steps shown
    return table
