"""``replay --check`` reads a step that repeats one of the last steps byte for byte only once
(issue #28: a long sandbox session turns the same card and moves the same chips again and again);
every step is still played with every check, and a broken step is reported exactly as when each
step is read afresh (a save in another JSON layout is read step by step, with no reuse)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import msgspec
import pytest

from engine.core.kernel.session import Session
from engine.core.saves.documents import write_save
from engine.core.saves.replay import CheckResult, check
from engine.core.saves.typed_steps import StepReader
from tests.engine.fertcg.table_helpers import GAME
from tests.support.long_sandbox import META, long_session

STEPS = 400


@pytest.fixture(scope="module")
def doc(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    path = tmp_path_factory.mktemp("repeats") / "long.json"
    write_save(path, long_session(GAME, STEPS, seed=5), META)
    loaded: dict[str, Any] = json.loads(path.read_bytes())
    return loaded


def both_ways(doc: dict[str, Any], folder: Path, which: list[str] | None = None) -> tuple[CheckResult, CheckResult]:
    """The check of ``doc`` saved compactly (steps kept raw: repeats reused) and spaced out (read
    through the general path: every step decoded and read afresh)."""
    raw, spaced = folder / "raw" / "save.json", folder / "spaced" / "save.json"  # one name: the words name it
    raw.parent.mkdir(exist_ok=True)
    spaced.parent.mkdir(exist_ok=True)
    raw.write_bytes(msgspec.json.encode(doc))
    spaced.write_text(json.dumps(doc, indent=1), encoding="utf-8")
    which = which if which is not None else ["raw"]  # which check is running (for the spies)
    first = check(raw, {GAME.id: GAME}.get)
    which[0] = "spaced"
    return first, check(spaced, {GAME.id: GAME}.get)


def same(a: CheckResult, b: CheckResult) -> bool:
    return (a.ok, a.steps, a.total, a.message) == (b.ok, b.steps, b.total, b.message)


def test_a_repeated_step_is_read_once_and_every_step_is_played(doc: dict[str, Any], tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    texts = [json.dumps(entry, sort_keys=True) for entry in doc["log"]]
    repeats = len(texts) - len(set(texts))  # steps that repeat an earlier one (all within the last 1024)
    assert repeats > STEPS // 10  # the session does repeat itself
    reads: list[str] = []
    plays: list[str] = []
    # a raw step is read from its bytes (``StepReader``), a spaced one by the session
    real_read, real_typed, real_play = Session._read_entry, StepReader.read, GAME.apply
    monkeypatch.setattr(Session, "_read_entry", lambda self, *a: reads.append(which[0]) or real_read(self, *a))
    monkeypatch.setattr(StepReader, "read", lambda self, *a: reads.append(which[0]) or real_typed(self, *a))
    monkeypatch.setattr(GAME, "apply", lambda state, action, *tap: plays.append(which[0]) or real_play(state, action, *tap))
    which = ["raw"]
    raw, spaced = both_ways(doc, tmp_path, which)
    assert raw.ok and same(raw, spaced)
    assert plays.count("raw") == plays.count("spaced") >= STEPS  # every step played (and restore's tail)
    assert reads.count("spaced") - reads.count("raw") == repeats  # the compact save read its repeats once


@pytest.mark.parametrize("offset", [1, 3, 17, 150])
def test_a_copied_step_out_of_place_is_refused_where_it_stands(doc: dict[str, Any], tmp_path: Path, offset: int) -> None:
    """Step k replaced by a copy of step k - offset (the same bytes, read before): refused at k
    when the rules refuse it there, exactly as a fresh read reports it."""
    refused = 0
    for k in range(offset + 40, STEPS, 37):
        changed = {**doc, "log": [*doc["log"][:k], doc["log"][k - offset], *doc["log"][k + 1:]]}
        raw, spaced = both_ways(changed, tmp_path)
        assert same(raw, spaced), (k, raw.message.en, spaced.message.en)
        refused += not raw.ok
    assert refused  # some copies do not fit where they were put


def test_a_repeated_unreadable_step_is_named_at_its_first_place(doc: dict[str, Any], tmp_path: Path) -> None:
    log = [dict(entry) for entry in doc["log"]]
    bad = {**log[50], "action": {**log[50]["action"], "seat": 7}}
    log[50], log[52] = bad, bad
    raw, spaced = both_ways({**doc, "log": log}, tmp_path)
    assert not raw.ok and raw.steps == 50 and "step 51 of" in raw.message.en and same(raw, spaced)
