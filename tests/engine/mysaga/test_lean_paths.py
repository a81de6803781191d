"""The leaner game-end and skill paths of session 8 (issue #28) decide what the former ones did.

The seeded play-out digests (``test_play_out_digests``) pin every path real play reaches; these
cover what seeded play reaches rarely or never: the payout of cards in any order (against a frozen
copy of the former ``split_pool``), markers stored out of firing order, the "all" skill target.
"""

from __future__ import annotations

from collections.abc import Sequence

import msgspec
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core.kernel.game import Action
from engine.core.kernel.rng import Rng
from engine.core.saves import codec
from engine.mysaga import events as E
from engine.mysaga import skills
from engine.mysaga.bots import HeuristicBot
from engine.mysaga.payout import WinningCard, split_pool
from engine.mysaga.state import CardPayout, Marker, MySagaState, Play
from tests.engine.mysaga.test_play_out_digests import DECKS, shipped


# --- the former payout (main 4f9104b), the reference -------------------------------------------
def _old_split_pool(pool: int, cards: Sequence[WinningCard], flag_order: Sequence[int],
                    burn_percent: int) -> tuple[list[CardPayout], int, int]:
    rank = {seat: i for i, seat in enumerate(flag_order)}
    charged = sum(c.charged for c in cards)
    reward = pool - charged
    burned = reward * burn_percent // 100
    rest = reward - burned
    shares = [rest * c.charged // charged if charged else 0 for c in cards]
    extra = [0] * len(cards)
    left = rest - sum(shares)
    if left > 0:
        order = sorted(range(len(cards)), key=lambda i: (-cards[i].round, rank[cards[i].seat]))
        for step in range(left):
            extra[order[step % len(order)]] += 1
    paid = [CardPayout(c.seat, c.round, c.slot, c.card, c.charged, c.charged, shares[i], extra[i])
            for i, c in enumerate(cards)]
    return sorted(paid, key=lambda p: (rank[p.seat], p.round)), reward, burned


@st.composite
def payouts(draw: st.DrawFn) -> tuple[int, list[WinningCard], list[int], int]:
    """A pool, winning cards in any order (each seat's rounds distinct), a flag order, a burn rate."""
    seats = draw(st.integers(2, 4))
    flag_order = draw(st.permutations(range(seats)))
    winners = draw(st.lists(st.sampled_from(range(seats)), min_size=1, max_size=seats, unique=True))
    cards = [WinningCard(seat, r, r + 3 * seat, f"c{seat}{r}", draw(st.integers(0, 60)))
             for seat in winners for r in draw(st.lists(st.integers(0, 2), min_size=1, max_size=3, unique=True))]
    cards = draw(st.permutations(cards))
    pool = sum(c.charged for c in cards) + draw(st.integers(0, 400))
    return pool, cards, flag_order, draw(st.integers(0, 100))


@settings(max_examples=400, deadline=None)
@given(payouts())
def test_MS_P1_payout_of_cards_in_any_order_is_the_former_one(case: tuple[int, list[WinningCard], list[int], int]) -> None:
    pool, cards, flag_order, burn = case
    payout = split_pool(pool, cards, flag_order, burn)
    old_cards, reward, burned = _old_split_pool(pool, cards, flag_order, burn)
    assert (payout.cards, payout.reward, payout.burned) == (old_cards, reward, burned)
    assert sum(p.total for p in payout.cards) + payout.burned == pool


# --- skills: markers out of firing order, every target -----------------------------------------
def _steps_into_reveals(seats: int, seeds: range) -> list[tuple[bytes, Action]]:
    """(snapshot, action) pairs of seeded heuristic play whose action leads to a reveal with at least
    two markers on the round it fires (where the firing order matters)."""
    game, found = shipped(), []
    setup = {"seats": [{"name": f"S{i}", "deck": DECKS[i]} for i in range(seats)]}
    for seed in seeds:
        state, bot, rng = game.new_state(setup, seed), HeuristicBot(game), Rng.from_seed(~seed)
        while legal := game.legal_actions(state):
            action = bot.choose(game.view(state, legal[0].seat), legal, rng)
            before, fired = codec.snapshot(state), [m.target_round for m in state.markers].count(state.round)
            events = game.apply(state, action)
            if fired > 1 and any(isinstance(e, E.Revealed) for e in events):
                found.append((before, action))
    return found


def _reveal(snapshot: bytes, action: Action, permute: Rng | None) -> tuple[bytes, list[object]]:
    """The step into a reveal from ``snapshot``, with the stored markers shuffled when ``permute``."""
    state = codec.restore(snapshot, MySagaState)
    if permute is not None:
        permute.shuffle(state.markers)
    events = shipped().apply(state, action)
    state.markers = []  # compared apart: the stored order is the one thing allowed to differ
    return codec.snapshot(state), [e.to_json() for e in events]


def test_MS_K1_markers_stored_out_of_order_fire_in_the_ruling_order() -> None:
    steps = [step for seats in (2, 3, 4) for step in _steps_into_reveals(seats, range(8))]
    assert len(steps) > 20
    shuffler = Rng.from_seed(7)
    for snapshot, action in steps:
        assert _reveal(snapshot, action, shuffler) == _reveal(snapshot, action, None)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 3), min_size=1, max_size=4, unique=True), st.integers(0, 3))
def test_MS_K1_skill_targets_are_the_former_ones(seats: list[int], owner: int) -> None:
    cards = [Play(seat, seat, f"c{seat}") for seat in seats]
    skill = skills.Skill(Marker(owner, 0, owner, f"c{owner}", 1), 1, cards)
    assert skills._targets(skill, "self") == [p for p in cards if p.seat == owner]
    assert skills._targets(skill, "opponents") == [p for p in cards if p.seat != owner]
    assert skills._targets(skill, "all") == cards


def test_a_set_s_decks_are_fresh_copies_of_the_deck_model() -> None:
    game = shipped()
    setup = {"seats": [{"name": "A", "deck": "blaze"}, {"name": "B", "deck": "blaze"}]}
    first, second = game.new_state(setup, 1), game.new_state(setup, 2)
    first.seats[0].deck[0].kp += 5
    assert msgspec.structs.asdict(second.seats[0].deck[0]) == msgspec.structs.asdict(first.seats[1].deck[0])
    assert first.seats[0].deck[0].kp == first.seats[1].deck[0].kp + 5
    ids = list(game.cards.decks["blaze"].cards)
    assert [(c.card, c.kp, c.kp_start) for c in second.seats[1].deck] == \
        [(i, game.cards.card(i).kp, game.cards.card(i).kp) for i in ids]
