"""The gallery screen headless: filters, scrolling, the detail view, live reload, mouse and keys."""

from __future__ import annotations

from pathlib import Path

import pygame
import pygame_gui
import pytest

from engine.core.data.watch import DataWatcher
from screens.gallery.cardset import BELOW_MIN, MISSING_IMAGE, OVERFLOW
from screens.gallery.detail import CardDetailScreen
from screens.gallery.model import GalleryModel
from screens.gallery.screen import GalleryScreen
from screens.gallery.shared import POLL_S
from screens.shell.app import App
from tests.screens import FRAMES, click, click_at, make_app, press, pump
from tests.screens.test_gallery_sample import CARD_IDS, SPEC, write_game


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return write_game(tmp_path / "data")


def open_gallery(app: App, folder: Path) -> GalleryScreen:
    screen = GalleryScreen(app, GalleryModel(DataWatcher([SPEC], folder.parent, None)))
    app.push(screen)
    for _ in range(200):  # lazy checks and thumbnails, a few a frame
        pump(app, 1)
        if screen.next_wake() != 0:  # idle: nothing left to check or draw
            break
    return screen


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    return make_app(tmp_path / "home", monkeypatch)


def shown(screen: GalleryScreen) -> list[str]:
    assert screen.grid is not None
    return [e.card_id for e in screen.grid.entries]


def post(kind: int, **data: object) -> None:
    pygame.event.post(pygame.event.Event(kind, data))


def test_every_card_is_drawn_and_checked_within_a_few_frames(app: App, folder: Path) -> None:
    screen = open_gallery(app, folder)
    assert sorted(shown(screen)) == sorted(CARD_IDS)
    assert screen.model.pending == 0 and screen.grid is not None and not screen.grid.incomplete
    # Disjoint kinds (issue #15 defect 9): the windbag would fit below its minimum size, so
    # it counts as "below min", not also as "overflow".
    assert screen.counts == {
        OVERFLOW: 0,
        BELOW_MIN: 1,
        MISSING_IMAGE: 1,
        "validation": 1,
        "shrunk": 2,
        "changed": 0,  # nothing edited since the gallery opened
    }
    assert screen.status_text == "6 of 6 cards"


def test_clicking_a_problem_filter_shows_only_those_cards(app: App, folder: Path) -> None:
    screen = open_gallery(app, folder)
    click(app, screen.problem_buttons[MISSING_IMAGE])
    assert shown(screen) == ["ff-e-ghost"] and screen.problem_buttons[MISSING_IMAGE].is_selected
    click(app, screen.problem_buttons[BELOW_MIN])
    assert sorted(shown(screen)) == ["ff-e-ghost", "ff-e-windbag"]
    click(app, screen.problem_buttons[MISSING_IMAGE])
    click(app, screen.problem_buttons[BELOW_MIN])
    assert len(shown(screen)) == len(CARD_IDS)


def test_search_kind_and_game_filters(app: App, folder: Path) -> None:
    screen = open_gallery(app, folder)
    post(pygame_gui.UI_TEXT_ENTRY_CHANGED, text="ジェイク", ui_element=screen.search)
    pump(app)
    assert shown(screen) == ["ff-e-thug"]
    post(pygame_gui.UI_TEXT_ENTRY_CHANGED, text="", ui_element=screen.search)
    post(
        pygame_gui.UI_DROP_DOWN_MENU_CHANGED,
        text="boss",
        selected_option_id="boss",
        ui_element=screen.kind_menu,
    )
    pump(app)
    assert shown(screen) == ["ff-b-abigail"]
    post(
        pygame_gui.UI_DROP_DOWN_MENU_CHANGED,
        text="x",
        selected_option_id=SPEC.game,
        ui_element=screen.game_menu,
    )
    pump(app)
    assert (
        len(shown(screen)) == len(CARD_IDS) and screen.filter.kind == ""
    )  # a new game: every kind


