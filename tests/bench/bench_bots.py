"""Bot decisions at the speed of a bare engine loop (issue #28), measured side by side in one run.

The anchor is RLCard's UNO engine as a bot loop drives it with no agent: ``get_legal_actions``,
a uniform pick, ``game.step`` (which also builds the next player's state), over whole 2-player
games. Each of our games is played over whole games from its sample setup by the loop real bot
callers run (``simulate``: core's ``selfplay.play_out``): the deciding seat's legal actions, its
bot's pick (``RandomBot``: uniform), and ``Game.apply_listed``, which carries the pick out without
checking it again, as it came from that very list (issue #28; until then the row timed
``Game.apply``, which checks it again). A game whose kernel declares its ``legal`` listing is
listed and carried out on one rules context (``play_out``'s own path for it; one per play-out
since issue #28's lighter events, each step with its own event list: what ``simulate`` runs).
Target ≤ 1.0× the anchor for Fatal Fight, Alchemic and My Crypto Saga. Picks come from one seeded
``Rng`` on both sides; the loops take turns, so a busy machine slows them alike. Without rlcard (the ``bench`` extra) the rows say so.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine import catalog
from engine.core.kernel.bots import RandomBot
from engine.core.kernel.rng import Rng
from engine.core.kernel.selfplay import play_out
from tests.bench.bench_core import REAL_GAMES
from tests.bench.bench_fatal_fight import per_decision
from tests.bench.report import Row

GAMES = {"fatal-fight": 6, "alchemic": 30, "mysaga": 6}  # game id -> whole games per round
UNO_GAMES = 300
WHY_NO_RLCARD = "rlcard is not installed (pip install -e '.[bench]')"


def rlcard_uno_engine(games: int) -> Callable[[], int] | None:
    """RLCard's UNO engine driven bare (legal actions, pick, step), or None without rlcard."""
    try:
        from rlcard.games.uno.game import UnoGame
    except ImportError:
        return None

    def run() -> int:
        game, pick, decisions = UnoGame(), Rng.from_seed(0), 0
        game.np_random.seed(0)
        for _ in range(games):
            game.init_game()
            while not game.is_over():
                legal = game.get_legal_actions()
                game.step(legal[pick.below(len(legal))])
                decisions += 1
        return decisions

    return run


def engine_decisions(game: Any, setup: Mapping[str, Any], games: int) -> Callable[[], int]:
    """Whole games of ``game`` played by random bots (one generator for every seat, seeded per
    game) through ``play_out``: the deciding seat's legal actions, a uniform pick, ``apply_listed``."""
    seats = game.policy.seats[1]

    def run() -> int:
        decisions = 0
        for seed in range(games):
            state, pick = game.new_state(setup, seed), Rng.from_seed(~seed)
            decisions += play_out(game, state, [RandomBot()] * seats, [pick] * seats)
        return decisions

    return run


def run() -> list[Row]:
    uno = rlcard_uno_engine(UNO_GAMES)
    if uno is None:
        return [Row.unmeasured(f"{game_id}: bot decision (legal + pick + apply)", WHY_NO_RLCARD, 1.0, "uno")
                for game_id in GAMES]
    runs: dict[str, Callable[[], int]] = {"uno": uno}
    for game_id, games in GAMES.items():
        runs[game_id] = engine_decisions(catalog.load_game(game_id), REAL_GAMES[game_id], games)
    best = per_decision(runs)
    us = 1e6
    return [
        Row("rlcard uno engine: decision (legal + pick + step)", best["uno"] * us, "µs"),
        *(Row(f"{game_id}: bot decision (legal + pick + apply)", best[game_id] * us, "µs",
              best[game_id] / best["uno"], 1.0, "uno") for game_id in GAMES),
    ]
