"""Print export: PNGs at a DPI with bleed, PDF sheets (pages, crop marks, duplex), incremental runs."""

from __future__ import annotations

import re
import struct
import zlib
from pathlib import Path

import pygame
import pytest

from engine.core.data.watch import DataWatcher
from screens.gallery.cardset import GameSet, build_game_set
from screens.kit.cards.renderer import pixel_size
from screens.print.export import ExportOptions, GameExport
from screens.print.png import encode_png, scanlines, write_png
from screens.print.sheets import (
    PAPER_MM,
    Cell,
    Group,
    SheetOptions,
    _slots,
    grid_for,
    write_sheets,
)
from tests.screens.test_gallery_sample import SPEC, write_game

PRINTABLE = ["ff-e-thug", "ff-e-windbag", "ff-e-ghost", "ff-a-uppercut", "ff-b-abigail"]


def load(root: Path) -> GameSet:
    return build_game_set(DataWatcher([SPEC], root, None).games[SPEC.game], root, None)


@pytest.fixture
def root(tmp_path: Path) -> Path:
    write_game(tmp_path / "data")
    return tmp_path / "data"


def content_streams(pdf: Path) -> list[str]:
    """The decompressed drawing operators of each page of a PDF written by fpdf2."""
    pages = []
    for match in re.finditer(rb"stream\r?\n(.*?)\r?\nendstream", pdf.read_bytes(), re.S):
        try:
            text = zlib.decompress(match.group(1)).decode("latin-1")
        except zlib.error:
            continue
        if " Tj " in text:
            pages.append(text)
    return pages


LINE = re.compile(r"([\d.]+) ([\d.]+) m ([\d.]+) ([\d.]+) l S")


def test_png_round_trips_and_records_its_dpi(tmp_path: Path) -> None:
    surface = pygame.Surface((5, 3))
    surface.fill((200, 30, 40))
    surface.set_at((4, 2), (1, 2, 3))
    path = write_png(tmp_path / "x.png", *scanlines(surface), 300)
    again = pygame.image.load(str(path))
    assert again.get_size() == (5, 3)
    assert again.get_at((0, 0))[:3] == (200, 30, 40) and again.get_at((4, 2))[:3] == (1, 2, 3)
    data = encode_png(*scanlines(surface), 300)
    per_metre = struct.unpack(">IIB", data[data.index(b"pHYs") + 4 :][:9])
    assert per_metre == (11811, 11811, 1)  # 300 dots per inch


def test_a_png_per_card_face_at_the_dpi_with_bleed(root: Path, tmp_path: Path) -> None:
    result = GameExport(load(root), tmp_path / "out", ExportOptions(dpi=150, pdf=False)).run()
    assert sorted(result.drawn) == sorted(PRINTABLE)
    assert [str(s) for s in result.skipped] == ["ff-e-broken: its data does not validate (see check-data)"]
    assert result.overflowing == ["ff-e-windbag"]
    folder = tmp_path / "out" / SPEC.folder
    w, h = pixel_size((63, 88), dpi=150)
    bleed = round(3 * 150 / 25.4)
    card = pygame.image.load(str(folder / "ff-e-thug.png"))
    assert card.get_size() == (w + 2 * bleed, h + 2 * bleed)
    assert card.get_at((2, 2))[:3] == (0x7A, 0x1F, 0x2B)  # the bleed is the frame colour
    assert (folder / "ff-b-abigail.flip.png").is_file()  # both faces of a two-faced card


def sheet_images(tmp_path: Path, count: int) -> list[Path]:
    surface = pygame.Surface(pixel_size((69, 94), dpi=30))
    paths = []
    for i in range(count):
        surface.fill((20 * i % 255, 90, 160))
        paths.append(write_png(tmp_path / f"c{i}.png", *scanlines(surface), 30))
    return paths


@pytest.mark.parametrize(
    ("sheet", "duplex", "pages"), [("a4", False, 3), ("letter", False, 3), ("a4", True, 6)]
)
def test_the_pdf_has_the_expected_page_count(
    tmp_path: Path, sheet: str, duplex: bool, pages: int
) -> None:
    images = sheet_images(tmp_path, 20)  # 9 poker cards a page: 9 + 9 + 2
    group = Group((63.0, 88.0), 3.0, tuple(Cell(p, images[0] if duplex else None) for p in images))
    options = SheetOptions(sheet, duplex)
    assert write_sheets(tmp_path / "s.pdf", [group], "test", options) == pages
    assert len(content_streams(tmp_path / "s.pdf")) == pages


