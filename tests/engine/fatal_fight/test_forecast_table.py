"""The difficulty forecast table (issue #14): measured by ``simulate --write-forecast``, shipped in
``data/fatal_fight/forecast.toml`` (checked by the loader like any settings file), looked up by
hero count and variant set; presentation-only FF-V8 never changes the key."""

from __future__ import annotations

from pathlib import Path

import pytest
import tomli

import main
from engine.fatal_fight.forecast_data import DifficultyForecast, ForecastEntry
from engine.fatal_fight.game import FatalFight
from engine.fatal_fight.sim_forecast import measure, to_toml, variant_sets
from engine.fatal_fight.simulation import SimConfig
from tests.engine.fatal_fight import fixtures as F


def test_measure_writes_one_entry_per_hero_count_and_variant_set_and_reads_back() -> None:
    config = SimConfig(games=2, heroes=(1, 2), seed=5, bot="random")
    entries = measure(F.game(), config)
    assert len(entries) == 2 * len(variant_sets()) == 16
    assert all(e.games == 2 and 0 <= e.low <= e.wins / e.games <= e.high <= 1 for e in entries)
    forecast = DifficultyForecast.model_validate(tomli.loads(to_toml(entries, config)))
    assert forecast.entry == entries and forecast.bot == "random" and forecast.seed == 5
    assert forecast.lookup(2, ["FF-V3"]) == next(e for e in entries if e.heroes == 2 and e.variants == ["FF-V3"])
    assert forecast.lookup(1, {"FF-V8"}) == forecast.lookup(1, [])  # presentation only: same odds
    assert forecast.lookup(1, ["FF-V3", "FF-V7"]) is None  # not measured
    assert forecast.lookup(4, []) is None


def test_the_shipped_forecast_loads_and_covers_every_hero_count_without_variants() -> None:
    forecast = FatalFight.load().db.settings["forecast.toml"]  # type: ignore[union-attr]
    assert isinstance(forecast, DifficultyForecast)
    for heroes in range(1, 6):
        entry = forecast.lookup(heroes, [])
        assert isinstance(entry, ForecastEntry) and entry.games >= 10


def test_write_forecast_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "forecast.toml"
    argv = ["simulate", "fatal-fight", "--games", "1", "--heroes", "1", "--bot", "random", "--no-progress",
            "--write-forecast", str(out)]
    assert main.main(argv) == 0
    forecast = DifficultyForecast.model_validate(tomli.loads(out.read_text(encoding="utf-8")))
    assert len(forecast.entry) == len(variant_sets())
    assert main.main([*argv, "--variant", "FF-V1"]) == 2
    assert "leave out --variant" in capsys.readouterr().err
