"""The legal lists read the cards' Facts from a plain dict of the ids a game deals (``Cards.dealt``,
issue #28) and fall back to ``Cards.facts`` for any other id: both give the same Facts, and so the
same lists."""

from __future__ import annotations

from engine.alchemic import battle, turn
from engine.alchemic.state import BattleState, instance_ids
from engine.core.kernel.rng import Rng
from tests.engine.alchemic.helpers import game, position, side
from tests.engine.alchemic.play_trace import random_deck


def test_every_dealt_id_reads_the_facts_of_its_card() -> None:
    cards = game().cards
    decks = [cards.deck_list(d) for d in sorted(cards.decks)]
    rng = Rng.from_seed(28)
    decks += [random_deck(game(), rng) for _ in range(40)]
    dealt = {i for deck in decks for seat in (0, 1) for i in instance_ids(deck, seat)}
    assert dealt <= set(cards.dealt)
    for instance in cards.dealt:
        assert cards.dealt[instance] is cards.facts[instance]


def test_a_position_built_by_hand_lists_through_the_fallback() -> None:
    g = game()
    hand = ("medic-sera", "flame-lance", "flame-lance", "study-night", "garen-stoneheart", "stone-wall")
    state = position(side(0, hand=hand, main="vesper-cinder", supports=("archivist-olen",), combat=2),
                     side(1, hand=hand, main="garen-stoneheart"))
    assert not any(c in g.cards.dealt for c in state.players[0].hand)
    ctx = g.context(state)
    listed = g.legal_actions(state, 0)
    assert listed == turn.legal(ctx, 0, g.cards.facts)
    assert len(listed) > 3
    state.battle = BattleState(0)
    for seat, defending in ((0, False), (1, True)):
        picks = g.legal_actions(state, seat)
        assert picks == battle.picks(ctx, seat, defending, g.cards.facts)
        assert len(picks) >= 2


def test_dealt_and_fallback_lists_agree_in_seeded_play() -> None:
    g = game()
    for seed in range(20):
        state, rng = g.new_state({"decks": ["flame-academy", "shadow-legion"]}, seed), Rng.from_seed(seed)
        while not g.is_over(state):
            ctx = g.context(state)
            if state.battle is None and state.step == "turn":
                seat = state.turn_player
                assert turn.legal(ctx, seat, g.cards.dealt) == turn.legal(ctx, seat, g.cards.facts)
            legal = g.legal_actions(state)
            g.apply(state, legal[rng.below(len(legal))])
