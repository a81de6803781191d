"""The FERTCG table (issue #12), clicked through headless: lay out a unit, a weapon and a surprise,
declare an attack through the panel, and the pool drops by the formula's total with the breakdown logged."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from engine.core.kernel.session import Session
from engine.fertcg.actions import DeclareAttack
from engine.fertcg.cards import Attack, attack_cost
from engine.sandbox import actions as A
from screens.fertcg.panel import Item
from screens.fertcg.table import FertcgTable
from screens.kit.i18n import tr
from screens.shell.app import App
from tests.engine.fertcg.table_helpers import GAME, SETUP
from tests.screens import make_app, pump


def mouse(app: App, kind: int, pos: tuple[int, int], **extra: Any) -> None:
    if kind == pygame.MOUSEMOTION:
        extra.setdefault("rel", (0, 0))
        extra.setdefault("buttons", (1, 0, 0) if extra.pop("held", False) else (0, 0, 0))
    else:
        extra.setdefault("button", 1)
    pygame.event.post(pygame.event.Event(kind, pos=pos, **extra))
    pump(app)


def click(app: App, pos: tuple[int, int]) -> None:
    mouse(app, pygame.MOUSEMOTION, pos)
    mouse(app, pygame.MOUSEBUTTONDOWN, pos)
    mouse(app, pygame.MOUSEBUTTONUP, pos)


def drag(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    mouse(app, pygame.MOUSEMOTION, start)
    mouse(app, pygame.MOUSEBUTTONDOWN, start)
    mouse(app, pygame.MOUSEMOTION, ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2), held=True)
    mouse(app, pygame.MOUSEMOTION, end, held=True)
    mouse(app, pygame.MOUSEBUTTONUP, end)


def dealt(session: Session[Any], seat: int, cards: list[str]) -> None:
    """Fetch ``cards`` from the seat's deck into its hand before the screen opens (a chosen deal)."""
    for card in cards:
        session.apply(A.Peek(seat, f"{seat}.deck"))
        uid = next(p.uid for p in session.state.zones[f"{seat}.deck"] if p.card == card)
        session.apply(A.MoveCard(seat, uid, f"{seat}.hand"))
        session.apply(A.StopPeek(seat))


@pytest.fixture
def table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> FertcgTable:
    app = make_app(tmp_path / "home", monkeypatch, hotseat_privacy=True)
    from screens.shell.title import TitleScreen

    app.push(TitleScreen(app))
    session = Session.new(GAME, SETUP, 5, "lenient")
    dealt(session, 0, ["u-kaito", "w-drowse-sword", "s-flurry"])
    screen = FertcgTable(app, session)
    app.push(screen)
    screen.curtain.lift()
    pump(app)
    return screen


def lay_out(table: FertcgTable, card: str, zone: str) -> str:
    spot = next(s for s in table.spots() if s.key == "0.hand" and s.card.card == card)
    drag(table.app, spot.rect.center, table.geometry().zones[f"0.{zone}"].center)
    return table.session.state.zones[f"0.{zone}"][-1].uid


def bar_button(table: FertcgTable, label: str) -> tuple[int, int]:
    index = next(i for i, b in enumerate(table.action_bar.buttons) if b.label == label)
    return table.action_bar.button_rect(index).center


def item(table: FertcgTable, hit: tuple[str, Any]) -> Item:
    assert table.declaring is not None
    return next(i for i in table.declaring.items if i.hit == hit)


def shown(table: FertcgTable) -> str:
    assert table.declaring is not None
    return "\n".join(i.text for i in table.declaring.items if i.kind in ("formula", "line", "pool", "warn"))


