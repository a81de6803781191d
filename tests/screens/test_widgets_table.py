"""Action bar, log panel, pile, counter and track: synthetic input, dirty flags, drawing."""

from __future__ import annotations

import pygame
import pytest

from engine.core.kernel.view import Hidden
from screens.kit import style
from screens.kit.action_bar import ActionBar, ActionButton
from screens.kit.cards.renderer import CardFace, CardRenderer
from screens.kit.counter import CounterWidget, TrackWidget
from screens.kit.log_panel import LogPanel
from screens.kit.pile import PileWidget
from tests.screens.fixtures_layouts import UPPERCUT, sample_layouts


def click(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)


def motion(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def keydown(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0)


def wheel(y: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y)


# ---- action bar ------------------------------------------------------------------------
@pytest.fixture
def bar() -> ActionBar:
    widget = ActionBar(pygame.Rect(0, 0, 800, 60))
    widget.set_buttons(
        [
            ActionButton("攻撃", "attack", True, "a"),
            ActionButton("残心", "zanshin", False, "z"),
            ActionButton("ターン終了", "end", True, "return"),
        ]
    )
    return widget


def test_clicking_an_enabled_button_returns_its_action(bar: ActionBar) -> None:
    assert bar.handle_event(click(bar.button_rect(0).center)) == "attack"
    assert bar.handle_event(click(bar.button_rect(2).center)) == "end"


def test_a_disabled_button_or_empty_space_returns_nothing(bar: ActionBar) -> None:
    assert bar.handle_event(click(bar.button_rect(1).center)) is None
    assert bar.handle_event(click((1, 1))) is None


def test_hotkeys_return_the_action_of_enabled_buttons(bar: ActionBar) -> None:
    assert bar.handle_event(keydown(pygame.K_a)) == "attack"
    assert bar.handle_event(keydown(pygame.K_RETURN)) == "end"
    assert bar.handle_event(keydown(pygame.K_z)) is None  # disabled
    assert bar.handle_event(keydown(pygame.K_q)) is None


def test_buttons_wrap_into_rows_without_overlap() -> None:
    narrow = ActionBar(pygame.Rect(0, 0, 260, 200))
    narrow.set_buttons([ActionButton(f"ボタン{i}", i, True, None) for i in range(5)])
    rects = [narrow.button_rect(i) for i in range(5)]
    assert len({r.top for r in rects}) > 1
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])


def test_hover_redraws_only_on_change(bar: ActionBar) -> None:
    bar.draw(pygame.Surface((800, 60)))
    bar.handle_event(motion(bar.button_rect(0).center))
    assert bar.dirty and bar.hovered == 0
    bar.draw(pygame.Surface((800, 60)))
    bar.handle_event(motion((bar.button_rect(0).centerx + 1, bar.button_rect(0).centery)))
    assert not bar.dirty


# ---- log panel -------------------------------------------------------------------------
@pytest.fixture
def log() -> LogPanel:
    panel = LogPanel(pygame.Rect(0, 0, 300, 200), font_size=14)
    panel.extend(
        f"{i}：ジェイクが【鋭刃】で攻撃し、上段ラインのヒーロー全員に1ダメージ。" for i in range(40)
    )
    return panel


def test_the_log_shows_the_newest_lines_at_the_bottom(log: LogPanel) -> None:
    assert log.scroll == 0 and log.max_scroll > 0
    screen = pygame.Surface((300, 200))
    log.draw(screen)
    assert not log.dirty
    bottom_row = screen.subsurface(pygame.Rect(8, 150, 280, 40))
    assert bottom_row.get_bounding_rect().height > 0  # text sits at the bottom


def test_the_wheel_scrolls_only_over_the_panel(log: LogPanel) -> None:
    log.handle_event(wheel(1))
    assert log.scroll == 0  # the mouse is elsewhere
    log.handle_event(motion((50, 50)))
    log.handle_event(wheel(2))
    assert log.scroll == 6 and log.dirty
    log.handle_event(wheel(-1))
    assert log.scroll == 3
    log.handle_event(wheel(-50))
    assert log.scroll == 0
    log.handle_event(wheel(10_000))
    assert log.scroll == log.max_scroll


