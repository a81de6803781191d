"""Golden tests for the charge actions (MS-C1–C9), named by rule id."""

from __future__ import annotations

import pytest

from engine.core.kernel.errors import IllegalAction
from engine.core.saves import codec
from engine.mysaga import actions as A
from tests.engine.mysaga.fixtures import game_with_hands, kp
from tests.engine.mysaga.helpers import kinds, pre_round, to_round1_charges

HANDS2 = [["n1", "n5", "n9"], ["n2", "n6", "n8"]]


def test_MS_C1_wait_only_while_nobody_charged() -> None:
    g, s = game_with_hands(HANDS2)
    to_round1_charges(g, s)
    assert kinds(g.legal_actions(s, 0)) == ["Wait", "Charge", "Escape"]
    g.apply(s, A.Charge(0))
    assert "Wait" not in kinds(g.legal_actions(s, 1))
    assert "Charge" not in kinds(g.legal_actions(s, 1))
    with pytest.raises(IllegalAction) as err:
        g.apply(s, A.Wait(1))
    assert "nobody has charged" in err.value.text.en and err.value.text.ja


def test_MS_C1_everyone_waits_and_the_round_reveals() -> None:
    g, s = game_with_hands(HANDS2)
    to_round1_charges(g, s)
    g.apply(s, A.Wait(0))
    g.apply(s, A.Wait(1))
    assert s.round == 2 and s.phase == "pick"
    assert all(p is not None and p.face_up for p in s.fields[1])


def test_MS_C2_charge_pays_half_the_previous_pool_floored() -> None:
    g, s = game_with_hands([["n1", "n5", "n9"], ["n2", "n6", "n8"], ["n3", "n4", "n7"]], ante=7)
    to_round1_charges(g, s)
    assert s.pool == 21
    assert g.charge_cost(s, A.Charge(0)) == 10  # floor(21 / 2)
    g.apply(s, A.Charge(0))
    assert s.pool == 31 and kp(s, 0, 1) == 90 and s.betting.level == 10


def test_MS_C2_ruling_no_charge_when_half_the_pool_is_zero() -> None:
    g, s = game_with_hands(HANDS2, ante=0)
    to_round1_charges(g, s)
    assert kinds(g.legal_actions(s, 0)) == ["Wait", "Escape"]


def test_MS_C3_equal_charge_matches_the_highest() -> None:
    g, s = game_with_hands(HANDS2)
    to_round1_charges(g, s)
    g.apply(s, A.Charge(0))
    assert g.charge_cost(s, A.EqualCharge(1)) == 10
    g.apply(s, A.EqualCharge(1))
    assert s.betting.paid == [10, 10] and s.round == 2  # matched: the round revealed


def test_MS_C4_double_charge_is_twice_the_highest_once_per_round() -> None:
    g, s = game_with_hands([["n1", "n5", "n9"], ["n2", "n6", "n8"], ["n3", "n4", "n7"]])
    to_round1_charges(g, s)
    g.apply(s, A.Charge(0))  # 15 of a 30 pool
    assert g.charge_cost(s, A.DoubleCharge(1)) == 30
    g.apply(s, A.DoubleCharge(1))
    assert s.betting.level == 30
    assert "DoubleCharge" not in kinds(g.legal_actions(s, 2))
    with pytest.raises(IllegalAction) as err:
        g.apply(s, A.DoubleCharge(2))
    assert "already" in err.value.text.en


def test_MS_C5_hyper_charge_is_twice_the_double_once_per_round() -> None:
    g, s = game_with_hands([["n1", "n5", "n9"], ["n2", "n6", "n8"], ["n3", "n4", "n7"]])
    to_round1_charges(g, s)
    g.apply(s, A.Charge(0))  # level 15
    assert g.charge_cost(s, A.HyperCharge(1)) == 60  # 2 × the Double amount (30)
    g.apply(s, A.HyperCharge(1))
    assert s.betting.level == 60
    assert "HyperCharge" not in kinds(g.legal_actions(s, 2))
    # Double would be 120 > the card's 100 KP: only Equal, or Full as an all-in raise
    assert kinds(g.legal_actions(s, 2)) == ["EqualCharge", "FullCharge", "Escape"]
    assert g.charge_cost(s, A.EqualCharge(2)) == 60


