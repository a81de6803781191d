"""Which attacks a seat can declare at the FERTCG table, and what each costs (rules/fertcg-chip-cost.md).

A declaration names cards lying on the table: the attacking unit from the seat's units, a
weapon from its weapons or none (A, FE-F1), supports from its surprises whose chip text speaks
to its own attack (B and C, FE-B1..B3, FE-C1..C3) and which the unit may be the target of
(``requires_skill``), and how often optional texts such as 【鋭刃】 are used. The enemy's cards
lying face up in play whose texts change "the enemy's" attack count apply by themselves (they
were played; FE-B2 decides whether they change B). ``refusal`` is the one check: the
candidates are built in its canonical order and it also refuses an attack the pool cannot pay.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations, product

from engine.core.data import CardDatabase, CardModel
from engine.core.i18n.catalog import Msg, Words, msg
from engine.fertcg.actions import DeclareAttack
from engine.fertcg.cards import Attack, attack_cost
from engine.fertcg.cost_model import ChipCost
from engine.fertcg.schema import (
    CHIPS,
    IN_PLAY,
    SURPRISES,
    UNITS,
    WEAPONS,
    AdjustChips,
    AttackCount,
    FixedChips,
    NoChips,
    Surprise,
    Unit,
    Weapon,
)
from engine.sandbox.state import Placed, SandboxState

NOT_YOUR_UNIT = msg("fertcg.refusal.not_your_unit")
NOT_YOUR_WEAPON = msg("fertcg.refusal.not_your_weapon")
NOT_A_SUPPORT = msg("fertcg.refusal.not_a_support")
NOT_CANONICAL = msg("fertcg.refusal.not_canonical")
BAD_USES = msg("fertcg.refusal.bad_uses")


def needs_skill(skill: str) -> Msg:
    return msg("fertcg.refusal.needs_skill", skill=skill)


def short_of_chips(cost: int, pool: int) -> Msg:
    return msg("fertcg.refusal.short_of_chips", count=cost, pool=pool)


def _ops(card: CardModel) -> list[object]:
    return list(getattr(card, "chip", []))


def speaks_to_own_attack(card: CardModel) -> bool:
    """The card's chip text changes the attack it supports (its B or its C)."""
    return any(isinstance(op, FixedChips | NoChips | AdjustChips) or (isinstance(op, AttackCount) and op.side == "own")
               for op in _ops(card))


def speaks_to_enemy_attack(card: CardModel) -> bool:
    return any(isinstance(op, AttackCount) and op.side == "enemy" for op in _ops(card))


def optional_limit(card: CardModel) -> int:
    """How often an optional text of ``card`` may be used in one attack (0: it has none)."""
    limits = [op.uses or 1 for op in _ops(card) if isinstance(op, AdjustChips) and op.optional]
    return max(limits, default=0)


def zone(state: SandboxState, seat: int, zone_id: str) -> list[Placed]:
    return state.zones[f"{seat}.{zone_id}"]


def enemy_cards(db: CardDatabase, state: SandboxState, seat: int) -> list[Placed]:
    """The other seats' face-up cards in play whose text changes the enemy's attack count."""
    return [p for other in range(len(state.seat_names)) if other != seat for z in IN_PLAY
            for p in zone(state, other, z) if p.face_up and speaks_to_enemy_attack(db.get(p.card))]


def _skill_refusal(db: CardDatabase, unit: CardModel, support: CardModel) -> Words | None:
    assert isinstance(support, Surprise) and isinstance(unit, Unit)
    skill = support.requires_skill
    return needs_skill(skill) if skill and skill not in {s.name for s in unit.skills} else None


def supports_for(db: CardDatabase, state: SandboxState, seat: int, unit: Placed) -> list[Placed]:
    """The seat's surprises that may support an attack by ``unit``, in table order."""
    return [p for p in zone(state, seat, SURPRISES) if isinstance(db.get(p.card), Surprise)
            and speaks_to_own_attack(db.get(p.card)) and _skill_refusal(db, db.get(unit.card), db.get(p.card)) is None]


