"""Run benchmark modules: ``python -m tests.bench`` (all) or ``python -m tests.bench core data``.

Prints one result table (engine.cli.console: coloured on a terminal, plain in a pipe or with
``--no-color`` / ``NO_COLOR``). No progress bar: its redraw thread would disturb the timings.
Exits 1 when any row misses its target, 2 on an unknown name.
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys
import time

import tests.bench
from engine.cli import console
from tests.bench.report import Row, table


def available() -> list[str]:
    """Every ``bench_*`` module, without the prefix."""
    return sorted(
        info.name.removeprefix("bench_")
        for info in pkgutil.iter_modules(tests.bench.__path__)
        if info.name.startswith("bench_")
    )


def main(argv: list[str]) -> int:
    names = available()
    parser = argparse.ArgumentParser(prog="python -m tests.bench", description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", metavar="NAME", help=f"benchmarks to run: {', '.join(names)}")
    console.add_console_arguments(parser, top=True)
    args = parser.parse_args(argv)
    wanted = [arg.removeprefix("bench_") for arg in args.names] or names
    unknown = sorted(set(wanted) - set(names))
    if unknown:
        console.error(args, "bench", f"unknown benchmark {', '.join(unknown)}; choose from {', '.join(names)}")
        return 2
    rows: list[Row] = []
    start = time.perf_counter()
    for name in wanted:
        rows.extend(importlib.import_module(f"tests.bench.bench_{name}").run())
    missed = sum(row.verdict == "MISS" for row in rows)
    console.show(args, [table(rows), "", f"{len(rows)} rows, {missed} missed, {time.perf_counter() - start:.1f} s"])
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
