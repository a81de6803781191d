"""Bots: legal for every seat and decision kind, deterministic, sensible, cheap."""

from __future__ import annotations

import time
from collections import Counter

from engine.fatal_fight import actions as A
from engine.fatal_fight.bots import HeuristicBot, RandomBot
from engine.fatal_fight.state import Pending
from tests.engine.fatal_fight import fixtures as F
from tests.engine.fatal_fight.helpers import (
    fresh,
    give_items,
    place,
    put_foes,
    run_flow,
    set_hand,
    turn_of,
)


def test_random_bot_is_seeded_and_never_touches_the_states_rng() -> None:
    game = F.game()
    state = game.new_state(F.setup(3), 4)
    before = (state.rng.state, list(state.rng.record))
    first = [RandomBot(game, 4).choose(state) for _ in range(3)]
    assert (state.rng.state, state.rng.record) == before
    assert len(set(first)) == 1 and first[0] in game.legal_actions(state)


def test_heuristic_bot_answers_every_decision_kind_and_wins_some_campaigns() -> None:
    game = F.game()
    kinds: Counter[str] = Counter()
    results: Counter[str] = Counter()
    for seed in range(10):
        state = game.new_state(F.setup(3, ["FF-V7"]), seed)
        bot = HeuristicBot(game)
        while not game.is_over(state):
            kinds[game.decision(state).kind] += 1
            game.apply(state, bot.choose(state))  # IllegalAction would fail the test
        results[state.result] += 1
    assert {"turn", "attack", "coop", "reward", "briefing", "carry"} <= set(kinds)
    assert results["won"] >= 1


def test_heuristic_bot_takes_the_down_bonus_action_and_drops_its_weakest_item() -> None:
    game, state = fresh(variants=["FF-V7"])
    state.turn = None
    state.pending = [Pending("down_bonus", 2)]
    assert HeuristicBot(game).choose(state) == A.ChooseDownBonus(2, "action")
    give_items(state, 1, ["knife#1", "pipe#1", "power_belt#1", "bandana#1"])
    state.pending = [Pending("carry", 1)]
    assert HeuristicBot(game).choose(state) == A.DropItem(1, "knife#1")


def test_heuristic_bot_attacks_the_weakest_front_enemy_it_can_ko() -> None:
    game, state = fresh()
    turn_of(state, 0)
    place(state, 0, "middle-center")
    set_hand(state, 0, ["haggar_kick#1", "haggar_punch#1"])
    put_foes(state, 2, ["brawler1#1"])  # needs 3
    put_foes(state, 5, ["thug1#1"])  # needs 2
    bot = HeuristicBot(game)
    assert bot.choose(state) == A.StartAttack(0, 5)
    game.apply(state, A.StartAttack(0, 5))
    assert bot.choose(state) == A.AddCard(0, "haggar_kick#1")
    game.apply(state, A.AddCard(0, "haggar_kick#1"))
    assert bot.choose(state) == A.ConfirmAttack(0)


def test_heuristic_bot_guards_when_the_enemy_phase_will_hurt() -> None:
    game, state = fresh()
    turn_of(state, 0, move_points=0)
    place(state, 0, "middle-center")
    state.heroes[0].life = 6  # too low to pay for special moves
    place(state, 1, "upper-left")  # nobody close enough to co-op
    place(state, 2, "lower-right")
    set_hand(state, 0, ["haggar_block#1", "haggar_punch#1"])
    put_foes(state, 2, ["bruiser1#1", "thug1#1"])  # too tough to KO now, 2 combat damage coming
    assert HeuristicBot(game).choose(state) == A.PlayCard(0, "haggar_block#1")


def test_heuristic_bot_picks_up_and_buys_upgrades() -> None:
    game, state = fresh()
    turn_of(state, 0)
    state.icons[state.heroes[0].cell] = ["gold"]
    assert HeuristicBot(game).choose(state) == A.PickUp(0)
    state.icons[state.heroes[0].cell] = []
    state.heroes[0].gold = 10
    run_flow(game, state, "stage_clear")
    for seat in range(3):
        game.apply(state, A.TakeRewardGold(seat))
    choice = HeuristicBot(game).choose(state)
    assert isinstance(choice, A.BuyArt) and choice.art.startswith("haggar_sweep")  # the dearest art


def test_bot_decision_cost_stays_small() -> None:
    game = F.game()
    steps, spent = 0, 0.0
    for seed in range(5):
        state = game.new_state(F.setup(3), seed)
        bot = RandomBot(game, seed)
        while not game.is_over(state):
            start = time.perf_counter()
            game.apply(state, bot.choose(state))
            spent += time.perf_counter() - start
            steps += 1
    assert spent / steps < 500e-6  # measured ~40 µs; a generous bound against regressions
