"""The attack, built step by step (FF-R6, FF-R7): target, add cards/items/special moves,
co-op offers, then confirm (pay and deal damage) or cancel (nothing was paid).

Damage goes to the front enemy (all of the group with Area), GP first unless Pierce
(FF-R6a); KO'd enemies leave the queue; drops, overkill gold and the boss KO (FF-R6c).
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Set as AbstractSet
from functools import cache
from typing import Any

from engine.core.i18n.catalog import Msg, Words, msg
from engine.core.kernel.game import Action
from engine.core.kernel.piles import move
from engine.fatal_fight import groups
from engine.fatal_fight.actions import (
    AddCard,
    AddItem,
    AddSpecial,
    CancelAttack,
    ConfirmAttack,
    OfferCoop,
)
from engine.fatal_fight.board import ENTRIES, entry_line, line_of, same_or_adjacent
from engine.fatal_fight.context import Ctx
from engine.fatal_fight.damage import reduce_by_guard
from engine.fatal_fight.effects import Tally, hero_source, play_values, run
from engine.fatal_fight.events.combat import (
    AttackCancelled,
    AttackCardAdded,
    AttackConfirmed,
    AttackItemAdded,
    AttackSpecialAdded,
    AttackStarted,
    CoopAnswered,
    CoopOffered,
    EnemyDamaged,
    EnemyKO,
)
from engine.fatal_fight.events.turn import StageGoldChanged
from engine.fatal_fight.schema import Playable
from engine.fatal_fight.state import Attack, FatalFightState, Foe, Pending, card_id
from engine.fatal_fight.supply import exile_item, gain_item, give_status

ATTRIBUTES = ("shoot", "area", "pierce", "weapon")

# Why not (built once: the checks run on every candidate of every decision). The first three
# are shared with the turn's checks.
NOT_IN_HAND = msg("fatal_fight.attack.not_in_hand")
NO_ACTIONS = msg("fatal_fight.attack.no_actions")
NOT_CARRIED = msg("fatal_fight.attack.not_carried")
NOT_ATTACK = msg("fatal_fight.attack.not_attack")
OTHER_LINE = msg("fatal_fight.attack.other_line")
NO_LIFE_FOR_SPECIAL = msg("fatal_fight.attack.no_life_for_special")
NOTHING_TO_ATTACK_WITH = msg("fatal_fight.attack.nothing_to_attack_with")
CARD_ALREADY_IN = msg("fatal_fight.attack.card_already_in")
CARD_NOT_ATTACK = msg("fatal_fight.attack.card_not_attack")
ITEM_ALREADY_IN = msg("fatal_fight.attack.item_already_in")
SPECIAL_NOT_ATTACK = msg("fatal_fight.attack.special_not_attack")
COOP_SELF = msg("fatal_fight.attack.coop_self")
HELPER_DOWN = msg("fatal_fight.attack.helper_down")
COOP_TOO_FAR = msg("fatal_fight.attack.coop_too_far")
COOP_DECLINED = msg("fatal_fight.attack.coop_declined")
COOP_TIMES = msg("fatal_fight.attack.coop_times")
NO_FATIGUE_LEFT = msg("fatal_fight.attack.no_fatigue_left")
EMPTY_ATTACK = msg("fatal_fight.attack.empty_attack")
# an attribute as a refusal names it (in Japanese as the cards print it: 【発射】)
ATTRIBUTE_WORDS = {"shoot": msg("fatal_fight.attack.attribute.shoot"), "area": msg("fatal_fight.attack.attribute.area"),
                   "pierce": msg("fatal_fight.attack.attribute.pierce"),
                   "weapon": msg("fatal_fight.attack.attribute.weapon")}


def attributes(card: Playable) -> set[str]:
    return {name for name in ATTRIBUTES if getattr(card, name)}


def reach_reason(card: Playable, other_line: bool, immune: AbstractSet[str]) -> Words | None:
    """Why ``card`` can't join an attack on a group: not an attack, another line without Shoot
    (FF-R6, FF-R7), or an attribute the group's Always skill is immune to."""
    if not card.is_attack:
        return NOT_ATTACK
    if other_line and not card.shoot:
        return OTHER_LINE
    blocked = attributes(card) & immune if immune else None  # most groups have no immunity
    if blocked:
        return msg("fatal_fight.attack.immune", attributes=attribute_list(sorted(blocked)))
    return None


def attribute_list(names: list[str]) -> Msg:
    """Attributes as one phrase: "shoot/area" in English, "【発射】【範囲】" in Japanese."""
    words = ATTRIBUTE_WORDS[names[-1]]
    for name in reversed(names[:-1]):
        words = msg("fatal_fight.attack.attribute_and", first=ATTRIBUTE_WORDS[name], rest=words)
    return words


