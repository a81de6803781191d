"""``python main.py simulate fatal-fight``: Fatal Fight's part of the one ``simulate`` (issue #4, #22).

Its own options: ``--heroes`` (counts, ranges, lists), ``--variant``, ``--characters``, ``--set``
(rules.toml overrides), ``--against`` and ``--write-forecast``. ``--bot expert`` also plays the same
campaigns with the heuristic (or ``--against BOT``) and reports both win rates and their paired
difference with 95 % intervals (issue #27). Reports win rate (Wilson interval), stage reached,
rounds, downs, damage per turn and per 3 actions, exits, threat, gold and arts per hero count, as
text, ``--json`` or ``--csv``, and ``--plot`` charts. Deterministic for a seed whatever ``--jobs`` is.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine.cli import console
from engine.cli.console import Block
from engine.cli.shared import UsageError, parse_counts
from engine.cli.sim_hook import Plan, Playbook, Simulator
from engine.core.i18n.catalog import msg, tr
from engine.core.kernel.game import Game

if TYPE_CHECKING:  # the rules are imported when a run starts: main.py builds every parser at start-up
    from engine.fatal_fight.sim_paired import Paired
    from engine.fatal_fight.sim_stats import GameRecord
    from engine.fatal_fight.sim_summary import Summary
    from engine.fatal_fight.simulation import GameSpec, SimConfig


def bots() -> tuple[str, ...]:
    from engine.fatal_fight.simulation import bots as table

    return table()


def playbook() -> Playbook:
    from engine.fatal_fight.simulation import PLAYBOOK

    return PLAYBOOK


def add_options(parser: argparse.ArgumentParser, lang: str) -> None:
    parser.add_argument("--heroes", default=None, metavar="H", help=tr("fatal_fight.sim.opt.heroes", lang))
    parser.add_argument("--variant", action="extend", nargs="+", default=[], metavar="NAME",
                        help=tr("fatal_fight.sim.opt.variant", lang))
    parser.add_argument("--characters", metavar="ID,ID,...", help=tr("fatal_fight.sim.opt.characters", lang))
    parser.add_argument("--set", action="append", default=[], metavar="NAME=VALUE", dest="settings",
                        help=tr("fatal_fight.sim.opt.set", lang))
    parser.add_argument("--against", default=None, metavar="BOT", help=tr("fatal_fight.sim.opt.against", lang))
    parser.add_argument("--write-forecast", nargs="?", const="", metavar="FILE",
                        help=tr("fatal_fight.sim.opt.write_forecast", lang))


def parse_heroes(text: str) -> tuple[int, ...]:
    """``3`` / ``1-5`` / ``2,4`` / ``1-2,5`` → sorted distinct hero counts."""
    return parse_counts(text, "--heroes")


def plan(game: Game[Any], args: argparse.Namespace) -> Plan[GameSpec]:
    from engine.fatal_fight import simulation
    from engine.fatal_fight.game import FatalFight
    from engine.fatal_fight.simulation import SimConfig

    assert isinstance(game, FatalFight)
    heroes = parse_heroes(args.heroes or ("1-5" if args.write_forecast is not None else "3"))
    characters = tuple(c.strip() for c in args.characters.split(",")) if args.characters else ()
    against = args.against or ("heuristic" if args.bot == "expert" else "none")
    if args.write_forecast is not None:  # the forecast measures one bot
        against = "none"
    config = SimConfig(games=args.games, heroes=heroes, seed=args.seed, bot=args.bot,
                       variants=tuple(dict.fromkeys(args.variant)), characters=characters, rules=tuple(args.settings),
                       against="" if against == "none" else against)
    problems = config.problems(game)
    if problems:
        raise UsageError("; ".join(problems))
    game = simulation.with_rules(game, config.rules)
    return Plan(game, simulation.plan(game, config), config)


@dataclass(frozen=True)
class Stats:
    """Fatal Fight's statistics fold: per hero count, and the arts played."""

    config: SimConfig
    stages: int
    summaries: list[Summary]
    arts: Sequence[tuple[str, float]]
    paired: list[Paired]  # the run's bot against ``config.against`` on the same campaigns (issue #27)


def fold(plan: Plan[Any], records: list[GameRecord]) -> Stats:
    from engine.fatal_fight.sim_paired import compare
    from engine.fatal_fight.sim_summary import art_rates, by_hero_count

    game = plan.game
    config: SimConfig = plan.settings
    owner = {art.id: art.character for art in game.cards.arts.values()}  # type: ignore[attr-defined]
    stages = game.rules.campaign_length  # type: ignore[attr-defined]
    own = [r for r, spec in zip(records, plan.jobs, strict=True) if not spec.bot]
    others = [r for r, spec in zip(records, plan.jobs, strict=True) if spec.bot]
    paired = compare(config.bot, own, config.against, others) if config.against else []
    return Stats(config, stages, by_hero_count(own, stages, owner), art_rates(own, owner), paired)


def report(stats: Stats, lang: str) -> list[Block]:
    from engine.fatal_fight import sim_paired, sim_report

    return (sim_report.report(stats.config, stats.stages, stats.summaries, stats.arts, lang)
            + sim_paired.report(stats.paired, lang))


def to_json(stats: Stats) -> str:
    from engine.fatal_fight import sim_report
    from engine.fatal_fight.sim_paired import to_dicts

    return sim_report.to_json(stats.config, stats.stages, stats.summaries, stats.arts, to_dicts(stats.paired))


def to_csv(stats: Stats) -> str:
    from engine.fatal_fight import sim_report

    return sim_report.to_csv(stats.stages, stats.summaries)


def plot(path: Path, stats: Stats) -> None:
    from engine.fatal_fight.sim_plot import plot as draw

    draw(path, stats.config, stats.stages, stats.summaries)


def write_forecast(args: argparse.Namespace, plan: Plan[Any], workers: int) -> int | None:
    """``--write-forecast``: one run per variant set, written as ``forecast.toml`` (issue #14)."""
    if args.write_forecast is None:
        return None
    from engine.cli.simulate import write_output
    from engine.core.saves.userdirs import SHIPPED_DATA
    from engine.fatal_fight import sim_forecast

    config: SimConfig = plan.settings
    target = Path(args.write_forecast) if args.write_forecast else SHIPPED_DATA / "fatal_fight" / sim_forecast.FILE
    if config.variants or config.rules or config.characters:
        raise UsageError(msg("fatal_fight.sim.err.forecast_options"))
    if not target.parent.is_dir():
        raise UsageError(msg("cli.simulate.err.folder", option="--write-forecast", file=str(target),
                             folder=str(target.parent)))
    start = time.perf_counter()
    with console.progress(args, tr("fatal_fight.sim.unit.campaigns", console.lang(args))) as update:
        entries = sim_forecast.measure(plan.game, config, workers, update)  # type: ignore[arg-type]
    write_output(args, str(target), sim_forecast.to_toml(entries, config))
    console.status(args, tr("fatal_fight.sim.status.forecast", console.lang(args), count=len(entries),
                            seconds=f"{time.perf_counter() - start:.0f}"))
    return 0


SIMULATOR = Simulator(
    help=msg("fatal_fight.sim.help"), games_help=msg("fatal_fight.sim.opt.games"),
    bot_help=msg("fatal_fight.sim.opt.bot"), unit=msg("fatal_fight.sim.unit.campaigns"),
    played=msg("fatal_fight.sim.campaigns"), bots=bots, add_options=add_options, plan=plan,
    playbook=playbook, fold=fold, report=report, to_json=to_json, to_csv=to_csv, plot=plot,
    instead=write_forecast,
)
