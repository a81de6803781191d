"""Headless Fatal Fight campaigns for balancing (issue #4): the plan of games and how one is played
(``engine.cli.sim_run`` plays them, in parallel when asked).

Every game's seed and heroes follow from the run's seed, the hero count and the game's index
alone, so ``jobs=1`` and ``jobs=4`` play exactly the same games; results come back in plan order.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from engine.cli.sim_hook import Match, Plan, Playbook
from engine.cli.sim_run import Progress, SimulationError, play_job, run
from engine.core.kernel.bots import Bot, RandomBot
from engine.core.kernel.events import Event
from engine.core.kernel.game import Action
from engine.core.kernel.rng import Rng
from engine.fatal_fight.bots import HeuristicBot, bot_rng
from engine.fatal_fight.bots_expert import ExpertBot
from engine.fatal_fight.game import FatalFight
from engine.fatal_fight.schema import VARIANTS, Rules
from engine.fatal_fight.setup import MAX_HEROES
from engine.fatal_fight.sim_stats import EventTally, GameRecord
from engine.fatal_fight.state import FatalFightState

__all__ = ["BEST_BOT", "BOTS", "GameSpec", "SimConfig", "SimulationError", "plan", "play", "simulate", "with_rules", "make_bot"]

# The bot table, weakest first: every name here is a ``simulate fatal-fight --bot`` choice.
BOTS: dict[str, Callable[[FatalFight], Bot]] = {"random": lambda game: RandomBot(), "heuristic": HeuristicBot,
                                                "expert": ExpertBot}
BEST_BOT = "expert"  # the game's best bot: the one a hint asks (issue #27)
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
    against: str = ""  # another bot that replays the same campaigns, for the paired comparison (issue #27)

    def problems(self, game: FatalFight) -> list[str]:
        """What makes this config unplayable with ``game`` (usage errors, worded for a player)."""
        found = []
        if self.games < 1:
            found.append("--games must be at least 1")
        if not self.heroes or any(not 1 <= h <= MAX_HEROES for h in self.heroes):
            found.append(f"hero counts must be 1 to {MAX_HEROES}")
        if self.bot not in BOTS:
            found.append(f"unknown bot {self.bot!r}; choose from {', '.join(BOTS)}")
        if self.against and self.against not in BOTS:
            found.append(f"--against: unknown bot {self.against!r}; choose from {', '.join(BOTS)} or none")
        if self.against == self.bot:
            found.append(f"--against {self.against} is the bot already playing: choose another one or none")
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
    bot: str = ""  # "": the run's bot; else the ``against`` bot replaying this campaign


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
    if config.against:  # the same campaigns again, played by the other bot (after all of the run's own)
        specs += [GameSpec(s.heroes, s.index, s.seed, s.characters, config.against) for s in specs]
    return specs


def bots() -> tuple[str, ...]:
    """The bot table's names (``simulate --bot`` offers them)."""
    return tuple(BOTS)


def make_bot(name: str, game: FatalFight) -> Bot:
    """The bot of that name (``BOTS``) for ``game``: a fresh one per campaign."""
    if name not in BOTS:
        raise ValueError(f"unknown bot {name!r}; bots: {', '.join(BOTS)}")
    return BOTS[name](game)


def setup_of(spec: GameSpec, variants: Sequence[str] = ()) -> dict[str, Any]:
    return {"heroes": [{"character": c, "player": f"Bot {i + 1}"} for i, c in enumerate(spec.characters)],
            "variants": list(variants)}


def match(game: FatalFight, spec: GameSpec, config: SimConfig) -> Match:
    """One campaign: every hero played by the same bot with one generator (``bot_rng``)."""
    bot = spec.bot or config.bot
    player = BOTS[bot](game)
    rng = bot_rng(spec.seed)
    label = (f"campaign {spec.index} with {', '.join(spec.characters)} (seed {spec.seed}, {bot} bot)")
    return Match(setup_of(spec, config.variants), spec.seed, [player] * spec.heroes, [rng] * spec.heroes,
                 label, f"sim-{spec.heroes}h-{spec.index:04d}-seed{spec.seed}" + (f"-{spec.bot}" if spec.bot else ""))


class CampaignTally:
    """The event tally of one campaign (``sim_stats.EventTally``) as ``sim_run`` feeds it."""

    def __init__(self, game: FatalFight, spec: GameSpec) -> None:
        self.spec = spec
        self.events = EventTally(frozenset(game.cards.arts))

    def feed(self, action: Action | None, events: Sequence[Event]) -> None:
        self.events.feed(events)

    def record(self, state: FatalFightState, decisions: int) -> GameRecord:
        spec = self.spec
        return self.events.record(state, spec.heroes, spec.index, spec.seed, decisions)


def tally(game: FatalFight, spec: GameSpec, config: SimConfig) -> CampaignTally:
    return CampaignTally(game, spec)


PLAYBOOK = Playbook(match, tally)  # type: ignore[arg-type]


def play(game: FatalFight, spec: GameSpec, bot: str, variants: Sequence[str] = ()) -> GameRecord:
    """One whole campaign, every seat played by the same bot, tallied from its events."""
    config = SimConfig(games=1, heroes=(spec.heroes,), bot=bot, variants=tuple(variants))
    record: GameRecord = play_job(game, PLAYBOOK, spec, config)
    return record


def simulate(game: FatalFight, config: SimConfig, jobs: int = 1, progress: Progress | None = None) -> list[GameRecord]:
    """Play every game of the plan on ``jobs`` processes; records in plan order."""
    return run(PLAYBOOK, Plan(game, plan(game, config), config), jobs, progress)
