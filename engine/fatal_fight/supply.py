"""Drawing with reshuffles (FF-R4, FF-V1, FF-V2), status cards and items from their supplies."""

from __future__ import annotations

from engine.core.kernel.piles import move
from engine.fatal_fight.context import Ctx
from engine.fatal_fight.events.flow import ThreatChanged
from engine.fatal_fight.events.turn import (
    CardsDrawn,
    DeckReshuffled,
    ItemGained,
    ItemUnavailable,
    LifeCapped,
    StatusGained,
    StatusRevealed,
)
from engine.fatal_fight.heroes import max_carry, max_life
from engine.fatal_fight.state import Pending, card_id


def draw(ctx: Ctx, seat: int, count: int) -> list[str]:
    """Draw ``count`` cards, reshuffling the discard whenever the deck is empty (FF-R4)."""
    hero = ctx.state.heroes[seat]
    drawn: list[str] = []
    for _ in range(count):
        if not hero.deck.cards and not reshuffle(ctx, seat):
            break
        drawn.append(move(hero.deck, hero.hand))
    if drawn:
        ctx.emit(CardsDrawn(seat=seat, count=len(drawn), cards=tuple(drawn)))
        if ctx.on("FF-V5"):
            statuses = [c for c in drawn if card_id(c) in ctx.cards.statuses]
            if statuses:
                ctx.emit(StatusRevealed(seat=seat, cards=tuple(statuses)))
    return drawn


def reshuffle(ctx: Ctx, seat: int) -> bool:
    """Discard → new deck: threat +1 (FF-R4); none with FF-V1; 1 Fatigue instead with FF-V2."""
    hero = ctx.state.heroes[seat]
    if not hero.discard:
        return False
    if ctx.on("FF-V2"):
        give_status(ctx, seat, ctx.cards.fatigue, 1, "discard")
    elif not ctx.on("FF-V1"):
        ctx.state.threat += 1
        ctx.emit(ThreatChanged(delta=1, threat=ctx.state.threat, reason="reshuffle"))
    hero.deck.cards = hero.discard.take_all()
    hero.deck.shuffle(ctx.state.rng)
    ctx.emit(DeckReshuffled(seat=seat, size=len(hero.deck)))
    return True


def give_status(ctx: Ctx, seat: int, status: str, count: int, to: str) -> None:
    """Status cards from the supply (while it lasts) to a hero's discard, hand or deck (shuffled in)."""
    hero = ctx.state.heroes[seat]
    supply = ctx.state.status_supply[status]
    given = min(count, len(supply))
    for _ in range(given):
        instance = supply.draw()
        if to == "hand":
            hero.hand.put_top(instance)
        elif to == "deck":
            hero.deck.cards.insert(ctx.state.rng.below(len(hero.deck) + 1), instance)
        else:
            hero.discard.put_top(instance)
    if given:
        ctx.emit(StatusGained(seat=seat, status=status, count=given, to=to))


def return_status(ctx: Ctx, instance: str) -> None:
    """An exiled status card goes back to its supply."""
    ctx.state.status_supply[card_id(instance)].put_top(instance)


def gain_item(ctx: Ctx, seat: int, item: str, source: str) -> None:
    """A hero gains ``item`` from the supply; over the carry limit it must use or exile (FF-R5b)."""
    state = ctx.state
    supply = state.item_supply[item]
    if not supply:
        ctx.emit(ItemUnavailable(seat=seat, item=item, source=source))
        return
    hero = state.heroes[seat]
    instance = supply.draw()
    hero.items.put_top(instance)
    ctx.emit(ItemGained(seat=seat, item=instance, source=source))
    check_carry(ctx, seat)


def check_carry(ctx: Ctx, seat: int) -> None:
    """Queue the carry-limit decision first in line when ``seat`` carries too much (FF-R5b)."""
    hero = ctx.state.heroes[seat]
    over = len(hero.items.cards) > max_carry(ctx, hero)
    queued = any(p.kind == "carry" and p.seat == seat for p in ctx.state.pending)
    if over and not queued:
        ctx.state.pending.insert(0, Pending("carry", seat))


def exile_item(ctx: Ctx, seat: int, instance: str) -> None:
    """A used or dropped item leaves the hero for good (back to the supply, FF-R5); life never
    exceeds max life, so losing a max-life item brings life down to the new max (FF-R5b)."""
    hero = ctx.state.heroes[seat]
    hero.items.remove(instance)
    ctx.state.item_supply[card_id(instance)].put_top(instance)
    cap = max_life(ctx, hero)
    if hero.life > cap:
        lost, hero.life = hero.life - cap, cap
        ctx.emit(LifeCapped(seat=seat, amount=lost, life=hero.life, item=instance))
