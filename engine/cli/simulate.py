"""``python main.py simulate GAME …``: whole games played by bots, headless, with statistics.

One implementation for every game with bots (issue #22): the same options (``--games --seed
--bot --jobs --json --csv --plot --save-games --no-progress``), progress bar, outputs and errors;
a game's registry entry names a module whose ``SIMULATOR`` (``engine.cli.sim_hook.Simulator``)
adds the game's own options, plans its games and folds its statistics. ``--bot`` offers the
game's bot table. Exit status: 0 done, 1 runtime failure, 2 usage error.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
import time
from pathlib import Path

from engine import catalog, registry
from engine.cli import console
from engine.cli.console import add_console_arguments, parser_lang, words
from engine.cli.shared import Failure, UsageError, run_command
from engine.cli.sim_hook import Plan, Simulator
from engine.core.i18n.catalog import msg, tr

NAME = "simulate"
HELP = msg("cli.simulate.help")


def simulator(game_id: str) -> Simulator:
    """The ``SIMULATOR`` of the game's registry ``simulate`` module."""
    ref = registry.entry(game_id).simulate
    if ref is None:
        raise KeyError(f"{game_id!r} has no simulator")
    found = importlib.import_module(ref).SIMULATOR
    assert isinstance(found, Simulator), ref
    return found


def add_arguments(parser: argparse.ArgumentParser) -> None:
    lang = parser_lang(parser)
    games = parser.add_subparsers(dest="game", metavar="GAME", required=True)
    for entry in registry.with_part("simulate"):
        sim = simulator(entry.id)
        about = words(sim.help, lang)
        sub = games.add_parser(entry.id, help=about,
                               description=tr("cli.simulate.game", lang, game=entry.title(lang), about=about))
        add_options(sub, sim, lang)
        sim.add_options(sub, lang)
        add_console_arguments(sub)
        sub.set_defaults(_simulator=sim, _game_id=entry.id)


def add_options(parser: argparse.ArgumentParser, sim: Simulator, lang: str) -> None:
    """The options every game's simulation has."""
    parser.add_argument("--games", type=int, default=100, metavar="N", help=words(sim.games_help, lang))
    parser.add_argument("--seed", type=int, default=0, metavar="S", help=tr("cli.simulate.opt.seed", lang))
    # the names come from the game's bot table when the run starts (importing it here would slow every command)
    parser.add_argument("--bot", default=sim.default_bot, metavar="NAME", help=words(sim.bot_help, lang))
    parser.add_argument("--jobs", type=int, default=1, metavar="J", help=tr("cli.simulate.opt.jobs", lang))
    out = parser.add_mutually_exclusive_group()
    out.add_argument("--json", nargs="?", const="-", metavar="FILE", help=tr("cli.simulate.opt.json", lang))
    out.add_argument("--csv", nargs="?", const="-", metavar="FILE", help=tr("cli.simulate.opt.csv", lang))
    parser.add_argument("--plot", type=Path, metavar="FILE.png", help=tr("cli.simulate.opt.plot", lang))
    parser.add_argument("--save-games", type=Path, metavar="DIR", help=tr("cli.simulate.opt.save_games", lang))
    parser.add_argument("--no-progress", action="store_true", help=tr("cli.simulate.opt.no_progress", lang))


def run(args: argparse.Namespace) -> int:
    """Broken data, an engine error, a full disk: one ``simulate: …`` line, never a traceback."""
    return run_command(NAME, _simulate, args)


def _check_options(args: argparse.Namespace) -> None:
    if args.games < 1:
        raise UsageError(msg("cli.simulate.err.games"))
    if args.jobs < 0:
        raise UsageError(msg("cli.simulate.err.jobs"))
    for option, name in (("--json", args.json), ("--csv", args.csv), ("--plot", args.plot)):
        if name is not None and str(name) != "-" and not Path(name).parent.is_dir():
            raise UsageError(msg("cli.simulate.err.folder", option=option, file=str(name),
                                 folder=str(Path(name).parent)))
    if args.plot is not None:
        try:
            require_matplotlib()
        except ImportError:
            raise Failure(msg("cli.simulate.err.matplotlib")) from None


def require_matplotlib() -> None:
    """Raise ImportError now, before a long run, if the charts could not be drawn."""
    import matplotlib  # noqa: F401


def _simulate(args: argparse.Namespace) -> int:
    from engine.cli import sim_run

    sim: Simulator = args._simulator
    _check_options(args)
    bots = tuple(sim.bots())
    if args.bot not in bots:
        raise UsageError(msg("cli.simulate.err.bot", bot=args.bot, bots=", ".join(bots)))
    plan: Plan[object] = sim.plan(catalog.load_game(args._game_id), args)
    workers = args.jobs or os.cpu_count() or 1
    if sim.instead is not None and (status := sim.instead(args, plan, workers)) is not None:
        return status
    lang = console.lang(args)
    start = time.perf_counter()
    with console.progress(args, words(sim.unit, lang)) as update:
        records = sim_run.run(sim.playbook(), plan, workers, update)
    spent = time.perf_counter() - start
    stats = sim.fold(plan, records)
    outputs = []  # (file or "-", content); stdout first, so a file that can't be written loses nothing
    if args.json is not None:
        outputs.append((args.json, sim.to_json(stats)))
    if args.csv is not None:
        outputs.append((args.csv, sim.to_csv(stats)))
    for name, content in sorted(outputs, key=lambda o: o[0] != "-"):
        write_output(args, name, content)
    if "-" not in (args.json, args.csv):
        console.show(args, sim.report(stats, lang))
    if args.plot is not None:
        sim.plot(args.plot, stats)
        console.status(args, tr("cli.simulate.status.charts", lang, file=str(args.plot)))
    if args.save_games is not None:
        written = sim_run.save_games(sim.playbook(), plan, args.save_games)
        console.status(args, tr("cli.simulate.status.saved", lang, count=len(written), folder=str(args.save_games)))
    decisions = sum(getattr(r, "decisions", 0) for r in records)
    console.status(args, tr("cli.simulate.status.done", lang, played=msg(sim.played.id, count=len(records)),
                            decisions=f"{decisions:,}", seconds=f"{spent:.1f}",
                            micro=f"{1e6 * spent / max(decisions, 1):.0f}",
                            jobs=msg("cli.simulate.jobs", count=workers)))
    return 0


def write_output(args: argparse.Namespace, name: str, content: str) -> None:
    """Machine output as it is (byte for byte, never through rich): to stdout for ``-``."""
    if name == "-":
        sys.stdout.write(content)
        sys.stdout.flush()  # before the notes on stderr
        return
    Path(name).write_text(content, encoding="utf-8")
    console.status(args, tr("cli.simulate.status.wrote", console.lang(args), file=name))

