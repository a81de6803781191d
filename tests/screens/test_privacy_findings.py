"""Issue #21, clicked through headless: one test per finding of the two-player peeking session
(findings 1 and 2 also in test_replay_screen.py and test_curtain.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from engine.alchemic import actions as AA
from engine.alchemic.events import BattleResolved
from engine.core.kernel.session import Session
from engine.mysaga import actions as MA
from engine.sandbox import actions as SA
from screens.alchemic.table import AlchemicTable
from screens.dannocomachi.screenshots import _put
from screens.dannocomachi.table import DannoTable
from screens.kit import curtain, moment
from screens.mysaga.table import MySagaTable
from screens.shell.app import App
from screens.shell.title import TitleScreen
from tests.engine.dannocomachi.table_helpers import SETUP
from tests.screens import app_at_title, click_at, find_button, make_app, press, pump


@pytest.fixture(autouse=True)
def no_arm_delay(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(curtain, "ARM_SECONDS", 0.0)
    monkeypatch.setattr(moment, "ARM_SECONDS", 0.0)


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> App:
    return app_at_title(tmp_path, monkeypatch)


def push(app: App, table: Any) -> Any:
    app.push(table)
    table.curtain.lift()
    pump(app)
    return table


def drawn_views(monkeypatch: pytest.MonkeyPatch, cls: type) -> list[Any]:
    """Every viewer the table draws a view for, frame by frame."""
    seen: list[Any] = []
    draw_table = cls.draw_table

    def spy(self: Any, surface: pygame.Surface, view: Any) -> None:
        seen.append(self.viewer)
        draw_table(self, surface, view)

    monkeypatch.setattr(cls, "draw_table", spy)
    return seen


def lift(app: App, table: Any) -> None:
    """The next person clicks the cover (the moment first, then the curtain)."""
    click_at(app, (app.surface.get_width() // 2, app.surface.get_height() // 2))


def mysaga(app: App, seats: list[dict[str, Any]] | None = None) -> MySagaTable:
    setup = {"seats": seats or [{"name": "Aki", "deck": "blaze"}, {"name": "Ren", "deck": "tide"}]}
    return push(app, MySagaTable(app, Session.new(MySagaTable.make_game(app), setup, 5, "strict")))


def mysaga_to_round_one_picks(app: App, table: MySagaTable) -> None:
    """Both pre-round cards, then Aki's face-down pick: Ren is to pick."""
    for _ in range(2):
        table.play(table.session.legal_actions(table.viewer)[0])
        lift(app, table)
    table.play(next(a for a in table.session.legal_actions(0) if isinstance(a, MA.PickCard)))
    lift(app, table)
    assert table.viewer == 1 and not table.curtain.down


