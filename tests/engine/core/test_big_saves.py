"""Big saves (issue #28): the header is read from the start of the file alone, a long game opens
from its checkpoint replaying only the steps after it, and a damaged checkpoint costs only time."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import msgspec
import pytest

from engine.core.kernel.session import SNAPSHOT_DEPTH
from engine.core.saves import file as save_file
from engine.core.saves.documents import (
    encode_save,
    read_save,
    read_save_header,
    state_digest,
    write_save,
)
from engine.core.saves.raw_log import RawLog
from tests.engine.fertcg.table_helpers import GAME
from tests.support.long_sandbox import META, long_session

GAMES = {GAME.id: GAME}
STEPS = 700


@pytest.fixture(scope="module")
def saved(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Any]:
    session = long_session(GAME, STEPS, seed=3)
    path = tmp_path_factory.mktemp("big") / "long.json"
    write_save(path, session, META)
    return path, session


def test_the_header_comes_first_and_is_read_without_the_rest(saved: tuple[Path, Any], monkeypatch: pytest.MonkeyPatch) -> None:
    path, session = saved
    doc = json.loads(path.read_bytes())
    assert list(doc)[:len(save_file.HEADER_KEYS)] == list(save_file.HEADER_KEYS) and list(doc)[-1] == "log"
    monkeypatch.setattr(save_file, "read_doc", lambda p: pytest.fail("the whole file was read"))
    header = save_file.read_header(path)
    assert header.steps == STEPS and header.seat_names == ("Aki", "Ben") and header.game == GAME.id


def test_a_long_game_opens_from_its_checkpoint(saved: tuple[Path, Any], monkeypatch: pytest.MonkeyPatch) -> None:
    path, session = saved
    checkpoint = json.loads(path.read_bytes())["checkpoint"]
    assert checkpoint["step"] == STEPS - SNAPSHOT_DEPTH
    replayed: list[int] = []
    real = GAME.apply
    monkeypatch.setattr(GAME, "apply", lambda state, action, *tap: replayed.append(1) or real(state, action, *tap))
    loaded = read_save(path, GAMES)
    assert len(replayed) == SNAPSHOT_DEPTH  # only the steps after the checkpoint
    assert state_digest(loaded) == state_digest(session) and loaded.log == session.log
    assert isinstance(loaded.log, RawLog) and loaded.events_from == checkpoint["step"]
    assert loaded.undo_floor == session.undo_floor  # the rules' floor; undo reaches back to the checkpoint
    for _ in range(SNAPSHOT_DEPTH):
        loaded.undo()
    assert not loaded.can_undo() and len(loaded.log) == checkpoint["step"]
    loaded.redo()
    assert loaded.log[-1] == session.log[checkpoint["step"]]


def test_saving_a_loaded_long_game_again_gives_the_same_bytes(saved: tuple[Path, Any], tmp_path: Path) -> None:
    path, _ = saved
    once = encode_save(read_save(path, GAMES), META)
    again = tmp_path / "again.json"
    again.write_bytes(once)
    assert encode_save(read_save(again, GAMES), META) == once


def test_a_damaged_checkpoint_falls_back_to_the_whole_replay(saved: tuple[Path, Any], tmp_path: Path) -> None:
    path, session = saved
    doc = json.loads(path.read_bytes())
    doc["checkpoint"]["state"]["counters"]["0.chips"] += 5  # the log still says what happened
    damaged = tmp_path / "damaged.json"
    damaged.write_bytes(msgspec.json.encode(doc))
    loaded = read_save(damaged, GAMES)
    assert state_digest(loaded) == state_digest(session) and loaded.events_from == 0 and loaded.undo_floor == 0


def test_a_format_2_save_still_reads(saved: tuple[Path, Any], tmp_path: Path) -> None:
    path, session = saved
    doc = json.loads(path.read_bytes())
    del doc["checkpoint"]
    doc["format_version"] = 2
    old = tmp_path / "old.json"
    old.write_text(json.dumps(doc, sort_keys=True))  # as format 2 wrote it: keys sorted, no checkpoint
    assert read_save_header(old).steps == STEPS
    assert state_digest(read_save(old, GAMES)) == state_digest(session)


def test_replay_check_verifies_every_step_and_the_checkpoint_in_one_pass(saved: tuple[Path, Any], tmp_path: Path) -> None:
    from engine.core.saves.replay import check

    path, session = saved
    result = check(path, GAMES.get)
    assert result.ok and result.steps == STEPS and result.final is not None
    assert state_digest(result.final) == state_digest(session)
    doc = json.loads(path.read_bytes())
    doc["checkpoint"]["state"]["counters"]["0.chips"] += 5
    damaged = tmp_path / "checkpoint.json"
    damaged.write_bytes(msgspec.json.encode(doc))
    result = check(damaged, GAMES.get)
    assert not result.ok and "not the one its log reaches" in result.message.get("en")
    doc = json.loads(path.read_bytes())
    doc["log"][10]["action"]["uid"] = "c99999"  # a card that is nowhere: step 11 is refused
    if doc["log"][10]["action"].get("type") not in ("MoveCard", "Rotate"):
        pytest.skip("step 11 names no card")
    broken = tmp_path / "step.json"
    broken.write_bytes(msgspec.json.encode(doc))
    result = check(broken, GAMES.get)
    assert not result.ok and result.steps == 10 and "step 11 of 700" in result.message.get("en")
