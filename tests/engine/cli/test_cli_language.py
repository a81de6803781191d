"""``--lang ja|en``: the command line's messages, errors and --help from the catalogs ([cli])."""

from __future__ import annotations

from pathlib import Path

import pytest

import main
from engine.core.i18n.catalog import tr


def test_help_is_worded_in_the_language_asked_for(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main.main(["--lang", "ja", "--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("使い方: main.py") and tr("cli.check_data.help", "ja") in out
    assert "オプション:" in out and tr("cli.option.no_color", "ja") in out
    with pytest.raises(SystemExit):
        main.main(["--lang", "ja", "render-cards", "--help"])
    assert tr("cli.render_cards.backs", "ja") in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main.main(["render-cards", "--help"])  # English by default
    out = capsys.readouterr().out
    assert out.startswith("usage: main.py render-cards") and "add back pages, mirrored" in out


@pytest.mark.parametrize("argv", [["--lang", "ja", "check-data"], ["check-data", "--lang", "ja"]])
def test_messages_follow_lang_before_or_after_a_command_without_its_own(
        argv: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main.main([*argv, "--data", str(tmp_path / "nowhere")]) == 2
    assert capsys.readouterr().err == f"check-data: --data {tmp_path / 'nowhere'}: そのフォルダーはありません\n"


def test_english_counts_one_and_many_and_japanese_uses_a_counter() -> None:
    assert tr("cli.render_cards.total", "en", count=1, seconds="0.5", rate="") == "render-cards: 1 card drawn in 0.5 s"
    assert tr("cli.render_cards.total", "en", count=3, seconds="0.5", rate="").startswith("render-cards: 3 cards")
    assert tr("cli.count.cards", "ja", count=3) == "3 枚"
    shrunk = [tr("cli.check_layout.shrunk_total", "en", count=n) for n in (1, 2)]
    assert shrunk[0].startswith("check-layout: 1 region shrunk") and shrunk[1].startswith("check-layout: 2 regions")


def test_an_argparse_error_names_the_program_in_the_language_asked_for(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main.main(["--lang", "ja", "check-data", "--bogus"])
    assert done.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("使い方: main.py") and "main.py: エラー: unrecognized arguments: --bogus" in err
