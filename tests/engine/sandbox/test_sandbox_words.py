"""#17: the sandbox tables' words come from the catalogs — refusals in both languages, English
plurals where chips are counted, and a game's name that follows the catalogs' languages."""

from __future__ import annotations

from pathlib import Path

from engine.core.i18n import catalog as i18n
from engine.core.i18n.catalog import Msg, using_catalogs
from engine.dannocomachi import rules as danno
from engine.dannocomachi.game import Dannocomachi
from engine.fertcg import declare
from engine.registry import entry
from engine.sandbox import rules

REFUSALS = [value for module in (rules, declare, danno) for value in vars(module).values() if isinstance(value, Msg)]


def test_every_refusal_is_a_catalog_message_worded_in_japanese_and_english() -> None:
    assert len(REFUSALS) >= 20
    for refusal in REFUSALS:
        assert refusal.en != refusal.id and refusal.ja != refusal.id
        assert refusal.en != refusal.ja


def test_FE_F1_a_pool_short_of_chips_counts_them_in_the_singular_and_the_plural() -> None:
    assert declare.short_of_chips(1, 0).en == "This attack spends 1 will chip; the pool holds only 0."
    assert declare.short_of_chips(3, 2).en == "This attack spends 3 will chips; the pool holds only 2."
    assert declare.short_of_chips(3, 2).ja == "この攻撃は気力チップを3枚消費しますが、2枚しかありません。"


def test_the_games_name_follows_the_catalogs(tmp_path: Path) -> None:
    assert [Dannocomachi.title.get(lang) for lang in ("ja", "en")] == ["だんのこまち", "Dannocomachi"]
    assert Dannocomachi.title == entry("dannocomachi").name
    for lang in ("en", "ja"):
        (tmp_path / f"{lang}.toml").write_bytes((i18n.CATALOG_DIR / f"{lang}.toml").read_bytes())
    (tmp_path / "fr.toml").write_text('[meta]\nname = "Français"\n[games.dannocomachi]\ntitle = "Dannocomachi (fr)"\n',
                                      encoding="utf-8")
    with using_catalogs(tmp_path):
        assert Dannocomachi.title.get("fr") == "Dannocomachi (fr)"
    assert Dannocomachi.title.get("fr") == "Dannocomachi"  # no French catalog: English
