"""Kill -9 during repeated saves, 100 times (issue #16): every slot afterwards loads (or its backup
does) and equals a state that was saved; the temp files a kill leaves are cleaned by the next save."""

from __future__ import annotations

import multiprocessing
import os
import random
import signal
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from engine.core.kernel.errors import SaveError
from engine.core.kernel.session import Session
from engine.core.saves.documents import (
    TEMP_SUFFIX,
    backup_path,
    clean_temp_files,
    read_save,
    write_save,
)
from tests.engine.core.lucky import LuckyHighCard

LUCKY = LuckyHighCard()
GAMES = {LUCKY.id: LUCKY}
KILLS = 100


def full_log() -> list[Any]:
    session = Session.new(LUCKY, {"seat_names": ["Aoi", "Ben"]}, 21, "lenient")
    while session.legal_actions():
        session.apply(session.legal_actions()[0])
    return list(session.log)


def keep_saving(path: str, started: Any) -> None:
    """The child: save after every step, over and over, until killed (``started`` is set once
    the first save is written, so a kill on a loaded machine still lands amid the saving)."""
    session = Session.new(LUCKY, {"seat_names": ["Aoi", "Ben"]}, 21, "lenient")
    n = 0
    while True:
        if not session.legal_actions():
            session = Session.new(LUCKY, {"seat_names": ["Aoi", "Ben"]}, 21, "lenient")
        session.apply(session.legal_actions()[0])
        n += 1
        write_save(path, session, {"saved_at": "2025-01-02T03:04:05+09:00", "n": n})
        started.set()


@pytest.mark.skipif(sys.platform != "linux", reason="forks the saving process (SIGKILL, fork start method)")
def test_kill_9_during_saves_never_leaves_an_unreadable_slot(tmp_path: Path) -> None:
    context = multiprocessing.get_context("fork")
    path = tmp_path / "slot.json"
    log = full_log()
    chooser = random.Random(16)
    loaded = 0
    for _ in range(KILLS):
        started = context.Event()
        child = context.Process(target=keep_saving, args=(str(path), started))
        child.start()
        started.wait(timeout=30)
        time.sleep(chooser.uniform(0.005, 0.04))
        assert child.pid is not None
        os.kill(child.pid, signal.SIGKILL)
        child.join()
        if not path.exists():
            continue  # killed before its first save
        try:
            session = read_save(path, GAMES)
        except SaveError:
            session = read_save(backup_path(path), GAMES)
        assert session.log == log[: len(session.log)]  # a state that was saved
        loaded += 1
    assert loaded >= KILLS * 0.9
    session = Session.new(LUCKY, {"seat_names": ["Aoi", "Ben"]}, 21, "lenient")
    write_save(path, session, {"saved_at": "2025-01-02T03:04:05+09:00"})  # the next save cleans up
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(TEMP_SUFFIX)]
    clean_temp_files(tmp_path)  # and the start-up sweep finds nothing else
