"""The hotseat curtain and the table scaffolding it lives in (undo/redo, saves, log, toasts)."""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path
from typing import Any

import pygame
import pytest

from engine.core.kernel.session import Session
from engine.core.kernel.view import Hidden
from engine.core.saves import userdirs
from engine.core.saves.documents import read_save_header
from screens.kit import curtain, tooltip
from screens.kit.curtain import needs_handoff
from screens.kit.table_base import default_wording
from screens.shell.app import App
from screens.shell.autosave import slot_path
from tests.screens import HighCardTable, click, find_button, high_card_table, make_app, press, pump
from tests.support.high_card import HighCard, PlayCard


@pytest.fixture(autouse=True)
def no_arm_delay(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(curtain, "ARM_SECONDS", 0.0)


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    return make_app(tmp_path, monkeypatch)


def hand_of(screen: HighCardTable, seat: int) -> list[Any]:
    return list(screen.session.view(seat).hands[seat])


def visible_faces(screen: HighCardTable) -> set[str]:
    """Every card face the current viewer may see, by the engine's view."""
    view = screen.session.view(screen.viewer)
    return {card for hand in view.hands for card in hand if not isinstance(card, Hidden)}


def test_curtain_covers_between_seats_and_names_the_next_player(app: App) -> None:
    screen = high_card_table(app)
    assert screen.viewer == 0 and not screen.curtain.down
    first = hand_of(screen, 0)[0]
    click(app, screen.action_bar.button_rect(0))  # "Play <first card>"
    assert screen.session.log[-1]["action"]["card"] == first
    assert screen.curtain.down and screen.curtain.name == "Ben"
    press(app, pygame.K_SPACE)
    assert not screen.curtain.down and screen.viewer == 1


def test_no_hidden_face_is_drawn_while_the_curtain_is_down(app: App) -> None:
    screen = high_card_table(app)
    ben_cards = set(hand_of(screen, 1))
    app.toast("a message for Aoi")
    screen.play(screen.session.legal_actions()[0])
    assert app.toasts == []  # nothing of the last player's stays on screen
    screen.faces_drawn.clear()
    app.wake()
    pump(app)
    assert screen.curtain.down
    assert screen.faces_drawn == []  # the table's draw path never ran
    corners = [app.surface.get_at(p)[:3] for p in ((5, 5), (app.surface.get_width() - 5, app.surface.get_height() - 5))]
    assert corners == [curtain.COLOUR, curtain.COLOUR]  # the cover is the whole screen
    click(app, screen.table_rect)  # a click lifts it
    assert not screen.curtain.down
    assert set(screen.faces_drawn) == visible_faces(screen) and set(screen.faces_drawn) <= ben_cards


def test_the_curtain_takes_the_lifting_click(app: App) -> None:
    screen = high_card_table(app)
    screen.play(screen.session.legal_actions()[0])
    steps = len(screen.session.log)
    click(app, screen.action_bar.button_rect(0))  # lands on the cover, not on the bar below
    assert not screen.curtain.down and len(screen.session.log) == steps


def test_no_curtain_when_privacy_is_off(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch, hotseat_privacy=False)
    screen = high_card_table(app)
    for _ in range(3):
        screen.play(screen.session.legal_actions()[0])
        assert not screen.curtain.down
    assert screen.viewer == screen.session.decision().seat


def test_no_curtain_when_the_views_hide_the_same() -> None:
    class Open:
        def view(self, seat: int | None) -> dict[str, Any]:
            return {"hands": [["c1"], ["c2"]]}

    assert not needs_handoff(Open(), 0, 1, privacy=True)
    assert not needs_handoff(Open(), 0, 0, privacy=True)


def test_a_new_hotseat_game_starts_covered(app: App) -> None:
    screen = HighCardTable.new_game(app, 3)
    assert screen.curtain.down and screen.curtain.name == "Aoi"


class TableUndoHighCard(HighCard):
    """HighCard with the whole table's undo (as a co-op game declares it), to drive the buttons."""

    policy = dataclasses.replace(HighCard.policy, undo="table")


def test_undo_button_and_ctrl_z_and_ctrl_y(app: App) -> None:
    screen = HighCardTable(app, Session.new(TableUndoHighCard(), {}, 7, "strict"))
    app.push(screen)
    screen.curtain.lift()
    pump(app)
    screen.play(screen.session.legal_actions()[0])
    press(app, pygame.K_SPACE)
    assert len(screen.session.log) == 1
    click(app, find_button(screen, "Undo"))
    assert screen.session.log == [] and screen.curtain.down and screen.curtain.name == "Aoi"
    press(app, pygame.K_SPACE)
    press(app, pygame.K_y, pygame.KMOD_CTRL)
    assert len(screen.session.log) == 1
    press(app, pygame.K_SPACE)
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert screen.session.log == []
    press(app, pygame.K_SPACE)
    assert not find_button(screen, "Undo").is_enabled and find_button(screen, "Redo").is_enabled


def test_nothing_to_undo_is_a_toast(app: App) -> None:
    screen = high_card_table(app)
    screen.undo()
    assert app.toasts and "nothing to take back" in app.toasts[-1].text.lower()


def test_finding_2_undo_is_greyed_with_its_reason_when_another_seat_moved_since(app: App) -> None:
    """Issue #21 finding 2: Ben may not take back Aoi's face-down card; Undo is greyed and,
    with the pointer on it, says why in a player's words; Ctrl+Z only says it again."""
    screen = high_card_table(app)
    screen.play(screen.session.legal_actions()[0])
    press(app, pygame.K_SPACE)
    assert screen.viewer == 1
    undo = find_button(screen, "Undo")
    assert not undo.is_enabled
    drawn: list[str] = []
    real = tooltip.text_surface

    def recording(text: str, *args: Any, **kwargs: Any) -> Any:
        drawn.append(text)
        return real(text, *args, **kwargs)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(tooltip, "text_surface", recording)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=undo.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
        pump(app)
    assert "You have not moved yet, so there is nothing of yours to take back." in drawn
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(screen.session.log) == 1 and not screen.curtain.down and screen.viewer == 1
    assert "nothing of yours to take back" in app.toasts[-1].text


def test_an_illegal_action_is_a_toast_and_changes_nothing(app: App) -> None:
    screen = high_card_table(app)
    before = screen.session.game.encode_state(screen.session.state)
    assert screen.play(PlayCard(1, hand_of(screen, 0)[0])) is None
    assert screen.session.game.encode_state(screen.session.state) == before
    assert app.toasts[-1].error and "Aoi's turn" in app.toasts[-1].text


def test_log_words_events_by_seat_name_and_redacts(app: App) -> None:
    screen = high_card_table(app)
    card = hand_of(screen, 0)[0]
    screen.play(PlayCard(0, card))
    event = screen.session.events[-1][1]
    assert default_wording(event, "en", ["Aoi", "Ben"], 0) == "Aoi: played"
    assert default_wording(event, "en", ["Aoi", "Ben"], 1) == "Aoi: played_face_down"  # Ben reads it redacted
    press(app, pygame.K_SPACE)
    assert screen.log_panel.lines == ["1. Aoi: played_face_down"]
    assert all(card not in line for line in screen.log_lines())


def test_ctrl_s_names_a_save_that_the_load_screen_can_read(app: App) -> None:
    screen = high_card_table(app)
    screen.play(screen.session.legal_actions()[0])
    press(app, pygame.K_SPACE)
    press(app, pygame.K_s, pygame.KMOD_CTRL)
    assert screen.save_dialog is not None
    screen.save_dialog.entry.set_text("Friday night")
    click(app, screen.save_dialog.ok)
    path = userdirs.saves_dir() / "Friday_night.json"
    header = read_save_header(path)
    assert header.steps == 1 and header.meta["name"] == "Friday night"
    assert screen.save_dialog is None


def test_leaving_the_table_autosaves(app: App) -> None:
    screen = high_card_table(app)
    screen.play(screen.session.legal_actions()[0])
    app.pop()
    assert read_save_header(slot_path(screen.saves.slot)).steps == 1


def test_turn_timer_counts_down_and_wakes_the_loop(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch, turn_timer=30)
    screen = high_card_table(app)
    assert 0 < screen.next_wake() <= 1.0
    pump(app, 3, dt=5.0)
    assert screen._status is not None and "0:15 left" in screen._status.text
    pump(app, 4, dt=5.0)
    assert "Time's up" in screen._status.text and screen.next_wake() is None


def test_in_japanese_the_engines_refusals_are_japanese(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch, language="ja")
    screen = high_card_table(app)
    screen.undo()
    assert app.toasts[-1].text == "取り消せる手はまだありません。"
    screen.redo()
    assert app.toasts[-1].text == "やり直せる手はありません。"
    assert screen.play(PlayCard(1, hand_of(screen, 0)[0])) is None
    assert app.toasts[-1].error and app.toasts[-1].text == "できません: 今はAoiの番です。"
    screen.play(screen.session.legal_actions()[0])
    press(app, pygame.K_SPACE)
    screen.undo()  # Aoi's card came after Ben's last move (he has none): not his to take back
    assert app.toasts[-1].text == "あなたはまだ手を指していないので、取り消せるあなたの手はありません。"


def test_in_japanese_a_failed_save_says_why_in_japanese(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch, language="ja")
    screen = high_card_table(app)

    def full(src: Any, dst: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    assert screen.save_as("夕方") is None
    assert app.toasts[-1].error and app.toasts[-1].text == (
        "保存できません: セーブ 夕方.json を書き込めませんでした（No space left on device）。"
        "前のセーブがあれば、そのまま残っています。"
    )
