"""Decks and the shipped data (MS-D1–D3): legal decks, clear errors for bad ones."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from engine.core.data.loader import load_data
from engine.core.data.problems import DataError
from engine.mysaga.game import MySaga
from engine.mysaga.schema import SPEC
from tests.engine.mysaga.fixtures import PLAIN_DECK, game

DATA = Path(__file__).resolve().parents[3] / "data"


def test_MS_D2_a_deck_is_exactly_ten_cards_within_the_cost_cap() -> None:
    g = game(deck_cost_cap=10)
    assert g.cards.deck_problem(PLAIN_DECK, g.rules) is None
    assert "exactly 10" in str(g.cards.deck_problem(PLAIN_DECK[:9], g.rules))
    capped, single = game(deck_cost_cap=9), game(max_copies=1)
    assert "costs 10, over the cap of 9" in str(capped.cards.deck_problem(PLAIN_DECK, capped.rules))
    assert "more than 1 copy of n9" in str(single.cards.deck_problem(PLAIN_DECK, single.rules))
    with pytest.raises(ValueError, match="illegal deck"):
        g.new_state({"seats": [{"deck": PLAIN_DECK[:9]}, {"deck": PLAIN_DECK}]}, 0)


def test_MS_D2_deck_problems_count_in_the_singular_and_the_plural_and_read_in_japanese() -> None:
    g, single = game(), game(max_copies=1)
    assert str(g.cards.deck_problem(["nope"], g.rules)) == "unknown card nope"
    assert str(g.cards.deck_problem(["nope", "zip"], g.rules)) == "unknown cards nope, zip"
    unknown = g.cards.deck_problem(["nope", "zip"], g.rules)
    assert unknown is not None and unknown.ja == "存在しないカード: nope、zip"
    twice = game(max_copies=2)
    three_n9 = [*PLAIN_DECK[:7], "n9", "n9", "n9"]
    assert str(twice.cards.deck_problem(three_n9, twice.rules)) == "more than 2 copies of n9"
    copies = single.cards.deck_problem(PLAIN_DECK, single.rules)
    assert copies is not None and copies.ja == "n9が1枚を超えています"
    short = g.cards.deck_problem(PLAIN_DECK[:9], g.rules)
    assert short is not None and short.en == "a deck has exactly 10 cards, not 9"
    assert short.ja == "デッキはちょうど10枚です（9枚あります）"


def test_MS_D3_two_to_four_players() -> None:
    g = game()
    for n in (1, 5):
        with pytest.raises(ValueError, match="2 to 4 seats"):
            g.new_state({"seats": [{"deck": PLAIN_DECK}] * n}, 0)


def test_MS_D1_shipped_data_loads_clean_and_every_sample_deck_is_legal() -> None:
    result = load_data(SPEC, DATA, None)
    assert result.ok, [str(p) for p in result.problems]
    g = MySaga(result.db)
    assert len(g.cards.decks) >= 3
    for deck in g.cards.decks.values():
        assert g.cards.deck_problem(deck.cards, g.rules) is None
        assert g.cards.deck_cost(deck.cards) <= g.rules.deck_cost_cap == 55
    assert any(c.skill for c in g.cards.cards.values())
    assert {op.op for c in g.cards.cards.values() for op in c.skill} >= {
        "number", "set_number", "attribute", "kp_tax", "kp_drain"}


def test_MS_D2_an_over_cost_deck_is_a_data_error_naming_file_line_and_deck(tmp_path: Path) -> None:
    shutil.copytree(DATA / "mysaga", tmp_path / "mysaga")
    decks = tmp_path / "mysaga" / "decks.toml"
    decks.write_text(decks.read_text(encoding="utf-8") + '''
[[deck]]
id = "heavy"
cards = ["ash-titan", "ash-titan", "storm-golem", "storm-golem", "deep-whale",
         "deep-whale", "sun-lancer", "void-witch", "flame-knight", "phoenix-herald"]
''', encoding="utf-8")
    with pytest.raises(DataError) as err:
        MySaga.load(tmp_path, None)
    problem = err.value.problems[0]
    assert problem.card_id == "heavy" and problem.field == "cards" and problem.line > 1
    assert problem.file.endswith("decks.toml") and "over the cap of 55" in problem.message


def test_an_unknown_attribute_on_a_card_names_file_and_card(tmp_path: Path) -> None:
    shutil.copytree(DATA / "mysaga", tmp_path / "mysaga")
    cards = tmp_path / "mysaga" / "cards.toml"
    cards.write_text(cards.read_text(encoding="utf-8").replace('attribute = "fire"\ncost = 5', 'attribute = "fyre"\ncost = 5', 1),
                     encoding="utf-8")
    problems = load_data(SPEC, tmp_path, None).problems
    assert any(p.card_id == "ember-fox" and p.field == "attribute" and "fyre" in p.message for p in problems)


def test_a_skill_names_the_round_it_affects(tmp_path: Path) -> None:
    shutil.copytree(DATA / "mysaga", tmp_path / "mysaga")
    cards = tmp_path / "mysaga" / "cards.toml"
    text = cards.read_text(encoding="utf-8")
    cards.write_text(text.replace('skill_when = "this"\nskill = [{ op = "kp_tax"', 'skill = [{ op = "kp_tax"', 1),
                     encoding="utf-8")
    problems = load_data(SPEC, tmp_path, None).problems
    assert any(p.card_id == "cinder-imp" and "skill_when" in p.message and p.line > 1 for p in problems)


def test_every_skill_op_has_an_interpreter_chosen_by_its_class() -> None:
    from typing import get_args

    from engine.mysaga import skills
    from engine.mysaga.schema import OPS, Effect

    models = {OPS.model(name) for name in OPS.names()}
    assert skills.HANDLERS.missing(models) == []
    assert set(get_args(get_args(Effect)[0])) == models  # the declared union is the registry's
