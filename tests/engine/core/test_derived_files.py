"""Derived files kept in the user's cache folder (engine/core/derived_files.py, issue #28)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core import derived_files
from engine.core.derived_files import digest, read, write


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))


def test_content_comes_back_only_for_its_key(tmp_path: Path) -> None:
    key = digest("inputs", b"\x00\x01")
    assert read("x.bin", key) is None
    assert write("x.bin", key, b"content")
    assert read("x.bin", key) == b"content"
    assert read("x.bin", digest("other inputs")) is None
    assert derived_files.path_of("x.bin").parent == tmp_path / "cache"
    assert [p.name for p in (tmp_path / "cache").iterdir()] == ["x.bin"]  # no temp file left


def test_the_key_keeps_its_parts_apart() -> None:
    assert digest("ab", "c") != digest("a", "bc")
    assert digest("a") == digest(b"a") != digest("a", "")


def test_a_cut_or_foreign_file_is_a_miss() -> None:
    key = digest("k")
    write("x.bin", key, b"content")
    path = derived_files.path_of("x.bin")
    whole = path.read_bytes()
    for broken in (whole[:20], b"", b"another program's file" * 4):
        path.write_bytes(broken)
        assert read("x.bin", key) is None


def test_an_unwritable_cache_costs_only_the_file(tmp_path: Path) -> None:
    (tmp_path / "cache").write_text("a file where the folder goes")
    assert write("x.bin", digest("k"), b"content") is False
    assert read("x.bin", digest("k")) is None
