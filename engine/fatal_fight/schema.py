"""Fatal Fight card data: one pydantic model per TOML kind and the closed effect vocabulary.

Card kinds (``data/fatal_fight/*.toml``, one ``[[kind]]`` array of tables each):

* ``[[character]]`` (FF-C3): ``life``, ``actions``, ``max_hand``, ``max_carry`` (shared
  stats), ``speed`` and ``special`` (the 必殺技: a ``Playable`` paid with 2 life, FF-R5c),
  ``colour`` ("#rrggbb") for the UI.
* ``[[art]]`` (FF-C4): ``character`` (Ref), ``tier`` "initial" | "upgrade", ``count``
  (copies). A ``Playable``: ``ap`` (absent = not an attack), sub-attributes ``shoot``,
  ``area``, ``pierce``, ``weapon`` (FF-R7), stand-alone ``guard``/``draw``/``heal`` values,
  and ``effects`` (its text). Upgrade arts have a gold ``price`` and may name the art they
  replace with ``replaces`` (FF-R0).
* ``[[item]]`` (FF-C5): ``count`` copies; a ``Playable`` (``ap`` makes it combinable into an
  attack without an action; ``effects`` apply when it is used), ``icon`` when a stage cell
  icon gives it (apple/steak/knife/pipe, FF-C2), ``reward = true`` for status-up rewards
  (FF-W2) and ``carried`` = static ``stat`` bonuses that work just by being carried.
* ``[[status]]`` (FF-C6): ``count`` copies in the supply, ``fatigue = true`` for the card
  co-op and reshuffles hand out (FF-R6d, FF-V2) and the briefing heals (FF-R0),
  ``zanshin`` = the penalty when discarded by zanshin (FF-R5d).
* ``[[enemy]]`` (FF-C7): ``stage`` set, ``count`` copies, ``life``, ``gp``, ``skill`` (its
  enemy-phase effects, FF-R8.1), ``always`` (static while it fronts a group without a boss,
  FF-R7), icons ``gold``, ``gun``, ``item`` (Ref, FF-V3), ``on_ko`` effects for the KO'ing hero.
* ``[[boss]]`` (FF-C8): ``stage``, ``symbol``, ``life``, ``gp``, ``gun``, exactly 3
  ``skills`` (the boss deck) and ``threat_skills`` each with a threat ``cost`` (FF-V4).
* ``[[stage]]`` (FF-C2): ``stage`` set, ``kind`` "normal" | "boss", ``symbol`` (normal
  cards), ``entries`` = 6 enemy counts for entries 1–6, ``cells`` = icons per cell,
  ``gimmicks`` each with a ``timing`` (FF-R3).

Effects are lists of ``{op = "...", ...}`` tables: the closed vocabulary ``OPS`` and where
each op may appear are in ``engine.fatal_fight.ops``.

Example::

    [[enemy]]
    id = "knife-punk"
    stage = 1
    life = 3
    gun = true
    item = "knife"
    skill = [{ op = "if_threat_at_least", value = 3, then = [{ op = "damage", value = 2 }] }]
    always = [{ op = "immune", attribute = "shoot" }]

    [[stage]]
    id = "s1-alley"
    stage = 1
    symbol = "moon"
    entries = [1, 0, 0, 0, 2, 0]
    cells = { "upper-left" = ["gold"], "middle-center" = ["apple", "trap"] }
    gimmicks = [{ timing = "enemy_phase", text = "…", effects = [{ op = "damage", value = 1, target = "lower" }] }]
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, field_validator, model_validator

from engine.core.data.effects import walk_effects
from engine.core.data.spec import CardModel, DataSpec, Ref, SettingsModel
from engine.core.i18n.reference import RulesReference
from engine.core.layouts.schema import LayoutsFile
from engine.fatal_fight.forecast_data import DifficultyForecast
from engine.fatal_fight.ops import (
    OPS,
    Cell,
    Effects,
    Icon,
    ItemIcon,
    Symbol,
    Timing,
    check_effects,
)

VARIANTS = ("FF-V1", "FF-V2", "FF-V3", "FF-V4", "FF-V5", "FF-V6", "FF-V7", "FF-V8")


class Playable(CardModel):
    """What a card (or special move / item) does when played face up (FF-R5e, FF-R6, FF-R7)."""

    text: str = ""
    text_en: str = ""
    ap: int | None = Field(default=None, ge=0)  # None: not an attack
    shoot: bool = False
    area: bool = False
    pierce: bool = False
    weapon: bool = False
    guard: int = Field(default=0, ge=0)
    draw: int = Field(default=0, ge=0)
    heal: int = Field(default=0, ge=0)
    effects: Effects = []

    @property
    def is_attack(self) -> bool:
        return self.ap is not None

    @model_validator(mode="after")
    def _hero_ops(self) -> Playable:
        check_effects(self.effects, "hero", "effects")
        if self.ap is None and (self.shoot or self.area or self.pierce or self.weapon):
            raise ValueError("sub-attributes shoot/area/pierce/weapon need an 'ap' (an attack)")
        return self


class SpecialMove(Playable):
    """A character's 必殺技: paid with life, never to 0 (FF-R5c). ``id`` may be left empty."""

    id: str = ""


