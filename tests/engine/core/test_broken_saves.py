"""The broken-saves corpus (issue #16): every damaged file is a readable SaveError (en and ja), never
another exception and never a hang; the backup beside it stays and opens."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from engine.core.kernel.errors import SaveError
from engine.core.kernel.session import Session
from engine.core.saves import file as save_file
from engine.core.saves.documents import backup_path, read_save, read_save_header, write_save
from tests.engine.core.lucky import LuckyHighCard, play

LUCKY = LuckyHighCard()
GAMES = {LUCKY.id: LUCKY}
META = {"saved_at": "2025-01-02T03:04:05+09:00"}


def good_bytes() -> bytes:
    session = Session.new(LUCKY, {"seat_names": ["Aoi", "Ben"]}, 4, "lenient")
    play(session, [3, 0, 1, 3, 0, 0, 1])
    from engine.core.saves.documents import encode_save

    return encode_save(session, META)


GOOD = good_bytes()


def doc_edit(change: Callable[[dict[str, Any]], Any]) -> bytes:
    doc = json.loads(GOOD)
    change(doc)
    return json.dumps(doc).encode()


def _flip(offset: int) -> bytes:
    data = bytearray(GOOD)
    data[offset] ^= 0x5A
    return bytes(data)


CORPUS: dict[str, Callable[[], bytes]] = {
    "empty": lambda: b"",
    "whitespace": lambda: b"   \n",
    "non-utf8": lambda: b'{"format": "\xff\xfe tabletop"}',
    "binary": lambda: bytes(range(256)) * 4,
    "deep-list": lambda: b"[" * 2000 + b"]" * 2000,
    "deep-object": lambda: b'{"a":' * 5000 + b"1" + b"}" * 5000,
    "deep-in-setup": lambda: doc_edit(lambda d: d.__setitem__("setup", json.loads("[" * 500 + "]" * 500))),
    "list": lambda: b"[1, 2, 3]",
    "string": lambda: b'"tabletop-client-save"',
    "number": lambda: b"42",
    "null": lambda: b"null",
    "future-version": lambda: doc_edit(lambda d: d.__setitem__("format_version", 99)),
    "version-as-bool": lambda: doc_edit(lambda d: d.__setitem__("format_version", True)),
    "version-as-text": lambda: doc_edit(lambda d: d.__setitem__("format_version", "1")),
    "illegal-step": lambda: doc_edit(lambda d: d["log"][0]["action"].__setitem__("card", "ZZ")),
    "unknown-action": lambda: doc_edit(lambda d: d["log"][1]["action"].__setitem__("type", "Teleport")),
    "chance-altered": lambda: doc_edit(lambda d: d["log"][-1].__setitem__("chance", [10**30])),
    "steps-tampered": lambda: doc_edit(lambda d: d.__setitem__("steps", 1)),
    "digest-tampered": lambda: doc_edit(lambda d: d.__setitem__("state_digest", "sha256:00")),
    "seed-tampered": lambda: doc_edit(lambda d: d.__setitem__("seed", d["seed"] + 1)),
    "seed-as-text": lambda: doc_edit(lambda d: d.__setitem__("seed", "four")),
    "log-not-a-list": lambda: doc_edit(lambda d: d.__setitem__("log", {"a": 1})),
    "entry-not-an-object": lambda: doc_edit(lambda d: d["log"].__setitem__(0, 7)),
    "setup-refused": lambda: doc_edit(lambda d: d.__setitem__("setup", {"seat_names": "x" * 3})),
    "undo-mode-odd": lambda: doc_edit(lambda d: d.__setitem__("undo_mode", "chaotic")),
    "meta-missing-time": lambda: doc_edit(lambda d: d["meta"].pop("saved_at")),
    "time-overflow": lambda: doc_edit(lambda d: d["meta"].__setitem__("saved_at", "9999-12-31T23:59:59-14:00")),
    "unknown-game": lambda: doc_edit(lambda d: d.__setitem__("game", "chess")),
    "huge-number": lambda: doc_edit(lambda d: d.__setitem__("seed", 10**400)),
}
CORPUS.update({f"truncated-{n}": (lambda n=n: GOOD[: len(GOOD) * n // 20]) for n in range(1, 20)})
CORPUS.update({f"flipped-{n}": (lambda n=n: _flip(len(GOOD) * n // 13)) for n in range(13)})


def _japanese(text: str) -> bool:
    return any("\u3040" <= ch <= "\u30ff" or "\u4e00" <= ch <= "\u9fff" for ch in text)


def assert_readable(err: SaveError, name: str) -> None:
    assert err.text.en and _japanese(err.text.ja), name
    assert name in err.text.en and name in err.text.ja
    assert "Error(" not in err.text.en and "Traceback" not in err.text.en  # words, not a repr


def load_or_error(path: Path) -> SaveError | None:
    """Read the header and the whole save; only SaveError may come out."""
    try:
        read_save_header(path)
        read_save(path, GAMES)
    except SaveError as err:
        return err
    return None


@pytest.mark.parametrize("case", sorted(CORPUS))
def test_every_broken_save_is_a_readable_save_error_and_its_backup_opens(tmp_path: Path, case: str) -> None:
    path = tmp_path / "broken.json"
    backup_path(path).write_bytes(GOOD)
    data = CORPUS[case]()
    path.write_bytes(data)
    err = load_or_error(path)
    if case == "time-overflow" or (case.startswith("flipped-") and data == GOOD):
        return  # a far-future time is still a valid save (the title formats it safely)
    if err is None:  # a flipped byte inside free text (a seat name) can leave a save that is still whole
        assert case.startswith("flipped-"), case
        return
    assert_readable(err, path.name)
    assert backup_path(path).read_bytes() == GOOD
    assert read_save(backup_path(path), GAMES).log  # the backup stays and opens


def test_a_file_past_the_save_limit_is_refused_quickly_without_reading_it(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as handle:
        handle.truncate(save_file.MAX_SAVE_BYTES + 1)  # sparse: nothing is written
    err = load_or_error(path)
    assert err is not None and err.kind == "too-large"
    assert_readable(err, path.name)


def test_a_folder_a_link_and_a_device_in_place_of_the_file(tmp_path: Path) -> None:
    folder = tmp_path / "folder.json"
    folder.mkdir()
    link = tmp_path / "link.json"
    (tmp_path / "real.json").write_bytes(GOOD)
    link.symlink_to(tmp_path / "real.json")
    zero = tmp_path / "zero.json"
    zero.symlink_to("/dev/zero")
    for path in (folder, link, zero):
        err = load_or_error(path)
        assert err is not None and err.kind == "not-a-file", path
        assert_readable(err, path.name)
    if hasattr(os, "mkfifo"):
        fifo = tmp_path / "pipe.json"
        os.mkfifo(fifo)
        err = load_or_error(fifo)  # a pipe would block a reader forever
        assert err is not None and err.kind == "not-a-file"


def test_a_missing_file_is_a_save_error(tmp_path: Path) -> None:
    err = load_or_error(tmp_path / "gone.json")
    assert err is not None and err.kind == "unreadable"


def test_a_broken_save_never_replaces_its_good_backup(tmp_path: Path) -> None:
    path = tmp_path / "slot.json"
    path.write_bytes(GOOD[:100])  # killed mid-way by a crash of some other program
    backup_path(path).write_bytes(GOOD)
    session = Session.new(LUCKY, {"seat_names": ["Aoi", "Ben"]}, 9, "lenient")
    write_save(path, session, META)
    assert backup_path(path).read_bytes() == GOOD


def test_headers_are_cached_by_file_stat(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "a.json"
    path.write_bytes(GOOD)
    reads: list[Path] = []
    real = save_file.read_header

    def counting(p: Path) -> Any:
        reads.append(p)
        return real(p)

    monkeypatch.setattr(save_file, "read_header", counting)
    for _ in range(5):
        read_save_header(path)
    assert len(reads) == 1
    session = Session.new(LUCKY, {"seat_names": ["Aoi", "Ben"]}, 11, "lenient")
    write_save(path, session, {"saved_at": "2025-01-03T00:00:00+09:00"})  # another file version
    assert read_save_header(path).steps == 0 and len(reads) >= 2


class _Marker:
    """Something a caller's frame holds while it reads a broken header."""


def test_a_cached_broken_header_keeps_no_caller_alive(tmp_path: Path) -> None:
    """Issue #16 (event storm): the header cache kept the SaveError itself, so every re-raise
    grew its traceback and pinned each caller's frame (and every screen in it) for good."""
    import gc
    import weakref

    path = tmp_path / "cut.json"
    path.write_bytes(GOOD[: len(GOOD) // 2])

    def read_while_holding(marker: _Marker) -> SaveError:
        try:
            read_save_header(path)
        except SaveError as err:
            return err
        raise AssertionError("a cut-short save read")

    markers = [_Marker() for _ in range(3)]
    errors = [read_while_holding(marker) for marker in markers]
    refs = [weakref.ref(marker) for marker in markers]
    said = {(err.kind, str(err)) for err in errors}  # the cached words, the same each time
    del markers, errors
    gc.collect()
    assert [ref() for ref in refs] == [None, None, None]
    assert len(said) == 1
