"""The simulation's charts in one PNG (issue #4): win rate by hero count with its interval, stage
reached, damage of 3-action turns as a histogram, threat by round. Needs matplotlib (Agg, no window)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from engine.fatal_fight.sim_summary import Summary
from engine.fatal_fight.simulation import SimConfig

STAGE_COLOURS = ("#b2182b", "#ef8a62", "#fddbc7", "#f7f7f7")  # lost in S1..S4
WON_COLOUR = "#2166ac"
MIN_GAMES_PER_POINT = 3  # threat by round: rounds fewer campaigns reached are not drawn
Colour = tuple[float, float, float, float]


def plot(path: Path, config: SimConfig, stages: int, summaries: Sequence[Summary]) -> None:
    """Draw the four charts into ``path`` (PNG)."""
    from matplotlib import colormaps
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    fig = Figure(figsize=(13, 9.5), layout="constrained")
    FigureCanvasAgg(fig)
    setting = ", ".join([*config.variants, *config.rules]) or "no variants"
    fig.suptitle(f"Fatal Fight — {config.games} campaigns per hero count, {config.bot} bot, seed {config.seed}, "
                 f"{setting}", fontsize=13)
    (win, reached), (damage, threat) = fig.subplots(2, 2)
    count = len(summaries)
    colours = [colormaps["viridis"](0.1 + 0.75 * n / max(count - 1, 1)) for n in range(count)]  # one per hero count
    _win_rate(win, summaries, colours)
    _stage_reached(reached, summaries, stages)
    _damage(damage, summaries, colours)
    _threat(threat, summaries, colours)
    for ax in (win, reached, damage, threat):
        ax.grid(alpha=0.3)
        ax.set_axisbelow(True)
    fig.savefig(path, dpi=100)


def _heroes(count: int) -> str:
    return f"{count} hero{'es' if count > 1 else ''}"


def _win_rate(ax: Any, summaries: Sequence[Summary], colours: list[Colour]) -> None:
    heroes = [s.heroes for s in summaries]
    rates = [100 * s.win_rate for s in summaries]
    below = [max(100 * (s.win_rate - s.win_low), 0.0) for s in summaries]  # ≥ 0 despite rounding
    above = [max(100 * (s.win_high - s.win_rate), 0.0) for s in summaries]
    ax.bar(heroes, rates, color=colours, alpha=0.8)
    ax.errorbar(heroes, rates, yerr=[below, above], fmt="none", ecolor="black", capsize=6, linewidth=1.5)
    for x, rate, s in zip(heroes, rates, summaries, strict=True):
        ax.annotate(f"{rate:.0f}%\n[{100 * s.win_low:.0f}–{100 * s.win_high:.0f}]", (x, 100 * s.win_high),
                    textcoords="offset points", xytext=(0, 4), ha="center", fontsize=9)
    ax.set(title="Win rate by hero count (95% Wilson interval)", xlabel="heroes", ylabel="campaigns won (%)",
           ylim=(0, 118), xticks=heroes)


def _stage_reached(ax: Any, summaries: Sequence[Summary], stages: int) -> None:
    """Stacked bars: lost in stage 1..n, won; segments of 6 % or more carry their share."""
    heroes = [s.heroes for s in summaries]
    layers = [(f"lost in stage {n + 1}", STAGE_COLOURS[n % len(STAGE_COLOURS)], "black" if n else "white")
              for n in range(stages)] + [("won", WON_COLOUR, "white")]
    bottoms = [0.0] * len(summaries)
    for n, (label, colour, ink) in enumerate(layers):
        heights = [100 * (s.lost_in[n] if n < stages else s.win_rate) for s in summaries]
        ax.bar(heroes, heights, bottom=bottoms, color=colour, edgecolor="white", label=label)
        for x, low, height in zip(heroes, bottoms, heights, strict=True):
            if height >= 6:
                ax.text(x, low + height / 2, f"{height:.0f}%", ha="center", va="center", fontsize=9, color=ink)
        bottoms = [b + h for b, h in zip(bottoms, heights, strict=True)]
    ax.set(title="Stage reached", xlabel="heroes", ylabel="campaigns (%)", ylim=(0, 100), xticks=heroes)
    ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.12), ncol=stages + 1, fontsize=9, frameon=False)


def _damage(ax: Any, summaries: Sequence[Summary], colours: list[Colour]) -> None:
    """All hero counts' 3-action turns as one histogram, each hero count's mean as a line."""
    pooled: Counter[int] = Counter()
    for s in summaries:
        pooled.update(dict(s.damage_3_histogram))
    turns = sum(pooled.values())
    if turns:
        values = sorted(pooled)
        ax.bar(values, [100 * pooled[v] / turns for v in values], width=0.9, color="#9e9e9e",
               label=f"all hero counts ({turns} turns)")
    for s, colour in zip(summaries, colours, strict=True):
        if s.damage_3_actions is not None:
            ax.axvline(s.damage_3_actions, color=colour, linewidth=2.5,
                       label=f"mean, {_heroes(s.heroes)}: {s.damage_3_actions:.1f}")
    ax.set(title="Damage dealt in turns that used exactly 3 actions", xlabel="damage in the turn",
           ylabel="share of those turns (%)")
    ax.legend(fontsize=9)


def _threat(ax: Any, summaries: Sequence[Summary], colours: list[Colour]) -> None:
    for s, colour in zip(summaries, colours, strict=True):
        enough = max(MIN_GAMES_PER_POINT, s.games // 10)
        shown = [t for t, n in zip(s.threat_by_round, s.games_by_round, strict=True) if n >= enough]
        ax.plot(range(1, len(shown) + 1), shown, color=colour, linewidth=2, label=_heroes(s.heroes))
    ax.set(title="Threat at the end of each round (mean of the campaigns still playing)",
           xlabel="round of the campaign", ylabel="threat")
    ax.legend(fontsize=9)
    ax.text(0.99, 0.02, f"a line stops when fewer than 10% of its campaigns (min {MIN_GAMES_PER_POINT}) still play",
            transform=ax.transAxes, ha="right", fontsize=8, color="#555555")