def test_clicking_a_card_opens_it_large_with_both_faces_and_its_problems(
    app: App, folder: Path
) -> None:
    screen = open_gallery(app, folder)
    assert screen.grid is not None
    index = shown(screen).index("ff-b-abigail")
    click(app, screen.grid.tile_rect(index))
    detail = app.top
    assert isinstance(detail, CardDetailScreen) and detail.entry.card_id == "ff-b-abigail"
    faces = detail.faces()
    assert [caption for caption, _ in faces] == ["Front", "Flip side"]
    assert all(surface is not None for _, surface in faces)
    press(app, pygame.K_RIGHT)
    assert detail.entry.card_id == shown(screen)[(index + 1) % len(CARD_IDS)]
    press(app, pygame.K_ESCAPE)
    assert app.top is screen


def test_the_detail_view_lists_the_cards_problems(app: App, folder: Path) -> None:
    screen = open_gallery(app, folder)
    screen.open(shown(screen).index("ff-e-windbag"))
    pump(app)
    detail = app.top
    assert isinstance(detail, CardDetailScreen)
    assert "Below min size" in detail.info_text() and "overflows by" in detail.info_text()
    assert [caption for caption, _ in detail.faces()] == ["Front", "Back"]


def test_keys_move_open_toggle_and_filter(app: App, folder: Path) -> None:
    screen = open_gallery(app, folder)
    assert screen.grid is not None
    press(app, pygame.K_RIGHT)
    assert screen.grid.focus == 1
    press(app, pygame.K_g)
    assert screen.view.guides and screen.guides_button.is_selected
    press(app, pygame.K_l)
    assert screen.view.lang == "ja"
    press(app, pygame.K_3)
    assert shown(screen) == ["ff-e-ghost"]
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, CardDetailScreen) and app.top.entry.card_id == "ff-e-ghost"


def test_the_wheel_and_the_scroll_bar_scroll(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, folder: Path
) -> None:
    app = make_app(tmp_path / "home", monkeypatch, ui_scale=2.0)
    screen = open_gallery(app, folder)
    grid = screen.grid
    assert grid is not None and grid.max_scroll > 0
    post(pygame.MOUSEWHEEL, x=0, y=-1, precise_x=0.0, precise_y=-1.0, flipped=False, which=0)
    pump(app)
    assert grid.scroll > 0
    thumb = grid.thumb_rect()
    assert thumb is not None
    post(pygame.MOUSEBUTTONDOWN, pos=thumb.center, button=1)
    post(pygame.MOUSEMOTION, pos=(thumb.centerx, grid.rect.bottom), rel=(0, 0), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=(thumb.centerx, grid.rect.bottom), button=1)
    pump(app)
    assert grid.scroll == grid.max_scroll
    press(app, pygame.K_HOME)
    assert grid.scroll == 0


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_live_reload_updates_the_gallery_and_redraws_only_the_edited_card(
    app: App, folder: Path
) -> None:
    screen = open_gallery(app, folder)
    renders = screen.model.renders
    edit(folder / "enemies.toml", 'name_en = "Ghost"', 'name_en = "Poltergeist"')
    pump(app, FRAMES, dt=POLL_S)
    ghost = next(e for e in screen.model.entries() if e.card_id == "ff-e-ghost")
    assert ghost.data["name_en"] == "Poltergeist"
    assert screen.model.renders == renders + 1
    assert any("enemies.toml" in toast.text for toast in app.toasts)


def test_a_broken_file_shows_its_errors_over_the_gallery_and_keeps_the_cards(
    app: App, folder: Path
) -> None:
    screen = open_gallery(app, folder)
    edit(folder / "enemies.toml", "[[enemy]]", "[[enemy]")
    pump(app, FRAMES, dt=POLL_S)
    assert [p.kind for p in screen.load_errors()] == ["syntax"]
    assert screen.banner_height() > 0 and screen.grid is not None
    assert screen.grid.rect.top == screen.px(80) + screen.banner_height()
    assert set(shown(screen)) == set(CARD_IDS) - {"ff-e-broken"}  # the last good cards stay
    edit(folder / "enemies.toml", "[[enemy]", "[[enemy]]")
    pump(app, FRAMES, dt=POLL_S)
    assert screen.load_errors() == [] and screen.banner_height() == 0


