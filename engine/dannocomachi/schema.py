"""だんのこまち card data (data/dannocomachi/*.toml): characters with A/B faces, events, decks.

Card text is data in a closed vocabulary (design.md §10): each ability says when it works
(``when``) and lists effect ops. The ops are exactly what the source defines
(rules/dannocomachi-effects.md): damage; replacement, reduction (static, "next", shield) and
nullification; attack changes and status ailments (continuous, DA-K); transform, swap and
revive (one-shot, DA-O); cure (the only way to end an ailment early, DA-K2) and dispel (ends
other continuous effects, never part of an ailment).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from engine.core.data.spec import CardModel, DataSpec, Op, OpRegistry
from engine.core.i18n.reference import RulesReference
from engine.core.layouts.schema import LayoutsFile
from engine.dannocomachi.state import FIELD, GRAVEYARD
from engine.sandbox.table_def import Deck, TableDef, TableNeeds, table_rule

ops = OpRegistry()

# Whom an op works on. "target" is chosen by the player from the legal targets; the others
# are fixed: "self" (the card), "own_main"/"own_sub" (the user's side), "enemy_main".
Target = Literal["target", "self", "own_main", "enemy_main"]


@ops.register
class Damage(Op):
    """Deal ``amount`` damage (DA-L: it goes on the timeline with every modifier that waits for it)."""

    op: Literal["damage"]
    amount: int = Field(ge=0)
    to: Target = "target"


@ops.register
class Shield(Op):
    """Shield X (DA-K3): a consumable reduction."""

    op: Literal["shield"]
    amount: int = Field(ge=1)
    to: Target = "self"


@ops.register
class Reduce(Op):
    """"Reduce damage to … by X" (DA-R1); ``next``: "the next damage received …" (DA-R4)."""

    op: Literal["reduce"]
    amount: int = Field(ge=1)
    next: bool = False
    to: Target = "self"


@ops.register
class Redirect(Op):
    """"Instead of damage to this character, deal it to <own sub/main>" (DA-P1: rewrites the target)."""

    op: Literal["redirect"]
    to: Target = "self"
    onto: Literal["own_sub", "own_main"] = "own_sub"
    next: bool = False


@ops.register
class ReplaceAmount(Op):
    """"Instead of receiving ``match`` damage, receive ``becomes``" (DA-P1 on the damage number)."""

    op: Literal["replace_amount"]
    match: int = Field(ge=0)
    becomes: int = Field(ge=0)
    to: Target = "self"
    next: bool = False


@ops.register
class Nullify(Op):
    """"Does not receive damage" (DA-N1); ``next``: only the next time."""

    op: Literal["nullify"]
    next: bool = True
    to: Target = "self"


@ops.register
class AttackChange(Op):
    """A continuous attack modifier (DA-K1)."""

    op: Literal["attack"]
    amount: int
    to: Target = "self"


@ops.register
class Ailment(Op):
    """A status ailment (DA-K2): a continuous effect until the giving turn player's next turn starts."""

    op: Literal["ailment"]
    name: Literal["seal", "weaken"]  # seal: cannot attack or use abilities; weaken: attack −10
    to: Target = "target"


@ops.register
class Cure(Op):
    """Remove every status ailment of the character, each whole (DA-K2)."""

    op: Literal["cure"]
    to: Target = "target"


@ops.register
class Dispel(Op):
    """End the character's continuous effects other than ailments (DA-K2: never part of one)."""

    op: Literal["dispel"]
    to: Target = "target"


@ops.register
class Transform(Op):
    """Flip the character to its other face (DA-O1)."""

    op: Literal["transform"]
    to: Target = "self"


@ops.register
class Swap(Op):
    """Exchange the user's main character with one of its sub characters (DA-O2)."""

    op: Literal["swap"]


@ops.register
class Revive(Op):
    """Put a character from the user's graveyard onto its field (DA-O3)."""

    op: Literal["revive"]


When = Literal["play", "activate", "damaged", "dealt_damage"]
if TYPE_CHECKING:
    EffectList = list[Any]
else:
    EffectList = ops.effects()  # a discriminated union on ``op``: built at run time from the registry


class Ability(BaseModel):
    """One ability: ``play`` (an event played), ``activate`` (used from the field), ``damaged``
    (triggers when the card receives damage), ``dealt_damage`` (when its attack deals damage)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    when: When = "activate"
    label: str = ""
    label_en: str = ""
    effects: EffectList = Field(min_length=1)


class Face(BaseModel):
    """Face B of a two-faced character."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str
    name_en: str = ""
    hp: int = Field(ge=1)
    attack: int = Field(ge=0)
    text: str = ""
    text_en: str = ""
    abilities: list[Ability] = []


class Character(CardModel):
    hp: int = Field(ge=1)
    attack: int = Field(ge=0)
    text: str = ""
    text_en: str = ""
    abilities: list[Ability] = []
    face_b: Face | None = None


class Event(CardModel):
    text: str = ""
    text_en: str = ""
    abilities: list[Ability] = Field(min_length=1)


TABLE_NEEDS = TableNeeds(zones=(*FIELD, GRAVEYARD))  # the areas the effect rules move characters between

SPEC = DataSpec(
    game="dannocomachi",
    folder="dannocomachi",
    kinds={"character": Character, "event": Event, "deck": Deck},
    settings={"table.toml": TableDef, "layouts.toml": LayoutsFile, "rules_reference.toml": RulesReference},
    ops=ops,
    rules=(table_rule(TABLE_NEEDS),),
)
