"""The expert bot: determinized Monte Carlo search over the hidden cards (issue #10).

For each decision it samples full states consistent with its view (``determinize``), tries
each legal action in them and plays on with heuristic players for a few turns, then scores
the result (a win is 1, a loss 0; an unfinished game by life and board). Every action is tried
on the same sampled worlds with the same rollout luck (common random numbers), so each is
compared with the heuristic's own pick world by world; the expert leaves that pick only for
an action clearly better (by ``CONFIDENCE`` standard errors of the paired differences).
Bounded by ``rollouts`` and a time budget (≤ 1 s).
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from dataclasses import dataclass

from engine.alchemic.bots import HeuristicBot
from engine.alchemic.game import Alchemic
from engine.alchemic.state import AlchemicState
from engine.alchemic.steps import OVER_STEP
from engine.alchemic.view import AlchemicView
from engine.core.kernel.bots import decide
from engine.core.kernel.game import Action
from engine.core.kernel.rng import Rng

DEFAULT_ROLLOUTS = 96
DEFAULT_BUDGET_S = 0.9
HORIZON_TURNS = 6
MIN_ROUNDS = 3
CONFIDENCE = 1.5  # leave the heuristic's pick only for an action this many standard errors better


@dataclass(frozen=True)
class Evaluation:
    """What the last search found (the hint's reason, issue #27): how many sampled worlds, the
    heuristic's own pick and by how much the chosen action beat it on average (0: it is that pick)."""

    worlds: int
    prior: Action
    edge: float


class ExpertBot:
    """Determinized Monte Carlo with common samples: every action is tried on the same worlds."""

    needs_view = True

    def __init__(self, game: Alchemic, rollouts: int = DEFAULT_ROLLOUTS, budget_s: float = DEFAULT_BUDGET_S,
                 horizon: int = HORIZON_TURNS) -> None:
        self.game = game
        self.rollouts = rollouts
        self.budget_s = budget_s
        self.horizon = horizon
        self.policy = HeuristicBot(game.cards)
        self.evaluation: Evaluation | None = None  # the last decision's search (None: one legal action)

    def choose(self, view: AlchemicView, legal: Sequence[Action], rng: Rng) -> Action:
        self.evaluation = None
        if len(legal) == 1:
            return legal[0]
        seat = legal[0].seat
        prior = self.policy.choose(view, legal, rng)  # the heuristic's own pick
        base = legal.index(prior)
        diffs: list[list[float]] = [[] for _ in legal]  # per action: its score minus the prior's, per world
        deadline = time.perf_counter() + self.budget_s
        rounds = max(MIN_ROUNDS, self.rollouts // len(legal))
        for done in range(rounds):
            if done >= MIN_ROUNDS and time.perf_counter() > deadline:
                break
            world, luck = rng.below(1 << 62), rng.below(1 << 62)
            scores = [self._rollout(self.game.determinize(view, seat, Rng.from_seed(world)), a, seat,
                                    Rng.from_seed(luck)) for a in legal]
            for i, value in enumerate(scores):
                diffs[i].append(value - scores[base])
        best, edge = base, 0.0
        for i, d in enumerate(diffs):
            mean = sum(d) / len(d)
            spread = math.sqrt(sum((x - mean) ** 2 for x in d) / max(len(d) - 1, 1) / len(d))
            if mean > edge and mean > CONFIDENCE * spread:  # clearly better than the heuristic's pick
                best, edge = i, mean
        self.evaluation = Evaluation(len(diffs[base]), prior, edge)
        return legal[best]

    def _rollout(self, state: AlchemicState, first: Action, seat: int, rng: Rng) -> float:
        game = self.game
        game.resolve(state, first)  # legal in every sample: it is built from the seat's own cards
        stop = state.turn + self.horizon
        while not game.is_over(state) and state.turn < stop:
            game.resolve(state, decide(game, state, None, self.policy, rng))  # None: the first owing seat
        return score(state, seat)


def score(state: AlchemicState, seat: int) -> float:
    """1 win, 0 loss, 0.5 draw; an unfinished game by life, board and gauges (0..1)."""
    if state.step == OVER_STEP:
        return 0.5 if state.winner is None else float(state.winner == seat)
    me, them = state.players[seat], state.players[1 - seat]
    edge = (me.life - them.life) / 10 + 0.1 * (len(me.main) - len(them.main))
    edge += 0.03 * (len(me.combat) + len(me.alchemy) - len(them.combat) - len(them.alchemy))
    edge += 0.02 * (len(me.hand) - len(them.hand))
    return 1 / (1 + math.exp(-edge))
