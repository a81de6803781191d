"""Card data: typed schemas per game, one loader for all (issue #2, design.md §10)."""

from engine.core.data.spec import CardModel, DataSpec, ImagePath, Op, OpRegistry, Ref, SettingsModel

__all__ = ["CardModel", "DataSpec", "ImagePath", "Op", "OpRegistry", "Ref", "SettingsModel"]
