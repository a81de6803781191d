"""The difficulty forecast (issue #14): bot win rates per hero count and variant set, measured by
``simulate fatal-fight --write-forecast`` into ``data/fatal_fight/forecast.toml``.

Each set is no variant or one variant (presentation-only FF-V8 is left out: it changes no rule);
every entry comes from its own simulation run of ``games`` campaigns per hero count, with the
Wilson 95 % interval of ``sim_summary``. The setup screen shows the entry for the chosen
combination, or "not measured".
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from engine.cli.sim_run import Progress
from engine.core.kernel.stats import wilson
from engine.fatal_fight.forecast_data import PRESENTATION_ONLY, ForecastEntry
from engine.fatal_fight.game import FatalFight
from engine.fatal_fight.schema import VARIANTS
from engine.fatal_fight.simulation import SimConfig, simulate

FILE = "forecast.toml"


def variant_sets() -> list[tuple[str, ...]]:
    """No variant, then each rule-changing variant alone."""
    return [(), *((v,) for v in VARIANTS if v not in PRESENTATION_ONLY)]


def measure(game: FatalFight, config: SimConfig, jobs: int = 1, progress: Progress | None = None) -> list[ForecastEntry]:
    """One simulation per variant set (``config.variants`` is replaced), entries by hero count."""
    entries: list[ForecastEntry] = []
    sets = variant_sets()
    for n, variants in enumerate(sets):
        def step(done: int, total: int, n: int = n) -> None:
            if progress:
                progress(n * total + done, len(sets) * total)

        records = simulate(game, replace(config, variants=variants), jobs, step)
        for heroes in config.heroes:
            mine = [r for r in records if r.heroes == heroes]
            wins = sum(1 for r in mine if r.result == "won")
            low, high = wilson(wins, len(mine))
            entries.append(ForecastEntry(heroes=heroes, variants=list(variants), games=len(mine), wins=wins,
                                         low=round(low, 4), high=round(high, 4)))
    return entries


def to_toml(entries: Sequence[ForecastEntry], config: SimConfig) -> str:
    """``forecast.toml`` text (settings of the data spec: the loader checks it like any data file)."""
    lines = [
        "# Fatal Fight — difficulty forecast: campaign win rate of the bots per hero count and variants.",
        "# Written by `python main.py simulate fatal-fight --write-forecast` (do not edit by hand);",
        "# low/high: Wilson 95 % interval. The setup screen shows the entry of the chosen combination.",
        "",
        f'bot = "{config.bot}"',
        f"seed = {config.seed}",
    ]
    for e in entries:
        variants = ", ".join(f'"{v}"' for v in e.variants)
        lines += ["", "[[entry]]", f"heroes = {e.heroes}", f"variants = [{variants}]", f"games = {e.games}",
                  f"wins = {e.wins}", f"low = {e.low}", f"high = {e.high}"]
    return "\n".join(lines) + "\n"
