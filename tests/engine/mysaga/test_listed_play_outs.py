"""The expert's play-outs list each state's legal actions once (issue #28) and change nothing.

Over seeded heuristic play at 2, 3 and 4 seats, at every state a play-out meets:

* the view built with the listed actions (``make_view(..., legal=...)``, whose charge panel
  reuses that list) equals the view ``MySaga.view`` builds, listing them itself;
* ``apply_listed`` with the heuristic player's pick from that list leaves the same state and
  the same events as the checked ``apply``;
* a pick that is not one of the listed objects is still checked (an illegal one is refused,
  the state untouched).

The expert's choices and evaluations themselves are pinned by ``test_fast_paths``' golden digests.
"""

from __future__ import annotations

from functools import cache

import pytest

from engine.core.kernel.errors import IllegalAction
from engine.core.kernel.rng import Rng
from engine.core.saves import codec
from engine.mysaga import actions as A
from engine.mysaga.bots import HeuristicBot
from engine.mysaga.game import MySaga
from engine.mysaga.state import MySagaState
from engine.mysaga.view import make_view

DECKS = ("blaze", "tide", "radiance", "nightfall")


@cache
def shipped() -> MySaga:
    return MySaga.load(user_root=None)


def _states(seats: int, seeds: range) -> list[MySagaState]:
    """Every state of seeded heuristic play (copies), as a play-out walks them."""
    game, bot = shipped(), HeuristicBot(shipped())
    setup = {"seats": [{"name": f"S{i}", "deck": DECKS[i]} for i in range(seats)]}
    found: list[MySagaState] = []
    for seed in seeds:
        state, rng = game.new_state(setup, seed), Rng.from_seed(seed)
        while legal := game.legal_actions(state):
            found.append(codec.restore(codec.snapshot(state), MySagaState))
            game.apply(state, bot.choose(game.view(state, legal[0].seat), legal, rng))
    return found


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_a_view_from_the_listed_actions_equals_the_plain_view(seats: int) -> None:
    game = shipped()
    states = _states(seats, range(6))
    charges_seen = 0
    for state in states:
        legal = game.legal_actions(state)
        seat = legal[0].seat
        listed = make_view(game.context(state), seat, legal=legal)
        assert listed == game.view(state, seat)
        charges_seen += bool(listed.costs)
    assert charges_seen > 0  # the charge panel's costs were really built from the list


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_apply_listed_leaves_what_apply_leaves(seats: int) -> None:
    game, bot = shipped(), HeuristicBot(shipped())
    rng = Rng.from_seed(seats)
    for state in _states(seats, range(6)):
        legal = game.legal_actions(state)
        pick = bot.choose(game.view(state, legal[0].seat), legal, rng)
        checked = codec.restore(codec.snapshot(state), MySagaState)
        checked_events = game.apply(checked, pick)
        assert game.apply_listed(state, pick, legal) == checked_events
        assert codec.snapshot(state) == codec.snapshot(checked)


def test_a_pick_not_from_the_list_is_still_checked() -> None:
    game = shipped()
    state = next(s for s in _states(4, range(1)) if isinstance(game.legal_actions(s)[0], A.PickCard))
    legal = game.legal_actions(state)
    seat = legal[0].seat
    outside = A.PickCard(seat, next(i for i in range(len(state.seats[seat].deck)) if i not in state.seats[seat].hand))
    before = codec.snapshot(state)
    with pytest.raises(IllegalAction):
        game.apply_listed(state, outside, legal)
    assert codec.snapshot(state) == before
