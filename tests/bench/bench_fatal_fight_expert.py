"""The Fatal Fight expert bot's decision time (issue #27: ≤ 1 s a decision), beside the heuristic's.

The expert's search is bounded by a node budget, not the clock, so its play is the same on any
machine; this measures what that budget costs here. Both bots decide at the same states (the
first ``DECISIONS`` decisions of a few shipped 3-hero campaigns, played by the heuristic), taking
turns, CPU time of this process (other engineers' processes on the shared cores do not count).
"""

from __future__ import annotations

import time

from engine.core.kernel.bots import Bot, decide
from engine.fatal_fight.bots import HeuristicBot, bot_rng
from engine.fatal_fight.bots_expert import ExpertBot
from engine.fatal_fight.game import FatalFight
from engine.fatal_fight.simulation import SimConfig, plan
from tests.bench.report import Row

CAMPAIGNS = 3
DECISIONS = 120
LIMIT_S = 1.0


def decision_times(game: FatalFight) -> tuple[list[float], list[float], int]:
    """(expert seconds per decision, heuristic seconds per decision, most nodes in one decision)."""
    expert_times: list[float] = []
    heuristic_times: list[float] = []
    nodes = 0
    for spec in plan(game, SimConfig(games=CAMPAIGNS, heroes=(3,), seed=1)):
        state = game.new_state({"heroes": [{"character": c} for c in spec.characters]}, spec.seed)
        driver, expert = HeuristicBot(game), ExpertBot(game)
        rng = bot_rng(spec.seed)
        for _ in range(DECISIONS):
            if game.is_over(state):
                break
            bots: tuple[tuple[Bot, list[float]], ...] = ((expert, expert_times), (HeuristicBot(game), heuristic_times))
            for bot, times in bots:
                start = time.process_time()
                decide(game, state, None, bot, bot_rng(0))
                times.append(time.process_time() - start)
            nodes = max(nodes, expert.nodes)
            game.apply(state, decide(game, state, None, driver, rng))
    return expert_times, heuristic_times, nodes


def run() -> list[Row]:
    expert, heuristic, nodes = decision_times(FatalFight.load())
    slowest, mean = max(expert), sum(expert) / len(expert)
    heuristic_mean = sum(heuristic) / len(heuristic)
    return [
        Row("fatal-fight heuristic bot: decision (CPU)", heuristic_mean * 1e3, "ms"),
        Row("fatal-fight expert bot: mean decision (CPU)", mean * 1e3, "ms", mean / heuristic_mean, basis="heuristic"),
        Row(f"fatal-fight expert bot: slowest decision (CPU, {nodes} nodes)", slowest * 1e3, "ms",
            slowest / LIMIT_S, 1.0, "1 s"),
    ]
