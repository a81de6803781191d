"""Enemy groups: queues at the entries (FF-C1), entry (FF-R2), GP and Always (FF-R7), exits (FF-R8.3)."""

from __future__ import annotations

from engine.fatal_fight.board import ENTRIES
from engine.fatal_fight.context import Ctx
from engine.fatal_fight.events.combat import EnemyExited
from engine.fatal_fight.events.flow import (
    DieRolled,
    EnemyDeckEmpty,
    EnemyDeckReshuffled,
    EnemyEntered,
    ThreatChanged,
)
from engine.fatal_fight.schema import Boss, Enemy
from engine.fatal_fight.state import Foe, card_id

NO_IMMUNITY: frozenset[str] = frozenset()


def model(ctx: Ctx, foe: Foe) -> Enemy | Boss:
    return ctx.cards.bosses[foe.card] if foe.boss else ctx.cards.enemies[card_id(foe.card)]


def life(ctx: Ctx, foe: Foe) -> int:
    return model(ctx, foe).life


def active_front(ctx: Ctx, group: list[Foe]) -> Enemy | None:
    """The front enemy whose Always skill applies: no boss anywhere in its group (FF-R7)."""
    if not group or any(f.boss for f in group):
        return None
    return ctx.cards.enemies[card_id(group[0].card)]


def gp(ctx: Ctx, entry: int, index: int) -> int:
    """GP the enemy at ``index`` of group ``entry`` has left: base + gimmicks + Always − spent."""
    state = ctx.state
    group = state.groups[entry - 1]
    foe = group[index]
    total = model(ctx, foe).gp + foe.gp_bonus
    guarding = ctx.cards.guarding_enemy
    for other_entry, other in zip(ENTRIES, state.groups, strict=True):
        if not other or other[0].boss or not guarding[other[0].card]:
            continue  # no Always enemy_guard at that front: nothing to add (the usual group)
        front = active_front(ctx, other)
        if front is None:
            continue
        for effect in front.always:
            if effect.op != "enemy_guard":
                continue
            if (effect.target == "all" or (effect.target == "group" and other_entry == entry)
                    or (effect.target == "front" and other_entry == entry and index == 0)):
                total += effect.value
    return max(total - foe.gp_spent, 0)


def immunities(ctx: Ctx, entry: int) -> frozenset[str]:
    """Attack attributes the group at ``entry`` can't be targeted with (Always ``immune``)."""
    group = ctx.state.groups[entry - 1]
    if not group or group[0].boss or not ctx.cards.enemies[card_id(group[0].card)].always:
        return NO_IMMUNITY  # the usual case, found without looking for a boss behind the front
    front = active_front(ctx, group)
    return NO_IMMUNITY if front is None else frozenset(e.attribute for e in front.always if e.op == "immune")


def draw_enemy(ctx: Ctx) -> str | None:
    """Top of the enemy deck; an empty deck takes the shuffled enemy discard (ruling)."""
    state = ctx.state
    if not state.enemy_deck and state.enemy_discard:
        state.enemy_deck.cards = state.enemy_discard.take_all()
        state.enemy_deck.shuffle(state.rng)
        ctx.emit(EnemyDeckReshuffled(size=len(state.enemy_deck)))
    return state.enemy_deck.draw() if state.enemy_deck else None


def place(ctx: Ctx, entry: int, count: int, reason: str) -> None:
    """Draw ``count`` enemies face up to the TAIL of the group at ``entry`` (FF-R2)."""
    for _ in range(count):
        card = draw_enemy(ctx)
        if card is None:
            ctx.emit(EnemyDeckEmpty(entry=entry))
            return
        ctx.state.groups[entry - 1].append(Foe(card))
        ctx.emit(EnemyEntered(entry=entry, card=card, position=len(ctx.state.groups[entry - 1]) - 1, reason=reason))


def summon(ctx: Ctx, count: int, where: str | int, own_entry: int | None) -> None:
    """The ``summon`` op: into the own group, a d6-rolled entry, each entry or a numbered one."""
    if where == "each":
        for entry in ENTRIES:
            place(ctx, entry, count, "summon")
    elif where == "random":
        for _ in range(count):
            place(ctx, roll_entry(ctx), 1, "summon")
    elif where == "own":
        if own_entry is not None:
            place(ctx, own_entry, count, "summon")
    else:
        place(ctx, int(where), count, "summon")


def roll_entry(ctx: Ctx) -> int:
    entry = ctx.state.rng.die(6)
    ctx.emit(DieRolled(value=entry, purpose="entry"))
    return entry


def exits(ctx: Ctx, entry: int) -> None:
    """FF-R8.3: over ``max_group`` non-boss enemies, the front ones leave; threat +1 each."""
    state = ctx.state
    group = state.groups[entry - 1]
    if len(group) <= ctx.rules.max_group:  # the usual group: no count needed
        return
    while sum(1 for f in group if not f.boss) > ctx.rules.max_group:
        leaving = next(f for f in group if not f.boss)
        group.remove(leaving)
        state.enemy_discard.put_top(leaving.card)
        state.threat += 1
        ctx.emit(EnemyExited(entry=entry, card=leaving.card))
        ctx.emit(ThreatChanged(delta=1, threat=state.threat, reason="exit"))


def clear_turn_damage(ctx: Ctx) -> None:
    """FF-R6b: damage (and spent enemy GP) lasts only until the acting hero's turn ends."""
    for group in ctx.state.groups:
        for foe in group:
            if foe.damage or foe.gp_spent:  # most foes were not hit this turn
                foe.damage = 0
                foe.gp_spent = 0


def board_to_discard(ctx: Ctx) -> None:
    """Stage end: every enemy left on the board to the enemy discard, the boss back to the box."""
    state = ctx.state
    for group in state.groups:
        for foe in group:
            (state.boss_box if foe.boss else state.enemy_discard).put_top(foe.card)
        group.clear()
    state.boss_skills = []

