"""Skills (MS-K1) and the attribute judgement (MS-A1) of one round field.

A card's skill becomes markers on the round fields it affects as soon as it is face up
(pre-round cards when played, round cards at the reveal; MS-G2). At a round's skill step the
markers on it fire in a fixed order — by the round they came from (pre-round first), then flag
order (ruling) — and only for seats still in the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

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


def place_markers(ctx: Ctx, play: Play, played_in: int) -> None:
    """Put the face-up card's skill on the round fields it affects (MS-G2)."""
    card = ctx.cards.card(play.card)
    if not card.skill:
        return
    for target in target_rounds(card.when, played_in):
        ctx.state.markers.append(Marker(play.seat, played_in, play.slot, play.card, target))
        ctx.emit(E.SkillMarked(play.seat, play.card, played_in, target))


def fire_round(ctx: Ctx, round_: int) -> None:
    """MS-K1: the markers on ``round_`` in order, then MS-A1 (unless a skill cancelled it)."""
    state = ctx.state
    markers = [m for m in state.markers if m.target_round == round_]
    if len(markers) > 1:
        order = {seat: i for i, seat in enumerate(order_from(state.n, state.flag))}
        markers.sort(key=lambda m: (m.source_round, order[m.seat]))
    for marker in markers:
        if state.seats[marker.seat].escaped:
            continue
        _run(ctx, marker, ctx.cards.card(marker.card).skill, round_)
    judge(ctx, round_)


def open_cards(ctx: Ctx, round_: int) -> list[Play]:
    """The face-up cards on ``round_``'s field of the seats still in, in flag order."""
    row = ctx.state.fields[round_]
    return [p for s in ctx.state.active() if (p := row[s]) is not None and p.face_up]


def _targets(ctx: Ctx, seat: int, round_: int, target: str) -> list[Play]:
    cards = open_cards(ctx, round_)
    if target == "self":
        return [p for p in cards if p.seat == seat]
    if target == "opponents":
        return [p for p in cards if p.seat != seat]
    return cards


@dataclass(frozen=True)
class Skill:
    """Whose skill runs (its marker) and the round field it works on."""

    marker: Marker
    round: int


HANDLERS = Handlers[Ctx, Skill]()  # per effect class (schema.py), its interpreter


def _run(ctx: Ctx, marker: Marker, effects: Sequence[S.Effect], round_: int) -> None:
    HANDLERS.run(ctx, effects, Skill(marker, round_))


@HANDLERS.on(S.AddNumber, S.SetNumber)
def _number(ctx: Ctx, effect: S.AddNumber | S.SetNumber, skill: Skill) -> None:
    for play in _targets(ctx, skill.marker.seat, skill.round, effect.target):
        before = play.number
        play.number = max(0, play.number + effect.value) if isinstance(effect, S.AddNumber) else effect.value
        play.skill_delta += play.number - before
        ctx.emit(E.NumberChanged(play.seat, skill.round, skill.marker.card, before, play.number))


@HANDLERS.on(S.ChangeAttribute)
def _attribute(ctx: Ctx, effect: S.ChangeAttribute, skill: Skill) -> None:
    for play in _targets(ctx, skill.marker.seat, skill.round, effect.target):
        if play.attribute == effect.to:
            continue
        ctx.emit(E.AttributeChanged(play.seat, skill.round, skill.marker.card, play.attribute, effect.to))
        play.attribute = effect.to


@HANDLERS.on(S.KpTax, S.KpDrain)
def _kp(ctx: Ctx, effect: S.KpTax | S.KpDrain, skill: Skill) -> None:
    state, marker = ctx.state, skill.marker
    source = state.seats[marker.seat].deck[marker.slot]
    for play in _targets(ctx, marker.seat, skill.round, "opponents"):
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
    holds = any(p.attribute == effect.attribute for p in _targets(ctx, skill.marker.seat, skill.round, "self"))
    _run(ctx, skill.marker, effect.then if holds else effect.otherwise, skill.round)


@HANDLERS.on(S.IfOpponentAttribute)
def _if_opponent_attribute(ctx: Ctx, effect: S.IfOpponentAttribute, skill: Skill) -> None:
    holds = any(p.attribute == effect.attribute for p in _targets(ctx, skill.marker.seat, skill.round, "opponents"))
    _run(ctx, skill.marker, effect.then if holds else effect.otherwise, skill.round)


@HANDLERS.on(S.IfPoolAtLeast)
def _if_pool(ctx: Ctx, effect: S.IfPoolAtLeast, skill: Skill) -> None:
    holds = ctx.state.pool >= effect.value
    _run(ctx, skill.marker, effect.then if holds else effect.otherwise, skill.round)


def judge(ctx: Ctx, round_: int) -> None:
    """MS-A1: each open card gains the bonus of every other open card its attribute beats."""
    if ctx.state.no_judgement[round_]:
        return
    cards = open_cards(ctx, round_)
    bonus = ctx.cards.bonus
    gains = [sum([bonus(p.attribute, o.attribute) for o in cards if o is not p]) for p in cards]
    for play, gain in zip(cards, gains, strict=True):
        if gain:
            play.bonus += gain
            play.number += gain
            ctx.emit(E.AttributeBonus(play.seat, round_, gain, play.number))
