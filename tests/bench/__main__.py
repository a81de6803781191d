"""Run benchmark modules: ``python -m tests.bench`` (all) or ``python -m tests.bench core data``.

Exits 1 when any row misses its target, 2 on an unknown name.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
import time

import tests.bench
from tests.bench.report import Row, format_table


def available() -> list[str]:
    """Every ``bench_*`` module, without the prefix."""
    return sorted(
        info.name.removeprefix("bench_")
        for info in pkgutil.iter_modules(tests.bench.__path__)
        if info.name.startswith("bench_")
    )


def main(argv: list[str]) -> int:
    names = available()
    wanted = [arg.removeprefix("bench_") for arg in argv] or names
    unknown = sorted(set(wanted) - set(names))
    if unknown:
        print(
            f"unknown benchmark {', '.join(unknown)}; choose from {', '.join(names)}",
            file=sys.stderr,
        )
        return 2
    rows: list[Row] = []
    start = time.perf_counter()
    for name in wanted:
        rows.extend(importlib.import_module(f"tests.bench.bench_{name}").run())
    print(format_table(rows))
    missed = sum(row.verdict == "MISS" for row in rows)
    print(f"\n{len(rows)} rows, {missed} missed, {time.perf_counter() - start:.1f} s")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
