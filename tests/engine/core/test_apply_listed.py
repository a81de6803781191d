"""Bots' steps are carried out without a second check (issue #28), and nothing else changes:
``Game.apply_listed`` resolves an action taken from the legal list of the very state as ``apply``
would, and checks anything else like ``apply``; ``selfplay.play_out`` (what ``simulate`` runs)
plays every game exactly as the checked loop did (same actions, events and final state)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import catalog
from engine.core.kernel.bots import Bot, RandomBot, decide
from engine.core.kernel.errors import IllegalAction
from engine.core.kernel.events import Event
from engine.core.kernel.game import Action, Game
from engine.core.kernel.rng import Rng
from engine.core.kernel.selfplay import play_out
from engine.fatal_fight.bots import HeuristicBot
from tests.bench.bench_core import REAL_GAMES
from tests.support.high_card import HighCard

Steps = list[tuple[Action, list[Event]]]


def checked_loop(game: Game[Any], state: Any, bots: list[Bot], rngs: list[Rng]) -> Steps:
    """``play_out`` as it was before issue #28: every choice checked again by ``Game.apply``."""
    steps: Steps = []
    while not game.is_over(state):
        seat = game.decision(state).seats[0]
        action = decide(game, state, seat, bots[seat], rngs[seat])
        steps.append((action, game.apply(state, action)))
    return steps


def both_ways(game: Game[Any], setup: Any, seed: int, make_bot: Any) -> tuple[Steps, Steps, bytes, bytes]:
    seats = game.policy.seats[1]
    old, new = game.new_state(setup, seed), game.new_state(setup, seed)
    before = checked_loop(game, old, [make_bot(game)] * seats, [Rng.from_seed(seed)] * seats)
    after: Steps = []
    decisions = play_out(game, new, [make_bot(game)] * seats, [Rng.from_seed(seed)] * seats,
                         lambda action, events: after.append((action, events)))
    assert decisions == len(after)
    return before, after, game.encode_state(old), game.encode_state(new)


@pytest.mark.parametrize("game_id", sorted(REAL_GAMES))
def test_play_out_plays_every_game_as_the_checked_loop_did(game_id: str) -> None:
    game = catalog.load_game(game_id)
    for seed in range(4):
        before, after, old, new = both_ways(game, REAL_GAMES[game_id], seed, lambda g: RandomBot())
        assert after == before and new == old


def test_a_bot_that_builds_its_own_actions_plays_the_same() -> None:
    """The heuristic often returns an action equal to, not taken from, the list: it is checked."""
    game = catalog.load_game("fatal-fight")
    for seed in range(3):
        before, after, old, new = both_ways(game, REAL_GAMES["fatal-fight"], seed, HeuristicBot)
        assert after == before and new == old


def test_an_action_not_taken_from_the_list_is_checked_and_refused_with_the_state_untouched() -> None:
    game = catalog.load_game("fatal-fight")
    state = game.new_state(REAL_GAMES["fatal-fight"], 3)
    legal = game.legal_actions(state)
    refused = next(a for a in game.candidates(state) if a not in legal)
    before = game.encode_state(state)
    with pytest.raises(IllegalAction) as refusal:
        game.apply_listed(state, refused, legal)
    assert refusal.value.text == game.explain_illegal(state, refused)
    assert game.encode_state(state) == before


def test_a_listed_action_does_what_apply_does_with_a_tap_too() -> None:
    game = catalog.load_game("fatal-fight")
    states = [game.new_state(REAL_GAMES["fatal-fight"], 5) for _ in range(2)]
    pick = Rng.from_seed(5)
    for _ in range(60):
        legal = game.legal_actions(states[0])
        action = legal[pick.below(len(legal))]
        tapped: list[list[Event]] = [[], []]
        events = [game.apply(states[0], action, tapped[0].append),
                  game.apply_listed(states[1], action, legal, tapped[1].append)]
        assert events[0] == events[1] == tapped[0] == tapped[1]
        assert game.encode_state(states[0]) == game.encode_state(states[1])


def test_a_game_without_a_kernel_resolves_a_listed_action_and_checks_any_other() -> None:
    game = HighCard()
    state, twin = game.new_state({}, 1), game.new_state({}, 1)
    while legal := game.legal_actions(state):
        action = legal[-1]
        assert game.apply_listed(state, action, legal) == game.apply(twin, action)
        assert game.encode_state(state) == game.encode_state(twin)
    with pytest.raises(IllegalAction):
        game.apply_listed(state, action, legal)  # the game is over: not in its (empty) legal list
