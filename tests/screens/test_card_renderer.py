"""CardRenderer: reports, cache, languages, faces, backs, images, the hover preview; and
what a region shows: paths with list indexes, lists item by item, labels, hide rules."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core.data.loader import load_database
from engine.core.data.spec import CardModel
from engine.core.kernel.view import Hidden
from engine.core.layouts.schema import LayoutsFile, Region
from engine.fatal_fight.schema import SPEC as FF_SPEC
from screens.kit.cards.fields import MISSING, lookup, region_text
from screens.kit.cards.preview import HoverPreview, preview_rect
from screens.kit.cards.renderer import CardFace, CardRenderer
from tests.screens.fixtures_layouts import (
    BOSS,
    LONG_TEXT,
    SKILLED_BOSS,
    STAGE,
    THUG,
    UPPERCUT,
    lists_layouts,
    sample_layouts,
)


@pytest.fixture
def renderer() -> CardRenderer:
    return CardRenderer(sample_layouts())


def region(report: Any, name: str) -> Any:
    return next(r for r in report.regions if r.region == name)


def test_a_card_that_fits_reports_no_overflow(renderer: CardRenderer) -> None:
    report = renderer.render(UPPERCUT, "art", width=300).report
    assert report.overflows == ()
    assert {r.region for r in report.regions} >= {"name", "text", "ap", "cost"}
    assert region(report, "text").size_pt == 7.6


def test_long_card_text_is_reported_as_overflow(renderer: CardRenderer) -> None:
    report = renderer.render(LONG_TEXT, "enemy", dpi=150).report
    text = region(report, "text")
    assert [r.region for r in report.overflows] == ["text"]
    assert not text.fits and text.shrunk
    assert text.size_pt == pytest.approx(text.min_pt, abs=0.3)  # stopped at the minimum
    assert text.overflow_lines > 0 and text.overflow_px > 0
    assert report.below_minimum == (text,)  # it would fit at a smaller size
    assert text.needed_pt is not None and text.needed_pt < text.min_pt
    assert not report.ok


def test_long_english_text_is_reported_as_overflow_too(renderer: CardRenderer) -> None:
    report = renderer.render(LONG_TEXT, "enemy", width=400, lang="en").report
    assert [r.region for r in report.overflows] == ["text"]
    assert report.overflows[0].overflow_lines > 0


def test_second_render_is_a_cache_hit(renderer: CardRenderer) -> None:
    first = renderer.render(THUG, "enemy", width=200)
    count = renderer.renders
    again = renderer.render(dict(THUG), "enemy", width=200)
    assert again is first
    assert renderer.renders == count


def test_changed_data_size_face_or_language_renders_again(renderer: CardRenderer) -> None:
    first = renderer.render(THUG, "enemy", width=200)
    count = renderer.renders
    assert renderer.render({**THUG, "life": 4}, "enemy", width=200) is not first
    assert renderer.render(THUG, "enemy", width=201) is not first
    assert renderer.render(THUG, "enemy", width=200, lang="en") is not first
    assert renderer.renders == count + 3


class Enemy(CardModel):
    life: int
    text: str = ""
    text_en: str = ""


def test_pydantic_cards_render_and_cache(renderer: CardRenderer) -> None:
    card = Enemy(id="e1", name="雑魚", name_en="Grunt", life=2, text="行動：1ダメージ。")
    first = renderer.render(card, "enemy", width=180)
    assert renderer.render(Enemy(**card.model_dump()), "enemy", width=180) is first
    assert first.report.card_id == "e1"


def test_language_picks_english_fields_with_fallback() -> None:
    name = sample_layouts().templates["enemy"].regions[0]
    assert region_text(name, THUG, "en") == "Jake the Thug"
    assert region_text(name, THUG, "ja") == "チンピラ・ジェイク"
    assert region_text(name, {"name": "名前", "name_en": ""}, "en") == "名前"


def test_format_strings_and_absent_fields() -> None:
    regions = {r.name: r for r in sample_layouts().templates["enemy"].regions}
    assert region_text(regions["gp"], {"gp": 2}, "ja") == "GP 2"
    assert region_text(regions["gp"], {}, "ja") is None  # an optional stat hides its region
    assert region_text(regions["gp"], {"gp": None}, "ja") is None


def test_english_and_japanese_render_differently(renderer: CardRenderer) -> None:
    ja = renderer.render(THUG, "enemy", width=200).surface
    en = renderer.render(THUG, "enemy", width=200, lang="en").surface
    assert pygame.image.tobytes(ja, "RGBA") != pygame.image.tobytes(en, "RGBA")


def test_two_faced_cards_draw_both_faces(renderer: CardRenderer) -> None:
    assert renderer.faces("boss") == ("front", "flip")
    assert renderer.faces("enemy") == ("front",)
    front = renderer.render(BOSS, "boss", width=200)
    flip = renderer.render(BOSS, "boss", width=200, face="flip")
    assert [r.region for r in flip.report.regions] == ["name", "skills"]
    assert flip.report.face == "flip" and front.report.face == "front"
    assert pygame.image.tobytes(front.surface, "RGBA") != pygame.image.tobytes(flip.surface, "RGBA")


def test_sizes_by_width_height_and_dpi(renderer: CardRenderer) -> None:
    assert renderer.render(THUG, "enemy", dpi=300).surface.get_size() == (744, 1039)
    assert renderer.render(THUG, "enemy", height=176).surface.get_size() == (126, 176)
    assert renderer.render_back("enemy", width=63).get_size() == (63, 88)


def test_missing_and_present_images(tmp_path: Path) -> None:
    art = tmp_path / "art"
    art.mkdir()
    image = pygame.Surface((40, 30))
    image.fill((10, 200, 30))
    pygame.image.save(image, str(art / "jake.png"))
    with_art = CardRenderer(sample_layouts(), tmp_path).render(THUG, "enemy", width=300)
    assert with_art.report.missing_images == ()
    rect = sample_layouts().templates["enemy"].regions[3].rect_mm(63, 88)
    centre = (round((rect[0] + rect[2] / 2) * 300 / 63), round((rect[1] + rect[3] / 3) * 300 / 63))
    assert with_art.surface.get_at(centre)[:3] == (10, 200, 30)
    without = CardRenderer(sample_layouts(), tmp_path).render(BOSS, "boss", width=300)
    assert without.report.missing_images == ("art/abigail.png",)


def test_unknown_icon_keys_are_reported(renderer: CardRenderer) -> None:
    report = renderer.render(
        {**THUG, "text": "使うと:zap:を得る。:gold:", "icons": ["gun", "bomb"]}, "enemy", width=200
    ).report
    assert report.unknown_icons == ("bomb", "zap")


def test_an_unknown_card_kind_is_a_clear_error(renderer: CardRenderer) -> None:
    with pytest.raises(KeyError, match="no template for card kind 'spell'"):
        renderer.render(THUG, "spell", width=100)


def test_a_hidden_card_is_only_ever_a_back(
    renderer: CardRenderer, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_faces(*args: object, **kwargs: object) -> None:
        raise AssertionError("a Hidden card must never be rendered as a face")

    monkeypatch.setattr(renderer, "render", no_faces)
    surface = renderer.surface_for(Hidden(back="enemy"), height=140)
    assert surface is renderer.render_back("enemy", height=140)
    assert surface.get_at((surface.get_width() // 2, 20))[:3] != (0, 0, 0)


def test_backs_differ_by_design(renderer: CardRenderer) -> None:
    enemy = renderer.render_back("enemy", width=120)
    hero = renderer.render_back("hero", width=120)
    assert enemy.get_at((60, 20)) != hero.get_at((60, 20))


@given(
    st.tuples(st.integers(0, 1279), st.integers(0, 719)),
    st.tuples(st.integers(50, 600), st.integers(50, 700)),
)
def test_the_preview_stays_on_screen(pointer: tuple[int, int], size: tuple[int, int]) -> None:
    bounds = pygame.Rect(0, 0, 1280, 720)
    rect = preview_rect(pointer, size, bounds)
    assert bounds.contains(rect)
    if size[0] + 18 < max(pointer[0], 1280 - pointer[0]):  # room beside the pointer
        assert not rect.collidepoint(pointer)


def test_hover_preview_shows_faces_but_not_hidden_cards(renderer: CardRenderer) -> None:
    screen = pygame.Surface((800, 600))
    preview = HoverPreview(renderer, height=300)
    preview.show(Hidden(), (100, 100))
    assert preview.draw(screen) is None
    preview.show(CardFace("enemy", THUG), (100, 100))
    assert preview.dirty
    rect = preview.draw(screen)
    assert rect is not None and rect.height == 300 and rect.left > 100


def lists_region(kind: str, name: str) -> Region:
    return next(r for r in lists_layouts().templates[kind].regions if r.name == name)


def test_paths_step_into_lists_by_index() -> None:
    assert lookup(SKILLED_BOSS, "skills.1.name", "ja") == "地響き"
    assert lookup(STAGE, "entries.4", "ja") == 2
    assert lookup(STAGE, "entries.6", "ja") is MISSING  # past the end
    assert lookup(STAGE, "gimmicks.x.text", "ja") is MISSING  # a name on a list
    assert lookup(SKILLED_BOSS, "name.0", "ja") is MISSING  # an index on a string
    assert region_text(lists_region("stage", "entry-5"), STAGE, "ja") == "⑤×2"


def test_english_fallback_applies_to_the_last_step_of_a_path() -> None:
    third = lists_region("boss", "third")
    assert region_text(third, SKILLED_BOSS, "en") == "3: Two enemies join."
    assert region_text(third, SKILLED_BOSS, "ja") == "3: 敵2体を呼ぶ。"
    assert lookup(SKILLED_BOSS, "skills.1.text", "en") == "全員に1ダメージ。"  # text_en is ""


def test_a_path_the_card_lacks_hides_its_region() -> None:
    two_skills = {**SKILLED_BOSS, "skills": SKILLED_BOSS["skills"][:2]}
    assert region_text(lists_region("boss", "third"), two_skills, "ja") is None
    report = CardRenderer(lists_layouts()).render(two_skills, "boss", width=200).report
    assert "third" not in {r.region for r in report.regions}
    assert "skills" in {r.region for r in report.regions}


def test_a_list_is_shown_item_by_item_through_item_format_and_join() -> None:
    skills = lists_region("boss", "skills")
    assert region_text(skills, SKILLED_BOSS, "ja") == (
        "1. 大ハンマー: 2ダメージ。\n2. 地響き: 全員に1ダメージ。\n3. 仲間: 敵2体を呼ぶ。"
    )
    assert region_text(skills, SKILLED_BOSS, "en").splitlines() == [
        "1. Sledgehammer: 2 damage.",
        "2. Ground Pound: 全員に1ダメージ。",
        "3. Crew: Two enemies join.",
    ]
    assert region_text(lists_region("stage", "entries"), STAGE, "ja") == "1:1 2:0 3:1 4:1 5:2 6:1"


def test_list_items_lacking_a_field_are_left_out_and_an_empty_list_hides_the_region() -> None:
    skills = lists_region("boss", "skills")
    nameless = {**SKILLED_BOSS, "skills": [{"text": "1"}, {"name": "B", "text": "2"}]}
    assert region_text(skills, nameless, "ja") == "2. B: 2"
    assert region_text(skills, {**SKILLED_BOSS, "skills": []}, "ja") is None


def test_a_list_in_a_format_string_is_joined_not_printed_as_a_python_list() -> None:
    region = Region(name="e", rect=(0, 0, 9, 9), format="入 {entries}", join=" / ")
    assert region_text(region, STAGE, "ja") == "入 1 / 0 / 1 / 1 / 2 / 1"


def test_item_format_names_the_item_and_its_fields_by_item() -> None:
    region = Region(
        name="g", rect=(0, 0, 9, 9), field="gimmicks", item_format="{index}={item.timing}"
    )
    assert region_text(region, STAGE, "ja") == "1=stage_set 2=enemy_phase"


def test_labels_show_raw_values_as_words_in_each_language() -> None:
    layouts = lists_layouts()
    gimmicks = lists_region("stage", "gimmicks")
    assert region_text(gimmicks, STAGE, "ja", layouts.labels) == (
        "【登場時】:gold:+1。\n【敵フェイズ】上段に1ダメージ。"
    )
    assert region_text(gimmicks, STAGE, "en", layouts.labels) == (
        "【When set】Gold +1.\n【敵フェイズ】1 damage, upper line."  # no enemy_phase_en
    )
    assert region_text(gimmicks, STAGE, "ja").startswith("【stage_set】")  # no labels given
    kind = lists_region("stage", "kind")
    assert region_text(kind, STAGE, "ja", layouts.labels) is None  # labelled "": hidden
    assert region_text(kind, {**STAGE, "kind": "boss"}, "en", layouts.labels) == "BOSS"
    assert region_text(kind, {**STAGE, "kind": "secret"}, "ja", layouts.labels) == "secret"


def test_labels_reach_the_rendered_card() -> None:
    renderer = CardRenderer(lists_layouts())
    report = renderer.render({**STAGE, "kind": "boss"}, "stage", width=300).report
    assert "kind" in {r.region for r in report.regions}
    assert "kind" not in {
        r.region for r in renderer.render(STAGE, "stage", width=300).report.regions
    }


def test_hide_zero_hides_a_zero_value() -> None:
    gp = lists_region("boss", "gp")
    assert region_text(gp, SKILLED_BOSS, "ja") is None
    assert region_text(gp, {**SKILLED_BOSS, "gp": 2}, "ja") == "GP 2"
    field = Region(name="f", rect=(0, 0, 9, 9), field="gp", hide_zero=True)
    assert region_text(field, {"gp": 0}, "ja") is None
    assert region_text(field, {"gp": 1}, "ja") == "1"
    both = Region(name="b", rect=(0, 0, 9, 9), format="{life}/{gp}", hide_zero=True)
    assert region_text(both, {"life": 3, "gp": 0}, "ja") == "3/0"  # not every value is 0
    assert region_text(both, {"life": 0, "gp": 0}, "ja") is None


def test_a_subtitle_that_repeats_the_shown_name_is_hidden() -> None:
    subtitle = lists_region("boss", "subtitle")
    assert region_text(subtitle, SKILLED_BOSS, "ja") == "Hal the Wrecker"
    assert region_text(subtitle, SKILLED_BOSS, "en") is None
    assert region_text(subtitle, {**SKILLED_BOSS, "name_en": ""}, "ja") is None
    report = CardRenderer(lists_layouts()).render(SKILLED_BOSS, "boss", width=200, lang="en")
    assert "subtitle" not in {r.region for r in report.report.regions}


def test_every_shipped_fatal_fight_text_region_shows_on_some_card() -> None:
    """A mistyped path hides its region on every card: no shipped region may be dead."""
    db = load_database(FF_SPEC, user_root=None)
    layouts = db.settings["layouts.toml"]
    assert isinstance(layouts, LayoutsFile)
    renderer = CardRenderer(layouts)
    for kind, template in layouts.templates.items():
        shown: set[str] = set()
        for card in db.cards(kind).values():
            for lang in ("ja", "en"):
                report = renderer.render(card, kind, width=80, lang=lang).report
                shown.update(r.region for r in report.regions)
        texts = {r.name for r in template.regions if r.kind == "text" and (r.field or r.format)}
        assert texts - shown == set(), kind
