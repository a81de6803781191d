"""Fatal Fight's closed effect vocabulary: the ops card data may write (design.md §10).

Effects are lists of ``{op = "...", ...}`` tables. The ops (``OPS``):

* ``damage`` value, target, pierce — heroes lose life; GP reduce it unless ``pierce`` (FF-R7).
* ``guard`` / ``draw`` / ``heal`` value, target — hero GP, cards, life (FF-R7).
* ``ap`` value — adds AP to the attack the card is part of (FF-R6).
* ``move_points`` / ``actions`` value — the acting hero's move points / actions this turn.
* ``gold`` value — the stage's gold pool (FF-W1); ``threat`` value — the threat counter (FF-T1).
* ``status`` status, count, target, to — status cards from the supply to heroes' piles.
* ``gain_item`` item — the acting hero gains that item (carry limit applies, FF-R5b).
* ``discard_random`` value, target — heroes discard random hand cards (no zanshin penalty).
* ``summon`` count, entry — enemies from the enemy deck to a group's tail (FF-R2).
* ``enemy_guard`` value, target — enemies gain GP until round end (``always``: while front).
* ``immune`` attribute — ``always`` only: attacks with that attribute can't target the group.
* ``stat`` stat, value — ``carried`` only: a hero stat bonus while the item is carried.
* Conditions run ``then`` (else ``otherwise``): ``if_threat_at_least``, ``if_life_at_most``,
  ``if_group_size_at_least``, ``if_attack_has`` (attribute), ``if_attack_item`` (item),
  ``if_roll_at_least`` (rolls the d6); ``spend_threat`` pays threat if it can, then runs ``then``.

Targets: "self" (the acting hero), "line" (heroes in the line of the acting hero or enemy
group), "all", "others" (heroes but self), "upper"/"middle"/"lower" (heroes in that line).
Each place an effect list appears accepts only the ops that make sense there (``CONTEXTS``):
arts/items/special moves/``on_ko``/``zanshin`` = "hero"; enemy ``skill`` and boss skills =
"enemy" (no self/others; ``summon`` only into the own group); ``always`` = enemy_guard and
immune; ``carried`` = stat; gimmicks = "gimmick" (turn_start/turn_end gimmicks act on the hero
whose turn it is; the other timings have no acting hero and name an entry to summon into).
Gimmick timings: stage_set (once, when the card is set), round_start (every round the card
is current, which matters for the boss-stage card), turn_start, turn_end, enemy_phase.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field

from engine.core.data.effects import (
    ApShape,
    Conditional,
    DrawShape,
    LifeAtMostShape,
    ops_outside,
    walk_effects,
)
from engine.core.data.spec import Op, OpRegistry, Ref

OPS = OpRegistry()

Target = Literal["self", "line", "all", "others", "upper", "middle", "lower"]
Attribute = Literal["shoot", "area", "pierce", "weapon"]
Stat = Literal["life", "actions", "max_hand", "max_carry", "speed"]
Symbol = Literal["sun", "moon", "star"]
Icon = Literal["gold", "trap", "apple", "steak", "knife", "pipe"]
ItemIcon = Literal["apple", "steak", "knife", "pipe"]
Timing = Literal["stage_set", "round_start", "turn_start", "turn_end", "enemy_phase"]
LINES = ("upper", "middle", "lower")
AREAS = ("left", "center", "right")
CELLS = tuple(f"{line}-{area}" for line in LINES for area in AREAS)
Cell = Literal[
    "upper-left", "upper-center", "upper-right",
    "middle-left", "middle-center", "middle-right",
    "lower-left", "lower-center", "lower-right",
]  # fmt: skip


@OPS.register
class Damage(Op):
    op: Literal["damage"]
    value: int = Field(ge=0)
    target: Target = "line"
    pierce: bool = False


@OPS.register
class Guard(Op):
    op: Literal["guard"]
    value: int = Field(ge=0)
    target: Target = "self"


@OPS.register
class Draw(DrawShape):
    value: int = Field(ge=0)
    target: Target = "self"


@OPS.register
class Heal(Op):
    op: Literal["heal"]
    value: int = Field(ge=0)
    target: Target = "self"


@OPS.register
class AddAp(ApShape):
    pass


@OPS.register
class MovePoints(Op):
    op: Literal["move_points"]
    value: int


@OPS.register
class Actions(Op):
    op: Literal["actions"]
    value: int


@OPS.register
class Gold(Op):
    op: Literal["gold"]
    value: int


@OPS.register
class Threat(Op):
    op: Literal["threat"]
    value: int


@OPS.register
class AddStatus(Op):
    op: Literal["status"]
    status: Annotated[str, Ref("status")]
    count: int = Field(default=1, ge=1)
    target: Target = "line"
    to: Literal["discard", "hand", "deck"] = "discard"


@OPS.register
class GainItem(Op):
    op: Literal["gain_item"]
    item: Annotated[str, Ref("item")]


@OPS.register
class DiscardRandom(Op):
    op: Literal["discard_random"]
    value: int = Field(ge=1)
    target: Target = "line"


@OPS.register
class Summon(Op):
    op: Literal["summon"]
    count: int = Field(ge=1)
    entry: Literal["own", "random", "each", 1, 2, 3, 4, 5, 6] = "own"


@OPS.register
class EnemyGuard(Op):
    op: Literal["enemy_guard"]
    value: int = Field(ge=1)
    target: Literal["front", "group", "all"] = "front"


@OPS.register
class Immune(Op):
    op: Literal["immune"]
    attribute: Literal["shoot", "area", "weapon"]


@OPS.register
class StatBonus(Op):
    op: Literal["stat"]
    stat: Stat
    value: int


class _Conditional(Conditional):
    then: list[Effect] = []
    otherwise: list[Effect] = []


@OPS.register
class IfThreatAtLeast(_Conditional):
    op: Literal["if_threat_at_least"]
    value: int = Field(ge=0)


@OPS.register
class IfLifeAtMost(_Conditional, LifeAtMostShape):
    pass


@OPS.register
class IfGroupSizeAtLeast(_Conditional):
    op: Literal["if_group_size_at_least"]
    value: int = Field(ge=1)


@OPS.register
class IfAttackHas(_Conditional):
    op: Literal["if_attack_has"]
    attribute: Attribute


@OPS.register
class IfAttackItem(_Conditional):
    op: Literal["if_attack_item"]
    item: Annotated[str, Ref("item")]


@OPS.register
class IfRollAtLeast(_Conditional):
    op: Literal["if_roll_at_least"]
    value: int = Field(ge=1, le=6)


@OPS.register
class SpendThreat(_Conditional):
    op: Literal["spend_threat"]
    value: int = Field(ge=1)


# One effect: a discriminated union on ``op`` of every registered op (what OPS.effect_type() builds,
# written out so the type checker sees it; tests/engine/fatal_fight/test_schema.py keeps the two equal).
Effect = Annotated[Damage | Guard | Draw | Heal | AddAp | MovePoints | Actions | Gold | Threat | AddStatus | GainItem
                   | DiscardRandom | Summon | EnemyGuard | Immune | StatBonus | IfThreatAtLeast | IfLifeAtMost
                   | IfGroupSizeAtLeast | IfAttackHas | IfAttackItem | IfRollAtLeast | SpendThreat,
                   Field(discriminator="op")]
Effects = list[Effect]
# Conditionals nest effects: resolve their forward reference now the vocabulary is complete.
for _model in (IfThreatAtLeast, IfLifeAtMost, IfGroupSizeAtLeast, IfAttackHas, IfAttackItem,
               IfRollAtLeast, SpendThreat):
    _model.model_rebuild()

_CONDITIONS = {"if_threat_at_least", "if_roll_at_least", "spend_threat"}
_HERO_ONLY = {"ap", "move_points", "actions", "gain_item", "if_attack_has", "if_attack_item",
              "if_life_at_most"}
_SHARED = {"damage", "status", "discard_random", "threat", "gold"} | _CONDITIONS
CONTEXTS: dict[str, frozenset[str]] = {
    "hero": frozenset(_SHARED | _HERO_ONLY | {"guard", "draw", "heal", "if_group_size_at_least"}),
    "enemy": frozenset(_SHARED | {"summon", "if_group_size_at_least"}),
    "always": frozenset({"enemy_guard", "immune"}),
    "carried": frozenset({"stat"}),
    "gimmick": frozenset(_SHARED | {"summon", "enemy_guard", "guard", "draw", "heal",
                                    "move_points", "actions", "if_life_at_most"}),
}


def check_effects(effects: list[Any], context: str, field: str) -> None:
    """Refuse ops that make no sense where they are written (e.g. ``ap`` on an enemy skill)."""
    allowed = CONTEXTS[context]
    for effect in ops_outside(effects, allowed):
        raise ValueError(f"{field}: op {effect.op!r} can't be used here (allowed: {', '.join(sorted(allowed))})")
    for effect in walk_effects(effects):
        if context == "enemy" and getattr(effect, "target", None) in ("self", "others"):
            raise ValueError(f"{field}: an enemy has no 'self' hero; use line/all/upper/middle/lower")
        if context == "enemy" and effect.op == "summon" and effect.entry != "own":
            raise ValueError(f"{field}: an enemy skill summons only into its own group")
        if context == "gimmick" and effect.op == "summon" and effect.entry == "own":
            raise ValueError(f"{field}: a gimmick has no own group; name an entry, 'random' or 'each'")
