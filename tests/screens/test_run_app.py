"""``python main.py`` (``run_app``): the title first; once its first frame is on screen, the saves
folder's leftovers are cleaned and the data is checked (issue #28: neither delays that frame)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core.saves import userdirs
from screens.shell import run
from screens.shell.app import App
from screens.shell.title import TitleScreen


def test_run_app_cleans_up_and_checks_after_the_first_frame(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    folder = userdirs.saves_dir()
    folder.mkdir(parents=True)
    leftover = folder / ".autosave-x.json.1abc.tmp"
    leftover.write_bytes(b"{")
    seen: list[str] = []
    monkeypatch.setattr("screens.shell.data_errors.data_problems", lambda lang: seen.append("check") or [])

    def frames(app: App) -> int:
        app.frame(1 / 60, [])
        seen.append(f"first frame, leftover there: {leftover.exists()}")
        app.frame(1 / 60, [])
        seen.append(f"top: {type(app.top).__name__}, leftover there: {leftover.exists()}")
        return 0

    monkeypatch.setattr(App, "run", frames)
    monkeypatch.setattr(run.pygame, "quit", lambda: None)  # the other tests in this process go on drawing
    assert run.run_app() == 0
    assert seen == ["first frame, leftover there: True", "check", f"top: {TitleScreen.__name__}, leftover there: False"]
