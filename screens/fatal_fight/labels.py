"""Button words for Fatal Fight actions (the action bar and the table's panels), ja/en."""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.game import Action
from engine.fatal_fight import actions as A
from engine.fatal_fight.state import card_id
from screens.fatal_fight.catalogue import Catalogue
from screens.fatal_fight.strings import aside, entry_label, t


def play_effect(cat: Catalogue, card: str, lang: str) -> str:
    """What playing a non-attack card face up does, shortly: "Guard 2, Draw 1" (FF-R7)."""
    model = cat.model(card)
    parts = [t(f"effect.{key}", lang, n=getattr(model, key)) for key in ("guard", "draw", "heal")
             if getattr(model, key, 0)]
    if getattr(model, "effects", None) and not parts:
        parts.append(t("effect.text", lang))
    return ", ".join(parts) if lang == "en" else "・".join(parts)


def zanshin_penalty(cat: Catalogue, card: str) -> bool:
    """True when discarding ``card`` by zanshin has a penalty (its status text, FF-R5d)."""
    status = cat.game.cards.statuses.get(card_id(card))
    return status is not None and bool(status.zanshin)


class ActionLabels:
    def __init__(self, cat: Catalogue) -> None:
        self.cat = cat

    def label(self, action: Action, lang: str, names: Sequence[str], ap: int | None = None, joins: int = 0,
              offered: int = 1) -> str:
        """The words on the button that plays ``action``; ``ap`` is the attack's AP for Confirm,
        ``joins`` how often an offered helper has joined this attack already (FF-R6d repeats),
        ``offered`` the joins a co-op offer being answered asks for."""
        cat = self.cat
        cost = cat.game.rules.special_cost
        match action:
            case A.EndTurn():
                return t("act.end_turn", lang)
            case A.PickUp():
                return t("act.pick_up", lang)
            case A.UseItem(item=item):
                return t("act.use_item", lang, item=cat.name(item, lang))
            case A.DropItem(item=item):
                return t("act.drop_item", lang, item=cat.name(item, lang))
            case A.SpecialMove():
                return t("act.special", lang, cost=cost)
            case A.Zanshin(card=card):
                return t("act.zanshin_penalty" if zanshin_penalty(cat, card) else "act.zanshin", lang)
            case A.PlayFaceDown():
                return t("act.face_down", lang)
            case A.PlayCard(card=card):
                effect = play_effect(cat, card, lang)
                name = cat.name(card, lang)
                return t("act.play", lang, effect=aside(name, effect, lang) if effect else name)
            case A.StartAttack(entry=entry):
                return t("act.attack", lang, target=entry_label(entry, lang))
            case A.AddCard(card=card):
                return t("act.add_card", lang, card=cat.name(card, lang))
            case A.AddItem(item=item):
                return t("act.add_item", lang, item=cat.name(item, lang))
            case A.AddSpecial():
                return t("act.add_special", lang, cost=cost)
            case A.OfferCoop(helper=helper, times=times):
                if joins:
                    return t("act.offer_coop_more", lang, hero=names[helper], n=times, joins=joins)
                return t("act.offer_coop", lang, hero=names[helper], n=times)
            case A.ConfirmAttack():
                return t("act.confirm", lang, ap=ap if ap is not None else "?")
            case A.CancelAttack():
                return t("act.cancel", lang)
            case A.AnswerCoop(accept=accept):
                return t("act.coop_yes", lang, n=offered) if accept else t("act.coop_no", lang)
            case A.TakeRewardItem(item=item):
                return t("act.reward_item", lang, item=cat.name(item, lang))
            case A.TakeRewardGold():
                return t("act.reward_gold", lang, gold=cat.game.rules.reward_gold)
            case A.ChooseDownBonus(bonus=bonus):
                return t("act.bonus_hand" if bonus == "hand" else "act.bonus_action", lang)
            case A.BuyArt(art=art, replace=replace):
                price = cat.game.cards.arts[card_id(art)].price
                if replace:
                    return t("act.buy_replace", lang, old=cat.name(replace, lang), price=price)
                return t("act.buy", lang, art=cat.name(art, lang), price=price)
            case A.RemoveStatus(card=card):
                return t("act.remove_status", lang, card=cat.name(card, lang))
            case A.EndBriefing():
                return t("act.end_briefing", lang)
        return type(action).__name__
