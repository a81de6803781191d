"""The だんのこまち table screen clicked through headless (issue #13)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from engine.dannocomachi.actions import Attack, ChooseOrder, UseAbility
from screens.dannocomachi.screenshots import _put
from screens.dannocomachi.table import DannoTable
from screens.sandbox.placement import CardSpot
from screens.shell.app import App
from screens.shell.title import TitleScreen
from tests.engine.dannocomachi.table_helpers import SETUP
from tests.screens import make_app, press, pump


@pytest.fixture
def table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> DannoTable:
    app = make_app(tmp_path, monkeypatch)
    app.push(TitleScreen(app))
    screen = DannoTable.new_game(app, seed=4, setup=SETUP)
    app.push(screen)
    screen.curtain.lift()
    pump(app)
    return screen


def spot(table: DannoTable, uid: str) -> CardSpot:
    return next(s for s in table.spots() if s.card.uid == uid)


def click(app: App, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    pump(app)


def test_the_menu_offers_exactly_the_legal_attacks_and_an_attack_opens_the_timeline(table: DannoTable) -> None:
    brawler = _put(table, 0, "brawler", "main")
    warden = _put(table, 1, "iron-warden", "main")
    table.play(UseAbility(1, warden, 0))
    table.curtain.lift()
    from engine.sandbox import actions as A

    table.play(A.PassControl(1, 0))
    table.curtain.lift()
    pump(table.app)
    click(table.app, spot(table, brawler).rect.center)
    assert table.menu is not None
    attacks = [e.action for e in table.menu.entries if isinstance(e.action, Attack)]
    assert attacks == [a for a in table.session.legal_actions() if isinstance(a, Attack) and a.attacker == brawler]
    index = next(i for i, e in enumerate(table.menu.entries) if e.action == Attack(0, brawler, warden))
    click(table.app, table.menu.row(index).center)
    assert table.timeline.open and not table.timeline.finished
    assert table.session.state.standing[warden].effects[0].amount == 10  # the shield spent 30 of 40
    press(table.app, pygame.K_SPACE)
    assert table.timeline.finished
    press(table.app, pygame.K_SPACE)
    assert not table.timeline.open
    assert any("Brawler attacks Ironwall Warden" in line for line in table.log_lines())


def test_an_order_decision_is_offered_on_the_bar_and_resolves(table: DannoTable) -> None:
    from engine.sandbox import actions as A

    maiden = _put(table, 1, "wind-maiden", "main")
    table.play(UseAbility(1, maiden, 0))  # reduce 20
    charm = _put(table, 1, "ward-charm", "hand")
    table.play(UseAbility(1, charm, 0, maiden))  # shield 40
    table.play(A.PassControl(1, 0))
    fireball = _put(table, 0, "fireball", "hand")
    table.play(UseAbility(0, fireball, 0, maiden))
    assert table.session.decision().seat == 1
    table.curtain.lift()
    pump(table.app)
    orders = [b.action for b in table.action_bar.buttons]
    assert orders and all(isinstance(o, ChooseOrder) for o in orders)
    assert set(orders) == set(table.session.legal_actions())
    labels = [b.label for b in table.action_bar.buttons]
    assert any(label.startswith("Order: Reduce 20 → Shield 40") for label in labels)
    wanted = next(b for b in table.action_bar.buttons if b.label.startswith("Order: Reduce 20"))
    table.play(wanted.action)
    assert table.session.state.pending is None
    assert table.session.state.standing[maiden].damage == 0
