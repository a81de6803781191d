"""Skills (MS-K1) and the attribute judgement (MS-A1) of one round field.

A card's skill becomes markers on the round fields it affects as soon as it is face up
(pre-round cards when played, round cards at the reveal; MS-G2). At a round's skill step the
markers on it fire in a fixed order — by the round they came from (pre-round first), then flag
order (ruling) — and only for seats still in the game.
"""

from __future__ import annotations

from functools import cache

import msgspec

from engine.core.kernel.handlers import Handlers
from engine.mysaga import events as E
from engine.mysaga import schema as S
from engine.mysaga.context import Ctx
from engine.mysaga.state import Marker, Play, order_from


def target_rounds(when: str, played_in: int) -> list[int]:
    """The counting rounds a skill played in ``played_in`` affects (the pre-round counts as 0)."""
    this = max(played_in, 1)
    if when == "this":
        return [this]
    if when == "next":
        return [this + 1] if this < 2 else []
    return [r for r in (1, 2) if r >= this]


@cache
def _rounds(when: str, played_in: int) -> tuple[int, ...]:
    """``target_rounds``, kept (a skill's markers are placed whenever its card turns up)."""
    return tuple(target_rounds(when, played_in))


def place_markers(ctx: Ctx, play: Play, played_in: int) -> None:
    """Put the face-up card's skill on the round fields it affects (MS-G2)."""
    card = ctx.cards.cards[play.card]
    if not card.skill:
        return
    markers, emit = ctx.state.markers, ctx.emit
    for target in _rounds(card.when, played_in):
        markers.append(Marker(play.seat, played_in, play.slot, play.card, target))
        emit(E.SkillMarked(play.seat, play.card, played_in, target))


def fire_round(ctx: Ctx, round_: int, cards: list[Play]) -> None:
    """MS-K1: the markers on ``round_`` in order, then MS-A1 (unless a skill cancelled it). ``cards``
    are the round's open cards: the face-up cards of the seats still in, in flag order (fixed while
    the round fires: no skill turns a card or lets a seat escape)."""
    state = ctx.state
    markers = []
    for marker in state.markers:
        if marker.target_round == round_:
            markers.append(marker)
    if len(markers) > 1:
        order = order_from(len(state.seats), state.flag).index
        keys = [(m.source_round, order(m.seat)) for m in markers]
        if keys != sorted(keys):  # placed as their cards turned up, they are in firing order already
            markers.sort(key=lambda m: (m.source_round, order(m.seat)))
    seats, card = state.seats, ctx.cards.card
    for marker in markers:
        if seats[marker.seat].escaped:
            continue
        HANDLERS.run(ctx, card(marker.card).skill, Skill(marker, round_, cards))
    judge(ctx, round_, cards)


def _targets(skill: Skill, target: str) -> list[Play]:
    """The open cards a skill works on: its own seat's, the others', or all."""
    if target == "self":
        mine = True
    elif target == "opponents":
        mine = False
    else:
        return skill.cards
    seat, found = skill.marker.seat, []
    for play in skill.cards:
        if (play.seat == seat) is mine:
            found.append(play)
    return found


class Skill(msgspec.Struct):
    """Whose skill runs (its marker), the round field it works on and that field's open cards
    (``fire_round``'s ``cards``, in flag order)."""

    marker: Marker
    round: int
    cards: list[Play]


HANDLERS = Handlers[Ctx, Skill]()  # per effect class (schema.py), its interpreter


@HANDLERS.on(S.AddNumber, S.SetNumber)
def _number(ctx: Ctx, effect: S.AddNumber | S.SetNumber, skill: Skill) -> None:
    for play in _targets(skill, effect.target):
        before = play.number
        play.number = max(0, play.number + effect.value) if isinstance(effect, S.AddNumber) else effect.value
        play.skill_delta += play.number - before
        ctx.emit(E.NumberChanged(play.seat, skill.round, skill.marker.card, before, play.number))


@HANDLERS.on(S.ChangeAttribute)
def _attribute(ctx: Ctx, effect: S.ChangeAttribute, skill: Skill) -> None:
    for play in _targets(skill, effect.target):
        if play.attribute == effect.to:
            continue
        ctx.emit(E.AttributeChanged(play.seat, skill.round, skill.marker.card, play.attribute, effect.to))
        play.attribute = effect.to


@HANDLERS.on(S.KpTax, S.KpDrain)
def _kp(ctx: Ctx, effect: S.KpTax | S.KpDrain, skill: Skill) -> None:
    state, marker = ctx.state, skill.marker
    source = state.seats[marker.seat].deck[marker.slot]
    for play in _targets(skill, "opponents"):
        card = state.seats[play.seat].deck[play.slot]
        amount = min(effect.value, card.kp)
        card.kp -= amount
        if isinstance(effect, S.KpTax):
            play.charged += amount
            state.pool += amount
            ctx.emit(E.KpTax(play.seat, skill.round, marker.card, marker.seat, amount))
        else:
            source.kp += amount
            ctx.emit(E.KpDrain(play.seat, skill.round, marker.card, marker.seat, amount))


@HANDLERS.on(S.NoJudgement)
def _no_judgement(ctx: Ctx, effect: S.NoJudgement, skill: Skill) -> None:
    ctx.state.no_judgement[skill.round] = True
    ctx.emit(E.NoJudgement(skill.round, skill.marker.card))


@HANDLERS.on(S.IfAttribute)
def _if_attribute(ctx: Ctx, effect: S.IfAttribute, skill: Skill) -> None:
    holds = any(p.attribute == effect.attribute for p in _targets(skill, "self"))
    HANDLERS.run(ctx, effect.then if holds else effect.otherwise, skill)


@HANDLERS.on(S.IfOpponentAttribute)
def _if_opponent_attribute(ctx: Ctx, effect: S.IfOpponentAttribute, skill: Skill) -> None:
    holds = any(p.attribute == effect.attribute for p in _targets(skill, "opponents"))
    HANDLERS.run(ctx, effect.then if holds else effect.otherwise, skill)


@HANDLERS.on(S.IfPoolAtLeast)
def _if_pool(ctx: Ctx, effect: S.IfPoolAtLeast, skill: Skill) -> None:
    holds = ctx.state.pool >= effect.value
    HANDLERS.run(ctx, effect.then if holds else effect.otherwise, skill)


def judge(ctx: Ctx, round_: int, cards: list[Play]) -> None:
    """MS-A1: each open card (``cards``, as ``fire_round`` has them) gains the bonus of every other open card
    its attribute beats."""
    if ctx.state.no_judgement[round_]:
        return
    bonus = ctx.cards.bonus
    gains = []
    for play in cards:
        gain = 0
        for other in cards:
            if other is not play:
                gain += bonus(play.attribute, other.attribute)
        gains.append(gain)
    for play, gain in zip(cards, gains, strict=True):
        if gain:
            play.bonus += gain
            play.number += gain
            ctx.emit(E.AttributeBonus(play.seat, round_, gain, play.number))
