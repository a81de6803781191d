"""The closed effect vocabulary of Alchemic card text (design.md §10): the ops and where each may appear.

See ``engine.alchemic.schema`` for the card kinds that use them and the list of ops.
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
)
from engine.core.data.spec import Op, OpRegistry
from engine.core.i18n.catalog import Msg, msg

OPS = OpRegistry()

Target = Literal["self", "opponent"]
Gauge = Literal["combat", "alchemy"]
GAUGES: tuple[str, ...] = ("combat", "alchemy")
# What a gauge is called in a sentence (格闘 / 練成).
GAUGE_NAMES: dict[str, Msg] = {"combat": msg("alchemic.gauge.combat"), "alchemy": msg("alchemic.gauge.alchemy")}
Affiliation = Literal["alchemist", "state_alchemist", "ishbalan", "homunculus", "military", "citizen"]
AFFILIATIONS: tuple[str, ...] = ("alchemist", "state_alchemist", "ishbalan", "homunculus", "military", "citizen")
ALCHEMY_USERS = frozenset({"alchemist", "state_alchemist", "ishbalan"})  # AC-A2


class _Valued(Op):
    value: int
    target: Target = "self"


@OPS.register
class AddAp(ApShape):
    target: Target = "self"


@OPS.register
class AddDp(_Valued):
    op: Literal["dp"]


@OPS.register
class AddBp(_Valued):
    op: Literal["bp"]


@OPS.register
class Draw(DrawShape):
    value: int = Field(ge=1)
    target: Target = "self"


@OPS.register
class Life(_Valued):
    op: Literal["life"]


@OPS.register
class Charge(Op):
    op: Literal["charge"]
    gauge: Gauge
    value: int = Field(ge=1)
    target: Target = "self"


@OPS.register
class Drain(Op):
    op: Literal["drain"]
    gauge: Gauge
    value: int = Field(ge=1)
    target: Target = "opponent"


@OPS.register
class Rank(_Valued):
    op: Literal["rank"]


class _Conditional(Conditional):
    then: list[Effect] = []
    otherwise: list[Effect] = []


@OPS.register
class IfAffiliation(_Conditional):
    op: Literal["if_affiliation"]
    affiliation: list[Affiliation] = Field(min_length=1)


@OPS.register
class IfLevelAtLeast(_Conditional):
    op: Literal["if_level_at_least"]
    gauge: Gauge
    value: int = Field(ge=0)


@OPS.register
class IfLifeAtMost(_Conditional, LifeAtMostShape):
    pass


@OPS.register
class IfAttacking(_Conditional):
    op: Literal["if_attacking"]


@OPS.register
class IfDefended(_Conditional):
    op: Literal["if_defended"]


# One effect: a discriminated union on ``op`` of every registered op (what OPS.effect_type() builds,
# written out so the type checker sees it; tests/engine/alchemic/test_data.py keeps the two equal).
Effect = Annotated[AddAp | AddDp | AddBp | Draw | Life | Charge | Drain | Rank | IfAffiliation | IfLevelAtLeast
                   | IfLifeAtMost | IfAttacking | IfDefended, Field(discriminator="op")]
Effects = list[Effect]
for _model in (IfAffiliation, IfLevelAtLeast, IfLifeAtMost, IfAttacking, IfDefended):
    _model.model_rebuild()

_STATS = {"ap", "dp", "bp"}
_CONDITIONS = {"if_affiliation", "if_level_at_least", "if_life_at_most"}
_BATTLE_CONDITIONS = {"if_attacking", "if_defended"}
_ACTIVE = _STATS | _CONDITIONS | {"draw", "life", "charge", "drain", "rank"}
CONTEXTS: dict[str, frozenset[str]] = {
    "battle": frozenset(_ACTIVE | _BATTLE_CONDITIONS),  # a battle card's effects (AC-B5)
    "turn": frozenset(_ACTIVE),  # events and paid abilities (AC-T2)
    "passive": frozenset(_STATS | _CONDITIONS | _BATTLE_CONDITIONS),  # supports on the field
}


def check_effects(effects: list[Any], context: str, field: str) -> list[Any]:
    """Refuse ops that make no sense where they are written (e.g. ``draw`` in a passive)."""
    allowed = CONTEXTS[context]
    for effect in ops_outside(effects, allowed):
        raise ValueError(f"{field}: op {effect.op!r} can't be used here (allowed: {', '.join(sorted(allowed))})")
    return effects
