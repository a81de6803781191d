"""Alchemic words for the table: card names and action labels, in ja and en (log lines:
``screens.alchemic.wording``).

Nothing here decides a rule: labels word the engine's legal actions.
"""

from __future__ import annotations

from engine.alchemic import actions as A
from engine.alchemic.cards import Cards
from engine.core.game import Action


def say(lang: str, en: str, ja: str) -> str:
    return ja if lang == "ja" else en


def name(cards: Cards, instance: str | None, lang: str) -> str:
    if not instance:
        return "—"
    return cards.model(instance).display_name(lang)


def action_label(cards: Cards, action: Action, lang: str) -> str:
    """The action bar's words for a legal action (a rebounding pick carries its warning)."""
    n = name(cards, getattr(action, "card", None), lang)
    match action:
        case A.Mulligan():
            return say(lang, "Mulligan", "マリガン")
        case A.KeepHand():
            return say(lang, "Keep hand", "この手札で始める")
        case A.PlaceCharacter():
            return say(lang, f"Place {n}", f"{n}を出す")
        case A.PlayEvent():
            return say(lang, f"Event: {n}", f"イベント：{n}")
        case A.UseAbility():
            return say(lang, f"Ability: {n}", f"能力：{n}")
        case A.DeclareBattle():
            return say(lang, "Battle!", "バトル宣言")
        case A.PickBattleCard(card=None):
            return say(lang, "No defence", "防御しない")
        case A.PickBattleCard(rebound=True):
            return say(lang, f"⚠ {n} (rebounds!)", f"⚠ {n}（リバウンド！）")
        case A.PickBattleCard():
            return say(lang, f"Face down: {n}", f"伏せる：{n}")
        case A.EndTurn():
            return say(lang, "End turn", "ターン終了")
    return type(action).__name__
