"""My Crypto Saga card data: the TOML kinds and the closed skill vocabulary (MS-D, MS-K, MS-A).

Card kinds (``data/mysaga/*.toml``):

* ``[[card]]`` (MS-D1): ``number``, ``attribute`` (Ref), ``cost`` (deck cost), ``kp`` (its
  starting KP, a ruling), ``skill`` (effects), ``skill_when`` (required with a skill: which round field the skill
  affects: "this" = the round it is played in, the pre-round counting as Round 1; "next" =
  the round after it; "rest" = this and every later counting round), ``text``/``text_en``.
* ``[[attribute]]`` (MS-A1, ``attributes.toml``): ``beats`` = [{attribute, bonus}]: an open
  card of this attribute gains ``bonus`` for each other open card of that round it beats.
* ``[[deck]]`` (MS-D2): exactly ``deck_size`` card ids; its cost cap is checked when the game
  loads (``Cards``), since a card model cannot see the other cards.

Skill ops (``OPS``): ``number`` value, target (self/opponents/all) — add to numbers (never
below 0); ``set_number`` value, target; ``attribute`` to, target — change attributes;
``kp_tax`` value — each opposing card of the round pays up to ``value`` KP into the pool (as
its charge); ``kp_drain`` value — takes up to ``value`` KP from each opposing card of the
round onto this card; ``no_judgement`` — no attribute judgement in that round; conditions
``if_attribute`` / ``if_opponent_attribute`` (attribute) and ``if_pool_at_least`` (value)
run ``then``, else ``otherwise``.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from engine.core.data.effects import Conditional
from engine.core.data.spec import CardModel, DataSpec, Op, OpRegistry, Ref, SettingsModel
from engine.core.i18n.reference import RulesReference
from engine.core.layouts.schema import LayoutsFile

OPS = OpRegistry()
Target = Literal["self", "opponents", "all"]
When = Literal["this", "next", "rest"]
AttributeRef = Annotated[str, Ref("attribute")]


@OPS.register
class AddNumber(Op):
    op: Literal["number"]
    value: int
    target: Target = "self"


@OPS.register
class SetNumber(Op):
    op: Literal["set_number"]
    value: int = Field(ge=0)
    target: Target = "self"


@OPS.register
class ChangeAttribute(Op):
    op: Literal["attribute"]
    to: AttributeRef
    target: Target = "self"


@OPS.register
class KpTax(Op):
    op: Literal["kp_tax"]
    value: int = Field(ge=1)


@OPS.register
class KpDrain(Op):
    op: Literal["kp_drain"]
    value: int = Field(ge=1)


@OPS.register
class NoJudgement(Op):
    op: Literal["no_judgement"]


class _Conditional(Conditional):
    then: list[Effect] = []
    otherwise: list[Effect] = []


@OPS.register
class IfAttribute(_Conditional):
    op: Literal["if_attribute"]
    attribute: AttributeRef


@OPS.register
class IfOpponentAttribute(_Conditional):
    op: Literal["if_opponent_attribute"]
    attribute: AttributeRef


@OPS.register
class IfPoolAtLeast(_Conditional):
    op: Literal["if_pool_at_least"]
    value: int = Field(ge=0)


# One effect: a discriminated union on ``op`` of every registered op (what OPS.effect_type() builds,
# written out so the type checker sees it; tests/engine/mysaga/test_decks.py keeps the two equal).
Effect = Annotated[AddNumber | SetNumber | ChangeAttribute | KpTax | KpDrain | NoJudgement | IfAttribute
                   | IfOpponentAttribute | IfPoolAtLeast, Field(discriminator="op")]
Effects = list[Effect]
for _model in (IfAttribute, IfOpponentAttribute, IfPoolAtLeast):
    _model.model_rebuild()


class Card(CardModel):
    """MS-D1: number, attribute, skill, deck cost and starting KP."""

    number: int = Field(ge=0, le=99)
    attribute: AttributeRef
    cost: int = Field(ge=0, le=55)
    kp: int = Field(ge=0)
    skill: Effects = []
    skill_when: When | None = None
    text: str = ""
    text_en: str = ""

    @property
    def when(self) -> When:
        return self.skill_when or "this"

    @model_validator(mode="after")
    def _text_for_skill(self) -> Card:
        if self.skill and not (self.text or self.text_en):
            raise ValueError("a card with a skill needs its text (text / text_en) for the players")
        if self.skill and self.skill_when is None:
            raise ValueError("a card with a skill names the round it affects: skill_when = this | next | rest")
        if self.skill_when is not None and not self.skill:
            raise ValueError("skill_when is only for a card with a skill")
        return self


class Beat(SettingsModel):
    attribute: AttributeRef
    bonus: int = Field(ge=1)


class Attribute(CardModel):
    """MS-A1: one attribute and the attributes it beats, with the bonus."""

    glyph: str = Field(default="?", min_length=1, max_length=2)
    colour: str = Field(default="#808080", pattern=r"^#[0-9a-fA-F]{6}$")
    beats: list[Beat] = []
    text: str = ""
    text_en: str = ""

    @model_validator(mode="after")
    def _no_self_beat(self) -> Attribute:
        names = [b.attribute for b in self.beats]
        if self.id in names:
            raise ValueError("an attribute cannot beat itself")
        if len(set(names)) != len(names):
            raise ValueError("each beaten attribute is listed once")
        return self


class Deck(CardModel):
    """MS-D2: a sample deck (its size and cost cap are checked against rules.toml on load)."""

    cards: list[Annotated[str, Ref("card")]] = Field(min_length=1)
    text: str = ""
    text_en: str = ""


class Rules(SettingsModel):
    """``rules.toml``: the parameters the digest names (MS-D2, MS-G1, MS-G2, MS-P1, MS-P2)."""

    deck_size: int = Field(default=10, ge=3)
    deck_cost_cap: int = Field(default=55, ge=0)
    max_copies: int = Field(default=2, ge=1)
    hand_size: int = Field(default=3, ge=3, le=3)  # pre-round + Round 1 + Round 2
    ante: int = Field(default=10, ge=0)
    burn_percent: int = Field(default=10, ge=0, le=100)
    games_per_set: int = Field(default=3, ge=1)
    min_seats: int = Field(default=2, ge=2)
    max_seats: int = Field(default=4, ge=2, le=8)

    @model_validator(mode="after")
    def _seats(self) -> Rules:
        if self.min_seats > self.max_seats:
            raise ValueError("min_seats exceeds max_seats")
        if self.hand_size > self.deck_size:
            raise ValueError("hand_size exceeds deck_size")
        return self


SPEC = DataSpec(
    game="mysaga",
    folder="mysaga",
    kinds={"card": Card, "attribute": Attribute, "deck": Deck},
    settings={"rules.toml": Rules, "layouts.toml": LayoutsFile, "rules_reference.toml": RulesReference},
    ops=OPS,
    rules=("engine.mysaga.cards:legal_decks",),  # cards.py reads this module's models
)
