"""``python main.py check-data``: every problem as ``file:line: card-id.field: message``, exit 0/1/2."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import main
from engine import registry
from engine.core.i18n.text import Text
from tests.support.sample_data import write_sample

PROJECT = Path(__file__).resolve().parents[3]
SAMPLE = registry.GameEntry("sample", Text("Sample", ""), "tests.support.no_game:Game",
                            data_spec="tests.support.sample_data:SPEC")
BROKEN = registry.GameEntry("broken", Text("Broken", ""), "tests.no_such_module:Broken",
                            data_spec="tests.no_such_module:SPEC")


@pytest.fixture
def here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Clean sample data in tmp/data, an empty user folder tmp/user; the sample game registered."""
    write_sample(tmp_path / "data")
    (tmp_path / "user" / "sample").mkdir(parents=True)
    monkeypatch.setattr(registry, "GAMES", {"sample": SAMPLE})
    monkeypatch.chdir(tmp_path)
    return tmp_path


def check(*args: str) -> int:
    return main.main(["check-data", "--data", "data", *args])


def test_clean_data_exits_0_with_a_summary(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert check("--user", "user") == 0
    assert capsys.readouterr().out == "check-data: no problems; 12 cards in 4 files (sample)\n"


def test_problems_are_listed_one_per_line_with_relative_paths_and_exit_1(
        here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (here / "data" / "sample" / "x.toml").write_text(
        '[[item]]\nid = "cheap"\nprice = "low"\n\n[[enemy]]\nid = "orc"\nlife = 1\ndrop = "nothing"\n',
        encoding="utf-8")
    assert check("--no-user") == 1
    out = capsys.readouterr().out.splitlines()
    assert out == [
        'data/sample/x.toml:3: cheap.price: expected a whole number, got "low"',
        "data/sample/x.toml:8: orc.drop: no card with id 'nothing' (expected the id of a card of kind item)",
        "check-data: 2 problems; loaded 13 cards in 5 files (sample)",  # orc loads; only its drop is wrong
    ]


def test_user_folder_is_checked_unless_no_user(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (here / "user" / "sample" / "mine.toml").write_text('[[item]]\nid = "potion-0"\nprice = 1\n', encoding="utf-8")
    assert check("--user", "user") == 1
    assert capsys.readouterr().out.startswith("user/sample/mine.toml:2: potion-0.id: user data redefines")
    assert check("--no-user") == 0


def test_a_data_folder_is_a_card_project_read_alone(
        here: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue #26: ``--data DIR`` no longer merges the user data folder in (only with ``--user``)."""
    monkeypatch.setenv("TABLETOP_HOME", str(here / "home"))
    mine = here / "home" / "data" / "sample" / "mine.toml"
    mine.parent.mkdir(parents=True)
    mine.write_text('[[item]]\nid = "potion-0"\nprice = 1\n', encoding="utf-8")
    assert check() == 0
    assert check("--user", "home/data") == 1
    assert "home/data/sample/mine.toml:2: potion-0.id:" in capsys.readouterr().out


def test_game_option_checks_one_game(here: Path, monkeypatch: pytest.MonkeyPatch,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setitem(registry.GAMES, "broken", BROKEN)
    assert check("--no-user", "--game", "sample") == 0
    assert capsys.readouterr().out.endswith("(sample)\n")


def test_a_schema_that_cannot_load_is_reported_and_others_still_checked(
        here: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setitem(registry.GAMES, "broken", BROKEN)
    assert check("--no-user") == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("broken: cannot load the card data schema: ModuleNotFoundError")
    assert out[-1] == "check-data: 1 problem; loaded 12 cards in 4 files (broken, sample)"


def test_unexpected_error_is_a_message_not_a_traceback(
        here: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    def explode(*args: object) -> None:
        raise RuntimeError("disk on fire")

    monkeypatch.setattr("engine.core.data.loader.load_data", explode)
    assert check("--no-user") == 1
    assert capsys.readouterr().err == "check-data: unexpected error: RuntimeError: disk on fire\n"


@pytest.mark.parametrize(("args", "says"), [
    (["--game", "nope"], "unknown game 'nope'; games with card data: sample"),
    (["--user", "nowhere"], "--user nowhere: no such folder"),
])
def test_bad_option_values_exit_2(here: Path, capsys: pytest.CaptureFixture[str], args: list[str], says: str) -> None:
    assert check(*args) == 2
    assert capsys.readouterr().err == f"check-data: {says}\n"


def test_missing_data_folder_exits_2(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main.main(["check-data", "--data", "elsewhere"]) == 2
    assert "--data elsewhere: no such folder" in capsys.readouterr().err


def test_user_and_no_user_together_is_a_usage_error(here: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        check("--user", "user", "--no-user")
    assert stop.value.code == 2
    assert "not allowed with argument" in capsys.readouterr().err


def test_nothing_registered_is_clean(here: Path, monkeypatch: pytest.MonkeyPatch,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(registry, "GAMES", {})
    assert check() == 0
    assert "nothing to check" in capsys.readouterr().out


# --- as a real process ---------------------------------------------------------------------

RUN = ("import sys, engine.registry as r; from tests.engine.core.test_check_data_cli import SAMPLE; "
       "r.GAMES.clear(); r.GAMES['sample'] = SAMPLE; import main; "
       "sys.exit(main.main(['check-data'] + sys.argv[1:]))")


def run_process(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    code = RUN
    env = {"PYTHONPATH": str(PROJECT), "TABLETOP_HOME": str(cwd / "home"), "PATH": ""}
    return subprocess.run([sys.executable, "-c", code, *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=60)


def test_process_exit_codes_0_1_2_and_never_a_traceback(tmp_path: Path) -> None:
    write_sample(tmp_path / "data")
    clean = run_process(tmp_path, "--data", "data")
    assert (clean.returncode, clean.stdout.splitlines()[-1]) == (0, "check-data: no problems; 12 cards in 4 files (sample)")
    (tmp_path / "data" / "sample" / "x.toml").write_text("[[item]\n", encoding="utf-8")
    broken = run_process(tmp_path, "--data", "data")
    assert broken.returncode == 1
    assert broken.stdout.startswith("data/sample/x.toml:1:7: TOML syntax error")
    usage = run_process(tmp_path, "--data", "data", "--bogus")
    assert usage.returncode == 2 and "unrecognized arguments: --bogus" in usage.stderr
    for done in (clean, broken, usage):
        assert "Traceback" not in done.stderr + done.stdout
