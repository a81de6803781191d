"""Design.md §16: the cross-game tests loop over the registry, so a game added later is covered
without editing them. Shown with the toy hidden-pick game of the tests (tests/support/high_card.py):
registered for one run by its one entry, it is played, saved, replayed, checked against the
registry and storm-tested by the very same tests as the shipped games."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from engine import registry
from tests.support.games import EXTRA_GAMES, game_ids
from tests.support.high_card import ENTRY

ROOT = Path(__file__).resolve().parents[1]
CROSS_GAME_TESTS = ("tests/test_registry.py", "tests/engine/test_replay_hooks.py", "tests/screens/test_event_storm.py")


def test_the_toy_game_is_not_registered_in_a_normal_run() -> None:
    assert ENTRY.id not in registry.GAMES and ENTRY.id not in game_ids()


def test_a_game_registered_from_the_tests_is_covered_by_every_cross_game_test() -> None:
    env = {**os.environ, EXTRA_GAMES: "tests.support.high_card:ENTRY", "STORM_EVENTS": "200"}
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-rA", "-k", ENTRY.id, *CROSS_GAME_TESTS],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600,
    )
    passed = [line.split()[1] for line in run.stdout.splitlines() if line.startswith("PASSED ")]
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-2000:]
    for path in CROSS_GAME_TESTS:
        toy = [t for t in passed if t.startswith(path + "::") and t.endswith(f"[{ENTRY.id}]")]
        assert toy, f"{path} ran no test of the registered toy game:\n{run.stdout[-2000:]}"
    assert len(passed) >= 9  # 5 registry checks, 3 replay hooks, the table's event storm
