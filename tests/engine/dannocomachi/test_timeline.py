"""Golden tests for だんのこまち's effect timeline, one per rule and example of rules/dannocomachi-effects.md."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core.kernel.game import Decision
from engine.core.saves import codec
from engine.core.timeline.model import OrderDetail, TimelineKind
from engine.dannocomachi.timeline import (
    Effect,
    Modifier,
    Nullification,
    Outcome,
    Reduction,
    Replacement,
    Resolution,
    Step,
    reduced,
    resolve,
)

TO_A = {"kind": "damage", "target": "A"}


def shield(id: str, amount: int, owner: int = 0, target: str = "A", **kw: object) -> Reduction:
    """DA-K3: "reduce damage to this character by the shield value and spend that much"."""
    return Reduction(id=id, owner=owner, amount=amount, use="consumable",
                     when={"kind": "damage", "target": target}, **kw)  # type: ignore[arg-type]


def reduce(id: str, amount: int, owner: int = 0, use: str = "static", **kw: object) -> Reduction:
    return Reduction(id=id, owner=owner, amount=amount, use=use, when=TO_A, **kw)  # type: ignore[arg-type]


def done(resolution: Resolution) -> Outcome:
    """The outcome, asserting nothing is pending."""
    assert resolution.pending is None
    assert resolution.outcome is not None
    return resolution.outcome


def step_of(resolution: Resolution, modifier_id: str) -> Step:
    (step,) = [s for s in resolution.steps if s.modifier == modifier_id]
    return step


# --- DA-L: the timeline -------------------------------------------------------------------


def test_DA_L1_modifiers_resolve_immediately_before_the_effect_they_rewrite() -> None:
    res = resolve(Effect.damage("A", 30), [reduce("r", 20)], turn_player=0)
    assert [(s.modifier, s.stage) for s in res.steps] == [("r", "reduction"), ("", "effect")]
    assert res.steps[-1].before["amount"] == 10  # the effect resolves already rewritten
    assert res.steps[-1].rule == "DA-L1"


def test_DA_L2_order_replacement_reduction_nullification() -> None:
    mods: list[Modifier] = [
        Nullification(id="null", owner=0, when={"target": "B"}),
        reduce("red", 5),
        Replacement(id="rep", owner=0, part="target", match="A", to="B"),
    ]
    res = resolve(Effect.damage("A", 30), mods, turn_player=0)
    assert [s.stage for s in res.steps] == ["replacement", "reduction", "nullification", "effect"]
    # the reduction (for damage to A) resolves after the redirect to B, so it no longer matches
    assert step_of(res, "red").status == "no-match"
    assert done(res).nullified and done(res).amount == 0


# --- DA-P: replacement --------------------------------------------------------------------


def test_DA_P1_replacement_rewrites_only_the_matching_part() -> None:
    res = resolve(Effect.damage("A", 30, source="oni"),
                  [Replacement(id="swap", owner=1, part="target", match="A", to="B")], turn_player=0)
    assert done(res).parts == {"kind": "damage", "target": "B", "amount": 30, "source": "oni"}
    assert step_of(res, "swap").rule == "DA-P1"


def test_DA_P1_replacement_without_its_part_A_changes_nothing() -> None:
    res = resolve(Effect.damage("A", 30), [Replacement(id="r", owner=0, part="target", match="C", to="B")],
                  turn_player=0)
    assert step_of(res, "r").status == "no-match"
    assert done(res).parts["target"] == "A"


@pytest.mark.parametrize("order", [("a-to-b", "b-to-c"), ("b-to-c", "a-to-b")])
def test_DA_P2_rewritten_part_not_rewritten_again(order: tuple[str, str]) -> None:
    a_to_b = Replacement(id="a-to-b", owner=0, part="kind", match="damage", to="heal")
    b_to_c = Replacement(id="b-to-c", owner=0, part="kind", match="heal", to="discard")
    res = resolve(Effect.damage("A", 30), [a_to_b, b_to_c], turn_player=0, orders=[order])
    assert done(res).parts["kind"] == "heal"
    if order[0] == "a-to-b":
        assert step_of(res, "b-to-c").status == "locked"
        assert step_of(res, "b-to-c").rule == "DA-P2"


def test_DA_P2_order_of_such_a_chain_never_needs_a_decision() -> None:
    a_to_b = Replacement(id="ab", owner=0, part="kind", match="damage", to="heal")
    b_to_c = Replacement(id="bc", owner=0, part="kind", match="heal", to="discard")
    assert done(resolve(Effect.damage("A", 30), [a_to_b, b_to_c], turn_player=0)).parts["kind"] == "heal"


# --- DA-R: reduction ----------------------------------------------------------------------


def test_DA_R1_thirty_damage_reduced_by_twenty_is_ten() -> None:
    res = resolve(Effect.damage("A", 30), [reduce("r", 20)], turn_player=0)
    assert done(res).amount == 10
    assert reduced(step_of(res, "r")) == 20 and step_of(res, "r").rule == "DA-R1"


def test_DA_R1_reduction_changes_only_the_damage_number() -> None:
    res = resolve(Effect.damage("A", 30, source="oni"), [reduce("r", 20)], turn_player=0)
    assert done(res).parts == {"kind": "damage", "target": "A", "amount": 10, "source": "oni"}


def test_DA_R1_reduction_for_another_character_does_not_apply() -> None:
    res = resolve(Effect.damage("B", 30), [reduce("r", 20)], turn_player=0)
    assert step_of(res, "r").status == "no-match"
    assert done(res).amount == 30


def test_DA_R1_damage_is_never_reduced_below_zero() -> None:
    assert done(resolve(Effect.damage("A", 10), [reduce("r", 25)], turn_player=0)).amount == 0


def test_DA_R2_several_reductions_all_apply() -> None:
    res = resolve(Effect.damage("A", 30), [reduce("r5", 5), reduce("r10", 10, owner=1)], turn_player=0)
    assert done(res).amount == 15
    assert {s.modifier for s in res.steps if s.status == "applied"} == {"r5", "r10"}


@pytest.mark.parametrize(("turn", "first", "second"), [(0, "s0", "s1"), (1, "s1", "s0")])
def test_DA_R2_turn_players_reductions_apply_first(turn: int, first: str, second: str) -> None:
    res = resolve(Effect.damage("A", 10), [shield("s0", 10, owner=0), shield("s1", 10, owner=1)],
                  turn_player=turn)
    assert [s.modifier for s in res.steps[:2]] == [first, second]
    assert done(res).left == {first: 0, second: 10}


def test_DA_R2_other_seats_follow_in_turn_order_after_the_turn_player() -> None:
    mods = [shield(f"s{seat}", 5, owner=seat) for seat in range(4)]
    res = resolve(Effect.damage("A", 30), mods, turn_player=2)
    assert [s.modifier for s in res.steps[:4]] == ["s2", "s3", "s0", "s1"]


def test_DA_R2_same_owner_order_is_a_pending_decision() -> None:
    mods = [shield("shield", 40), reduce("minus20", 20)]
    res = resolve(Effect.damage("A", 30), mods, turn_player=1)
    assert res.outcome is None and res.pending is not None
    assert (res.pending.seat, res.pending.stage, res.pending.modifiers) == (0, "reduction", ("shield", "minus20"))
    assert res.pending.decision() == Decision((0,), TimelineKind.ORDER, OrderDetail("reduction", ("shield", "minus20")))
    # the owner's choice decides how much shield is spent
    reduction_first = done(resolve(Effect.damage("A", 30), mods, turn_player=1, orders=[("minus20", "shield")]))
    shield_first = done(resolve(Effect.damage("A", 30), mods, turn_player=1, orders=[("shield", "minus20")]))
    assert (reduction_first.amount, reduction_first.left) == (0, {"shield": 30})
    assert (shield_first.amount, shield_first.left) == (0, {"shield": 10})


def test_DA_R2_no_decision_when_the_order_changes_nothing() -> None:
    res = resolve(Effect.damage("A", 30), [reduce("a", 5), reduce("b", 7)], turn_player=0)
    assert done(res).amount == 18


def test_ruling_DA_R2_ordering_asks_each_seat_in_turn_order_for_replacements_too() -> None:
    mods: list[Modifier] = [
        Replacement(id="to-B", owner=1, part="target", match="A", to="B"),
        Replacement(id="to-C", owner=1, part="target", match="A", to="C"),
        Replacement(id="heal", owner=0, part="kind", match="damage", to="heal"),
        Replacement(id="drain", owner=0, part="kind", match="damage", to="drain"),
    ]
    effect = Effect.damage("A", 10)
    first = resolve(effect, mods, turn_player=1)
    assert first.pending is not None and (first.pending.seat, first.pending.modifiers) == (1, ("to-B", "to-C"))
    assert first.steps == ()  # nothing resolves before the turn player's order is known
    second = resolve(effect, mods, turn_player=1, orders=[("to-C", "to-B")])
    assert second.pending is not None and (second.pending.seat, second.pending.modifiers) == (0, ("heal", "drain"))
    assert [s.modifier for s in second.steps] == ["to-C", "to-B"]  # shown while seat 0 decides
    outcome = done(resolve(effect, mods, turn_player=1, orders=[("to-C", "to-B"), ("drain", "heal")]))
    assert (outcome.parts["target"], outcome.parts["kind"]) == ("C", "drain")


def test_DA_R2_a_later_seat_is_not_asked_when_its_order_no_longer_matters() -> None:
    mods = [shield("s1", 40, owner=1), reduce("r1", 5, owner=1),
            shield("s0", 40, owner=0), reduce("r0", 5, owner=0)]
    first = resolve(Effect.damage("A", 40), mods, turn_player=1)
    assert first.pending is not None and first.pending.seat == 1
    outcome = done(resolve(Effect.damage("A", 40), mods, turn_player=1, orders=[("r1", "s1")]))
    assert outcome.left == {"s1": 5, "s0": 40} and outcome.amount == 0


def test_DA_R3_shield_40_against_20_spends_20_keeps_20() -> None:
    res = resolve(Effect.damage("A", 20), [shield("shield", 40)], turn_player=0)
    step = step_of(res, "shield")
    assert (step.spent, step.left, step.rule) == (20, 20, "DA-R3")
    assert done(res).amount == 0 and done(res).left == {"shield": 20}


def test_DA_R3_no_shield_spent_once_damage_is_already_zero() -> None:
    res = resolve(Effect.damage("A", 20), [reduce("minus20", 20, owner=0), shield("shield", 40, owner=1)],
                  turn_player=0)
    assert step_of(res, "shield").spent == 0
    assert done(res).left == {"shield": 40}


def test_DA_R4_next_damage_reduction_consumed_even_when_reducing_nothing() -> None:
    mods = [reduce("minus20", 20), reduce("next20", 20, use="once")]
    res = resolve(Effect.damage("A", 20), mods, turn_player=0, orders=[("minus20", "next20")])
    step = step_of(res, "next20")
    assert (reduced(step), step.used_up, step.rule) == (0, True, "DA-R4")
    assert done(res).used_up == ("next20",) and done(res).amount == 0


def test_DA_R4_order_of_that_example_needs_no_decision() -> None:
    mods = [reduce("minus20", 20), reduce("next20", 20, use="once")]
    assert done(resolve(Effect.damage("A", 20), mods, turn_player=0)).used_up == ("next20",)


def test_DA_R4_next_damage_reduction_waits_for_damage_it_matches() -> None:
    res = resolve(Effect.damage("B", 20), [reduce("next20", 20, use="once")], turn_player=0)
    assert done(res).used_up == () and done(res).amount == 20


def test_DA_K3_shield_protects_only_its_own_character() -> None:
    res = resolve(Effect.damage("B", 20), [shield("shield-A", 40, target="A")], turn_player=0)
    assert done(res).amount == 20 and done(res).left == {}


# --- DA-N: nullification ------------------------------------------------------------------


def test_DA_N1_nullification_rewrites_the_effect_into_nothing() -> None:
    res = resolve(Effect.damage("A", 30), [Nullification(id="immune", owner=0, when=TO_A)], turn_player=0)
    assert done(res).nullified and done(res).amount == 0
    assert step_of(res, "immune").rule == "DA-N1"


def test_DA_N2_nullification_after_reduction_so_a_shield_is_still_spent() -> None:
    mods: list[Modifier] = [Nullification(id="immune", owner=0, when=TO_A), shield("shield", 40)]
    res = resolve(Effect.damage("A", 20), mods, turn_player=0)
    assert [s.modifier for s in res.steps] == ["shield", "immune", ""]
    assert done(res).left == {"shield": 20} and done(res).nullified


def test_DA_N2_nullification_sees_the_replaced_effect() -> None:
    mods: list[Modifier] = [Nullification(id="no-heal", owner=0, when={"kind": "heal"}),
                            Replacement(id="r", owner=1, part="kind", match="damage", to="heal")]
    assert done(resolve(Effect.damage("A", 20), mods, turn_player=0)).nullified


def test_once_nullification_is_used_up() -> None:
    res = resolve(Effect.damage("A", 20), [Nullification(id="n", owner=0, use="once")], turn_player=0)
    assert done(res).used_up == ("n",)


# --- switching modifiers off (Fatal Fight's Pierce, FF-R6a/FF-R7) --------------------------


def test_pierce_switches_gp_off_and_does_not_spend_it() -> None:
    gp = shield("gp", 3, tags=("gp",))
    res = resolve(Effect.damage("A", 5, bypass=("gp",)), [gp], turn_player=0)
    assert step_of(res, "gp").status == "bypassed"
    assert done(res).amount == 5 and done(res).left == {}


def test_without_pierce_gp_cancel_damage_point_for_point() -> None:
    res = resolve(Effect.damage("A", 5), [shield("gp", 3, tags=("gp",))], turn_player=0)
    assert done(res).amount == 2 and done(res).left == {"gp": 0}


def test_bypassing_a_stage_switches_off_all_of_it_and_spends_nothing() -> None:
    mods: list[Modifier] = [reduce("r", 5), reduce("next", 5, use="once"), shield("s", 5),
                            Nullification(id="n", owner=0, when=TO_A)]
    res = resolve(Effect.damage("A", 20, bypass=("reduction",)), mods, turn_player=0)
    assert [s.status for s in res.steps[:3]] == ["bypassed"] * 3
    assert done(res).used_up == () and done(res).left == {} and done(res).nullified


def test_bypassed_modifiers_are_never_part_of_an_order_decision() -> None:
    mods = [shield("gp", 10, tags=("gp",)), reduce("r", 5)]
    assert done(resolve(Effect.damage("A", 20, bypass=("gp",)), mods, turn_player=0)).amount == 15


# --- rulings and plumbing -----------------------------------------------------------------


def test_ruling_conditions_are_checked_against_the_rewritten_effect() -> None:
    mods: list[Modifier] = [Replacement(id="cover", owner=1, part="target", match="A", to="B"),
                            shield("shield-A", 10, target="A"), shield("shield-B", 10, target="B", owner=1)]
    res = resolve(Effect.damage("A", 15), mods, turn_player=0)
    assert step_of(res, "shield-A").status == "no-match"
    assert done(res).left == {"shield-B": 0} and done(res).amount == 5


def test_each_modifier_resolves_exactly_once_per_event() -> None:
    mods = [reduce("r", 1), shield("s", 50)]
    res = resolve(Effect.damage("A", 30), mods, turn_player=0, orders=[("r", "s")])
    assert [s.modifier for s in res.steps] == ["r", "s", ""]


def test_replacement_may_rewrite_the_amount_before_reductions() -> None:
    mods: list[Modifier] = [Replacement(id="halve", owner=0, part="amount", match=30, to=15), reduce("r", 5)]
    assert done(resolve(Effect.damage("A", 30), mods, turn_player=0)).amount == 10


def test_modifier_ids_must_be_unique() -> None:
    with pytest.raises(ValueError, match="unique"):
        resolve(Effect.damage("A", 1), [reduce("x", 1), reduce("x", 2)], turn_player=0)


@pytest.mark.parametrize("bad", [-1, 1.5, True])
def test_amounts_must_be_whole_numbers_not_below_zero(bad: object) -> None:
    with pytest.raises(ValueError):
        Effect.damage("A", bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        reduce("r", bad)  # type: ignore[arg-type]


def test_only_reductions_can_be_consumable() -> None:
    with pytest.raises(ValueError, match="consumable"):
        Nullification(id="n", owner=0, use="consumable")


def test_resolution_round_trips_through_json() -> None:
    mods = [shield("shield", 40), reduce("minus20", 20)]
    for res in (resolve(Effect.damage("A", 30), mods, turn_player=0),
                resolve(Effect.damage("A", 30), mods, turn_player=0, orders=[("shield", "minus20")])):
        assert codec.decode_json(codec.encode_json(res), Resolution) == res


# --- properties ---------------------------------------------------------------------------


@st.composite
def events(draw: st.DrawFn) -> tuple[Effect, list[Modifier], int]:
    count = draw(st.integers(0, 6))
    mods: list[Modifier] = []
    for i in range(count):
        kind = draw(st.sampled_from(["static", "once", "consumable", "nullification", "replacement"]))
        owner = draw(st.integers(0, 2))
        tags = draw(st.sampled_from([(), ("gp",)]))
        target = draw(st.sampled_from(["A", "B"]))
        when = {"target": target}
        if kind == "nullification":
            mods.append(Nullification(id=f"m{i}", owner=owner, when=when, tags=tags))
        elif kind == "replacement":
            mods.append(Replacement(id=f"m{i}", owner=owner, part="target", match=target,
                                    to="B" if target == "A" else "A", tags=tags))
        else:
            mods.append(Reduction(id=f"m{i}", owner=owner, amount=draw(st.integers(0, 40)), use=kind,
                                  when=when, tags=tags))  # type: ignore[arg-type]
    bypass = draw(st.sampled_from([(), ("gp",), ("reduction",)]))
    return Effect.damage("A", draw(st.integers(0, 60)), bypass=bypass), mods, draw(st.integers(0, 2))


def _resolve_answering(data: st.DataObject, effect: Effect, mods: list[Modifier], turn: int) -> Resolution:
    """Resolve, answering each pending order with an order hypothesis picks."""
    orders: list[tuple[str, ...]] = []
    for _ in range(len(mods) + 1):
        res = resolve(effect, mods, turn_player=turn, orders=orders)
        if res.pending is None:
            return res
        orders.append(tuple(data.draw(st.permutations(res.pending.modifiers))))
    raise AssertionError("more pending decisions than modifier groups")


@given(events(), st.data())
def test_damage_never_negative_and_shields_never_below_zero(event: tuple, data: st.DataObject) -> None:
    effect, mods, turn = event
    outcome = done(_resolve_answering(data, effect, mods, turn))
    assert outcome.amount >= 0
    amounts = {m.id: m.amount for m in mods if isinstance(m, Reduction)}
    assert all(0 <= left <= amounts[mid] for mid, left in outcome.left.items())


@given(events(), st.data())
def test_each_modifier_applied_at_most_once(event: tuple, data: st.DataObject) -> None:
    effect, mods, turn = event
    res = _resolve_answering(data, effect, mods, turn)
    assert sorted(s.modifier for s in res.steps if s.modifier) == sorted(m.id for m in mods)
    used = done(res).used_up
    assert len(used) == len(set(used))


@given(st.integers(0, 100), st.lists(st.tuples(st.integers(0, 2), st.integers(0, 30),
                                             st.sampled_from(["static", "once", "consumable"])), max_size=6),
       st.integers(0, 2), st.data())
def test_reductions_alone_take_off_their_sum_and_spend_what_they_take(
        damage: int, specs: list, turn: int, data: st.DataObject) -> None:
    mods: list[Modifier] = [Reduction(id=f"r{i}", owner=o, amount=a, use=u) for i, (o, a, u) in enumerate(specs)]
    res = _resolve_answering(data, Effect.damage("A", damage), mods, turn)
    outcome = done(res)
    assert outcome.amount == max(0, damage - sum(a for _, a, _ in specs))
    assert sum(reduced(s) for s in res.steps) == damage - outcome.amount
    assert all(s.spent == reduced(s) for s in res.steps if s.left is not None)
