"""Save files (issue #2, design.md §8): byte-identical round trip, atomic writes, typed failures."""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.kernel.errors import SaveError
from engine.core.kernel.session import Session, UndoMode
from engine.core.saves import documents as saves
from engine.core.saves.documents import read_save, read_save_header, write_save
from tests.engine.core.lucky import LuckyHighCard, play
from tests.support.high_card import PlayCard

LUCKY = LuckyHighCard()
GAMES = {LUCKY.id: LUCKY}
META = {"saved_at": "2025-01-02T03:04:05+09:00", "label": "after lunch"}


def a_session(seed: int = 4, mode: UndoMode = "lenient", undos: int = 2) -> Session[Any]:
    session = Session.new(LUCKY, {"seat_names": ["Aoi", "Ben"]}, seed, mode)
    play(session, [3, 0, 1, 3, 0, 0, 1])
    for _ in range(undos):
        session.undo()
    return session


@settings(max_examples=40, deadline=None)
@given(
    st.integers(min_value=0, max_value=2**64 - 1),
    st.lists(st.integers(min_value=0, max_value=8), max_size=12),
    st.integers(min_value=0, max_value=12),
    st.sampled_from(["strict", "lenient"]),
)
def test_save_load_save_is_byte_identical(
    seed: int, choices: list[int], undos: int, mode: UndoMode
) -> None:
    session = Session.new(LUCKY, {"seat_names": ["Aoi", "Ben"]}, seed, mode)
    play(session, choices)
    for _ in range(undos):
        if session.can_undo():
            session.undo()
    with tempfile.TemporaryDirectory() as folder:
        first, second = Path(folder, "a.json"), Path(folder, "b.json")
        write_save(first, session, META)
        loaded = read_save(first, GAMES)
        write_save(second, loaded, read_save_header(first).meta)
        assert second.read_bytes() == first.read_bytes()
    assert loaded.game.encode_state(loaded.state) == session.game.encode_state(session.state)
    assert (loaded.log, loaded.redo_stack, loaded.undo_floor) == (
        session.log,
        session.redo_stack,
        session.undo_floor,
    )
    assert loaded.can_undo() == session.can_undo()


def test_loaded_session_redoes_like_the_original(tmp_path: Path) -> None:
    session = a_session()
    write_save(tmp_path / "s.json", session, META)
    loaded = read_save(tmp_path / "s.json", GAMES)
    while session.can_redo():
        assert loaded.redo() == session.redo()
    assert not loaded.can_redo()
    assert loaded.game.encode_state(loaded.state) == session.game.encode_state(session.state)


def test_header_lists_a_save_without_knowing_the_game(tmp_path: Path) -> None:
    session = a_session()
    write_save(tmp_path / "s.json", session, META)
    header = read_save_header(tmp_path / "s.json")
    assert (header.game, header.steps, header.seat_names) == (
        LUCKY.id,
        len(session.log),
        ("Aoi", "Ben"),
    )
    assert (header.saved_at, header.meta, header.undo_mode) == (META["saved_at"], META, "lenient")


def test_meta_needs_an_iso_save_time(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="saved_at"):
        write_save(tmp_path / "s.json", a_session(), {"label": "x"})
    with pytest.raises(ValueError):
        write_save(tmp_path / "s.json", a_session(), {"saved_at": "yesterday"})
    assert not (tmp_path / "s.json").exists()


def test_previous_save_is_kept_as_bak(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    write_save(path, a_session(undos=0), META)
    old = path.read_bytes()
    write_save(path, a_session(undos=3), META)
    assert (tmp_path / "s.json.bak").read_bytes() == old
    assert path.read_bytes() != old
    assert sorted(p.name for p in tmp_path.iterdir()) == ["s.json", "s.json.bak"]


@pytest.mark.parametrize("failing", ["every", "final"])
def test_a_crash_mid_write_leaves_the_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failing: str
) -> None:
    path = tmp_path / "s.json"
    write_save(path, a_session(undos=0), META)
    old = path.read_bytes()
    real_replace = os.replace

    def crash(src: Any, dst: Any) -> None:
        if failing == "every" or Path(dst) == path:
            raise OSError(28, "No space left on device")
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(SaveError) as caught:
        write_save(path, a_session(undos=3), META)
    assert caught.value.kind == "unwritable"
    assert "No space left on device" in str(caught.value)
    assert path.read_bytes() == old
    assert read_save(path, GAMES).log == a_session(undos=0).log
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def edit(change: Callable[[dict[str, Any]], None]) -> Callable[[Path], None]:
    """A corruption that edits the saved JSON."""

    def corrupt(path: Path) -> None:
        doc = json.loads(path.read_text(encoding="utf-8"))
        change(doc)
        path.write_text(json.dumps(doc), encoding="utf-8")

    return corrupt


def _other_card(doc: dict[str, Any]) -> None:
    """A legal but different last play (and no redo): it replays, to another state."""
    *earlier, last = doc["log"]
    before = Session.replay(LUCKY, doc["setup"], doc["seed"], earlier, doc["undo_mode"])
    plays = [LUCKY.codec.encode(a) for a in before.legal_actions() if isinstance(a, PlayCard)]
    last["action"] = next(option for option in plays if option != last["action"])
    doc["undo_history"]["redo"] = []


