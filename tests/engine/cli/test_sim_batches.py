"""simulate --jobs deals the plan into batches (issue #22): every game exactly once, each batch
taking every n-th game so the plan's kinds of game spread over all batches."""

from __future__ import annotations

from engine.cli.sim_run import BATCHES_PER_WORKER, batches


def test_every_game_is_in_exactly_one_batch_and_batches_are_strided() -> None:
    for total, workers in ((1, 2), (7, 2), (100, 2), (1000, 4)):
        dealt = batches(total, workers)
        assert sorted(n for batch in dealt for n in batch) == list(range(total))
        assert len(dealt) == min(total, workers * BATCHES_PER_WORKER)
        assert all(b[1] - b[0] == len(dealt) for b in dealt if len(b) > 1)


def test_a_run_of_long_games_at_the_plans_end_is_shared_by_every_batch() -> None:
    dealt = batches(120, 2)  # say games 100..119 are the long paired ones: no batch gets two
    assert all(sum(n >= 100 for n in batch) <= 1 for batch in dealt)
    assert max(len(b) for b in dealt) - min(len(b) for b in dealt) <= 1
