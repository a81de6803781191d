"""Alchemic Card Battle card data: one pydantic model per TOML kind and the closed effect vocabulary.

Card kinds (``data/alchemic/*.toml``, one ``[[kind]]`` array of tables each):

* ``[[main]]`` (AC-Y1): ``ap``, ``dp``, ``affiliation`` (AC-A), ``persona`` (the character's
  name for uniqueness, AC-T1b; default the id), optional paid ``ability``.
* ``[[support]]`` (AC-Y2): ``persona``, ``passive`` (battle modifiers while on the field),
  optional paid ``ability``.
* ``[[battle]]`` (AC-Y3): ``gauge`` combat | alchemy, ``level``, ``cost`` (life), ``ap``, ``dp``,
  ``bp``, ``alchemy`` (the 【錬金術】 mark, AC-A2), ``effects`` (run at AC-B5).
* ``[[event]]`` (AC-Y4): ``gauge``, ``level``, ``cost``, ``alchemy``, ``effects``.
* ``[[deck]]`` (AC-S1): a 30-card deck, the card ids listed per kind (a copy = one more
  mention): ``mains``, ``supports``, ``battles``, ``events``.

Effects are lists of ``{op = "...", ...}`` tables. The ops (``OPS``):

* ``ap`` / ``dp`` / ``bp`` value, target — battle modifiers of that side's main: in a battle
  for that battle; from an event or ability until the end of the turn (its battle).
* ``draw`` value, target — cards from the deck top to the hand.
* ``life`` value, target — life gained (capped at the start life, AC-S2) or lost (value < 0).
* ``charge`` gauge, value, target — cards from the deck top into that skill gauge (AC-K1).
* ``drain`` gauge, value, target — cards from the top of that gauge to the deck bottom.
* ``rank`` value, target — counter rank up (or down), kept within 0..5 (AC-X).
* Conditions run ``then`` (else ``otherwise``): ``if_affiliation`` (own main's, AC-A),
  ``if_level_at_least`` gauge, value (own gauge, AC-K1), ``if_life_at_most`` value (own life),
  ``if_attacking`` / ``if_defended`` (in a battle only).

Targets: "self" (the card's owner) or "opponent". ``passive`` accepts only ap/dp/bp and
conditions; event and ability effects may not use ``if_attacking``/``if_defended``.

Example::

    [[battle]]
    id = "flame-lance"
    gauge = "alchemy"
    level = 2
    cost = 1
    ap = 500
    bp = 3
    alchemy = true
    effects = [{ op = "if_affiliation", affiliation = ["state_alchemist"], then = [{ op = "bp", value = 1 }] }]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import TYPE_CHECKING, Annotated, Any

from pydantic import Field, field_validator, model_validator

from engine.alchemic.ops import (  # noqa: F401 (re-exported: the vocabulary belongs to the schema)
    AFFILIATIONS,
    ALCHEMY_USERS,
    CONTEXTS,
    GAUGES,
    OPS,
    Affiliation,
    Effects,
    Gauge,
    check_effects,
)
from engine.core.data.effects import walk_effects  # noqa: F401 (the schema's walk, as before)
from engine.core.data.spec import CardModel, DataSpec, Finding, Ref, SettingsModel
from engine.core.i18n.catalog import Msg, joined, msg
from engine.core.i18n.reference import RulesReference
from engine.core.layouts.schema import LayoutsFile

if TYPE_CHECKING:
    from engine.core.data.database import CardDatabase


class Ability(CardModel):
    """A paid ability of a field character (AC-T2, AC-K3): ``cost`` life, once per turn."""

    id: str = ""
    cost: int = Field(default=0, ge=0)
    text: str = ""
    text_en: str = ""
    effects: Effects = Field(min_length=1)

    @field_validator("effects")
    @classmethod
    def _turn_ops(cls, value: list[Any]) -> list[Any]:
        return check_effects(value, "turn", "effects")


class Character(CardModel):
    """What mains and supports share: a persona (AC-T1b), flavour text, a paid ability."""

    persona: str = ""
    text: str = ""
    text_en: str = ""
    ability: Ability | None = None

    @property
    def who(self) -> str:
        return self.persona or self.id


class Main(Character):
    """AC-Y1."""

    ap: int = Field(ge=0)
    dp: int = Field(ge=0)
    affiliation: Affiliation


class Support(Character):
    """AC-Y2: ``passive`` battle modifiers while on the field."""

    passive: Effects = []

    @field_validator("passive")
    @classmethod
    def _passive_ops(cls, value: list[Any]) -> list[Any]:
        return check_effects(value, "passive", "passive")


class Instant(CardModel):
    """What battle and event cards share (AC-K): gauge, level, life cost, the 【錬金術】 mark."""

    gauge: Gauge
    level: int = Field(default=0, ge=0)
    cost: int = Field(default=0, ge=0)
    alchemy: bool = False
    text: str = ""
    text_en: str = ""


class Battle(Instant):
    """AC-Y3."""

    ap: int = Field(default=0, ge=0)
    dp: int = Field(default=0, ge=0)
    bp: int = Field(default=0, ge=0)
    effects: Effects = []

    @field_validator("effects")
    @classmethod
    def _battle_ops(cls, value: list[Any]) -> list[Any]:
        return check_effects(value, "battle", "effects")


class Event(Instant):
    """AC-Y4."""

    effects: Effects = Field(min_length=1)

    @field_validator("effects")
    @classmethod
    def _turn_ops(cls, value: list[Any]) -> list[Any]:
        return check_effects(value, "turn", "effects")


DECK_SIZE = 30
MAX_COPIES = 3


class Deck(CardModel):
    """AC-S1: exactly 30 cards, at most 3 copies of one card; each mention is one copy."""

    text: str = ""
    text_en: str = ""
    mains: list[Annotated[str, Ref("main")]] = []
    supports: list[Annotated[str, Ref("support")]] = []
    battles: list[Annotated[str, Ref("battle")]] = []
    events: list[Annotated[str, Ref("event")]] = []

    @property
    def cards(self) -> list[str]:
        return [*self.mains, *self.supports, *self.battles, *self.events]

    @property
    def size(self) -> int:
        return len(self.cards)



def deck_problem(cards: list[str]) -> Msg | None:
    """Why ``cards`` is not a legal deck (AC-S1), or None."""
    if len(cards) != DECK_SIZE:
        return msg("alchemic.data.deck_size", count=DECK_SIZE, have=len(cards))
    over = sorted(card for card, n in Counter(cards).items() if n > MAX_COPIES)
    if over:
        return msg("alchemic.data.deck_copies", count=MAX_COPIES, cards=joined(over))
    return None


def deck_findings(deck: Deck) -> Iterator[Finding]:
    """AC-S1 for one ``[[deck]]``, each problem at the list that breaks it: the size at the last
    card list written, a copy over the limit at that very mention."""
    lists = (("mains", deck.mains), ("supports", deck.supports), ("battles", deck.battles), ("events", deck.events))
    if deck.size != DECK_SIZE:
        last = [name for name, ids in lists if ids][-1:] or ["mains"]
        yield Finding(deck.id, (last[0],), msg("alchemic.data.deck_size", count=DECK_SIZE, have=deck.size))
    copies: Counter[str] = Counter()
    for name, ids in lists:
        for index, card in enumerate(ids):
            copies[card] += 1
            if copies[card] == MAX_COPIES + 1:
                yield Finding(deck.id, (name, index), msg("alchemic.data.deck_copy_over", card=card, count=MAX_COPIES))


def legal_decks(db: CardDatabase) -> Iterator[Finding]:
    """The data rule (``SPEC.rules``): every deck, shipped or the user's, is a legal deck."""
    for deck in db.cards("deck").values():
        if isinstance(deck, Deck):
            yield from deck_findings(deck)


