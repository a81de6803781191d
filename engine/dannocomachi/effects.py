"""Carrying out card effects: the op vocabulary of schema.py, one op at a time from ``state.queue``.

An ability's ops are queued in order and resolved until the queue is empty or a damage effect
waits for a seat to order its reductions (DA-R2); ``ChooseOrder`` then goes on where it stopped.
Damage that a character receives queues its ``damaged`` abilities and the source's
``dealt_damage`` ones; a transform queued that way remembers the face it was triggered on and
does nothing once the card no longer shows it (DA-O1a).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.data.database import CardDatabase
from engine.core.kernel.events import Event
from engine.dannocomachi import events as EV
from engine.dannocomachi import schema as S
from engine.dannocomachi.cards import face_data, two_faced
from engine.dannocomachi.damage import deal
from engine.dannocomachi.field import (
    arrive_front,
    graveyard_of,
    main_of,
    on_field,
    owner_of,
    placed,
    prune,
    room_on_field,
    standing,
)
from engine.dannocomachi.state import Affliction, Continuous, DannoState, PendingDamage, Work
from engine.sandbox.moves import move_card
from engine.sandbox.state import find
from engine.sandbox.table_def import TableDef

WEAKEN = 10  # the attack an ailment "weaken" takes away (our sample ailment)
CONTINUOUS = {"reduce": S.Reduce, "shield": S.Shield, "redirect": S.Redirect, "replace_amount": S.ReplaceAmount,
              "nullify": S.Nullify, "attack": S.AttackChange}


@dataclass
class Ctx:
    db: CardDatabase
    table: TableDef
    state: DannoState
    events: list[Event] = field(default_factory=list)


def attack_value(ctx: Ctx, uid: str) -> int:
    """A character's attack now: its face's, changed by its continuous effects (DA-K1) and ailments."""
    held = standing(ctx.state, uid)
    base = face_data(ctx.db, placed(ctx.state, uid).card, held.face).attack
    change = sum(e.amount for e in held.effects if e.kind == "attack")
    weakened = sum(WEAKEN for a in held.ailments if a.name == "weaken")
    return max(0, base + change - weakened)


def sealed(ctx: Ctx, uid: str) -> bool:
    return any(a.name == "seal" for a in standing(ctx.state, uid).ailments)


def queue_ability(ctx: Ctx, seat: int, uid: str, card: str, face: str, ability: int, target: str,
                  faces: dict[str, str] | None = None) -> None:
    count = len(face_data(ctx.db, card, face).abilities[ability].effects)
    ctx.state.queue.extend(Work(seat, uid, card, face, ability, i, target, dict(faces or {})) for i in range(count))


def run_queue(ctx: Ctx) -> None:
    """Resolve queued ops in order until none is left or a damage waits for an order (DA-R2)."""
    state = ctx.state
    while state.queue and state.pending is None:
        work = state.queue.pop(0)
        op = face_data(ctx.db, work.card, work.face).abilities[work.ability].effects[work.index]
        _run(ctx, work, op)
        prune(state)


def go_on(ctx: Ctx, order: list[str]) -> None:
    """``ChooseOrder``: resolve the waiting damage with the chosen order, then the rest of the queue."""
    pending = ctx.state.pending
    assert pending is not None
    pending.orders.append(order)
    ctx.events.append(EV.OrderChosen(seat=pending.seat, stage=pending.stage, order=tuple(order)))
    deal(ctx.state, ctx.events, pending, lambda t, s, n: _on_damage(ctx, t, s))
    run_queue(ctx)


def damage(ctx: Ctx, user: int, source: str, target: str, amount: int) -> None:
    pending = PendingDamage(user, "", [], target, source, amount, user)
    deal(ctx.state, ctx.events, pending, lambda t, s, n: _on_damage(ctx, t, s))


def _on_damage(ctx: Ctx, target: str, source: str) -> None:
    """Queue the abilities that trigger on this damage (DA-O1a: triggered transforms keep their face)."""
    faces = {uid: standing(ctx.state, uid).face for uid in (target, source) if on_field(ctx.state, uid)}
    for uid, when in ((target, "damaged"), (source, "dealt_damage")):
        if uid not in faces:
            continue
        card = placed(ctx.state, uid).card
        for index, ability in enumerate(face_data(ctx.db, card, faces[uid]).abilities):
            if ability.when == when:
                queue_ability(ctx, owner_of(ctx.state, uid), uid, card, faces[uid], index,
                              target if when == "dealt_damage" else uid, faces)


def _whom(ctx: Ctx, work: Work, to: str) -> str | None:
    state = ctx.state
    if to == "self":
        found = work.uid
    elif to == "target":
        found = work.target
    elif to == "own_main":
        found = main_of(state, work.seat) or ""
    else:  # the enemy's main character (a two-seat table)
        found = (main_of(state, 1 - work.seat) or "") if len(state.seat_names) == 2 else ""
    return found if found and on_field(state, found) else None


def _run(ctx: Ctx, work: Work, op: object) -> None:
    state = ctx.state
    if isinstance(op, S.Swap):
        swap(ctx, work.seat, work.target)
        return
    if isinstance(op, S.Revive):
        revive(ctx, work.seat, work.target)
        return
    uid = _whom(ctx, work, getattr(op, "to", "target"))
    if uid is None:
        ctx.events.append(EV.NothingToTarget(card=work.card, op=type(op).__name__))
        return
    if isinstance(op, S.Damage):
        damage(ctx, work.seat, work.uid, uid, op.amount)
    elif isinstance(op, tuple(CONTINUOUS.values())):
        kind = next(k for k, model in CONTINUOUS.items() if isinstance(op, model))
        amount = op.becomes if isinstance(op, S.ReplaceAmount) else int(getattr(op, "amount", 0))
        effect = Continuous(state.effect_id(), kind, work.seat, work.card, amount=amount,
                            match=getattr(op, "match", 0), onto=getattr(op, "onto", ""), next=getattr(op, "next", False))
        standing(state, uid).effects.append(effect)
        ctx.events.append(EV.EffectAdded(target=uid, card=placed(state, uid).card, effect=kind,
                                   amount=effect.amount, next=effect.next, source=work.card))
    elif isinstance(op, S.Ailment):
        standing(state, uid).ailments.append(Affliction(state.effect_id(), op.name, state.turn, state.turn_player))
        ctx.events.append(EV.AilmentGiven(target=uid, card=placed(state, uid).card, name=op.name,
                                   until=state.turn_player))
    elif isinstance(op, S.Cure):
        held = standing(state, uid)
        names = [a.name for a in held.ailments]
        held.ailments = []  # each ailment whole (DA-K2)
        ctx.events.append(EV.Cured(target=uid, card=placed(state, uid).card, names=tuple(names)))
    elif isinstance(op, S.Dispel):
        held = standing(state, uid)
        ended = [e.kind for e in held.effects]
        held.effects = []  # ailments stay: only a cure ends them (DA-K2)
        ctx.events.append(EV.Dispelled(target=uid, card=placed(state, uid).card, kinds=tuple(ended),
                                   ailments_kept=tuple(a.name for a in held.ailments)))
    elif isinstance(op, S.Transform):
        transform(ctx, uid, work.faces.get(uid, ""))


def transform(ctx: Ctx, uid: str, trigger_face: str = "") -> None:
    """DA-O1: flip to the other face — unless triggered on a face the card no longer shows (DA-O1a)."""
    held = standing(ctx.state, uid)
    card = placed(ctx.state, uid).card
    if not two_faced(ctx.db, card):
        ctx.events.append(EV.TransformFizzled(target=uid, card=card, rule="DA-O1", face=held.face))
        return
    if trigger_face and trigger_face != held.face:
        ctx.events.append(EV.TransformFizzled(target=uid, card=card, rule="DA-O1a", face=held.face))
        return
    held.face = "b" if held.face == "a" else "a"
    ctx.events.append(EV.Transformed(target=uid, card=card, face=held.face))


def swap(ctx: Ctx, seat: int, sub: str) -> None:
    """DA-O2: the main character and ``sub`` change places; both arrive on their new area face A
    (DA-O1b: a card that moves to another area shows its front; their damage and effects stay)."""
    state = ctx.state
    main_key, sub_key = f"{seat}.main", f"{seat}.sub"
    main_cards = state.zones[main_key]
    index = next(i for i, p in enumerate(state.zones[sub_key]) if p.uid == sub)
    incoming = state.zones[sub_key].pop(index)
    outgoing = main_cards.pop() if main_cards else None
    main_cards.append(incoming)
    if outgoing is not None:
        state.zones[sub_key].insert(index, outgoing)
    for uid in (incoming.uid, outgoing.uid if outgoing else None):
        if uid is not None:
            arrive_front(state, uid)
    ctx.events.append(EV.Swapped(seat=seat, main=incoming.uid, sub=outgoing.uid if outgoing else None,
                               main_card=incoming.card, sub_card=outgoing.card if outgoing else None))


def revive(ctx: Ctx, seat: int, uid: str) -> None:
    """DA-O3: a character from the graveyard onto the field: the main area if empty, else a sub
    while the sub area is under its limit (a full field: nothing happens)."""
    state = ctx.state
    to = room_on_field(state, seat, sub_limit(ctx.table))
    card = placed(state, uid).card
    if to is None:
        ctx.events.append(EV.NothingToTarget(card=card, op="Revive"))
        return
    ctx.events.append(move_card(ctx.table, state, seat, uid, to))
    ctx.events.append(EV.Revived(seat=seat, card=card, to=to))


def expire_ailments(ctx: Ctx) -> None:
    """DA-K2 (ruling): at the start of a player's turn, the ailments given on their previous turn end."""
    state = ctx.state
    for uid, held in state.standing.items():
        ending = [a for a in held.ailments if a.given_by == state.turn_player and a.given_turn < state.turn]
        if ending:
            held.ailments = [a for a in held.ailments if a not in ending]
            ctx.events.append(EV.AilmentEnded(target=uid, card=placed(state, uid).card,
                                       names=tuple(a.name for a in ending), rule="DA-K2"))


def sub_limit(table: TableDef) -> int | None:
    """How many characters a sub area holds (``limit`` of the table's "sub" zone)."""
    return table.zone("sub").limit


def graveyard_characters(ctx: Ctx, seat: int) -> list[str]:
    from engine.dannocomachi.cards import is_character

    return [p.uid for p in graveyard_of(ctx.state, seat) if is_character(ctx.db, p.card)]


def card_of(state: DannoState, uid: str) -> str:
    key, index = find(state, uid)
    return state.zones[key][index].card
