"""``python main.py`` with only main.py's own options starts the app without importing a command
module (issue #28), and reads those options exactly as the full parser does."""

from __future__ import annotations

import argparse

import pytest

import main

APP_ARGVS = [[], ["--data", "cards"], ["--data=cards"], ["--lang", "ja"], ["--lang=ja", "--no-color"],
             ["--no-color", "--data", "x", "--lang", "en"]]


@pytest.mark.parametrize("argv", APP_ARGVS)
def test_only_main_options_start_the_app_as_the_full_parser_reads_them(argv: list[str]) -> None:
    assert main.starts_the_app(argv)
    full = main.build_parser(main._load_commands()).parse_args(argv)
    lean = main.build_parser([]).parse_args(argv)
    assert vars(full) == vars(lean)
    assert full.command is None


@pytest.mark.parametrize("argv", [["check-data"], ["--help"], ["--version"], ["--data", "x", "simulate"],
                                  ["--lang"], ["--data"], ["--dat", "x"], ["-h"]])
def test_anything_else_goes_to_the_full_parser(argv: list[str]) -> None:
    assert not main.starts_the_app(argv)


def test_a_command_is_still_found(capsys: pytest.CaptureFixture[str]) -> None:
    assert main.main(["--data", "no-such-folder-here", "check-data"]) == 2
    assert "no-such-folder-here" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main.main(["--help"])
    assert "check-data" in capsys.readouterr().out


def test_the_lean_parser_is_the_full_one_without_commands() -> None:
    lean = main.build_parser([])
    subparsers = [a for a in lean._actions if isinstance(a, argparse._SubParsersAction)]
    assert len(subparsers) == 1 and not subparsers[0].choices