class Character(CardModel):
    """FF-C3."""

    life: int = Field(ge=1)
    actions: int = Field(ge=0)
    max_hand: int = Field(ge=1)
    max_carry: int = Field(ge=0)
    speed: int
    special: SpecialMove
    colour: str = Field(default="#808080", pattern=r"^#[0-9a-fA-F]{6}$")
    text: str = ""
    text_en: str = ""


class Art(Playable):
    """FF-C4: initial arts form the starting deck; upgrades are bought at the briefing (FF-R0)."""

    character: Annotated[str, Ref("character")]
    tier: Literal["initial", "upgrade"]
    count: int = Field(default=1, ge=1)
    price: int = Field(default=0, ge=0)
    replaces: Annotated[str, Ref("art", same="character", others=True)] | None = None

    @model_validator(mode="after")
    def _upgrade_fields(self) -> Art:
        if self.tier == "initial" and (self.replaces or self.price):
            raise ValueError("only upgrade arts have 'price' and 'replaces'")
        return self


class Item(Playable):
    """FF-C5: carried, used without an action, single use; rewards may work while carried."""

    count: int = Field(default=1, ge=1)
    icon: ItemIcon | None = None
    reward: bool = False
    carried: Effects = []

    @field_validator("carried")
    @classmethod
    def _carried_ops(cls, value: list[Any]) -> list[Any]:
        check_effects(value, "carried", "carried")
        return value


class Status(CardModel):
    """FF-C6: wounds and states living in a hero's deck; ``zanshin`` = discard penalty (FF-R5d)."""

    count: int = Field(default=20, ge=1)
    fatigue: bool = False
    text: str = ""
    text_en: str = ""
    zanshin: Effects = []

    @field_validator("zanshin")
    @classmethod
    def _zanshin_ops(cls, value: list[Any]) -> list[Any]:
        check_effects(value, "hero", "zanshin")
        return value


class Enemy(CardModel):
    """FF-C7."""

    stage: int = Field(ge=1, le=4)
    count: int = Field(default=1, ge=1)
    life: int = Field(ge=1)
    gp: int = Field(default=0, ge=0)
    gold: bool = False
    gun: bool = False
    item: Annotated[str, Ref("item")] | None = None
    text: str = ""
    text_en: str = ""
    skill: Effects = []
    always: Effects = []
    on_ko: Effects = []

    @model_validator(mode="after")
    def _ops(self) -> Enemy:
        check_effects(self.skill, "enemy", "skill")
        check_effects(self.always, "always", "always")
        check_effects(self.on_ko, "hero", "on_ko")
        return self


class BossSkill(CardModel):
    """One card of a boss deck (FF-C8); ``cost`` > 0 only for FF-V4 threat skills."""

    id: str = ""
    text: str = ""
    text_en: str = ""
    cost: int = Field(default=0, ge=0)
    effects: Effects = []

    @field_validator("effects")
    @classmethod
    def _enemy_ops(cls, value: list[Any]) -> list[Any]:
        check_effects(value, "enemy", "effects")
        return value


