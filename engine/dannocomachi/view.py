"""What a seat sees of a だんのこまち table: the sandbox view plus every field character's status.

A field character face up has its standing (face, HP, damage, attack, shields, effects,
ailments) open to every seat; one turned face down is a card back to the seats that may not see
it (issue #21): no name, HP or attack of it is in their view. A waiting order decision is shown
with its modifiers.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.dannocomachi.cards import face_data
from engine.dannocomachi.effects import Ctx, attack_value
from engine.dannocomachi.state import DannoState
from engine.sandbox.view import SandboxView
from engine.sandbox.visibility import sees


@dataclass(frozen=True)
class EffectView:
    id: str
    kind: str
    amount: int
    next: bool
    source: str


@dataclass(frozen=True)
class CharacterView:
    uid: str
    card: str
    face: str
    hp: int
    damage: int
    attack: int
    effects: list[EffectView]
    ailments: list[tuple[str, int]]  # (name, the seat whose next turn start ends it)


@dataclass(frozen=True)
class PendingView:
    seat: int
    stage: str
    modifiers: list[EffectView]
    target: str
    amount: int


@dataclass(frozen=True)
class DannoView(SandboxView):
    characters: dict[str, CharacterView] = field(default_factory=dict)
    pending: PendingView | None = None


def effect_views(state: DannoState) -> dict[str, EffectView]:
    return {e.id: EffectView(e.id, e.kind, e.amount, e.next, e.source)
            for held in state.standing.values() for e in held.effects}


def characters(ctx: Ctx, seat: int | None, everything: bool = False) -> dict[str, CharacterView]:
    """The standing of every field character ``seat`` may see (None: an onlooker); ``everything``: all."""
    state = ctx.state
    found: dict[str, CharacterView] = {}
    for uid, held in state.standing.items():
        key, placed = next((k, p) for k, zone in state.zones.items() for p in zone if p.uid == uid)
        if not everything and not sees(ctx.table, state, key, placed, seat):
            continue
        card = placed.card
        face = face_data(ctx.db, card, held.face)
        found[uid] = CharacterView(uid, card, held.face, face.hp, held.damage, attack_value(ctx, uid),
                                   [EffectView(e.id, e.kind, e.amount, e.next, e.source) for e in held.effects],
                                   [(a.name, a.given_by) for a in held.ailments])
    return found


def pending_view(state: DannoState) -> PendingView | None:
    pending = state.pending
    if pending is None:
        return None
    known = effect_views(state)
    return PendingView(pending.seat, pending.stage, [known[m] for m in pending.modifiers if m in known],
                       pending.target, pending.amount)
