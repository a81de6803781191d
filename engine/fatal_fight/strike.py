"""A confirmed attack strikes (FF-R6, FF-R6a, FF-R6c, FF-R6d, FF-R7): every part is paid, their text
runs with one shared tally, and the damage goes to the front enemy (all of the group with Area in the
hero's line), GP first unless Pierce; KO'd enemies leave the queue with their drops, overkill gold and
the boss KO. ``attack`` builds the attack this resolves.
"""

from __future__ import annotations

from engine.core.kernel.piles import move
from engine.fatal_fight import groups
from engine.fatal_fight.actions import ConfirmAttack
from engine.fatal_fight.board import entry_line, line_of
from engine.fatal_fight.context import Ctx
from engine.fatal_fight.damage import reduce_by_guard
from engine.fatal_fight.effects import Tally, hero_source, play_values, run
from engine.fatal_fight.events.combat import AttackConfirmed, EnemyDamaged, EnemyKO
from engine.fatal_fight.events.turn import StageGoldChanged
from engine.fatal_fight.schema import Playable
from engine.fatal_fight.state import Attack, Foe, card_id
from engine.fatal_fight.supply import exile_item, gain_item, give_status

ATTRIBUTES = ("shoot", "area", "pierce", "weapon")


def attributes(card: Playable) -> set[str]:
    return {name for name in ATTRIBUTES if getattr(card, name)}


def parts(ctx: Ctx, at: Attack) -> list[Playable]:
    """The attack's cards, items and special moves, in that order."""
    hero = ctx.state.heroes[at.seat]
    found: list[Playable] = [ctx.cards.arts[card_id(c)] for c in at.cards]
    found += [ctx.cards.items[card_id(i)] for i in at.items]
    found += [ctx.cards.characters[hero.character].special] * at.specials
    return found


def preview_ap(ctx: Ctx, at: Attack) -> int:
    """Summed printed AP plus co-op (text bonuses are added when the attack resolves)."""
    return _printed_ap(ctx, parts(ctx, at), at)


def _printed_ap(ctx: Ctx, members: list[Playable], at: Attack) -> int:
    return sum(p.ap or 0 for p in members) + ctx.rules.coop_ap * len(at.coops)


def do_confirm(ctx: Ctx, a: ConfirmAttack) -> None:
    """Pay every part, run their text with the shared tally, deal the damage (FF-R6, FF-R6d)."""
    state = ctx.state
    at = state.attack
    assert at is not None
    state.attack = None
    hero = state.heroes[at.seat]
    members = parts(ctx, at)
    tally = Tally(ap=_printed_ap(ctx, members, at), items=[card_id(i) for i in at.items])
    for part in members:
        tally.attributes |= attributes(part)
    for card in at.cards:
        move(hero.hand, hero.played, card)
    state.actions -= len(at.cards)
    for item in at.items:
        exile_item(ctx, at.seat, item)
    hero.life -= ctx.rules.special_cost * at.specials
    for helper in at.coops:
        give_status(ctx, helper, ctx.cards.fatigue, 1, "discard")
    ctx.emit(AttackConfirmed(seat=at.seat, entry=at.entry, cards=tuple(at.cards), items=tuple(at.items),
                             specials=at.specials, coops=tuple(at.coops), ap=tally.ap,
                             attributes=tuple(sorted(tally.attributes)), life=hero.life, actions=state.actions))
    src = hero_source(ctx, at.seat, "attack", tally=tally, entry=at.entry)
    for part in members:
        play_values(ctx, part, src)
        if state.result:
            return
    hit(ctx, at.seat, at.entry, tally)


def hit(ctx: Ctx, seat: int, entry: int, tally: Tally) -> None:
    """FF-R6a/FF-R6c: damage the front (every enemy with Area in the hero's line, FF-R7), then KOs
    and their rewards."""
    state = ctx.state
    group = state.groups[entry - 1]
    if not group:
        return
    front = group[0]
    own_line = entry_line(entry) == line_of(state.heroes[seat].cell)
    # FF-R7: Area hits the whole group only in the hero's own line; a Shoot attack on another line
    # hits its front enemy only
    targets = list(group) if "area" in tally.attributes and own_line else [front]
    pierce = "pierce" in tally.attributes
    for foe in targets:
        index = group.index(foe)
        taken, spent = reduce_by_guard(tally.ap, groups.gp(ctx, entry, index), pierce)
        foe.gp_spent += spent
        foe.damage += taken
        ctx.emit(EnemyDamaged(entry=entry, card=foe.card, position=index, ap=tally.ap, gp_spent=spent, taken=taken,
                              damage=foe.damage, life=groups.life(ctx, foe)))
    knocked = [f for f in targets if f.damage >= groups.life(ctx, f)]
    boss_down = False
    for foe in knocked:
        group.remove(foe)
        if foe.boss:
            boss_down = True
            state.boss_box.put_top(foe.card)
            ctx.emit(EnemyKO(entry=entry, card=foe.card, boss=True))
            continue
        state.enemy_discard.put_top(foe.card)
        ctx.emit(EnemyKO(entry=entry, card=foe.card, boss=False))
        _ko_rewards(ctx, seat, foe, foe is front)
    if boss_down and not state.result:
        state.boss_skills = []
        state.step = "stage_clear"
        state.turn = None
        state.move_points = state.actions = 0


def _ko_rewards(ctx: Ctx, seat: int, foe: Foe, was_front: bool) -> None:
    """FF-R6c: overkill gold; with FF-V3 gold and item icons drop only for a front KO."""
    state = ctx.state
    enemy = ctx.cards.enemies[card_id(foe.card)]
    icons = ctx.on("FF-V3")
    if enemy.gold and (was_front if icons else foe.damage > enemy.life):
        state.stage_gold += 1
        ctx.emit(StageGoldChanged(delta=1, gold=state.stage_gold, source="drop" if icons else "overkill"))
    if enemy.item and was_front and icons:
        gain_item(ctx, seat, enemy.item, "drop")
    if enemy.on_ko:
        run(ctx, enemy.on_ko, hero_source(ctx, seat, f"ko:{enemy.id}"))