class Boss(CardModel):
    """FF-C8: life, symbol, exactly 3 skills (the boss deck), threat skills for FF-V4."""

    stage: int = Field(ge=1, le=4)
    symbol: Symbol
    life: int = Field(ge=1)
    gp: int = Field(default=0, ge=0)
    gun: bool = False
    skills: list[BossSkill] = Field(min_length=3, max_length=3)
    threat_skills: list[BossSkill] = []

    @model_validator(mode="after")
    def _costs(self) -> Boss:
        if any(s.cost for s in self.skills):
            raise ValueError("the 3 boss-deck skills have no threat cost; put costly ones in threat_skills")
        if any(s.cost < 1 for s in self.threat_skills):
            raise ValueError("every threat skill needs a 'cost' of at least 1")
        return self


class Gimmick(CardModel):
    """A stage card's gimmick: effects applied at ``timing`` (FF-R3); its ``id`` names it in the log."""

    id: str = Field(min_length=1)
    timing: Timing = "stage_set"
    text: str = ""
    text_en: str = ""
    effects: Effects = []

    @model_validator(mode="after")
    def _gimmick_ops(self) -> Gimmick:
        check_effects(self.effects, "gimmick", "effects")
        if self.timing not in ("turn_start", "turn_end"):
            for effect in walk_effects(self.effects):
                if effect.op in ("move_points", "actions", "if_life_at_most") or (
                        getattr(effect, "target", None) in ("self", "others", "line")
                        and effect.op != "enemy_guard"):
                    raise ValueError(f"a {self.timing} gimmick has no acting hero: use "
                                     "all/upper/middle/lower targets and no turn-only ops")
        return self


class Stage(CardModel):
    """FF-C2: per-entry enemy counts, cell icons, gimmicks, boss symbol."""

    stage: int = Field(ge=1, le=4)
    kind: Literal["normal", "boss"] = "normal"
    symbol: Symbol | None = None
    entries: list[int] = Field(default_factory=lambda: [0] * 6, min_length=6, max_length=6)
    cells: dict[Cell, list[Icon]] = {}
    gimmicks: list[Gimmick] = []

    @model_validator(mode="after")
    def _symbol(self) -> Stage:
        if (self.kind == "normal") != (self.symbol is not None):
            raise ValueError("a normal stage card has a boss symbol; a boss-stage card has none")
        if any(n < 0 for n in self.entries):
            raise ValueError("entry counts can't be negative")
        return self


class VariantSwitch(SettingsModel):
    """One FF-V variant: a switch and a line a setup screen can show."""

    on: bool = False
    ja: str
    en: str


class Rules(SettingsModel):
    """``rules.toml``: parameters and variant switches (FF-C10, FF-S3, FF-W1, FF-V)."""

    campaign_length: int = Field(default=3, ge=1, le=4)
    base_players: int = Field(default=3, ge=1)
    extra_enemies_per_player: int = Field(default=2, ge=0)
    gold_minimum: int = Field(default=1, ge=0)
    reward_gold: int = Field(default=4, ge=0)
    special_cost: int = Field(default=2, ge=1)
    normal_cards_per_stage: int = Field(default=4, ge=1)
    max_group: int = Field(default=4, ge=1)
    move_points: int = Field(default=1, ge=0)
    coop_ap: int = Field(default=1, ge=0)
    coop_per_helper: int = Field(default=0, ge=0)  # FF-V9: joins per helper per attack, 0 = unlimited
    max_rounds_per_stage: int = Field(default=40, ge=5)  # a safety bound, never reached in play
    variants: dict[str, VariantSwitch]

    @field_validator("variants")
    @classmethod
    def _all_variants(cls, value: dict[str, VariantSwitch]) -> dict[str, VariantSwitch]:
        missing = [v for v in VARIANTS if v not in value]
        unknown = [v for v in value if v not in VARIANTS]
        if missing or unknown:
            raise ValueError(f"variants must be exactly {', '.join(VARIANTS)} "
                             f"(missing {missing}, unknown {unknown})")
        return value

    def switched_on(self) -> list[str]:
        return [v for v in VARIANTS if self.variants[v].on]


SPEC = DataSpec(
    game="fatal-fight",
    folder="fatal_fight",
    kinds={
        "character": Character,
        "art": Art,
        "item": Item,
        "status": Status,
        "enemy": Enemy,
        "boss": Boss,
        "stage": Stage,
    },
    settings={"rules.toml": Rules, "layouts.toml": LayoutsFile, "forecast.toml": DifficultyForecast,
              "rules_reference.toml": RulesReference},
    ops=OPS,
    rules=("engine.fatal_fight.cards:playable_cards",),  # cards.py reads this module's models
)
