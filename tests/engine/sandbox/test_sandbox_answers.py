"""The sandbox rules answer as they did before they were made fast (issue #28): random legal play
on FERTCG's, だんのこまち's and two toy tables (one with three seats and shared zones), fingerprinted
at every step (``fingerprint``: legal lists in order, refusals, views, events, states). The digests
were taken from the rules before the speed work (main at 4164e9f)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.dannocomachi.game import Dannocomachi
from tests.engine.dannocomachi.table_helpers import SETUP as DANNO_SETUP
from tests.engine.fertcg.table_helpers import GAME as FERTCG
from tests.engine.fertcg.table_helpers import SETUP as FERTCG_SETUP
from tests.engine.sandbox.fingerprint import fingerprint
from tests.engine.sandbox.tables import DUEL, MARKET, seats, toy_game

STEPS = 200
BEFORE = {
    "fertcg": "f29238529f1ef61b30310e427689b8b37cbcb7d559671ab9d13f18158fe6a5e5",
    "dannocomachi": "a2f20bbaeda197b78ec66a31e1a3e12c47f68f83405653e9e458c6f09463c3cb",
    "duel": "5239aa85132ee9da8fc475201b766142ceac0084800c2bbd3ed3299c81404b06",
    "market": "b2c7d7b493cc942d0e1f9c794f7467e3f4ba48ebcaf3eab181344f1da87f6d27",
}


@pytest.mark.parametrize("table", sorted(BEFORE))
def test_random_play_answers_as_before(table: str, tmp_path: Path) -> None:
    if table == "fertcg":
        game, setup = FERTCG, FERTCG_SETUP
    elif table == "dannocomachi":
        game, setup = Dannocomachi.load(user_root=None), DANNO_SETUP
    else:
        game = toy_game(tmp_path, DUEL if table == "duel" else MARKET)
        setup = seats(game)
    assert fingerprint(game, setup, 1, STEPS) == BEFORE[table]
