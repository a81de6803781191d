"""Button words for Fatal Fight actions (the action bar and the table's panels), ja/en."""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.kernel.game import Action
from engine.fatal_fight import actions as A
from engine.fatal_fight.forecast import Forecast
from engine.fatal_fight.state import card_id
from engine.fatal_fight.view import FatalFightView
from screens.fatal_fight.catalogue import Catalogue
from screens.fatal_fight.strings import aside, entry_label
from screens.kit.i18n import tr

EFFECT_IDS = {"guard": "fatal_fight.effect.guard", "draw": "fatal_fight.effect.draw", "heal": "fatal_fight.effect.heal"}


def play_effect(cat: Catalogue, card: str, lang: str) -> str:
    """What playing a non-attack card face up does, shortly: "Guard 2, Draw 1" (FF-R7)."""
    model = cat.model(card)
    parts = [tr(id, lang, n=getattr(model, key)) for key, id in EFFECT_IDS.items() if getattr(model, key, 0)]
    if getattr(model, "effects", None) and not parts:
        parts.append(tr("fatal_fight.effect.text", lang))
    return tr("fatal_fight.effects_separator", lang).join(parts)


def zanshin_penalty(cat: Catalogue, card: str) -> bool:
    """True when discarding ``card`` by zanshin has a penalty (its status text, FF-R5d)."""
    status = cat.game.cards.statuses.get(card_id(card))
    return status is not None and bool(status.zanshin)


class ActionLabels:
    def __init__(self, cat: Catalogue) -> None:
        self.cat = cat

    def on_table(self, action: Action, view: FatalFightView, forecast: Forecast | None, lang: str,
                 names: Sequence[str]) -> str:
        """``label`` with what the table shows now: the forecast's AP, the joins so far, the times asked."""
        attack = view.attack
        ap = forecast.ap if forecast else attack.ap if attack else None
        joins = attack.coops.count(action.helper) if isinstance(action, A.OfferCoop) and attack else 0
        offered = view.decision["detail"].get("times", 1) if isinstance(action, A.AnswerCoop) else 1
        return self.label(action, lang, names, ap, joins, offered)

    def label(self, action: Action, lang: str, names: Sequence[str], ap: int | None = None, joins: int = 0,
              offered: int = 1) -> str:
        """The words on the button that plays ``action``; ``ap`` is the attack's AP for Confirm,
        ``joins`` how often an offered helper has joined this attack already (FF-R6d repeats),
        ``offered`` the joins a co-op offer being answered asks for."""
        cat = self.cat
        cost = cat.game.rules.special_cost
        match action:
            case A.EndTurn():
                return tr("fatal_fight.act.end_turn", lang)
            case A.PickUp():
                return tr("fatal_fight.act.pick_up", lang)
            case A.UseItem(item=item):
                return tr("fatal_fight.act.use_item", lang, item=cat.name(item, lang))
            case A.DropItem(item=item):
                return tr("fatal_fight.act.drop_item", lang, item=cat.name(item, lang))
            case A.SpecialMove():
                return tr("fatal_fight.act.special", lang, cost=cost)
            case A.Zanshin(card=card):
                return tr("fatal_fight.act.zanshin_penalty" if zanshin_penalty(cat, card) else "fatal_fight.act.zanshin", lang)
            case A.PlayFaceDown():
                return tr("fatal_fight.act.face_down", lang)
            case A.PlayCard(card=card):
                effect = play_effect(cat, card, lang)
                name = cat.name(card, lang)
                return tr("fatal_fight.act.play", lang, effect=aside(name, effect, lang) if effect else name)
            case A.StartAttack(entry=entry):
                return tr("fatal_fight.act.attack", lang, target=entry_label(entry, lang))
            case A.AddCard(card=card):
                return tr("fatal_fight.act.add_card", lang, card=cat.name(card, lang))
            case A.AddItem(item=item):
                return tr("fatal_fight.act.add_item", lang, item=cat.name(item, lang))
            case A.AddSpecial():
                return tr("fatal_fight.act.add_special", lang, cost=cost)
            case A.OfferCoop(helper=helper, times=times):
                if joins:
                    return tr("fatal_fight.act.offer_coop_more", lang, hero=names[helper], n=times, joins=joins)
                return tr("fatal_fight.act.offer_coop", lang, hero=names[helper], n=times)
            case A.ConfirmAttack():
                return tr("fatal_fight.act.confirm", lang, ap=ap if ap is not None else "?")
            case A.CancelAttack():
                return tr("fatal_fight.act.cancel", lang)
            case A.AnswerCoop(accept=accept):
                return tr("fatal_fight.act.coop_yes", lang, n=offered) if accept else tr("fatal_fight.act.coop_no", lang)
            case A.TakeRewardItem(item=item):
                return tr("fatal_fight.act.reward_item", lang, item=cat.name(item, lang))
            case A.TakeRewardGold():
                return tr("fatal_fight.act.reward_gold", lang, gold=cat.game.rules.reward_gold)
            case A.ChooseDownBonus(bonus=bonus):
                return tr("fatal_fight.act.bonus_hand" if bonus == "hand" else "fatal_fight.act.bonus_action", lang)
            case A.BuyArt(art=art, replace=replace):
                price = cat.game.cards.arts[card_id(art)].price
                if replace:
                    return tr("fatal_fight.act.buy_replace", lang, old=cat.name(replace, lang), price=price)
                return tr("fatal_fight.act.buy", lang, art=cat.name(art, lang), price=price)
            case A.RemoveStatus(card=card):
                return tr("fatal_fight.act.remove_status", lang, card=cat.name(card, lang))
            case A.EndBriefing():
                return tr("fatal_fight.act.end_briefing", lang)
        return type(action).__name__
