"""Issue #24 on the Fatal Fight table: a bigger UI scale really is bigger (as far as the window
holds the table, then it says so), and a refused control keeps its reason where the player looks."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from engine.fatal_fight import actions as A
from engine.fatal_fight.game import FatalFight
from screens.fatal_fight.layout import NEEDS_AT_1X
from screens.fatal_fight.screenshots import campaign, hand_of_six, play_until, table_for
from screens.fatal_fight.table import FatalFightTable
from screens.kit.i18n import engine_message
from screens.kit.scale import largest_fit
from screens.shell.app import App
from screens.shell.title import TitleScreen
from tests.screens import make_app, pump


def _table_at(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, window: tuple[int, int], scale: float) -> tuple[App, FatalFightTable]:
    app = make_app(tmp_path / f"{window[0]}-{scale}", monkeypatch, ui_scale=scale, window_size=window)
    app.push(TitleScreen(app))
    table = hand_of_six(app, 1)
    app.push(table)
    pump(app)
    return app, table


def _scale_notices(app: App, wanted: float) -> list[str]:
    """The toasts that name the scale asked for (the table's notice, or the app's own cap notice)."""
    return [t.text for t in app.toasts if f"{round(wanted * 100)}" in t.text and not t.error]


def _measures(table: FatalFightTable) -> dict[str, Any]:
    parts = table.parts
    assert parts is not None
    geo = parts.board.geo
    return {"cell": geo.cell(4).size, "token": parts.board.token_radius(), "card": parts.hand.card_height,
            "scale": table.look.scale}


def test_a_bigger_scale_gives_a_bigger_board_tokens_and_cards_on_1920x1080(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Cells, hero tokens and hand cards at 150 % > 125 % > 100 % (the layout comes from window × scale)."""
    seen = [_measures(_table_at(tmp_path, monkeypatch, (1920, 1080), s)[1]) for s in (1.0, 1.25, 1.5)]
    assert [m["scale"] for m in seen] == [1.0, 1.25, 1.5]
    small, middle, big = seen
    assert small["cell"][0] < middle["cell"][0] < big["cell"][0], seen
    assert small["cell"][1] < middle["cell"][1] < big["cell"][1], seen
    assert small["token"] < middle["token"] < big["token"], seen
    assert small["card"] < middle["card"] < big["card"], seen


def test_a_scale_the_window_cannot_hold_is_drawn_at_the_largest_that_fits_and_said(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """1280×720 holds the table at 100 % only (NEEDS_AT_1X): 125 % and 150 % draw it at 100 % (the same
    board, but for the room the shell's own bigger buttons take), and a notice says so once; at 100 %
    nothing is said."""
    assert largest_fit((1280, 720), NEEDS_AT_1X) == 1.0 and largest_fit((1920, 1080), NEEDS_AT_1X) == 1.5
    assert FatalFightTable.NEEDS_AT_1X == NEEDS_AT_1X
    base_app, base = _table_at(tmp_path, monkeypatch, (1280, 720), 1.0)
    assert not _scale_notices(base_app, 1.0)
    for scale in (1.25, 1.5):
        app, table = _table_at(tmp_path, monkeypatch, (1280, 720), scale)
        said = [t for t in _scale_notices(app, scale) if "100" in t.replace(str(round(scale * 100)), "")]
        assert len(said) == 1, _scale_notices(app, scale)  # the table's: shown at 100 % (the title has its own)
        now, was = _measures(table), _measures(base)  # the table at 100 % under the shell's bigger buttons
        assert now["scale"] == was["scale"] == 1.0 and now["token"] == was["token"]
        assert abs(now["card"] - was["card"]) <= 6 and all(abs(a - b) <= 3 for a, b in zip(now["cell"], was["cell"], strict=True))
        table.rebuild()  # the same window again (a rebuild, a language change): not said twice
        pump(app)
        assert len([t for t in _scale_notices(app, scale) if "100" in t.replace(str(round(scale * 100)), "")]) == 1


def test_special_stays_on_the_bar_greyed_with_the_engines_reason(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue #24: once the attacker cannot pay for another special move (FF-R5c), "+ Special" stays on
    the bar greyed, its tooltip the engine's reason; a click on it sends nothing."""
    app = make_app(tmp_path, monkeypatch)
    session = campaign(app, 1)
    game = session.game
    assert isinstance(game, FatalFight)

    def can_attack_with_special(s: object) -> bool:
        start = [a for a in session.legal_actions() if isinstance(a, A.StartAttack)]
        return bool(start) and game.cards.characters[session.state.heroes[start[0].seat].character].special.is_attack

    assert play_until(session, can_attack_with_special)
    start = next(a for a in session.legal_actions() if isinstance(a, A.StartAttack))
    session.apply(start)
    while any(isinstance(a, A.AddSpecial) for a in session.legal_actions()):
        session.apply(A.AddSpecial(start.seat))
    table = table_for(app, session)
    app.push(table)
    pump(app)
    bar = table.action_bar
    special = next(i for i, b in enumerate(bar.buttons) if isinstance(b.action, A.AddSpecial))
    button = bar.buttons[special]
    reason = engine_message(game.explain_illegal(session.state, A.AddSpecial(start.seat)), "en")
    assert not button.enabled and button.reason == reason and reason
    rect = bar.button_rect(special)
    above = pygame.Rect(rect.left, rect.top - 40, rect.width, 36).clip(app.surface.get_rect())
    before = app.surface.subsurface(above).copy()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(1, 0), buttons=(0, 0, 0)))
    pump(app)
    assert bar.hovered == special
    after = app.surface.subsurface(above)
    assert any(before.get_at((x, y)) != after.get_at((x, y)) for x in range(0, above.width, 3)
               for y in range(0, above.height, 3)), "the reason is drawn over the greyed button"
    steps = len(session.log)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rect.center, button=1))
    pump(app)
    assert len(session.log) == steps
