"""``simulate mysaga`` words its report in the language of ``--lang`` (English by default)."""

from __future__ import annotations

import pytest

import main


def test_simulate_words_its_report_in_the_language_asked(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "mysaga", "--games", "1", "--expert-sets", "1", "--no-progress"]
    assert main.main(["--lang", "ja", *argv]) == 0
    captured = capsys.readouterr()
    assert captured.out.startswith("マイクリプトサーガ — ボット heuristic、シード 0") and "2 席: 1 セット、" in captured.out
    assert "simulate: 3 セット、" in captured.err  # 1 set and 1 paired set (2 sets)
    assert main.main(argv) == 0
    captured = capsys.readouterr()
    assert captured.out.startswith("My Crypto Saga — heuristic bots, seed 0") and "2 seats: 1 set, " in captured.out
    assert "1 paired set:" in captured.out and "simulate: 3 sets, " in captured.err
