"""Bot play-outs (core's ``play_out``: legal list, pick, ``apply_listed``) play exactly as before
the rules' fast paths of session 7 (issue #28).

``test_fast_paths`` pins seeded play through the checked ``apply``; this pins the path the bots
and ``simulate`` run, the one the bot-decision bench times: every listed action, every event
(as JSON), the state after each step (its msgpack snapshot, with the generator and its record)
and the bots' own picks, for random and heuristic bots at 2, 3 and 4 seats. The digests were
recorded from main at 99fe326, before this session's changes to ``engine/mysaga``.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from functools import cache
from typing import Any

import pytest

from engine.core.kernel.bots import Bot, RandomBot, choose
from engine.core.kernel.game import Action, Event
from engine.core.kernel.rng import Rng
from engine.core.kernel.selfplay import play_out
from engine.core.saves import codec
from engine.mysaga.bots import HeuristicBot
from engine.mysaga.game import MySaga

DECKS = ("blaze", "tide", "radiance", "nightfall")


@cache
def shipped() -> MySaga:
    return MySaga.load(user_root=None)


def digest(seats: int, make_bot: Callable[[MySaga], Bot], seeds: range) -> str:
    """Hash of whole sets played out by ``make_bot``'s bots (one generator for every seat)."""
    game, h = shipped(), hashlib.sha256()
    setup = {"seats": [{"name": f"S{i}", "deck": DECKS[i]} for i in range(seats)]}
    for seed in seeds:
        _play_set(game, h, game.new_state(setup, seed), make_bot(game), seats, Rng.from_seed(~seed))
    return h.hexdigest()


def _play_set(game: MySaga, h: Any, state: Any, bot: Bot, seats: int, rng: Rng) -> None:
    h.update(codec.snapshot(state))

    def listed(state: Any, legal: list[Action], bot: Bot, rng: Rng) -> Action:
        h.update(repr(legal).encode())
        return choose(game, state, legal, bot, rng)

    def step(action: Action, events: Sequence[Event]) -> None:
        h.update(repr(action).encode())
        for event in events:
            h.update(repr(event.to_json()).encode())
        h.update(codec.snapshot(state))

    decisions = play_out(game, state, [Recorder(bot, listed, state)] * seats, [rng] * seats, step)
    h.update(repr((decisions, game.decision(state))).encode())


class Recorder:
    """A bot that records the legal list it is shown, then lets ``bot`` choose as it would."""

    def __init__(self, bot: Bot, listed: Callable[[Any, list[Action], Bot, Rng], Action], state: Any) -> None:
        self.bot, self.listed, self.state = bot, listed, state
        self.needs_view = False  # the wrapped bot's view is built by ``choose`` inside ``listed``

    def choose(self, view: Any, legal: Sequence[Action], rng: Rng) -> Action:
        return self.listed(self.state, list(legal), self.bot, rng)


BOTS: dict[str, Callable[[MySaga], Bot]] = {"random": lambda game: RandomBot(), "heuristic": HeuristicBot}
DIGESTS = {  # main at 99fe326
    ('heuristic', 2): "1e7298b2536b8cb6e2eb2053ccb220dd8c8f399e0197f976a5f1ef235c49a1d5",
    ('heuristic', 3): "be6248db4725853220c675487496d5a66d15dc95c50e34f828b4eb5f323a1b20",
    ('heuristic', 4): "b645a9aaf243c5fdbeb2bf9e6665a85472010b5ca56fc97446e7c81420ed6e89",
    ('random', 2): "54d5f2bcfd9cc93ff96ff742ce768e26582e952101b6c93f993c6384c39082b5",
    ('random', 3): "0058d65c8c035cb44b99d436865d28bfdfabff6fcbd48cca3cee1b09d4c333f8",
    ('random', 4): "0ae737146e12bf9ac858feb81b991886d17639a400c9fcf92e9f1adffe4068b0",
}


@pytest.mark.parametrize("bot", sorted(BOTS))
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_bot_play_outs_are_unchanged(bot: str, seats: int) -> None:
    assert digest(seats, BOTS[bot], range(40)) == DIGESTS[bot, seats]
