"""``python main.py simulate fatal-fight``: whole campaigns played by bots, headless (issue #4).

The registry's ``simulate`` hook for Fatal Fight (engine/cli/simulate.py dispatches to it).

``--bot expert`` also plays the same campaigns with the heuristic (or ``--against BOT``) and
reports both win rates and their paired difference with 95 % intervals (issue #27).

Deterministic for a seed whatever ``--jobs`` is; reports win rate (Wilson interval), stage
reached, rounds, downs, damage per turn and per 3 actions, exits, threat, gold and arts per hero
count, as text, ``--json`` or ``--csv``, and ``--plot`` charts. Exit status: 0 done, 1 runtime
failure (broken data, an engine error, a file that can't be written), 2 usage error.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from engine.cli import console
from engine.cli.shared import Failure, UsageError, parse_counts, run_command
from engine.core.i18n import msg, tr

if TYPE_CHECKING:
    from engine.fatal_fight.game import FatalFight
    from engine.fatal_fight.sim_paired import Paired
    from engine.fatal_fight.sim_stats import GameRecord
    from engine.fatal_fight.simulation import SimConfig

HELP = msg("fatal_fight.sim.help")
BOTS = ("random", "heuristic", "expert")  # engine/fatal_fight/all_bots.py BOTS (not imported: the parser stays light)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    lang = console.parser_lang(parser)
    parser.add_argument("--games", type=int, default=100, metavar="N", help=tr("fatal_fight.sim.opt.games", lang))
    parser.add_argument("--heroes", default=None, metavar="H",
                        help=tr("fatal_fight.sim.opt.heroes", lang))
    parser.add_argument("--seed", type=int, default=0, metavar="S", help=tr("fatal_fight.sim.opt.seed", lang))
    parser.add_argument("--bot", choices=BOTS, default="heuristic",
                        help=tr("fatal_fight.sim.opt.bot", lang))
    parser.add_argument("--against", choices=(*BOTS, "none"), default=None, metavar="BOT",
                        help=tr("fatal_fight.sim.opt.against", lang))
    parser.add_argument("--variant", action="extend", nargs="+", default=[], metavar="NAME",
                        help=tr("fatal_fight.sim.opt.variant", lang))
    parser.add_argument("--characters", metavar="ID,ID,...",
                        help=tr("fatal_fight.sim.opt.characters", lang))
    parser.add_argument("--set", action="append", default=[], metavar="NAME=VALUE", dest="settings",
                        help=tr("fatal_fight.sim.opt.set", lang))
    parser.add_argument("--jobs", type=int, default=1, metavar="J",
                        help=tr("fatal_fight.sim.opt.jobs", lang))
    out = parser.add_mutually_exclusive_group()
    out.add_argument("--json", nargs="?", const="-", metavar="FILE",
                     help=tr("fatal_fight.sim.opt.json", lang))
    out.add_argument("--csv", nargs="?", const="-", metavar="FILE",
                     help=tr("fatal_fight.sim.opt.csv", lang))
    parser.add_argument("--plot", type=Path, metavar="FILE.png",
                        help=tr("fatal_fight.sim.opt.plot", lang))
    parser.add_argument("--no-progress", action="store_true", help=tr("fatal_fight.sim.opt.no_progress", lang))
    parser.add_argument("--save-games", type=Path, metavar="DIR",
                        help=tr("fatal_fight.sim.opt.save_games", lang))
    parser.add_argument("--write-forecast", nargs="?", const="", metavar="FILE",
                        help=tr("fatal_fight.sim.opt.write_forecast", lang))


def run(args: argparse.Namespace) -> int:
    """Broken data, an engine error, a full disk: one ``simulate: …`` line, never a traceback."""
    return run_command("simulate", _simulate, args)


def parse_heroes(text: str) -> tuple[int, ...]:
    """``3`` / ``1-5`` / ``2,4`` / ``1-2,5`` → sorted distinct hero counts."""
    return parse_counts(text, "--heroes")


def _check_options(args: argparse.Namespace) -> None:
    if args.games < 1:
        raise UsageError(msg("fatal_fight.sim.err.games"))
    if args.jobs < 0:
        raise UsageError(msg("fatal_fight.sim.err.jobs"))
    if args.against == args.bot:
        raise UsageError(msg("fatal_fight.sim.err.against", bot=args.bot))
    for option, name in (("--json", args.json), ("--csv", args.csv), ("--plot", args.plot)):
        if name is not None and str(name) != "-" and not Path(name).parent.is_dir():
            raise UsageError(msg("fatal_fight.sim.err.folder", option=option, file=str(name), folder=str(Path(name).parent)))
    if args.plot is not None:
        from engine.fatal_fight.sim_plot import require_matplotlib

        try:
            require_matplotlib()
        except ImportError:
            raise Failure(msg("fatal_fight.sim.err.matplotlib")) from None


def _simulate(args: argparse.Namespace) -> int:
    import os

    from engine import catalog
    from engine.fatal_fight import sim_paired, sim_report
    from engine.fatal_fight.sim_summary import art_rates, by_hero_count
    from engine.fatal_fight.simulation import SimConfig, simulate, with_rules

    heroes = parse_heroes(args.heroes or ("1-5" if args.write_forecast is not None else "3"))
    _check_options(args)
    characters = tuple(c.strip() for c in args.characters.split(",")) if args.characters else ()
    config = SimConfig(games=args.games, heroes=heroes, seed=args.seed, bot=args.bot,
                       variants=tuple(dict.fromkeys(args.variant)), characters=characters, rules=tuple(args.settings))
    loaded = catalog.load_game("fatal-fight")
    problems = config.problems(loaded)
    if problems:
        raise UsageError("; ".join(problems))
    game = with_rules(loaded, config.rules)
    jobs = args.jobs or os.cpu_count() or 1
    if args.write_forecast is not None:
        return _write_forecast(args, game, config, jobs)
    lang = console.lang(args)
    start = time.perf_counter()
    with console.progress(args, tr("fatal_fight.sim.unit.campaigns", lang)) as update:
        records = simulate(game, config, jobs, update)
    spent = time.perf_counter() - start
    paired = _paired(args, game, config, jobs, records)
    stages = game.rules.campaign_length
    owner = {art.id: art.character for art in game.cards.arts.values()}
    summaries = by_hero_count(records, stages, owner)
    arts = art_rates(records, owner)
    outputs = []  # (file or "-", content); stdout first, so a file that can't be written loses nothing
    if args.json is not None:
        outputs.append((args.json, sim_report.to_json(config, stages, summaries, arts, sim_paired.to_dicts(paired))))
    if args.csv is not None:
        outputs.append((args.csv, sim_report.to_csv(stages, summaries)))
    for name, content in sorted(outputs, key=lambda o: o[0] != "-"):
        _write(args, name, content)
    if "-" not in (args.json, args.csv):
        console.show(args, sim_report.report(config, stages, summaries, arts, lang) + sim_paired.report(paired, lang))
    if args.plot is not None:
        from engine.fatal_fight.sim_plot import plot

        plot(args.plot, config, stages, summaries)
        console.status(args, tr("fatal_fight.sim.status.charts", lang, file=str(args.plot)))
    if args.save_games is not None:
        from engine.fatal_fight.sim_saves import save_games

        written = save_games(game, config, args.save_games)
        console.status(args, tr("fatal_fight.sim.status.saved", lang, count=len(written), folder=str(args.save_games)))
    decisions = sum(r.decisions for r in records)
    console.status(args, tr("fatal_fight.sim.status.done", lang,
                            campaigns=msg("fatal_fight.sim.campaigns", count=len(records)),
                            decisions=f"{decisions:,}", seconds=f"{spent:.1f}", rate=f"{len(records) / spent:.1f}",
                            micro=f"{1e6 * spent / max(decisions, 1):.0f}", jobs=msg("fatal_fight.sim.jobs", count=jobs)))
    return 0


def _paired(args: argparse.Namespace, game: FatalFight, config: SimConfig, jobs: int,
            records: list[GameRecord]) -> list[Paired]:
    """``--against`` (by default the heuristic when the expert plays): the same campaigns by that
    bot, compared pair by pair (issue #27)."""
    from dataclasses import replace

    from engine.fatal_fight.sim_paired import compare
    from engine.fatal_fight.simulation import simulate

    against = args.against or ("heuristic" if args.bot == "expert" else "none")
    if against == "none":
        return []
    with console.progress(args, tr("fatal_fight.sim.unit.paired", console.lang(args), bot=against)) as update:
        others = simulate(game, replace(config, bot=against), jobs, update)
    return compare(config.bot, records, against, others)


def _write_forecast(args: argparse.Namespace, game: FatalFight, config: SimConfig, jobs: int) -> int:
    """``--write-forecast``: one run per variant set, written as ``forecast.toml`` (issue #14)."""
    from engine.core.userdirs import SHIPPED_DATA
    from engine.fatal_fight import sim_forecast

    target = Path(args.write_forecast) if args.write_forecast else SHIPPED_DATA / "fatal_fight" / sim_forecast.FILE
    if config.variants or config.rules or config.characters:
        raise UsageError(msg("fatal_fight.sim.err.forecast_options"))
    if not target.parent.is_dir():
        raise UsageError(msg("fatal_fight.sim.err.folder", option="--write-forecast", file=str(target), folder=str(target.parent)))
    start = time.perf_counter()
    with console.progress(args, tr("fatal_fight.sim.unit.campaigns", console.lang(args))) as update:
        entries = sim_forecast.measure(game, config, jobs, update)
    _write(args, str(target), sim_forecast.to_toml(entries, config))
    console.status(args, tr("fatal_fight.sim.status.forecast", console.lang(args), count=len(entries),
                            seconds=f"{time.perf_counter() - start:.0f}"))
    return 0


def _write(args: argparse.Namespace, name: str, content: str) -> None:
    """Machine output as it is (byte for byte, never through rich): to stdout for ``-``."""
    if name == "-":
        sys.stdout.write(content)
        sys.stdout.flush()  # before the notes on stderr
        return
    Path(name).write_text(content, encoding="utf-8")
    console.status(args, tr("fatal_fight.sim.status.wrote", console.lang(args), file=name))
