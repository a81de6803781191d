"""``forecast.toml``: the setup screen's difficulty forecast, as measured by
``simulate fatal-fight --write-forecast`` (issue #14)."""

from __future__ import annotations

from pydantic import Field

from engine.core.data.spec import SettingsModel


class ForecastEntry(SettingsModel):
    """One measured combination: campaigns won by the bots with ``heroes`` heroes and ``variants``."""

    heroes: int = Field(ge=1)
    variants: list[str] = []
    games: int = Field(ge=1)
    wins: int = Field(ge=0)
    low: float = Field(ge=0, le=1)  # Wilson 95 % interval of the win rate
    high: float = Field(ge=0, le=1)

    @property
    def win_rate(self) -> float:
        return self.wins / self.games


class DifficultyForecast(SettingsModel):
    """``forecast.toml``: expected campaign win rates by hero count and variants, written by
    ``simulate fatal-fight --write-forecast`` (the setup screen reads it; issue #14)."""

    bot: str = "heuristic"
    seed: int = 0
    entry: list[ForecastEntry] = []

    def lookup(self, heroes: int, variants: list[str] | set[str] | tuple[str, ...]) -> ForecastEntry | None:
        """The entry measured for exactly this hero count and variant set (presentation-only
        variants do not count), or None: not measured."""
        wanted = forecast_key(variants)
        return next((e for e in self.entry if e.heroes == heroes and forecast_key(e.variants) == wanted), None)


PRESENTATION_ONLY = ("FF-V8",)  # changes no rule, so it never changes the odds


def forecast_key(variants: list[str] | set[str] | tuple[str, ...]) -> tuple[str, ...]:
    return tuple(sorted(v for v in set(variants) if v not in PRESENTATION_ONLY))
