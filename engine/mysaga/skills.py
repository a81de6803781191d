"""Skills (MS-K1) and the attribute judgement (MS-A1) of one round field.

A card's skill becomes markers on the round fields it affects as soon as it is face up
(pre-round cards when played, round cards at the reveal; MS-G2). At a round's skill step the
markers on it fire in a fixed order — by the round they came from (pre-round first), then flag
order (ruling) — and only for seats still in the game.
"""

from __future__ import annotations

from typing import Any

from engine.mysaga import events as E
from engine.mysaga.context import Ctx
from engine.mysaga.state import Marker, Play


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
    order = {seat: i for i, seat in enumerate(state.flag_order())}
    markers = sorted((m for m in state.markers if m.target_round == round_),
                     key=lambda m: (m.source_round, order[m.seat]))
    for marker in markers:
        if state.seats[marker.seat].escaped:
            continue
        _run(ctx, marker, ctx.cards.card(marker.card).skill, round_)
    judge(ctx, round_)


def open_cards(ctx: Ctx, round_: int) -> list[Play]:
    return [p for s in ctx.state.active() if (p := ctx.state.fields[round_][s]) is not None and p.face_up]


def _targets(ctx: Ctx, seat: int, round_: int, target: str) -> list[Play]:
    cards = open_cards(ctx, round_)
    if target == "self":
        return [p for p in cards if p.seat == seat]
    if target == "opponents":
        return [p for p in cards if p.seat != seat]
    return cards


def _run(ctx: Ctx, marker: Marker, effects: list[Any], round_: int) -> None:
    state = ctx.state
    seat = marker.seat
    for effect in effects:
        op = effect.op
        if op == "number" or op == "set_number":
            for play in _targets(ctx, seat, round_, effect.target):
                before = play.number
                play.number = max(0, play.number + effect.value) if op == "number" else effect.value
                play.skill_delta += play.number - before
                ctx.emit(E.NumberChanged(play.seat, round_, marker.card, before, play.number))
        elif op == "attribute":
            for play in _targets(ctx, seat, round_, effect.target):
                if play.attribute == effect.to:
                    continue
                ctx.emit(E.AttributeChanged(play.seat, round_, marker.card, play.attribute, effect.to))
                play.attribute = effect.to
        elif op in ("kp_tax", "kp_drain"):
            source = state.seats[seat].deck[marker.slot]
            for play in _targets(ctx, seat, round_, "opponents"):
                card = state.seats[play.seat].deck[play.slot]
                amount = min(effect.value, card.kp)
                card.kp -= amount
                if op == "kp_tax":
                    play.charged += amount
                    state.pool += amount
                else:
                    source.kp += amount
                moved = E.KpTax if op == "kp_tax" else E.KpDrain
                ctx.emit(moved(play.seat, round_, marker.card, seat, amount))
        elif op == "no_judgement":
            state.no_judgement[round_] = True
            ctx.emit(E.NoJudgement(round_, marker.card))
        else:
            _run(ctx, marker, effect.then if _holds(ctx, seat, round_, effect) else effect.otherwise, round_)


def _holds(ctx: Ctx, seat: int, round_: int, effect: Any) -> bool:
    if effect.op == "if_attribute":
        return any(p.attribute == effect.attribute for p in _targets(ctx, seat, round_, "self"))
    if effect.op == "if_opponent_attribute":
        return any(p.attribute == effect.attribute for p in _targets(ctx, seat, round_, "opponents"))
    if effect.op == "if_pool_at_least":
        return ctx.state.pool >= effect.value
    raise ValueError(f"unknown condition {effect.op!r}")


def judge(ctx: Ctx, round_: int) -> None:
    """MS-A1: each open card gains the bonus of every other open card its attribute beats."""
    if ctx.state.no_judgement[round_]:
        return
    cards = open_cards(ctx, round_)
    gains = [sum(ctx.cards.bonus(p.attribute, o.attribute) for o in cards if o is not p) for p in cards]
    for play, gain in zip(cards, gains, strict=True):
        if gain:
            play.bonus += gain
            play.number += gain
            ctx.emit(E.AttributeBonus(play.seat, round_, gain, play.number))
