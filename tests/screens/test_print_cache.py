"""Defect 3 of issue #15: the incremental render cache is keyed on every input of a card's
pixels. Each input kind is changed once; exactly the cards it shows on are drawn again."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path

import pytest

from engine.core.data.watch import DataWatcher
from screens.gallery.model import GalleryModel
from screens.print import export
from screens.print.export import ExportOptions, GameExport
from tests.screens.test_gallery_sample import SPEC, write_art
from tests.screens.test_print import PRINTABLE, load

ENEMIES = {
    "ff-e-thug",
    "ff-e-windbag",
    "ff-e-ghost",
}  # all of type 雑魚・ナイフ使い, icons gold+knife
GUN_TEXT = {"ff-e-thug", "ff-e-ghost"}  # their text says :gun:
EVERY = set(PRINTABLE)


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {path.name}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def append(path: Path, text: str) -> None:
    path.write_text(path.read_text(encoding="utf-8") + text, encoding="utf-8")


@pytest.fixture
def root(tmp_path: Path) -> Path:
    from tests.screens.test_gallery_sample import write_game

    write_game(tmp_path / "data")
    return tmp_path / "data"


def _data(folder: Path) -> None:
    edit(folder / "arts.toml", '"Rising Uppercut"', '"Rising Dragon Uppercut"')


def _template(folder: Path) -> None:
    edit(folder / "layouts.toml", 'background = "#1f1a24"', 'background = "#201a24"')


def _labels(folder: Path) -> None:
    append(
        folder / "layouts.toml",
        '\n[labels.type]\n"雑魚・ナイフ使い" = "雑魚"\n"雑魚・ナイフ使い_en" = "Grunt"\n',
    )


def _icons(folder: Path) -> None:
    edit(
        folder / "layouts.toml", 'glyph = "銃"\nfill = "#45505c"', 'glyph = "銃"\nfill = "#55606c"'
    )


def _images(folder: Path) -> None:
    write_art(folder / "art" / "uppercut.png", (200, 40, 40))


CHANGES: list[tuple[str, Callable[[Path], None], set[str]]] = [
    ("data", _data, {"ff-a-uppercut"}),
    ("template", _template, {"ff-b-abigail"}),
    ("labels", _labels, ENEMIES),
    ("icons", _icons, GUN_TEXT),
    ("images", _images, {"ff-a-uppercut"}),
]


@pytest.mark.parametrize(("name", "change", "redrawn"), CHANGES, ids=[c[0] for c in CHANGES])
def test_defect3_a_changed_input_redraws_exactly_the_cards_it_shows_on(
    root: Path, tmp_path: Path, name: str, change: Callable[[Path], None], redrawn: set[str]
) -> None:
    out, options = tmp_path / "out", ExportOptions(dpi=40, pdf=False)
    assert set(GameExport(load(root), out, options).run().drawn) == EVERY
    assert GameExport(load(root), out, options).run().drawn == []
    change(root / SPEC.folder)
    assert set(GameExport(load(root), out, options).run().drawn) == redrawn


def test_defect3_fonts_dpi_language_and_cut_lines_redraw_every_card(
    root: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out, options = tmp_path / "out", ExportOptions(dpi=40, pdf=False)
    GameExport(load(root), out, options).run()
    monkeypatch.setattr(export, "fonts_digest", lambda: "another font file")
    assert set(GameExport(load(root), out, options).run().drawn) == EVERY
    for changed in ({"dpi": 41}, {"lang": "en"}, {"cut": "rounded"}):
        options = dataclasses.replace(options, **changed)
        assert set(GameExport(load(root), out, options).run().drawn) == EVERY, changed


def test_defect3_sheet_only_options_redraw_no_card_but_rewrite_the_pdf(
    root: Path, tmp_path: Path
) -> None:
    out, options = tmp_path / "out", ExportOptions(dpi=40)
    first = GameExport(load(root), out, options).run()
    assert first.pdf is not None
    written = first.pdf.stat().st_mtime_ns
    sheet_only = ({"gutter_mm": 4.0}, {"flip": "short", "backs": True}, {"offset_mm": (1.0, -0.5)})
    for changed in sheet_only:
        options = dataclasses.replace(options, **changed)
        result = GameExport(load(root), out, options).run()
        assert result.drawn == [] and result.pdf is not None
        assert result.pdf.stat().st_mtime_ns != written, changed
        written = result.pdf.stat().st_mtime_ns


def test_defect3_the_gallery_redraws_the_thumbnails_a_label_rename_touches(root: Path) -> None:
    folder = root / SPEC.folder
    _labels(folder)
    model = GalleryModel(DataWatcher([SPEC], root, None))
    entries = {e.card_id: e for e in model.entries()}
    for entry in entries.values():
        model.thumbnail(entry, (120, 168), "ja")
    drawn = model.renders
    edit(folder / "layouts.toml", '= "雑魚"', '= "ザコ"')
    model.poll()
    for entry in model.entries():
        model.thumbnail(entry, (120, 168), "ja")
    assert model.renders - drawn == len(ENEMIES | {"ff-e-broken"})  # broken: the same type
