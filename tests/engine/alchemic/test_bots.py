"""Bots choose from the seat's view and legal actions only; determinized states fit the view."""

from __future__ import annotations

import inspect

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.alchemic.bots import HeuristicBot, RandomBot
from engine.alchemic.expert import ExpertBot
from engine.alchemic.game import all_cards
from engine.core.kernel.rng import Rng
from tests.engine.alchemic.helpers import game


def _advance(seed: int, steps: int):
    g = game()
    state = g.new_state({"decks": ["flame-academy", "desert-wind"]}, seed)
    bot, rng = HeuristicBot(g.cards), Rng.from_seed(seed)
    for _ in range(steps):
        if g.is_over(state):
            break
        seat = g.owing(state)[0]
        g.apply(state, bot.choose(g.view(state, seat), g.legal_actions(state, seat), rng))
    return state


def test_bots_take_a_view_never_a_state() -> None:
    for bot in (RandomBot, HeuristicBot, ExpertBot):
        assert list(inspect.signature(bot.choose).parameters) == ["self", "view", "legal", "rng"]


def _at_defence(seed: int):  # type: ignore[no-untyped-def]
    """Play on until the defender owes its pick (the attacker's card hidden from it)."""
    g = game()
    state = _advance(seed, 0)
    bot, rng = HeuristicBot(g.cards), Rng.from_seed(seed)
    while not g.is_over(state):
        if state.battle is not None and state.battle.attack is not None:
            return state
        seat = g.owing(state)[0]
        g.apply(state, bot.choose(g.view(state, seat), g.legal_actions(state, seat), rng))
    return None


def test_the_hidden_attack_card_is_sampled_from_cards_the_attacker_could_play() -> None:
    g = game()
    for seed in range(12):
        state = _at_defence(seed)
        if state is None:
            continue
        defender = 1 - state.battle.attacker
        for sample in range(20):
            guess = g.determinize(g.view(state, defender), defender, Rng.from_seed(sample))
            assert g.cards.kind(guess.battle.attack.card) in ("battle", "main")
            assert g.view(guess, defender) == g.view(state, defender)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 80), sample=st.integers(0, 2**32))
def test_determinized_state_shows_the_same_view(seed: int, steps: int, sample: int) -> None:
    g = game()
    state = _advance(seed, steps)
    for seat in (0, 1):
        view = g.view(state, seat)
        guess = g.determinize(view, seat, Rng.from_seed(sample))
        assert g.view(guess, seat) == view
        assert sum(all_cards(guess).values()) == sum(all_cards(state).values())
        if guess.battle is not None:  # a sampled face-down card is one that side could have played
            for pick in (guess.battle.attack, guess.battle.defence):
                if pick is not None and pick.card is not None:
                    assert g.cards.kind(pick.card) in ("battle", "main")
        if not g.is_over(state) and seat in g.owing(state):
            assert g.legal_actions(guess, seat) == g.legal_actions(state, seat)


def test_expert_picks_a_legal_action_within_its_budget() -> None:
    g = game()
    expert = ExpertBot(g, rollouts=16, budget_s=0.5)
    for seed in range(3):
        state = _advance(seed, 12 + seed * 7)
        if g.is_over(state):
            continue
        seat = g.owing(state)[0]
        legal = g.legal_actions(state, seat)
        assert expert.choose(g.view(state, seat), legal, Rng.from_seed(seed)) in legal


def test_late_game_hidden_card_is_still_a_battle_card() -> None:
    """Few unknown battle cards left (the rest public in a gauge): the sample keeps one for the pick."""
    g = game()
    state = _at_defence(3)
    assert state is not None
    attacker = state.players[state.battle.attacker]
    for pile in (attacker.deck, attacker.hand):
        for c in list(pile):
            if g.cards.kind(c) in ("battle", "main") or pile is attacker.deck and len(pile) > 1:
                pile.remove(c)
                attacker.combat.put_top(c)
    defender = 1 - state.battle.attacker
    for sample in range(40):
        guess = g.determinize(g.view(state, defender), defender, Rng.from_seed(sample))
        assert g.cards.kind(guess.battle.attack.card) in ("battle", "main")
        assert g.view(guess, defender) == g.view(state, defender)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 120), sample=st.integers(0, 2**32))
def test_a_determinized_state_plays_on_to_the_end(seed: int, steps: int, sample: int) -> None:
    """What the expert simulates on is a real game: every step legal, cards conserved, it ends."""
    g = game()
    state = _advance(seed, steps)
    if g.is_over(state):
        return
    seat = g.owing(state)[0]
    guess = g.determinize(g.view(state, seat), seat, Rng.from_seed(sample))
    bot, rng, total = HeuristicBot(g.cards), Rng.from_seed(sample), all_cards(guess)
    for _ in range(2_000):
        if g.is_over(guess):
            break
        mover = g.owing(guess)[0]
        g.apply(guess, bot.choose(g.view(guess, mover), g.legal_actions(guess, mover), rng))
        assert all_cards(guess) == total
    assert g.is_over(guess)
