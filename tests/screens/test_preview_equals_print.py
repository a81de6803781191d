"""Preview equals print (issue #26, finding 2): the gallery's picture of every shipped card is
the 300-dpi print file scaled down, so text cut or shrunk in print is so on screen, and only then.

Before, the gallery drew each card again at thumbnail size, where text fitted differently
("shrunk from 8.4 pt to 5.52 pt" cut at Fit, whole in the PNG)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from engine import catalog
from engine.core.data.watch import DataWatcher
from engine.core.saves.userdirs import SHIPPED_DATA
from screens.gallery.model import GalleryModel
from screens.print.bleed import bleed_px
from screens.print.export import ExportOptions, GameExport

BOX = (150, 210)  # a gallery cell


def difference(shown: pygame.Surface, printed: pygame.Surface) -> tuple[float, int]:
    """(mean, worst) channel difference over the pixels the preview paints opaque (numpy comes
    with matplotlib, a dependency)."""
    scaled = pygame.transform.smoothscale(printed, shown.get_size())
    opaque = pygame.surfarray.array_alpha(shown) >= 250  # not the rounded corners: print fills them
    a = pygame.surfarray.array3d(shown).astype(int)
    b = pygame.surfarray.array3d(scaled).astype(int)
    diff = abs(a - b).max(axis=2)[opaque]
    return float(diff.mean()), int(diff.max())


@pytest.mark.parametrize("game", catalog.data_spec_ids())
def test_the_gallery_draws_what_print_draws_for_every_shipped_card(game: str, tmp_path: Path) -> None:
    spec = catalog.data_spec(game)
    model = GalleryModel(DataWatcher([spec], SHIPPED_DATA, None))
    game_set = model.sets[game]
    export = GameExport(game_set, tmp_path, ExportOptions(dpi=300, pdf=False, lang="ja"))
    export.run()
    assert not export.result.skipped
    compared = 0
    for entry in game_set:
        if not game_set.has_template(entry.kind):
            continue
        shown = model.thumbnail(entry, BOX, "ja")
        assert shown is not None, entry.card_id
        printed = pygame.image.load(str(tmp_path / spec.folder / f"{entry.card_id}.png"))
        margin = bleed_px(game_set.layouts.templates[entry.kind].bleed_mm, 300)  # type: ignore[union-attr]
        trim = printed.subsurface(printed.get_rect().inflate(-2 * margin, -2 * margin))
        mean, worst = difference(shown, trim)
        assert mean < 1.0 and worst < 24, (entry.card_id, mean, worst)
        compared += 1
    assert compared == len(export.result.drawn)
