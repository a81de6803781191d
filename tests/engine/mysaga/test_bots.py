"""Bots choose from their seat's view and legal list only, and always choose a legal action."""

from __future__ import annotations

import inspect
import subprocess
import sys
from pathlib import Path

from engine.core.kernel.rng import Rng
from engine.mysaga.bots import ExpertBot, HeuristicBot, RandomBot, TimeoutBot, make_bot
from engine.mysaga.simulation import expert_edge, play_set, simulate
from tests.engine.mysaga.test_properties import shipped

ROOT = Path(__file__).resolve().parents[3]


def test_bots_take_a_view_and_the_legal_list_never_the_state() -> None:
    for bot in (RandomBot, TimeoutBot, HeuristicBot, ExpertBot):
        assert list(inspect.signature(bot.choose).parameters) == ["self", "view", "legal", "rng"]


def test_every_bot_plays_whole_sets_legally() -> None:
    game = shipped()
    for name in ("random", "heuristic", "expert"):
        record = play_set(game, ["blaze", "tide", "nightfall"], [name, "heuristic", "random"], seed=3)
        assert len(record.game_winners) == 3 and record.set_winners
        assert sum(record.gained) <= 0  # KP only burns: the decks can't gain in total


def test_the_expert_decides_on_sampled_worlds_without_touching_the_game() -> None:
    game = shipped()
    state = game.new_state({"seats": [{"deck": "blaze"}, {"deck": "tide"}]}, 11)
    before = state.total_kp(), list(state.seats[1].hand)
    action = make_bot("expert", game).choose(game.view(state, 0), game.legal_actions(state, 0), Rng.from_seed(1))
    assert action in game.legal_actions(state, 0)
    assert (state.total_kp(), state.seats[1].hand) == before


def test_simulation_summary_and_expert_edge_are_reproducible() -> None:
    game = shipped()
    a, b = simulate(game, 4, 3, seed=2), simulate(game, 4, 3, seed=2)
    assert a == b and a.games == 12 and abs(sum(a.charges.values()) - 1) < 1e-9
    edge = expert_edge(game, 2, 2, seed=2)
    assert edge.low <= edge.mean <= edge.high and edge.sets == 2


def test_simulate_cli_reports_win_rates_pool_charges_and_the_expert_edge() -> None:
    out = subprocess.run([sys.executable, "main.py", "simulate", "mysaga", "--games", "3", "--seats", "2-3",
                          "--seed", "4", "--expert-sets", "2"], cwd=ROOT, capture_output=True, text=True,
                         timeout=300)
    assert out.returncode == 0, out.stderr
    for words in ("2 seats: 3 sets", "3 seats: 3 sets", "set wins by seat", "mean pool per game",
                  "charge actions: Wait", "KP gained/set", "expert vs heuristic, 2 seats", "95 % CI"):
        assert words in out.stdout
    bad = subprocess.run([sys.executable, "main.py", "simulate", "mysaga", "--seats", "5"], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "2 to 4 seats" in bad.stderr


def test_MS_C9_the_timeout_bot_from_the_view_agrees_with_the_rules_default() -> None:
    game = shipped()
    bot = make_bot("timeout", game)
    state = game.new_state({"seats": [{"deck": "blaze"}, {"deck": "tide"}, {"deck": "radiance"}]}, 8)
    rng = Rng.from_seed(0)
    while not game.is_over(state):
        for seat in game.owing_seats(state):
            chosen = bot.choose(game.view(state, seat), game.legal_actions(state, seat), rng)
            assert chosen == game.timeout_action(state, seat)
        seat = game.owing_seats(state)[0]
        game.apply(state, game.timeout_action(state, seat))


def test_the_expert_prefers_worlds_where_a_heuristic_opponent_would_have_paid() -> None:
    from engine.mysaga.bots import CALL_CHANCE

    game = shipped()
    state = game.new_state({"seats": [{"deck": "blaze"}, {"deck": "tide"}]}, 21)
    heuristic, rng = HeuristicBot(game), Rng.from_seed(2)
    while not (state.phase == "charge" and state.betting.turn == 1 and state.betting.paid[0] > 0):
        seat = game.owing_seats(state)[0]
        game.apply(state, heuristic.choose(game.view(state, seat), game.legal_actions(state, seat), rng))
        if game.is_over(state):
            raise AssertionError("no charge by seat 0 before seat 1's turn in this set")
    expert = ExpertBot(game, samples=5)
    worlds = expert._worlds(game.view(state, 1), 1, Rng.from_seed(3))
    assert len(worlds) == 5
    chances = [heuristic.win_chance(game.view(w, 0), 0) for w in worlds]
    assert all(c >= CALL_CHANCE for c in chances)  # seat 0 paid: it held a fair hand in each world
