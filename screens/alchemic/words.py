"""Alchemic words for the table: card names and action labels (log lines:
``screens.alchemic.wording``; every word from the catalogs' ``[alchemic]`` section).

Nothing here decides a rule: labels word the engine's legal actions.
"""

from __future__ import annotations

from engine.alchemic import actions as A
from engine.alchemic.cards import Cards
from engine.core.kernel.game import Action
from screens.kit.i18n import tr


def name(cards: Cards, instance: str | None, lang: str) -> str:
    if not instance:
        return "—"
    return cards.model(instance).display_name(lang)


def action_label(cards: Cards, action: Action, lang: str) -> str:
    """The action bar's words for a legal action (a rebounding pick carries its warning)."""
    card = name(cards, getattr(action, "card", None), lang)
    match action:
        case A.Mulligan():
            return tr("alchemic.action.mulligan", lang)
        case A.KeepHand():
            return tr("alchemic.action.keep", lang)
        case A.PlaceCharacter():
            return tr("alchemic.action.place", lang, card=card)
        case A.PlayEvent():
            return tr("alchemic.action.event", lang, card=card)
        case A.UseAbility():
            return tr("alchemic.action.ability", lang, card=card)
        case A.DeclareBattle():
            return tr("alchemic.action.declare", lang)
        case A.PickBattleCard(card=None):
            return tr("alchemic.action.no_defence", lang)
        case A.PickBattleCard(rebound=True):
            return tr("alchemic.action.pick_rebound", lang, card=card)
        case A.PickBattleCard():
            return tr("alchemic.action.pick", lang, card=card)
        case A.EndTurn():
            return tr("alchemic.action.end_turn", lang)
    return type(action).__name__
