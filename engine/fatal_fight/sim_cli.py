"""``python main.py simulate fatal-fight``: whole campaigns played by bots, headless (issue #4).

The registry's ``simulate`` hook for Fatal Fight (engine/cli/simulate.py dispatches to it).

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

if TYPE_CHECKING:
    from engine.fatal_fight.game import FatalFight
    from engine.fatal_fight.simulation import SimConfig

HELP = "play whole campaigns with bots, headless, and report balance statistics"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--games", type=int, default=100, metavar="N", help="campaigns per hero count (default 100)")
    parser.add_argument("--heroes", default=None, metavar="H",
                        help="hero count, a range or a list: 3, 1-5, 2,4 (default 3; 1-5 with --write-forecast)")
    parser.add_argument("--seed", type=int, default=0, metavar="S", help="the run's seed (default 0)")
    parser.add_argument("--bot", choices=("random", "heuristic"), default="heuristic",
                        help="who plays every hero (default heuristic)")
    parser.add_argument("--variant", action="extend", nargs="+", default=[], metavar="NAME",
                        help="switch variants on, e.g. --variant FF-V1 FF-V6 (on top of rules.toml)")
    parser.add_argument("--characters", metavar="ID,ID,...",
                        help="these heroes in seat order (the first H play); default: drawn per game from its seed")
    parser.add_argument("--set", action="append", default=[], metavar="NAME=VALUE", dest="settings",
                        help="override a rules.toml parameter, e.g. --set extra_enemies_per_player=3")
    parser.add_argument("--jobs", type=int, default=1, metavar="J",
                        help="worker processes (default 1; 0 = one per CPU); results do not depend on it")
    out = parser.add_mutually_exclusive_group()
    out.add_argument("--json", nargs="?", const="-", metavar="FILE",
                     help="write the statistics as JSON to FILE (no FILE or '-': to stdout instead of the text)")
    out.add_argument("--csv", nargs="?", const="-", metavar="FILE",
                     help="write one CSV row per hero count to FILE (no FILE or '-': to stdout instead of the text)")
    parser.add_argument("--plot", type=Path, metavar="FILE.png",
                        help="draw win rate, stage reached, damage per 3 actions and threat by round")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")
    parser.add_argument("--save-games", type=Path, metavar="DIR",
                        help="also keep every campaign as a save file in DIR (open it in Load or `main.py replay`)")
    parser.add_argument("--write-forecast", nargs="?", const="", metavar="FILE",
                        help="measure the setup screen's difficulty forecast (no variant and each variant alone, "
                             "--games per hero count each) and write it to FILE (default: the shipped "
                             "data/fatal_fight/forecast.toml)")


def run(args: argparse.Namespace) -> int:
    """Broken data, an engine error, a full disk: one ``simulate: …`` line, never a traceback."""
    return run_command("simulate", _simulate, args)


def parse_heroes(text: str) -> tuple[int, ...]:
    """``3`` / ``1-5`` / ``2,4`` / ``1-2,5`` → sorted distinct hero counts."""
    return parse_counts(text, "--heroes")


def _check_options(args: argparse.Namespace) -> None:
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    if args.jobs < 0:
        raise UsageError("--jobs must be 0 (one per CPU) or more")
    for option, name in (("--json", args.json), ("--csv", args.csv), ("--plot", args.plot)):
        if name is not None and str(name) != "-" and not Path(name).parent.is_dir():
            raise UsageError(f"{option} {name}: folder {Path(name).parent} does not exist")
    if args.plot is not None:
        from engine.fatal_fight.sim_plot import require_matplotlib

        try:
            require_matplotlib()
        except ImportError:
            raise Failure("--plot needs matplotlib: pip install 'matplotlib>=3.8'") from None


def _simulate(args: argparse.Namespace) -> int:
    import os

    from engine import catalog
    from engine.fatal_fight import sim_report
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
    start = time.perf_counter()
    with console.progress(args, "campaigns") as update:
        records = simulate(game, config, jobs, update)
    spent = time.perf_counter() - start
    stages = game.rules.campaign_length
    owner = {art.id: art.character for art in game.cards.arts.values()}
    summaries = by_hero_count(records, stages, owner)
    arts = art_rates(records, owner)
    outputs = []  # (file or "-", content); stdout first, so a file that can't be written loses nothing
    if args.json is not None:
        outputs.append((args.json, sim_report.to_json(config, stages, summaries, arts)))
    if args.csv is not None:
        outputs.append((args.csv, sim_report.to_csv(stages, summaries)))
    for name, content in sorted(outputs, key=lambda o: o[0] != "-"):
        _write(args, name, content)
    if "-" not in (args.json, args.csv):
        console.show(args, sim_report.report(config, stages, summaries, arts))
    if args.plot is not None:
        from engine.fatal_fight.sim_plot import plot

        plot(args.plot, config, stages, summaries)
        console.status(args, f"simulate: charts written to {args.plot}")
    if args.save_games is not None:
        from engine.fatal_fight.sim_saves import save_games

        written = save_games(game, config, args.save_games)
        console.status(args, f"simulate: {len(written)} games saved in {args.save_games}")
    decisions = sum(r.decisions for r in records)
    console.status(args, f"simulate: {len(records)} campaigns, {decisions:,} decisions in {spent:.1f} s "
                   f"({len(records) / spent:.1f} campaigns/s, {1e6 * spent / max(decisions, 1):.0f} µs/decision, "
                   f"{jobs} job{'s' if jobs > 1 else ''})")
    return 0


def _write_forecast(args: argparse.Namespace, game: FatalFight, config: SimConfig, jobs: int) -> int:
    """``--write-forecast``: one run per variant set, written as ``forecast.toml`` (issue #14)."""
    from engine.core.userdirs import SHIPPED_DATA
    from engine.fatal_fight import sim_forecast

    target = Path(args.write_forecast) if args.write_forecast else SHIPPED_DATA / "fatal_fight" / sim_forecast.FILE
    if config.variants or config.rules or config.characters:
        raise UsageError("--write-forecast measures its own variant sets with the shipped rules and drawn "
                         "heroes: leave out --variant, --set and --characters")
    if not target.parent.is_dir():
        raise UsageError(f"--write-forecast {target}: folder {target.parent} does not exist")
    start = time.perf_counter()
    with console.progress(args, "campaigns") as update:
        entries = sim_forecast.measure(game, config, jobs, update)
    _write(args, str(target), sim_forecast.to_toml(entries, config))
    console.status(args, f"simulate: forecast of {len(entries)} combinations in {time.perf_counter() - start:.0f} s")
    return 0


def _write(args: argparse.Namespace, name: str, content: str) -> None:
    """Machine output as it is (byte for byte, never through rich): to stdout for ``-``."""
    if name == "-":
        sys.stdout.write(content)
        sys.stdout.flush()  # before the notes on stderr
        return
    Path(name).write_text(content, encoding="utf-8")
    console.status(args, f"simulate: wrote {name}")
