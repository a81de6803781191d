"""Fatal Fight bots and whole campaigns (issue #4), measured side by side in one run.

Targets: a random bot's decision (legal actions + choice + apply, as simulate plays whole 3-hero campaigns)
costs ≤ 1.0× a decision of RLCard's UNO played by its random agents (``env.run``: legal actions,
observation, choice, step); ``simulate --jobs 2`` is ≥ 1.8× faster than ``--jobs 1``.

Without rlcard (``pip install rlcard``), UNO is estimated from ``reference_uno``, a documented
pure-Python loop, times ``RLCARD_PER_REFERENCE``: the two were measured together on the
development machine (RLCard 1.2.0 UNO 26.6–28.4 µs/decision, the reference 2.35 µs: 11.3–12.0×).
The ``--jobs 2`` row names the load average before it: other busy processes eat the second core.
"""

from __future__ import annotations

import gc
import os
import time
from collections.abc import Callable

from engine.core.kernel.bots import Bot, RandomBot
from engine.core.kernel.rng import Rng
from engine.core.kernel.selfplay import play_out
from engine.fatal_fight.bots import HeuristicBot, bot_rng
from engine.fatal_fight.game import FatalFight
from engine.fatal_fight.simulation import SimConfig, simulate
from tests.bench.report import Row

RLCARD_PER_REFERENCE = 11.5
SPEED_UP_TARGET = 1.8
SPEED_UP_GAMES = 96
REPEAT = 5


def per_decision(runs: dict[str, Callable[[], int]], repeat: int = REPEAT) -> dict[str, float]:
    """Fewest seconds per decision of each run (it returns its decision count) over ``repeat``
    rounds; the runs take turns, so a busy machine slows them alike."""
    best = dict.fromkeys(runs, float("inf"))
    for _ in range(repeat):
        for name, run in runs.items():
            gc.disable()
            try:
                start = time.perf_counter()
                decisions = run()
                best[name] = min(best[name], (time.perf_counter() - start) / decisions)
            finally:
                gc.enable()
    return best


def fatal_fight_games(game: FatalFight, bot: str, heroes: int, games: int) -> Callable[[], int]:
    """Whole campaigns from fixed seeds, played as ``simulate`` plays them (core's ``play_out``:
    legal actions, the bot's choice, ``Game.apply_listed``; until issue #28 this loop checked each
    choice again with ``Game.apply``)."""
    characters = sorted(game.cards.characters)[:heroes]
    setup = {"heroes": [{"character": c} for c in characters]}

    def run() -> int:
        decisions = 0
        for seed in range(games):
            state = game.new_state(setup, seed)
            player: Bot = RandomBot() if bot == "random" else HeuristicBot(game)
            decisions += play_out(game, state, [player] * heroes, [bot_rng(seed)] * heroes)
        return decisions

    return run


def rlcard_uno(games: int) -> Callable[[], int] | None:
    """RLCard's UNO with random agents, or None when rlcard is not installed."""
    try:
        import rlcard
        from rlcard.agents import RandomAgent
    except ImportError:
        return None

    def run() -> int:
        env = rlcard.make("uno", config={"seed": 0})
        env.set_agents([RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)])
        decisions = 0
        for _ in range(games):
            trajectories, _ = env.run(is_training=False)
            decisions += sum((len(t) - 1) // 2 for t in trajectories)  # [state, action, ..., state]
        return decisions

    return run


Card = tuple[str, str]  # (colour or "w", rank)


def _draw(hand: list[Card], pile: list[Card], discard: list[Card], n: int, rng: Rng) -> None:
    for _ in range(n):
        if not pile:
            pile.extend(discard)
            discard.clear()
            rng.shuffle(pile)
        if pile:
            hand.append(pile.pop())


def reference_uno(games: int) -> Callable[[], int]:
    """A pure-Python UNO for two random players: 108 cards (per colour one 0, two each of 1–9,
    skip, reverse, +2; 4 wild, 4 wild +4). Each decision lists the legal plays (matching
    colour or rank, wilds) plus drawing, picks one uniformly and applies it (skip/reverse skip
    the other player, +2/+4 make them draw); an empty draw pile takes the discard back."""
    colours = "rgby"
    ranks = ["0", *[str(n) for n in range(1, 10)] * 2, *["skip", "reverse", "+2"] * 2]
    deck = [(c, r) for c in colours for r in ranks] + [("w", "wild")] * 4 + [("w", "+4")] * 4

    def run() -> int:
        rng = Rng.from_seed(0)
        decisions = 0
        for _ in range(games):
            pile, discard = list(deck), []
            rng.shuffle(pile)
            hands = [[pile.pop() for _ in range(7)] for _ in range(2)]
            top, player = pile.pop(), 0
            colour = top[0] if top[0] != "w" else colours[rng.below(4)]
            while all(hands):
                hand = hands[player]
                legal = [i for i, (c, r) in enumerate(hand) if c in (colour, "w") or r == top[1]] + [-1]
                choice = legal[rng.below(len(legal))]
                decisions += 1
                if choice < 0:
                    _draw(hand, pile, discard, 1, rng)
                    player = 1 - player
                    continue
                discard.append(top)
                top = hand.pop(choice)
                colour = top[0] if top[0] != "w" else colours[rng.below(4)]
                if top[1] in ("+2", "+4"):
                    _draw(hands[1 - player], pile, discard, int(top[1][1]), rng)
                if top[1] not in ("skip", "reverse", "+2", "+4"):
                    player = 1 - player
        return decisions

    return run


def parallel_speed_up(game: FatalFight, games: int) -> tuple[float, float]:
    """Wall seconds of the same heuristic 3-hero simulation on 1 and on 2 processes (best of 3, taking turns)."""
    config = SimConfig(games=games, heroes=(3,), seed=1, bot="heuristic")
    best = {1: float("inf"), 2: float("inf")}
    for _ in range(3):
        for jobs in best:
            start = time.perf_counter()
            simulate(game, config, jobs)
            best[jobs] = min(best[jobs], time.perf_counter() - start)
    return best[1], best[2]


def run() -> list[Row]:
    game = FatalFight.load()
    uno_run = rlcard_uno(games=300)
    if uno_run is not None:
        uno_name, scale = "rlcard uno random game: decision", 1.0
    else:
        uno_run, scale = reference_uno(games=2000), RLCARD_PER_REFERENCE
        uno_name = f"uno estimate (reference loop × {RLCARD_PER_REFERENCE}): decision"
    best = per_decision({"uno": uno_run, "random": fatal_fight_games(game, "random", heroes=3, games=40),
                         "heuristic": fatal_fight_games(game, "heuristic", heroes=3, games=6)})
    uno = best["uno"] * scale
    load = os.getloadavg()[0]
    serial, parallel = parallel_speed_up(game, games=SPEED_UP_GAMES)
    us = 1e6
    return [
        Row(uno_name, uno * us, "µs"),
        Row("fatal-fight random bot, 3 heroes: decision", best["random"] * us, "µs", best["random"] / uno, 1.0,
            "uno"),
        Row("fatal-fight heuristic bot, 3 heroes: decision", best["heuristic"] * us, "µs", best["heuristic"] / uno,
            basis="uno"),
        Row("simulate heuristic 3 heroes, --jobs 1", SPEED_UP_GAMES / serial, "campaigns/s"),
        Row(f"simulate --jobs 2 (speed-up {serial / parallel:.2f}×, load {load:.1f} on {os.cpu_count()} CPUs)",
            SPEED_UP_GAMES / parallel, "campaigns/s", parallel / serial, round(1 / SPEED_UP_TARGET, 3),
            "--jobs 1 time"),
    ]
