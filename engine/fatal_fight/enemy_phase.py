"""FF-R8: the enemy phase, groups in entry order 1→6: skill, combat damage, exits.

It runs without input and emits one event per sub-step so a screen can play it back
group by group: ``group_activated``, ``enemy_skill`` / ``boss_skill`` (+ ``threat_skill``),
the skill's own events, ``combat``, ``hero_damaged`` per hero, ``enemy_exited``, ``threat_changed``.
"""

from __future__ import annotations

from engine.fatal_fight import groups
from engine.fatal_fight.board import ENTRIES, entry_line
from engine.fatal_fight.context import Ctx
from engine.fatal_fight.effects import Source, change_threat, run
from engine.fatal_fight.events.combat import (
    BossSkill,
    Combat,
    EnemyPhaseEnded,
    EnemyPhaseStarted,
    EnemySkill,
    GroupActivated,
    ThreatSkill,
)
from engine.fatal_fight.heroes import hurt, one_step
from engine.fatal_fight.stage_flow import run_gimmicks
from engine.fatal_fight.state import Foe, card_id


def enemy_phase(ctx: Ctx) -> None:
    state = ctx.state
    ctx.emit(EnemyPhaseStarted(round=state.round))
    run_gimmicks(ctx, "enemy_phase")
    for entry in ENTRIES:
        if state.result:
            return
        if state.groups[entry - 1]:
            _activate(ctx, entry)
    if not state.result:
        ctx.emit(EnemyPhaseEnded(round=state.round))


def _activate(ctx: Ctx, entry: int) -> None:
    state = ctx.state
    group = state.groups[entry - 1]
    ctx.emit(GroupActivated(entry=entry, size=len(group), cards=tuple([f.card for f in group])))
    line = entry_line(entry)
    boss = _boss_in(group)
    step = one_step(ctx)  # entered twice, one step after the other
    with step:  # FF-V7: heroes the skill downs together get no bonus (the boss's threat skill included)
        if boss is not None:
            _boss_skill(ctx, boss.card, entry, line)
        else:
            front = ctx.cards.enemies[card_id(group[0].card)]
            ctx.emit(EnemySkill(entry=entry, card=group[0].card))
            if front.skill:  # a skill-less enemy runs nothing: no source to make
                run(ctx, front.skill, Source(f"enemy:{front.id}", line=line, entry=entry))
    if state.result or not group:
        return
    with step:
        _combat(ctx, entry, line)
    if not state.result:
        groups.exits(ctx, entry)


def _boss_in(group: list[Foe]) -> Foe | None:
    for foe in group:
        if foe.boss:
            return foe
    return None


def _boss_skill(ctx: Ctx, boss_id: str, entry: int, line: int) -> None:
    """FF-R8.1: the boss's top skill, then it goes to the bottom; FF-V4 threat skills after it."""
    state = ctx.state
    boss = ctx.cards.bosses[boss_id]
    index = state.boss_skills.pop(0)
    state.boss_skills.append(index)
    state.boss_reveals += 1
    skill = boss.skills[index]
    ctx.emit(BossSkill(entry=entry, card=boss_id, skill=index, name=skill.name, text=skill.text,
                       text_en=skill.text_en))
    run(ctx, skill.effects, Source(f"boss:{boss_id}", line=line, entry=entry))
    if not ctx.on("FF-V4") or state.result:
        return
    affordable = [s for s in boss.threat_skills if s.cost <= state.threat]
    if affordable:
        strong = max(affordable, key=lambda s: s.cost)
        change_threat(ctx, -strong.cost, f"boss:{boss_id}")
        ctx.emit(ThreatSkill(entry=entry, card=boss_id, name=strong.name, cost=strong.cost, text=strong.text,
                             text_en=strong.text_en))
        run(ctx, strong.effects, Source(f"boss:{boss_id}", line=line, entry=entry))


def _combat(ctx: Ctx, entry: int, line: int) -> None:
    """FF-R8.2: heroes in the line take damage = group size (boss counted); a gun front reaches all.
    The caller runs it as ``one_step`` (FF-V7: down bonuses after all of its damage)."""
    state = ctx.state
    group = state.groups[entry - 1]
    amount = len(group)
    gun = groups.model(ctx, group[0]).gun
    seats = [s for s, h in enumerate(state.heroes) if not h.down and (gun or h.cell // 3 == line)]  # line_of
    ctx.emit(Combat(entry=entry, damage=amount, gun=gun, seats=tuple(seats)))
    source = f"combat:{entry}"
    for seat in seats:
        hurt(ctx, seat, amount, False, source)
        if state.result:
            return
