"""The layouts.toml schema (engine/core/layouts/schema.py): sizes, colours, regions, paths,
labels, validation."""

from __future__ import annotations

import inspect
import textwrap
import tomllib

import pytest
from pydantic import ValidationError

from engine.core.data.spec import DataSpec, SettingsModel
from engine.core.layouts import schema as layouts
from engine.core.layouts.schema import LayoutsFile, Region, Template, parse_color
from tests.screens.fixtures_layouts import sample_layouts


def documented_example(title: str, end: str) -> dict[str, object]:
    """The TOML example after ``title`` in the module docstring, up to ``end``."""
    doc = inspect.getdoc(layouts) or ""
    return tomllib.loads(textwrap.dedent(doc.split(title, 1)[1].split(end, 1)[0]))


def test_the_documented_example_is_valid() -> None:
    example = documented_example("Example::", "Regions (")
    parsed = LayoutsFile.model_validate(example)
    enemy = parsed.templates["enemy"]
    assert [r.name for r in enemy.regions] == ["name", "life", "flags", "text"]
    assert enemy.regions[3].rect_mm(*enemy.size_mm) == pytest.approx((5.04, 52.8, 52.92, 29.04))
    assert parsed.back_for("enemy").label == "MAD GEAR"


def test_the_documented_lists_labels_and_hide_rules_example_is_valid() -> None:
    example = documented_example("Example of paths, lists, labels and hide rules::", "A two-")
    parsed = LayoutsFile.model_validate(example)
    boss = {r.name: r for r in parsed.templates["boss"].regions}
    assert boss["skills"].join == "\n" and boss["skills"].item_format.startswith("{index}")
    assert boss["subtitle"].hide_same_as == "name" and boss["gp"].hide_zero
    assert parsed.labels["timing"] == {"stage_set": "登場時", "stage_set_en": "When set"}
    assert parsed.templates["stage"].regions[1].format == "①×{entries.0}"


def test_layouts_is_a_settings_file_a_data_spec_can_name() -> None:
    assert issubclass(LayoutsFile, SettingsModel)
    spec = DataSpec(game="demo", folder="demo", kinds={}, settings={"layouts.toml": LayoutsFile})
    assert spec.settings["layouts.toml"] is LayoutsFile


@pytest.mark.parametrize(
    ("fields", "size"),
    [
        ({}, (63.0, 88.0)),
        ({"size": "bridge"}, (57.0, 89.0)),
        ({"size": "tarot"}, (70.0, 120.0)),
        ({"size": "mini"}, (44.0, 63.0)),
        ({"size": "mini", "landscape": True}, (63.0, 44.0)),
        ({"width_mm": 100, "height_mm": 70}, (100.0, 70.0)),
    ],
)
def test_card_sizes(fields: dict[str, object], size: tuple[float, float]) -> None:
    assert Template.model_validate(fields).size_mm == size


@pytest.mark.parametrize(
    ("value", "rgba"),
    [
        ("#fff", (255, 255, 255, 255)),
        ("#102030", (16, 32, 48, 255)),
        ("#10203040", (16, 32, 48, 64)),
        ([1, 2, 3], (1, 2, 3, 255)),
        ([1, 2, 3, 4], (1, 2, 3, 4)),
    ],
)
def test_colours(value: object, rgba: tuple[int, int, int, int]) -> None:
    assert parse_color(value) == rgba


@pytest.mark.parametrize("value", ["red", "#12345", [1, 2], [0, 0, 300], 7])
def test_bad_colours_are_refused(value: object) -> None:
    with pytest.raises(ValueError):
        parse_color(value)


def test_fractional_rects_scale_with_the_card() -> None:
    region = Region(name="text", rect=(0.1, 0.5, 0.8, 0.25), unit="frac", field="text")
    assert region.rect_mm(60, 80) == pytest.approx((6, 40, 48, 20))


@pytest.mark.parametrize(
    ("template", "message"),
    [
        ({"regions": [{"name": "a", "rect": [50, 80, 20, 10], "field": "x"}]}, "outside"),
        (
            {"regions": [{"name": "a", "rect": [0, 0, 5, 5], "field": "x", "format": "{x}"}]},
            "not both",
        ),
        ({"regions": [{"name": "a", "rect": [0, 0, 0, 5]}]}, "positive"),
        ({"regions": [{"name": "a", "rect": [0.5, 0, 0.6, 1], "unit": "frac"}]}, "within 0..1"),
        (
            {"regions": [{"name": "a", "rect": [0, 0, 5, 5]}, {"name": "a", "rect": [0, 9, 5, 5]}]},
            "twice",
        ),
        (
            {"regions": [{"name": "a", "rect": [0, 0, 5, 5], "font_size": 6, "min_font_size": 7}]},
            "min_font_size",
        ),
        ({"regions": [{"name": "a", "kind": "art", "rect": [0, 0, 5, 5]}]}, "needs `field`"),
        ({"regions": [{"name": "a", "rect": [0, 0, 5, 5], "colour": "#fff"}]}, "Extra inputs"),
        ({"regions": [{"name": "a", "rect": [0, 0, 5, 5], "field": "skills..text"}]}, "empty step"),
        ({"regions": [{"name": "a", "rect": [0, 0, 5, 5], "format": "{skills.}"}]}, "empty step"),
        ({"regions": [{"name": "a", "rect": [0, 0, 5, 5], "format": "GP {gp"}]}, "unmatched brace"),
        (
            {"regions": [{"name": "a", "rect": [0, 0, 5, 5], "field": "s", "item_format": "{x}}"}]},
            "unmatched brace",
        ),
        (
            {"regions": [{"name": "a", "rect": [0, 0, 5, 5], "hide_same_as": "name."}]},
            "empty step",
        ),
        (
            {
                "regions": [
                    {"name": "a", "kind": "icons", "rect": [0, 0, 5, 5], "field": "x", "join": ","}
                ]
            },
            "only text regions take join",
        ),
        (
            {
                "regions": [
                    {
                        "name": "a",
                        "kind": "art",
                        "rect": [0, 0, 5, 5],
                        "field": "x",
                        "hide_zero": True,
                    }
                ]
            },
            "only text regions take hide_zero",
        ),
    ],
)
def test_template_mistakes_are_load_errors(template: dict[str, object], message: str) -> None:
    with pytest.raises(ValidationError, match=message):
        LayoutsFile.model_validate({"templates": {"enemy": template}})


def test_a_template_must_name_a_known_back() -> None:
    with pytest.raises(ValidationError, match="not in \\[backs\\]"):
        LayoutsFile.model_validate({"templates": {"enemy": {"back": "nope"}}})


def test_backs_resolve_by_back_name_then_by_card_kind_then_default() -> None:
    sample = sample_layouts()
    assert sample.back_for("hero").label == "FATAL FIGHT"
    assert sample.back_for("art") == sample.backs["hero"]  # the art template uses the hero back
    assert sample.back_for("unknown") == sample.default_back


def test_two_faced_templates_have_a_flip_face() -> None:
    boss = sample_layouts().templates["boss"]
    assert boss.face("flip").regions[1].name == "skills"
    with pytest.raises(KeyError):
        sample_layouts().templates["enemy"].face("flip")
