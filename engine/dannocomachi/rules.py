"""だんのこまち's rules at the sandbox table (``sandbox.kernel.TableRules``; rules/dannocomachi-effects.md):
attacks and abilities run through the effect timeline (``dannocomachi.effects``: replacement →
reduction → nullification, DA-L), a seat orders its own reductions when the order matters (DA-R2,
a decision of its own that refuses everything else), a character moved by hand between the main
and sub areas arrives on face A (DA-O1b), the ailments given on a player's last turn end as
their next begins (DA-K2), and after every action the field keeps its bookkeeping and no event
names a card a seat may not see (``veil``).
"""

from __future__ import annotations

from itertools import permutations

from engine.core.i18n.catalog import Words, msg
from engine.core.kernel.dispatch import Rule
from engine.core.kernel.game import Action, Decision
from engine.core.timeline.model import OrderDetail, TimelineKind
from engine.dannocomachi import effects as E
from engine.dannocomachi import events as EV
from engine.dannocomachi.actions import Attack, ChooseOrder, Transform, UseAbility
from engine.dannocomachi.cards import face_data, two_faced
from engine.dannocomachi.field import (
    arrive_front,
    field_of,
    main_of,
    on_field,
    owner_of,
    placed,
    prune,
    standing,
)
from engine.dannocomachi.schema import Event as EventCard
from engine.dannocomachi.state import DannoState
from engine.dannocomachi.targets import targets
from engine.dannocomachi.veil import veil
from engine.sandbox import actions as SA
from engine.sandbox.context import TableCtx
from engine.sandbox.kernel import HAND_MOVES, TableRules, Wait
from engine.sandbox.moves import move_card
from engine.sandbox.state import find, split_key

MAX_ORDERED = 4  # a seat orders at most this many of its own modifiers by choosing a permutation

NOT_AN_ORDER = msg("dannocomachi.refusal.not_an_order")
NOT_YOUR_CHARACTER = msg("dannocomachi.refusal.not_your_character")
NOT_MAIN = msg("dannocomachi.refusal.not_main")
SEALED = msg("dannocomachi.refusal.sealed")
BAD_TARGET = msg("dannocomachi.refusal.bad_target")
NO_SUCH_ABILITY = msg("dannocomachi.refusal.no_such_ability")
ONE_FACED = msg("dannocomachi.refusal.one_faced")
NOTHING_TO_ORDER = msg("dannocomachi.refusal.nothing_to_order")


def danno(ctx: TableCtx) -> E.Ctx:
    """The effect rules' view of the table's context (the same state and events)."""
    state = ctx.state
    assert isinstance(state, DannoState)
    return E.Ctx(ctx.cards, ctx.rules, state, ctx.events)


# --- the order of reductions (DA-R2): a decision of its own -------------------------------------
def order_decision(ctx: TableCtx) -> Decision | None:
    state = ctx.state
    assert isinstance(state, DannoState)
    pending = state.pending
    if pending is None:
        return None
    return Decision((pending.seat,), TimelineKind.ORDER, OrderDetail(pending.stage, tuple(pending.modifiers)))


def orders(ctx: TableCtx) -> list[Action]:
    """Every order of the waiting damage's modifiers (the first ``MAX_ORDERED`` permuted)."""
    state = ctx.state
    assert isinstance(state, DannoState) and state.pending is not None
    ids = state.pending.modifiers[:MAX_ORDERED]
    rest = tuple(state.pending.modifiers[MAX_ORDERED:])
    return [ChooseOrder(state.pending.seat, tuple(p) + rest) for p in permutations(ids)]


def waiting(ctx: TableCtx) -> Words:
    """While a damage waits for its order nothing else may happen: who is choosing."""
    state = ctx.state
    assert isinstance(state, DannoState) and state.pending is not None
    return msg("dannocomachi.refusal.waiting", name=state.seat_names[state.pending.seat])


def check_order(ctx: TableCtx, action: ChooseOrder) -> Words | None:
    """DA-R2: the waiting damage's own modifiers, each once, in the order chosen."""
    state = ctx.state
    assert isinstance(state, DannoState) and state.pending is not None
    wanted = state.pending.modifiers
    return None if sorted(action.order) == sorted(wanted) and len(action.order) == len(wanted) else NOT_AN_ORDER


def choose_order(ctx: TableCtx, action: ChooseOrder) -> None:
    E.go_on(danno(ctx), list(action.order))


def _never(ctx: TableCtx, action: Action) -> None:
    raise AssertionError(f"{type(action).__name__} passed a check that always refuses")


ORDER = Wait(TimelineKind.ORDER, order_decision, {ChooseOrder: Rule(check_order, choose_order)}, orders, waiting)


# --- the game's own actions: attack, abilities, transform -----------------------------------------
def candidates(ctx: TableCtx) -> list[Action]:
    """Every attack, ability and transform the seat in control could try (the checks keep the legal ones)."""
    effects = danno(ctx)
    state, db, seat = effects.state, effects.db, effects.state.active
    found: list[Action] = []
    main = main_of(state, seat)
    if main is not None:
        found += [Attack(seat, main, t) for other in range(len(state.seat_names)) if other != seat
                  for t in field_of(state, other)]
    for uid in field_of(state, seat):
        face = face_data(db, placed(state, uid).card, standing(state, uid).face)
        for index, ability in enumerate(face.abilities):
            if ability.when == "activate":
                found += [UseAbility(seat, uid, index, t) for t in targets(effects, seat, ability)]
        if two_faced(db, placed(state, uid).card):
            found.append(Transform(seat, uid))
    for card in state.zones[f"{seat}.{ctx.rules.hand_zone}"]:
        model = db.get(card.card)
        if isinstance(model, EventCard):
            for index, ability in enumerate(model.abilities):
                if ability.when == "play":
                    found += [UseAbility(seat, card.uid, index, t) for t in targets(effects, seat, ability)]
    return found


