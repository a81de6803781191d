"""The chip-cost breakdown in words (rules/fertcg-chip-cost.md), from the catalogs' [fertcg] section.

``step_words(step)`` is one step of ``ChipCost.steps`` as a message; ``describe(step, lang)``
words it. ``formula(cost, lang)`` writes the whole as the column does: ``(1 × 2) ± なし = 2``.
"""

from __future__ import annotations

from engine.core.i18n.catalog import Msg, msg
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
)

WHY_IDS = {  # why a count change changes B or not (FE-B1..B3)
    "FE-B1": "fertcg.cost.why_chip_text",
    "FE-B2": "fertcg.cost.why_no_chip_text",
    "FE-B3": "fertcg.cost.why_unit_card",
}


def _signed(n: int) -> str:
    return f"+{n}" if n >= 0 else f"−{-n}"


def _number(n: int) -> str:
    return str(n) if n >= 0 else f"−{-n}"


def _source(source: str) -> Msg | str:
    return msg("fertcg.cost.source", source=source) if source else ""


def _change(change: CountChange) -> str:
    parts = [f"×{change.factor}"] if change.factor is not None else []
    if change.delta is not None:
        parts.append(_signed(change.delta))
    return " ".join(parts)


def effect_words(effect: CostEffect) -> Msg:
    """One special effect (C) with the card it comes from: "make it 1 (Starlight Orb)"."""
    source = _source(effect.source)
    if isinstance(effect, FixedCost):
        return msg("fertcg.cost.fixed", n=effect.n, source=source)
    if isinstance(effect, AdjustCost):
        return msg("fertcg.cost.adjust", n=_signed(effect.n), source=source)
    return msg("fertcg.cost.spend_none", source=source)


def _count_words(step: CountStep) -> Msg:
    change, source, why = _change(step.change), _source(step.change.source), msg(WHY_IDS[step.rule])
    if step.counted:
        return msg("fertcg.cost.count", change=change, source=source, before=step.before, after=step.after, why=why)
    return msg("fertcg.cost.count_ignored", change=change, source=source, why=why)


def step_words(step: ChipStep) -> Msg:
    """One breakdown line as a message (without its rule id)."""
    if isinstance(step, AttackStep):
        return msg("fertcg.cost.attack", attack=step.attack)
    if isinstance(step, CountStep):
        return _count_words(step)
    if isinstance(step, BaseStep):
        return msg("fertcg.cost.base", attack=step.attack, times=step.count, base=step.base)
    if isinstance(step, EffectStep):
        if step.status == "outranked":
            return msg("fertcg.cost.outranked", effect=effect_words(step.effect))
        return msg("fertcg.cost.applied", effect=effect_words(step.effect),
                   before=_number(step.before), after=_number(step.after))
    assert isinstance(step, ClampStep)
    if step.changed:
        return msg("fertcg.cost.clamped", before=_number(step.before))
    return msg("fertcg.cost.spent", total=step.after)


def describe(step: ChipStep, lang: str = "en") -> str:
    """One breakdown line in ``lang``, ending with the rule id that explains it."""
    return f"{step_words(step).get(lang)} [{step.rule}]"


def formula(cost: ChipCost, lang: str = "en") -> str:
    """``(A × B) ± C = total`` as the column writes it."""
    effects = [s.effect for s in cost.steps if isinstance(s, EffectStep) and s.status == "applied"]
    c = " ".join(effect_words(e).get(lang) for e in effects) or msg("fertcg.cost.no_effects").get(lang)
    return f"({cost.attack} × {cost.count}) ± {c} = {cost.total}"