def test_finding_3_hand_to_bot_brings_the_curtain_before_the_next_persons_hand(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ren hands his seat to the bot while choosing: the next view is Aki's, behind the curtain,
    though Aki is now the only person at the table; the bot picks for Ren once Aki is there."""
    table = mysaga(app)
    mysaga_to_round_one_picks(app, table)
    views = drawn_views(monkeypatch, MySagaTable)
    click_at(app, find_button(table, "Hand to bot").rect.center)
    pump(app, 4, dt=0.5)
    assert 1 in table.bots.seats()
    assert table.curtain.down and table.curtain.name == "Aki"
    assert set(views) <= {1}  # nothing but Ren's own view was drawn in front of Ren
    lift(app, table)
    pump(app, 6, dt=0.5)
    assert len(table.session.log) == 4 and table.session.log[3]["action"]["seat"] == 1  # the bot picked for Ren


def test_finding_3_taking_a_seat_back_from_the_bot_brings_the_curtain_first(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ren hands his seat to the bot, then comes back: the seat is a person's again (kept out of
    the saved setup), and the curtain comes before anyone's private view."""
    table = mysaga(app)
    mysaga_to_round_one_picks(app, table)
    click_at(app, find_button(table, "Hand to bot").rect.center)
    pump(app, 4, dt=0.5)
    lift(app, table)
    assert 1 in table.bots.seats()
    views = drawn_views(monkeypatch, MySagaTable)
    click_at(app, find_button(table, "Take back a seat").rect.center)
    assert 1 not in table.bots.seats() and "bot" not in table.session.setup["seats"][1]
    assert table.curtain.down
    views.clear()
    pump(app, 4, dt=0.5)
    assert views == []  # behind the curtain nobody's table is drawn
    lift(app, table)
    steps = len(table.session.log)
    pump(app, 6, dt=0.5)
    if table.session.decision().owes(1):
        assert len(table.session.log) == steps  # the bot no longer plays Ren's seat


def test_finding_4_the_reveal_and_the_payout_are_public_moments_before_any_hand(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = mysaga(app)
    mysaga_to_round_one_picks(app, table)
    views = drawn_views(monkeypatch, MySagaTable)
    table.play(next(a for a in table.session.legal_actions(1) if isinstance(a, MA.PickCard)))
    for _ in range(4):  # charges until the reveal: each seat waits, behind the curtain each time
        if table.moment.up:
            break
        lift(app, table)
        waits = [a for a in table.session.legal_actions(table.viewer) if isinstance(a, (MA.Wait, MA.EqualCharge))]
        table.play(waits[0])
    assert table.moment.up and "turned up" in table.moment.moment.headline
    views.clear()
    pump(app)
    assert views == []  # the moment shows no seat's table, so no hand
    assert table.curtain.down  # and the next private view waits behind the curtain
    lift(app, table)
    assert not table.moment.up and table.curtain.down
    for _ in range(200):  # play on to the end of the first game: the payout is a moment too
        if table.moment.up and "Payout" in table.moment.moment.headline:
            break
        if table.moment.up or table.curtain.down:
            lift(app, table)
            continue
        table.play(table.session.legal_actions(table.viewer)[0])
    assert table.moment.up and "Payout" in table.moment.moment.headline
    assert any("KP" in line for line in table.moment.moment.lines)


def alchemic(app: App, seed: int = 3) -> AlchemicTable:
    setup = {"decks": ["flame-academy", "shadow-legion"], "players": ["Aki", "Ren"]}
    return push(app, AlchemicTable(app, Session.new(AlchemicTable.make_game(app), setup, seed, "strict")))


def battling(legal: list[Any]) -> Any:
    """A player who gets a main character out and battles whenever it can."""
    for kind in (AA.KeepHand, AA.PlaceCharacter, AA.DeclareBattle, AA.PickBattleCard, AA.EndTurn):
        found = [a for a in legal if isinstance(a, kind) and not getattr(a, "rebound", False)]
        if found:
            return found[0]
    return legal[0]


def test_finding_4_the_battle_result_is_a_moment_before_the_defenders_hand(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    table = alchemic(app)
    views = drawn_views(monkeypatch, AlchemicTable)
    for _ in range(300):
        if table.moment.up or table.curtain.down:
            lift(app, table)
            continue
        legal = table.session.legal_actions(table.viewer)
        before = len(table.session.events)
        views.clear()
        table.play(battling(legal))
        if any(isinstance(e, BattleResolved) for _, e in table.session.events[before:]):
            break
    shown = table.moment.moment
    assert table.moment.up and shown.headline == "Battle result"
    assert shown.picture is not None and shown.lines == ["5. Undefended: Aki hits for 3."]  # the picture shows both cards
    pump(app)
    assert views == []  # nobody's hand behind the result


def test_finding_4_the_game_over_banner_names_the_winner_and_offers_a_rematch(app: App) -> None:
    from screens.cli.sample_saves import play

    game = AlchemicTable.make_game(app)
    setup = {"decks": ["flame-academy", "shadow-legion"], "players": ["Aki", "Ren"]}
    whole = Session.new(game, setup, 3, "strict")
    play(whole, 500, 1)
    assert game.is_over(whole.state)
    table = push(app, AlchemicTable(app, Session.replay(game, setup, 3, whole.log[:-1])))
    table.play(game.codec.decode(whole.log[-1]["action"]))  # the last step, played at the table
    assert table.moment.up and table.moment.moment.over
    banner = table.moment.moment
    assert banner.scores == [f"{s.name}: life {s.life}" for s in table.session.view(None).sides]
    assert any("wins" in line or "draw" in line.lower() for line in banner.lines), banner.lines
    pump(app)
    click_at(app, next(rect for rect, key in table.moment._buttons if key == "rematch").center)  # noqa: SLF001
    rematch = app.top
    assert isinstance(rematch, AlchemicTable) and rematch is not table
    assert rematch.session.setup == table.session.setup and rematch.session.log == []


def test_finding_5_a_character_turned_face_down_is_named_to_nobody_else(app: App) -> None:
    table = push(app, DannoTable.new_game(app, seed=4, setup=SETUP))
    brawler = _put(table, 0, "brawler", "main")
    fox = _put(table, 1, "moon-fox", "main")
    table.play(SA.Flip(1, fox))  # Ren turns his character face down
    table.play(SA.PassControl(1, 0))
    table.curtain.lift()
    table.viewer = 0
    table._view = None  # noqa: SLF001
    table.refresh()
    view = table.view()
    name = table.card_name("moon-fox", "en")
    assert fox not in view.characters and brawler in view.characters
    assert "moon-fox" not in repr(view)
    menu = table.menu_entries(next(s for s in table.spots() if s.card.uid == brawler), None)
    labels = [e.label for e in menu]
    assert any("a face-down card" in label for label in labels) and not any(name in label for label in labels)
    attack = next(e.action for e in menu if getattr(e.action, "target", None) == fox)
    steps = len(table.session.log)
    table.play(attack)
    table.curtain.lift()
    attack_lines = [line for line in table.log_lines() if line.startswith(f"{steps + 1}.")]
    assert attack_lines and not any(name in line for line in attack_lines)
    assert any("a face-down card" in line for line in attack_lines)
    table.viewer = 1  # Ben, who turned it, reads his card's name
    assert any(name in line for line in table.log_lines() if line.startswith(f"{steps + 1}."))


def test_finding_6_every_decision_gets_the_timers_full_time(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch, turn_timer=30)
    app.push(TitleScreen(app))
    table = alchemic(app)
    for _ in range(40):  # to a turn where its player has a character to place, then more to do
        if table.curtain.down or table.moment.up:
            lift(app, table)
            continue
        legal = table.session.legal_actions(table.viewer)
        if any(isinstance(a, AA.PlaceCharacter) for a in legal):
            break
        table.play(next((a for a in legal if isinstance(a, (AA.KeepHand, AA.EndTurn))), legal[0]))
    seat = table.viewer
    pump(app, 5, dt=5.0)  # 25 of its 30 seconds
    table.play(next(a for a in table.session.legal_actions(seat) if isinstance(a, AA.PlaceCharacter)))
    pump(app, 1, dt=0.01)
    assert table.viewer == seat and table.session.decision().owes(seat)  # the same player decides again
    assert table._status is not None and "0:30 left" in table._status.text  # noqa: SLF001
    pump(app, 5, dt=5.0)
    assert len(table.session.log) and not table.session.log[-1]["timeout"]  # 25 s: not run out


def test_finding_7_a_timeout_is_marked_as_one_in_the_log(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.engine.core.toy_pick import ToyPick
    from tests.screens import ToyPickTable

    app = make_app(tmp_path, monkeypatch, turn_timer=30)
    table = push(app, ToyPickTable(app, Session.new(ToyPick(), {"seat_names": ["Aoi", "Ben"]}, 3, "strict")))
    table.play(table.session.legal_actions(0)[0])
    lift(app, table)
    pump(app, 3, dt=11.0)
    assert table.session.log[-1]["timeout"]
    lines = table.log_lines()
    assert lines[-1].startswith("(time ran out) 2.") and not lines[0].startswith("(time ran out)")


def test_finding_7_undo_against_a_bot_is_greyed_with_the_reason(app: App) -> None:
    table = mysaga(app, [{"name": "Aki", "deck": "blaze"}, {"name": "Bot", "deck": "tide", "bot": "heuristic"}])
    table.play(table.session.legal_actions(0)[0])  # Aki's pre-round card, then the bot's
    pump(app, 4, dt=0.5)
    steps = len(table.session.log)
    assert table.session.log[-1]["action"]["seat"] == 1 and table.viewer == 0
    assert not find_button(table, "Undo").is_enabled
    table.undo()
    assert "Bot has moved since your last move" in app.toasts[-1].text and len(table.session.log) == steps


def test_finding_7_esc_on_the_curtain_asks_before_leaving(app: App) -> None:
    table = mysaga(app)
    table.play(table.session.legal_actions(0)[0])
    assert table.curtain.down
    press(app, pygame.K_ESCAPE)
    assert app.top is table and table.curtain.asking
    click_at(app, next(rect for rect, key in table.curtain._buttons if key == "stay").center)  # noqa: SLF001
    assert app.top is table and table.curtain.down and not table.curtain.asking
    click_at(app, next(rect for rect, key in table.curtain._buttons if key == "menu").center)  # noqa: SLF001
    assert table.curtain.asking and app.top is table
    pump(app)
    click_at(app, next(rect for rect, key in table.curtain._buttons if key == "leave").center)  # noqa: SLF001
    assert isinstance(app.top, TitleScreen)


def test_finding_7_the_strict_refusal_after_placing_a_card_says_what_happened(app: App) -> None:
    table = alchemic(app)
    for _ in range(40):
        if table.curtain.down or table.moment.up:
            lift(app, table)
            continue
        legal = table.session.legal_actions(table.viewer)
        place = [a for a in legal if isinstance(a, AA.PlaceCharacter)]
        if place:
            table.play(place[0])
            break
        table.play(next((a for a in legal if isinstance(a, (AA.KeepHand, AA.EndTurn))), legal[0]))
    table.undo()
    assert app.toasts[-1].text == "Your character placement showed a card to the table; Strict undo cannot take that back."
