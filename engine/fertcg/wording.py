"""The chip-cost breakdown in words, Japanese and English (rules/fertcg-chip-cost.md).

``describe(step, lang)`` words one step of ``ChipCost.steps``; ``formula(cost)`` writes the
whole as the column does: ``(1 × 2) ± なし = 2``.
"""

from __future__ import annotations

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

_WHY = {
    "FE-B1": {"ja": "消費チップの記載あり", "en": "its text speaks of chips"},
    "FE-B2": {"ja": "消費チップの記載なし・攻撃回数は変わらない", "en": "no chip wording: the count stays"},
    "FE-B3": {"ja": "ユニットカードの攻撃回数変更", "en": "a unit card's count change always counts"},
}


def _signed(n: int) -> str:
    return f"+{n}" if n >= 0 else f"−{-n}"


def _number(n: int) -> str:
    return str(n) if n >= 0 else f"−{-n}"


def _source(source: str, lang: str) -> str:
    if not source:
        return ""
    return f"（{source}）" if lang == "ja" else f" ({source})"


def _change(change: CountChange) -> str:
    parts = [f"×{change.factor}"] if change.factor is not None else []
    if change.delta is not None:
        parts.append(_signed(change.delta))
    return " ".join(parts)


def _effect(effect: CostEffect, lang: str) -> str:
    if isinstance(effect, FixedCost):
        text = f"{effect.n}枚にする" if lang == "ja" else f"make it {effect.n}"
    elif isinstance(effect, AdjustCost):
        text = f"消費チップ{_signed(effect.n)}" if lang == "ja" else f"chips {_signed(effect.n)}"
    else:
        text = "消費しない" if lang == "ja" else "spend none"
    return text + _source(effect.source, lang)


def describe(step: ChipStep, lang: str = "en") -> str:
    """One breakdown line, ending with the rule id that explains it."""
    ja = lang == "ja"
    if isinstance(step, AttackStep):
        text = f"A 基本攻撃力 {step.attack}" if ja else f"A base attack {step.attack}"
    elif isinstance(step, CountStep):
        what = _change(step.change) + _source(step.change.source, lang)
        why = _WHY[step.rule]["ja" if ja else "en"]
        if step.counted:
            text = f"B 攻撃回数 {what}: {step.before} → {step.after}（{why}）" if ja else \
                f"B attack count {what}: {step.before} → {step.after} ({why})"
        else:
            text = f"B 攻撃回数 {what}: 適用しない（{why}）" if ja else f"B attack count {what}: ignored ({why})"
    elif isinstance(step, BaseStep):
        text = f"A × B = {step.attack} × {step.count} = {step.base}"
    elif isinstance(step, EffectStep):
        if step.status == "outranked":
            text = f"C {_effect(step.effect, lang)}: " + ("より低い固定値が優先" if ja else "a lower fixed value applies")
        else:
            text = f"C {_effect(step.effect, lang)}: {_number(step.before)} → {_number(step.after)}"
    else:
        assert isinstance(step, ClampStep)
        if step.changed:
            below = _number(step.before)
            text = f"0未満にはならない: {below} → 0" if ja else f"never below 0: {below} → 0"
        else:
            text = f"実チップ消費 {step.after}" if ja else f"chips spent {step.after}"
    return f"{text} [{step.rule}]"


def formula(cost: ChipCost, lang: str = "en") -> str:
    """``(A × B) ± C = total`` as the column writes it."""
    effects = [s.effect for s in cost.steps if isinstance(s, EffectStep) and s.status == "applied"]
    c = " ".join(_effect(e, lang) for e in effects) or ("なし" if lang == "ja" else "none")
    return f"({cost.attack} × {cost.count}) ± {c} = {cost.total}"
