"""Headless Fatal Fight campaigns for balancing (issue #4): the plan of games, playing them, in parallel.

Every game's seed and heroes follow from the run's seed, the hero count and the game's index
alone, so ``jobs=1`` and ``jobs=4`` play exactly the same games; results come back in plan order.
"""

from __future__ import annotations

import hashlib
import multiprocessing
import signal
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from pydantic import ValidationError

from engine.core.bots import decide
from engine.core.rng import Rng
from engine.fatal_fight.all_bots import BOTS, make_bot
from engine.fatal_fight.bots import bot_rng
from engine.fatal_fight.cards import Cards
from engine.fatal_fight.game import MAX_HEROES, FatalFight
from engine.fatal_fight.schema import VARIANTS, Rules
from engine.fatal_fight.sim_stats import EventTally, GameRecord

CHARACTER_SALT = 0xC4A2_AC7E


@dataclass(frozen=True)
class SimConfig:
    """What to simulate: ``games`` campaigns per hero count in ``heroes``."""

    games: int
    heroes: tuple[int, ...]
    seed: int = 0
    bot: str = "heuristic"
    variants: tuple[str, ...] = ()
    characters: tuple[str, ...] = ()  # fixed heroes in seat order (the first N play); empty: drawn per game
    rules: tuple[str, ...] = ()  # rules.toml overrides "NAME=VALUE"; ``with_rules`` applies them to the game

    def problems(self, game: FatalFight) -> list[str]:
        """What makes this config unplayable with ``game`` (usage errors, worded for a player)."""
        found = []
        if self.games < 1:
            found.append("--games must be at least 1")
        if not self.heroes or any(not 1 <= h <= MAX_HEROES for h in self.heroes):
            found.append(f"hero counts must be 1 to {MAX_HEROES}")
        if self.bot not in BOTS:
            found.append(f"unknown bot {self.bot!r}; choose from {', '.join(BOTS)}")
        unknown = [v for v in self.variants if v not in VARIANTS]
        if unknown:
            found.append(f"unknown variant(s) {', '.join(unknown)}; known: {', '.join(VARIANTS)}")
        known = sorted(game.cards.characters)
        wrong = [c for c in self.characters if c not in game.cards.characters]
        if wrong:
            found.append(f"unknown character(s) {', '.join(wrong)}; known: {', '.join(known)}")
        if len(set(self.characters)) != len(self.characters):
            found.append("each character can be chosen once")
        most = max(self.heroes, default=0)
        pool = len(self.characters) or len(known)
        if pool < most:
            found.append(f"{most} heroes need {most} different characters; only {pool} to choose from")
        try:
            with_rules(game, self.rules)
        except ValueError as err:
            found.append(str(err))
        return found


def with_rules(game: FatalFight, overrides: Sequence[str]) -> FatalFight:
    """``game`` with rules.toml parameters overridden ("NAME=VALUE"), validated like rules.toml."""
    if not overrides:
        return game
    values = game.rules.model_dump()
    known = ", ".join(k for k in values if k != "variants")
    for setting in overrides:
        name, eq, value = setting.partition("=")
        if not eq or name.strip() not in values or name.strip() == "variants":
            raise ValueError(f"rule override {setting!r}: write NAME=VALUE with NAME one of {known}")
        values[name.strip()] = value.strip()
    try:
        rules = Rules.model_validate(values)
    except ValidationError as err:
        wrong = "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in err.errors())
        raise ValueError(f"rule override {', '.join(overrides)}: {wrong}") from None
    try:
        return FatalFight(game.cards, rules)
    except ValueError as err:  # e.g. a longer campaign than there are stage sets
        raise ValueError(f"rule override {', '.join(overrides)}: {err}") from None


@dataclass(frozen=True)
class GameSpec:
    """One campaign of the plan."""

    heroes: int
    index: int
    seed: int
    characters: tuple[str, ...]


