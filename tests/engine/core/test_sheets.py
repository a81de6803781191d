"""Cards from spreadsheets (issue #26): ``.csv``, ``.xlsx`` and ``.ods`` beside TOML, one row a
card, dotted columns for nested fields, ``;`` lists, the same validation, ``file:row:column``."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core.data import load_data
from engine.core.data.watch import DataWatcher
from tests.support.sample_data import SPEC, write_sample
from tests.support.spreadsheets import write_ods, write_xlsx

HEADER = ["id", "name", "cost", "combo", "upgrade.to", "upgrade.cost", "effects.0.op", "effects.0.value"]


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    write_sample(tmp_path / "data")
    return tmp_path / "data" / SPEC.folder


def load(folder: Path):  # noqa: ANN201
    return load_data(SPEC, folder.parent, None)


def test_a_csv_row_is_a_card_with_nested_fields_and_lists(folder: Path) -> None:
    (folder / "arts.csv").write_text(
        ",".join(HEADER) + "\n" + "art-sheet,表の技,2,strike-0; strike-1,strike-2,1,guard,3\n", encoding="utf-8")
    result = load(folder)
    assert result.ok, [str(p) for p in result.problems]
    card = result.db.get("art-sheet")
    assert card.cost == 2 and card.combo == ["strike-0", "strike-1"]  # type: ignore[attr-defined]
    assert card.upgrade.to == "strike-2" and card.effects[0].value == 3  # type: ignore[attr-defined]
    assert result.db.source("art-sheet").file.endswith("arts.csv")


def test_a_bad_cell_names_file_row_column_card_and_field(folder: Path) -> None:
    (folder / "arts.csv").write_text(
        ",".join(HEADER) + "\nart-ok,良,1,,,,,\n\nart-bad,悪,lots,strike-0; art-404,,,heal,x\n", encoding="utf-8")
    lines = [p.text() for p in load(folder).problems]
    file = str(folder / "arts.csv")
    assert f"{file}:4:3: art-bad.cost: expected a whole number, got \"lots\"" in lines
    assert any(line.startswith(f"{file}:4:8: art-bad.effects[0].value:") for line in lines), lines
    assert any(line.startswith(f"{file}:4:4: art-bad.combo[1]: no card") for line in lines), lines


def test_excel_and_libreoffice_sheets_read_alike_with_the_kind_from_tab_or_column(folder: Path) -> None:
    rows = [["id", "name", "cost", "combo"], ["art-x", "エクセル", 3, "strike-0;strike-1"], ["art-y", "y", 2.0, ""]]
    write_xlsx(folder / "more.xlsx", [("art", rows), ("notes", [["ideas, not cards"]])])
    write_ods(folder / "mixed.ods", [("Sheet1", [["kind", "id", "life", "name"], ["enemy", "en-ods", 4, "ods"],
                                                 ["item", "it-ods", "", "x"]])])
    result = load(folder)
    problems = [p.text() for p in result.problems]
    # a missing field has no column of its own: the row's id column is named
    assert problems == [f"{folder / 'mixed.ods'}:3:2: it-ods.price: required field is missing (expected a whole number)"]
    assert result.db.get("art-x").combo == ["strike-0", "strike-1"]  # type: ignore[attr-defined]
    assert result.db.get("art-y").cost == 2  # type: ignore[attr-defined]
    assert result.db.kind_of("en-ods") == "enemy" and result.db.get("en-ods").life == 4  # type: ignore[attr-defined]


def test_a_file_that_is_no_workbook_is_reported_not_a_traceback(folder: Path) -> None:
    (folder / "broken.xlsx").write_bytes(b"not a zip")
    problems = load(folder).problems
    assert [(p.kind, Path(p.file).name) for p in problems] == [("syntax", "broken.xlsx")]


def test_an_edited_sheet_is_live_reloaded(folder: Path) -> None:
    sheet = folder / "arts.csv"
    sheet.write_text("id,name,cost\nart-live,生,1\n", encoding="utf-8")
    watcher = DataWatcher([SPEC], folder.parent, None)
    assert watcher.games[SPEC.game].db.get("art-live").cost == 1  # type: ignore[attr-defined]
    sheet.write_text("id,name,cost\nart-live,生,5\n", encoding="utf-8")
    reloaded = watcher.poll()
    assert [g.db.get("art-live").cost for g in reloaded] == [5]  # type: ignore[attr-defined]


def test_a_sheet_whose_kind_cannot_be_told_says_how_to_tell_it(folder: Path) -> None:
    (folder / "extra.csv").write_text("id,name\nx-1,x\n", encoding="utf-8")
    problems = load(folder).problems
    assert len(problems) == 1 and problems[0].kind == "syntax"
    assert "Add a `kind` column, or name the sheet or the file after a kind: art, enemy, item" in problems[0].message
