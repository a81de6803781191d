"""Issue #15 gallery defects, each pinned by a test that clicks or types through the screen."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from screens.app import App
from tests.screens import click, make_app, press, pump
from tests.screens.test_gallery_sample import write_game
from tests.screens.test_gallery_screen import open_gallery


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return write_game(tmp_path / "data")


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    return make_app(tmp_path / "home", monkeypatch)


def type_text(app: App, text: str) -> None:
    """Keys as a keyboard sends them: a KEYDOWN and the TEXTINPUT of each character."""
    for char in text:
        key = pygame.key.key_code(char)
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=char, scancode=0)
        )
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
        pygame.event.post(
            pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=char, scancode=0)
        )
        pump(app, 1)
    pump(app)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_defect1_guides_draw_their_legend_in_both_languages(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, folder: Path, language: str
) -> None:
    app = make_app(tmp_path / "home", monkeypatch, language=language)
    screen = open_gallery(app, folder)
    click(app, screen.guides_button)
    assert app.top is screen and screen.view.guides  # no bounce to the title
    pump(app)
    assert app.top is screen


def test_defect2_keys_typed_into_the_search_box_are_text_not_shortcuts(
    app: App, folder: Path
) -> None:
    screen = open_gallery(app, folder)
    click(app, screen.search)
    type_text(app, "lariat gun")
    assert screen.search.get_text() == "lariat gun"
    assert not screen.view.guides and screen.view.lang == "en"  # neither G nor L acted
    press(app, pygame.K_ESCAPE)  # the field lets go of the keyboard ...
    assert app.top is screen and not screen.typing()
    press(app, pygame.K_g)  # ... and now G is a shortcut again
    assert screen.view.guides
