"""From FERTCG card data (engine.fertcg.schema) to the chip-cost formula's inputs.

A card's ``chip`` ops become ``CountChange``s (FE-B1..B3: ``unit_card`` when the card is a
unit) and ``CostEffect``s (FE-C1..C3); ``spend_chips`` is not part of an attack's cost.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core.data import CardDatabase, CardModel
from engine.fertcg.chip_cost import chip_cost
from engine.fertcg.cost_model import (
    AdjustCost,
    ChipCost,
    CostEffect,
    CountChange,
    FixedCost,
    NoCost,
)
from engine.fertcg.schema import AdjustChips, AttackCount, FixedChips, NoChips, Unit, Weapon


@dataclass(frozen=True)
class Attack:
    """The cards of one attack: who attacks, with what (None: bare-handed), and what else is in play."""

    unit: str
    weapon: str | None = None
    supports: tuple[str, ...] = ()  # surprises (or other cards) whose chip text applies to this attack
    enemy_cards: tuple[str, ...] = ()  # the enemy's cards whose ``side = "enemy"`` texts apply
    optional_uses: tuple[tuple[str, int], ...] = ()  # (card id, times) for optional effects used


def attack_cost(db: CardDatabase, attack: Attack, lang: str = "ja") -> ChipCost:
    """The chips ``attack`` spends, with its breakdown (sources named in ``lang``)."""
    return chip_cost(base_attack(db, attack), count_changes(db, attack, lang), cost_effects(db, attack, lang))


def base_attack(db: CardDatabase, attack: Attack) -> int:
    """A: the weapon's attack, else the unit's (FE-F1)."""
    card = db.get(attack.weapon) if attack.weapon else db.get(attack.unit)
    if not isinstance(card, Weapon | Unit):
        raise ValueError(f"{card.id} is neither a weapon nor a unit")
    return card.attack


def count_changes(db: CardDatabase, attack: Attack, lang: str = "ja") -> list[CountChange]:
    """B's changes in play order: the unit's, the weapon's, the supports', then the enemy's."""
    own = [attack.unit, *([attack.weapon] if attack.weapon else []), *attack.supports]
    changes = [_count_change(db, cid, op, lang) for cid in own for op in _ops(db, cid, AttackCount)
               if op.side == "own"]
    return changes + [_count_change(db, cid, op, lang) for cid in attack.enemy_cards
                      for op in _ops(db, cid, AttackCount) if op.side == "enemy"]


def cost_effects(db: CardDatabase, attack: Attack, lang: str = "ja") -> list[CostEffect]:
    """C: every fixed / none / ± effect of the attack's own cards (optional ones as many times as used)."""
    uses = dict(attack.optional_uses)
    effects: list[CostEffect] = []
    for cid in [attack.unit, *([attack.weapon] if attack.weapon else []), *attack.supports]:
        card = db.get(cid)
        source = card.display_name(lang)
        for op in _chip(card):
            if isinstance(op, FixedChips):
                effects.append(FixedCost(op.value, source=source))
            elif isinstance(op, NoChips):
                effects.append(NoCost(source=source))
            elif isinstance(op, AdjustChips):
                times = uses.get(cid, 0) if op.optional else 1
                if op.uses is not None and times > op.uses:
                    raise ValueError(f"{cid}: {source} may be used at most {op.uses} times, not {times}")
                effects.extend([AdjustCost(op.value, source=source)] * times)
    return effects


def _chip(card: CardModel) -> list[Any]:
    return list(getattr(card, "chip", []))


def _ops(db: CardDatabase, card_id: str, kind: type[AttackCount]) -> list[AttackCount]:
    return [op for op in _chip(db.get(card_id)) if isinstance(op, kind)]


def _count_change(db: CardDatabase, card_id: str, op: AttackCount, lang: str) -> CountChange:
    card = db.get(card_id)
    return CountChange(factor=op.factor, delta=op.delta, mentions_chips=op.mentions_chips,
                       unit_card=db.kind_of(card_id) == "unit", source=card.display_name(lang))
