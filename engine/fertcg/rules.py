"""FERTCG's rules at the sandbox table (``sandbox.kernel.TableRules``): a declared attack or
counter costs max(0, (A × B) ± C) chips (FE-F1, FE-F2, FE-B1..B3, FE-C1..C3), taken from the
declaring seat's pool and refused, state untouched, when the pool is short. A counter is the same
declaration made by a seat that holds the table in another seat's turn."""

from __future__ import annotations

from engine.core.i18n.catalog import Words
from engine.core.kernel.dispatch import Rule
from engine.core.kernel.game import Action
from engine.fertcg import declare
from engine.fertcg.actions import DeclareAttack
from engine.fertcg.events import AttackDeclared
from engine.fertcg.schema import CHIPS
from engine.fertcg.view import Declarable
from engine.sandbox import actions as SA
from engine.sandbox.context import TableCtx
from engine.sandbox.kernel import TableRules
from engine.sandbox.moves import resolve
from engine.sandbox.state import SandboxState, find
from engine.sandbox.steps import TableStep

LANGS = ("ja", "en")


def candidates(ctx: TableCtx) -> list[Action]:
    """Every declaration the seat in control could try (the check keeps the legal ones)."""
    return list(declare.candidates(ctx.cards, ctx.state, ctx.state.active))


def check_declaration(ctx: TableCtx, action: DeclareAttack) -> Words | None:
    return declare.refusal(ctx.cards, ctx.state, action)


def declare_attack(ctx: TableCtx, action: DeclareAttack) -> None:
    """FE-F1/F2: the cards used are shown, the cost leaves the declaring seat's pool."""
    state, seat = ctx.state, action.seat
    attack = declare.attack_of(ctx.cards, state, action)
    costs = {lang: declare.cost_of(ctx.cards, state, action, lang) for lang in LANGS}
    total = costs["ja"].total
    for uid in (action.unit, *([action.weapon] if action.weapon else []), *action.supports):
        key, index = find(state, uid)
        if not state.zones[key][index].face_up:  # a card used in the open is shown to everyone
            for event in resolve(ctx.rules, state, SA.Flip(seat, uid)):
                ctx.emit(event)
    key = f"{seat}.{CHIPS}"
    before = state.counters[key]
    state.counters[key] = before - total
    ctx.emit(AttackDeclared(
        seat=seat, counter=seat != state.turn_player, unit=attack.unit, weapon=attack.weapon,
        supports=tuple(attack.supports), enemy_cards=tuple(attack.enemy_cards), uses=tuple(attack.optional_uses),
        total=total, before=before, after=state.counters[key], costs=costs,
    ))


def declarations(ctx: TableCtx) -> tuple[Declarable, ...]:
    """Every declaration the seat in control could make, with its cost and why it is refused (if so)."""
    db, state = ctx.cards, ctx.state
    seat = state.active
    enemy = tuple(p.uid for p in declare.enemy_cards(db, state, seat))
    found: list[Declarable] = []
    for action in declare.candidates(db, state, seat):
        if declare.shape_refusal(db, state, action) is not None:
            continue
        costs = {lang: declare.cost_of(db, state, action, lang) for lang in LANGS}
        found.append(Declarable(action, costs, enemy, declare.pool(state, seat), declare.refusal(db, state, action)))
    return tuple(found)


def offers_declarations(state: SandboxState, seat: int | None) -> bool:
    """Only the seat in control sees the declarations it could make (nobody once the game is over)."""
    return seat == state.active and state.step != TableStep.OVER


FERTCG_RULES = TableRules(own={DeclareAttack: Rule(check_declaration, declare_attack)}, candidates=candidates)
