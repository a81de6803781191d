"""The sample FERTCG cards (data/fertcg) play the digest's examples through the formula,
named by rule id (rules/fertcg-chip-cost.md), and their data errors name file, line and card."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core.data import load_data, load_database
from engine.core.saves.userdirs import SHIPPED_DATA
from engine.fertcg import CountStep
from engine.fertcg.cards import Attack, attack_cost, base_attack, count_changes
from engine.fertcg.schema import SPEC, Surprise, Unit
from engine.fertcg.wording import formula

DB = load_database(SPEC, user_root=None)


def test_the_sample_cards_load_clean() -> None:
    result = load_data(SPEC, user_root=None)
    assert result.problems == []
    assert {kind: len(result.db.cards(kind)) for kind in result.db.kinds} == {"unit": 5, "weapon": 5, "surprise": 6, "deck": 2}


def test_FE_F1_sky_vault_sword_5_attack_once_costs_5() -> None:
    assert attack_cost(DB, Attack("u-rin", "w-sky-vault-sword")).total == 5


def test_FE_F1_a_bare_handed_unit_attacks_with_its_own_attack() -> None:
    assert base_attack(DB, Attack("u-kaito")) == 2


def test_FE_B1_drowse_sword_with_flurry_costs_2() -> None:
    cost = attack_cost(DB, Attack("u-kaito", "w-drowse-sword", supports=("s-flurry",)))
    assert (cost.count, cost.total) == (2, 2)
    assert formula(cost, "ja") == "(1 × 2) ± なし = 2"


def test_FE_B2_drowse_sword_against_the_bangle_of_calm_costs_1() -> None:
    attack = Attack("u-kaito", "w-drowse-sword", enemy_cards=("s-bangle-of-calm",))
    (change,) = count_changes(DB, attack)
    assert (change.delta, change.mentions_chips, change.unit_card) == (-1, False, False)
    cost = attack_cost(DB, attack)
    assert cost.total == 1 and [s.rule for s in cost.steps if isinstance(s, CountStep)] == ["FE-B2"]


def test_FE_B3_garos_unit_text_adds_an_attack_without_chip_wording() -> None:
    cost = attack_cost(DB, Attack("u-garo", "w-iron-sword"))
    assert (cost.count, cost.total) == (2, 6)
    assert [s.rule for s in cost.steps if isinstance(s, CountStep)] == ["FE-B3"]


def test_FE_F2_drowse_sword_with_keen_edge_is_0_not_minus_1() -> None:
    attack = Attack("u-kaito", "w-drowse-sword", optional_uses=(("u-kaito", 1),))
    assert attack_cost(DB, attack).total == 0
    assert attack_cost(DB, Attack("u-kaito", "w-drowse-sword")).total == 1  # not used: not applied


def test_FE_C3_keen_edge_usable_at_most_twice() -> None:
    twice = Attack("u-kaito", "w-sky-vault-sword", optional_uses=(("u-kaito", 2),))
    assert attack_cost(DB, twice).total == 1
    with pytest.raises(ValueError, match="at most 2 times"):
        attack_cost(DB, Attack("u-kaito", "w-sky-vault-sword", optional_uses=(("u-kaito", 3),)))


def test_FE_C2_iron_sword_thunder_blessing_then_wind_aid_costs_2() -> None:
    attack = Attack("u-rin", "w-iron-sword", supports=("s-wind-aid", "s-thunder-blessing"))
    assert attack_cost(DB, attack).total == 2


def test_FE_C1_seras_starlight_orb_makes_it_1() -> None:
    assert attack_cost(DB, Attack("u-sera", "w-starlight-orb")).total == 1


def test_FE_C1_orb_and_steady_stance_the_lowest_fixed_wins() -> None:
    cost = attack_cost(DB, Attack("u-sera", "w-starlight-orb", supports=("s-steady-stance",)), lang="en")
    assert cost.total == 1
    assert formula(cost) == "(3 × 1) ± make it 1 (Starlight Orb) = 1"


def test_every_units_starting_weapon_exists() -> None:
    units = [u for u in DB.cards("unit").values() if isinstance(u, Unit)]
    assert len(units) == 5 and all(u.weapon in DB.cards("weapon") for u in units)


def test_a_broken_card_names_file_line_card_and_field(tmp_path: Path) -> None:
    folder = tmp_path / "fertcg"
    folder.mkdir()
    text = (SHIPPED_DATA / "fertcg" / "surprises.toml").read_text(encoding="utf-8")
    (folder / "surprises.toml").write_text(text.replace('op = "no_cost"', 'op = "free_cost"'), encoding="utf-8")
    (folder / "table.toml").write_text((SHIPPED_DATA / "fertcg" / "table.toml").read_text(encoding="utf-8"), encoding="utf-8")
    (problem,) = load_data(SPEC, data_root=tmp_path, user_root=None).problems
    line = text.splitlines().index('chip = [{ op = "no_cost" }]') + 1
    assert (Path(problem.file).name, problem.line, problem.card_id) == ("surprises.toml", line, "s-thunder-blessing")
    assert problem.field == "chip[0].op"
    assert "free_cost" in problem.message and "no_cost" in problem.message


def test_every_skill_a_surprise_requires_is_some_units_skill() -> None:
    skills = {skill.name for u in DB.cards("unit").values() if isinstance(u, Unit) for skill in u.skills}
    required = {s.requires_skill for s in DB.cards("surprise").values() if isinstance(s, Surprise)} - {""}
    assert required and required <= skills


def test_FE_B3_mira_doubles_her_count_on_a_unit_card_without_chip_wording() -> None:
    cost = attack_cost(DB, Attack("u-mira"))
    assert (cost.attack, cost.count, cost.total) == (1, 2, 2)


def test_FE_B2_twin_daggers_strike_twice_but_a_weapon_without_chip_wording_leaves_B() -> None:
    cost = attack_cost(DB, Attack("u-kaito", "w-twin-daggers"))
    assert (cost.attack, cost.count, cost.total) == (2, 1, 2)
    assert [s.rule for s in cost.steps if isinstance(s, CountStep)] == ["FE-B2"]


def test_FE_C3_deep_breath_takes_one_chip_off() -> None:
    assert attack_cost(DB, Attack("u-garo", "w-iron-sword", supports=("s-deep-breath",))).total == 3 * 2 - 1
