"""The bot loop's leaner paths (issue #28) draw, pick and play exactly as before.

- ``Rng``: the live ``below`` and ``shuffle`` compute the rejection limit only for raw values near
  2**64 and write the generator out (a shuffle on a local state); every value, record, script step
  and final state equals a frozen copy of the former generator (``Reference`` below), over small,
  huge and rejecting ``n``.
- ``RandomBot.choose_index``: the same draw as ``choose``; ``play_out`` takes ``legal[index]``
  without looking for it, and plays every game as the checked loop (``Game.apply``) does.
- ``Flow``: the phase borders read once per step run the same exit and enter rules.
- ``Kernel.resolve_listed``: made once per kernel, a ``dataclasses.replace`` gets its own.
"""

from __future__ import annotations

import dataclasses
import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import catalog
from engine.core.kernel.bots import RandomBot, chooser_by_index
from engine.core.kernel.errors import ReplayMismatch
from engine.core.kernel.events import Event
from engine.core.kernel.flow import Flow, Phase, Step
from engine.core.kernel.game import Action, Game
from engine.core.kernel.rng import Rng
from engine.core.kernel.selfplay import play_out
from tests.bench.bench_core import REAL_GAMES

MASK = (1 << 64) - 1


class Reference:
    """The generator as it was before issue #28's fast paths (splitmix64, rejection sampling)."""

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK
        self.record: list[int] = []

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        limit = MASK - (MASK + 1) % n
        while True:
            raw = self.next_u64()
            if raw <= limit:
                break
        self.record.append(raw % n)
        return raw % n

    def shuffle(self, items: list[int]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


seeds = st.integers(min_value=0, max_value=MASK)
sizes = st.one_of(st.integers(1, 64), st.integers(1, 1 << 40), st.integers((1 << 32) - 3, (1 << 32) + 3),
                  st.integers(1 << 62, MASK + 1))  # huge n reject about half of all raw values


@settings(max_examples=300)
@given(seeds, st.lists(sizes, min_size=1, max_size=40), st.lists(st.integers(0, 70), max_size=4))
def test_draws_and_shuffles_equal_the_former_generator(seed: int, ns: list[int], lengths: list[int]) -> None:
    rng, ref = Rng.from_seed(seed), Reference(seed)
    assert [rng.below(n) for n in ns] == [ref.below(n) for n in ns]
    for length in lengths:
        mine, theirs = list(range(length)), list(range(length))
        rng.shuffle(mine)
        ref.shuffle(theirs)
        assert mine == theirs
    assert (rng.state, rng.record) == (ref.state, ref.record)


@settings(max_examples=30)
@given(st.lists(seeds, min_size=1, max_size=3), st.integers(1, 400))
def test_long_and_interleaved_streams_draw_as_the_former_generator(stream_seeds: list[int], draws: int) -> None:
    """Several streams drawing in turn, each with shuffles between its draws, as the game's own
    generator and the bots' draw in a play-out."""
    mine, theirs = [Rng.from_seed(s) for s in stream_seeds], [Reference(s) for s in stream_seeds]
    for k in range(draws):
        n = 1 + k % 9
        assert mine[k % len(mine)].below(n) == theirs[k % len(theirs)].below(n)
        if k % 97 == 5:
            deck_a, deck_b = list(range(k % 30)), list(range(k % 30))
            mine[0].shuffle(deck_a)
            theirs[0].shuffle(deck_b)
            assert deck_a == deck_b
    assert [(r.state, r.record) for r in mine] == [(r.state, r.record) for r in theirs]


def test_raw_values_near_the_top_are_rejected_as_before() -> None:
    """A seed whose next raw value is above the limit of n = 2**63 + 1 (the rejection path)."""
    for seed in range(200):
        ref = Reference(seed)
        first = ref.next_u64()
        if first > MASK - (MASK + 1) % ((1 << 63) + 1):
            break
    else:
        raise AssertionError("no rejecting seed among the first 200")
    rng, ref = Rng.from_seed(seed), Reference(seed)
    assert rng.below((1 << 63) + 1) == ref.below((1 << 63) + 1) and rng.state == ref.state


def _unshift(value: int, shift: int) -> int:
    """The x with x ^ (x >> shift) == value."""
    x = value
    for _ in range(64 // shift + 1):
        x = value ^ (x >> shift)
    return x


def _seed_drawing_first(raw: int) -> int:
    """The generator state whose next raw value is ``raw`` (splitmix64's mix is a bijection)."""
    z = _unshift(raw, 31)
    z = _unshift((z * pow(0x94D049BB133111EB, -1, 1 << 64)) & MASK, 27)
    z = _unshift((z * pow(0xBF58476D1CE4E5B9, -1, 1 << 64)) & MASK, 30)
    return (z - 0x9E3779B97F4A7C15) & MASK


@pytest.mark.parametrize("n", [2, 3, 7, 40])
def test_a_top_raw_value_is_rejected_for_small_n_in_draws_and_shuffles(n: int) -> None:
    """2**64 - 1 is above the limit of every n that does not divide 2**64: drawn first, it is
    rejected and the next raw value decides, in ``below`` and in a shuffle's first swap alike."""
    seed = _seed_drawing_first(MASK)
    assert Reference(seed).next_u64() == MASK
    rng, ref = Rng.from_seed(seed), Reference(seed)
    assert rng.below(n) == ref.below(n) and rng.state == ref.state
    rng, ref = Rng.from_seed(seed), Reference(seed)
    mine, theirs = list(range(n)), list(range(n))
    rng.shuffle(mine)
    ref.shuffle(theirs)
    assert (mine, rng.record, rng.state) == (theirs, ref.record, ref.state)


@given(seeds, st.lists(st.integers(1, 50), min_size=1, max_size=20))
def test_a_scripted_shuffle_replays_the_live_one(seed: int, lengths: list[int]) -> None:
    live, decks = Rng.from_seed(seed), [list(range(n)) for n in lengths]
    for deck in decks:
        live.shuffle(deck)
    replay, again = Rng.from_seed(seed), [list(range(n)) for n in lengths]
    replay.script = list(live.record)
    for deck in again:
        replay.shuffle(deck)
    assert again == decks and replay.script == [] and replay.state == live.state


def test_bad_n_and_a_dry_script_are_refused_as_before() -> None:
    with pytest.raises(ValueError, match="n > 0"):
        Rng.from_seed(1).below(0)
    rng = Rng.from_seed(1)
    rng.script = [3]
    with pytest.raises(ReplayMismatch, match="out of range"):
        rng.below(3)


@given(seeds, st.lists(st.integers(1, 30), min_size=1, max_size=20))
def test_random_bot_choose_index_is_the_draw_of_choose(seed: int, lengths: list[int]) -> None:
    bot, by_place, by_action = RandomBot(), Rng.from_seed(seed), Rng.from_seed(seed)
    for n in lengths:
        legal = [Action(seat) for seat in range(n)]
        assert legal[bot.choose_index(None, legal, by_place)] is bot.choose(None, legal, by_action)


class ByAction:
    """``RandomBot`` without ``choose_index``: the driver looks its choice up in the list."""

    needs_view = False

    def choose(self, view: Any, legal: Sequence[Action], rng: Rng) -> Action:
        return RandomBot().choose(view, legal, rng)


def test_a_bot_that_chooses_its_own_way_is_not_asked_for_a_place(monkeypatch: pytest.MonkeyPatch) -> None:
    class Overrides(RandomBot):
        def choose(self, view: Any, legal: Sequence[Action], rng: Rng) -> Action:
            return legal[0]

    class OwnPlace(RandomBot):
        def choose_index(self, view: Any, legal: Sequence[Action], rng: Rng) -> int:
            return 0

    assert chooser_by_index(RandomBot()) is not None and chooser_by_index(Overrides()) is None
    assert chooser_by_index(ByAction()) is None and OwnPlace().choose(None, [Action(0), Action(1)], Rng()) == Action(0)
    monkeypatch.setattr(RandomBot, "choose", lambda self, view, legal, rng: legal[-1])
    assert chooser_by_index(RandomBot()) is None


def _played(game: Game[Any], game_id: str, bot: Any, checked: bool) -> str:
    """A hash of every pick, event and state of two seeded games played to their end."""
    sink = hashlib.sha256()

    def feed(action: Action, events: list[Event], state: Any) -> None:
        sink.update(repr(action).encode() + repr(events).encode() + game.encode_state(state))

    for seed in range(2):
        state, rng = game.new_state(REAL_GAMES[game_id], seed), Rng.from_seed(~seed)
        if checked:
            while legal := game.legal_actions(state):
                action = bot.choose(None, legal, rng)
                feed(action, game.apply(state, action), state)
        else:
            def step(action: Action, events: list[Event], state: Any = state) -> None:
                feed(action, events, state)

            seats = game.policy.seats[1]
            play_out(game, state, [bot] * seats, [rng] * seats, step)
    return sink.hexdigest()


@pytest.mark.parametrize("game_id", sorted(REAL_GAMES))
def test_play_out_by_place_plays_as_by_action_and_as_the_checked_loop(game_id: str) -> None:
    game = catalog.load_game(game_id)
    by_place = _played(game, game_id, RandomBot(), checked=False)
    assert by_place == _played(game, game_id, ByAction(), checked=False) == _played(game, game_id, RandomBot(), True)


@dataclass
class Where:
    step: str = "a"
    trace: list[str] = field(default_factory=list)


@dataclass
class Ctx:
    state: Where


def _mark(name: str, jump: str | None = None) -> Any:
    def run(ctx: Ctx) -> None:
        ctx.state.trace.append(name)
        if jump is not None:
            ctx.state.step = jump
    return run


def test_a_step_that_jumps_crosses_the_border_of_its_own_next_step() -> None:
    """As before: the rules run are those between a step's phase and its ``next``'s, even when the
    step itself moves the flow elsewhere (a game that ends at once jumps to its last step)."""
    flow: Flow[Ctx] = Flow(
        {"a": Step("X-1", _mark("a", jump="c"), "b", "one"), "b": Step("X-2", _mark("b"), "c", "two"),
         "c": Step("X-3", _mark("c"), "c", "two")},
        waiting=lambda ctx: len(ctx.state.trace) >= 4,
        phases=(Phase("one", exit=_mark("exit one")), Phase("two", enter=_mark("enter two"))))
    ctx = Ctx(Where())
    flow.advance(ctx)
    assert ctx.state.trace == ["a", "exit one", "enter two", "c"] and ctx.state.step == "c"


def test_a_replaced_kernel_resolves_listed_actions_with_its_own_parts() -> None:
    game = catalog.load_game("mysaga")
    kernel = game.kernel
    assert kernel is not None
    calm = dataclasses.replace(kernel, settle=lambda ctx: ctx.events.append("settled"))
    assert calm.resolve_listed is not kernel.resolve_listed and calm == dataclasses.replace(calm)
    state = game.new_state(REAL_GAMES["mysaga"], 0)
    legal = game.legal_actions(state)
    assert "settled" in calm.resolve_listed(game.context(state), legal[0])
