"""The effect interpreter: runs the ops of ``ops.OPS`` in a source context (design.md §10).

A ``Source`` says who "self" is (the acting hero), which line "line" means, which enemy
group is "own", and—inside an attack—the running tally that ``ap`` and ``if_attack_*`` read.
Counters such as threat are read live from the state (FF-T1).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.core.kernel.handlers import Handlers
from engine.core.kernel.piles import move
from engine.fatal_fight import groups
from engine.fatal_fight import ops as O
from engine.fatal_fight.board import line_of
from engine.fatal_fight.context import Ctx
from engine.fatal_fight.events.combat import AttackApChanged, EnemyGuardGained
from engine.fatal_fight.events.flow import DieRolled, ThreatChanged
from engine.fatal_fight.events.turn import (
    ActionsChanged,
    CardDiscarded,
    GuardGained,
    MovePointsChanged,
    StageGoldChanged,
)
from engine.fatal_fight.heroes import heal, hurt
from engine.fatal_fight.ops import LINES
from engine.fatal_fight.supply import draw, gain_item, give_status


@dataclass
class Tally:
    """An attack being resolved: summed AP, the shared attributes, the item ids in it (FF-R6)."""

    ap: int
    attributes: set[str] = field(default_factory=set)
    items: list[str] = field(default_factory=list)


@dataclass
class Source:
    """Where effects come from: ``name`` for events, the acting hero, its line, the own group."""

    name: str
    seat: int | None = None
    line: int | None = None
    entry: int | None = None
    tally: Tally | None = None


def hero_source(ctx: Ctx, seat: int, name: str, tally: Tally | None = None,
                entry: int | None = None) -> Source:
    return Source(name, seat=seat, line=line_of(ctx.state.heroes[seat].cell), entry=entry, tally=tally)


def targets(ctx: Ctx, target: str, src: Source) -> list[int]:
    """Seats of the heroes (not down) a target word names."""
    heroes = ctx.state.heroes
    living = [s for s, h in enumerate(heroes) if not h.down]
    if target == "self":
        return [src.seat] if src.seat is not None and src.seat in living else []
    if target == "others":
        return [s for s in living if s != src.seat]
    if target == "all":
        return living
    line = src.line if target == "line" else LINES.index(target)
    return [s for s in living if line_of(heroes[s].cell) == line]


HANDLERS = Handlers[Ctx, "Source"]()  # per effect class (ops.py), its interpreter
# Immune and StatBonus are static (Always / carried): read where they apply, never run.


def _decided(ctx: Ctx) -> bool:
    return bool(ctx.state.result)


def run(ctx: Ctx, effects: Sequence[O.Effect], src: Source) -> None:
    """Apply ``effects`` in order; stops as soon as the campaign is decided."""
    HANDLERS.run(ctx, effects, src, _decided)


@HANDLERS.on(O.Damage)
def _damage(ctx: Ctx, e: O.Damage, src: Source) -> None:
    for seat in targets(ctx, e.target, src):
        hurt(ctx, seat, e.value, e.pierce, src.name)


def add_guard(ctx: Ctx, seat: int, amount: int, source: str) -> None:
    """Guard X: X GP until round end (FF-R7)."""
    hero = ctx.state.heroes[seat]
    hero.gp += amount
    ctx.emit(GuardGained(seat=seat, amount=amount, gp=hero.gp, source=source))


@HANDLERS.on(O.Guard)
def _guard(ctx: Ctx, e: O.Guard, src: Source) -> None:
    for seat in targets(ctx, e.target, src):
        add_guard(ctx, seat, e.value, src.name)


@HANDLERS.on(O.Draw)
def _draw(ctx: Ctx, e: O.Draw, src: Source) -> None:
    for seat in targets(ctx, e.target, src):
        draw(ctx, seat, e.value)


@HANDLERS.on(O.Heal)
def _heal(ctx: Ctx, e: O.Heal, src: Source) -> None:
    for seat in targets(ctx, e.target, src):
        heal(ctx, seat, e.value)


@HANDLERS.on(O.AddAp)
def _ap(ctx: Ctx, e: O.AddAp, src: Source) -> None:
    if src.tally is not None:
        src.tally.ap = max(src.tally.ap + e.value, 0)
        ctx.emit(AttackApChanged(delta=e.value, ap=src.tally.ap, source=src.name))


@HANDLERS.on(O.MovePoints)
def _move_points(ctx: Ctx, e: O.MovePoints, src: Source) -> None:
    if src.seat is not None and src.seat == ctx.state.turn:
        ctx.state.move_points = max(ctx.state.move_points + e.value, 0)
        ctx.emit(MovePointsChanged(seat=src.seat, delta=e.value, move_points=ctx.state.move_points))


@HANDLERS.on(O.Actions)
def _actions(ctx: Ctx, e: O.Actions, src: Source) -> None:
    if src.seat is not None and src.seat == ctx.state.turn:
        ctx.state.actions = max(ctx.state.actions + e.value, 0)
        ctx.emit(ActionsChanged(seat=src.seat, delta=e.value, actions=ctx.state.actions))


@HANDLERS.on(O.Gold)
def _gold(ctx: Ctx, e: O.Gold, src: Source) -> None:
    state = ctx.state
    before = state.stage_gold
    state.stage_gold = max(before + e.value, 0)
    ctx.emit(StageGoldChanged(delta=state.stage_gold - before, gold=state.stage_gold, source=src.name))


def change_threat(ctx: Ctx, delta: int, reason: str) -> None:
    state = ctx.state
    before = state.threat
    state.threat = max(before + delta, 0)
    if state.threat != before:
        ctx.emit(ThreatChanged(delta=state.threat - before, threat=state.threat, reason=reason))


@HANDLERS.on(O.Threat)
def _threat(ctx: Ctx, e: O.Threat, src: Source) -> None:
    change_threat(ctx, e.value, src.name)


@HANDLERS.on(O.AddStatus)
def _status(ctx: Ctx, e: O.AddStatus, src: Source) -> None:
    for seat in targets(ctx, e.target, src):
        give_status(ctx, seat, e.status, e.count, e.to)


@HANDLERS.on(O.GainItem)
def _gain_item(ctx: Ctx, e: O.GainItem, src: Source) -> None:
    if src.seat is not None:
        gain_item(ctx, src.seat, e.item, src.name)


@HANDLERS.on(O.DiscardRandom)
def _discard_random(ctx: Ctx, e: O.DiscardRandom, src: Source) -> None:
    for seat in targets(ctx, e.target, src):
        hero = ctx.state.heroes[seat]
        for _ in range(min(e.value, len(hero.hand))):
            card = hero.hand.cards[ctx.state.rng.below(len(hero.hand))]
            move(hero.hand, hero.discard, card)
            ctx.emit(CardDiscarded(seat=seat, card=card, source=src.name))


@HANDLERS.on(O.Summon)
def _summon(ctx: Ctx, e: O.Summon, src: Source) -> None:
    groups.summon(ctx, e.count, e.entry, src.entry)


@HANDLERS.on(O.EnemyGuard)
def _enemy_guard(ctx: Ctx, e: O.EnemyGuard, src: Source) -> None:
    state = ctx.state
    for entry, group in enumerate(state.groups, start=1):
        chosen = group if e.target != "front" else group[:1]
        if e.target == "group" and src.entry is not None and entry != src.entry:
            continue
        for foe in chosen:
            foe.gp_bonus += e.value
            ctx.emit(EnemyGuardGained(entry=entry, card=foe.card, amount=e.value, source=src.name))


Conditional = (O.IfThreatAtLeast | O.IfLifeAtMost | O.IfGroupSizeAtLeast | O.IfAttackHas | O.IfAttackItem
               | O.IfRollAtLeast | O.SpendThreat)


def _branch(ctx: Ctx, e: Conditional, src: Source, holds: bool) -> None:
    run(ctx, e.then if holds else e.otherwise, src)


@HANDLERS.on(O.IfThreatAtLeast)
def _if_threat(ctx: Ctx, e: O.IfThreatAtLeast, src: Source) -> None:
    _branch(ctx, e, src, ctx.state.threat >= e.value)


@HANDLERS.on(O.IfLifeAtMost)
def _if_life(ctx: Ctx, e: O.IfLifeAtMost, src: Source) -> None:
    _branch(ctx, e, src, src.seat is not None and ctx.state.heroes[src.seat].life <= e.value)


@HANDLERS.on(O.IfGroupSizeAtLeast)
def _if_group_size(ctx: Ctx, e: O.IfGroupSizeAtLeast, src: Source) -> None:
    size = len(ctx.state.groups[src.entry - 1]) if src.entry is not None else 0
    _branch(ctx, e, src, size >= e.value)


@HANDLERS.on(O.IfAttackHas)
def _if_attack_has(ctx: Ctx, e: O.IfAttackHas, src: Source) -> None:
    _branch(ctx, e, src, src.tally is not None and e.attribute in src.tally.attributes)


@HANDLERS.on(O.IfAttackItem)
def _if_attack_item(ctx: Ctx, e: O.IfAttackItem, src: Source) -> None:
    _branch(ctx, e, src, src.tally is not None and e.item in src.tally.items)


@HANDLERS.on(O.IfRollAtLeast)
def _if_roll(ctx: Ctx, e: O.IfRollAtLeast, src: Source) -> None:
    value = ctx.state.rng.die(6)
    ctx.emit(DieRolled(value=value, purpose=src.name))
    _branch(ctx, e, src, value >= e.value)


@HANDLERS.on(O.SpendThreat)
def _spend_threat(ctx: Ctx, e: O.SpendThreat, src: Source) -> None:
    affordable = ctx.state.threat >= e.value
    if affordable:
        change_threat(ctx, -e.value, src.name)
    _branch(ctx, e, src, affordable)




def play_values(ctx: Ctx, card: Any, src: Source) -> None:
    """A Playable's text effects, then its stand-alone Guard/Draw/Heal values (FF-R5e, FF-R7)."""
    run(ctx, card.effects, src)
    if ctx.state.result or src.seat is None:
        return
    if card.guard:
        add_guard(ctx, src.seat, card.guard, src.name)
    if card.draw:
        draw(ctx, src.seat, card.draw)
    if card.heal:
        heal(ctx, src.seat, card.heal)