def fits(ctx: Ctx, seat: int, entry: int, card: Playable) -> Words | None:
    """Why ``card`` can't join an attack on ``entry`` now (``reach_reason`` for the hero's line)."""
    other_line = entry_line(entry) != line_of(ctx.state.heroes[seat].cell)
    return reach_reason(card, other_line, groups.immunities(ctx, entry))


def _special_life_left(ctx: Ctx, seat: int, specials: int) -> int:
    return ctx.state.heroes[seat].life - ctx.rules.special_cost * specials


def _components(ctx: Ctx, seat: int) -> list[tuple[Playable, Words | None]]:
    """What could start an attack, each with the reason it can't be paid now (None: it can):
    attack arts in hand (1 action each), carried items, an attack special move (life, FF-R5c)."""
    state, cards = ctx.state, ctx.cards
    hero = state.heroes[seat]
    no_action = None if state.actions >= 1 else NO_ACTIONS
    found: list[tuple[Playable, Words | None]] = []
    for card in hero.hand:
        art = cards.arts.get(card_id(card))
        if art is not None and art.is_attack:
            found.append((art, no_action))
    found += [(cards.items[card_id(item)], None) for item in hero.items]
    special = cards.characters[hero.character].special
    if special.is_attack:
        no_life = None if _special_life_left(ctx, seat, 1) > 0 else NO_LIFE_FOR_SPECIAL
        found.append((special, no_life))
    return found


def why_no_component(ctx: Ctx, seat: int, entry: int) -> Words | None:
    """None when the hero has something that can start an attack on ``entry``, else the first reason."""
    other_line = entry_line(entry) != line_of(ctx.state.heroes[seat].cell)
    immune = groups.immunities(ctx, entry)
    first_reason = None
    for part, unpaid in _components(ctx, seat):
        reason = reach_reason(part, other_line, immune) or unpaid
        if reason is None:
            return None
        first_reason = first_reason or reason
    return first_reason or NOTHING_TO_ATTACK_WITH


def startable_entries(ctx: Ctx, seat: int) -> list[int]:
    """The entries with a group ``why_no_component`` says the hero can attack now (FF-R6): some
    component it can pay for reaches the group. Answered once per (other line, immunities)."""
    state = ctx.state
    payable = [part for part, unpaid in _components(ctx, seat) if unpaid is None]
    if not payable:
        return []
    line = line_of(state.heroes[seat].cell)
    answers: dict[tuple[bool, frozenset[str]], bool] = {}
    found = []
    for entry, group in zip(ENTRIES, state.groups, strict=True):
        if group:
            key = (entry_line(entry) != line, groups.immunities(ctx, entry))
            ok = answers.get(key)
            if ok is None:
                ok = answers[key] = any(reach_reason(part, *key) is None for part in payable)
            if ok:
                found.append(entry)
    return found


def start(ctx: Ctx, seat: int, entry: int) -> None:
    ctx.state.attack = Attack(seat=seat, entry=entry)
    ctx.emit(AttackStarted(seat=seat, entry=entry))


# --- builder checks -----------------------------------------------------------------------
def candidates(ctx: Ctx, seat: int) -> list[Action]:
    hero = ctx.state.heroes[seat]
    found: list[Action] = [_add_card(seat, c) for c in hero.hand]
    found += [_add_item(seat, i) for i in hero.items]
    special, *ends = _fixed(seat)
    found.append(special)
    for helper in range(len(ctx.state.heroes)):
        if helper != seat:
            found += (_offer(seat, helper, n) for n in range(1, max(1, coop_room(ctx, helper)) + 1))
    found += ends
    return found


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
def _add_card(seat: int, card: str) -> AddCard:
    return AddCard(seat, card)


@cache
def _add_item(seat: int, item: str) -> AddItem:
    return AddItem(seat, item)


@cache
def _offer(seat: int, helper: int, times: int) -> OfferCoop:
    return OfferCoop(seat, helper, times)


@cache
def _fixed(seat: int) -> tuple[Action, ...]:
    """Special move, confirm, cancel (the co-op offers go between the first and the rest)."""
    return AddSpecial(seat), ConfirmAttack(seat), CancelAttack(seat)


def _attack(ctx: Ctx) -> Attack:
    assert ctx.state.attack is not None
    return ctx.state.attack