def derive_seed(seed: int, heroes: int, index: int) -> int:
    """A game's seed from the run's seed, its hero count and its index (stable across Pythons)."""
    digest = hashlib.blake2b(f"fatal-fight:{seed}:{heroes}:{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


def pick_characters(known: Sequence[str], count: int, seed: int) -> tuple[str, ...]:
    """``count`` different characters drawn with the game's seed (FF-S2), in seat order."""
    pool = sorted(known)
    Rng.from_seed(seed ^ CHARACTER_SALT).shuffle(pool)
    return tuple(pool[:count])


def plan(game: FatalFight, config: SimConfig) -> list[GameSpec]:
    specs = []
    for heroes in config.heroes:
        for index in range(config.games):
            seed = derive_seed(config.seed, heroes, index)
            chosen = config.characters[:heroes] or pick_characters(list(game.cards.characters), heroes, seed)
            specs.append(GameSpec(heroes, index, seed, chosen))
    return specs


class SimulationError(RuntimeError):
    """A campaign that could not be played to its end; the message names its seed and heroes."""


def play(game: FatalFight, spec: GameSpec, bot: str, variants: Sequence[str] = ()) -> GameRecord:
    """One whole campaign, every seat played by the same bot, tallied from its events."""
    setup = {"heroes": [{"character": c, "player": f"Bot {i + 1}"} for i, c in enumerate(spec.characters)],
             "variants": list(variants)}
    try:
        state, events = game.start(setup, spec.seed)
        tally = EventTally(frozenset(game.cards.arts))
        tally.feed(events)
        player = make_bot(bot, game)
        rng = bot_rng(spec.seed)
        decisions = 0
        while not game.is_over(state):
            tally.feed(game.apply(state, decide(game, state, None, player, rng)))
            decisions += 1
        return tally.record(state, spec.heroes, spec.index, spec.seed, decisions)
    except Exception as err:  # an engine or bot bug: say which campaign replays it
        raise SimulationError(f"campaign {spec.index} with {', '.join(spec.characters)} (seed {spec.seed}, "
                              f"{bot} bot) failed: {type(err).__name__}: {err}") from err


@dataclass
class _Worker:
    """A worker process's game and config, set once by the pool initializer."""

    game: FatalFight | None = None
    config: SimConfig | None = None


_WORKER = _Worker()


def _init_worker(cards: Cards, rules: Rules, config: SimConfig) -> None:
    """The parent's game rebuilt from its cards and rules (they pickle, for start methods other than fork)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C stops the parent, which ends the pool
    _WORKER.game, _WORKER.config = FatalFight(cards, rules), config


def _play_in_worker(spec: GameSpec) -> GameRecord:
    assert _WORKER.game is not None and _WORKER.config is not None
    return play(_WORKER.game, spec, _WORKER.config.bot, _WORKER.config.variants)


Progress = Callable[[int, int], None]  # (games done, games planned)


def simulate(game: FatalFight, config: SimConfig, jobs: int = 1, progress: Progress | None = None) -> list[GameRecord]:
    """Play every game of the plan on ``jobs`` processes; records in plan order."""
    specs = plan(game, config)
    total = len(specs)
    records: list[GameRecord] = []
    if jobs <= 1 or total <= 1:
        for spec in specs:
            records.append(play(game, spec, config.bot, config.variants))
            if progress:
                progress(len(records), total)
        return records
    context = multiprocessing.get_context("fork" if sys.platform == "linux" else None)  # elsewhere: spawn
    chunk = max(1, total // (jobs * 32))  # small chunks: campaigns differ a lot in length
    setup = (game.cards, game.rules, config)
    with context.Pool(min(jobs, total), initializer=_init_worker, initargs=setup) as pool:
        for record in pool.imap_unordered(_play_in_worker, specs, chunksize=chunk):
            records.append(record)
            if progress:
                progress(len(records), total)
    order = {(s.heroes, s.index): n for n, s in enumerate(specs)}
    return sorted(records, key=lambda r: order[(r.heroes, r.index)])
