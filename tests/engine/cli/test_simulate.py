"""One ``simulate`` for every game with bots (issue #22): the same options and outputs, driven by
the registry; ``--jobs`` never changes a result; kept games replay; ``--help`` never crashes."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

import main
from engine.cli.simulate import simulator
from engine.core.saves.replay import Tape
from tests.support.games import game_ids_with

SIMULATED = game_ids_with("simulate")


def test_every_game_with_bots_simulates() -> None:
    assert {"fatal-fight", "alchemic", "mysaga"} <= set(SIMULATED)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_simulate_help_lists_the_games_without_crashing_on_a_percent_sign(
        lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main.main(["--lang", lang, "simulate", "--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert all(game in out for game in SIMULATED) and "95 %" in out


@pytest.mark.parametrize("game_id", SIMULATED)
def test_the_same_options_for_every_game(game_id: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main.main(["simulate", game_id, "--help"])
    out = capsys.readouterr().out
    for option in ("--games", "--seed", "--bot", "--jobs", "--json", "--csv", "--plot", "--save-games", "--no-progress"):
        assert option in out, (game_id, option)


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main.main(["simulate", *argv])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


@pytest.mark.parametrize("game_id", SIMULATED)
def test_json_and_csv_are_the_same_whatever_jobs_is(game_id: str, capsys: pytest.CaptureFixture[str]) -> None:
    base = [game_id, "--games", "2", "--seed", "4", "--bot", "random", "--no-progress"]
    status, alone, err = _run(capsys, *base, "--json")
    assert status == 0, err
    assert json.loads(alone)
    status, together, err = _run(capsys, *base, "--json", "--jobs", "2")
    assert status == 0 and together == alone, err
    assert "2 jobs" in err
    status, table, err = _run(capsys, *base, "--csv", "--jobs", "2")
    rows = list(csv.reader(io.StringIO(table)))
    assert status == 0 and len(rows) >= 2 and all(len(r) == len(rows[0]) for r in rows)


@pytest.mark.parametrize("game_id", SIMULATED)
def test_kept_games_are_saves_that_replay_to_their_end(game_id: str, tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "kept"
    status, _, err = _run(capsys, game_id, "--games", "1", "--bot", "random", "--no-progress",
                          "--save-games", str(folder), "--json", str(tmp_path / "stats.json"))
    assert status == 0, err
    saves = sorted(folder.glob("*.json"))
    assert saves and not list(folder.glob("*.bak"))  # one file per game: none overwrote another
    from engine import catalog

    for path in saves:
        tape = Tape.open(path, lambda _id: catalog.load_game(game_id))
        assert tape.ended and tape.length > 0


@pytest.mark.parametrize("game_id", SIMULATED)
def test_bot_names_come_from_the_games_bot_table(game_id: str, capsys: pytest.CaptureFixture[str]) -> None:
    table = tuple(simulator(game_id).bots())
    assert "random" in table and simulator(game_id).default_bot in table
    status, out, err = _run(capsys, game_id, "--games", "1", "--bot", "no-such-bot", "--no-progress")
    assert status == 2 and out == "" and all(name in err for name in table) and "Traceback" not in err


@pytest.mark.parametrize("game_id", SIMULATED)
def test_usage_errors_are_one_line_with_exit_2(game_id: str, capsys: pytest.CaptureFixture[str]) -> None:
    for argv, words in ((["--games", "0"], "--games"), (["--jobs", "-1"], "--jobs"),
                        (["--json", "/no/such/folder/x.json"], "does not exist")):
        status, _, err = _run(capsys, game_id, *argv, "--no-progress")
        assert status == 2 and words in err and err.count("\n") == 1, (argv, err)


@pytest.mark.parametrize("game_id", SIMULATED)
def test_plot_writes_a_png(game_id: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("matplotlib")
    chart = tmp_path / "chart.png"
    status, _, err = _run(capsys, game_id, "--games", "2", "--bot", "random", "--no-progress", "--plot", str(chart))
    assert status == 0, err
    assert chart.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
