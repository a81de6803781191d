"""#17: one catalog per language holds every word; the code and the catalogs agree."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from engine.core.i18n import catalog as i18n
from engine.core.i18n.catalog import (
    CatalogError,
    Msg,
    joined,
    msg,
    read_catalog,
    using_catalogs,
    word,
)
from tests.i18n.code_scan import ROOT, id_uses, japanese_literals, parsed, string_literals

SHIPPED = i18n.catalogs()
REFERENCE = SHIPPED.catalog("en")

# Files whose Japanese literals are not words (every word is in the catalogs).
NOT_WORDS = {
    "screens/kit/text/wrap.py",  # the kinsoku tables: characters a line may not start or end with
}


def test_every_language_has_every_entry_of_the_english_catalog_and_nothing_else() -> None:
    assert REFERENCE is not None and {"ja", "en"} <= set(SHIPPED.languages())
    for lang in SHIPPED.languages():
        catalog = SHIPPED.catalog(lang)
        assert catalog is not None
        missing = sorted(set(REFERENCE.entries) - set(catalog.entries))
        extra = sorted(set(catalog.entries) - set(REFERENCE.entries))
        assert (missing, extra) == ([], []), f"{lang}.toml"


def test_every_entry_takes_the_same_parameters_in_every_language() -> None:
    assert REFERENCE is not None
    for lang in SHIPPED.languages():
        catalog = SHIPPED.catalog(lang)
        assert catalog is not None
        differ = [id for id, entry in REFERENCE.entries.items()
                  if id in catalog.entries and i18n.placeholders(entry) != i18n.placeholders(catalog.entries[id])]
        assert differ == [], f"{lang}.toml: parameters differ from en.toml"


def test_every_id_the_code_words_is_in_the_catalog_and_written_out_whole() -> None:
    assert REFERENCE is not None
    unknown, built = [], []
    for path, tree in parsed():
        for use in id_uses(path, tree):
            where = f"{path.relative_to(ROOT)}:{use.line}"
            if use.id is None:
                built.append(where)
            elif use.id not in REFERENCE.entries:
                unknown.append(f"{where} {use.id}")
    assert unknown == [], "ids missing from the catalogs"
    assert built == [], "an id must be written out whole (a literal), so the catalog test can find it"


def test_every_catalog_entry_is_used_by_the_code() -> None:
    assert REFERENCE is not None
    literals = {node.value for _, tree in parsed() for node in string_literals(tree)}
    unused = sorted(set(REFERENCE.entries) - literals)
    assert unused == []


def test_no_words_are_left_in_the_code_outside_the_catalogs() -> None:
    found = {str(path.relative_to(ROOT)) for path, tree in parsed() if japanese_literals(tree)}
    assert found - NOT_WORDS == set(), "Japanese in code: move it into assets/i18n/"
    assert NOT_WORDS <= found, "NOT_WORDS lists a file with no Japanese left: take it off"


def test_english_counts_things_in_the_singular_and_the_plural() -> None:
    assert word(msg("data.summary", count=1), "en").startswith("1 problem found")
    assert word(msg("data.summary", count=3), "en").startswith("3 problems found")
    assert word(msg("data.summary", count=1), "ja").startswith("1 件の問題")


def test_parameters_are_worded_in_the_same_language_and_lists_join_the_languages_way() -> None:
    inner = msg("title.settings")
    assert word(msg("settings.saved_to", path=inner), "ja") == "保存先: 設定"
    assert word(msg("settings.saved_to", path=joined(["a", inner])), "en") == "Saved to a, Settings"
    assert word(msg("settings.saved_to", path=joined(["a", inner])), "ja") == "保存先: a、設定"
    assert str(msg("title.quit")) == "Quit" and msg("title.quit").get("ja") == "終了"


def test_wording_never_raises_on_a_missing_id_or_parameter() -> None:
    assert word(Msg("no.such.id"), "ja") == "no.such.id"
    assert word(msg("settings.saved_to"), "en") == "Saved to {path}"


def write_language(folder: Path, name: str, text: str) -> None:
    (folder / f"{name}.toml").write_text(text, encoding="utf-8")


def test_a_third_language_is_one_more_file(tmp_path: Path) -> None:
    for lang in ("en", "ja"):
        (tmp_path / f"{lang}.toml").write_bytes((i18n.CATALOG_DIR / f"{lang}.toml").read_bytes())
    write_language(tmp_path, "fr", '[meta]\nname = "Français"\n[title]\nquit = "Quitter"\n'
                   '[data]\nsummary = { one = "{count} problème", other = "{count} problèmes" }\n')
    with using_catalogs(tmp_path):
        assert i18n.languages() == ("ja", "en", "fr") and i18n.language_name("fr") == "Français"
        assert word(msg("title.quit"), "fr") == "Quitter"
        assert word(msg("title.settings"), "fr") == "Settings"  # not translated yet: English
        # French counts 0 and 1 in the singular (CLDR, through babel): no code for it.
        assert [word(msg("data.summary", count=n), "fr") for n in (0, 1, 2)] == [
            "0 problème", "1 problème", "2 problèmes"]
        from screens.shell.settings_store import Settings
        assert Settings(language="fr").language == "fr"
    assert "fr" not in i18n.languages()


def test_a_broken_catalog_names_its_file_and_line(tmp_path: Path) -> None:
    write_language(tmp_path, "xx", '[title]\nquit = "unclosed\n')
    with pytest.raises(CatalogError, match=r"xx\.toml.*line 2"):
        read_catalog(tmp_path / "xx.toml")
    write_language(tmp_path, "yy", '[title]\nquit = 3\n')
    with pytest.raises(CatalogError, match=r"yy\.toml: title\.quit"):
        read_catalog(tmp_path / "yy.toml")


def test_the_scan_finds_built_ids_and_words_in_code() -> None:
    tree = ast.parse('tr(f"a.{x}", "en")\nmsg("a.b")\nX = "日本語"\n')
    from tests.i18n.code_scan import id_uses as uses
    assert [u.id for u in uses(Path("x.py"), tree)] == [None, "a.b"]
    assert japanese_literals(tree) == [3]
