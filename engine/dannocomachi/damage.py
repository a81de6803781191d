"""Damage through the timeline (rules/dannocomachi-effects.md DA-L, DA-P, DA-R, DA-N).

The continuous effects on field characters become the timeline's modifiers, each waiting for
damage to its own character (``when`` the target is that character, checked against the effect
as rewritten so far: a redirected attack meets the new target's shield). When a seat's own
modifiers could change the outcome in different orders, the damage waits (``PendingDamage``) for
that seat to choose (DA-R2). The outcome is applied: the damage counter, spent shields (DA-R3),
used-up "next" effects (DA-R4).
"""

from __future__ import annotations

from collections.abc import Callable

from engine.core.kernel.events import Event
from engine.core.timeline.timeline import Effect, Modifier, Resolution, Step
from engine.dannocomachi import events as EV
from engine.dannocomachi.field import card_here, field_of, main_of, owner_of, standing, subs_of
from engine.dannocomachi.modifiers import Nullification, Reduction, Replacement, Use
from engine.dannocomachi.state import Continuous, DannoState, PendingDamage
from engine.dannocomachi.timeline import TIMELINE

Trigger = Callable[[str, str, int], None]  # (damaged uid, source uid, amount) -> queue triggers


def _modifier(state: DannoState, uid: str, effect: Continuous) -> Modifier | None:
    when = {"target": uid}
    use: Use = "once" if effect.next else "static"
    if effect.kind == "reduce":
        return Reduction(id=effect.id, owner=effect.owner, when=when, amount=effect.amount, use=use)
    if effect.kind == "shield":
        return Reduction(id=effect.id, owner=effect.owner, when=when, amount=effect.amount, use="consumable")
    if effect.kind == "nullify":
        return Nullification(id=effect.id, owner=effect.owner, when=when, use=use)
    if effect.kind == "replace_amount":
        return Replacement(id=effect.id, owner=effect.owner, when=when, part="amount", match=effect.match,
                           to=effect.amount, use=use)
    if effect.kind == "redirect":
        seat = owner_of(state, uid)
        onto = subs_of(state, seat) if effect.onto == "own_sub" else [main_of(state, seat)]
        others = [u for u in onto if u and u != uid]  # the first other character there
        if not others:
            return None  # nowhere to send it: the replacement has nothing to rewrite to
        return Replacement(id=effect.id, owner=effect.owner, when=when, part="target", match=uid, to=others[0],
                           use=use)
    return None  # attack changes are not timeline modifiers


def modifiers(state: DannoState) -> list[Modifier]:
    """Every field character's damage modifiers (each matches damage to its own character)."""
    found: list[Modifier] = []
    for seat in range(len(state.seat_names)):
        for uid in field_of(state, seat):
            for effect in standing(state, uid).effects:
                modifier = _modifier(state, uid, effect)
                if modifier is not None:
                    found.append(modifier)
    return found


def deal(state: DannoState, events: list[Event], pending: PendingDamage, on_damage: Trigger) -> None:
    """Resolve (or go on resolving) the damage in ``pending``; set ``state.pending`` if it must wait."""
    effect = Effect.damage(pending.target, pending.amount, source=pending.source)
    resolution = TIMELINE.resolve(effect, modifiers(state), turn_player=state.turn_player, orders=pending.orders)
    if resolution.pending is not None:
        asked = resolution.pending
        state.pending = PendingDamage(asked.seat, asked.stage, list(asked.modifiers), pending.target, pending.source,
                                      pending.amount, pending.user, pending.orders)
        events.append(EV.OrderAsked(seat=asked.seat, stage=asked.stage, modifiers=tuple(asked.modifiers),
                               target=pending.target, target_card=card_here(state, pending.target),
                               amount=pending.amount))
        return
    state.pending = None
    _apply(state, events, resolution, pending, on_damage)


def _apply(state: DannoState, events: list[Event], resolution: Resolution, pending: PendingDamage,
           on_damage: Trigger) -> None:
    outcome = resolution.outcome
    assert outcome is not None
    described = {effect.id: {"kind": effect.kind, "source": effect.source, "amount": effect.amount, "next": effect.next}
                 for held in state.standing.values() for effect in held.effects}
    target = str(outcome.parts["target"])
    dealt = outcome.amount
    if dealt:
        standing(state, target).damage += dealt
    for uid in list(state.standing):
        kept = []
        for effect in state.standing[uid].effects:
            if effect.id in outcome.used_up:
                continue
            if effect.id in outcome.left:
                effect.amount = outcome.left[effect.id]
                if effect.amount == 0:
                    continue  # a shield spent to nothing is gone
            kept.append(effect)
        state.standing[uid].effects = kept
    events.append(EV.DamageResolved(source=pending.source, target=pending.target, amount=pending.amount,
        final_target=target, dealt=dealt, nullified=outcome.nullified, source_card=card_here(state, pending.source),
        target_card=card_here(state, pending.target), final_card=card_here(state, target),
        cards={uid: card_here(state, uid) for seat in range(len(state.seat_names)) for uid in field_of(state, seat)},
        steps=tuple(_step(s) for s in resolution.steps), modifiers=described,
    ))
    if dealt:
        on_damage(target, pending.source, dealt)


def _step(step: Step) -> dict[str, object]:
    """A timeline step as plain data for the log and the screen."""
    return {
        "modifier": step.modifier, "stage": step.stage, "owner": step.owner, "status": step.status,
        "rule": step.rule, "amount_before": step.before.get("amount"), "amount_after": step.after.get("amount"),
        "target_before": step.before.get("target"), "target_after": step.after.get("target"),
        "nullified": step.nullified, "spent": step.spent, "left": step.left, "used_up": step.used_up,
    }
