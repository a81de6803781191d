"""The card schema and effect vocabulary (design.md §10), rules.toml, and loading TOML into a game."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from pydantic import ValidationError

from engine.core.data.loader import load_data
from engine.core.kernel.bots import Driver
from engine.fatal_fight.bots import HeuristicBot, bot_rng
from engine.fatal_fight.game import FatalFight
from engine.fatal_fight.schema import OPS, SPEC, VARIANTS, Art, Boss, Enemy, Gimmick, Rules, Stage

RULES_TOML = Path(__file__).resolve().parents[3] / "data" / "fatal_fight" / "rules.toml"


def test_rules_toml_has_every_variant_off_with_a_ja_and_en_line() -> None:
    rules = Rules.model_validate(tomllib.loads(RULES_TOML.read_text(encoding="utf-8")))
    assert list(rules.variants) == list(VARIANTS)
    assert rules.switched_on() == []
    assert all(v.ja and v.en and "\n" not in v.en for v in rules.variants.values())
    assert (rules.campaign_length, rules.gold_minimum, rules.reward_gold) == (3, 1, 4)


def test_rules_must_name_exactly_the_eight_variants() -> None:
    with pytest.raises(ValidationError, match="missing"):
        Rules.model_validate({"variants": {"FF-V1": {"ja": "x", "en": "x"}}})


def test_the_vocabulary_is_closed() -> None:
    with pytest.raises(ValidationError, match="does not match any of the expected tags"):
        Enemy.model_validate({"id": "e", "stage": 1, "life": 2, "skill": [{"op": "explode", "value": 2}]})
    with pytest.raises(ValidationError, match="value"):
        Enemy.model_validate({"id": "e", "stage": 1, "life": 2, "skill": [{"op": "damage"}]})
    assert {"damage", "guard", "draw", "heal", "ap", "summon", "if_threat_at_least", "spend_threat"} <= set(
        OPS.names())


def test_ops_are_checked_against_where_they_are_written() -> None:
    with pytest.raises(ValidationError, match="op 'ap' can't be used here"):
        Enemy.model_validate({"id": "e", "stage": 1, "life": 2,
                              "skill": [{"op": "if_threat_at_least", "value": 3, "then": [{"op": "ap", "value": 1}]}]})
    with pytest.raises(ValidationError, match="own group"):
        Enemy.model_validate({"id": "e", "stage": 1, "life": 2, "skill": [{"op": "summon", "count": 1, "entry": 3}]})
    with pytest.raises(ValidationError, match="no own group"):
        Gimmick.model_validate({"id": "g", "timing": "stage_set", "effects": [{"op": "summon", "count": 1}]})
    with pytest.raises(ValidationError, match="no acting hero"):
        Gimmick.model_validate({"id": "g", "timing": "round_start", "effects": [{"op": "damage", "value": 1, "target": "self"}]})
    with pytest.raises(ValidationError, match="need an 'ap'"):
        Art.model_validate({"id": "a", "character": "c", "tier": "initial", "shoot": True})
    with pytest.raises(ValidationError, match="only upgrade arts"):
        Art.model_validate({"id": "a", "character": "c", "tier": "initial", "ap": 1, "price": 2})


def test_FF_C8_bosses_have_exactly_three_skills_and_costed_threat_skills() -> None:
    skill = {"effects": [{"op": "damage", "value": 1}]}
    with pytest.raises(ValidationError, match="at least 3"):
        Boss.model_validate({"id": "b", "stage": 1, "symbol": "sun", "life": 5, "skills": [skill]})
    with pytest.raises(ValidationError, match="cost"):
        Boss.model_validate({"id": "b", "stage": 1, "symbol": "sun", "life": 5, "skills": [skill] * 3,
                             "threat_skills": [skill]})


def test_FF_C2_stage_cards_need_six_entries_and_a_symbol_when_normal() -> None:
    with pytest.raises(ValidationError, match="symbol"):
        Stage.model_validate({"id": "s", "stage": 1})
    with pytest.raises(ValidationError, match="at least 6"):
        Stage.model_validate({"id": "s", "stage": 1, "symbol": "sun", "entries": [1, 0]})


TOML_CARDS = """
[[character]]
id = "kid"
life = 8
actions = 3
max_hand = 4
max_carry = 2
speed = 1
special = { name = "Spin", ap = 2, area = true }

[[art]]
id = "kid-jab"
character = "kid"
tier = "initial"
count = 8
ap = 2

[[art]]
id = "kid-cross"
character = "kid"
tier = "upgrade"
ap = 3
price = 1
replaces = "kid-jab"
effects = [{ op = "if_threat_at_least", value = 1, then = [{ op = "ap", value = 1 }] }]

[[item]]
id = "apple"
icon = "apple"
heal = 2

[[item]]
id = "belt"
reward = true
carried = [{ op = "stat", stat = "actions", value = 1 }]

[[status]]
id = "fatigue"
fatigue = true

[[enemy]]
id = "mook"
stage = 1
count = 6
life = 2
skill = [{ op = "damage", value = 1 }]

[[boss]]
id = "big"
stage = 1
symbol = "sun"
life = 4
skills = [{ effects = [{ op = "damage", value = 1 }] }, { effects = [{ op = "summon", count = 1 }] },
          { effects = [{ op = "threat", value = 1 }] }]

[[stage]]
id = "alley"
stage = 1
symbol = "sun"
entries = [1, 0, 0, 0, 1, 0]
cells = { "upper-left" = ["apple", "gold"] }
gimmicks = [{ id = "g1", timing = "turn_start", effects = [{ op = "guard", value = 1, target = "self" }] }]

[[stage]]
id = "alley-boss"
stage = 1
kind = "boss"
entries = [0, 1, 0, 0, 0, 0]
"""


def test_toml_data_loads_through_the_shared_loader_and_plays(tmp_path: Path) -> None:
    folder = tmp_path / "fatal_fight"
    folder.mkdir()
    (folder / "cards.toml").write_text(TOML_CARDS, encoding="utf-8")
    rules = RULES_TOML.read_text(encoding="utf-8").replace("campaign_length = 3", "campaign_length = 1")
    (folder / "rules.toml").write_text(rules, encoding="utf-8")
    result = load_data(SPEC, tmp_path, None)
    assert result.problems == []
    game = FatalFight(result.db)
    state = game.new_state({"heroes": [{"character": "kid", "player": "Aoi"}]}, 3)
    bot = Driver(game, HeuristicBot(game), bot_rng(0))
    while not game.is_over(state):
        game.apply(state, bot.next_action(state))
    assert state.result in ("won", "lost")


def test_a_broken_reference_is_a_load_problem(tmp_path: Path) -> None:
    folder = tmp_path / "fatal_fight"
    folder.mkdir()
    (folder / "cards.toml").write_text(TOML_CARDS.replace('replaces = "kid-jab"', 'replaces = "kid-jabb"'),
                                       encoding="utf-8")
    problems = load_data(SPEC, tmp_path, None).problems
    assert any("kid-jabb" in str(p) for p in problems)


def test_every_effect_op_has_an_interpreter_chosen_by_its_class() -> None:
    from typing import get_args

    from engine.fatal_fight import effects
    from engine.fatal_fight import ops as O

    models = {OPS.model(name) for name in OPS.names()}
    static = {O.Immune, O.StatBonus}  # Always / carried: read where they apply, never run
    assert effects.HANDLERS.missing(models - static) == []
    assert effects.HANDLERS.missing(static) == ["Immune", "StatBonus"]
    assert set(get_args(get_args(O.Effect)[0])) == models  # the declared union is the registry's