def test_declaring_through_the_panel_spends_the_formulas_total_and_logs_the_breakdown(table: FertcgTable) -> None:
    kaito = lay_out(table, "u-kaito", "units")
    sword = lay_out(table, "w-drowse-sword", "weapons")
    flurry = lay_out(table, "s-flurry", "surprises")
    assert not table.session.state.zones["0.surprises"][-1].face_up
    click(table.app, bar_button(table, tr("fertcg.bar.declare", "en")))
    assert table.declaring is not None
    click(table.app, item(table, ("weapon", sword)).rect.center)
    click(table.app, item(table, ("support", flurry)).rect.center)
    click(table.app, item(table, ("use", (kaito, 1))).rect.center)
    assert "(1 × 2) ± chips −2 (Kaito) = 0" in shown(table) and "Will chips 10 → 10" in shown(table)
    click(table.app, item(table, ("use", (kaito, 1))).rect.center)  # untick: no 【Keen Edge】 this time
    expected = attack_cost(GAME.db, Attack("u-kaito", "w-drowse-sword", supports=("s-flurry",)), "en")
    assert expected.total == 2
    text = shown(table)
    assert "(1 × 2) ± none = 2" in text and "[FE-B1]" in text and "Will chips 10 → 8" in text
    assert item(table, ("confirm", None)).enabled
    click(table.app, item(table, ("confirm", None)).rect.center)
    assert table.declaring is None
    assert table.session.state.counters["0.chips"] == 10 - expected.total
    assert table.session.state.zones["0.surprises"][-1].face_up  # the surprise used is shown
    log = table.log_lines()[-1]
    assert "Aki attacks with Kaito (Drowse Sword) — 2 will chips (10 → 8)" in log
    assert "(1 × 2) ± none = 2" in log and "B attack count ×2 (Flurry): 1 → 2" in log and "[FE-F2]" in log


def test_a_declaration_the_pool_cannot_pay_is_not_lit_and_clicking_it_changes_nothing(table: FertcgTable) -> None:
    kaito = lay_out(table, "u-kaito", "units")
    for _ in range(9):
        table.play(A.AdjustCounter(0, "0.chips", -1))
    pump(table.app)
    click(table.app, bar_button(table, tr("fertcg.bar.declare", "en")))
    assert table.declaring is not None and table.declaring.choice.unit == kaito
    assert table.declaring.choice.uses == {kaito: 1}  # the bar opens on a legal declaration: 【Keen Edge】 used
    click(table.app, item(table, ("use", (kaito, 1))).rect.center)
    assert "This attack spends 2 will chips; the pool holds only 1." in shown(table)
    confirm = item(table, ("confirm", None))
    assert not confirm.enabled
    steps = len(table.session.log)
    click(table.app, confirm.rect.center)
    assert len(table.session.log) == steps and table.session.state.counters["0.chips"] == 1
    click(table.app, item(table, ("use", (kaito, 1))).rect.center)  # 2 − 2 = 0
    assert item(table, ("confirm", None)).enabled
    mouse(table.app, pygame.KEYDOWN, (0, 0), key=pygame.K_RETURN, mod=0, unicode="\r")
    assert table.session.state.counters["0.chips"] == 1 and len(table.session.log) == steps + 1


def test_the_other_seat_counters_after_the_table_is_handed_to_it(table: FertcgTable) -> None:
    session = table.session
    table.play(A.PassControl(0, 1))
    assert table.curtain.down
    table.curtain.lift()
    pump(table.app)
    session.apply(A.Peek(1, "1.deck"))
    sera = next(p.uid for p in session.state.zones["1.deck"] if p.card == "u-sera")
    table.play(A.MoveCard(1, sera, "1.units"))
    table.play(A.StopPeek(1))
    pump(table.app)
    click(table.app, bar_button(table, tr("fertcg.bar.counter", "en")))
    assert table.declaring is not None and "Declare a counter — Ben" in [i.text for i in table.declaring.items]
    click(table.app, item(table, ("confirm", None)).rect.center)
    assert session.state.counters == {"0.chips": 10, "1.chips": 9}
    assert "Ben counters with Sera (no weapon) — 1 will chip (10 → 9)" in table.log_lines()[-1]


def test_clicking_a_card_on_the_table_picks_it_in_the_panel_and_esc_closes(table: FertcgTable) -> None:
    lay_out(table, "u-kaito", "units")
    sword = lay_out(table, "w-drowse-sword", "weapons")
    mouse(table.app, pygame.KEYDOWN, (0, 0), key=pygame.K_a, mod=0, unicode="a")
    assert table.declaring is not None and table.declaring.choice.weapon is None
    spot = next(s for s in table.spots() if s.card.uid == sword)
    assert not table.declaring.rect.collidepoint(spot.rect.center)  # the player's side stays in view
    click(table.app, spot.rect.center)
    assert table.declaring.choice.weapon == sword and sword in table.chosen()
    mouse(table.app, pygame.KEYDOWN, (0, 0), key=pygame.K_ESCAPE, mod=0, unicode="\x1b")
    assert table.declaring is None and table.session.state.counters["0.chips"] == 10


