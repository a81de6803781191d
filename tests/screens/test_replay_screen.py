"""The replay viewer (issue #16), clicked through on the HighCard toy game (hidden hands)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from engine.core.kernel.errors import EngineError
from engine.core.kernel.events import EVERY_SEAT
from engine.core.kernel.session import Session
from engine.core.saves import userdirs
from engine.core.saves.documents import write_save
from screens.replay.screen import ALL, ReplayScreen
from screens.shell.app import App
from screens.shell.load_screen import LoadScreen
from screens.shell.title import TitleScreen
from tests.screens import (
    HighCardTable,
    click,
    find_button,
    make_app,
    press,
    pump,
    register_high_card,
)
from tests.support.high_card import HighCard


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    register_high_card(monkeypatch)
    return make_app(tmp_path, monkeypatch)


def saved_game(steps: int = 5) -> Session[HighCard]:
    session = Session.new(HighCard(), {"seat_names": ["Aoi", "Ben"]}, seed=5)
    for _ in range(steps):
        session.apply(session.legal_actions()[-1])
    path = userdirs.saves_dir() / "evening.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    write_save(path, session, {"saved_at": "2025-04-01T19:30:00+09:00"})
    return session


def open_viewer(app: App) -> ReplayScreen:
    app.push(TitleScreen(app))
    pump(app)
    click(app, find_button(app.top, "Load game"))
    assert isinstance(app.top, LoadScreen)
    click(app, find_button(app.top, "Replay"))
    viewer = app.top
    assert isinstance(viewer, ReplayScreen)
    return viewer


def faces_at(app: App, viewer: ReplayScreen) -> set[str]:
    table = viewer.table
    assert isinstance(table, HighCardTable)
    table.faces_drawn.clear()
    app.wake()
    pump(app)
    return set(table.faces_drawn)


def test_step_seek_and_play_move_through_the_game(app: App) -> None:
    session = saved_game()
    viewer = open_viewer(app)
    assert viewer.step == 0 and viewer.tape.length == len(session.log)
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RIGHT)
    assert viewer.step == 2 and len(viewer.table.session.log) == 2
    assert viewer.log.step == 2  # the log lights the current step
    click(app, find_button(viewer, "◀"))
    assert viewer.step == 1
    press(app, pygame.K_END)
    assert viewer.step == len(session.log)
    assert viewer.table.session.state.hands == session.state.hands
    press(app, pygame.K_HOME)
    press(app, pygame.K_PAGEDOWN)  # the next seat's turn
    assert viewer.step in viewer.tape.turns and viewer.step > 0
    viewer.seek(0)
    press(app, pygame.K_SPACE)
    press(app, pygame.K_EQUALS)
    assert viewer.playing and viewer.speed == 2.0
    pump(app, frames=40, dt=0.1)  # 4 s at 2 steps a second
    assert viewer.step == len(session.log) and not viewer.playing
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, LoadScreen)


def test_finding_1_the_replay_of_an_unfinished_game_is_sealed(app: App) -> None:
    """Issue #21 finding 1: Load → Replay of a game not over shows only what every seat may see,
    whatever view is asked for, and says so; S offers no seat's view."""
    session = saved_game(steps=2)
    viewer = open_viewer(app)
    viewer.seek(2)
    state = viewer.table.session.state
    hands = set(state.hands[0]) | set(state.hands[1])
    assert viewer.seat is None and viewer.viewpoints() == [None]
    assert not faces_at(app, viewer) & hands
    assert all("plays a card face down" in line for line in viewer.log.lines if "plays" in line)  # both redacted
    press(app, pygame.K_s)
    assert viewer.seat is None and not faces_at(app, viewer) & hands
    assert "sealed" in viewer.seat_label()
    assert ReplayScreen(app, viewer.tape, seat=1).seat is None  # asked for a seat: still sealed
    assert session.state is not viewer.table.session.state  # the viewer plays nothing into the save


def test_each_seat_sees_only_its_own_hand_once_the_game_is_over(app: App) -> None:
    saved_game(steps=6)
    viewer = open_viewer(app)
    viewer.seek(2)
    state = viewer.table.session.state
    hands = [set(state.hands[0]), set(state.hands[1])]
    assert viewer.seat == 0 and faces_at(app, viewer) <= hands[0] | set(state.played)
    assert faces_at(app, viewer) & hands[0]
    press(app, pygame.K_s)
    assert viewer.seat == 1 and not faces_at(app, viewer) & hands[0]
    assert any("plays a card face down" in line for line in viewer.log.lines)  # seat 1 reads seat 0's play redacted
    press(app, pygame.K_s)
    assert viewer.seat is None and not faces_at(app, viewer) & (hands[0] | hands[1])


def test_the_slider_seeks(app: App) -> None:
    saved_game()
    viewer = open_viewer(app)
    assert viewer._slider is not None  # noqa: SLF001
    import pygame_gui

    viewer.on_ui_event(pygame.event.Event(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, value=3, ui_element=viewer._slider))  # noqa: SLF001
    assert viewer.step == 3
    pump(app)


def test_clicks_and_keys_on_the_board_play_nothing(app: App) -> None:
    saved_game()
    viewer = open_viewer(app)
    area = viewer.table.table_rect
    for x in range(area.left + 10, area.right, 90):
        for y in range(area.top + 10, area.bottom, 70):
            click(app, pygame.Rect(x, y, 1, 1), frames=1)
    for key in (pygame.K_1, pygame.K_2, pygame.K_RETURN):
        press(app, key)  # the table's action keys
    assert app.top is viewer and viewer.step == 0 and viewer.table.session.log == []