def _wrong_seat(doc: dict[str, Any]) -> None:
    doc["log"][1]["action"]["seat"] = 1 - doc["log"][1]["action"]["seat"]


CORRUPTIONS: list[tuple[str, Callable[[Path], None], str]] = [
    ("truncated", lambda p: p.write_bytes(p.read_bytes()[:150]), "cut short"),
    ("truncated", lambda p: p.write_bytes(b""), "cut short"),
    ("garbled", lambda p: p.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00"), "not readable save data"),
    ("garbled", lambda p: p.write_bytes(p.read_bytes() + b"}"), "not readable save data"),
    ("foreign", lambda p: p.write_text('{"name": "x"}'), "not a save file of this app"),
    ("foreign", lambda p: p.write_text("[1, 2]"), "not a save file of this app"),
    ("future-version", edit(lambda d: d.update(format_version=saves.FORMAT_VERSION + 1)), "newer version"),
    ("tampered", edit(lambda d: d.update(format_version=0)), "format version 0 is unknown"),
    ("unknown-game", edit(lambda d: d.update(game="chess")), "'chess'"),
    ("data-version", edit(lambda d: d.update(data_version="9")), "card data version '9'"),
    ("tampered", edit(_wrong_seat), "step 2 of the log does not replay"),
    ("tampered", edit(_other_card), "does not match its recorded final state"),
    ("tampered", edit(lambda d: d.update(state_digest="sha256:00")), "recorded final state"),
    ("tampered", edit(lambda d: d.update(seed="4")), r"Expected `int`, got `str` - at `\$.seed`"),
    ("tampered", edit(lambda d: d.update(steps=99)), "claims 99 steps"),
    ("tampered", edit(lambda d: d["undo_history"].update(floor=1)), "undo history"),
    ("tampered", edit(lambda d: d["undo_history"]["redo"].reverse()), "redo history"),
    ("tampered", edit(lambda d: d.update(seat_names=["Eve", "Ben"])), "seat names"),
    ("tampered", edit(lambda d: d["meta"].pop("saved_at")), "save time is missing"),
    ("tampered", edit(lambda d: d["setup"].update(seat_names=5)), "cannot be rebuilt from it"),
    ("unreadable", lambda p: p.unlink(), "Could not open"),
]


@pytest.mark.parametrize(("kind", "corrupt", "message"), CORRUPTIONS)
def test_each_corruption_is_a_save_error_of_its_kind(
    tmp_path: Path, kind: str, corrupt: Callable[[Path], None], message: str
) -> None:
    path = tmp_path / "game.json"
    write_save(path, a_session(), META)
    read_save(path, GAMES)
    corrupt(path)
    with pytest.raises(SaveError, match=message) as caught:
        read_save(path, GAMES)
    assert caught.value.kind == kind
    assert "game.json" in str(caught.value)


@pytest.mark.parametrize(
    "corrupt", [c for k, c, _ in CORRUPTIONS if k in ("truncated", "tampered")]
)
def test_damage_messages_point_to_the_backup(
    tmp_path: Path, corrupt: Callable[[Path], None]
) -> None:
    path = tmp_path / "game.json"
    write_save(path, a_session(undos=0), META)
    write_save(path, a_session(), META)
    corrupt(path)
    with pytest.raises(
        SaveError, match=r"previous save is kept as game\.json\.bak; load that instead"
    ):
        read_save(path, GAMES)
    assert read_save(saves.backup_path(path), GAMES).log == a_session(undos=0).log


def test_header_skips_the_replay_but_still_checks_the_file(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    write_save(path, a_session(), META)
    edit(_wrong_seat)(path)
    assert read_save_header(path).steps == len(a_session().log)
    path.write_bytes(path.read_bytes()[:100])
    with pytest.raises(SaveError) as caught:
        read_save_header(path)
    assert caught.value.kind == "truncated"


def _japanese(text: str) -> bool:
    return any(ord(ch) > 0x3000 for ch in text)


@pytest.mark.parametrize(("kind", "corrupt", "message"), CORRUPTIONS)
@pytest.mark.parametrize("with_backup", [False, True])
def test_each_save_error_has_a_japanese_message(
    tmp_path: Path, kind: str, corrupt: Callable[[Path], None], message: str, with_backup: bool
) -> None:
    """The load screen shows ``err.text.get(lang)``: every failure reads in Japanese too, names
    the file, and (when the file is damaged) says what to do about the backup."""
    path = tmp_path / "game.json"
    if with_backup:
        write_save(path, a_session(undos=0), META)
    write_save(path, a_session(), META)
    corrupt(path)
    with pytest.raises(SaveError) as caught:
        read_save(path, GAMES)
    text = caught.value.text
    assert str(caught.value) == text.en and text.get("en") == text.en
    assert text.ja and text.ja != text.en and _japanese(text.ja)
    assert "game.json" in text.ja
    if kind in ("truncated", "garbled", "tampered"):
        advice = "game.json.bak として残っている" if with_backup else "バックアップはありません"
        assert advice in text.ja


def test_an_unwritable_save_says_so_in_japanese(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def full(src: Any, dst: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    with pytest.raises(SaveError) as caught:
        write_save(tmp_path / "s.json", a_session(), META)
    assert caught.value.text.ja == (
        "セーブ s.json を書き込めませんでした（No space left on device）。前のセーブがあれば、そのまま残っています。"
    )
