"""Bots: legal for every seat and decision kind, deterministic, sensible, cheap."""

from __future__ import annotations

from collections import Counter

from engine.core.kernel.bots import Driver, decide
from engine.core.kernel.rng import Rng
from engine.core.saves import codec
from engine.fatal_fight import actions as A
from engine.fatal_fight.bots import HeuristicBot, RandomBot, bot_rng
from engine.fatal_fight.game import FatalFight
from engine.fatal_fight.information import information
from engine.fatal_fight.state import FatalFightState, Pending
from tests.engine.fatal_fight import fixtures as F
from tests.engine.fatal_fight.helpers import (
    fresh,
    give_items,
    pick,
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
    first = [decide(game, state, None, RandomBot(), bot_rng(4)) for _ in range(3)]
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
            game.apply(state, pick(game, state, bot))  # IllegalAction would fail the test
        results[state.result] += 1
    assert {"turn", "attack", "coop", "reward", "briefing", "carry"} <= set(kinds)
    assert results["won"] >= 1


def test_heuristic_bot_takes_the_down_bonus_action_and_drops_its_weakest_item() -> None:
    game, state = fresh(variants=["FF-V7"])
    state.turn = None
    state.pending = [Pending("down_bonus", 2)]
    assert pick(game, state, HeuristicBot(game)) == A.ChooseDownBonus(2, "action")
    give_items(state, 1, ["knife#1", "pipe#1", "power_belt#1", "bandana#1"])
    state.pending = [Pending("carry", 1)]
    assert pick(game, state, HeuristicBot(game)) == A.DropItem(1, "knife#1")


def test_heuristic_bot_attacks_the_weakest_front_enemy_it_can_ko() -> None:
    game, state = fresh()
    turn_of(state, 0)
    place(state, 0, "middle-center")
    set_hand(state, 0, ["haggar_kick#1", "haggar_punch#1"])
    put_foes(state, 2, ["brawler1#1"])  # needs 3
    put_foes(state, 5, ["thug1#1"])  # needs 2
    bot = HeuristicBot(game)
    assert pick(game, state, bot) == A.StartAttack(0, 5)
    game.apply(state, A.StartAttack(0, 5))
    assert pick(game, state, bot) == A.AddCard(0, "haggar_kick#1")
    game.apply(state, A.AddCard(0, "haggar_kick#1"))
    assert pick(game, state, bot) == A.ConfirmAttack(0)


def test_heuristic_bot_guards_when_the_enemy_phase_will_hurt() -> None:
    game, state = fresh()
    turn_of(state, 0, move_points=0)
    place(state, 0, "middle-center")
    state.heroes[0].life = 6  # too low to pay for special moves
    place(state, 1, "upper-left")  # nobody close enough to co-op
    place(state, 2, "lower-right")
    set_hand(state, 0, ["haggar_block#1", "haggar_punch#1"])
    put_foes(state, 2, ["bruiser1#1", "thug1#1"])  # too tough to KO now, 2 combat damage coming
    assert pick(game, state, HeuristicBot(game)) == A.PlayCard(0, "haggar_block#1")


def test_heuristic_bot_picks_up_and_buys_upgrades() -> None:
    game, state = fresh()
    turn_of(state, 0)
    state.icons[state.heroes[0].cell] = ["gold"]
    assert pick(game, state, HeuristicBot(game)) == A.PickUp(0)
    state.icons[state.heroes[0].cell] = []
    state.heroes[0].gold = 10
    run_flow(game, state, "stage_clear")
    for seat in range(3):
        game.apply(state, A.TakeRewardGold(seat))
    choice = pick(game, state, HeuristicBot(game))
    assert isinstance(choice, A.BuyArt) and choice.art.startswith("haggar_sweep")  # the dearest art


def _reshuffled(game: FatalFight, state: FatalFightState, seed: int) -> FatalFightState:
    """An independent copy of ``state`` with everything hidden redrawn: every deck order, the
    boss's unknown skills and the generator (Fatal Fight hides nothing else)."""
    twin = codec.restore(codec.snapshot(state), game.state_type)
    rng = Rng.from_seed(seed)
    for pile in [h.deck for h in twin.heroes] + [twin.stage_deck, twin.enemy_deck]:
        pile.shuffle(rng)
    hidden = len(twin.boss_skills) - min(twin.boss_reveals, len(twin.boss_skills))
    if hidden > 1:
        unknown = twin.boss_skills[:hidden]
        rng.shuffle(unknown)
        twin.boss_skills[:hidden] = unknown
    twin.rng = Rng.from_seed(seed + 1)
    return twin


def test_heuristic_bot_chooses_the_same_whatever_the_hidden_orders() -> None:
    """Issue #9: the bot decides from its seat's information; states that differ only in what
    is hidden (deck orders, unknown boss skills, the generator) get the same choice."""
    game = F.game()
    state = game.new_state(F.setup(3), 7)
    driver = Driver(game, HeuristicBot(game), bot_rng(7))
    compared = differed = 0
    for step in range(400):
        if game.is_over(state):
            break
        if step % 5 == 0:
            twin = _reshuffled(game, state, step)
            differed += twin.heroes[0].deck.cards != state.heroes[0].deck.cards
            assert information(twin) == information(state)
            seat = game.decision(state).seat
            assert seat is not None
            twin_bot, bot = HeuristicBot(game), HeuristicBot(game)
            assert decide(game, twin, seat, twin_bot, bot_rng(0)) == decide(game, state, seat, bot, bot_rng(0))
            compared += 1
        game.apply(state, driver.next_action(state))
    assert compared >= 40 and differed >= compared // 2  # the orders really were different


def test_determinize_rebuilds_a_full_state_consistent_with_the_information() -> None:
    game = F.game()
    state = game.new_state(F.setup(3), 3)
    driver = Driver(game, HeuristicBot(game), bot_rng(3))
    for _ in range(120):
        game.apply(state, driver.next_action(state))
    seat = game.decision(state).seat
    assert seat is not None
    info = game.bot_view(state, seat)
    sampled = game.determinize(info, seat, Rng.from_seed(11))
    assert information(sampled) == info and sampled != state  # same knowledge, other hidden orders
    assert game.legal_actions(sampled) == game.legal_actions(state)
    before = game.encode_state(state)
    game.apply(sampled, game.legal_actions(sampled)[-1])  # simulating on it leaves the game alone
    assert game.encode_state(state) == before
