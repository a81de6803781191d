"""The app's catalogs kept parsed between runs (engine/core/i18n/catalog.py ``read_catalog(keep=True)``,
issue #28): a kept catalog is the catalog its TOML reads as, and any change to the file reads it again."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core import derived_files
from engine.core.i18n.catalog import CATALOG_DIR, CatalogError, Catalogs, read_catalog


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_kept_catalog_is_the_catalog_its_file_reads_as(lang: str) -> None:
    path = CATALOG_DIR / f"{lang}.toml"
    parsed = read_catalog(path)
    assert read_catalog(path, keep=True) == parsed  # read, then kept
    assert derived_files.path_of(f"catalog-{lang}.json").is_file()
    kept = read_catalog(path, keep=True)
    assert kept == parsed and list(kept.entries) == list(parsed.entries)  # the same entries in the same order
    assert Catalogs(CATALOG_DIR).catalog(lang) == parsed


def test_a_changed_file_is_read_again(tmp_path: Path) -> None:
    path = tmp_path / "xx.toml"
    path.write_text('[meta]\nname = "X"\n[a]\nb = "one"\n', encoding="utf-8")
    assert read_catalog(path, keep=True).entries == {"a.b": "one"}
    path.write_text('[meta]\nname = "X"\n[a]\nb = "two"\r\nc = """x\r\ny"""\n', encoding="utf-8")
    assert read_catalog(path, keep=True) == read_catalog(path) and read_catalog(path, keep=True).entries["a.b"] == "two"
    assert read_catalog(path, keep=True).entries["a.c"] == "x\ny"  # newlines read as text mode reads them


def test_a_broken_file_is_refused_as_before_and_nothing_kept(tmp_path: Path) -> None:
    path = tmp_path / "xx.toml"
    path.write_text('[a]\nb = "one\n', encoding="utf-8")
    with pytest.raises(CatalogError, match="xx.toml"):
        read_catalog(path, keep=True)
    path.write_bytes(b'[a]\nb = "\xff"\n')
    with pytest.raises(CatalogError, match="xx.toml"):
        read_catalog(path, keep=True)
    assert not derived_files.path_of("catalog-xx.json").exists()


def test_a_damaged_kept_catalog_is_read_from_its_file() -> None:
    path = CATALOG_DIR / "en.toml"
    parsed = read_catalog(path, keep=True)
    kept = derived_files.path_of("catalog-en.json")
    whole = kept.read_bytes()
    head = len(derived_files.MAGIC) + derived_files.KEY_BYTES
    for damage in (whole[:-5], whole[:head] + b'{"lang": "en"}', whole[:head] + b"[1, 2]"):
        kept.write_bytes(damage)
        assert read_catalog(path, keep=True) == parsed
