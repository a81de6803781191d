"""The generic staged-effect timeline (engine.core.timeline.timeline), with a toy game's stages.

Game rules built on it are tested by their game: だんのこまち in tests/engine/dannocomachi,
the FERTCG chip cost in tests/engine/fertcg, Fatal Fight's GP in tests/engine/fatal_fight.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core.saves import codec
from engine.core.timeline.model import TimelineKind
from engine.core.timeline.timeline import (
    AMOUNT,
    Applied,
    ApplyEach,
    Clamp,
    Effect,
    LowestValue,
    Modifier,
    Resolution,
    Run,
    Stage,
    Step,
    SumValues,
    Timeline,
    Valued,
    turn_player_first,
)


@dataclass(frozen=True, kw_only=True)
class Rename(Modifier):
    stage: ClassVar[str] = "rewrite"
    to: str

    def apply(self, run: Run) -> Applied:
        run.parts["target"] = self.to
        return Applied()


@dataclass(frozen=True, kw_only=True)
class Halve(Modifier):
    stage: ClassVar[str] = "rewrite"
    once: bool = False

    def apply(self, run: Run) -> Applied:
        run.parts[AMOUNT] //= 2
        return Applied(used_up=self.once)


@dataclass(frozen=True, kw_only=True)
class Minus(Modifier):
    stage: ClassVar[str] = "rewrite"
    by: int

    @property
    def rule(self) -> str:
        return "TOY-3"

    def apply(self, run: Run) -> Applied:
        taken = min(self.by, run.parts[AMOUNT])
        run.parts[AMOUNT] -= taken
        return Applied(spent=taken, left=self.by - taken)


@dataclass(frozen=True, kw_only=True)
class Fixed(Valued):
    stage: ClassVar[str] = "fixed"


@dataclass(frozen=True, kw_only=True)
class Adjust(Valued):
    stage: ClassVar[str] = "adjust"


TOY = Timeline((
    Stage("rewrite", ApplyEach(), rule="TOY-1"),
    Stage("fixed", LowestValue(), rule="TOY-2"),
    Stage("adjust", SumValues(), rule="TOY-4"),
    Stage("floor", Clamp(low=0, high=50), rule="TOY-5"),
), effect_rule="TOY-0")  # fmt: skip


def ok(resolution: Resolution) -> Resolution:
    assert resolution.pending is None and resolution.outcome is not None
    return resolution


def amount(resolution: Resolution) -> int:
    outcome = ok(resolution).outcome
    assert outcome is not None
    return outcome.amount


def hit(n: int, **kw: object) -> Effect:
    return Effect({"kind": "hit", "target": "A", AMOUNT: n, **kw})


def step_of(resolution: Resolution, modifier_id: str) -> Step:
    (step,) = [s for s in resolution.steps if s.modifier == modifier_id]
    return step


# --- stages and their order ---------------------------------------------------------------


def test_stages_resolve_in_the_order_the_game_gives_then_the_effect() -> None:
    res = TOY.resolve(hit(10), [Adjust(id="plus", owner=0, value=3), Fixed(id="fix", owner=0, value=4),
                                Halve(id="half", owner=0)])
    assert [(s.modifier, s.stage) for s in res.steps] == [
        ("half", "rewrite"), ("fix", "fixed"), ("plus", "adjust"), ("", "floor"), ("", "effect")]
    assert amount(res) == 7
    assert res.steps[-1].rule == "TOY-0" and res.steps[-1].status == "resolved"


def test_the_same_modifiers_in_another_stage_order_give_another_result() -> None:
    other = Timeline((Stage("adjust", SumValues()), Stage("fixed", LowestValue())))
    mods = [Adjust(id="plus", owner=0, value=3), Fixed(id="fix", owner=0, value=4)]
    assert (amount(TOY.resolve(hit(10), mods)), amount(other.resolve(hit(10), mods))) == (7, 4)


def test_steps_cite_the_modifiers_rule_else_the_stages() -> None:
    res = TOY.resolve(hit(10), [Minus(id="m", owner=0, by=1), Halve(id="h", owner=1)])
    assert (step_of(res, "m").rule, step_of(res, "h").rule) == ("TOY-3", "TOY-1")


# --- apply each in order ------------------------------------------------------------------


def test_apply_each_rewrites_what_the_previous_left() -> None:
    res = TOY.resolve(hit(10), [Halve(id="h", owner=0), Minus(id="m", owner=1, by=2)])
    assert amount(res) == 3
    assert (step_of(res, "h").before[AMOUNT], step_of(res, "h").after[AMOUNT]) == (10, 5)
    assert step_of(res, "m").change() == -2


@pytest.mark.parametrize(("turn", "expected"), [(0, 3), (1, 4)])
def test_the_turn_players_modifiers_go_first(turn: int, expected: int) -> None:
    mods = [Halve(id="h", owner=0), Minus(id="m", owner=1, by=2)]
    assert amount(TOY.resolve(hit(10), mods, turn_player=turn)) == expected


def test_turn_player_first_then_the_others_in_turn_order() -> None:
    assert turn_player_first({0, 1, 2, 3}, 2) == [2, 3, 0, 1]


def test_a_game_may_give_its_own_seat_order() -> None:
    reverse = Timeline((Stage("rewrite", ApplyEach()),), seat_order=lambda seats, _: sorted(seats, reverse=True))
    res = reverse.resolve(hit(10), [Halve(id="h", owner=0), Minus(id="m", owner=1, by=2)])
    assert [s.modifier for s in res.steps] == ["m", "h", ""]


def test_one_seats_order_is_a_pending_decision_when_it_matters() -> None:
    mods = [Halve(id="h", owner=1), Minus(id="m", owner=1, by=2)]
    res = TOY.resolve(hit(10), mods)
    assert res.outcome is None and res.pending is not None
    assert (res.pending.seat, res.pending.stage, res.pending.modifiers) == (1, "rewrite", ("h", "m"))
    assert res.pending.decision().seat == 1 and res.pending.decision().kind is TimelineKind.ORDER
    assert amount(TOY.resolve(hit(10), mods, orders=[("m", "h")])) == 4
    assert amount(TOY.resolve(hit(10), mods, orders=[("h", "m")])) == 3


def test_no_decision_when_the_order_changes_nothing() -> None:
    assert amount(TOY.resolve(hit(10), [Minus(id="a", owner=0, by=2), Minus(id="b", owner=0, by=3)])) == 5


def test_a_stage_without_owner_orders_keeps_the_given_order() -> None:
    fixed_order = Timeline((Stage("rewrite", ApplyEach(owner_orders=False)),))
    res = fixed_order.resolve(hit(10), [Minus(id="m", owner=0, by=2), Halve(id="h", owner=0)])
    assert res.pending is None and amount(res) == 4


def test_applied_bookkeeping_reaches_the_outcome() -> None:
    res = ok(TOY.resolve(hit(3), [Minus(id="m", owner=0, by=5), Halve(id="h", owner=1, once=True)]))
    assert res.outcome is not None
    assert (res.outcome.left, res.outcome.used_up) == ({"m": 2}, ("h",))
    assert (step_of(res, "m").spent, step_of(res, "m").left, step_of(res, "h").used_up) == (3, 2, True)


# --- lowest of several fixed values, sum of adjustments, clamp ----------------------------


def test_several_fixed_values_the_lowest_wins_the_rest_are_outranked() -> None:
    res = TOY.resolve(hit(10), [Fixed(id="two", owner=0, value=2), Fixed(id="one", owner=1, value=1)])
    assert amount(res) == 1
    assert (step_of(res, "one").status, step_of(res, "two").status) == ("applied", "outranked")


def test_a_fixed_value_may_be_above_the_number_it_replaces() -> None:
    assert amount(TOY.resolve(hit(0), [Fixed(id="f", owner=0, value=3)])) == 3


def test_adjustments_are_all_summed_and_the_clamp_keeps_the_bounds() -> None:
    mods = [Adjust(id="a", owner=0, value=-4), Adjust(id="b", owner=1, value=-3)]
    res = TOY.resolve(hit(5), mods)
    assert step_of(res, "b").after[AMOUNT] == -2  # may leave the bounds until the clamp
    assert amount(res) == 0
    (clamp,) = [s for s in res.steps if s.stage == "floor"]
    assert (clamp.status, clamp.before[AMOUNT], clamp.rule) == ("applied", -2, "TOY-5")
    assert amount(TOY.resolve(hit(49), [Adjust(id="a", owner=0, value=9)])) == 50


def test_a_clamp_with_nothing_to_do_is_unchanged() -> None:
    (clamp,) = [s for s in TOY.resolve(hit(5), []).steps if s.stage == "floor"]
    assert clamp.status == "unchanged" and clamp.after[AMOUNT] == 5


def test_value_stages_skip_an_effect_without_the_number() -> None:
    res = TOY.resolve(Effect({"kind": "note"}), [Fixed(id="f", owner=0, value=1), Adjust(id="a", owner=0, value=1)])
    assert [s.status for s in res.steps[:3]] == ["no-match", "no-match", "no-match"]


def test_when_conditions_are_checked_in_every_stage() -> None:
    mods = [Fixed(id="f", owner=0, value=1, when={"target": "B"}),
            Rename(id="r", owner=0, to="B"), Adjust(id="a", owner=0, value=5, when={"target": "A"})]
    res = TOY.resolve(hit(10), mods)
    assert step_of(res, "f").status == "applied" and step_of(res, "a").status == "no-match"
    assert amount(res) == 1


# --- switching modifiers off --------------------------------------------------------------


def test_an_effect_switches_off_modifiers_by_tag_or_stage_and_spends_nothing() -> None:
    mods = [Minus(id="m", owner=0, by=3, tags=("guard",)), Adjust(id="a", owner=0, value=2)]
    by_tag = TOY.resolve(Effect({AMOUNT: 5}, bypass=("guard",)), mods)
    by_stage = TOY.resolve(Effect({AMOUNT: 5}, bypass=("adjust",)), mods)
    assert step_of(by_tag, "m").status == "bypassed" and amount(by_tag) == 7
    assert by_tag.outcome is not None and by_tag.outcome.left == {}
    assert step_of(by_stage, "a").status == "bypassed" and amount(by_stage) == 2


# --- what a timeline refuses --------------------------------------------------------------


def test_modifier_ids_must_be_unique() -> None:
    with pytest.raises(ValueError, match="unique"):
        TOY.resolve(hit(1), [Halve(id="x", owner=0), Minus(id="x", owner=0, by=1)])


def test_a_modifier_of_an_unknown_stage_is_refused() -> None:
    only_rewrite = Timeline((Stage("rewrite", ApplyEach()),))
    with pytest.raises(ValueError, match="unknown stage 'fixed'"):
        only_rewrite.resolve(hit(1), [Fixed(id="f", owner=0, value=1)])


def test_each_stage_checks_its_modifiers_kind() -> None:
    @dataclass(frozen=True, kw_only=True)
    class FloorNote(Modifier):
        stage: ClassVar[str] = "floor"

    @dataclass(frozen=True, kw_only=True)
    class PlainFixed(Modifier):
        stage: ClassVar[str] = "fixed"

    @dataclass(frozen=True, kw_only=True)
    class ValueRewrite(Valued):
        stage: ClassVar[str] = "rewrite"

    for bad, words in [(FloorNote(id="n", owner=0), "clamp"), (PlainFixed(id="p", owner=0), "Valued"),
                       (ValueRewrite(id="v", owner=0, value=1), "no apply")]:
        with pytest.raises(TypeError, match=words):
            TOY.resolve(hit(1), [bad])


def test_stage_names_are_unique() -> None:
    with pytest.raises(ValueError, match="unique"):
        Timeline((Stage("a", SumValues()), Stage("a", Clamp())))


@pytest.mark.parametrize("bad", [1.5, True, "2"])
def test_values_must_be_whole_numbers(bad: object) -> None:
    with pytest.raises(ValueError, match="whole number"):
        Adjust(id="a", owner=0, value=bad)  # type: ignore[arg-type]


def test_resolution_round_trips_through_json() -> None:
    mods = [Halve(id="h", owner=1), Minus(id="m", owner=1, by=2), Fixed(id="f", owner=0, value=9)]
    for res in (TOY.resolve(hit(10), mods), TOY.resolve(hit(10), mods, orders=[("m", "h")])):
        assert codec.decode_json(codec.encode_json(res), Resolution) == res


def test_the_timeline_modules_name_no_game() -> None:
    core = Path(__file__).resolve().parents[3] / "engine" / "core" / "timeline"
    for name in ("timeline.py", "stages.py", "model.py"):
        tree = ast.parse((core / name).read_text(encoding="utf-8"))
        imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module}
        assert all(m.startswith("engine.core") or not m.startswith("engine") for m in imported), name


# --- properties ---------------------------------------------------------------------------


@st.composite
def toy_modifiers(draw: st.DrawFn) -> list[Modifier]:
    mods: list[Modifier] = []
    for i in range(draw(st.integers(0, 7))):
        kind = draw(st.sampled_from(["halve", "minus", "fixed", "adjust"]))
        owner = draw(st.integers(0, 2))
        if kind == "halve":
            mods.append(Halve(id=f"m{i}", owner=owner, once=draw(st.booleans())))
        elif kind == "minus":
            mods.append(Minus(id=f"m{i}", owner=owner, by=draw(st.integers(0, 20))))
        elif kind == "fixed":
            mods.append(Fixed(id=f"m{i}", owner=owner, value=draw(st.integers(0, 20))))
        else:
            mods.append(Adjust(id=f"m{i}", owner=owner, value=draw(st.integers(-20, 20))))
    return mods


def _answering(data: st.DataObject, effect: Effect, mods: list[Modifier], turn: int) -> Resolution:
    orders: list[tuple[str, ...]] = []
    for _ in range(len(mods) + 1):
        res = TOY.resolve(effect, mods, turn_player=turn, orders=orders)
        if res.pending is None:
            return res
        orders.append(tuple(data.draw(st.permutations(res.pending.modifiers))))
    raise AssertionError("more pending decisions than modifier groups")


@given(toy_modifiers(), st.integers(0, 60), st.integers(0, 2), st.data())
def test_each_modifier_resolves_exactly_once_and_the_clamp_holds(
        mods: list[Modifier], start: int, turn: int, data: st.DataObject) -> None:
    res = _answering(data, hit(start), mods, turn)
    assert sorted(s.modifier for s in res.steps if s.modifier) == sorted(m.id for m in mods)
    assert 0 <= amount(res) <= 50


@given(toy_modifiers(), st.integers(0, 60), st.randoms(use_true_random=False))
def test_value_stages_ignore_the_order_of_their_modifiers(mods: list[Modifier], start: int, rnd: object) -> None:
    values = [m for m in mods if isinstance(m, Valued)]
    shuffled = list(values)
    rnd.shuffle(shuffled)  # type: ignore[attr-defined]
    fixed = [m.value for m in values if isinstance(m, Fixed)]
    expected = min(fixed) if fixed else start
    expected += sum(m.value for m in values if isinstance(m, Adjust))
    assert amount(TOY.resolve(hit(start), values)) == amount(TOY.resolve(hit(start), shuffled)) == min(50, max(0, expected))
