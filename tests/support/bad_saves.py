"""Saves of every registered game with one logged action's field made wrong (issue #23).

``good_save`` plays a few random legal steps from the game's sample setup and writes the save
twice, so a ``.bak`` (one step shorter) sits beside it. ``wrong_values`` gives, for one field
of a logged action, values of the wrong type or out of range. ``write_bad`` writes the save
with step ``index`` changed.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from engine import catalog
from engine.core.kernel.session import Session
from engine.core.saves.documents import write_save
from engine.core.saves.userdirs import SHIPPED_DATA
from tests.support.game_setups import SETUPS

META = {"saved_at": "2025-05-06T07:08:09+09:00"}
BAD_STEP = 2  # the index of the step made bad (the third)


def load_game(game_id: str) -> Any:
    return catalog.game_class(game_id).load(SHIPPED_DATA, None)


def good_save(game: Any, path: Path, steps: int = 5, seed: int = 7) -> Session[Any]:
    session = Session.new(game, SETUPS[game.id](game, None), seed)
    rng = random.Random(seed)
    for n in range(steps):
        if n == steps - 1:
            write_save(path, session, META)  # becomes the .bak on the next write
        legal = session.legal_actions()
        assert legal, f"{game.id}: the sample game ends before {steps} steps"
        session.apply(rng.choice(legal))
    write_save(path, session, META)
    return session


def wrong_values(field: str, value: Any, seats: int) -> Iterator[Any]:
    """Values ``field`` (now ``value``) must never be read as: wrong types, then wrong sizes."""
    if isinstance(value, bool):
        yield from (1, 0.0, "true", None, [True])
    elif isinstance(value, int):
        yield from (1.5, True, str(value), {"n": value}, [value], 10**12)
        if field == "seat":
            yield from (seats, -1)
    elif isinstance(value, str):
        yield from ({"zone": value}, [value], 3, None, "x" * 100_000)
    elif isinstance(value, list):
        yield from (value[0] if value else "a", 5, [[[[]]]], [{"a": 1}], ["x"] * 5000)
    elif value is None:
        yield from (5, {"a": 1}, [None])


def write_bad(good: Path, bad: Path, field: str, wrong: Any, index: int = BAD_STEP) -> None:
    doc = json.loads(good.read_text(encoding="utf-8"))
    doc["log"][index]["action"][field] = wrong
    bad.write_text(json.dumps(doc), encoding="utf-8")