def test_MS_C5_hyper_after_a_double_of_30_pays_60_not_120() -> None:
    """The confirmed ruling: 2 × the Double actually made this round (「ダブルチャージ量の2倍」)."""
    g, s = game_with_hands([["n1", "n5", "n9"], ["n2", "n6", "n8"], ["n3", "n4", "n7"]])
    to_round1_charges(g, s)
    g.apply(s, A.Charge(0))  # 15 of a 30 pool
    g.apply(s, A.DoubleCharge(1))  # 30
    assert g.charge_cost(s, A.HyperCharge(2)) == 60
    g.apply(s, A.HyperCharge(2))
    assert s.betting.level == 60 and s.betting.paid == [15, 30, 60] and kp(s, 2, 1) == 40
    assert g.view(s, 0).betting.double_to == 30  # the Double is public: every panel prices the Hyper alike


def test_MS_C_betting_reopens_after_a_raise_until_everyone_matched() -> None:
    g, s = game_with_hands([["n1", "n5", "n9"], ["n2", "n6", "n8"], ["n3", "n4", "n7"]])
    to_round1_charges(g, s)
    g.apply(s, A.Charge(0))  # 15
    g.apply(s, A.EqualCharge(1))  # 15
    g.apply(s, A.DoubleCharge(2))  # 30
    assert s.betting.turn == 0 and g.charge_cost(s, A.EqualCharge(0)) == 15  # tops up to 30
    g.apply(s, A.EqualCharge(0))
    assert s.betting.turn == 1
    g.apply(s, A.EqualCharge(1))
    assert s.round == 2 and s.pool == 30 + 3 * 30


def test_MS_C6_full_charge_only_when_short_and_it_becomes_the_reference() -> None:
    g, s = game_with_hands([["n1", "n5", "n9"], ["n2", "poor", "n8"], ["n3", "n4", "n7"]])
    to_round1_charges(g, s)
    g.apply(s, A.Charge(0))  # 15; seat 1's card holds 4 KP
    assert kinds(g.legal_actions(s, 1)) == ["FullCharge", "Escape"]
    assert g.charge_cost(s, A.FullCharge(1)) == 4
    g.apply(s, A.FullCharge(1))
    assert s.betting.level == 4 and kp(s, 1, 1) == 0
    assert g.charge_cost(s, A.EqualCharge(2)) == 4  # the Full Charge amount is the reference
    g.apply(s, A.EqualCharge(2))
    assert s.round == 2  # seat 0 paid 15 ≥ 4: everyone matched or all-in


def test_MS_C6_full_charge_not_offered_when_the_card_can_pay() -> None:
    g, s = game_with_hands(HANDS2)
    to_round1_charges(g, s)
    g.apply(s, A.Charge(0))
    assert "FullCharge" not in kinds(g.legal_actions(s, 1))  # 100 KP covers Equal, Double, Hyper


def test_MS_C6_full_charged_seat_skips_later_actions_and_cannot_escape() -> None:
    g, s = game_with_hands([["n1", "n5", "n9"], ["n2", "poor", "n8"], ["n3", "n4", "n7"], ["n1", "n2", "n3"]])
    to_round1_charges(g, s)
    g.apply(s, A.Charge(0))  # 20 of a 40 pool
    g.apply(s, A.FullCharge(1))  # 4: the reference
    g.apply(s, A.DoubleCharge(2))  # 8
    g.apply(s, A.HyperCharge(3))  # 16: 2 × the Double (MS-C5)
    assert s.betting.turn == 2  # seat 0 already paid 20 ≥ 16; seat 1 is skipped: it is all-in
    assert g.legal_actions(s, 1) == []
    with pytest.raises(IllegalAction):
        g.apply(s, A.Escape(1))
    g.apply(s, A.EqualCharge(2))
    assert s.round == 2 and s.betting.paid == [20, 4, 16, 16]


