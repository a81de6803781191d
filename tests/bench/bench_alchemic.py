"""Alchemic Card Battle (issue #10), measured side by side with Fatal Fight in one run.

Rows: an Alchemic engine decision (legal actions + a random choice + apply, over whole games:
the loop Fatal Fight's random bot runs) against a Fatal Fight random-bot decision (the
ratio is for information: issue #10 sets no target for it);
the random and heuristic bots' decisions, which also build their seat's view; and how
many decisions per second the expert bot makes at its default budget (≤ 1 s each, info).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from engine.alchemic.bots import HeuristicBot, RandomBot
from engine.alchemic.expert import ExpertBot
from engine.alchemic.game import Alchemic
from engine.core.kernel.rng import Rng
from engine.fatal_fight.game import FatalFight
from tests.bench.bench_fatal_fight import fatal_fight_games, per_decision
from tests.bench.report import Row

DECKS = ["flame-academy", "shadow-legion"]
EXPERT_DECISIONS = 12


def alchemic_games(game: Alchemic, bot: str, games: int) -> Callable[[], int]:
    """Whole games from fixed seeds. ``"engine"``: legal actions + a random choice + apply, the
    loop the Fatal Fight random bot runs; the bots also build their seat's view each decision."""
    def run() -> int:
        decisions = 0
        for seed in range(games):
            state = game.new_state({"decks": DECKS}, seed)
            player = HeuristicBot(game.cards) if bot == "heuristic" else RandomBot()
            rng = Rng.from_seed(seed)
            while not game.is_over(state):
                seat = game.decision(state).seats[0]
                legal = game.legal_actions(state, seat)
                if bot == "engine":
                    game.apply(state, legal[rng.below(len(legal))])
                else:
                    game.apply(state, player.choose(game.view(state, seat), legal, rng))
                decisions += 1
        return decisions

    return run


def expert_rate(game: Alchemic) -> float:
    """Expert decisions per second on real positions (heuristic play between its decisions)."""
    expert, helper = ExpertBot(game), HeuristicBot(game.cards)
    spent, made, seed = 0.0, 0, 0
    while made < EXPERT_DECISIONS:
        state = game.new_state({"decks": DECKS}, seed)
        rng = Rng.from_seed(seed)
        while not game.is_over(state) and made < EXPERT_DECISIONS:
            seat = game.decision(state).seats[0]
            view, legal = game.view(state, seat), game.legal_actions(state, seat)
            if seat == 0 and len(legal) > 1:
                start = time.perf_counter()
                action = expert.choose(view, legal, rng)
                spent += time.perf_counter() - start
                made += 1
            else:
                action = helper.choose(view, legal, rng)
            game.apply(state, action)
        seed += 1
    return made / spent


def run() -> list[Row]:
    alchemic, fatal = Alchemic.load(user_root=None), FatalFight.load(user_root=None)
    best = per_decision({
        "ff": fatal_fight_games(fatal, "random", 3, games=2),
        "engine": alchemic_games(alchemic, "engine", games=20),
        "random": alchemic_games(alchemic, "random", games=20),
        "heuristic": alchemic_games(alchemic, "heuristic", games=20),
    }, repeat=3)
    us = 1e6
    return [
        Row("fatal-fight random bot, 3 heroes: decision (same run)", best["ff"] * us, "µs"),
        Row("alchemic engine decision (legal + choice + apply)", best["engine"] * us, "µs",
            best["engine"] / best["ff"], basis="ff random"),
        Row("alchemic random bot: decision (with its view)", best["random"] * us, "µs",
            best["random"] / best["ff"], basis="ff random"),
        Row("alchemic heuristic bot: decision", best["heuristic"] * us, "µs", best["heuristic"] / best["ff"],
            basis="ff random"),
        Row("alchemic expert bot (default budget)", expert_rate(alchemic), "decisions/s"),
    ]
