"""Card data: typed schemas per game, one loader for all (issue #2, design.md §10)."""

from engine.core.data.database import CardDatabase, CardSource
from engine.core.data.loader import USER_DATA, LoadResult, load_data, load_database
from engine.core.data.problems import DataError, Problem
from engine.core.data.spec import (
    CardModel,
    DataRule,
    DataSpec,
    Finding,
    ImagePath,
    Op,
    OpRegistry,
    Ref,
    SettingsModel,
)

__all__ = [
    "USER_DATA",
    "CardDatabase",
    "CardModel",
    "CardSource",
    "DataError",
    "DataRule",
    "DataSpec",
    "Finding",
    "ImagePath",
    "LoadResult",
    "Op",
    "OpRegistry",
    "Problem",
    "Ref",
    "SettingsModel",
    "load_data",
    "load_database",
]