def test_a_card_open_in_the_detail_view_follows_edits(app: App, folder: Path) -> None:
    screen = open_gallery(app, folder)
    screen.open(shown(screen).index("ff-a-uppercut"))
    pump(app)
    edit(folder / "arts.toml", 'name_en = "Rising Uppercut"', 'name_en = "Dragon Uppercut"')
    pump(app, FRAMES, dt=POLL_S)
    detail = app.top
    assert isinstance(detail, CardDetailScreen) and "Dragon Uppercut" in detail.info_text()


def test_the_back_button_and_click_on_empty_space(app: App, folder: Path) -> None:
    screen = open_gallery(app, folder)
    assert screen.grid is not None
    click_at(app, (screen.grid.rect.right - 40, screen.grid.rect.bottom - 10))
    assert app.top is screen  # nothing there to open
    app.push(GalleryScreen(app, screen.model))
    pump(app)
    back = next(b for b in app.top.buttons() if b.text == "Back")
    click(app, back)
    assert app.top is screen


def test_a_reload_keeps_the_place_in_the_grid(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, folder: Path
) -> None:
    app = make_app(tmp_path / "home", monkeypatch, ui_scale=2.0)
    screen = open_gallery(app, folder)
    grid = screen.grid
    assert grid is not None
    press(app, pygame.K_END)
    scroll, focus = grid.scroll, grid.focus
    assert scroll > 0
    edit(folder / "arts.toml", 'name_en = "Rising Uppercut"', 'name_en = "Rising Upper"')
    pump(app, FRAMES, dt=POLL_S)
    assert screen.grid is grid and (grid.scroll, grid.focus) == (scroll, focus)
    app.change_settings(language="ja")  # a rebuild
    pump(app)
    assert screen.grid is not grid and (screen.grid.scroll, screen.grid.focus) == (scroll, focus)


def test_the_screenshot_screens_show_the_shipped_cards_and_planted_problems(
    app: App, tmp_path: Path
) -> None:
    from screens.gallery.demo import gallery_problems_screen, gallery_screen

    app.push(gallery_screen(app, 1))
    pump(app, 1)
    assert isinstance(app.top, GalleryScreen) and app.top.model.pending == 0
    screen = gallery_problems_screen(app, 1)
    app.push(screen)
    pump(app, 1)
    problems = [screen.model.problems(e) for e in screen.grid.entries] if screen.grid else []
    assert problems and all(problems)  # only cards with problems, each drawn at once
    assert screen.grid is not None and not screen.grid.incomplete


def test_issue26_the_changed_filter_shows_edited_cards_before_and_after(app: App, folder: Path) -> None:
    """Finding 7: what changed since the last look — a "Changed" filter, and the detail shows the
    card as it is beside the card as it was."""
    screen = open_gallery(app, folder)
    edit(folder / "enemies.toml", 'name_en = "Ghost"', 'name_en = "Poltergeist"')
    pump(app, FRAMES, dt=POLL_S)
    changed = screen.problem_buttons["changed"]
    assert changed.text == "Changed 1"
    click(app, changed)
    assert shown(screen) == ["ff-e-ghost"]
    screen.open(0)
    pump(app)
    detail = app.top
    assert isinstance(detail, CardDetailScreen)
    (now_name, now_rect, now), (before_name, _rect, before) = detail.face_rects()
    assert (now_name, before_name) == ("front", "before")
    assert now is not None and before is not None and now.get_size() == before.get_size()
    assert pygame.image.tobytes(now, "RGBA") != pygame.image.tobytes(before, "RGBA")
    assert "Changed" in detail.info_text()