def test_MS_C6_ruling_a_card_without_kp_cannot_full_charge() -> None:
    g, s = game_with_hands([["n1", "n5", "n9"], ["n2", "broke", "n8"]])
    to_round1_charges(g, s)
    g.apply(s, A.Charge(0))
    assert kinds(g.legal_actions(s, 1)) == ["Escape"]


def test_MS_C7_escape_forfeits_and_the_last_seat_in_wins() -> None:
    g, s = game_with_hands(HANDS2)
    to_round1_charges(g, s)
    g.apply(s, A.Charge(0))
    g.apply(s, A.Escape(1))
    result = s.results[0]
    assert result.by_escape and result.winners == [0] and result.pool == 30
    assert s.game_no == 1  # the next game began
    assert s.deck_kp(0) == 1000 + 10 and s.deck_kp(1) == 1000 - 10  # seat 1 forfeited its ante


def test_MS_C8_kp_is_paid_by_the_round_card() -> None:
    g, s = game_with_hands(HANDS2)
    to_round1_charges(g, s)
    g.apply(s, A.Charge(0))
    assert kp(s, 0, 0) == 90 and kp(s, 0, 1) == 90 and kp(s, 0, 2) == 100  # ante from the pre-round card


def test_MS_C9_timeout_card_pick_is_the_lowest_number_leftmost_on_ties() -> None:
    g, s = game_with_hands([["n5", "n2", "n2"], ["n9", "n8", "n7"]])
    assert g.timeout_action(s, 0) == A.PlayPreRound(0, 1)
    g.apply(s, A.PlayPreRound(0, 0))
    assert g.timeout_action(s, 0) is None  # seat 0 owes nothing now
    assert g.timeout_action(s, 1) == A.PlayPreRound(1, 2)
    g.apply(s, A.PlayPreRound(1, 2))
    assert g.timeout_action(s, 0) == A.PickCard(0, 1)
    assert g.timeout_action(s, 1) == A.PickCard(1, 1)


def test_MS_C9_timeout_charge_waits_if_allowed_else_escapes() -> None:
    g, s = game_with_hands(HANDS2)
    to_round1_charges(g, s)
    assert g.timeout_action(s, 0) == A.Wait(0)
    g.apply(s, A.Charge(0))
    assert g.timeout_action(s, 1) == A.Escape(1)


def test_illegal_charge_is_refused_with_the_state_untouched() -> None:
    g, s = game_with_hands([["n1", "n5", "n9"], ["n2", "poor", "n8"]])
    to_round1_charges(g, s)
    g.apply(s, A.Charge(0))
    before = codec.encode_json(s)
    for action in (A.EqualCharge(1), A.Wait(1), A.Charge(1), A.DoubleCharge(0), A.PickCard(1, 2)):
        with pytest.raises(IllegalAction) as err:
            g.apply(s, action)
        assert err.value.text.en and err.value.text.ja
        assert codec.encode_json(s) == before
    with pytest.raises(IllegalAction) as err:
        g.apply(s, A.EqualCharge(1))
    assert "needs 10 KP" in err.value.text.en and "Full Charge" in err.value.text.en


def test_pre_round_turns_go_in_flag_order() -> None:
    g, s = game_with_hands(HANDS2, flag=1)
    assert g.owing_seats(s) == (1,)
    with pytest.raises(IllegalAction) as err:
        g.apply(s, A.PlayPreRound(0, 0))
    assert "P2" in err.value.text.en
    pre_round(g, s)
    assert g.owing_seats(s) == (1, 0) and g.decision(s).simultaneous