class Rules(SettingsModel):
    """``rules.toml``: the numbers of AC-S, AC-T0 and AC-X1, and a safety bound."""

    start_life: int = Field(default=20, ge=1)  # AC-S2, also the cap
    hand_size: int = Field(default=6, ge=1)
    mulligans: int = Field(default=2, ge=0)  # AC-S3
    draw_per_turn: int = Field(default=1, ge=0)  # AC-T0 (ruling)
    max_supports: int = Field(default=2, ge=0)
    max_rank: int = Field(default=5, ge=0)
    # AC-X1: [AP, DP, BP] bonus for counter ranks 0..max_rank
    counter_bonus: list[list[int]] = Field(default_factory=lambda: [
        [0, 0, 0], [200, 100, 1], [400, 200, 2], [500, 300, 3], [600, 400, 4], [700, 500, 5]])
    max_turns: int = Field(default=200, ge=2)  # a safety bound (ruling): the game is drawn there

    @model_validator(mode="after")
    def _table(self) -> Rules:
        if len(self.counter_bonus) != self.max_rank + 1 or any(len(r) != 3 for r in self.counter_bonus):
            raise ValueError(f"counter_bonus needs {self.max_rank + 1} rows of [AP, DP, BP] (ranks 0..max_rank)")
        return self


SPEC = DataSpec(
    game="alchemic",
    folder="alchemic",
    kinds={"main": Main, "support": Support, "battle": Battle, "event": Event, "deck": Deck},
    settings={"rules.toml": Rules, "layouts.toml": LayoutsFile, "rules_reference.toml": RulesReference},
    ops=OPS,
    rules=(legal_decks,),
)
