"""Golden tests for the FERTCG chip cost, one per example of rules/fertcg-chip-cost.md, and properties."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.fertcg import (
    AdjustCost,
    AttackStep,
    BaseStep,
    ChipCost,
    ClampStep,
    CostEffect,
    CountChange,
    CountStep,
    EffectStep,
    FixedCost,
    NoCost,
    chip_cost,
)
from engine.fertcg.wording import describe, formula

RENZOKU = CountChange(factor=2, mentions_chips=True, source="連続 R1-047")  # "chips ×2, count ×2"
PRAYER_BRACELET = CountChange(delta=-1, source="祈りの腕輪")  # "enemy attack count −1", no chip text
EIJIN = AdjustCost(-2, source="【鋭刃】")
WIND_SUPPORT = AdjustCost(2, source="【風】の支援")
THOR = NoCost(source="トォルの怒り")
STAR_ORB = FixedCost(1, source="星のオーブ")


def effect_steps(cost: ChipCost) -> list[EffectStep]:
    return [s for s in cost.steps if isinstance(s, EffectStep)]


# --- the worked examples ------------------------------------------------------------------


def test_FE_F1_tyrfing_attack_5_once_costs_5() -> None:
    cost = chip_cost(5)
    assert cost.total == 5
    assert cost.steps == (AttackStep(5), BaseStep(5, 1, 5), ClampStep(5, 5))
    assert formula(cost, "ja") == "(5 × 1) ± なし = 5"


def test_FE_B1_sleep_sword_with_renzoku_doubles_the_count_and_costs_2() -> None:
    cost = chip_cost(1, [RENZOKU])
    assert cost.total == 2 and cost.count == 2
    assert cost.steps[1] == CountStep(RENZOKU, True, 1, 2, "FE-B1")


def test_FE_B2_prayer_bracelet_without_chip_text_leaves_the_count_cost_1() -> None:
    cost = chip_cost(1, [PRAYER_BRACELET])
    assert cost.total == 1 and cost.count == 1
    assert cost.steps[1] == CountStep(PRAYER_BRACELET, False, 1, 1, "FE-B2")
    assert "ignored" in describe(cost.steps[1]) and "適用しない" in describe(cost.steps[1], "ja")


def test_FE_B3_a_unit_cards_count_change_counts_without_chip_text() -> None:
    unit_twice = CountChange(factor=2, unit_card=True, source="unit: attacks twice")
    cost = chip_cost(3, [unit_twice])
    assert cost.total == 6 and cost.steps[1] == CountStep(unit_twice, True, 1, 2, "FE-B3")


def test_FE_F2_sleep_sword_with_eijin_is_0_not_minus_1() -> None:
    cost = chip_cost(1, effects=[EIJIN])
    assert cost.total == 0
    assert effect_steps(cost) == [EffectStep(EIJIN, "applied", 1, -1, "FE-C3")]
    assert cost.steps[-1] == ClampStep(-1, 0) and cost.steps[-1].changed


def test_FE_C2_steel_sword_thor_no_cost_then_wind_support_plus_2_is_2() -> None:
    cost = chip_cost(3, effects=[WIND_SUPPORT, THOR])  # given in any order: the stages order them
    assert cost.total == 2
    assert effect_steps(cost) == [EffectStep(THOR, "applied", 3, 0, "FE-C2"),
                                  EffectStep(WIND_SUPPORT, "applied", 0, 2, "FE-C3")]


def test_FE_C1_lowest_fixed_wins() -> None:
    one, two = FixedCost(1, source="one"), FixedCost(2, source="two")
    for attack, changes in [(0, []), (4, [RENZOKU]), (7, [PRAYER_BRACELET])]:
        cost = chip_cost(attack, changes, [two, one])
        assert cost.total == 1
        assert [(s.effect, s.status) for s in effect_steps(cost)] == [(two, "outranked"), (one, "applied")]


def test_FE_C1_star_orb_makes_it_1() -> None:
    assert chip_cost(5, effects=[STAR_ORB]).total == 1


def test_FE_C1_fixed_then_none_then_adjustments_each_on_what_the_last_left() -> None:
    cost = chip_cost(5, effects=[WIND_SUPPORT, THOR, STAR_ORB])
    assert [(s.rule, s.before, s.after) for s in effect_steps(cost)] == [
        ("FE-C1", 5, 1), ("FE-C2", 1, 0), ("FE-C3", 0, 2)]
    assert cost.total == 2


def test_FE_C3_eijin_used_twice_sums_both_uses() -> None:
    assert chip_cost(5, effects=[EIJIN, EIJIN]).total == 1


def test_FE_B_count_changes_apply_in_the_given_order() -> None:
    plus_one = CountChange(delta=1, unit_card=True)
    assert chip_cost(2, [RENZOKU, plus_one]).count == 3
    assert chip_cost(2, [plus_one, RENZOKU]).count == 4


def test_ruling_the_attack_count_never_goes_below_0() -> None:
    cost = chip_cost(4, [CountChange(delta=-3, unit_card=True)], [WIND_SUPPORT])
    assert (cost.count, cost.total) == (0, 2)


def test_the_breakdown_is_worded_in_both_languages() -> None:
    cost = chip_cost(1, [RENZOKU, PRAYER_BRACELET], [EIJIN, STAR_ORB])
    en = [describe(s) for s in cost.steps]
    ja = [describe(s, "ja") for s in cost.steps]
    assert en[0] == "A base attack 1 [FE-F1]"
    assert en[1] == "B attack count ×2 (連続 R1-047): 1 → 2 (its text speaks of chips) [FE-B1]"
    assert ja[3] == "A × B = 1 × 2 = 2 [FE-F1]"
    assert ja[4] == "C 1枚にする（星のオーブ）: 2 → 1 [FE-C1]"
    assert en[-1] == "never below 0: −1 → 0 [FE-F2]"
    assert formula(cost) == "(1 × 2) ± make it 1 (星のオーブ) chips −2 (【鋭刃】) = 0"


@pytest.mark.parametrize(("call", "words"), [
    (lambda: chip_cost(-1), "base attack"),
    (lambda: chip_cost(True), "base attack"),  # type: ignore[arg-type]
    (lambda: CountChange(source="x"), "factor or a delta"),
    (lambda: CountChange(factor=-2), "factor"),
    (lambda: FixedCost(-1), "fixed cost"),
    (lambda: AdjustCost(1.5), "adjustment"),  # type: ignore[arg-type]
    (lambda: chip_cost(1, effects=["-2"]), "not a cost effect"),  # type: ignore[list-item]
])  # fmt: skip
def test_bad_input_is_refused_with_what_was_wrong(call: object, words: str) -> None:
    with pytest.raises((ValueError, TypeError), match=words):
        call()  # type: ignore[operator]


# --- properties ---------------------------------------------------------------------------

count_changes = st.lists(st.builds(
    CountChange, factor=st.none() | st.integers(0, 3), delta=st.integers(-3, 3),
    mentions_chips=st.booleans(), unit_card=st.booleans()), max_size=4)
fixed = st.builds(FixedCost, st.integers(0, 9))
adjustments = st.lists(st.builds(AdjustCost, st.integers(-6, 6)), max_size=5)
effects = st.lists(fixed | st.builds(NoCost) | st.builds(AdjustCost, st.integers(-6, 6)), max_size=6)


@given(st.integers(0, 12), count_changes, effects)
def test_the_result_is_never_negative(attack: int, changes: list[CountChange], cs: list[CostEffect]) -> None:
    assert chip_cost(attack, changes, cs).total >= 0


@given(st.integers(0, 12), count_changes, effects)
def test_a_no_cost_never_leaves_more_than_the_adjustments_sum(
        attack: int, changes: list[CountChange], cs: list[CostEffect]) -> None:
    adjust_sum = sum(e.n for e in cs if isinstance(e, AdjustCost))
    assert chip_cost(attack, changes, [*cs, NoCost()]).total == max(0, adjust_sum)


@given(st.integers(0, 12), count_changes, effects, st.randoms(use_true_random=False))
def test_the_order_of_the_effects_is_irrelevant(attack: int, changes: list[CountChange],
                                               cs: list[CostEffect], rnd: object) -> None:
    shuffled = list(cs)
    rnd.shuffle(shuffled)  # type: ignore[attr-defined]
    assert chip_cost(attack, changes, cs).total == chip_cost(attack, changes, shuffled).total


@given(st.integers(0, 12), st.lists(fixed, min_size=1, max_size=4), adjustments)
def test_several_fixed_are_the_lowest(attack: int, fixes: list[FixedCost], adjusts: list[AdjustCost]) -> None:
    lowest = min(f.n for f in fixes)
    assert chip_cost(attack, effects=[*fixes, *adjusts]).total == max(0, lowest + sum(a.n for a in adjusts))
    assert chip_cost(attack, effects=fixes).total == chip_cost(attack, effects=[FixedCost(lowest)]).total


@given(st.integers(0, 12), count_changes)
def test_ignored_count_changes_change_nothing(attack: int, changes: list[CountChange]) -> None:
    counted = [c for c in changes if c.counts]
    assert chip_cost(attack, changes).total == chip_cost(attack, counted).total
    assert [s.counted for s in chip_cost(attack, changes).steps if isinstance(s, CountStep)] == \
        [c.counts for c in changes]
