"""The Fatal Fight screenshots build and draw at 1280×720, scale 1 and 1.5, in ja and en, without an
error, and the table's frame stays within the shell's target."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from screens.cli.screenshot import all_screenshots, factory
from screens.fatal_fight.table import FatalFightTable
from screens.shell.app import App
from screens.shell.title import TitleScreen
from tests.screens import make_app, pump
from tests.support.frame_time import best_time, reference_frame

FRAME_BUDGET = 1.5  # × the shell bench's reference frame (tests/bench/bench_shell.py)


def shown(app: App, name: str, seed: int = 1) -> object:
    app.push(TitleScreen(app))
    screen = factory(name)(app, seed)
    if screen is not app.top:
        app.push(screen)
    app.wake()
    pump(app, 3)
    return screen


@pytest.mark.parametrize("name", sorted(all_screenshots()))
def test_every_registered_screenshot_resolves_to_a_function(name: str) -> None:
    assert callable(factory(name))


@pytest.mark.parametrize("scale", [1.0, 1.5])
@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("name", sorted(n for n in all_screenshots() if n.startswith("fatal-fight")))
def test_screenshots_draw_without_errors(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, lang: str,
                                         scale: float) -> None:
    app = make_app(tmp_path, monkeypatch, language=lang, ui_scale=scale)
    screen = shown(app, name)
    assert app.top is screen
    assert not [t for t in app.toasts if t.error], [t.text for t in app.toasts]


def test_the_mid_round_screenshot_has_every_part(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An attack being built, a hurt enemy, the boss on the board, a hero who already acted."""
    app = make_app(tmp_path, monkeypatch)
    table = shown(app, "fatal-fight")
    assert isinstance(table, FatalFightTable)
    view = table.view()
    assert view.attack is not None and len(view.attack.cards) == 2 and table.lit.forecast is not None
    assert any(f.damage for g in view.groups for f in g) and any(f.boss for g in view.groups for f in g)
    assert any(h.acted for h in view.heroes)


def test_the_table_frame_is_within_the_shell_target(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    shown(app, "fatal-fight")

    def frame() -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(640, 360), rel=(1, 0), buttons=(0, 0, 0)))
        app.frame(1 / 60)

    table_frame = best_time(frame, rounds=40, warmup=5)
    reference = best_time(reference_frame(), rounds=40, warmup=5)
    assert table_frame <= FRAME_BUDGET * reference * 1.2  # 20 % slack for a shared test machine
