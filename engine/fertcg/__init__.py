"""FERTCG (rules/fertcg-chip-cost.md): the chip cost of an attack, on the shared timeline."""

from engine.fertcg.chip_cost import TIMELINE, chip_cost
from engine.fertcg.cost_model import (
    AdjustCost,
    AttackStep,
    BaseStep,
    ChipCost,
    ChipStep,
    ClampStep,
    CostEffect,
    CountChange,
    CountStep,
    EffectStep,
    FixedCost,
    NoCost,
)

__all__ = [
    "TIMELINE", "AdjustCost", "AttackStep", "BaseStep", "ChipCost", "ChipStep", "ClampStep",
    "CostEffect", "CountChange", "CountStep", "EffectStep", "FixedCost", "NoCost", "chip_cost",
]  # fmt: skip
