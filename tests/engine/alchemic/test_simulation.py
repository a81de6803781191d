"""``simulate alchemic``: deterministic for a seed, rates with intervals, usage errors as messages."""

from __future__ import annotations

import re

import main
from engine.alchemic.simulation import simulate
from engine.core.kernel.stats import wilson
from tests.engine.alchemic.helpers import game


def test_same_seed_same_results_and_every_game_counted() -> None:
    a = simulate(game(), 6, 7, ("flame-academy", "desert-wind"), "heuristic")
    b = simulate(game(), 6, 7, ("flame-academy", "desert-wind"), "heuristic")
    assert a == b
    assert [r.decks[0] for r in a[:2]] == ["flame-academy", "desert-wind"]  # decks swap seats


def test_wilson_interval_contains_the_rate() -> None:
    low, high = wilson(30, 100)
    assert low < 0.30 < high and 0.2 < low and high < 0.4
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0


def test_cli_prints_rates_with_intervals(capsys) -> None:  # type: ignore[no-untyped-def]
    status = main.main(["simulate", "alchemic", "--games", "4", "--seed", "2", "--decks", "flame-academy",
                        "shadow-legion", "--bot", "random", "--no-progress"])
    out = capsys.readouterr().out
    assert status == 0
    rows = re.findall(r"(deck \S+ wins|first player wins)\s+(\d+)/4 +\d+\.\d % +\d+\.\d–\d+\.\d %", out)
    assert len(rows) == 3 and "95 % CI" in out
    assert int(rows[0][1]) + int(rows[1][1]) + int(re.search(r"bound: (\d+)", out).group(1)) == 4


def test_cli_unknown_deck_is_a_usage_error(capsys) -> None:  # type: ignore[no-untyped-def]
    assert main.main(["simulate", "alchemic", "--decks", "nope", "flame-academy", "--no-progress"]) == 2
    assert "unknown deck" in capsys.readouterr().err


def test_the_expert_plays_both_decks_in_both_seats() -> None:
    from engine.alchemic.simulation import plan_matches

    jobs = plan_matches(4, 0, ("a", "b"), "expert")
    expert_decks = {(j.decks[j.bots.index("expert")], j.bots.index("expert")) for j in jobs}
    assert expert_decks == {("a", 0), ("a", 1), ("b", 0), ("b", 1)}


def test_cli_words_its_report_in_the_language_asked(capsys) -> None:  # type: ignore[no-untyped-def]
    argv = ["simulate", "alchemic", "--games", "1", "--bot", "random", "--no-progress"]
    assert main.main(["--lang", "ja", *argv]) == 0
    captured = capsys.readouterr()
    assert captured.out.startswith("アルケミックカードバトル — 1 ゲーム") and "先攻の勝ち" in captured.out
    assert "simulate: 1 ゲーム、" in captured.err
    assert main.main(argv) == 0
    captured = capsys.readouterr()
    assert captured.out.startswith("Alchemic Card Battle — 1 game, seed 0") and "first player wins" in captured.out
    assert "simulate: 1 game, " in captured.err
