"""Co-op in an attack being built (FF-R6d): the attacker offers a nearby hero N joins, one Fatigue
each from the supply, and the helper answers the whole offer at once (a refusal can't be asked again).

``offers`` lists the legal offers directly (helpers in reach × 1..room); ``check_offer`` is the
check every candidate offer passes or fails (a test holds the two to the same answers).
"""

from __future__ import annotations

from functools import cache

from engine.core.i18n.catalog import Words, msg
from engine.core.kernel.game import Action
from engine.fatal_fight.actions import OfferCoop
from engine.fatal_fight.board import IN_REACH, same_or_adjacent
from engine.fatal_fight.context import Ctx
from engine.fatal_fight.events.combat import CoopAnswered, CoopOffered
from engine.fatal_fight.state import Attack, FatalFightState, Pending

COOP_SELF = msg("fatal_fight.attack.coop_self")
HELPER_DOWN = msg("fatal_fight.attack.helper_down")
COOP_TOO_FAR = msg("fatal_fight.attack.coop_too_far")
COOP_DECLINED = msg("fatal_fight.attack.coop_declined")
COOP_TIMES = msg("fatal_fight.attack.coop_times")
NO_FATIGUE_LEFT = msg("fatal_fight.attack.no_fatigue_left")


def _attack(ctx: Ctx) -> Attack:
    assert ctx.state.attack is not None
    return ctx.state.attack


def coop_room(ctx: Ctx, helper: int) -> int:
    """How many more times ``helper`` may join the attack being built: one Fatigue each from the
    supply (FF-R6d ruling), at most ``coop_per_helper`` per helper (FF-V9, 0 = unlimited)."""
    state = ctx.state
    at = state.attack
    if at is None:
        return 0
    room = len(state.status_supply[ctx.cards.fatigue]) - len(at.coops)
    cap = ctx.rules.coop_per_helper
    if cap:
        room = min(room, cap - at.coops.count(helper))
    return max(0, room)


# Actions are immutable values, so each is built once and reused (listing them is on every attack decision).
@cache
def offer(seat: int, helper: int, times: int) -> OfferCoop:
    return OfferCoop(seat, helper, times)


@cache
def _offers_upto(seat: int, helper: int, room: int) -> tuple[OfferCoop, ...]:
    return tuple(offer(seat, helper, n) for n in range(1, room + 1))


def candidate_offers(ctx: Ctx, seat: int) -> list[Action]:
    """Every offer worth checking: each other hero, 1..its room (at least one, so a refusal says why)."""
    found: list[Action] = []
    for helper in range(len(ctx.state.heroes)):
        if helper != seat:
            found += _offers_upto(seat, helper, max(1, coop_room(ctx, helper)))
    return found


def offers(ctx: Ctx, seat: int) -> list[Action]:
    """The candidate offers ``check_offer`` passes, in the same order, made directly (issue #28):
    each helper standing in reach (same or adjacent cell) and not refused yet, 1..its room."""
    state = ctx.state
    at = state.attack
    assert at is not None
    free = len(state.status_supply[ctx.cards.fatigue].cards) - len(at.coops)
    if free <= 0:
        return []
    cap = ctx.rules.coop_per_helper
    heroes = state.heroes
    reach = IN_REACH[heroes[seat].cell]
    found: list[Action] = []
    for helper, hero in enumerate(heroes):
        if helper == seat or hero.down or not reach[hero.cell] or helper in at.declined:
            continue
        room = min(free, cap - at.coops.count(helper)) if cap else free
        if room > 0:
            found += _offers_upto(seat, helper, room)
    return found


def check_offer(ctx: Ctx, a: OfferCoop) -> Words | None:
    state = ctx.state
    at = _attack(ctx)
    if not 0 <= a.helper < len(state.heroes) or a.helper == a.seat:
        return COOP_SELF
    helper = state.heroes[a.helper]
    if helper.down:
        return HELPER_DOWN
    if not same_or_adjacent(state.heroes[a.seat].cell, helper.cell):
        return COOP_TOO_FAR
    if a.helper in at.declined:
        return COOP_DECLINED
    if len(state.status_supply[ctx.cards.fatigue]) <= len(at.coops):
        return NO_FATIGUE_LEFT
    cap = ctx.rules.coop_per_helper
    if cap and at.coops.count(a.helper) >= cap:
        return msg("fatal_fight.attack.coop_cap", count=cap)
    if a.times < 1:
        return COOP_TIMES
    room = coop_room(ctx, a.helper)
    if a.times > room:
        return msg("fatal_fight.attack.coop_room", count=room)
    return None


def do_offer(ctx: Ctx, a: OfferCoop) -> None:
    ctx.state.pending[:0] = [Pending("coop", a.helper) for _ in range(a.times)]
    ctx.emit(CoopOffered(seat=a.seat, helper=a.helper, times=a.times))


def offered(state: FatalFightState) -> int:
    """Joins the co-op offer waiting for an answer asks for: its run of "coop" entries at the front."""
    pending = state.pending
    helper = pending[0].seat
    for i, entry in enumerate(pending):
        if entry.kind != "coop" or entry.seat != helper:
            return i
    return len(pending)


def answer_coop(ctx: Ctx, seat: int, accept: bool) -> None:
    """The helper joins as many times as offered, or declines (and can't be asked again, FF-R6d ruling)."""
    at = _attack(ctx)
    times = offered(ctx.state)
    del ctx.state.pending[:times]
    if accept:
        at.coops.extend([seat] * times)
    else:
        at.declined.append(seat)
    ctx.emit(CoopAnswered(seat=seat, attacker=at.seat, accept=accept, times=times))