def test_the_screenshot_state_shows_the_breakdown(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from screens.fertcg.screenshots import breakdown_open
    from screens.shell.title import TitleScreen

    app = make_app(tmp_path / "home", monkeypatch, language="ja")
    app.push(TitleScreen(app))
    screen = breakdown_open(app, 1)
    app.push(screen)
    pump(app)
    assert screen.declaring is not None
    assert "(1 × 2) ± 消費チップ−2（カイト） = 0" in shown(screen) and "[FE-B2]" in shown(screen)


def test_the_title_opens_the_setup_and_start_seats_both_decks(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from screens.fertcg.setup import FertcgSetup
    from screens.shell.games import new_game_screen
    from screens.shell.title import TitleScreen
    from tests.screens import click as click_widget
    from tests.screens import find_button

    app = make_app(tmp_path / "home", monkeypatch)
    app.push(TitleScreen(app))
    setup = new_game_screen(app, "fertcg")
    assert isinstance(setup, FertcgSetup)
    app.push(setup)
    pump(app)
    assert setup.decks == ["azure-blades", "starlight-circle"]
    click_widget(app, find_button(setup, "Start"))
    table = app.top
    assert isinstance(table, FertcgTable)
    state = table.session.state
    assert len(state.zones["0.hand"]) == 5 and state.counters == {"0.chips": 10, "1.chips": 10}


def test_confirm_is_lit_exactly_for_the_legal_declarations(table: FertcgTable) -> None:
    kaito = lay_out(table, "u-kaito", "units")
    lay_out(table, "w-drowse-sword", "weapons")
    lay_out(table, "s-flurry", "surprises")
    for _ in range(8):
        table.play(A.AdjustCounter(0, "0.chips", -1))  # 2 chips: some declarations are too dear
    table.open_declare()
    pump(table.app)
    assert table.declaring is not None
    legal = set(table.legal())
    offered = table.view().declarations
    assert {d.refusal is None for d in offered} == {True, False}
    for declarable in offered:
        choice = table.declaring.choice
        choice.pick_unit(declarable.action.unit)
        choice.pick_weapon(declarable.action.weapon)
        choice.supports = set(declarable.action.supports)
        choice.uses = dict(declarable.action.optional_uses)
        assert choice.action() == declarable.action and kaito == declarable.action.unit
        table.app.wake()
        pump(table.app, 1)
        assert item(table, ("confirm", None)).enabled == (declarable.action in legal)


def test_frames_do_no_rules_work_until_the_session_changes(table: FertcgTable, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue #28: with the declare panel open, moving the mouse lists no legal actions and checks no
    declaration; a change of the session lists them once again."""
    kaito = lay_out(table, "u-kaito", "units")
    lay_out(table, "w-drowse-sword", "weapons")
    table.open_declare()
    pump(table.app)
    work: list[str] = []
    game_type = type(table.session.game)
    for name in ("legal_actions", "is_legal", "extra_check"):
        original = getattr(game_type, name)
        monkeypatch.setattr(game_type, name, lambda *a, _o=original, _n=name, **k: work.append(_n) or _o(*a, **k))
    for x in range(20):
        mouse(table.app, pygame.MOUSEMOTION, (300 + x * 7, 300))
    assert work == []
    table.play(A.AdjustCounter(0, "0.chips", -1))
    table.open_declare()
    pump(table.app)
    assert work.count("legal_actions") == 1 and table.declaring is not None and kaito in table.declaring.choice.units()


def test_a_is_bound_to_declaring_and_with_no_unit_says_why(table: FertcgTable) -> None:
    """Issue #24: a key stays bound to one action; a refused one says why (the engine's words)."""
    mouse(table.app, pygame.KEYDOWN, (0, 0), key=pygame.K_a, mod=0, unicode="a")
    assert table.declaring is None
    assert table.app.toasts and "Attack with a unit lying in your units." in table.app.toasts[-1].text
    lay_out(table, "u-kaito", "units")
    assert {type(b.action): b.hotkey for b in table.action_bar.buttons}[DeclareAttack] == "a"
    mouse(table.app, pygame.KEYDOWN, (0, 0), key=pygame.K_a, mod=0, unicode="a")
    assert table.declaring is not None