def test_crop_marks_sit_in_the_margin_on_every_trim_line(tmp_path: Path) -> None:
    images = sheet_images(tmp_path, 9)
    write_sheets(tmp_path / "s.pdf", [Group((63.0, 88.0), 3.0, tuple(map(Cell, images)))], "t")
    (page,) = content_streams(tmp_path / "s.pdf")
    marks = [tuple(float(v) for v in m.groups()) for m in LINE.finditer(page)]
    assert len(marks) == 16  # 4 trim lines across, 4 down, each marked at both ends
    mm = 72 / 25.4
    grid = grid_for(PAPER_MM["a4"], (63, 88), 3)
    vertical = {round(x1 / mm, 1) for x1, _, x2, _ in marks if x1 == x2}
    assert vertical == {round(grid.x0 + c * 63, 1) for c in range(4)}
    page_h = PAPER_MM["a4"][1] * mm
    for x1, y1, x2, y2 in marks:  # never over a card or its bleed
        if x1 == x2:
            top, bottom = sorted((page_h - y1, page_h - y2))
            assert bottom <= (grid.y0 - 3) * mm or top >= (grid.y0 + 3 * 88 + 3) * mm
        else:
            left, right = sorted((x1, x2))
            assert right <= (grid.x0 - 3) * mm or left >= (grid.x0 + 3 * 63 + 3) * mm


@pytest.mark.parametrize("sheet", ["a4", "letter"])
@pytest.mark.parametrize("size", [(63.0, 88.0), (44.0, 63.0), (70.0, 120.0), (88.0, 63.0)])
def test_duplex_backs_land_behind_their_fronts(sheet: str, size: tuple[float, float]) -> None:
    paper = PAPER_MM[sheet]
    grid = grid_for(paper, size, 3.0)
    count = grid.per_page - 1  # a partly filled page too
    fronts, backs = _slots(count, grid), _slots(count, grid, "long")
    for (fc, fr), (bc, br) in zip(fronts, backs, strict=True):
        fx, fy, w, _ = grid.trim(fc, fr)
        bx, by, _, _ = grid.trim(bc, br)
        assert bx == pytest.approx(paper[0] - fx - w)  # the mirror image across the long edge
        assert by == fy


def test_backs_pages_follow_each_front_page(root: Path, tmp_path: Path) -> None:
    result = GameExport(load(root), tmp_path / "out", ExportOptions(dpi=60, backs=True)).run()
    assert result.pages == 2
    front, back = content_streams(result.pdf)  # type: ignore[arg-type]
    assert "fronts" in front and "backs, long-edge flip" in back
    folder = tmp_path / "out" / SPEC.folder
    assert {p.name for p in (folder / "backs").iterdir()} == {"enemy.png", "art.png", "boss.png"}


def mtimes(folder: Path) -> dict[str, int]:
    return {p.name: p.stat().st_mtime_ns for p in folder.glob("*.png")}


def test_a_second_run_touches_nothing_and_an_edit_redraws_only_that_card(
    root: Path, tmp_path: Path
) -> None:
    out, options = tmp_path / "out", ExportOptions(dpi=60)
    GameExport(load(root), out, options).run()
    folder = out / SPEC.folder
    before, pdf_before = mtimes(folder), (folder / "sample_cards-a4.pdf").stat().st_mtime_ns
    again = GameExport(load(root), out, options).run()
    assert again.drawn == [] and sorted(again.unchanged) == sorted(PRINTABLE)
    assert mtimes(folder) == before
    assert (folder / "sample_cards-a4.pdf").stat().st_mtime_ns == pdf_before
    enemies = root / SPEC.folder / "enemies.toml"
    enemies.write_text(
        enemies.read_text(encoding="utf-8").replace("幽霊", "亡霊"), encoding="utf-8"
    )
    edited = GameExport(load(root), out, options).run()
    assert edited.drawn == ["ff-e-ghost"]
    after = mtimes(folder)
    assert [name for name in before if after[name] != before[name]] == ["ff-e-ghost.png"]
    assert (folder / "sample_cards-a4.pdf").stat().st_mtime_ns != pdf_before


def test_a_changed_dpi_or_a_deleted_file_is_redrawn(root: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    GameExport(load(root), out, ExportOptions(dpi=60, pdf=False)).run()
    (out / SPEC.folder / "ff-a-uppercut.png").unlink()
    assert GameExport(load(root), out, ExportOptions(dpi=60, pdf=False)).run().drawn == [
        "ff-a-uppercut"
    ]
    assert len(GameExport(load(root), out, ExportOptions(dpi=72, pdf=False)).run().drawn) == len(
        PRINTABLE
    )


def test_only_draws_the_named_cards_and_a_removed_card_loses_its_files(
    root: Path, tmp_path: Path
) -> None:
    out = tmp_path / "out"
    only = GameExport(load(root), out, ExportOptions(dpi=60, only=frozenset({"ff-e-thug"}))).run()
    assert (
        only.drawn == ["ff-e-thug"]
        and only.pdf is not None
        and only.pdf.name.endswith("-selection.pdf")
    )
    GameExport(load(root), out, ExportOptions(dpi=60, pdf=False)).run()
    (root / SPEC.folder / "arts.toml").unlink()
    GameExport(load(root), out, ExportOptions(dpi=60, pdf=False)).run()
    assert not (out / SPEC.folder / "ff-a-uppercut.png").exists()
    assert (out / SPEC.folder / "ff-e-thug.png").exists()
