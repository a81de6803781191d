"""Issue #24, the kit's base: the table's parts are components, the UI scale is never capped in
silence, disabled controls carry their reason, no hover overlay is drawn over a modal window,
the hand holds still under the pointer and a looked-through pile reaches every card."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any, ClassVar

import pygame
import pytest

from screens.kit import tooltip
from screens.kit.action_bar import ActionBar, ActionButton
from screens.kit.cards import preview
from screens.kit.cards.renderer import CardFace, CardRenderer
from screens.kit.hand import HandWidget
from screens.kit.i18n import msg
from screens.kit.scale import largest_fit, used_scale
from screens.kit.screen import Screen
from screens.kit.spread import SpreadView
from screens.shell.app import App
from screens.shell.settings_screen import SettingsScreen
from tests.screens import high_card_table, make_app, pump
from tests.screens.fixtures_layouts import UPPERCUT, sample_layouts

ROOT = Path(__file__).resolve().parents[2]
PARTS = ["table_log", "table_clock", "table_saving", "table_moments", "table_chrome", "table_hooks", "table_saves"]


def _move(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pump(app)


@pytest.mark.parametrize("part", PARTS)
def test_no_part_of_the_table_imports_the_table_back(part: str) -> None:
    """Components, not mixins: TYPE_CHECKING imports count too."""
    tree = ast.parse((ROOT / "screens" / "kit" / f"{part}.py").read_text(encoding="utf-8"))
    imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert "screens.kit.table_base" not in imported


def test_largest_fit_is_the_largest_offered_scale_that_holds_the_layout() -> None:
    assert largest_fit((1280, 720), (960, 540)) == 1.25
    assert largest_fit((1920, 1080), (960, 540)) == 2.0
    assert largest_fit((1920, 1080), (1280, 720)) == 1.5
    assert largest_fit((1280, 720), (1280, 720)) == 1.0
    assert largest_fit((800, 600), (1280, 720)) == 1.0  # nothing fits: the smallest offered
    assert used_scale(1.25, (1920, 1080), (1280, 720)) == 1.25  # a fitting choice is kept


class _WideScreen(Screen):
    NEEDS_AT_1X: ClassVar[tuple[int, int]] = (1200, 700)


def test_a_screen_that_does_not_fit_the_chosen_scale_uses_the_largest_that_does_and_says_so_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(tmp_path, monkeypatch, ui_scale=1.5)
    assert app.settings.ui_scale == 1.25  # the title needs 960×540: 1280×720 holds 125 %
    app.push(_WideScreen(app))
    pump(app)
    assert app.settings.ui_scale == 1.0
    told = [t.text for t in app.toasts if "150 %" in t.text]
    assert told == ["UI scale 150 % does not fit this screen in this window (1280 × 720): shown at 100 %"]
    app.pop()
    assert app.settings.ui_scale == 1.25
    app.push(_WideScreen(app))
    assert len([t for t in app.toasts if "150 %" in t.text]) == 1  # said once, not on every visit


@pytest.mark.parametrize(("lang", "words"), [("en", "shows up to 125 %"), ("ja", "125 % まで")])
def test_settings_show_the_largest_scale_this_window_holds(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, words: str
) -> None:
    app = make_app(tmp_path, monkeypatch, language=lang)
    screen = SettingsScreen(app)
    app.push(screen)
    pump(app)
    assert words in screen.fit_line.text


def test_a_disabled_button_shows_its_reason_on_hover_and_an_enabled_one_does_not() -> None:
    bar = ActionBar(pygame.Rect(0, 0, 600, 80), font_size=16, lang="ja")
    bar.set_buttons([ActionButton("Go", "go"), ActionButton("+ Special", "sp", False, reason="Used 4 times this round"),
                     ActionButton("Undo", "undo", False, reason=msg("table.menu"))])
    surface = pygame.Surface((600, 400))
    for index, reason in ((0, None), (1, "Used 4 times this round"), (2, "メニュー")):
        bar.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=bar.button_rect(index).center, rel=(0, 0),
                                            buttons=(0, 0, 0)))
        assert bar.hovered_reason() == reason
        drawn = bar.draw_reason(surface)
        assert (drawn is not None) == (reason is not None)
        if drawn is not None:
            assert surface.get_rect().contains(drawn) and not drawn.colliderect(bar.button_rect(index))
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=bar.button_rect(1).center, button=1)
    assert bar.handle_event(click) is None  # greyed: it says why, it does not act


def test_the_greyed_undo_shows_its_reason_in_a_tooltip(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    table = high_card_table(app)
    assert table.chrome.undo is not None and not table.chrome.undo.is_enabled
    drawn: list[str] = []
    monkeypatch.setattr(tooltip, "text_surface", lambda text, *a, **k: drawn.append(text) or pygame.Surface((10, 10)))
    _move(app, table.chrome.undo.rect.center)
    assert table.chrome.undo_reason is not None and drawn and drawn[0] in table.chrome.undo_reason


def test_no_hover_preview_is_drawn_while_the_save_as_window_is_open(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from screens.alchemic.table import AlchemicTable

    app = make_app(tmp_path, monkeypatch)
    table = AlchemicTable.new_game(app, 4)
    app.push(table)
    table.curtain.lift()
    pump(app)
    drawn: list[Any] = []
    real = preview.HoverPreview.draw
    monkeypatch.setattr(preview.HoverPreview, "draw", lambda self, surface: drawn.append(real(self, surface)))
    card = tuple(int(v) for v in table.hand.drawn_center(table.hand.slots[0]))
    _move(app, card)
    assert drawn and drawn[-1] is not None  # the card under the pointer is shown large
    table.open_save_dialog()
    assert table.modal_open()
    drawn.clear()
    _move(app, (card[0] + 1, card[1]))
    assert drawn and all(rect is None for rect in drawn)  # the Save-as window stays on top, unhidden
    table.save_dialog.close()  # type: ignore[union-attr]
    _move(app, card)
    assert drawn[-1] is not None


@pytest.fixture
def renderer() -> CardRenderer:
    return CardRenderer(sample_layouts())


def _cards(n: int) -> list[CardFace]:
    return [CardFace("art", {**UPPERCUT, "id": f"a{i}", "ap": i}) for i in range(n)]


@pytest.mark.parametrize("fan", [False, True])
def test_the_hand_keeps_its_cards_in_place_under_the_pointer_by_default(renderer: CardRenderer, fan: bool) -> None:
    hand = HandWidget(pygame.Rect(0, 0, 900, 240), renderer, fan=fan)
    five = _cards(5)
    hand.set_cards(five)
    before = {id(item): (hand.slots[i].center.x, hand.slots[i].angle) for i, item in enumerate(five)}
    slot = hand.slots[2]
    hand.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(round(slot.center.x), round(slot.center.y)),
                                         rel=(0, 0), buttons=(0, 0, 0)))
    hand.set_cards([five[0], five[1], five[3], five[4]])  # the hovered card was played
    assert hand.held
    for i, item in enumerate([five[0], five[1], five[3], five[4]]):
        assert (hand.slots[i].center.x, hand.slots[i].angle) == before[id(item)]


def test_a_looked_through_pile_spreads_so_every_card_can_be_pointed_at(renderer: CardRenderer) -> None:
    spread = SpreadView(pygame.Rect(0, 0, 800, 400), renderer)
    spread.show(_cards(40))
    assert len(spread.rects) == 40
    assert all(pygame.Rect(0, 0, 800, 400).contains(rect) for rect in spread.rects)
    for index, rect in enumerate(spread.rects):  # a point of each card no later card covers
        point = (rect.left + 2, rect.centery)
        assert spread.card_at(point) == index
        spread.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0)))
        assert spread.hovered_item() == spread.items[index]
    spread.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(-5, -5), rel=(0, 0), buttons=(0, 0, 0)))
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(spread.rects[7].left + 2, spread.rects[7].centery), button=1)
    assert spread.handle_event(click) == 7


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_load_list_shows_every_hero_of_a_long_summary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """Issue #24: the Load list cut the Fatal Fight heroes; a long summary wraps, the row grows."""
    from engine.core.kernel.session import Session
    from engine.core.saves import userdirs
    from engine.core.saves.documents import write_save
    from screens.shell.load_screen import LoadScreen
    from tests.screens import register_high_card
    from tests.support.high_card import HighCard

    register_high_card(monkeypatch)
    app = make_app(tmp_path, monkeypatch, language=lang)
    heroes = ("Stage 3 · Round 4 — Ryuji Goda, Rita Vargas, Mei Shiratori, Kenji Okabe-Whitfield, "
              "Alexandra Montgomery-Vasquez, Sasha Ivanova")
    session = Session.new(HighCard(), {"seat_names": ["Aoi", "Ben"]}, seed=5)
    session.apply(session.legal_actions()[0])
    path = userdirs.saves_dir() / "long.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    write_save(path, session, {"saved_at": "2025-04-01T19:30:00+09:00", "summary": {"en": heroes, "ja": heroes}})
    screen = LoadScreen(app)
    app.push(screen)
    pump(app)
    assert screen.manager is not None
    shown = " ".join(getattr(s, "text", "") for s in screen.manager.get_sprite_group().sprites())
    assert "…" not in shown
    texts = [getattr(s, "text", "") for s in screen.manager.get_sprite_group().sprites()]
    assert not any("Ryuji" in t and "Sasha" in t for t in texts)  # too long for one line: wrapped, the row grew
    for name in ("Ryuji Goda", "Sasha Ivanova", "Kenji"):
        assert name in shown