def candidates(db: CardDatabase, state: SandboxState, seat: int) -> Iterator[DeclareAttack]:
    """Every declaration ``seat`` could make from the cards on the table (``refusal`` judges each)."""
    weapons: list[Placed | None] = [None, *(p for p in zone(state, seat, WEAPONS) if isinstance(db.get(p.card), Weapon))]
    for unit in (p for p in zone(state, seat, UNITS) if isinstance(db.get(p.card), Unit)):
        pool = supports_for(db, state, seat, unit)
        for weapon in weapons:
            for size in range(len(pool) + 1):
                for chosen in combinations(pool, size):
                    used = [unit, *([weapon] if weapon else []), *chosen]
                    optional = [(p.uid, optional_limit(db.get(p.card))) for p in used]
                    optional = [(uid, limit) for uid, limit in optional if limit]
                    for times in product(*(range(limit + 1) for _, limit in optional)):
                        uses = tuple((uid, t) for (uid, _), t in zip(optional, times, strict=True) if t)
                        yield DeclareAttack(seat, unit.uid, weapon.uid if weapon else None,
                                            tuple(p.uid for p in chosen), uses)


def _at(cards: list[Placed], uid: str | None) -> Placed | None:
    return next((p for p in cards if p.uid == uid), None)


def shape_refusal(db: CardDatabase, state: SandboxState, action: DeclareAttack) -> Words | None:
    """Why the cards named by ``action`` do not make a declaration (None: they do); chips aside."""
    seat = action.seat
    unit = _at(zone(state, seat, UNITS), action.unit)
    if unit is None or not isinstance(db.get(unit.card), Unit):
        return NOT_YOUR_UNIT
    if action.weapon is not None:
        weapon = _at(zone(state, seat, WEAPONS), action.weapon)
        if weapon is None or not isinstance(db.get(weapon.card), Weapon):
            return NOT_YOUR_WEAPON
    surprises = zone(state, seat, SURPRISES)
    for uid in action.supports:
        support = _at(surprises, uid)
        if support is None or not isinstance(db.get(support.card), Surprise) or not speaks_to_own_attack(db.get(support.card)):
            return NOT_A_SUPPORT
        why = _skill_refusal(db, db.get(unit.card), db.get(support.card))
        if why is not None:
            return why
    order = [p.uid for p in surprises if p.uid in action.supports]
    if order != list(action.supports):
        return NOT_CANONICAL
    used = [action.unit, *([action.weapon] if action.weapon else []), *action.supports]
    uids = [uid for uid, _ in action.optional_uses]
    if uids != [uid for uid in used if uid in uids]:
        return NOT_CANONICAL
    placed = {p.uid: p for z in IN_PLAY for p in zone(state, seat, z)}
    for uid, times in action.optional_uses:
        if not isinstance(times, int) or not 1 <= times <= optional_limit(db.get(placed[uid].card)):
            return BAD_USES
    if len({placed[uid].card for uid in uids}) != len(uids):
        return BAD_USES  # the formula counts uses per card text: two copies cannot both be used
    return None


def attack_of(db: CardDatabase, state: SandboxState, action: DeclareAttack) -> Attack:
    """The declaration as card ids for the formula (``shape_refusal`` must have passed)."""
    placed = {p.uid: p.card for z in IN_PLAY for p in zone(state, action.seat, z)}
    return Attack(
        unit=placed[action.unit],
        weapon=placed[action.weapon] if action.weapon else None,
        supports=tuple(placed[uid] for uid in action.supports),
        enemy_cards=tuple(p.card for p in enemy_cards(db, state, action.seat)),
        optional_uses=tuple((placed[uid], times) for uid, times in action.optional_uses),
    )


def cost_of(db: CardDatabase, state: SandboxState, action: DeclareAttack, lang: str = "ja") -> ChipCost:
    return attack_cost(db, attack_of(db, state, action), lang)


def pool(state: SandboxState, seat: int) -> int:
    return state.counters[f"{seat}.{CHIPS}"]


def refusal(db: CardDatabase, state: SandboxState, action: DeclareAttack) -> Words | None:
    """Why ``action`` cannot be declared now (None: it can). The seat in control is checked by the table."""
    why = shape_refusal(db, state, action)
    if why is not None:
        return why
    cost, chips = cost_of(db, state, action).total, pool(state, action.seat)
    return short_of_chips(cost, chips) if cost > chips else None
