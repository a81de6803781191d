"""Simulation (issue #4): seeds and heroes per game, jobs-independent results, the event tally's
definitions, the summary (Wilson interval), the report formats and the ``simulate`` command."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

import main
from engine.core.kernel.bots import RandomBot, decide
from engine.core.kernel.stats import wilson
from engine.fatal_fight import actions as A
from engine.fatal_fight import sim_cli as cli
from engine.fatal_fight import sim_report
from engine.fatal_fight.bots import HeuristicBot, bot_rng
from engine.fatal_fight.sim_stats import EventTally, GameRecord
from engine.fatal_fight.sim_summary import art_rates, by_hero_count
from engine.fatal_fight.simulation import (
    SimConfig,
    SimulationError,
    derive_seed,
    plan,
    play,
    simulate,
)
from engine.fatal_fight.state import FatalFightState
from tests.engine.fatal_fight import fixtures as F
from tests.engine.fatal_fight.helpers import fresh, place, put_foes, set_hand, turn_of
from tests.engine.fatal_fight.helpers import play as play_actions

GAME = F.game()
OWNER = {art.id: art.character for art in GAME.cards.arts.values()}


def test_seeds_and_heroes_follow_from_the_run_seed_alone() -> None:
    config = SimConfig(games=4, heroes=(1, 3), seed=11)
    first, again = plan(GAME, config), plan(GAME, config)
    assert first == again
    assert len({s.seed for s in first}) == len(first)
    assert all(len(set(s.characters)) == s.heroes and set(s.characters) <= set(GAME.cards.characters) for s in first)
    assert derive_seed(11, 3, 2) != derive_seed(12, 3, 2)
    fixed = plan(GAME, SimConfig(games=2, heroes=(2,), seed=11, characters=("cody", "guy", "haggar")))
    assert {s.characters for s in fixed} == {("cody", "guy")}


def test_jobs_do_not_change_the_results() -> None:
    config = SimConfig(games=3, heroes=(1, 2), seed=5, bot="random")
    assert simulate(GAME, config, jobs=1) == simulate(GAME, config, jobs=2)


def test_config_problems_are_worded_for_a_player() -> None:
    bad = SimConfig(games=0, heroes=(0, 4), bot="smart", variants=("FF-V9",), characters=("guy", "guy", "zangief"))
    problems = " | ".join(bad.problems(GAME))
    for words in ("--games", "1 to 5", "unknown bot", "FF-V9", "zangief", "once", "4 heroes need 4"):
        assert words in problems
    assert SimConfig(games=1, heroes=(3,)).problems(GAME) == []


def test_a_turn_with_3_actions_counts_its_damage_after_gp() -> None:  # FF-R5e, FF-R6a
    game, state = fresh()
    turn_of(state, 0)
    place(state, 0, "middle-center")
    set_hand(state, 0, ["haggar_kick#1", "haggar_punch#1", "haggar_block#1"])
    put_foes(state, 2, ["bruiser1#1"])  # life 4, GP 1 + 1 (its Always guards the front)
    tally = EventTally(frozenset(game.cards.arts))
    tally.on_turn_started({"seat": 0})  # turn_of set the turn up without its event
    tally.feed(play_actions(game, state, A.StartAttack(0, 2), A.AddCard(0, "haggar_kick#1"),
                            A.AddCard(0, "haggar_punch#1"), A.ConfirmAttack(0),
                            A.PlayFaceDown(0, "haggar_block#1"), A.EndTurn(0)))
    record = tally.record(state, heroes=3, index=0, seed=7, decisions=6)
    assert record.damage_3_actions == (1,)  # 3 AP against 2 GP
    assert (record.damage, record.actions_used) == (1, 3)
    assert dict(record.art_plays) == {"haggar_kick": 1, "haggar_punch": 1}  # face down is no art play


def _campaign(seed: int) -> tuple[FatalFightState, GameRecord, int]:
    """A heuristic 3-hero campaign: its final state, its record and the gold spent at briefings."""
    spec = plan(GAME, SimConfig(games=1, heroes=(3,), seed=seed))[0]
    state, events = GAME.start({"heroes": [{"character": c} for c in spec.characters]}, spec.seed)
    tally = EventTally(frozenset(GAME.cards.arts))
    tally.feed(events)
    bot, spent, decisions = HeuristicBot(GAME), 0, 0
    while not GAME.is_over(state):
        events = GAME.apply(state, decide(GAME, state, None, bot, bot_rng(spec.seed)))
        decisions += 1
        spent += sum(e.data["price"] if e.kind == "art_bought" else e.kind == "status_removed" for e in events)
        tally.feed(events)
    record = tally.record(state, spec.heroes, spec.index, spec.seed, decisions)
    assert record == play(GAME, spec, "heuristic")  # the runner tallies the same way
    return state, record, spent


@pytest.mark.parametrize("seed", [1, 2])
def test_the_tally_agrees_with_the_final_state(seed: int) -> None:
    state, record, spent = _campaign(seed)
    assert (record.result, record.stage) == (state.result, state.stage)
    assert record.cleared == state.stage - (state.result == "lost")
    assert sum(record.rounds) == len(record.threat_by_round) == state.rounds_played  # FF-R, every round
    assert record.threat_at_stage_end[-1] == record.threat_by_round[-1] == state.threat  # FF-T1
    assert record.gold == sum(h.gold for h in state.heroes) + spent > 0  # FF-W1, FF-W2, FF-R0
    assert sum(record.damage_3_actions) <= record.damage
    assert sum(n for _, n in record.art_plays) <= record.actions_used


def test_wilson_interval_matches_known_values() -> None:
    low, high = wilson(5, 10)
    assert (round(low, 4), round(high, 4)) == (0.2366, 0.7634)
    assert wilson(0, 10)[0] == 0.0 and round(wilson(0, 10)[1], 4) == 0.2775
    assert wilson(10, 10)[1] == 1.0


def _records() -> list[GameRecord]:
    return simulate(GAME, SimConfig(games=3, heroes=(1, 3), seed=4), jobs=1)


def test_one_summary_per_hero_count_with_shares_that_add_up() -> None:
    records = _records()
    summaries = by_hero_count(records, 3, OWNER)
    assert [s.heroes for s in summaries] == [1, 3]
    for s in summaries:
        assert s.games == 3
        assert sum(s.lost_in) + s.win_rate == pytest.approx(1.0)
        assert s.win_low <= s.win_rate <= s.win_high
        assert sum(n for _, n in s.damage_3_histogram) == s.turns_3_actions
    rates = dict(art_rates(records, OWNER))
    assert set(rates) == {a for a, c in OWNER.items() if any(c in r.characters for r in records)}
    assert list(rates.values()) == sorted(rates.values(), reverse=True)


def test_report_as_text_json_and_csv() -> None:
    records = _records()
    config = SimConfig(games=3, heroes=(1, 3), seed=4)
    summaries = by_hero_count(records, 3, OWNER)
    arts = art_rates(records, OWNER)
    text = sim_report.text(config, 3, summaries, arts)
    assert "Outcome by hero count" in text and "dmg/action ×3" in text and "exactly 3 actions" in text
    payload = json.loads(sim_report.to_json(config, 3, summaries, arts))
    assert [s["heroes"] for s in payload["by_heroes"]] == [1, 3] and payload["config"]["seed"] == 4
    rows = list(csv.reader(io.StringIO(sim_report.to_csv(3, summaries))))
    assert rows[0] == sim_report.csv_columns(3) and len(rows) == 3
    assert all(len(row) == len(rows[0]) for row in rows)


def test_parse_heroes_accepts_counts_ranges_and_lists() -> None:
    assert cli.parse_heroes("3") == (3,)
    assert cli.parse_heroes("1-5") == (1, 2, 3, 4, 5)
    assert cli.parse_heroes("4,1-2") == (1, 2, 4)
    for bad in ("x", "3-1", "1-"):
        with pytest.raises(cli.UsageError):
            cli.parse_heroes(bad)


def test_simulate_command_prints_json_and_is_deterministic(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "fatal-fight", "--games", "1", "--heroes", "1-2", "--seed", "3", "--bot", "random",
            "--no-progress", "--json"]
    assert main.main(argv) == 0
    first = json.loads(capsys.readouterr().out)
    assert main.main([*argv, "--jobs", "2"]) == 0
    assert json.loads(capsys.readouterr().out) == first
    assert [s["heroes"] for s in first["by_heroes"]] == [1, 2]


@pytest.mark.parametrize("args, words", [
    (["--heroes", "0"], "1 to 5"),
    (["--heroes", "two"], "--heroes"),
    (["--variant", "FF-V9"], "FF-V9"),
    (["--characters", "nobody"], "nobody"),
    (["--set", "bogus=1"], "NAME=VALUE with NAME one of campaign_length"),
    (["--set", "campaign_length=9"], "campaign_length: Input should be less than or equal to 4"),
    (["--games", "0"], "--games"),
    (["--csv", "/no/such/folder/out.csv"], "does not exist"),
])  # fmt: skip
def test_simulate_usage_errors_exit_2_with_a_message(args: list[str], words: str,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    assert main.main(["simulate", "fatal-fight", "--games", "1", *args]) == 2
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err


def test_a_failing_campaign_is_named_by_its_seed(monkeypatch: pytest.MonkeyPatch,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    def broken(self: RandomBot, view: object, legal: object, rng: object) -> A.EndTurn:
        raise KeyError("no such card")

    monkeypatch.setattr(RandomBot, "choose", broken)
    config = SimConfig(games=2, heroes=(1,), seed=1, bot="random")
    seeds = "|".join(str(s.seed) for s in plan(GAME, config))
    for jobs in (1, 2):
        with pytest.raises(SimulationError, match=rf"\(seed ({seeds}), random bot\) failed: KeyError"):
            simulate(GAME, config, jobs)
    assert main.main(["simulate", "fatal-fight", "--games", "1", "--bot", "random", "--no-progress"]) == 1
    err = capsys.readouterr().err
    assert "failed: KeyError" in err and "Traceback" not in err


def test_simulate_without_matplotlib_fails_before_playing(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    def missing() -> None:
        raise ImportError("No module named 'matplotlib'")

    monkeypatch.setattr("engine.cli.simulate.require_matplotlib", missing)
    assert main.main(["simulate", "fatal-fight", "--games", "1", "--plot", str(tmp_path / "c.png")]) == 1
    captured = capsys.readouterr()
    assert "pip install" in captured.err and captured.out == ""


def test_simulate_writes_csv_and_charts(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("matplotlib")
    out, chart = tmp_path / "sim.csv", tmp_path / "sim.png"
    argv = ["simulate", "fatal-fight", "--games", "2", "--heroes", "1,2", "--bot", "random", "--no-progress",
            "--csv", str(out), "--plot", str(chart), "--variant", "FF-V6", "--set", "extra_enemies_per_player=3"]
    assert main.main(argv) == 0
    assert "Outcome by hero count" in capsys.readouterr().out
    assert len(out.read_text(encoding="utf-8").splitlines()) == 3
    assert chart.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"



def test_simulate_words_its_report_in_the_language_asked(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "fatal-fight", "--games", "1", "--heroes", "1", "--no-progress"]
    assert main.main(["--lang", "ja", *argv]) == 0
    captured = capsys.readouterr()
    assert "ヒーロー人数ごとの結果" in captured.out and "Outcome by hero count" not in captured.out
    assert "1 キャンペーン" in captured.err
    assert main.main(argv) == 0
    captured = capsys.readouterr()
    assert "Outcome by hero count" in captured.out and "1 campaign per hero count" in captured.out
    assert "simulate: 1 campaign," in captured.err and "1 job)" in captured.err
