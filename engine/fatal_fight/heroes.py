"""Hero stats (with carried bonuses, FF-C5, and FF-V7), hero damage, life loss and going down (FF-R9)."""

from __future__ import annotations

from types import TracebackType

from engine.fatal_fight.context import Ctx
from engine.fatal_fight.damage import reduce_by_guard
from engine.fatal_fight.events.flow import CampaignLost
from engine.fatal_fight.events.turn import HeroDamaged, HeroDown, HeroHealed, LifeLost
from engine.fatal_fight.ops import StatBonus
from engine.fatal_fight.state import Hero, Pending, card_id


def stat_bonus(ctx: Ctx, hero: Hero, stat: str) -> int:
    """Sum of the ``stat`` ops of the items ``hero`` carries (status-up rewards, FF-C5)."""
    total = 0
    for instance in hero.items.cards:
        for effect in ctx.cards.items[card_id(instance)].carried:
            if isinstance(effect, StatBonus) and effect.stat == stat:  # carried holds stat ops only
                total += effect.value
    return total


def max_life(ctx: Ctx, hero: Hero) -> int:
    return ctx.cards.characters[hero.character].life + stat_bonus(ctx, hero, "life")


def max_hand(ctx: Ctx, hero: Hero) -> int:
    return ctx.cards.characters[hero.character].max_hand + stat_bonus(ctx, hero, "max_hand") + hero.bonus_hand


def max_carry(ctx: Ctx, hero: Hero) -> int:
    return ctx.cards.characters[hero.character].max_carry + stat_bonus(ctx, hero, "max_carry")


def actions_per_turn(ctx: Ctx, hero: Hero) -> int:
    return ctx.cards.characters[hero.character].actions + stat_bonus(ctx, hero, "actions") + hero.bonus_actions


def speed(ctx: Ctx, hero: Hero) -> int:
    return ctx.cards.characters[hero.character].speed + stat_bonus(ctx, hero, "speed")


def hurt(ctx: Ctx, seat: int, amount: int, pierce: bool, source: str) -> None:
    """Damage to a hero: GP reduce it unless Pierce (FF-R7); life ≤ 0 is down (FF-R9)."""
    hero = ctx.state.heroes[seat]
    if hero.down or amount <= 0:
        return
    taken, spent = reduce_by_guard(amount, hero.gp, pierce)
    hero.gp -= spent
    hero.life -= taken
    ctx.emit(HeroDamaged(seat=seat, amount=amount, gp_spent=spent, taken=taken, life=hero.life, gp=hero.gp,
                         pierce=pierce, source=source))
    if hero.life <= 0:
        go_down(ctx, seat)


def lose_life(ctx: Ctx, seat: int, amount: int, source: str) -> None:
    """Life loss that is not damage (bear trap, FF-C2): GP do not help."""
    hero = ctx.state.heroes[seat]
    if hero.down or amount <= 0:
        return
    hero.life -= amount
    ctx.emit(LifeLost(seat=seat, amount=amount, life=hero.life, source=source))
    if hero.life <= 0:
        go_down(ctx, seat)


def heal(ctx: Ctx, seat: int, amount: int) -> None:
    """Heal X: remove X damage, up to max life; never on a downed hero (FF-R7)."""
    hero = ctx.state.heroes[seat]
    if hero.down or amount <= 0:
        return
    healed = min(amount, max_life(ctx, hero) - hero.life)
    if healed > 0:
        hero.life += healed
        ctx.emit(HeroHealed(seat=seat, amount=healed, life=hero.life))


def go_down(ctx: Ctx, seat: int) -> None:
    """FF-R9: down until the stage ends; all heroes down loses; FF-V7 queues down bonuses (held to
    the end of the step when inside ``one_step``)."""
    state = ctx.state
    state.heroes[seat].down = True
    ctx.emit(HeroDown(seat=seat))
    if all(h.down for h in state.heroes):
        state.result = "lost"
        ctx.emit(CampaignLost(reason="all_down"))
        return
    if ctx.held_downs is not None:
        ctx.held_downs += 1
    else:
        queue_down_bonuses(ctx, 1)


class one_step:  # lower case: read as ``with one_step(ctx):``, like the function it was
    """One damage step that may hurt several heroes (an enemy's skill, FF-R8.1; combat damage,
    FF-R8.2; a gimmick): FF-V7 ruling — heroes downed in it get no down bonus, and the picks go,
    once per downed hero, only to heroes still up after the whole step, whatever the seat order.
    (A class, not a ``contextmanager`` generator: the enemy phase enters it twice per group.)"""

    __slots__ = ("ctx", "outer")

    def __init__(self, ctx: Ctx) -> None:
        self.ctx = ctx
        self.outer = False

    def __enter__(self) -> None:
        ctx = self.ctx
        self.outer = ctx.held_downs is None  # inside a step already: the outer one settles
        if self.outer:
            ctx.held_downs = 0

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None) -> None:
        if not self.outer:
            return
        ctx = self.ctx
        downs, ctx.held_downs = ctx.held_downs or 0, None
        if kind is None:
            queue_down_bonuses(ctx, downs)


def queue_down_bonuses(ctx: Ctx, downs: int) -> None:
    """FF-V7: for each of ``downs`` downed heroes, each hero still up picks a bonus."""
    state = ctx.state
    if ctx.on("FF-V7") and downs > 0 and not state.result:
        state.pending.extend(Pending("down_bonus", s) for _ in range(downs) for s, h in enumerate(state.heroes)
                             if not h.down)
