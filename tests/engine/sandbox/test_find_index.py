"""``find``'s card → place index (issue #28) follows the cards as they move and keeps no uid a
card has left behind: over a long session it holds at most one entry per card on the table."""

from __future__ import annotations

from engine.core.kernel.rng import Rng
from engine.sandbox.state import _INDEX, find
from tests.engine.fertcg.table_helpers import GAME
from tests.support.long_sandbox import SETUP, _next_action


def test_the_index_holds_the_cards_on_the_table_and_no_more() -> None:
    state = GAME.new_state(SETUP, 9)
    pick = Rng.from_seed(10)
    cards = sum(len(zone) for zone in state.zones.values())
    for _ in range(3000):
        GAME.apply(state, _next_action(state, pick))
        index = state.__dict__.get(_INDEX)
        assert index is None or len(index) <= cards
    for key, zone in state.zones.items():
        for n, placed in enumerate(zone):
            assert find(state, placed.uid) == (key, n)
    assert len(state.__dict__[_INDEX]) == cards
