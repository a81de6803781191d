"""``check-layout`` and ``render-cards`` from the command line: output, exit status, no traceback."""

from __future__ import annotations

import argparse
import re
from pathlib import Path
from types import ModuleType

import pytest

from screens.cli import check_layout, render_cards
from tests.screens.test_gallery_sample import SPEC, register_sample, write_art, write_game


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    register_sample(monkeypatch)
    write_game(tmp_path / "data")
    return tmp_path / "data"


def call(module: ModuleType, *argv: str) -> int:
    parser = argparse.ArgumentParser()
    module.add_arguments(parser)
    return module.run(parser.parse_args(list(argv)))


def test_a_deliberately_long_text_is_reported_with_by_how_much(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert call(check_layout, "all", "--data", str(data), "--no-user") == 1
    out, err = capsys.readouterr()
    lines = out.splitlines()
    assert len(lines) == 3
    assert re.fullmatch(
        r".*sample_cards/enemies\.toml:\d+: ff-e-windbag\.text: overflows by \d+ lines? / \d+px "
        r"at min size 5\.6 pt; fits only at [\d.]+ pt, [\d.]+ pt below the minimum \[ja\]",
        lines[0],
    )
    assert re.fullmatch(r".*enemies\.toml:\d+: ff-e-ghost\.art: .*'art/ghost\.png'.*", lines[1])  # issue #26
    assert lines[2].startswith(
        "check-layout: 2 cards with text that does not fit or art that is missing (2 regions); checked 5 cards"
    )
    assert "cards that do not load are not checked" in err  # ff-e-broken


def test_the_line_number_is_the_cards_table(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    call(check_layout, SPEC.game, "--data", str(data), "--no-user")
    line = int(capsys.readouterr().out.split(":")[1])
    text = (data / SPEC.folder / "enemies.toml").read_text(encoding="utf-8").splitlines()
    assert text[line - 1] == "[[enemy]]" and text[line] == 'id = "ff-e-windbag"'


def test_a_clean_set_exits_0(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write_art(data / SPEC.folder / "art" / "ghost.png", (200, 200, 200))
    assert call(check_layout, SPEC.folder, "--data", str(data), "--no-user", "--lang", "en") == 0
    assert capsys.readouterr().out.startswith("check-layout: every text fits and every image is there; checked 5")


def test_issue26_missing_art_alone_fails_check_layout(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Finding 3: check-data and the gallery reported missing art, check-layout passed it."""
    assert call(check_layout, SPEC.folder, "--data", str(data), "--no-user", "--lang", "en") == 1
    out = capsys.readouterr().out
    assert "ff-e-ghost.art: " in out and "art/ghost.png" in out


@pytest.mark.parametrize(
    "argv",
    [["nope"], ["all", "--data", "/no/such/folder"], ["all", "--dpi", "5"]],
)
def test_usage_errors_exit_2_without_a_traceback(
    data: Path, capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    assert call(check_layout, *argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("check-layout: ") and "Traceback" not in err


def test_render_cards_writes_pngs_and_a_pdf(
    data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "out"
    argv = [
        SPEC.game,
        "--out",
        str(out),
        "--data",
        str(data),
        "--no-user",
        "--dpi",
        "60",
        "--backs",
    ]
    assert call(render_cards, *argv, "--progress") == 1  # drawn, but the ghost's art is missing
    stdout, stderr = capsys.readouterr()
    assert f"{SPEC.game}: 5 drawn, 0 unchanged" in stdout and "2 PDF pages" in stdout
    assert "sample-cards ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 8/8 cards" in stderr  # the bar, forced on: its end
    assert "\r" not in stderr and "\x1b" not in stderr  # drawn once, plain: no redraws off a terminal
    assert "warning: sample-cards: ff-e-ghost: image 'art/ghost.png' not found" in stderr
    assert (out / SPEC.folder / "sample_cards-a4.pdf").is_file()
    assert call(render_cards, *argv) == 1  # the warning stays until the image is there
    stdout, stderr = capsys.readouterr()
    assert f"{SPEC.game}: 0 drawn, 5 unchanged" in stdout
    assert "8/8" not in stderr and "━" not in stderr  # no bar off a terminal


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["nope"], "unknown game 'nope'"),
        ([SPEC.game, "--only", "ff-e-thug", "ff-x"], "--only: no card 'ff-x'"),
        ([SPEC.game, "--dpi", "0"], "--dpi 0: expected 30 to 1200"),
    ],
)
def test_render_cards_usage_errors(
    data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    assert (
        call(render_cards, *argv, "--out", str(tmp_path / "o"), "--data", str(data), "--no-user")
        == 2
    )
    assert message in capsys.readouterr().err


def test_issue26_render_cards_overflow_is_an_error_naming_card_and_field(
    data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Finding 3: print cut overflowing text and exited 0 with a note; now exit 1, each field named,
    also when the card is unchanged since the last run."""
    argv = [SPEC.game, "--out", str(tmp_path / "o"), "--data", str(data), "--no-user", "--dpi", "60",
            "--only", "ff-e-windbag", "--no-pdf"]
    for _ in range(2):
        assert call(render_cards, *argv) == 1
        err = capsys.readouterr().err
        assert re.search(r"render-cards: sample-cards: ff-e-windbag\.text: the text does not fit: overflows by", err)