def test_page_keys_and_end(log: LogPanel) -> None:
    log.handle_event(keydown(pygame.K_PAGEUP))
    assert log.scroll == log.visible_rows - 1
    log.handle_event(keydown(pygame.K_END))
    assert log.scroll == 0


def test_a_scrolled_log_stays_put_when_lines_arrive(log: LogPanel) -> None:
    log.scroll_by(5)
    rows_before = log.max_scroll
    log.append("新しい行")
    assert log.max_scroll == rows_before + 1
    assert log.scroll == 6  # the same rows stay in view


def test_a_resized_log_wraps_again(log: LogPanel) -> None:
    rows = log.max_scroll + log.visible_rows
    log.resize(pygame.Rect(0, 0, 600, 200))
    assert log.max_scroll + log.visible_rows < rows  # wider rows: fewer of them
    assert log.dirty and len(log.lines) == 40


def test_old_lines_are_dropped_past_the_limit() -> None:
    panel = LogPanel(pygame.Rect(0, 0, 300, 200), max_lines=10)
    panel.extend(f"line {i}" for i in range(25))
    assert panel.lines == [f"line {i}" for i in range(15, 25)]
    assert panel.max_scroll == max(0, 10 - panel.visible_rows)


# ---- pile ------------------------------------------------------------------------------
@pytest.fixture
def renderer() -> CardRenderer:
    return CardRenderer(sample_layouts())


def test_a_face_down_pile_shows_its_back_and_count(renderer: CardRenderer) -> None:
    pile = PileWidget(pygame.Rect(0, 0, 140, 220), renderer, "山札", back="hero", value="draw")
    pile.set(12)
    assert pile.shown() == Hidden(back="hero")
    pile.handle_event(motion(pile.card_rect().center))
    assert pile.hovered_item() == Hidden(back="hero")
    assert pile.handle_event(click(pile.card_rect().center)) == "draw"
    assert pile.handle_event(click((139, 219))) is None
    screen = pygame.Surface((140, 220))
    pile.draw(screen)
    back = renderer.render_back("hero", height=pile.card_rect().height)
    assert screen.get_at((pile.card_rect().centerx, pile.card_rect().top + 10)) == back.get_at(
        (back.get_width() // 2, 10)
    )


def test_a_discard_pile_shows_its_top_card_and_an_empty_one_nothing(renderer: CardRenderer) -> None:
    pile = PileWidget(pygame.Rect(0, 0, 140, 220), renderer, "捨て札")
    assert pile.shown() is None
    top = CardFace("art", UPPERCUT)
    pile.set(3, top)
    assert pile.shown() == top and pile.dirty
    assert pile.handle_event(click(pile.card_rect().center)) is None  # not clickable
    pile.draw(pygame.Surface((140, 220)))
    pile.set(3, top)
    assert not pile.dirty


# ---- counter and track -----------------------------------------------------------------
def test_counters_redraw_only_when_the_value_changes() -> None:
    counter = CounterWidget(pygame.Rect(0, 0, 90, 70), "ライフ", 12)
    counter.draw(pygame.Surface((90, 70)))
    counter.set_value(12)
    assert not counter.dirty
    counter.set_value(9)
    assert counter.dirty and counter.value == 9
    assert counter.handle_event(click((5, 5))) is None


def test_the_track_highlights_the_current_value() -> None:
    track = TrackWidget(pygame.Rect(0, 0, 420, 32), "脅威", 8, 3, danger=6)
    screen = pygame.Surface((420, 32))
    track.draw(screen)
    current = track.cell_rect(3)
    other = track.cell_rect(4)
    inside = (current.left + 3, current.top + 3)
    assert screen.get_at(inside)[:3] == style.ACCENT
    assert screen.get_at((other.left + 3, other.top + 3))[:3] != style.ACCENT
    track.set_value(7)
    track.draw(screen)
    hot = track.cell_rect(7)
    assert screen.get_at((hot.left + 3, hot.top + 3))[:3] == style.DANGER
    assert track.cell_rect(99) == track.cell_rect(8)  # past the end sits in the last cell
