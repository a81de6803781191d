"""Undo, redo and resume on the journaled card games (design.md §8, issue #28): after every move of
random legal play the session's state is byte for byte, and its legal list action for action, the
plain state the same steps reach with no undo ever taken (``tests.support.undo_play``)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import catalog
from engine.core.kernel.rng import Rng
from tests.bench.bench_core import REAL_GAMES
from tests.support.undo_play import play_with_undos

SETUPS: dict[str, list[dict[str, Any]]] = {
    "alchemic": [REAL_GAMES["alchemic"],
                 {"decks": ["shadow-legion", "flame-academy"], "players": ["A", "B"], "first": 1}],
    "mysaga": [REAL_GAMES["mysaga"],
               {"seats": [{"name": "A", "deck": "tide"}, {"name": "B", "deck": "blaze"},
                          {"name": "C", "deck": "blaze"}], "flag": 2}],
}


@pytest.mark.parametrize("game_id", sorted(SETUPS))
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**20), which=st.integers(0, 1),
       moves=st.lists(st.integers(0, 30), min_size=10, max_size=90),
       mode=st.sampled_from(["lenient", "strict"]))
def test_undo_redo_and_resume_in_any_mix_match_play_without_undo(game_id: str, seed: int, which: int,
                                                                  moves: list[int], mode: str) -> None:
    play_with_undos(catalog.load_game(game_id), SETUPS[game_id][which], seed, moves, mode)


@pytest.mark.parametrize("game_id", sorted(SETUPS))
@pytest.mark.parametrize("seed", range(4))
def test_long_lenient_play_with_undos_matches_play_without_undo(game_id: str, seed: int) -> None:
    """400 seeded moves (about one in six an undo, one in ten a redo): every kind of move is made."""
    picker = Rng.from_seed(seed + 100)
    made = play_with_undos(catalog.load_game(game_id), REAL_GAMES[game_id], seed,
                           [picker.below(31) for _ in range(400)])
    assert min(made.values()) > 0, made
