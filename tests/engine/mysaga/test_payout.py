"""Golden tests for the payout (MS-P1), the final count (MS-G4) and sets (MS-P2)."""

from __future__ import annotations

import pytest

from engine.mysaga import actions as A
from engine.mysaga.payout import WinningCard, split_pool
from tests.engine.mysaga.fixtures import game_with_hands, kp
from tests.engine.mysaga.helpers import pick_all, pre_round


def _cards(*charged: tuple[int, int, int]) -> list[WinningCard]:
    """(seat, round, charged) → winning cards (slot = round)."""
    return [WinningCard(seat, r, r, f"c{seat}{r}", c) for seat, r, c in charged]


def test_MS_P1_refund_then_burn_then_proportional_split() -> None:
    payout = split_pool(100, _cards((0, 0, 10), (0, 1, 30), (0, 2, 20)), [0, 1], burn_percent=10)
    assert (payout.reward, payout.burned) == (40, 4)  # 100 − 60 refunded; 10 % of 40 burned
    assert [(p.refund, p.share, p.leftover) for p in payout.cards] == [(10, 6, 0), (30, 18, 0), (20, 12, 0)]
    assert sum(p.total for p in payout.cards) + payout.burned == 100


def test_MS_P1_burn_is_floored() -> None:
    payout = split_pool(101, _cards((0, 0, 10), (0, 1, 30), (0, 2, 20)), [0, 1], burn_percent=10)
    assert (payout.reward, payout.burned) == (41, 4)  # 10 % of 41 = 4.1 → 4
    assert [p.share for p in payout.cards] == [6, 18, 12]  # 37 × 10/60, 30/60, 20/60 floored
    assert [p.leftover for p in payout.cards] == [0, 0, 1]  # the 1 left over goes to Round 2's card


def test_MS_P1_leftovers_go_to_round_2_then_round_1() -> None:
    payout = split_pool(5, _cards((0, 0, 1), (0, 1, 1), (0, 2, 1)), [0, 1], burn_percent=0)
    assert [p.share for p in payout.cards] == [0, 0, 0]  # 2 × 1/3 floors to 0
    assert [(p.round, p.leftover) for p in payout.cards] == [(0, 0), (1, 1), (2, 1)]


def test_MS_P1_full_charged_card_share_is_scaled_by_what_it_paid() -> None:
    payout = split_pool(120, _cards((0, 1, 40), (0, 2, 10)), [0, 1], burn_percent=0)
    assert [p.share for p in payout.cards] == [56, 14]  # 70 split 40 : 10


def test_MS_P1_ruling_several_winners_all_refunded_then_split_across_their_cards() -> None:
    cards = _cards((0, 0, 10), (0, 1, 20), (1, 0, 10), (1, 1, 10))
    payout = split_pool(100, cards, [1, 0], burn_percent=10)
    assert (payout.reward, payout.burned) == (50, 5)
    by = {(p.seat, p.round): p for p in payout.cards}
    assert [by[k].share for k in ((0, 0), (0, 1), (1, 0), (1, 1))] == [9, 18, 9, 9]  # 45 × c/50
    assert by[(0, 0)].refund == 10 and by[(0, 1)].refund == 20
    assert [p.seat for p in payout.cards] == [1, 1, 0, 0]  # listed in flag order


def test_MS_P1_ruling_winners_that_charged_nothing_split_by_the_leftover_order() -> None:
    payout = split_pool(3, _cards((0, 1, 0), (0, 2, 0), (1, 1, 0), (1, 2, 0)), [0, 1], burn_percent=0)
    by = {(p.seat, p.round): p.leftover for p in payout.cards}
    assert by == {(0, 2): 1, (1, 2): 1, (0, 1): 1, (1, 1): 0}


def test_MS_P1_refuses_a_pool_smaller_than_the_refunds() -> None:
    with pytest.raises(ValueError):
        split_pool(5, _cards((0, 1, 10)), [0], burn_percent=0)


def _play_quiet_game(g, s, r1: int = 1, r2: int = 2) -> None:  # noqa: ANN001
    """Pre-round slot 0, then the given slots, everyone waiting."""
    pre_round(g, s)
    for slot in (r1, r2):
        pick_all(g, s, slot)
        for seat in s.flag_order():
            g.apply(s, A.Wait(seat))


def test_MS_G4_highest_total_wins_and_the_pre_round_number_does_not_count() -> None:
    g, s = game_with_hands([["n9", "n1", "n2"], ["n1", "n5", "n6"]], burn_percent=10)
    _play_quiet_game(g, s)
    result = s.results[0]
    assert result.totals == [3, 11] and result.winners == [1]  # seat 0's pre-round 9 is not counted
    assert (result.pool, result.reward, result.burned) == (20, 10, 1)
    assert kp(s, 1, 0) == 100 - 10 + 10 + 9 and kp(s, 0, 0) == 90
    assert s.burned == 1 and s.total_kp() == 2000


def test_MS_G4_a_tie_makes_every_tied_player_win() -> None:
    g, s = game_with_hands([["n1", "n4", "n6"], ["n2", "n5", "n5"], ["n3", "n1", "n1"]])
    _play_quiet_game(g, s)
    result = s.results[0]
    assert result.totals == [10, 10, 2] and result.winners == [0, 1]
    assert result.reward == 10  # seat 2's ante, split 10 : 10 between the two pre-round cards
    assert sorted(p.total for p in result.payouts if p.round == 0) == [15, 15]


def test_MS_G5_flag_passes_and_MS_P2_kp_carries_over_to_the_set_winner() -> None:
    g, s = game_with_hands([["n9", "n1", "n2"], ["n1", "n5", "n6"]])
    while not g.is_over(s):
        seat = g.owing_seats(s)[0]
        g.apply(s, g.timeout_action(s, seat))
    assert [r.flag for r in s.results] == [0, 1, 0]
    assert len(s.results) == 3 and s.phase == "over"
    gains = [s.deck_kp(i) - s.seats[i].kp_set_start for i in range(2)]
    assert sum(gains) + s.burned == 0
    assert s.set_winners == [i for i in range(2) if gains[i] == max(gains)]
    assert g.decision(s).seat is None and g.legal_actions(s) == []
