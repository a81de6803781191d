"""What a benchmark module returns (``run() -> list[Row]``), a min-of-N timer and the result table."""

from __future__ import annotations

import compileall
import gc
import os
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from engine.cli.console import Table

T = TypeVar("T")
ROOT = Path(__file__).resolve().parents[2]


def child_env(home: str) -> dict[str, str]:
    """The environment of a measured child process: headless, a throwaway user folder, and
    bytecode cached as an installed app has it (``bytecode_cached`` compiles it once; a
    PYTHONDONTWRITEBYTECODE in the caller's environment would make every start compile)."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               TABLETOP_HOME=home, PYTHONPATH=str(ROOT))
    return env


def bytecode_cached() -> None:
    """Compile the app's modules to bytecode once, as installing it does (start-up rows assume it)."""
    for folder in ("engine", "screens", "tests"):
        compileall.compile_dir(ROOT / folder, quiet=1)
    compileall.compile_file(ROOT / "main.py", quiet=1)


@dataclass(frozen=True)
class Row:
    """One measurement. With ``ratio`` and ``target`` set, the row passes when ratio ≤ target.

    ``basis`` names what the ratio is relative to (``"apply"`` reads "0.8× apply").
    """

    name: str
    value: float
    unit: str
    ratio: float | None = None
    target: float | None = None
    basis: str = ""
    not_measured: str = ""  # why this machine cannot measure the row (it then never passes)

    @property
    def verdict(self) -> str:
        if self.not_measured:
            return "not measured here"
        if self.ratio is None or self.target is None:
            return "info"
        return "ok" if self.ratio <= self.target else "MISS"

    @classmethod
    def unmeasured(cls, name: str, why: str, target: float | None = None, basis: str = "") -> Row:
        """A row whose goal this machine cannot measure: it says so (and why) rather than passing."""
        return cls(name, float("nan"), why, target=target, basis=basis, not_measured=why)


def best_time(run: Callable[[T], object], prepare: Callable[[], T], repeat: int = 7) -> float:
    """Fewest seconds ``run(prepare())`` took over ``repeat`` rounds.

    Only ``run`` is timed, with the garbage collector off, as ``timeit`` does; the minimum
    is the least disturbed round.
    """
    best = float("inf")
    for _ in range(repeat):
        arg = prepare()
        gc_was_on = gc.isenabled()
        gc.disable()
        try:
            start = time.perf_counter()
            run(arg)
            best = min(best, time.perf_counter() - start)
        finally:
            if gc_was_on:
                gc.enable()
    return best


def best_times(runs: dict[str, tuple[Callable[[Any], object], Callable[[], Any]]], repeat: int = 7) -> dict[str, float]:
    """``best_time`` of each ``(run, prepare)``, the runs taking turns round by round, so a busy
    shared machine slows them alike (their ratios are what the rows judge)."""
    best = dict.fromkeys(runs, float("inf"))
    for _ in range(repeat):
        for name, (run, prepare) in runs.items():
            best[name] = min(best[name], best_time(run, prepare, repeat=1))
    return best


def table(rows: Sequence[Row]) -> Table:
    """The rows as a result table (engine.cli.console): verdicts coloured on a terminal."""
    cells = [
        (
            row.name,
            row.unit if row.not_measured else f"{row.value:,.2f} {row.unit}",
            "" if row.ratio is None else f"{row.ratio:.2f}× {row.basis}".rstrip(),
            "" if row.target is None else f"≤ {row.target:g}×",
            row.verdict,
        )
        for row in rows
    ]
    return Table(
        ("benchmark", "value", "ratio", "target", "verdict"),
        cells,
        styles={"MISS": "bold red", "ok": "green", "info": "dim", "not measured here": "yellow"},
    )
