"""Plural rules declared in a catalog's ``[meta] plural`` (issue #28): the same categories as
babel's CLDR locale database gives, without loading that database (about 7 MB and 0.15 s)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from babel import Locale

from engine.core.i18n import catalog as i18n
from engine.core.i18n.catalog import CatalogError, msg, read_catalog, using_catalogs, word

COUNTS = [*range(-3, 1200), 0.0, 0.5, 1.0, 1.5, 2.0, 21.0, 101.25]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_catalogs_rule_is_cldrs(lang: str) -> None:
    declared = read_catalog(i18n.CATALOG_DIR / f"{lang}.toml").plural
    assert declared is not None  # the shipped languages carry their rule
    cldr = Locale.parse(lang).plural_form
    assert [i18n.plural_category(lang, n) for n in COUNTS] == [str(cldr(abs(n))) for n in COUNTS]


def test_a_count_is_worded_without_babels_locale_database() -> None:
    code = (
        "import json, sys\n"
        "from engine.core.i18n.catalog import msg, word\n"
        "words = [word(msg('data.summary', count=n), lang) for lang in ('en', 'ja') for n in (0, 1, 2)]\n"
        "import babel.localedata\n"
        "print(json.dumps([words, sorted(babel.localedata._cache)]))\n"
    )
    root = Path(i18n.__file__).resolve().parents[3]
    child = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, check=True)
    words, loaded = json.loads(child.stdout.strip().splitlines()[-1])
    assert words[:3] == [word(msg("data.summary", count=n), "en") for n in (0, 1, 2)]
    assert words[1] != words[2]  # "1 problem" / "2 problems": the rule was applied
    assert loaded == []


def test_a_catalog_without_a_rule_asks_the_locale_database(tmp_path: Path) -> None:
    (tmp_path / "en.toml").write_bytes((i18n.CATALOG_DIR / "en.toml").read_bytes())
    (tmp_path / "fr.toml").write_text('[meta]\nname = "Français"\n[data]\n'
                                      'summary = { one = "{count} problème", other = "{count} problèmes" }\n',
                                      encoding="utf-8")
    with using_catalogs(tmp_path):
        assert [word(msg("data.summary", count=n), "fr") for n in (0, 1, 2)] == [
            "0 problème", "1 problème", "2 problèmes"]


def test_a_rule_declared_in_a_test_catalog_is_the_one_used(tmp_path: Path) -> None:
    """Rules belong to the catalogs in use: another folder's rule is not a cached one."""
    (tmp_path / "en.toml").write_text('[meta]\nname = "English"\nplural = {}\n'
                                      '[data]\nsummary = { one = "{count} problem", other = "{count} problems" }\n',
                                      encoding="utf-8")
    with using_catalogs(tmp_path):
        assert word(msg("data.summary", count=1), "en") == "1 problems"  # this folder says: always "other"
    assert word(msg("data.summary", count=1), "en").startswith("1 problem found")  # the shipped rule again


def test_a_broken_rule_names_the_catalog(tmp_path: Path) -> None:
    (tmp_path / "xx.toml").write_text('[meta]\nname = "X"\nplural = { single = "n = 1" }\n', encoding="utf-8")
    with pytest.raises(CatalogError, match=r"xx\.toml: meta\.plural"):
        read_catalog(tmp_path / "xx.toml")
    assert json.dumps(read_catalog(i18n.CATALOG_DIR / "ja.toml").plural) == "{}"
