"""A save as a replay (issue #16): the game at any step equals the log replayed to it; --check
finds the first bad step; ``main.py replay`` and ``simulate --save-games`` from the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.core.kernel.session import Session
from engine.core.saves.documents import encode_save, write_save
from engine.core.saves.replay import Tape, check
from main import main
from tests.engine.core.lucky import LuckyHighCard, play

LUCKY = LuckyHighCard()
META = {"saved_at": "2025-01-02T03:04:05+09:00"}


def saved(tmp_path: Path) -> tuple[Path, Session[LuckyHighCard]]:
    session = Session.new(LUCKY, {"seat_names": ["Aoi", "Ben"]}, 4, "strict")
    play(session, [3, 0, 1, 3, 0, 0, 1, 2, 0])
    path = tmp_path / "game.json"
    write_save(path, session, META)
    return path, session


def test_the_tape_at_each_step_equals_the_log_replayed_to_it(tmp_path: Path) -> None:
    path, session = saved(tmp_path)
    tape = Tape.open(path, lambda game_id: LUCKY)
    assert tape.length == len(session.log) and tape.problem is None
    order = list(range(tape.length + 1)) + [3, 0, tape.length, 1, 2]  # forward, back, jumps
    for n in order:
        expected = Session.replay(LUCKY, session.setup, session.seed, session.log[:n], "lenient")
        assert LUCKY.encode_state(tape.at(n).state) == LUCKY.encode_state(expected.state), n
    assert tape.turns[0] == 0 and tape.turns == sorted(set(tape.turns))


def test_check_passes_a_good_save_and_names_the_first_bad_step(tmp_path: Path) -> None:
    path, session = saved(tmp_path)
    assert check(path, lambda game_id: LUCKY).ok
    doc = json.loads(path.read_bytes())
    doc["log"][4]["action"]["card"] = "ZZ"
    path.write_text(json.dumps(doc), encoding="utf-8")
    result = check(path, lambda game_id: LUCKY)
    assert not result.ok and result.steps == 4 and "step 5 of" in result.message.en
    tape = Tape.open(path, lambda game_id: LUCKY)
    assert tape.length == 4 and tape.problem is not None  # it still plays up to the bad step


def test_check_reports_a_digest_that_does_not_match(tmp_path: Path) -> None:
    path, _ = saved(tmp_path)
    doc = json.loads(path.read_bytes())
    doc["state_digest"] = "sha256:00"
    path.write_text(json.dumps(doc), encoding="utf-8")
    result = check(path, lambda game_id: LUCKY)
    assert not result.ok and "final state" in result.message.en


def fatal_fight_save(tmp_path: Path, steps: int = 30) -> Path:
    from engine.fatal_fight.game import FatalFight
    from screens.cli.sample_saves import play as play_randomly

    game = FatalFight.load()
    setup = {"heroes": [{"character": c, "player": p} for c, p in (("ryuji", "Aoi"), ("rita", "Ben"))], "variants": []}
    session = Session.new(game, setup, 3, "strict")
    play_randomly(session, steps, 5)
    path = tmp_path / "ff.json"
    path.write_bytes(encode_save(session, META))
    return path


def test_replay_check_from_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = fatal_fight_save(tmp_path)
    assert main(["replay", str(path), "--check"]) == 0
    out = capsys.readouterr().out
    assert "all 30 steps replay" in out and "final: Stage 1" in out
    doc = json.loads(path.read_bytes())
    doc["log"][10]["chance"] = [999999]
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert main(["replay", str(path), "--check", "--lang", "ja"]) == 1
    out = capsys.readouterr().out
    assert "11手目" in out


def test_replay_check_of_a_broken_file_is_a_message(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "nested.json"
    path.write_bytes(b"[" * 2000 + b"]" * 2000)
    assert main(["replay", str(path), "--check"]) == 1
    assert "nested.json" in capsys.readouterr().err


def test_simulate_save_games_keeps_each_campaign_as_a_save_that_replays(tmp_path: Path) -> None:
    from engine.core.saves.documents import read_save_header
    from engine.fatal_fight.game import FatalFight
    from engine.fatal_fight.simulation import SimConfig, simulate

    folder = tmp_path / "games"
    assert main(["simulate", "fatal-fight", "--games", "2", "--heroes", "1", "--no-progress",
                 "--save-games", str(folder), "--json", str(tmp_path / "stats.json")]) == 0
    saves = sorted(folder.glob("*.json"))
    records = simulate(FatalFight.load(), SimConfig(games=2, heroes=(1,), seed=0, bot="heuristic"))
    assert [read_save_header(p).steps for p in saves] == [r.decisions for r in records]  # the same games
    assert all(main(["replay", str(p), "--check"]) == 0 for p in saves)
