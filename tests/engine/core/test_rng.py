"""Rng (design.md §4): seeded, portable, recorded, replayable from a script."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core.kernel.errors import ReplayMismatch
from engine.core.kernel.rng import Rng

seeds = st.integers(min_value=0, max_value=2**64 - 1)


def draws(rng: Rng, sizes: list[int]) -> list[int]:
    return [rng.below(n) for n in sizes]


@given(seeds, st.lists(st.integers(min_value=1, max_value=1000), min_size=1, max_size=40))
def test_same_seed_same_results_across_instances(seed: int, sizes: list[int]) -> None:
    first, second = Rng.from_seed(seed), Rng.from_seed(seed)
    assert draws(first, sizes) == draws(second, sizes)
    assert first.state == second.state


def test_different_seeds_differ() -> None:
    sizes = [1000] * 8
    assert draws(Rng.from_seed(1), sizes) != draws(Rng.from_seed(2), sizes)


@given(seeds, st.lists(st.integers(min_value=1, max_value=50), min_size=1, max_size=30))
def test_script_replays_recorded_results_and_keeps_the_generator_in_step(
    seed: int, sizes: list[int]
) -> None:
    live = Rng.from_seed(seed)
    values = draws(live, sizes)
    assert live.take_record() == values
    assert live.record == []

    replay = Rng.from_seed(seed)
    replay.script = list(values)
    assert draws(replay, sizes) == values
    assert replay.script == []
    assert replay.state == live.state


def test_script_ignores_the_generator() -> None:
    rng = Rng.from_seed(99)
    rng.script = [4, 0, 2]
    assert [rng.below(5), rng.below(1), rng.die(6)] == [4, 0, 3]


def test_script_running_dry_is_a_replay_mismatch() -> None:
    rng = Rng.from_seed(1)
    rng.script = [1]
    rng.below(3)
    with pytest.raises(ReplayMismatch, match="fewer chance results"):
        rng.below(3)


@pytest.mark.parametrize("value", [-1, 3, 10])
def test_script_value_out_of_range_is_a_replay_mismatch(value: int) -> None:
    rng = Rng.from_seed(1)
    rng.script = [value]
    with pytest.raises(ReplayMismatch, match="out of range 0..2"):
        rng.below(3)


@given(seeds, st.integers(min_value=1, max_value=2**64))
def test_below_stays_in_range(seed: int, n: int) -> None:
    rng = Rng.from_seed(seed)
    assert all(0 <= rng.below(n) < n for _ in range(5))


def test_rejection_sampling_skips_raw_values_above_the_limit() -> None:
    """n = 2**63 + 1 rejects about half the raw outputs; the kept one is the first below the limit."""
    n = 2**63 + 1
    limit = (2**64 - 1) - 2**64 % n
    rejected = 0
    for seed in range(64):
        raw_source = Rng.from_seed(seed)
        raw = raw_source._next_u64()
        while raw > limit:
            rejected += 1
            raw = raw_source._next_u64()
        rng = Rng.from_seed(seed)
        assert rng.below(n) == raw % n
        assert rng.state == raw_source.state
    assert rejected > 0


def test_die_faces_are_roughly_uniform() -> None:
    rng = Rng.from_seed(2024)
    counts = Counter(rng.die() for _ in range(60_000))
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    assert all(abs(count - 10_000) < 500 for count in counts.values())


def test_below_rejects_an_empty_range() -> None:
    with pytest.raises(ValueError):
        Rng.from_seed(0).below(0)


@given(seeds, st.lists(st.integers(), max_size=30))
def test_shuffle_is_a_recorded_permutation(seed: int, items: list[int]) -> None:
    rng = Rng.from_seed(seed)
    shuffled = list(items)
    rng.shuffle(shuffled)
    assert sorted(shuffled) == sorted(items)
    assert len(rng.take_record()) == max(len(items) - 1, 0)


def test_shuffle_reaches_every_order_of_three() -> None:
    orders = set()
    for seed in range(200):
        items = [1, 2, 3]
        Rng.from_seed(seed).shuffle(items)
        orders.add(tuple(items))
    assert len(orders) == 6


@given(seeds, st.lists(st.text(max_size=3), min_size=1, max_size=10))
def test_choice_picks_a_member(seed: int, items: list[str]) -> None:
    assert Rng.from_seed(seed).choice(items) in items