def check_add_card(ctx: Ctx, a: AddCard) -> Words | None:
    at = _attack(ctx)
    if a.card in at.cards:
        return CARD_ALREADY_IN
    if a.card not in ctx.state.heroes[a.seat].hand:
        return NOT_IN_HAND
    art = ctx.cards.arts.get(card_id(a.card))
    if art is None or not art.is_attack:
        return CARD_NOT_ATTACK
    if ctx.state.actions <= len(at.cards):
        return NO_ACTIONS
    return fits(ctx, a.seat, at.entry, art)


def check_add_item(ctx: Ctx, a: AddItem) -> Words | None:
    at = _attack(ctx)
    if a.item in at.items:
        return ITEM_ALREADY_IN
    if a.item not in ctx.state.heroes[a.seat].items:
        return NOT_CARRIED
    return fits(ctx, a.seat, at.entry, ctx.cards.items[card_id(a.item)])


def check_add_special(ctx: Ctx, a: AddSpecial) -> Words | None:
    at = _attack(ctx)
    special = ctx.cards.characters[ctx.state.heroes[a.seat].character].special
    if not special.is_attack:
        return SPECIAL_NOT_ATTACK
    if _special_life_left(ctx, a.seat, at.specials + 1) <= 0:
        return msg("fatal_fight.attack.special_life", cost=ctx.rules.special_cost)
    return fits(ctx, a.seat, at.entry, special)


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


def check_confirm(ctx: Ctx, a: ConfirmAttack) -> Words | None:
    at = _attack(ctx)
    if not (at.cards or at.items or at.specials):
        return EMPTY_ATTACK
    return None


# --- builder steps ------------------------------------------------------------------------
def do_add_card(ctx: Ctx, a: AddCard) -> None:
    _attack(ctx).cards.append(a.card)
    ctx.emit(AttackCardAdded(seat=a.seat, card=a.card))


def do_add_item(ctx: Ctx, a: AddItem) -> None:
    _attack(ctx).items.append(a.item)
    ctx.emit(AttackItemAdded(seat=a.seat, item=a.item))


def do_add_special(ctx: Ctx, a: AddSpecial) -> None:
    _attack(ctx).specials += 1
    ctx.emit(AttackSpecialAdded(seat=a.seat, specials=_attack(ctx).specials))


def do_offer(ctx: Ctx, a: OfferCoop) -> None:
    ctx.state.pending[:0] = [Pending("coop", a.helper) for _ in range(a.times)]
    ctx.emit(CoopOffered(seat=a.seat, helper=a.helper, times=a.times))


def offered(state: FatalFightState) -> int:
    """Joins the co-op offer waiting for an answer asks for: its run of "coop" entries at the front."""
    first = state.pending[0]
    return next((i for i, p in enumerate(state.pending) if (p.kind, p.seat) != ("coop", first.seat)),
                len(state.pending))


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


def do_cancel(ctx: Ctx, a: CancelAttack) -> None:
    ctx.state.attack = None
    ctx.emit(AttackCancelled(seat=a.seat))


def parts(ctx: Ctx, at: Attack) -> list[Playable]:
    """The attack's cards, items and special moves, in that order."""
    hero = ctx.state.heroes[at.seat]
    found: list[Playable] = [ctx.cards.arts[card_id(c)] for c in at.cards]
    found += [ctx.cards.items[card_id(i)] for i in at.items]
    found += [ctx.cards.characters[hero.character].special] * at.specials
    return found


def preview_ap(ctx: Ctx, at: Attack) -> int:
    """Summed printed AP plus co-op (text bonuses are added when the attack resolves)."""
    return sum(p.ap or 0 for p in parts(ctx, at)) + ctx.rules.coop_ap * len(at.coops)


def do_confirm(ctx: Ctx, a: ConfirmAttack) -> None:
    """Pay every part, run their text with the shared tally, deal the damage (FF-R6, FF-R6d)."""
    state = ctx.state
    at = _attack(ctx)
    state.attack = None
    hero = state.heroes[at.seat]
    members = parts(ctx, at)
    tally = Tally(ap=preview_ap(ctx, at), items=[card_id(i) for i in at.items])
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


CHECKS: dict[type[Action], Callable[[Ctx, Any], Words | None]] = {
    AddCard: check_add_card, AddItem: check_add_item, AddSpecial: check_add_special,
          OfferCoop: check_offer, ConfirmAttack: check_confirm, CancelAttack: lambda ctx, a: None}
DOERS: dict[type[Action], Callable[[Ctx, Any], None]] = {
    AddCard: do_add_card, AddItem: do_add_item, AddSpecial: do_add_special, OfferCoop: do_offer,
         ConfirmAttack: do_confirm, CancelAttack: do_cancel}
