"""engine/cli/console.py: styled on a terminal, plain text in a pipe or with --no-color / NO_COLOR.

In-process tests force rich's terminal detection with FORCE_COLOR; the process tests run
``main.py`` on a real pseudo-terminal, on pipes, and half and half.
"""

from __future__ import annotations

import argparse
import json
import os
import pty
import re
import subprocess
import sys
from pathlib import Path

import pytest

import main
from engine.cli import console

PROJECT = Path(__file__).resolve().parents[3]
ESCAPE = "\x1b"
COLOUR = re.compile(r"\x1b\[[0-9;]*m")  # an SGR sequence: colour or bold
REPORT = [
    "Headline [ja] with brackets kept",
    console.Table(["name", "games", "share"], [["alpha", "3", "50.0 %"], ["beta", "12", "MISS"]],
                  "Results", styles={"MISS": "bold red"}),
    "",
    "legend",
]


@pytest.fixture
def terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every console believes it writes to a colour terminal."""
    monkeypatch.setenv("FORCE_COLOR", "1")
    monkeypatch.setenv("TERM", "xterm-256color")
    monkeypatch.delenv("NO_COLOR", raising=False)


def no_color(flag: bool = True) -> argparse.Namespace:
    return argparse.Namespace(no_color=flag)


def test_a_plain_report_is_aligned_text_without_escapes_or_trailing_spaces() -> None:
    text = console.plain(REPORT)
    assert text == (
        "Headline [ja] with brackets kept\n"
        "Results\n"
        "name   games   share\n"
        "────────────────────\n"
        "alpha      3  50.0 %\n"
        "beta      12    MISS\n"
        "\n"
        "legend\n"
    )


@pytest.mark.usefixtures("terminal")
def test_on_a_terminal_the_report_and_errors_are_coloured(capsys: pytest.CaptureFixture[str]) -> None:
    console.show(None, REPORT)
    console.error(None, "simulate", "--games must be at least 1")
    out, err = capsys.readouterr()
    assert COLOUR.search(out) and "Headline [ja] with brackets kept" in out  # markup is off
    assert COLOUR.search(err) and "--games must be at least 1" in COLOUR.sub("", err)


@pytest.mark.usefixtures("terminal")
@pytest.mark.parametrize("how", ["--no-color", "NO_COLOR"])
def test_no_color_and_NO_COLOR_give_plain_text_even_on_a_terminal(
        how: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    args = no_color(how == "--no-color")
    if how == "NO_COLOR":
        monkeypatch.setenv("NO_COLOR", "1")
    console.show(args, REPORT)
    console.error(args, "check-data", "--data elsewhere: no such folder")
    console.warning(args, "an image is missing")
    out, err = capsys.readouterr()
    assert ESCAPE not in out and ESCAPE not in err
    assert out == console.plain(REPORT)
    assert err == "check-data: --data elsewhere: no such folder\nwarning: an image is missing\n"


def test_off_a_terminal_errors_are_one_plain_line(capsys: pytest.CaptureFixture[str]) -> None:
    console.error(None, "render-cards", "--dpi 5: expected 30 to 1200")
    assert capsys.readouterr().err == "render-cards: --dpi 5: expected 30 to 1200\n"


def test_off_a_terminal_the_progress_bar_draws_nothing_unless_forced(capsys: pytest.CaptureFixture[str]) -> None:
    with console.progress(None, "games") as update:
        for done in range(1, 4):
            update(done, 3)
    assert capsys.readouterr().err == ""
    with console.progress(None, "cards", title="sample", force=True) as update:
        for done in range(1, 4):
            update(done, 3, f"card-{done}")
    err = capsys.readouterr().err
    assert "sample" in err and "3/3 cards" in err and "card-" not in err  # its end, once: no label left
    assert ESCAPE not in err and "\r" not in err


@pytest.mark.usefixtures("terminal")
def test_on_a_terminal_the_bar_redraws_and_no_progress_hides_it(capsys: pytest.CaptureFixture[str]) -> None:
    with console.progress(None, "games") as update:
        update(1, 2)
        update(2, 2)
    err = capsys.readouterr().err
    assert "2/2 games" in COLOUR.sub("", err) and COLOUR.search(err)
    with console.progress(argparse.Namespace(no_progress=True), "games") as update:
        update(2, 2)
    assert capsys.readouterr().err == ""


def test_no_color_is_accepted_before_and_after_the_command(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "alchemic", "--games", "2", "--bot", "random"]
    assert main.main(["--no-color", *argv]) == 0
    first = capsys.readouterr().out
    assert main.main([*argv, "--no-color"]) == 0
    assert capsys.readouterr().out == first and ESCAPE not in first


@pytest.mark.usefixtures("terminal")
def test_json_on_a_terminal_is_the_bare_json(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "fatal-fight", "--games", "1", "--heroes", "1", "--bot", "random", "--no-progress"]
    assert main.main([*argv, "--json"]) == 0
    out = capsys.readouterr().out
    assert ESCAPE not in out and out.startswith("{\n") and out.endswith("}\n")
    assert json.loads(out)["by_heroes"][0]["heroes"] == 1


@pytest.mark.usefixtures("terminal")
def test_a_usage_error_is_coloured_on_a_terminal_and_never_a_traceback(capsys: pytest.CaptureFixture[str]) -> None:
    assert main.main(["simulate", "alchemic", "--games", "0"]) == 2
    err = capsys.readouterr().err
    assert COLOUR.search(err) and COLOUR.sub("", err) == "simulate: --games must be at least 1\n"


def test_an_unexpected_error_anywhere_is_a_message(monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    from screens.cli import screenshot

    def broken(args: argparse.Namespace) -> int:
        raise RuntimeError("the disk is on fire")

    monkeypatch.setattr(screenshot, "run", broken)
    assert main.main(["screenshot", "title", "--out", "x.png"]) == 1
    assert capsys.readouterr().err == "screenshot: unexpected error: RuntimeError: the disk is on fire\n"


# --- as a real process, on a pseudo-terminal and on pipes -------------------------------------

SIMULATE = [sys.executable, "main.py", "simulate", "alchemic", "--games", "6", "--bot", "random", "--seed", "1"]


def environment(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "FORCE_COLOR", "COLUMNS")}
    env.update(PYTHONPATH=str(PROJECT), TERM="xterm-256color", SDL_VIDEODRIVER="dummy", **extra)
    return env


def run_on_a_terminal(*extra: str, stdout_piped: bool = False, **env: str) -> tuple[str, str]:
    """(what the terminal showed, what a piped stdout received)."""
    master, slave = pty.openpty()
    with subprocess.Popen([*SIMULATE, *extra], cwd=PROJECT, env=environment(**env), stdin=slave,
                          stdout=subprocess.PIPE if stdout_piped else slave, stderr=slave) as proc:
        os.close(slave)
        shown = []
        while True:
            try:
                chunk = os.read(master, 4096)
            except OSError:  # EIO: the child closed the terminal
                break
            if not chunk:
                break
            shown.append(chunk)
        piped = proc.stdout.read() if proc.stdout else b""
        assert proc.wait(timeout=120) == 0
    os.close(master)
    return b"".join(shown).decode("utf-8", "replace"), piped.decode()


def test_on_a_real_terminal_the_bar_and_table_are_styled() -> None:
    shown, _ = run_on_a_terminal()
    assert COLOUR.search(shown) and "6/6 games" in COLOUR.sub("", shown) and "first player wins" in shown


@pytest.mark.parametrize("extra, env", [(["--no-color"], {}), ([], {"NO_COLOR": "1"})])
def test_on_a_real_terminal_no_color_leaves_no_colour(extra: list[str], env: dict[str, str]) -> None:
    shown, _ = run_on_a_terminal(*extra, **env)
    assert not COLOUR.search(shown)  # the bar still redraws (cursor moves), in no colour
    assert "6/6 games" in shown and "first player wins" in shown


def test_a_piped_stdout_stays_plain_while_the_terminal_shows_the_bar() -> None:
    shown, piped = run_on_a_terminal(stdout_piped=True)
    assert "6/6 games" in COLOUR.sub("", shown) and "first player wins" not in shown  # the report is not moved to stderr
    assert ESCAPE not in piped and "first player wins" in piped


def test_on_pipes_nothing_is_styled_and_nothing_redraws() -> None:
    done = subprocess.run(SIMULATE, cwd=PROJECT, env=environment(), capture_output=True, text=True, timeout=120)
    assert done.returncode == 0
    for stream in (done.stdout, done.stderr):
        assert ESCAPE not in stream and "\r" not in stream and "━" not in stream
    assert "first player wins" in done.stdout and done.stderr.startswith("simulate: 6 games")


# --- the bench's result table -----------------------------------------------------------------

def test_the_bench_table_is_plain_in_a_pipe_and_marks_a_miss_in_red_on_a_terminal(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from tests.bench.report import Row, table

    rows = [Row("save encode", 1234.5, "µs", 0.8, 1.0, "apply"), Row("load", 9.0, "ms", 3.5, 3.0, "apply"),
            Row("frame", 2.0, "ms")]
    assert console.plain([table(rows)]).splitlines() == [
        "benchmark          value        ratio  target  verdict",
        "──────────────────────────────────────────────────────",
        "save encode  1,234.50 µs  0.80× apply    ≤ 1×       ok",
        "load             9.00 ms  3.50× apply    ≤ 3×     MISS",
        "frame            2.00 ms                          info",
    ]
    monkeypatch.setenv("FORCE_COLOR", "1")
    monkeypatch.setenv("TERM", "xterm-256color")
    monkeypatch.delenv("NO_COLOR", raising=False)
    console.show(None, [table(rows)])
    out = capsys.readouterr().out
    assert re.search(r"\x1b\[1;31m *MISS", out) and COLOUR.sub("", out).count("MISS") == 1
