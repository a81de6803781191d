"""A plain ``python main.py`` starts the app without building a parser: argparse and the console
helpers are imported only when an option is given or an error is said (issue #28)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import main
from screens.shell import run

ROOT = Path(__file__).resolve().parents[3]


def test_importing_main_imports_no_parser() -> None:
    code = "import sys, main; print(sorted({'argparse', 'engine.cli.console', 'engine.cli.shared'} & set(sys.modules)))"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    shown = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, check=True)
    assert shown.stdout.strip() == "[]"


def test_no_arguments_run_the_app_without_a_parser(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_parser(*_: object, **__: object) -> None:
        raise AssertionError("a parser was built")

    monkeypatch.setattr(main, "build_parser", no_parser)
    monkeypatch.setattr(run, "run_app", lambda: 0)
    assert main.main([]) == 0


@pytest.mark.parametrize("argv", [[], ["--lang", "ja"]])
def test_an_error_in_the_app_is_said_as_before(argv: list[str], monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    def broken() -> int:
        raise RuntimeError("boom")

    monkeypatch.setattr(run, "run_app", broken)
    assert main.main(argv) == 1
    said = capsys.readouterr().err
    assert "main.py" in said and "Traceback" not in said


def test_ctrl_c_in_the_app_is_status_130(monkeypatch: pytest.MonkeyPatch) -> None:
    def interrupted() -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr(run, "run_app", interrupted)
    assert main.main([]) == 130
