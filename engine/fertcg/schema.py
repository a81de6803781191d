"""FERTCG card data: one pydantic model per TOML kind and the closed chip-effect vocabulary.

Card kinds (``data/fertcg/*.toml``, one ``[[kind]]`` array of tables each):

* ``[[unit]]``: ``attack`` (A when it attacks bare-handed, FE-F1), ``skills`` (所持スキル,
  each ``{ name = "連続", name_en = "Flurry" }``, that surprises may require by name), ``weapon`` (its starting weapon, a Ref),
  ``text``/``text_en`` and ``chip`` (the chip-relevant parts of its text). A count change
  on a unit card always changes B (FE-B3).
* ``[[weapon]]``: ``attack`` (A, FE-F1), ``text``/``text_en``, ``chip``.
* ``[[surprise]]``: ``requires_skill`` ("" = none), ``text``/``text_en``, ``chip``.
* ``[[deck]]`` (decks.toml): a starting deck for the sandbox table (``table.toml``).

``chip`` is a list of ``{op = "...", ...}`` tables. The ops (``OPS``):

* ``attack_count`` factor and/or delta, ``mentions_chips`` (the same text speaks of the
  attacker's chips: FE-B1; else FE-B2 ignores it, except on a unit, FE-B3), ``side``
  "own" (the attack it is part of) or "enemy" (the enemy's next attack or counter).
* ``fixed_cost`` value — "make it X" (FE-C1; the lowest of several applies).
* ``no_cost`` — "spend none" (FE-C2).
* ``adjust_cost`` value, ``uses`` (how many times the text allows, e.g. 【鋭刃】 2),
  ``optional`` (the player chooses to use it) — "± n" (FE-C3).
* ``spend_chips`` value — the target unit's player spends chips apart from any attack
  (祈りの腕輪-like texts); not part of the formula.

Example::

    [[surprise]]
    id = "s-flurry"
    name = "連続"
    requires_skill = "連続"
    text = "スキル[連続]を持つ自軍ユニット1体の攻撃は、気力チップを2倍消費し、攻撃回数を2倍にする。"
    chip = [{ op = "attack_count", factor = 2, mentions_chips = true }]
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from engine.core.data.spec import CardModel, DataSpec, Op, OpRegistry, Ref
from engine.core.i18n.reference import RulesReference
from engine.core.layouts.schema import LayoutsFile
from engine.sandbox.table_def import Deck, TableDef, TableNeeds, table_rule

OPS = OpRegistry()


@OPS.register
class AttackCount(Op):
    op: Literal["attack_count"]
    factor: int | None = Field(default=None, ge=0)
    delta: int | None = None
    mentions_chips: bool = False
    side: Literal["own", "enemy"] = "own"

    @model_validator(mode="after")
    def _some_change(self) -> AttackCount:
        if self.factor is None and self.delta is None:
            raise ValueError("attack_count needs a factor or a delta")
        return self


@OPS.register
class FixedChips(Op):
    op: Literal["fixed_cost"]
    value: int = Field(ge=0)


@OPS.register
class NoChips(Op):
    op: Literal["no_cost"]


@OPS.register
class AdjustChips(Op):
    op: Literal["adjust_cost"]
    value: int
    uses: int | None = Field(default=None, ge=1)
    optional: bool = False


@OPS.register
class SpendChips(Op):
    op: Literal["spend_chips"]
    value: int = Field(ge=1)


class _Card(CardModel):
    text: str = ""
    text_en: str = ""
    chip: OPS.effects() = []  # type: ignore[valid-type]


class Skill(BaseModel):
    """A 所持スキル a unit has (surprises may require one by its ``name``)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str
    name_en: str = ""


class Unit(_Card):
    attack: int = Field(default=0, ge=0)
    skills: list[Skill] = []
    weapon: Annotated[str, Ref("weapon")] | None = None


class Weapon(_Card):
    attack: int = Field(ge=0)


class Surprise(_Card):
    requires_skill: str = ""


UNITS, WEAPONS, SURPRISES = "units", "weapons", "surprises"
IN_PLAY = (UNITS, WEAPONS, SURPRISES)  # the zones whose cards are "in play"
CHIPS = "chips"  # the per-seat counter attacks spend
TABLE_NEEDS = TableNeeds(zones=IN_PLAY, counters=(CHIPS,))  # what the chip-cost rules use

SPEC = DataSpec(
    game="fertcg",
    folder="fertcg",
    kinds={"unit": Unit, "weapon": Weapon, "surprise": Surprise, "deck": Deck},
    settings={"table.toml": TableDef, "layouts.toml": LayoutsFile, "rules_reference.toml": RulesReference},
    ops=OPS,
    rules=(table_rule(TABLE_NEEDS),),
)
