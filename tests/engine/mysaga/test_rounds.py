"""Golden tests for dealing, the pre-round, hidden picks, skills and attributes (MS-G, MS-K, MS-A)."""

from __future__ import annotations

import pytest

from engine.core.kernel.errors import IllegalAction
from engine.core.kernel.view import Hidden
from engine.mysaga import actions as A
from tests.engine.mysaga.fixtures import game, game_with_hands, kp
from tests.engine.mysaga.helpers import pick_all, pre_round


def _waits(g, s) -> None:  # noqa: ANN001
    for seat in s.flag_order():
        g.apply(s, A.Wait(seat))


def test_MS_G1_three_random_distinct_cards_dealt_per_game() -> None:
    g = game()
    s = g.new_state({"seats": [{"deck": [f"n{i}" for i in range(1, 10)] + ["n1"]}] * 2}, seed=5)
    hands = [tuple(seat.hand) for seat in s.seats]
    assert all(len(set(h)) == 3 and all(0 <= x < 10 for x in h) for h in hands)
    again = g.new_state({"seats": [{"deck": [f"n{i}" for i in range(1, 10)] + ["n1"]}] * 2}, seed=5)
    assert [tuple(seat.hand) for seat in again.seats] == hands  # the deal follows the seed


def test_MS_G1_a_card_played_is_never_reused_that_game() -> None:
    g, s = game_with_hands([["n1", "n5", "n9"], ["n2", "n6", "n8"]])
    pre_round(g, s)
    with pytest.raises(IllegalAction) as err:
        g.apply(s, A.PickCard(0, 0))
    assert "not in your hand" in err.value.text.en
    assert [a.slot for a in g.legal_actions(s, 0)] == [1, 2]


def test_MS_G2_pre_round_antes_automatically_and_a_short_card_antes_all_it_has() -> None:
    g, s = game_with_hands([["poor", "n5", "n9"], ["n2", "n6", "n8"]])
    pre_round(g, s)
    assert kp(s, 0, 0) == 0 and kp(s, 1, 0) == 90
    assert s.pool == 14 and s.fields[0][0].charged == 4
    assert s.fields[0][0].face_up and s.phase == "pick"


def test_MS_G3_picks_are_hidden_from_the_other_seats_until_the_reveal() -> None:
    g, s = game_with_hands([["n1", "n5", "n9"], ["n2", "n6", "n8"]])
    pre_round(g, s)
    g.apply(s, A.PickCard(1, 2))
    assert g.owing_seats(s) == (0,)
    mine, theirs, onlooker = g.view(s, 1), g.view(s, 0), g.view(s, None)
    assert mine.fields[1][1].card == "n8"
    assert isinstance(theirs.fields[1][1].card, Hidden) and isinstance(onlooker.fields[1][1].slot, Hidden)
    assert isinstance(theirs.seats[1].hand, Hidden) and mine.seats[1].hand == (1,)
    g.apply(s, A.PickCard(0, 1))
    g.apply(s, A.Charge(0))
    g.apply(s, A.EqualCharge(1))
    assert g.view(s, 0).fields[1][1].card == "n8"  # revealed


def test_MS_G3_the_kp_a_hidden_card_paid_does_not_point_at_it() -> None:
    g, s = game_with_hands([["n1", "n5", "n9"], ["n2", "n6", "n8"]])
    pre_round(g, s)
    pick_all(g, s, 1)
    g.apply(s, A.Charge(0))
    seen = g.view(s, 1).seats[0].deck
    assert [c.kp for c in seen[1:]] == [c.kp_start for c in seen[1:]]
    assert g.view(s, 0).seats[0].deck[1].kp == 90  # its own seat sees the truth


def test_MS_K1_pre_round_skills_fire_first_then_flag_order() -> None:
    # booster (pre-round, rest: own +3) fires before setter (Round 1: own number becomes 9)
    g, s = game_with_hands([["booster", "setter", "n1"], ["n1", "n2", "n3"]])
    pre_round(g, s)
    pick_all(g, s, 1)
    _waits(g, s)
    assert s.fields[1][0].number == 9 and s.fields[1][0].skill_delta == 5
    pick_all(g, s, 2)
    _waits(g, s)
    assert s.results[0].totals == [9 + 4, 2 + 3]  # booster's +3 also reached Round 2


def test_MS_K1_skills_change_numbers_attributes_and_kp() -> None:
    g, s = game_with_hands([["painter", "dampener", "n5"], ["n1", "n6", "green5"]])
    pre_round(g, s)
    assert [m.target_round for m in s.markers] == [2]  # painter marks Round 2 from the pre-round
    pick_all(g, s, 1)
    _waits(g, s)
    assert s.fields[1][1].number == 4  # dampener: 6 − 2
    pick_all(g, s, 2)
    _waits(g, s)
    second = s.results[0].fields[2][1]
    assert second.attribute == "blue" and second.number == 5 + 3  # painted blue, which beats red
    assert s.results[0].fields[2][0].number == 5  # unpainted, red would have beaten green for +3
    assert s.results[0].totals == [1 + 5, 4 + 8]


def test_MS_K1_kp_tax_goes_to_the_pool_and_counts_as_charged() -> None:
    g, s = game_with_hands([["n1", "taxer", "n2"], ["n1", "poor", "n3"]])
    pre_round(g, s)
    pick_all(g, s, 1)
    before = s.total_kp()
    _waits(g, s)
    assert kp(s, 1, 1) == 0 and s.fields[1][1].charged == 4 and s.pool == 24
    assert s.total_kp() == before


def test_MS_K1_kp_drain_moves_kp_onto_the_skill_card() -> None:
    g, s = game_with_hands([["n1", "drainer", "n2"], ["n1", "n7", "n3"]])
    pre_round(g, s)
    pick_all(g, s, 1)
    _waits(g, s)
    assert kp(s, 0, 1) == 105 and kp(s, 1, 1) == 95 and s.pool == 20


def test_MS_A1_attribute_judgement_uses_the_table() -> None:
    g, s = game_with_hands([["n1", "blue5", "gold5"], ["n1", "n5", "n5"], ["n1", "green5", "n5"]])
    pre_round(g, s)
    pick_all(g, s, 1)
    _waits(g, s)
    numbers = [s.fields[1][i].number for i in range(3)]
    assert numbers == [5 + 3, 5 + 3, 5 + 3]  # blue beats red, red beats green, green beats blue
    pick_all(g, s, 2)
    _waits(g, s)
    assert [s.results[0].fields[2][i].bonus for i in range(3)] == [4, 0, 0]  # gold beats each red: +2 twice


def test_MS_A1_a_skill_can_cancel_the_judgement() -> None:
    g, s = game_with_hands([["calm", "n1", "n5"], ["n1", "n2", "blue5"]])
    pre_round(g, s)
    pick_all(g, s, 1)
    _waits(g, s)
    pick_all(g, s, 2)
    _waits(g, s)
    assert s.results[0].totals == [6, 7]  # blue5 would have gained +3 over red


def test_MS_K1_conditions_read_the_card_after_earlier_skills() -> None:
    g, s = game_with_hands([["n1", "if-blue", "n5"], ["n1", "n2", "n3"]])
    pre_round(g, s)
    pick_all(g, s, 1)
    _waits(g, s)
    assert s.fields[1][0].skill_delta == 4 and s.fields[1][0].number == 2 + 4 + 3
