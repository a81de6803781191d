"""Enemy tokens are drawn once per look and blitted after (issue #28): the table looks exactly as
when every token is painted afresh, hovered, damaged, forecast or not, in both languages."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from engine import registry
from screens.fatal_fight import foes
from screens.fatal_fight.scene import Hit
from screens.shell.title import TitleScreen
from tests.screens import make_app, pump

SHOTS = ["fatal-fight", "fatal-fight-coop", "fatal-fight-playback", "fatal-fight-hand"]


def painted(table: object, cached: bool, monkeypatch: pytest.MonkeyPatch) -> bytes:
    with monkeypatch.context() as patch:
        if not cached:
            patch.setattr(foes, "draw_foe", foes.paint_foe)
            patch.setattr("screens.fatal_fight.board.draw_foe", foes.paint_foe)
        table.look.dirty = True
        pump(table.app, 1)  # type: ignore[attr-defined]
        return pygame.image.tobytes(table.app.surface, "RGB")  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("shot", SHOTS)
def test_cached_tokens_look_exactly_like_painted_ones(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, shot: str,
                                                      lang: str) -> None:
    app = make_app(tmp_path, monkeypatch, language=lang)
    app.push(TitleScreen(app))
    table = registry.resolve(registry.GAMES["fatal-fight"].screenshots[shot])(app, 1)
    app.push(table)
    pump(app)
    foes_shown = [hit for _, hit in table.parts.board._foes]
    assert foes_shown
    for hover in (None, foes_shown[0], foes_shown[-1]):
        table.input.hover = hover
        assert painted(table, True, monkeypatch) == painted(table, False, monkeypatch), (shot, hover)
        assert painted(table, True, monkeypatch) == painted(table, False, monkeypatch)  # from the cache now
    assert isinstance(foes_shown[0], Hit)
