"""``play_out`` keeps one rules context for a whole play-out (issue #28), giving each step its own
event list. That is only the same as a fresh context per step while a context carries nothing from
one step to the next but the state it points at: this holds every game to it, step by step over
seeded random play, so a rule that starts keeping something on the context fails here first.
(``test_core_fast_paths.py`` holds the play-outs themselves to the checked loop and to main.)"""

from __future__ import annotations

from typing import Any

import pytest

from engine import catalog
from engine.core.kernel.bots import RandomBot
from engine.core.kernel.rng import Rng
from engine.core.kernel.selfplay import play_out
from tests.bench.bench_core import REAL_GAMES

ONE_CONTEXT = [g for g in sorted(REAL_GAMES) if getattr(catalog.load_game(g).kernel, "legal", None) is not None]


def carried(ctx: Any) -> dict[str, Any]:
    """What a context holds besides the step's events (every attribute, declared or not)."""
    return {name: value for name, value in vars(ctx).items() if name != "events"}


def test_the_bot_games_play_out_on_one_context() -> None:
    assert {"fatal-fight", "alchemic", "mysaga"} <= set(ONE_CONTEXT)


@pytest.mark.parametrize("game_id", ONE_CONTEXT)
def test_a_context_after_a_step_is_the_one_the_next_step_would_make(game_id: str) -> None:
    game = catalog.load_game(game_id)
    kernel = game.kernel
    assert kernel is not None and kernel.legal is not None
    steps = 0
    for seed in range(10):
        state, rng = game.new_state(REAL_GAMES[game_id], seed), Rng.from_seed(seed)
        ctx = game.context(state)
        for _ in range(300):
            legal = kernel.legal(ctx, None)
            if not legal:
                break
            kernel.resolve_listed(ctx, legal[rng.below(len(legal))])
            fresh = game.context(state)
            assert carried(ctx) == carried(fresh) and fresh.events == []
            ctx.events = []
            steps += 1
    assert steps > 200


@pytest.mark.parametrize("game_id", sorted(REAL_GAMES))
def test_each_step_is_shown_its_own_events(game_id: str) -> None:
    game = catalog.load_game(game_id)
    seen: list[list[Any]] = []
    state = game.new_state(REAL_GAMES[game_id], 5)
    seats = game.policy.seats[1]
    decisions = play_out(game, state, [RandomBot()] * seats, [Rng.from_seed(5)] * seats,
                         lambda action, events: seen.append(events))
    assert len(seen) == decisions and len({id(events) for events in seen}) == decisions
    assert any(seen)
