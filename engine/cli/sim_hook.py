"""A game's part of ``simulate`` (issue #22), declared as a ``Simulator``: its options, its plan of
games, how one game is set up (``Match``) and tallied (``Tally``), its statistics fold and report.
``engine.cli.sim_run`` plays the plan; ``engine.cli.simulate`` is the command. Light to import:
main.py builds every command's parser at start-up.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from engine.core.i18n.catalog import Msg

if TYPE_CHECKING:
    from engine.core.kernel.bots import Bot
    from engine.core.kernel.events import Event
    from engine.core.kernel.game import Action, Game
    from engine.core.kernel.rng import Rng

Job = TypeVar("Job")
Rec = TypeVar("Rec", covariant=True)


@dataclass(frozen=True)
class Match:
    """How one game of a plan is played: its setup and seed, each seat's bot and generator."""

    setup: Mapping[str, Any]
    seed: int
    bots: Sequence[Bot]
    rngs: Sequence[Rng]
    label: str  # names the game in an error and in a kept save ("campaign 3 with …, seed 5, random bot")
    file: str  # the save's file name stem with --save-games


class Tally(Protocol[Rec]):
    """A game's statistics fold over one game: fed the set-up events, then each action and its events."""

    def feed(self, action: Action | None, events: Sequence[Event]) -> None: ...

    def record(self, state: Any, decisions: int) -> Rec: ...


@dataclass
class Plan(Generic[Job]):
    """The games to play (``jobs``) with the game they are played with and the run's settings."""

    game: Game[Any]
    jobs: list[Job]
    settings: Any = None


@dataclass(frozen=True)
class Playbook:
    """How a game of a plan is played and tallied: ``match(game, job, settings)`` and
    ``tally(game, job, settings)``, module-level functions (worker processes reach them)."""

    match: Callable[[Game[Any], Any, Any], Match]
    tally: Callable[[Game[Any], Any, Any], Tally[Any]]


@dataclass(frozen=True)
class Simulator:
    """One game's part of ``simulate`` (the registry entry's ``simulate`` module holds one as
    ``SIMULATOR``)."""

    help: Msg  # the subcommand's help
    games_help: Msg  # what --games counts
    bot_help: Msg
    unit: Msg  # the progress bar's unit ("campaigns")
    played: Msg  # a count of games as the closing line says it ({count})
    bots: Callable[[], Sequence[str]]  # the game's bot table (its names): --bot's choices
    add_options: Callable[[argparse.ArgumentParser, str], None]  # the game's own options
    plan: Callable[[Game[Any], argparse.Namespace], Plan[Any]]  # UsageError on a bad option
    playbook: Callable[[], Playbook]  # imported when a run starts (the game's rules are heavy)
    fold: Callable[[Plan[Any], list[Any]], Any]  # records in plan order → the statistics
    report: Callable[[Any, str], list[Any]]  # statistics → console blocks in a language
    to_json: Callable[[Any], str]
    to_csv: Callable[[Any], str]
    plot: Callable[[Path, Any], None]
    default_bot: str = "heuristic"
    # a run that replaces the usual one (Fatal Fight's --write-forecast): an exit status, or None
    instead: Callable[[argparse.Namespace, Plan[Any], int], int | None] | None = None


