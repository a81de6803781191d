"""Deterministic My Crypto Saga screens for ``main.py screenshot``: heuristic bots play a set from
the seed until the moment worth showing — a charge decision after someone charged
(``mysaga`` with 3 seats, ``mysaga-2`` and ``mysaga-4``) or the payout right after the first game
(``mysaga-payout``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engine.core.kernel.rng import Rng
from engine.core.kernel.session import Session
from engine.mysaga.bots import HeuristicBot
from engine.mysaga.game import MySaga

if TYPE_CHECKING:
    from screens.kit.screen import Host as App
    from screens.mysaga.table import MySagaTable

SEATS = [{"name": "Aki", "deck": "blaze"}, {"name": "Ren", "deck": "tide"}, {"name": "Mio", "deck": "radiance"},
         {"name": "Sora", "deck": "nightfall"}]
MAX_STEPS = 500
SEEDS_TRIED = 40


def _play_until(seed: int, stop: Callable[[Session[Any]], bool], count: int) -> Session[Any] | None:
    game = MySaga.load()
    session = Session.new(game, {"seats": SEATS[:count]}, seed, "strict")
    bot, rng = HeuristicBot(game), Rng.from_seed(seed)
    for _ in range(MAX_STEPS):
        if stop(session):
            return session
        seats = session.decision().seats
        if not seats:
            return None
        session.apply(bot.choose(session.view(seats[0]), session.legal_actions(seats[0]), rng))
    return None


def _first(seed: int, stop: Callable[[Session[Any]], bool], seats: int = 3) -> Session[Any]:
    for tried in range(SEEDS_TRIED):
        session = _play_until(seed + tried, stop, seats)
        if session is not None:
            return session
    raise RuntimeError("no seed reached the screen to show")


def _table(app: App, session: Session[Any]) -> MySagaTable:
    from screens.mysaga.table import MySagaTable

    table = MySagaTable(app, session)
    table.curtain.lift()
    return table


def charge_decision(app: App, seed: int, seats: int = 3) -> MySagaTable:
    """Round 1's charges after a charge: the panel shows Equal/Double/… with their KP."""
    def stop(s: Session[Any]) -> bool:
        st = s.state
        return st.phase == "charge" and st.round == 1 and st.betting.level > 0 and st.game_no == 0
    return _table(app, _first(seed, stop, seats))


def charge_decision_2(app: App, seed: int) -> MySagaTable:
    """The charge decision with 2 seats (the fewest, MS-D3)."""
    return charge_decision(app, seed, 2)


def charge_decision_4(app: App, seed: int) -> MySagaTable:
    """The charge decision with 4 seats (the most, MS-D3): every row must still fit."""
    return charge_decision(app, seed, 4)


def payout(app: App, seed: int) -> MySagaTable:
    """Just after the first game with a final count: its payout breakdown beside the field."""
    def stop(s: Session[Any]) -> bool:
        st = s.state
        return bool(st.results) and not st.results[-1].by_escape and st.results[-1].reward > 0 \
            and all(p is None for p in st.fields[0])
    return _table(app, _first(seed, stop))


def setup_screen(app: App, seed: int) -> Any:
    """The battle setup for 3 seats, the third deck being edited (its live cost shown)."""
    from screens.mysaga.setup import SetupScreen

    screen = SetupScreen(app)
    screen.seed_text = str(seed)
    screen.count, screen.editing = 3, 2
    screen.choices[2].cards.remove(screen.choices[2].cards[-1])
    screen.choices[2].cards.append("ash-titan")
    screen.choices[2].deck_id = ""
    return screen
