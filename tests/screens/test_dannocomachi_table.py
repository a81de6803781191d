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
    assert table.card_menu is not None
    attacks = [e.action for e in table.card_menu.entries if isinstance(e.action, Attack)]
    assert attacks == [a for a in table.session.legal_actions() if isinstance(a, Attack) and a.attacker == brawler]
    index = next(i for i, e in enumerate(table.card_menu.entries) if e.action == Attack(0, brawler, warden))
    click(table.app, table.card_menu.row(index).center)
    assert table.timeline.open and not table.timeline.finished
    assert table.session.state.standing[warden].effects[0].amount == 10  # the shield spent 30 of 40
    press(table.app, pygame.K_SPACE)
    assert table.timeline.finished
    press(table.app, pygame.K_SPACE)
    assert not table.timeline.open
    assert any("Brawler attacks Ironwall Warden" in line for line in table.log_lines())


def test_six_orders_fit_the_window_and_a_click_on_one_resolves_it(table: DannoTable) -> None:
    """Three reductions of one seat (DA-R2): six orders, all on the prompt inside the table at
    1280×720, none on the action bar (six long buttons ran off the window, issue #24)."""
    from engine.sandbox import actions as A

    maiden = _put(table, 1, "wind-maiden", "main")
    table.play(UseAbility(1, maiden, 0))  # reduce 20
    table.play(UseAbility(1, maiden, 1))  # the next damage: reduce 20
    charm = _put(table, 1, "ward-charm", "hand")
    table.play(UseAbility(1, charm, 0, maiden))  # shield 40
    table.play(A.PassControl(1, 0))
    fireball = _put(table, 0, "fireball", "hand")
    table.play(UseAbility(0, fireball, 0, maiden))
    assert table.session.decision().seat == 1
    table.curtain.lift()
    pump(table.app)
    legal = table.session.legal_actions()
    assert len(legal) == 6 and all(isinstance(a, ChooseOrder) for a in legal)
    assert not any(isinstance(b.action, ChooseOrder) for b in table.action_bar.buttons)
    prompt = table.order
    assert prompt is not None and {o.action for o in prompt.options} == set(legal)
    assert table.table_rect.contains(prompt.rect)
    rows = [r for page in prompt.pages for r in page]
    assert sorted(r.index for r in rows) == list(range(6))  # every option, on one page each
    assert all(prompt.rect.contains(r.rect) for r in rows)
    labels = [o.label for o in prompt.options]
    wanted = next(i for i, label in enumerate(labels) if label.startswith("Order: Shield 40 → Reduce 20"))
    assert wanted != 0
    click(table.app, prompt.show(prompt.options[wanted].action).center)
    assert table.session.state.pending is None and table.order is None
    assert any("chose the order" in line for line in table.log_lines())


def test_many_orders_turn_pages_and_every_one_is_reachable_by_keys() -> None:
    """24 orders (four reductions) in a small table: pages, each order on one of them, Down
    moves the focus across pages and Enter picks it."""
    from screens.dannocomachi.order_prompt import Option, OrderPrompt

    pygame.font.init()
    options = [Option(f"Order: option number {i} → a second step → a third → a fourth", ChooseOrder(1, (str(i),)))
               for i in range(24)]
    prompt = OrderPrompt("Ben: choose the order of your own effects (DA-R2)", options, ("Previous", "Next"))
    area = pygame.Rect(0, 0, 900, 540)
    prompt.layout(area, 15)
    assert len(prompt.pages) > 1 and prompt.prev is not None and prompt.next is not None
    assert area.contains(prompt.rect)
    assert sorted(r.index for page in prompt.pages for r in page) == list(range(24))
    for _ in range(23):
        prompt.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0), (0, 0))
    chosen = prompt.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0), (0, 0))
    assert chosen == options[23].action and prompt.page == len(prompt.pages) - 1
    prompt.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=prompt.prev.center, button=1), (0, 0))
    assert prompt.page == len(prompt.pages) - 2
