"""Issue #15 defect 10: a card's own art (``art = "…"``), confined to the data folder, checked
by check-data, drawn cover or contain as the template says; bundled pictograms as icons."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from engine import catalog
from engine.core.data import load_data
from engine.core.data import problems as P
from engine.core.layouts.schema import LayoutsFile, pictogram_path
from engine.core.saves.userdirs import SHIPPED_DATA
from screens.gallery.cardset import load_game_set
from screens.kit.cards.icons import IconSet
from screens.kit.cards.renderer import CardRenderer
from tests.support.sample_data import SPEC, write_sample


@pytest.mark.parametrize(
    ("art", "kind", "says"),
    [
        ("../outside.png", P.BAD_IMAGE_PATH, "leads outside the data folder"),
        ("/etc/passwd", P.BAD_IMAGE_PATH, "is absolute"),
        ("art/none.png", P.MISSING_IMAGE, "image 'art/none.png' not found"),
    ],
)
def test_every_card_kind_takes_art_checked_by_the_loader(
    tmp_path: Path, art: str, kind: str, says: str
) -> None:
    write_sample(tmp_path)
    (tmp_path / "sample" / "x.toml").write_text(
        f'[[enemy]]\nid = "orc"\nlife = 5\nart = "{art}"\n', encoding="utf-8"
    )
    (problem,) = load_data(SPEC, tmp_path, None).problems
    assert (problem.card_id, problem.field, problem.kind) == ("orc", "art", kind)
    assert says in problem.message


def _fatal_fight():
    (spec,) = [s for s in catalog.all_data_specs() if s.game == "fatal-fight"]
    return load_game_set(spec, SHIPPED_DATA, None)


def test_fatal_fight_items_carry_their_art_and_draw_it_contained() -> None:
    game = _fatal_fight()
    items = [e for e in game if e.kind == "item"]
    assert items and all(e.data["art"] == f"art/items/{e.card_id}.png" for e in items)
    assert not [p for e in items for p in e.data_problems]  # every file is there
    renderer = game.renderer(cache_size=1)
    assert renderer is not None and game.layouts is not None
    template = game.layouts.templates["item"]
    region = next(r for r in template.regions if r.kind == "art")
    assert region.fit == "contain"
    katana = next(e for e in items if e.card_id == "katana")
    drawn = renderer.render(katana.data, "item", dpi=150)
    assert drawn.report.missing_images == ()
    ppm = drawn.surface.get_width() / template.size_mm[0]
    x, y, w, h = region.rect_mm(*template.size_mm)
    centre = (round((x + w / 2) * ppm), round((y + h / 2) * ppm))
    corner = (round((x + 1) * ppm), round((y + 1) * ppm))
    assert drawn.surface.get_at(corner)[:3] == (255, 255, 255)  # the panel shows: contained
    assert drawn.surface.get_at(centre)[:3] != (255, 255, 255)  # the pictogram's disc


def test_cover_fills_the_region_and_contain_fits_inside(tmp_path: Path) -> None:
    image = pygame.Surface((200, 50))
    image.fill((200, 30, 30))
    (tmp_path / "wide.png").parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(image, str(tmp_path / "wide.png"))
    layouts = {
        "templates": {
            fit: {
                "background": "#00ff00",
                "regions": [
                    {
                        "name": "art",
                        "kind": "art",
                        "rect": [10, 10, 40, 40],
                        "field": "art",
                        "fit": fit,
                    }
                ],
            }
            for fit in ("cover", "contain")
        }
    }
    renderer = CardRenderer(LayoutsFile.model_validate(layouts), tmp_path)
    top_of_region = (round(30 * 10 / 63 * 10), round(11 * 10 / 63 * 10))  # 1 mm in, centred
    cover = renderer.render({"id": "c", "art": "wide.png"}, "cover", width=100).surface
    contain = renderer.render({"id": "c", "art": "wide.png"}, "contain", width=100).surface
    assert cover.get_at(top_of_region)[:3] == (200, 30, 30)
    assert contain.get_at(top_of_region)[:3] == (0, 255, 0)  # letterboxed: the card shows


def test_every_fatal_fight_icon_is_a_pictogram_so_english_cards_show_no_kanji() -> None:
    game = _fatal_fight()
    assert game.layouts is not None
    icons = game.layouts.icons
    assert icons and all(
        i.pictogram and pictogram_path(i.pictogram).is_file() for i in icons.values()
    )
    drawn = IconSet(icons).icon("gun", 64)
    glyph_free = IconSet({"gun": icons["gun"].model_copy(update={"pictogram": ""})}).icon("gun", 64)
    assert pygame.image.tobytes(drawn, "RGBA") != pygame.image.tobytes(glyph_free, "RGBA")


def test_an_unknown_pictogram_is_a_layouts_error() -> None:
    with pytest.raises(ValueError, match="no pictogram 'not-an-icon'"):
        LayoutsFile.model_validate({"icons": {"x": {"pictogram": "not-an-icon"}}})


def test_the_icons_carry_their_licence_and_credit() -> None:
    folder = pictogram_path("coins").parents[1]
    credits = (folder / "CREDITS.md").read_text(encoding="utf-8")
    assert "CC BY 3.0" in credits and "game-icons.net" in credits.lower()
    assert "Attribution" in (folder / "LICENSE.txt").read_text(encoding="utf-8")
