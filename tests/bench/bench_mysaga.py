"""The My Crypto Saga expert's play-outs per second at 4 seats (issue #28: ≥ 1,000 playouts/s).

A *play-out* is one (sampled world, legal action) pair of ``ExpertBot.choose``: the world
restored, the action applied, the game played to its end by heuristic players. The expert
(default samples) decides at every decision of the first game of a few seeded 4-seat sets played
by heuristic bots; its CPU time (this process only: other engineers' processes on the shared
cores do not count) is divided by the play-outs it ran, and compared with the goal's 1 ms.
The search is bounded by its sample count, not the clock, so the work is the same on any machine.
"""

from __future__ import annotations

import time

from engine.core.kernel.rng import Rng
from engine.mysaga.bots import ExpertBot, HeuristicBot
from engine.mysaga.game import MySaga
from tests.bench.report import Row

SEATS = 4
SETS = 3
DECKS = ("blaze", "tide", "radiance", "nightfall")
GOAL_PER_S = 1000


def expert_playouts(game: MySaga, sets: int = SETS) -> tuple[int, float]:
    """(play-outs run, CPU seconds the expert took) over the first game of ``sets`` seeded sets."""
    setup = {"seats": [{"name": f"P{i + 1}", "deck": DECKS[i]} for i in range(SEATS)]}
    playouts, seconds = 0, 0.0
    for seed in range(sets):
        state, driver, expert = game.new_state(setup, seed), HeuristicBot(game), ExpertBot(game)
        rng, search_rng = Rng.from_seed(seed), Rng.from_seed(~seed)
        while state.game_no == 0 and not game.is_over(state):
            seat = game.owing_seats(state)[0]
            legal = game.legal_actions(state, seat)
            view = game.view(state, seat)
            start = time.process_time()
            expert.choose(view, legal, search_rng)
            seconds += time.process_time() - start
            if expert.evaluation is not None:
                playouts += expert.evaluation[0] * len(legal)
            game.apply(state, driver.choose(view, legal, rng))
    return playouts, seconds


def run() -> list[Row]:
    playouts, seconds = expert_playouts(MySaga.load(user_root=None))
    per_s = playouts / seconds
    ms = 1e3 / per_s
    return [
        Row(f"mysaga expert, {SEATS} seats: play-outs ({playouts} in {seconds:.2f} s CPU)", per_s, "playouts/s"),
        Row(f"mysaga expert, {SEATS} seats: CPU per play-out vs {GOAL_PER_S:,}/s", ms, "ms",
            ms / (1e3 / GOAL_PER_S), 1.0, "1 ms"),
    ]
