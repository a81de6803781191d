"""Issue #15 gallery defects, each pinned by a test that clicks or types through the screen."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from engine.core.data.watch import DataWatcher
from screens.gallery.detail import CardDetailScreen
from screens.gallery.screen import GalleryScreen
from screens.gallery.shared import POLL_S
from screens.shell.app import App
from tests.screens import FRAMES, click, make_app, press, pump
from tests.screens.test_gallery_sample import SPEC, write_game
from tests.screens.test_gallery_screen import edit, open_gallery


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


def test_defect9_the_card_text_button_says_the_language_shown(app: App, folder: Path) -> None:
    screen = open_gallery(app, folder)
    screen.open(0)
    pump(app)
    detail = app.top
    assert isinstance(detail, CardDetailScreen)
    assert detail.lang_button.text == "Card text: EN"
    press(app, pygame.K_l)
    assert detail.view.lang == "ja" and detail.lang_button.text == "Card text: JA"
    click(app, detail.lang_button)
    assert detail.view.lang == "en" and detail.lang_button.text == "Card text: EN"
    press(app, pygame.K_l)
    press(app, pygame.K_ESCAPE)
    assert app.top is screen and screen.lang_button.text == "Card text: JA"  # the same moment


def test_defect9_a_failed_reload_is_not_announced_as_reloaded(app: App, folder: Path) -> None:
    screen = open_gallery(app, folder)
    edit(folder / "layouts.toml", "[templates.enemy]", "[templates.enemy")
    pump(app, FRAMES, dt=POLL_S)
    assert screen.load_errors() and not any("Reloaded" in t.text for t in app.toasts)
    edit(folder / "layouts.toml", "[templates.enemy", "[templates.enemy]")
    pump(app, FRAMES, dt=POLL_S)
    assert not screen.load_errors() and any("Reloaded" in t.text for t in app.toasts)


def test_defect9_the_kind_menu_names_kinds_and_its_items_fit_their_text(
    app: App, folder: Path
) -> None:
    edit(
        folder / "layouts.toml",
        "[templates.boss]\n",
        '[templates.boss]\ntitle = "ボス"\ntitle_en = "Boss"\n',
    )
    screen = open_gallery(app, folder)
    assert ("Boss", "boss") in screen.kind_menu.options_list  # the title, not the raw id
    assert ("enemy", "enemy") in screen.kind_menu.options_list  # no title: the kind itself
    click(app, screen.kind_menu)
    listing = screen.kind_menu.current_state.options_selection_list
    from screens.kit.text.fonts import get_font

    buttons = [item["button_element"] for item in listing.item_list if item["button_element"]]
    assert buttons and all(b.rect.height >= get_font(18).get_linesize() for b in buttons)
    for widget in screen.problem_buttons.values():  # badges hidden under the open list
        centre = (widget.rect.left + screen.px(16), widget.rect.centery)
        if listing.rect.collidepoint(centre):
            assert screen._covered(centre)


def test_defect9_the_data_panel_wraps_japanese_without_hyphens(app: App, folder: Path) -> None:
    screen = open_gallery(app, folder)
    ids = [e.card_id for e in screen.grid.entries] if screen.grid else []
    screen.open(ids.index("ff-e-windbag"))
    pump(app)
    detail = app.top
    assert isinstance(detail, CardDetailScreen)
    text = detail.info_text()
    assert "同じラインのヒーロー全員" in text.replace("\n", "")
    assert not any(row.endswith("-") and not row.isascii() for row in text.splitlines())


def test_defect9_zoom_goes_to_print_size_and_beyond_and_peek_reads_print_pixels(
    app: App, folder: Path
) -> None:
    from screens.gallery import zoom as Z

    screen = open_gallery(app, folder)
    screen.open(0)
    pump(app)
    detail = app.top
    assert isinstance(detail, CardDetailScreen) and detail.zoom is None
    fit_height = detail.faces()[0][1].get_height()
    for _ in range(10):
        press(app, pygame.K_EQUALS)
    assert detail.zoom == Z.MAX_ZOOM and detail.zoom >= Z.PRINT_ZOOM
    card = detail.faces()[0][1]
    assert card is not None and card.get_height() == Z.card_height((63, 88), Z.MAX_ZOOM, 1.0)
    assert card.get_width() > 310 and card.get_height() > fit_height
    press(app, pygame.K_0)
    assert detail.zoom is None
    press(app, pygame.K_p)
    assert detail.peek
    _face, rect, _surface = detail.face_rects()[0]
    target = pygame.Surface(app.surface.get_size())
    renderer = detail.model.set_of(detail.entry).renderer()
    sharp = renderer.render(
        detail.entry.data, detail.entry.kind, dpi=Z.PRINT_DPI, lang="en"
    ).surface
    loupe = Z.draw_peek(target, rect.center, rect, sharp)
    px = int((rect.width // 2) * sharp.get_width() / rect.width)
    py = int((rect.height // 2) * sharp.get_width() / rect.width)
    centre_cell = (
        loupe.left + (Z.PEEK_PX // Z.PEEK_FACTOR // 2) * Z.PEEK_FACTOR + 2,
        loupe.top + (Z.PEEK_PX // Z.PEEK_FACTOR // 2) * Z.PEEK_FACTOR + 2,
    )
    assert target.get_at(centre_cell)[:3] == sharp.get_at((px, py))[:3]  # a print pixel, magnified


def test_defect9_overflowing_regions_are_outlined_in_their_colour(app: App, folder: Path) -> None:
    from screens.gallery.cardset import BELOW_MIN
    from screens.gallery.guides import PROBLEM_COLOURS

    app.change_settings(language="ja")
    screen = open_gallery(app, folder)
    screen.view.lang = "ja"
    ids = [e.card_id for e in screen.grid.entries] if screen.grid else []
    screen.open(ids.index("ff-e-windbag"))
    pump(app)
    detail = app.top
    assert isinstance(detail, CardDetailScreen)
    _face, rect, _surface = detail.face_rects()[0]
    template = detail.model.set_of(detail.entry).layouts.templates["enemy"]
    region = next(r for r in template.regions if r.name == "text")
    x, y, w, h = region.rect_mm(*template.size_mm)
    ppm = rect.width / template.size_mm[0]
    edge = (rect.left + round(x * ppm) + 1, rect.top + round((y + h / 2) * ppm))
    assert app.surface.get_at(edge)[:3] == PROBLEM_COLOURS[BELOW_MIN]


def test_defect5_and_9_the_shrunk_filter_and_disjoint_counts(app: App, folder: Path) -> None:
    from screens.gallery.cardset import BELOW_MIN, OVERFLOW, SHRUNK

    screen = open_gallery(app, folder)
    click(app, screen.problem_buttons[SHRUNK])
    assert screen.grid is not None
    shrunk = sorted(e.card_id for e in screen.grid.entries)
    assert (
        shrunk == ["ff-e-broken", "ff-e-windbag"]
        and "Shrunk text 2" in screen.problem_buttons[SHRUNK].text
    )
    below = [
        e
        for e in screen.model.entries()
        if any(p.kind == BELOW_MIN for p in screen.model.problems(e))
    ]
    over = [
        e
        for e in screen.model.entries()
        if any(p.kind == OVERFLOW for p in screen.model.problems(e))
    ]
    assert screen.counts[BELOW_MIN] == len(below) and screen.counts[OVERFLOW] == len(over)
    assert not set(map(id, below)) & set(map(id, over))  # no card counted twice


def test_defect9_tile_badges_differ_by_kind_not_only_by_colour() -> None:
    from screens.gallery.cardset import PROBLEM_KINDS
    from screens.gallery.guides import PROBLEM_COLOURS, PROBLEM_LETTERS, draw_badge

    assert len(set(PROBLEM_LETTERS[k] for k in PROBLEM_KINDS)) == len(PROBLEM_KINDS)
    assert len(set(PROBLEM_COLOURS[k] for k in PROBLEM_KINDS)) == len(PROBLEM_KINDS)
    drawn = []
    for kind in PROBLEM_KINDS:
        surface = pygame.Surface((40, 40))
        draw_badge(surface, kind, (20, 20), 14)
        drawn.append(pygame.image.tobytes(surface, "RGB"))
    assert len(set(drawn)) == len(PROBLEM_KINDS)


def test_scroll_frames_never_start_a_thumbnail_they_cannot_finish(
    app: App, folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The bench's p95 frame (issue #15): a thumbnail slower than the frame budget is drawn
    alone, after a frame that drew none; the rest of the tiles wait as placeholders."""
    from screens.gallery.model import GalleryModel

    screen = GalleryScreen(app, GalleryModel(DataWatcher([SPEC], folder.parent, None)))
    monkeypatch.setattr(GalleryModel, "thumbnail_cost", lambda self, entry: 1.0)  # too slow
    app.push(screen)
    per_frame = []
    for _ in range(12):
        before = screen.model.renders
        pump(app, 1)
        per_frame.append(screen.model.renders - before)
    assert max(per_frame) == 1 and sum(per_frame) >= 4  # one at a time, yet always progressing
    assert all(a + b <= 1 for a, b in zip(per_frame, per_frame[1:], strict=False))