def check_attack(ctx: TableCtx, action: Attack) -> Words | None:
    effects = danno(ctx)
    state = effects.state
    if not on_field(state, action.attacker) or owner_of(state, action.attacker) != action.seat:
        return NOT_YOUR_CHARACTER
    if main_of(state, action.seat) != action.attacker:
        return NOT_MAIN
    if E.sealed(effects, action.attacker):
        return SEALED
    enemy = on_field(state, action.target) and owner_of(state, action.target) != action.seat
    return None if enemy else BAD_TARGET


def attack(ctx: TableCtx, action: Attack) -> None:
    """The main character attacks: the damage runs through the timeline (DA-L)."""
    effects = danno(ctx)
    amount = E.attack_value(effects, action.attacker)
    effects.events.append(EV.Attacked(seat=action.seat, attacker=action.attacker,
                                      card=placed(effects.state, action.attacker).card, target=action.target,
                                      target_card=placed(effects.state, action.target).card, amount=amount))
    E.damage(effects, action.seat, action.attacker, action.target, amount)
    E.run_queue(effects)


def check_transform(ctx: TableCtx, action: Transform) -> Words | None:
    state = danno(ctx).state
    if not on_field(state, action.uid) or owner_of(state, action.uid) != action.seat:
        return NOT_YOUR_CHARACTER
    return None if two_faced(ctx.cards, placed(state, action.uid).card) else ONE_FACED


def transform(ctx: TableCtx, action: Transform) -> None:
    E.transform(danno(ctx), action.uid)


def check_ability(ctx: TableCtx, action: UseAbility) -> Words | None:
    effects = danno(ctx)
    state = effects.state
    try:
        key, _ = find(state, action.uid)
    except KeyError:
        return NO_SUCH_ABILITY
    seat, zone = split_key(key)
    if seat != action.seat:
        return NOT_YOUR_CHARACTER
    card = placed(state, action.uid).card
    in_hand = zone == ctx.rules.hand_zone and isinstance(ctx.cards.get(card), EventCard)
    if not in_hand and not on_field(state, action.uid):
        return NO_SUCH_ABILITY
    face = face_data(ctx.cards, card, standing(state, action.uid).face if not in_hand else "a")
    if not 0 <= action.ability < len(face.abilities):
        return NO_SUCH_ABILITY
    ability = face.abilities[action.ability]
    if ability.when != ("play" if in_hand else "activate"):
        return NO_SUCH_ABILITY
    if not in_hand and E.sealed(effects, action.uid):
        return SEALED
    return None if action.target in targets(effects, action.seat, ability) else BAD_TARGET


def use_ability(ctx: TableCtx, action: UseAbility) -> None:
    """A character's ability, or an event card played from the hand to the graveyard; its ops are queued and run."""
    effects = danno(ctx)
    state = effects.state
    uid, card = action.uid, placed(state, action.uid).card
    face = "a"
    key, _ = find(state, uid)
    if split_key(key)[1] == ctx.rules.hand_zone:  # an event: played to the graveyard, then it works
        effects.events.append(move_card(ctx.rules, state, action.seat, uid, f"{action.seat}.graveyard"))
        uid = state.zones[f"{action.seat}.graveyard"][-1].uid
    else:
        face = standing(state, uid).face
    ability = face_data(ctx.cards, card, face).abilities[action.ability]
    target_card = placed(state, action.target).card if action.target else ""
    effects.events.append(EV.AbilityUsed(seat=action.seat, card=card, face=face, target=action.target,
                                         target_card=target_card, label=ability.label, label_en=ability.label_en))
    E.queue_ability(effects, action.seat, uid, card, face, action.ability, action.target)
    E.run_queue(effects)


# --- what the game changes at the table ---------------------------------------------------------
def move_by_hand(ctx: TableCtx, action: SA.MoveCard) -> None:
    """A hand move; DA-O1b: a card moved between the main and sub areas arrives on face A, as a swap does."""
    state = danno(ctx).state
    moved = on_field(state, action.uid)
    HAND_MOVES[SA.MoveCard].do(ctx, action)
    prune(state)
    if moved and on_field(state, action.uid):
        arrive_front(state, action.uid)


def turn_start(ctx: TableCtx) -> None:
    """DA-K2: at the start of a player's turn the ailments given on their last one end (named only to
    the seats that see the card: the flow runs after ``settle``, so these events are veiled here)."""
    before = len(ctx.events)
    E.expire_ailments(danno(ctx))
    ctx.events[before:] = veil(ctx.rules, ctx.state, ctx.events[before:])


def settle(ctx: TableCtx) -> None:
    """Every field card has a standing, no other card has one (DA-O1b); a face-down character is
    named only to the seats that see it (issue #21: ``veil``)."""
    prune(danno(ctx).state)
    ctx.events[:] = veil(ctx.rules, ctx.state, ctx.events)


DANNO_RULES = TableRules(
    own={Attack: Rule(check_attack, attack), Transform: Rule(check_transform, transform),
         UseAbility: Rule(check_ability, use_ability), ChooseOrder: Rule(lambda ctx, a: NOTHING_TO_ORDER, _never)},
    hand={SA.MoveCard: Rule(HAND_MOVES[SA.MoveCard].check, move_by_hand)},
    candidates=candidates, turn_start=turn_start, turn_start_rule="DA-K2", settle=settle, wait=ORDER,
)
