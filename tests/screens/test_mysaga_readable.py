"""The My Crypto Saga table, readable (issue #24): kit table faces and hand, layout from the window
and the UI scale, text at or above the 12 px floor, cut text whole on hover, every refusal with
the engine's reason. Headless: clicks go through the app's event loop."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from engine.core.kernel.session import Session
from engine.mysaga import actions as A
from screens.cli.screenshot import render
from screens.kit import curtain
from screens.kit.text.probe import TextProbe
from screens.mysaga import screenshots
from screens.mysaga.bar import CHARGE_KEYS
from screens.mysaga.layout import NEEDS_AT_1X
from screens.mysaga.table import MySagaTable
from screens.shell.app import App
from tests.screens import click_at, make_app, pump

SEATS = [{"name": "Aki", "deck": "blaze"}, {"name": "Ren", "deck": "tide"}, {"name": "Mio", "deck": "radiance"},
         {"name": "Sora", "deck": "nightfall"}]


@pytest.fixture(autouse=True)
def no_arm_delay(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(curtain, "ARM_SECONDS", 0.0)


def _table(app: App, seats: int = 2, names: list[str] | None = None) -> MySagaTable:
    setup = {"seats": [dict(s, name=n) for s, n in zip(SEATS[:seats], names or [s["name"] for s in SEATS], strict=False)]}
    session = Session.new(MySagaTable.make_game(app), setup, 5, "strict")
    table = MySagaTable(app, session)
    app.push(table)
    table.curtain.lift()
    pump(app)
    return table


def _move(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pump(app)


def _next_seat(app: App, table: MySagaTable) -> None:
    table.moment.close()
    if table.curtain.down:
        table.curtain.lift()
    pump(app)


def test_clicking_a_hand_card_plays_it_and_the_hand_is_the_kits(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    table = _table(app)
    hand = table.view().seats[0].hand
    assert len(table.hand.slots) == 3 and table.hand.legal == {0, 1, 2}  # lit from the legal actions
    click_at(app, (round(table.hand.slots[1].center.x), round(table.hand.slots[1].center.y)))
    assert table.session.game.codec.decode(table.session.log[0]["action"]) == A.PlayPreRound(0, hand[1])


def test_a_hand_card_refused_now_says_why_and_changes_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    table = _table(app)
    session = table.session
    while session.state.phase != "charge":  # both pre-rounds, both picks
        session.apply(session.legal_actions()[0])
        table._changed(table.viewer)
        _next_seat(app, table)
    assert table.hand.legal == frozenset()  # nothing to play in a charge: every card greyed
    drawn: list[str] = []
    monkeypatch.setattr("screens.mysaga.table.draw_tooltip", lambda surface, text, anchor, px: drawn.append(text))
    first = table.hand.slots[0]
    _move(app, (round(first.center.x), round(first.center.y)))
    assert drawn and drawn[0] == "Not now: a charge action."  # hovering it says why, at the card
    before = (len(session.log), session.game.encode_state(session.state))
    slot = table.hand.slots[0]
    click_at(app, (round(slot.center.x), round(slot.center.y)))
    assert (len(session.log), session.game.encode_state(session.state)) == before and app.toasts
    assert "Not now: a charge action." in app.toasts[-1].text  # the engine's reason, not a generic line


def test_every_charge_action_is_on_the_bar_the_refused_ones_greyed_with_the_engines_reason(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    table = _table(app)
    session = table.session
    while session.state.phase != "charge":
        session.apply(session.legal_actions()[0])
        table._changed(table.viewer)
        _next_seat(app, table)
    buttons = table.action_bar.buttons
    assert [type(b.action) for b in buttons] == list(CHARGE_KEYS) and [b.hotkey for b in buttons if b.enabled] == [
        CHARGE_KEYS[type(b.action)] for b in buttons if b.enabled]
    assert [b.action for b in buttons if b.enabled] == session.legal_actions(table.viewer)
    refused = [b for b in buttons if not b.enabled]
    assert refused and all(isinstance(b.reason, str) and b.reason for b in refused)
    equal = next(b for b in refused if isinstance(b.action, A.EqualCharge))  # nobody has charged yet
    assert equal.reason == "Equal Charge needs someone to have charged first."
    index = buttons.index(equal)
    _move(app, table.action_bar.button_rect(index).center)
    assert table.action_bar.hovered_reason() == equal.reason  # the tooltip on the greyed button
    click_at(app, table.action_bar.button_rect(index).center)
    assert session.state.betting.level == 0  # a greyed button does nothing
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_c, mod=0, unicode="c", scancode=0))
    pump(app)
    assert isinstance(session.game.codec.decode(session.log[-1]["action"]), A.Charge)  # C is Charge, always


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_every_seat_row_and_the_hand_fit_at_1280x720_and_grow_with_the_scale(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, seats: int) -> None:
    assert MySagaTable.NEEDS_AT_1X == NEEDS_AT_1X == (1280, 720)
    sizes = []
    for window, scale in (((1280, 720), 1.0), ((1920, 1080), 1.25), ((1920, 1080), 1.5)):
        app = make_app(tmp_path, monkeypatch, window_size=window, ui_scale=scale)
        table = _table(app, seats)
        layout = table.layout
        assert layout is not None
        cells = [c for column in layout.cells for c in column]
        inside = table.table_rect
        for rect in [*cells, *layout.panels, layout.hand, layout.header, *layout.heads]:
            assert inside.contains(rect), (window, scale, rect)
        assert not any(a.colliderect(b) for i, a in enumerate(cells) for b in cells[i + 1:])
        assert min(c.height for c in cells) >= round(60 * scale)  # a name line and a line of chips at the floor
        assert all(inside.contains(pygame.Rect(s.center - pygame.Vector2(s.size) / 2, s.size)) for s in table.hand.slots)
        sizes.append((cells[0].height, layout.hand_card[1]))
    assert sizes[2][1] >= round(sizes[0][1] * 1.5) - 1  # 150 % on 1920×1080: hand cards 1.5× those at 100 %
    assert sizes[1][0] > sizes[0][0]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("build", [screenshots.charge_decision_2, screenshots.charge_decision_4,
                                   screenshots.payout, screenshots.setup_screen])
def test_no_text_under_the_floor(build: object, lang: str) -> None:
    """Every text with a letter or digit is drawn at 12 px or more at 100 % on 1280×720, and at
    18 px or more at 150 % on 1920×1080 (the rendered size: font size × the shrink it is shown at)."""
    for size, scale, floor in (((1280, 720), 1.0, 12), ((1920, 1080), 1.5, 18)):
        with TextProbe() as probe:
            render(build, 1, lang, size, scale, probe)  # type: ignore[arg-type]
        small = [d for d in probe.sizes() if d.has_words and d.px < floor]
        assert not small, (size, scale, small[:5])


def test_a_cut_name_ends_in_an_ellipsis_and_shows_whole_on_hover(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    long = "ウォルフガング・アマデウス"  # 13 of the 16 characters a name may have
    table = _table(app, 4, names=["Aki", long, "Mio", "Sora"])
    pump(app)
    tips = [(rect, text) for rect, text in table._tips if long in text]
    assert tips and all(table.layout.panels[1].contains(rect) for rect, _t in tips)  # cut inside its panel
    rect, _text = tips[0]
    drawn: list[str] = []
    monkeypatch.setattr("screens.mysaga.table.draw_tooltip",
                        lambda surface, text, anchor, px: drawn.append(text))
    _move(app, rect.center)
    assert drawn and long in drawn[-1]


def test_the_greyed_take_back_says_why(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    table = _table(app)
    drawn: list[str] = []
    monkeypatch.setattr("screens.mysaga.table.draw_tooltip",
                        lambda surface, text, anchor, px: drawn.append(text))
    assert table._take_back is not None and not table._take_back.is_enabled
    _move(app, table._take_back.rect.center)
    assert drawn[-1] == "No seat was handed to a bot at this table."


def test_the_coach_lights_the_hand_card_and_speaks_off_the_header_and_panels(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    table = _table(app, 4)
    layout = table.layout
    assert layout is not None
    play = table.session.legal_actions(0)[1]
    rect = table.action_rect(play)
    slot = table.hand.slots[1]
    assert rect is not None and rect.collidepoint(slot.center) and table.action_rect(A.Wait(0)) is None
    area = table.coach_area()
    assert table.table_rect.contains(area) and not area.colliderect(layout.header)
    assert not any(area.colliderect(panel) for panel in layout.panels) and not area.colliderect(layout.hand)


def test_edited_card_data_is_drawn_from_the_new_layouts(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    table = _table(app)
    before = table.faces
    db = table.session.game.db
    assert db is not None
    table.data_changed(db)
    pump(app)
    assert table.faces is not before and table.hand.renderer.faces is table.faces  # type: ignore[attr-defined]
    assert table.faces.draws > 0 and not app.errors  # the cards were painted again, from the new faces
