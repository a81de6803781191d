"""Saves written by main before issue #9 (format 1, no timeout marks) still load (design.md §8)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from engine.core.saves import documents as saves
from engine.core.saves.documents import read_save, read_save_header, write_save
from engine.core.saves.migrations import migrate
from tests.engine.core.lucky import LuckyHighCard
from tests.engine.fatal_fight import fixtures

FOLDER = Path(__file__).with_name("saves_v1")
FATAL_FIGHT = fixtures.game()
GAMES = {FATAL_FIGHT.id: FATAL_FIGHT, "lucky-high-card": LuckyHighCard()}


@pytest.mark.parametrize("name", ["fatal_fight_strict.json", "fatal_fight_lenient.json", "lucky_high_card_lenient.json"])
def test_a_format_1_save_loads_with_its_log_and_undo_history(name: str, tmp_path: Path) -> None:
    path = FOLDER / name
    old = json.loads(path.read_text())
    assert old["format_version"] == 1
    session = read_save(path, GAMES)  # replays, checks the state digest and the undo floor
    assert [e["action"] for e in session.log] == [e["action"] for e in old["log"]]
    assert all(e["timeout"] is False for e in (*session.log, *session.redo_stack))
    assert session.undo_floor == old["undo_history"]["floor"] and len(session.redo_stack) == len(old["undo_history"]["redo"])
    assert read_save_header(path).steps == old["steps"]
    copy = tmp_path / name
    shutil.copy(path, copy)
    write_save(copy, session, old["meta"])  # written back in today's format
    assert json.loads(copy.read_text())["format_version"] == saves.FORMAT_VERSION
    assert read_save(copy, GAMES).log == session.log


def test_migration_marks_every_step_and_redo_step_as_no_timeout() -> None:
    doc = {"format_version": 1, "log": [{"action": {"type": "X", "seat": 0}, "chance": []}],
           "undo_history": {"floor": 0, "redo": [{"action": {"type": "Y", "seat": 1}, "chance": [2]}]}}
    new = migrate(doc)
    assert new["format_version"] == saves.FORMAT_VERSION
    assert new["log"][0]["timeout"] is False and new["undo_history"]["redo"][0]["timeout"] is False
    assert doc["log"][0] == {"action": {"type": "X", "seat": 0}, "chance": []}  # the input is left alone
