"""Two bots on the same campaigns (same seeds, same heroes): their win rates side by side and the
paired difference (issue #27: ``simulate fatal-fight --bot expert`` against the heuristic).

A campaign's seed fixes the heroes and the game's own chance results up to the first choice that
differs, so the two runs are paired: the difference is judged on the campaigns only one bot won
(McNemar's exact test), which is far sharper than comparing two independent win rates.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any

from engine.cli.console import Block, Table
from engine.core.i18n.catalog import REFERENCE, tr
from engine.core.kernel.stats import Z_95, wilson
from engine.fatal_fight.sim_stats import GameRecord

SIGNIFICANCE = 0.05


@dataclass(frozen=True)
class Paired:
    """``bot`` and ``against`` on the same ``games`` campaigns with ``heroes`` heroes."""

    heroes: int
    games: int
    bot: str
    against: str
    wins: int
    win_low: float  # Wilson 95 % intervals
    win_high: float
    against_wins: int
    against_low: float
    against_high: float
    only_bot: int  # campaigns ``bot`` won and ``against`` lost
    only_against: int
    difference: float  # win rate of ``bot`` minus that of ``against``
    difference_low: float  # its paired 95 % interval
    difference_high: float
    p_value: float  # McNemar's exact test (two-sided) on the campaigns only one of them won

    @property
    def significant(self) -> bool:
        return self.p_value < SIGNIFICANCE


def mcnemar_exact(only_a: int, only_b: int) -> float:
    """Two-sided exact p of ``only_a`` vs ``only_b`` discordant pairs under "no difference" (p = ½)."""
    n = only_a + only_b
    if n == 0:
        return 1.0
    tail: float = sum(math.comb(n, k) for k in range(min(only_a, only_b) + 1)) / 2**n
    return min(1.0, 2 * tail)


def difference_interval(only_a: int, only_b: int, n: int, z: float = Z_95) -> tuple[float, float, float]:
    """The paired difference of two proportions and its Wald interval (Agresti & Min's
    adjustment: half a pair added to each cell, so 0 discordant pairs still gives a width)."""
    d = (only_a - only_b) / n
    a, b, m = only_a + 0.5, only_b + 0.5, n + 2
    adjusted = (a - b) / m
    se = math.sqrt(max((a + b) / m - adjusted**2, 0.0) / m)
    return d, max(-1.0, adjusted - z * se), min(1.0, adjusted + z * se)


def compare(bot: str, records: Sequence[GameRecord], against: str, others: Sequence[GameRecord]) -> list[Paired]:
    """One ``Paired`` per hero count; campaigns matched by hero count and index (the same seed)."""
    theirs = {(r.heroes, r.index): r for r in others}
    by_heroes: dict[int, list[tuple[bool, bool]]] = {}
    for r in records:
        other = theirs[(r.heroes, r.index)]
        assert other.seed == r.seed, "paired campaigns must share their seed"
        by_heroes.setdefault(r.heroes, []).append((r.result == "won", other.result == "won"))
    found = []
    for heroes, pairs in sorted(by_heroes.items()):
        n = len(pairs)
        wins, against_wins = sum(a for a, _ in pairs), sum(b for _, b in pairs)
        only_bot, only_against = sum(a and not b for a, b in pairs), sum(b and not a for a, b in pairs)
        d, low, high = difference_interval(only_bot, only_against, n)
        found.append(Paired(heroes, n, bot, against, wins, *wilson(wins, n), against_wins, *wilson(against_wins, n),
                            only_bot, only_against, d, low, high, mcnemar_exact(only_bot, only_against)))
    return found


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def report(rows: Sequence[Paired], lang: str = REFERENCE) -> list[Block]:
    """The paired table and its legend (appended to the simulate report)."""
    if not rows:
        return []
    bot, against = rows[0].bot, rows[0].against
    table = [
        [str(p.heroes), str(p.games), _pct(p.wins / p.games), f"{_pct(p.win_low)}–{_pct(p.win_high)}",
         _pct(p.against_wins / p.games), f"{_pct(p.against_low)}–{_pct(p.against_high)}",
         f"{100 * p.difference:+.1f} ({100 * p.difference_low:+.1f} … {100 * p.difference_high:+.1f})",
         f"{p.only_bot} / {p.only_against}", f"{p.p_value:.4f}",
         tr("fatal_fight.sim.paired.yes" if p.significant else "fatal_fight.sim.paired.no", lang)]
        for p in rows
    ]  # fmt: skip
    columns = [tr("fatal_fight.sim.col.heroes", lang), tr("fatal_fight.sim.col.games", lang),
               tr("fatal_fight.sim.paired.col.wins", lang, bot=bot), tr("fatal_fight.sim.col.ci", lang),
               tr("fatal_fight.sim.paired.col.wins", lang, bot=against), tr("fatal_fight.sim.col.ci", lang),
               tr("fatal_fight.sim.paired.col.difference", lang),
               tr("fatal_fight.sim.paired.col.only", lang, bot=bot, against=against),
               tr("fatal_fight.sim.paired.col.p", lang), tr("fatal_fight.sim.paired.col.significant", lang)]
    title = tr("fatal_fight.sim.paired.title", lang, bot=bot, against=against)
    return ["", Table(columns, table, title), "", tr("fatal_fight.sim.paired.legend", lang, bot=bot, against=against)]


def to_dicts(rows: Sequence[Paired]) -> list[dict[str, Any]]:
    return [{**asdict(p), "significant": p.significant} for p in rows]