def test_replay_step_renders_a_png(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Here, not under tests/engine: it opens a (headless) window, whose threads must not exist
    when the engine tests fork worker processes."""
    from main import main
    from tests.engine.core.test_replay import fatal_fight_save

    path = fatal_fight_save(tmp_path)
    out = tmp_path / "step.png"
    assert main(["replay", str(path), "--step", "12", "--out", str(out), "--seat", "2", "--lang", "ja"]) == 0
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert "30 手中 12 手目" in capsys.readouterr().out  # --lang ja words the message too



def test_everything_is_offered_only_once_the_game_has_ended(app: App) -> None:
    """Issue #16: after the game ended the view may be everything (every hand face up)."""
    saved_game(steps=5)  # one card short of the end
    viewer = open_viewer(app)
    assert not viewer.tape.ended and ALL not in viewer.viewpoints()
    for _ in range(4):  # sealed: only the onlooker, never everything
        press(app, pygame.K_s)
        assert viewer.seat != ALL
    with pytest.raises(EngineError, match="only once the game has ended"):
        ReplayScreen(app, viewer.tape, seat=ALL)


def test_everything_after_the_game_ended_shows_every_hand(app: App) -> None:
    saved_game(steps=6)  # three tricks: the game is over
    viewer = open_viewer(app)
    assert viewer.tape.ended and viewer.viewpoints()[-1] == ALL
    viewer.seek(2)  # mid-game in the replay of a finished game
    state = viewer.table.session.state
    hands = set(state.hands[0]) | set(state.hands[1])
    assert not faces_at(app, viewer) >= hands  # seat 1's view: the other hand stays hidden
    while viewer.seat != ALL:
        click(app, find_button(viewer, viewer.seat_label()))
    assert faces_at(app, viewer) >= hands and "everything" in viewer.seat_label()
    assert not any("plays a card face down" in line for line in viewer.log.lines)  # every event read whole
    assert all(not e.hidden_from(EVERY_SEAT) for _, e in viewer.tape.events)
    click(app, find_button(viewer, "▶"))
    assert viewer.step == 3 and faces_at(app, viewer) >= set(viewer.table.session.state.hands[0])


def test_rounds_seek_by_buttons_keys_and_a_typed_number(app: App) -> None:
    saved_game(steps=6)
    viewer = open_viewer(app)
    starts = [start for start, _ in viewer.tape.rounds]
    assert starts == [0, 2, 4]  # a trick is a round of the toy game: two cards each
    click(app, find_button(viewer, "▷"))
    assert viewer.step == 2 and viewer.log.step == 2  # the log lights the current step
    assert viewer._round_label is not None and viewer._round_label.text == "trick 2 (2 / 3)"  # noqa: SLF001
    press(app, pygame.K_RIGHTBRACKET)
    assert viewer.step == 4
    press(app, pygame.K_RIGHT)
    click(app, find_button(viewer, "◁"))
    assert viewer.step == 4  # back to the start of this round first
    press(app, pygame.K_LEFTBRACKET)
    assert viewer.step == 2 and viewer.log.step == 2
    entry = viewer._round_entry  # noqa: SLF001
    assert entry is not None
    for text, expected in (("1", 0), ("3", 4), ("9", 4)):
        click(app, entry)
        entry.set_text("")
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text, window=None))
        press(app, pygame.K_RETURN)
        assert viewer.step == expected and viewer.log.step == expected, text
    assert app.top is viewer  # Enter in the field was text, not a shortcut


def test_replay_cli_refuses_everything_of_a_game_not_over(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from main import main
    from tests.engine.core.test_replay import fatal_fight_save

    path = fatal_fight_save(tmp_path)
    out = tmp_path / "all.png"
    assert main(["replay", str(path), "--step", "3", "--out", str(out), "--seat", "all"]) == 2
    assert "only once the game has ended" in capsys.readouterr().err and not out.exists()


def test_finding_1_the_replay_cli_renders_everyones_view_for_every_seat_of_a_game_not_over(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Done-when of issue #21: --seat S on an unfinished game renders the onlooker's view for
    every S (the pictures are identical) and says so on stderr."""
    from engine.alchemic.game import Alchemic
    from main import main
    from screens.cli.sample_saves import play

    session = Session.new(Alchemic.load(), {"decks": ["flame-academy", "shadow-legion"], "players": ["Aoi", "Ben"]}, 3)
    play(session, 12, 1)
    assert not session.game.is_over(session.state)
    path = tmp_path / "alchemic.json"
    write_save(path, session, {"saved_at": "2025-04-01T19:30:00+09:00"})
    pictures = []
    for seat in ("1", "2"):
        out = tmp_path / f"seat{seat}.png"
        assert main(["replay", str(path), "--step", "10", "--out", str(out), "--seat", seat]) == 0
        assert "not over: the replay is sealed" in capsys.readouterr().err
        pictures.append(pygame.image.load(str(out)))
    assert pygame.image.tobytes(pictures[0], "RGB") == pygame.image.tobytes(pictures[1], "RGB")


def test_replay_cli_renders_everything_of_a_finished_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from engine.alchemic.game import Alchemic
    from main import main
    from screens.cli.sample_saves import play

    session = Session.new(Alchemic.load(), {"decks": ["flame-academy", "shadow-legion"], "players": ["Aoi", "Ben"]}, 3)
    play(session, 500, 1)
    assert session.game.is_over(session.state)
    path = tmp_path / "alchemic.json"
    write_save(path, session, {"saved_at": "2025-04-01T19:30:00+09:00"})
    out = tmp_path / "all.png"
    assert main(["replay", str(path), "--step", "8", "--out", str(out), "--seat", "all", "--lang", "ja"]) == 0
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and "すべて" in capsys.readouterr().out
