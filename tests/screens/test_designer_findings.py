"""Issue #26 (a card designer's own project): findings 4 and 5 on the shipped data."""

from __future__ import annotations

from pathlib import Path

from engine import catalog
from engine.core.data.watch import DataWatcher
from engine.core.saves.userdirs import SHIPPED_DATA
from screens.gallery.cardset import MISSING_IMAGE, VALIDATION, load_game_set
from screens.gallery.model import GalleryModel
from screens.print.export import ExportOptions, GameExport


def test_finding4_single_faced_characters_print_no_back_face(tmp_path: Path) -> None:
    """だんのこまち characters without face_b printed an empty navy "B" side: 34 copies, 9 blank."""
    game = load_game_set(catalog.data_spec("dannocomachi"), SHIPPED_DATA, None)
    characters = [e for e in game if e.kind == "character"]
    one_faced = [e for e in characters if not e.data.get("face_b")]
    assert one_faced and len(one_faced) < len(characters)
    result = GameExport(game, tmp_path, ExportOptions(dpi=40, lang="en", tts=False)).run()
    folder = tmp_path / game.spec.folder
    for entry in characters:
        assert (folder / f"{entry.card_id}.flip.png").exists() == bool(entry.data.get("face_b")), entry.card_id
    faces = sum(2 if e.kind == "character" and e.data.get("face_b") else 1 for e in game)
    copies = sum(e.count * (2 if e.kind == "character" and e.data.get("face_b") else 1) for e in game)
    assert len(list(folder.glob("*.png"))) == faces
    assert result.copies == copies  # without --backs every face is a cell; no blank ones


def test_finding5_the_shipped_data_shows_no_data_error_in_the_gallery() -> None:
    """The だんのこまち deck lists had no template: "Data error 2" while check-data was clean."""
    model = GalleryModel(DataWatcher(catalog.all_data_specs(), SHIPPED_DATA, None))
    model.check_all()
    assert all(not s.load_errors for s in model.sets.values())
    flagged = {
        (e.game, e.card_id, p.message)
        for e in model.entries()
        for p in model.problems(e)
        if p.kind in (VALIDATION, MISSING_IMAGE)
    }
    assert flagged == set()
