"""The start-up data check runs in a child process (issue #28) and says exactly what the app's own
process would: same lines, same order, same language, for the shipped data, the user's folder
and an open card project; with no child it falls back to checking in the app."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import main
from engine import start_check
from engine.core.saves import userdirs

BROKEN_UNIT = '[[unit]]\nid = "u-x"\n'


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    yield tmp_path / "home"
    userdirs.open_project(None)


@pytest.fixture
def project(tmp_path: Path) -> Path:
    folder = tmp_path / "my-cards"
    assert main.main(["new-project", str(folder), "--from", "fertcg"]) == 0
    return folder


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_child_says_what_the_app_would_for_a_broken_project(project: Path, lang: str) -> None:
    (project / "fertcg" / "units.toml").write_text(BROKEN_UNIT, encoding="utf-8")
    userdirs.open_project(project)
    mine = start_check.problem_lines(lang)
    assert any("u-kaito" in line for line in mine)  # the decks name a card the file no longer has
    assert start_check.problem_lines_in_child(lang) == mine
    assert start_check.data_problems(lang) == mine


def test_the_child_reads_the_users_own_folder(home: Path) -> None:
    """A broken card in the user data folder (TABLETOP_HOME, inherited) is named by the child too."""
    folder = userdirs.user_data_dir() / "fertcg"
    folder.mkdir(parents=True)
    (folder / "units.toml").write_text('[[unit]]\nid = "u-mine"\ncost = "three"\n', encoding="utf-8")
    mine = start_check.problem_lines("en")
    assert any("u-mine" in line and "units.toml" in line for line in mine)
    assert start_check.problem_lines_in_child("en") == mine


def test_clean_shipped_data_is_clean_in_the_child_too() -> None:
    assert start_check.problem_lines_in_child("en") == start_check.problem_lines("en") == []


def test_no_child_the_app_checks_itself(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (project / "fertcg" / "units.toml").write_text(BROKEN_UNIT, encoding="utf-8")
    userdirs.open_project(project)
    monkeypatch.setattr(sys, "executable", str(project / "no-such-python"))
    assert start_check.problem_lines_in_child("en") is None
    lines = start_check.data_problems("en")
    assert lines and any("u-kaito" in line for line in lines)


def test_a_child_that_fails_is_not_believed(monkeypatch: pytest.MonkeyPatch) -> None:
    def failed(*args: object, **kwargs: object) -> subprocess.CompletedProcess[bytes]:
        return subprocess.CompletedProcess([], 1, b"", b"Traceback ...")

    monkeypatch.setattr(subprocess, "run", failed)
    assert start_check.problem_lines_in_child("en") is None
    monkeypatch.setattr(subprocess, "run", lambda *a, **k: subprocess.CompletedProcess([], 0, b"not json\n", b""))
    assert start_check.problem_lines_in_child("en") is None


def test_the_app_keeps_no_engine_or_pydantic_after_the_check(tmp_path: Path) -> None:
    """What the check is for: the app's process never imports a game's schema or pydantic."""
    code = (
        "import json, sys\n"
        "from screens.shell.data_errors import data_problems\n"
        "lines = data_problems('en')\n"
        "games = ('fatal_fight', 'alchemic', 'mysaga', 'fertcg', 'dannocomachi', 'sandbox')\n"
        "held = sorted(m for m in sys.modules if m.split('.')[0] == 'pydantic'"
        " or (m.startswith('engine.') and m.split('.')[1] in games))\n"
        "print(json.dumps([lines, held]))\n"
    )
    child = subprocess.run([sys.executable, "-c", code], cwd=start_check.ROOT, capture_output=True, text=True,
                           timeout=300, check=True)
    lines, held = json.loads(child.stdout.strip().splitlines()[-1])
    assert lines == []
    assert held == []
