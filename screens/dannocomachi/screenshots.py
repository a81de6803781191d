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


def field(app: Any, seed: int) -> DannoTable:
    """The same table once the timeline is closed: shields, stand-in and HP on the field cards."""
    table = timeline_resolving(app, seed)
    table.timeline.skip()
    table.timeline.skip()
    return table


def order_prompt(app: Any, seed: int) -> DannoTable:
    """Ben's Wind-Reading Maiden holds three reductions of his own when Aki's Fireball hits her:
    Ben chooses their order (DA-R2) from six, in the prompt over the table (issue #24)."""
    game = DannoTable.make_game(app)
    setup = {"seats": [{"name": "Aki", "deck": "wildfire"}, {"name": "Ben", "deck": "moonlight"}]}
    table = DannoTable(app, Session.new(game, setup, seed, "lenient"))
    maiden = _put(table, 1, "wind-maiden", "main")
    table.play(UseAbility(1, maiden, 0))  # reduce 20
    table.play(UseAbility(1, maiden, 1))  # the next damage: reduce 20
    charm = _put(table, 1, "ward-charm", "hand")
    table.play(UseAbility(1, charm, 0, maiden))  # shield 40
    table.play(A.PassControl(1, 0))
    _put(table, 0, "brawler", "main")
    fireball = _put(table, 0, "fireball", "hand")
    table.play(UseAbility(0, fireball, 0, maiden))
    table.curtain.lift()
    return table

