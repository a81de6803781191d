"""Core's fast paths for bot decisions (issue #28) change nothing a player, a save or a replay sees.

- ``selfplay.play_out`` (a bot's pick carried out by ``Game.apply_listed``, its doer found without
  a second ``decide`` where the action type has one) plays all five games exactly as the checked
  loop (``Game.apply``) does, and both as main did before these paths (digests recorded at 99fe326
  over seeded random play: every legal list in order, every pick, every event and every state).
  Events, msgspec Structs since (issue #28: lighter events), are in these digests too, by
  ``repr`` and JSON (``test_struct_events.py`` holds every class to its dataclass's shapes).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

import pytest

from engine import catalog
from engine.core.i18n.text import Text
from engine.core.kernel.dispatch import Dispatch, Rule
from engine.core.kernel.events import Event
from engine.core.kernel.game import Action, Decision, Game
from engine.core.kernel.reducer import Context, Kernel
from engine.core.kernel.rng import Rng
from engine.core.kernel.selfplay import play_out
from tests.bench.bench_core import REAL_GAMES

SEEDS, STEPS = range(4), 300
GOLDEN = {  # ``digest`` of main at 99fe326 (before the fast paths), checked loop and play_out alike
    "alchemic": "3bde326ae8f53a6d",
    "dannocomachi": "fcc675b0e1acc3cb",
    "fatal-fight": "cf767abe6bed90ca",
    "fertcg": "a3ec9070dadf1829",
    "mysaga": "5aea5bd3081b519b",
}


class Recorder:
    """A uniform random bot (as ``RandomBot``) that feeds every legal list it is shown to a hash."""

    needs_view = False

    def __init__(self, sink: Any) -> None:
        self.sink = sink

    def choose(self, view: Any, legal: Sequence[Action], rng: Rng) -> Action:
        self.sink.update(repr(legal).encode())
        return legal[rng.below(len(legal))]


class Enough(Exception):
    """Stops a play-out after ``STEPS`` steps."""


def _feed(sink: Any, game: Game[Any], state: Any, events: list[Event]) -> None:
    for event in events:
        sink.update(type(event).__name__.encode() + repr(event).encode()
                    + json.dumps(event.to_json(), sort_keys=True, default=repr).encode())
    sink.update(game.encode_state(state))


def digest(game_id: str, fast: bool, game: Game[Any] | None = None) -> str:
    """Seeded random play of ``game_id``, by ``play_out`` (``fast``) or by a loop that checks every
    pick with ``Game.apply``: a hash of every legal list, pick, event and state on the way."""
    game = game or catalog.load_game(game_id)
    sink = hashlib.sha256()
    for seed in SEEDS:
        state, pick, steps = game.new_state(REAL_GAMES[game_id], seed), Rng.from_seed(~seed), [0]
        bot = Recorder(sink)
        if not fast:
            for _ in range(STEPS):
                legal = game.legal_actions(state)
                if not legal:
                    break
                _feed(sink, game, state, game.apply(state, bot.choose(None, legal, pick)))
            continue

        def step(action: Action, events: list[Event], state: Any = state, steps: list[int] = steps) -> None:
            _feed(sink, game, state, events)
            steps[0] += 1
            if steps[0] == STEPS:
                raise Enough

        try:
            play_out(game, state, [bot] * game.policy.seats[1], [pick] * game.policy.seats[1], step)
        except Enough:
            pass
    return sink.hexdigest()[:16]


@pytest.mark.parametrize("game_id", sorted(REAL_GAMES))
def test_play_out_plays_as_the_checked_loop_and_as_main_did(game_id: str) -> None:
    assert digest(game_id, fast=True) == digest(game_id, fast=False) == GOLDEN[game_id]


LISTING_GAMES = ("alchemic", "fatal-fight", "mysaga")  # the games whose kernel declares its listing


@pytest.mark.parametrize("game_id", LISTING_GAMES)
def test_a_kernel_that_lists_on_a_context_plays_out_on_one_context_as_before(game_id: str) -> None:
    """``Kernel.legal`` declared: the same lists as ``legal_actions``, and ``play_out`` on one
    context per step plays as main did and as the same game without the listing (two contexts per
    step). A bot's own equal action is checked."""
    game = catalog.load_game(game_id)
    assert game.kernel is not None and game.kernel.legal is not None
    listing = game.kernel.legal
    assert digest(game_id, fast=True, game=game) == GOLDEN[game_id]
    two_contexts = catalog.load_game(game_id)
    two_contexts.kernel = dataclasses.replace(game.kernel, legal=None)
    assert digest(game_id, fast=True, game=two_contexts) == GOLDEN[game_id]
    state, pick = game.new_state(REAL_GAMES[game_id], 9), Rng.from_seed(9)
    for _ in range(120):
        legal = game.legal_actions(state)
        assert listing(game.context(state), None) == legal
        if not legal:
            break
        game.apply(state, legal[pick.below(len(legal))])
    checked, fast = (game.new_state(REAL_GAMES[game_id], 2) for _ in range(2))
    twins = [{}, {}]  # equal actions built again, never the listed objects: each goes through apply

    class Rebuilder:
        needs_view = False

        def __init__(self, made: dict[Action, Action]) -> None:
            self.made = made

        def choose(self, view: Any, legal: Sequence[Action], rng: Rng) -> Action:
            action = legal[rng.below(len(legal))]
            return self.made.setdefault(action, dataclasses.replace(action))

    seats = game.policy.seats[1]
    play_out(game, fast, [Rebuilder(twins[0])] * seats, [Rng.from_seed(2)] * seats)
    play_out(catalog.load_game(game_id), checked, [Rebuilder(twins[1])] * seats, [Rng.from_seed(2)] * seats)
    assert game.encode_state(fast) == game.encode_state(checked)


class ToyKind(StrEnum):
    ONE = "one"
    TWO = "two"


@dataclass(frozen=True)
class Shared(Action):
    pass


@dataclass(frozen=True)
class Split(Action):
    pass


def test_a_listed_action_asks_decide_only_when_its_type_has_two_doers() -> None:
    """``Kernel.resolve_listed``: a type carried out by one ``do`` in every kind needs no decision;
    a type with a doer per kind is carried out by its current kind's, as ``resolve`` does."""
    done: list[str] = []
    asked: list[ToyKind] = []
    kind = [ToyKind.ONE]

    def decide(ctx: Context[None, None, None]) -> Decision:
        asked.append(kind[0])
        return Decision((0,), kind[0])

    def rule(name: str) -> Rule[Any]:
        return Rule(lambda ctx, action: None, lambda ctx, action: done.append(name))

    shared = rule("shared")
    dispatch: Dispatch[Any, ToyKind] = Dispatch(
        {ToyKind.ONE: {Shared: shared, Split: rule("split one")}, ToyKind.TWO: {Shared: shared, Split: rule("split two")}},
        lambda k: Text("no", "no"), lambda ctx, d: Text("no", "no"))
    assert set(dispatch.sole_doers) == {Shared}
    kernel = Kernel[Context[None, None, None]](dispatch, decide)
    for now in (ToyKind.ONE, ToyKind.TWO):
        kind[0] = now
        ctx = Context(None, None, None)
        kernel.resolve_listed(ctx, Shared(0))
        kernel.resolve_listed(ctx, Split(0))
    assert done == ["shared", "split one", "shared", "split two"] and asked == [ToyKind.ONE, ToyKind.TWO]
