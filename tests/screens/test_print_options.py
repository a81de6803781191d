"""Issue #15 print features and defects: counts (7), cut lines (8), missing images (11),
unknown icons (4), shrunk text (5), backs in the safe area (6), gutters, short/long-edge
duplex with an offset, Tabletop Simulator sheets."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pygame
import pytest

from engine import catalog
from engine.core.data import load_data
from engine.core.saves.userdirs import SHIPPED_DATA
from screens.gallery.cardset import SHRUNK, load_game_set
from screens.gallery.checks import back_problem, layout_problems
from screens.kit.cards.renderer import pixel_size
from screens.print.bleed import cut_colour
from screens.print.export import ExportOptions, GameExport
from screens.print.sheets import PAPER_MM, Cell, Group, SheetOptions, _slots, grid_for, write_sheets
from screens.print.tts import MAX_FACES
from screens.print.tts import grid_for as tts_grid
from tests.screens.test_check_layout import call
from tests.screens.test_gallery_sample import SPEC, register_sample, write_game
from tests.screens.test_print import content_streams, load, sheet_images
from tests.screens.test_print_cache import append, edit


@pytest.fixture
def root(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    register_sample(monkeypatch)
    write_game(tmp_path / "data")
    return tmp_path / "data"


def test_defect7_sheets_print_every_copy_by_count_and_one_each_on_request(
    root: Path, tmp_path: Path
) -> None:
    edit(root / SPEC.folder / "arts.toml", "cost = 1", "cost = 1\ncount = 3")
    counted = GameExport(load(root), tmp_path / "a", ExportOptions(dpi=30, backs=True)).run()
    assert counted.copies == 1 + 1 + 1 + 3 + 1  # the uppercut thrice; backs follow copy for copy
    one_each = ExportOptions(dpi=30, backs=True, counts=False)
    assert GameExport(load(root), tmp_path / "b", one_each).run().copies == 5


def test_defect7_the_shipped_set_prints_its_counts() -> None:
    (spec,) = [s for s in catalog.all_data_specs() if s.game == "fatal-fight"]
    game = load_game_set(spec, SHIPPED_DATA, None)
    exporter = GameExport(game, Path("/nonexistent"), ExportOptions())
    entries = [e for e in game if game.has_template(e.kind) and not e.raw]
    copies = sum(exporter.copies(e) for e in entries)
    assert copies == sum(int(e.data.get("count", 1)) for e in entries) > len(entries)


def trim_edge(png: Path, margin: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The pixel on the left trim line half-way down, and the trim's top-left corner pixel."""
    image = pygame.image.load(str(png))
    return image.get_at((margin, image.get_height() // 2))[:3], image.get_at((margin, margin))[:3]


@pytest.mark.parametrize("cut", ["none", "line", "rounded"])
def test_defect8_cut_lines_are_an_option_and_none_bakes_no_outline(
    root: Path, tmp_path: Path, cut: str
) -> None:
    GameExport(load(root), tmp_path, ExportOptions(dpi=100, pdf=False, cut=cut)).run()
    margin = round(3 * 100 / 25.4)
    frame = (0x7A, 0x1F, 0x2B)
    edge, corner = trim_edge(tmp_path / SPEC.folder / "ff-e-thug.png", margin)
    line = cut_colour((*frame, 255))
    assert edge == (frame if cut == "none" else line)
    assert (corner == line) == (cut == "line")  # a rounded line leaves the corner alone


def test_defect11_a_missing_template_image_is_a_warning_and_exit_1(
    root: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from screens.cli import render_cards

    folder = root / SPEC.folder
    (folder / "art" / "ghost.png").write_bytes((folder / "art" / "jake.png").read_bytes())
    out = ["--out", str(tmp_path / "out"), "--data", str(root), "--no-user", "--dpi", "30"]
    assert call(render_cards, SPEC.game, *out) == 0  # every image there: clean
    edit(
        folder / "layouts.toml",
        'frame_mm = 2.4\nback = "enemy"',
        'frame_mm = 2.4\nback = "enemy"\nframe_image = "img/boss-frame.png"',
    )
    capsys.readouterr()
    assert call(render_cards, SPEC.game, *out) == 1
    assert "img/boss-frame.png' not found" in capsys.readouterr().err


def test_defect4_an_unknown_icon_fails_every_check(
    root: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import main
    from screens.cli import check_layout, render_cards

    edit(root / SPEC.folder / "arts.toml", "この攻撃は", "この:gunn:攻撃は")
    (problem,) = [p for p in load_data(SPEC, root, None).problems if p.kind == "unknown-icon"]
    assert (problem.card_id, problem.field) == ("ff-a-uppercut", "text")
    assert "unknown icon :gunn:" in problem.message and "did you mean :gun:?" in problem.message
    assert main.main(["check-data", "--game", SPEC.game, "--data", str(root), "--no-user"]) == 1
    assert "unknown icon :gunn:" in capsys.readouterr().out
    assert call(check_layout, SPEC.game, "--data", str(root), "--no-user", "--dpi", "60") == 1
    assert re.search(
        r"arts\.toml:\d+: ff-a-uppercut\.text: unknown icon :gunn:", capsys.readouterr().out
    )
    out = ["--out", str(tmp_path / "out"), "--data", str(root), "--no-user", "--dpi", "30"]
    assert call(render_cards, SPEC.game, *out, "--only", "ff-a-uppercut") == 1
    assert "ff-a-uppercut: unknown icon :gunn:" in capsys.readouterr().err
    game = load(root)
    uppercut = next(e for e in game if e.card_id == "ff-a-uppercut")
    assert any("unknown icon :gunn:" in p.message for p in uppercut.data_problems)  # the gallery


def test_defect5_shrunk_regions_are_listed_with_both_sizes(
    root: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from screens.cli import check_layout

    edit(root / SPEC.folder / "enemies.toml", '"Jake the Thug"', '"Jake, Thug of the Back Alleys"')
    argv = [SPEC.game, "--data", str(root), "--no-user", "--dpi", "60"]
    call(check_layout, *argv)
    assert "shrunk from" not in capsys.readouterr().out  # only on request
    call(check_layout, *argv, "--shrunk")
    out = capsys.readouterr().out
    listed = re.findall(r"(ff-[\w-]+)\.(\w+): shrunk from ([\d.]+) pt to ([\d.]+) pt", out)
    assert ("ff-e-thug", "name") in {(card, region) for card, region, *_ in listed}
    assert all(float(to) < float(was) for *_, was, to in listed)
    game = load(root)
    renderer = game.renderer(cache_size=1)
    assert renderer is not None
    for card_id, region, *_ in listed:
        entry = next(e for e in game if e.card_id == card_id)
        problems = layout_problems(renderer, entry, dpi=60)
        assert any(p.kind == SHRUNK and p.subject == region for p in problems)


def test_defect6_every_shipped_back_keeps_its_label_in_the_safe_area() -> None:
    for spec in catalog.all_data_specs():
        game = load_game_set(spec, SHIPPED_DATA, None)
        renderer = game.renderer(cache_size=1)
        for kind in game.layouts.templates if game.layouts else ():
            assert renderer is not None and back_problem(renderer, kind) is None, kind


def test_defect6_a_back_label_that_cannot_fit_is_reported(root: Path) -> None:
    append(root / SPEC.folder / "layouts.toml", "")
    edit(
        root / SPEC.folder / "layouts.toml",
        'label = "MAD GEAR"',
        'label = "' + "MAD GEAR " * 12 + '"',
    )
    game = load(root)
    renderer = game.renderer(cache_size=1)
    assert renderer is not None
    problem = back_problem(renderer, "enemy")
    assert problem is not None and problem.face == "back"
    assert "past the safe area" in problem.message and "安全範囲" in problem.text("ja")


def test_gutters_space_the_cards_and_keep_half_the_gutter_of_bleed() -> None:
    grid = grid_for(PAPER_MM["a4"], (63, 88), 3.0, gutter=4.0)
    assert grid.trim(1, 0)[0] - grid.trim(0, 0)[0] == pytest.approx(67)
    assert grid.trim(0, 1)[1] - grid.trim(0, 0)[1] == pytest.approx(92)
    assert grid.x0 + 3 * 63 + 2 * 4 + grid.x0 == pytest.approx(210)  # centred
    from screens.print.sheets import _clip

    x, y, w, h = _clip(grid, 1, 1, {(0, 1), (1, 1), (2, 1), (1, 0), (1, 2)})
    assert (w, h) == (pytest.approx(63 + 4), pytest.approx(88 + 4))  # 2 mm each side


@pytest.mark.parametrize("size", [(63.0, 88.0), (88.0, 63.0)])
def test_short_edge_duplex_mirrors_rows(size: tuple[float, float]) -> None:
    paper = PAPER_MM["a4"]
    grid = grid_for(paper, size, 3.0, 2.0)
    count = grid.per_page - 1
    for (fc, fr), (bc, br) in zip(_slots(count, grid), _slots(count, grid, "short"), strict=True):
        fx, fy, _, h = grid.trim(fc, fr)
        bx, by, _, _ = grid.trim(bc, br)
        assert (bx, by) == (pytest.approx(fx), pytest.approx(paper[1] - fy - h))


PLACED = re.compile(r"q ([\d.]+) 0 0 ([\d.]+) ([\d.]+) ([\d.]+) cm /I\d+ Do Q")


def test_the_duplex_offset_shifts_every_back(tmp_path: Path) -> None:
    images = sheet_images(tmp_path, 3)
    group = Group((63.0, 88.0), 3.0, tuple(Cell(p, p) for p in images))
    pages = []
    for offset in ((0.0, 0.0), (1.5, -2.0)):
        write_sheets(tmp_path / "s.pdf", [group], "t", SheetOptions(duplex=True, offset_mm=offset))
        pages.append(
            [
                [tuple(map(float, m.groups())) for m in PLACED.finditer(p)]
                for p in content_streams(tmp_path / "s.pdf")
            ]
        )
    mm = 72 / 25.4
    (front0, back0), (front1, back1) = pages
    assert front0 == front1 and len(back0) == 3
    for (_, _, x0, y0), (_, _, x1, y1) in zip(back0, back1, strict=True):
        assert (x1 - x0, y1 - y0) == (
            pytest.approx(1.5 * mm, abs=0.01),
            pytest.approx(2.0 * mm, abs=0.01),
        )


def test_tts_grids_leave_the_hidden_slot_and_stop_at_10_by_7() -> None:
    assert (tts_grid(1).cols, tts_grid(1).rows) == (2, 1)
    assert (tts_grid(9).cols, tts_grid(9).rows) == (10, 1)
    assert (tts_grid(10).cols, tts_grid(10).rows) == (10, 2)
    assert (tts_grid(MAX_FACES).cols, tts_grid(MAX_FACES).rows) == (10, 7)
    with pytest.raises(ValueError):
        tts_grid(70)


def test_tts_sheets_hold_the_deck_by_count_with_the_grid_beside(root: Path, tmp_path: Path) -> None:
    edit(root / SPEC.folder / "arts.toml", "cost = 1", "cost = 1\ncount = 75")
    options = ExportOptions(dpi=30, pdf=False, tts=True, tts_width=40)
    result = GameExport(load(root), tmp_path, options).run()
    folder = tmp_path / SPEC.folder / "tts"
    assert sorted(p.name for p in result.tts) == ["enemy-1.png", "hero-1.png", "hero-2.png"]
    w, h = pixel_size((63, 88), width=40)
    hero = json.loads((folder / "hero-1.json").read_text())
    assert (hero["width"], hero["height"], hero["number"]) == (10, 7, 69)
    assert json.loads((folder / "hero-2.json").read_text())["number"] == 75 - 69
    enemy = json.loads((folder / "enemy-1.json").read_text())
    assert enemy["cards"] == ["ff-e-thug", "ff-e-windbag", "ff-e-ghost", "ff-b-abigail"]
    assert (enemy["width"], enemy["height"]) == (5, 1)
    assert "Width: 5   Height: 1   Number: 4" in (folder / "enemy-1.txt").read_text()
    sheet = pygame.image.load(str(folder / "enemy-1.png"))
    back = pygame.image.load(str(folder / "enemy-back.png"))
    assert sheet.get_size() == (5 * w, h) and back.get_size() == (w, h)
    centre = (w // 2, h // 2)
    assert sheet.get_at((4 * w + centre[0], centre[1])) == back.get_at(centre)  # the hidden slot


def test_issue26_tts_sheets_stay_within_4096_px_and_note_in_one_language(root: Path, tmp_path: Path) -> None:
    """Finding 6: 500-px faces made 5000 × 4886 sheets, and the .txt mixed English with Japanese."""
    edit(root / SPEC.folder / "arts.toml", "cost = 1", "cost = 1\ncount = 75")
    for lang in ("en", "ja"):
        options = ExportOptions(dpi=30, pdf=False, tts=True, lang="ja", notes_lang=lang)
        result = GameExport(load(root), tmp_path / lang, options).run()
        folder = tmp_path / lang / SPEC.folder / "tts"
        for sheet in result.tts:
            assert max(pygame.image.load(str(sheet)).get_size()) <= 4096, sheet.name
            note = sheet.with_suffix(".txt").read_text(encoding="utf-8")
            japanese = any("\u3040" <= c <= "\u30ff" for c in note)
            assert japanese == (lang == "ja"), note
        hero = json.loads((folder / "hero-1.json").read_text())
        assert (hero["width"], hero["height"], hero["number"]) == (8, 5, 39)
        assert sum(json.loads(f.read_text())["number"] for f in folder.glob("hero-*.json")) == 75
