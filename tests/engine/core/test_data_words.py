"""#17: a data problem names file, line, card id and field; the sentence around them comes from the catalogs."""

from __future__ import annotations

from pathlib import Path

from engine.core.data import DataError, Problem, load_data
from engine.core.data import problems as P
from engine.core.i18n.catalog import msg
from tests.support.sample_data import SPEC, write_sample


def test_a_broken_file_is_reported_in_the_readers_language(tmp_path: Path) -> None:
    write_sample(tmp_path / "data")
    path = tmp_path / "data" / "sample" / "bad.toml"
    path.write_text('[[item]]\nid = "x"\nprice = \n', encoding="utf-8")
    (problem,) = load_data(SPEC, tmp_path / "data", None).problems
    assert problem.kind == P.SYNTAX and problem.line == 3
    assert problem.message.startswith("TOML syntax error: ") and problem.message.endswith("(expected valid TOML)")
    japanese = problem.text("ja")
    assert japanese.startswith(f"{path}:3:{problem.column}: TOML の書き方の誤り: ")
    assert problem.shown("ja").endswith("（正しい TOML が必要です）")


def test_an_unknown_kind_suggests_the_closest_in_both_languages(tmp_path: Path) -> None:
    write_sample(tmp_path / "data")
    (tmp_path / "data" / "sample" / "typo.toml").write_text('[[iten]]\nid = "y"\n', encoding="utf-8")
    problem = next(p for p in load_data(SPEC, tmp_path / "data", None).problems if p.kind == P.UNKNOWN_KIND)
    assert "did you mean [[item]]?" in problem.message
    assert "[[item]] のことですか？" in problem.text("ja")


def test_a_plain_string_problem_reads_the_same_in_every_language() -> None:
    problem = Problem("rules.toml", 2, "", "hand_size", "must be at least 3", P.INVALID_VALUE)
    assert problem.text("ja") == problem.text("en") == "rules.toml:2: hand_size: must be at least 3"


def test_data_error_counts_its_problems_in_the_singular_and_the_plural() -> None:
    one = Problem("a.toml", 1, "orc", "hp", msg("data.problem.no_card", target="'x'"), P.UNKNOWN_REF)
    assert str(DataError("sample", [one])).startswith("1 problem in the sample card data:\na.toml:1: orc.hp: no card")
    assert str(DataError("sample", [one] * 12)).endswith("… and 2 more")
    assert DataError("sample", [one] * 3).text.get("ja").startswith("sample のカードデータに 3 件の問題があります")


def test_what_was_expected_is_worded_in_the_readers_language_too() -> None:
    from engine.core.data.introspect import describe

    assert str(describe(list[list[int]])) == "a list of lists of whole numbers"
    assert describe(list[int]).get("ja") == "整数 のリスト"
    assert str(describe(int | str)) == "a whole number or a string"
    wrong = msg("data.problem.wrong_type", expected=describe(int), got="'low'")
    assert (str(wrong), wrong.get("ja")) == ("expected a whole number, got 'low'", "整数 が必要ですが、'low' でした")
