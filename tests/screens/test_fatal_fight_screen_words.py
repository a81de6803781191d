"""#17: the Fatal Fight screens word their board places, counts and joined lists from the catalogs."""

from __future__ import annotations

from screens.fatal_fight.foes import skill_line
from screens.fatal_fight.strings import (
    aside,
    cell_label,
    counted,
    entry_label,
    icon_label,
    line_label,
    spaced,
)
from screens.kit.i18n import tr


def test_board_places_are_worded_in_both_languages() -> None:
    assert cell_label("upper-left", "ja") == "上段・左" and cell_label("upper-left", "en") == "Upper Left"
    assert cell_label("nowhere", "en") == "nowhere"
    assert entry_label(4, "en") == "entry 4 (Upper right end)" and entry_label(3, "ja") == "エントリー3（下段・左端）"
    assert line_label(1, "ja") == "中段" and icon_label("pipe", "en") == "iron pipe" and icon_label("moon", "en") == "moon"


def test_asides_and_lists_join_the_languages_way() -> None:
    assert aside("Jab", "Guard 2", "en") == "Jab (Guard 2)" and aside("ジャブ", "ガード2", "ja") == "ジャブ（ガード2）"
    assert spaced(["a", "", "b"], "en") == "a · b" and spaced(["a", "b"], "ja") == "a　b"
    assert counted(["Rita", "Rita", "Mei"], "en") == "Rita ×2, Mei" and counted(["Rita", "Mei"], "ja") == "Rita・Mei"


def test_english_counts_heroes_and_fatigue_cards_in_the_singular_and_the_plural() -> None:
    one = tr("fatal_fight.setup.forecast_unmeasured", "en", count=1)
    many = tr("fatal_fight.setup.forecast_unmeasured", "en", count=3)
    assert "for 1 hero with" in one and "for 3 heroes with" in many
    assert tr("fatal_fight.briefing.healed", "en", count=1) == "1 Fatigue card healed (free)"
    assert tr("fatal_fight.briefing.healed", "en", count=2) == "2 Fatigue cards healed (free)"
    assert tr("fatal_fight.briefing.healed", "ja", count=2) == "疲労2枚を治療済み（無料）"


def test_an_enemy_skill_line_drops_its_label_in_either_language_and_colon() -> None:
    assert skill_line("Skill: 1 damage.") == "1 damage."
    assert skill_line("行動：1ダメージ。") == "1ダメージ。" and skill_line("行動:1ダメージ。") == "1ダメージ。"
    assert skill_line("No label here.") == "No label here."
