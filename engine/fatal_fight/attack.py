"""The attack, built step by step (FF-R6, FF-R7): target, add cards/items/special moves,
co-op offers (``coop``), then confirm (pay and deal damage: ``strike``) or cancel (nothing was
paid). ``legal`` lists what may be added now directly; ``candidates`` with their checks is the
reference.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from collections.abc import Set as AbstractSet
from operator import attrgetter
from typing import Any

from engine.core.i18n.catalog import Msg, Words, msg
from engine.core.kernel.game import Action
from engine.fatal_fight import groups
from engine.fatal_fight.actions import (
    AddCard,
    AddItem,
    AddSpecial,
    CancelAttack,
    ConfirmAttack,
    OfferCoop,
)
from engine.fatal_fight.board import ENTRIES, entry_line, line_of
from engine.fatal_fight.context import Ctx
from engine.fatal_fight.coop import candidate_offers, check_offer, do_offer, offers
from engine.fatal_fight.events.combat import (
    AttackCancelled,
    AttackCardAdded,
    AttackItemAdded,
    AttackSpecialAdded,
    AttackStarted,
)
from engine.fatal_fight.schema import Playable
from engine.fatal_fight.seat_actions import SEATS
from engine.fatal_fight.state import Attack, card_id
from engine.fatal_fight.strike import (
    ATTRIBUTES as ATTRIBUTES,  # re-exported: the screens name them from here
)
from engine.fatal_fight.strike import attributes, do_confirm

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
EMPTY_ATTACK = msg("fatal_fight.attack.empty_attack")
# an attribute as a refusal names it (in Japanese as the cards print it: 【発射】)
ATTRIBUTE_WORDS = {"shoot": msg("fatal_fight.attack.attribute.shoot"), "area": msg("fatal_fight.attack.attribute.area"),
                   "pierce": msg("fatal_fight.attack.attribute.pierce"),
                   "weapon": msg("fatal_fight.attack.attribute.weapon")}


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


SHOOTS = attrgetter("shoot")
ENTRY_LINES = tuple(entry_line(entry) for entry in ENTRIES)


def starts_in_reach(ctx: Ctx, seat: int, payable: list[Playable], starts: Sequence[Action]) -> list[Action]:
    """The ``starts`` (one per entry, in entry order) of the entries with a group ``why_no_component``
    says the hero can attack now (FF-R6), given what it can pay for now (``payable``, not empty):
    some of it reaches the group. Without immunities a component reaches its own line, and another
    line with Shoot (``reach_reason``)."""
    line = ctx.state.heroes[seat].cell // 3  # line_of
    guarded = ctx.cards.immune_enemy
    shoots: bool | None = None  # some payable part has Shoot: asked once, when another line has a group
    found: list[Action] = []
    index = -1
    for group in ctx.state.groups:
        index += 1
        if not group:
            continue
        front = group[0]  # groups.immunities, without a call for the usual front (no Always immunity)
        if not front.boss and guarded[front.card] and (immune := groups.immunities(ctx, index + 1)):
            other_line = ENTRY_LINES[index] != line
            if any([reach_reason(part, other_line, immune) is None for part in payable]):
                found.append(starts[index])
        elif ENTRY_LINES[index] == line:
            found.append(starts[index])
        else:
            if shoots is None:
                shoots = any(map(SHOOTS, payable))
            if shoots:
                found.append(starts[index])
    return found


def start(ctx: Ctx, seat: int, entry: int) -> None:
    ctx.state.attack = Attack(seat=seat, entry=entry)
    ctx.emit(AttackStarted(seat=seat, entry=entry))


# --- what may be added: every candidate, and the legal ones made directly --------------------
def candidates(ctx: Ctx, seat: int) -> list[Action]:
    hero, acts = ctx.state.heroes[seat], SEATS[seat]
    found: list[Action] = [acts.add_card[c] for c in hero.hand.cards]
    found += [acts.add_item[i] for i in hero.items.cards]
    found.append(acts.add_special)
    found += candidate_offers(ctx, seat)
    found += (acts.confirm, acts.cancel)
    return found


def legal(ctx: Ctx, seat: int) -> list[Action]:
    """The candidates that pass their check, in candidate order, made directly from what the checks
    ask (issue #28; a test holds it to checking every candidate): the hero's line and the group's
    immunities once, then each card, item, the special move, the co-op offers, confirm, cancel."""
    state, cards = ctx.state, ctx.cards
    at = state.attack
    assert at is not None
    hero, acts = state.heroes[seat], SEATS[seat]
    other_line = ENTRY_LINES[at.entry - 1] != hero.cell // 3
    group = state.groups[at.entry - 1]  # groups.immunities, without a call for the usual front
    immune = groups.NO_IMMUNITY if not group or group[0].boss or not cards.immune_enemy[group[0].card] \
        else groups.immunities(ctx, at.entry)
    found: list[Action] = []
    if state.actions > len(at.cards):  # check_add_card: an action for each card in the attack
        arts, add_card = cards.attack_art_of, acts.add_card
        for card in hero.hand.cards:
            art = arts[card]
            if art is None or card in at.cards:
                continue
            # reach_reason of an attack: its line (or Shoot), then immunities when the group has any
            if (art.shoot or not other_line) if not immune else reach_reason(art, other_line, immune) is None:
                found.append(add_card[card])
    if hero.items.cards:
        items = cards.items
        for item in hero.items.cards:
            if item not in at.items and reach_reason(items[card_id(item)], other_line, immune) is None:
                found.append(acts.add_item[item])
    special = cards.characters[hero.character].special
    if special.ap is not None and hero.life > ctx.rules.special_cost * (at.specials + 1):  # _special_life_left
        if (special.shoot or not other_line) if not immune else reach_reason(special, other_line, immune) is None:
            found.append(acts.add_special)
    found += offers(ctx, seat)
    if at.cards or at.items or at.specials:
        found.append(acts.confirm)
    found.append(acts.cancel)
    return found


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


def do_cancel(ctx: Ctx, a: CancelAttack) -> None:
    ctx.state.attack = None
    ctx.emit(AttackCancelled(seat=a.seat))


CHECKS: dict[type[Action], Callable[[Ctx, Any], Words | None]] = {
    AddCard: check_add_card, AddItem: check_add_item, AddSpecial: check_add_special,
          OfferCoop: check_offer, ConfirmAttack: check_confirm, CancelAttack: lambda ctx, a: None}
DOERS: dict[type[Action], Callable[[Ctx, Any], None]] = {
    AddCard: do_add_card, AddItem: do_add_item, AddSpecial: do_add_special, OfferCoop: do_offer,
         ConfirmAttack: do_confirm, CancelAttack: do_cancel}
