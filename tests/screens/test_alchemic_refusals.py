"""Alchemic table, issue #24: a refused card says its own reason at the card (headless clicks), the
bar holds no hand card, the hover zoom is drawn over the action bar, cards are table faces."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from engine.alchemic import actions as A
from engine.alchemic.state import AlchemicState
from engine.core.i18n.catalog import msg
from engine.core.kernel.session import Session
from screens.alchemic.table import DEFAULT_DECKS, AlchemicTable
from screens.kit import curtain
from screens.kit.i18n import engine_message
from screens.kit.table_face import floor_px
from screens.shell.app import App
from tests.engine.alchemic.helpers import card, play, position, side
from tests.screens import click_at, make_app, pump

SETUP = {"decks": DEFAULT_DECKS, "players": ["Aki", "Ren"]}


@pytest.fixture(autouse=True)
def no_arm_delay(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(curtain, "ARM_SECONDS", 0.0)


def _table(app: App, state: AlchemicState) -> AlchemicTable:
    session = Session.new(AlchemicTable.make_game(app), SETUP, 1)
    session.state = state
    session.setup["bots"] = {"1": "heuristic"}  # solo: no curtain, the person is seat 0
    screen = AlchemicTable(app, session)
    app.push(screen)
    pump(app)
    return screen


def _click_card(app: App, screen: AlchemicTable, name: str) -> str:
    """Click the hand card ``name``; the words of the note shown at it."""
    hand = screen.view().sides[0].hand
    index = next(i for i, c in enumerate(hand) if c.rpartition("#")[0] == name)
    slot = screen.hand.slots[index]
    click_at(app, (round(slot.center.x), round(slot.center.y + slot.size[1] * 0.3)))
    assert screen.note is not None, name
    rect = screen._hand_rect(index)
    assert rect is not None and screen.note.anchor == rect  # at the card
    return screen.note.text


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_refused_card_of_each_cause_shows_its_own_reason(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                           lang: str) -> None:
    app = make_app(tmp_path, monkeypatch, language=lang)

    def words(key: str, **fields: object) -> str:
        return engine_message(msg(f"alchemic.refusal.{key}", **fields), lang)

    level = "格闘" if lang == "ja" else "combat"
    state = position(side(0, main="mira-ashgrove", hand=("ambush", "feint-strike", "nina-bolt")),
                     side(1, main="nina-bolt"), turn=1)
    screen = _table(app, state)
    seen = {
        _click_card(app, screen, "ambush"): words("level_low", gauge=msg("alchemic.gauge.combat"), level=2),
        _click_card(app, screen, "feint-strike"): words("first_turn"),
    }
    screen.play(A.PlaceCharacter(0, card(state, 0, "nina-bolt")))
    pump(app)
    state.players[0].hand.put_top("sergeant-rowe#0.x")
    screen._view = None
    screen.refresh()
    seen[_click_card(app, screen, "sergeant-rowe")] = words("placed_already")
    for shown, expected in seen.items():
        assert shown == expected
    assert len(set(seen)) == 3  # three causes, three different reasons
    assert level in next(iter(seen))  # "needs Combat Lv2" names the gauge

    state = position(side(0, main="nina-bolt", hand=("feint-strike", "stone-wall", "drill")),
                     side(1, main="nina-bolt", hand=("braced-stance",)))
    screen = _table(app, state)
    play(state, A.DeclareBattle(0))
    screen._view = None
    screen.refresh()
    pump(app, 8)  # the bot defender puts its card down first (a change clears notes)
    assert state.battle is not None and state.battle.defence is not None
    assert _click_card(app, screen, "stone-wall") == words("alchemy_users")
    assert _click_card(app, screen, "drill") == words("not_battle_card")


def test_hovering_a_greyed_card_says_why_and_a_usable_card_plays_on_a_click(tmp_path: Path,
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    state = position(side(0, main="mira-ashgrove", hand=("ambush", "drill")), side(1, main="nina-bolt"))
    screen = _table(app, state)
    hand = screen.view().sides[0].hand
    ambush = next(i for i, c in enumerate(hand) if c.startswith("ambush"))
    assert screen.hand.legal == {i for i, c in enumerate(hand) if c.startswith("drill")}  # lit = legal
    assert screen.reasons[ambush] == engine_message(screen.game.card_refusal(state, 0, hand[ambush]), "en")
    assert not any(isinstance(a, (A.PlayEvent, A.PlaceCharacter, A.PickBattleCard)) for a in screen.bar_actions([]))
    drill = hand.index(next(c for c in hand if c.startswith("drill")))
    slot = screen.hand.slots[drill]
    click_at(app, (round(slot.center.x), round(slot.center.y + slot.size[1] * 0.3)))
    assert hand[drill] not in state.players[0].hand  # the event was played by clicking its card


def test_the_hover_zoom_is_drawn_over_the_action_bar(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    state = position(side(0, main="mira-ashgrove", hand=("ambush", "drill", "feint-strike", "lunge")),
                     side(1, main="nina-bolt"))
    screen = _table(app, state)
    bar = screen.action_bar
    assert bar.buttons
    slot = screen.hand.slots[0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(round(slot.center.x), round(slot.center.y)),
                                         rel=(0, 0), buttons=(0, 0, 0)))
    pump(app)
    surface = pygame.Surface(app.surface.get_size())
    screen.draw(surface)
    screen.draw_over(surface)
    shown = screen.preview_rect
    assert shown is not None
    over = [bar.button_rect(i).clip(shown) for i in range(len(bar.buttons))]
    over = [r for r in over if r.width and r.height]
    assert over, "the zoom should reach the bar in this position"
    zoom = screen.preview.renderer.surface_for(screen.preview.item, height=shown.height)
    x, y = over[0].center
    assert surface.get_at((x, y))[:3] == zoom.get_at((x - shown.left, y - shown.top))[:3]


@pytest.mark.parametrize(("size", "scale"), [((1280, 720), 1.0), ((1920, 1080), 1.5)])
def test_every_card_on_the_table_is_a_table_face_at_the_floor(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                              size: tuple[int, int], scale: float) -> None:
    app = make_app(tmp_path, monkeypatch, ui_scale=scale, window_size=size)
    assert app.settings.ui_scale == scale and app.surface.get_size() == size
    state = position(side(0, main="mira-ashgrove", supports=("medic-sera",), hand=("ambush", "drill", "lunge")),
                     side(1, main="nina-bolt", hand=("drill",)))
    screen = _table(app, state)
    surface = pygame.Surface(size)
    screen.draw(surface)
    faces = screen.faces
    assert faces.draws > 0
    for rect, item in screen.hotspots:
        facts = faces.facts(item, rect.size, lang="en", scale=scale)
        assert facts.texts and facts.smallest() >= floor_px(scale)


def test_a_click_on_ones_character_uses_its_ability_or_says_why_not(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, monkeypatch)
    state = position(side(0, main="garen-stoneheart", hand=("drill",)), side(1, main="nina-bolt"))
    screen = _table(app, state)
    assert screen.layout is not None
    main = screen.layout.bottom.slots[0]
    life = state.players[0].life
    click_at(app, main.center)
    assert state.flags.ability and state.players[0].life < life  # Garen's paid ability was used
    click_at(app, main.center)
    assert screen.note is not None and screen.note.anchor == main
    assert screen.note.text == engine_message(msg("alchemic.refusal.ability_used"), "en")
