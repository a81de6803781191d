"""Pending decisions (design.md §5): co-op answers (FF-R6d), carry limit (FF-R5b), stage-clear
rewards (FF-W2), down bonus (FF-V7) and the briefing (FF-R0)."""

from __future__ import annotations

from functools import cache

from engine.core.i18n.catalog import Words, msg
from engine.core.i18n.text import Text
from engine.core.kernel.game import Action
from engine.core.kernel.piles import move
from engine.fatal_fight.actions import (
    AnswerCoop,
    BuyArt,
    ChooseDownBonus,
    DropItem,
    EndBriefing,
    RemoveStatus,
    TakeRewardGold,
    TakeRewardItem,
    UseItem,
)
from engine.fatal_fight.attack import NOT_CARRIED
from engine.fatal_fight.context import Ctx
from engine.fatal_fight.coop import answer_coop
from engine.fatal_fight.events.flow import (
    ArtBought,
    BriefingDone,
    DownBonus,
    RewardGold,
    StatusRemoved,
)
from engine.fatal_fight.events.turn import ItemDropped
from engine.fatal_fight.heroes import max_carry
from engine.fatal_fight.kinds import Kind
from engine.fatal_fight.state import card_id
from engine.fatal_fight.supply import check_carry, exile_item, gain_item, return_status
from engine.fatal_fight.turn import check_use_item, do_use_item

NOT_A_REWARD = msg("fatal_fight.refusal.not_a_reward")
REWARD_GONE = msg("fatal_fight.refusal.reward_gone")
BAD_BONUS = msg("fatal_fight.refusal.bad_bonus")
NOT_A_STATUS = msg("fatal_fight.refusal.not_a_status")
FATIGUE_IS_FREE = msg("fatal_fight.refusal.fatigue_is_free")
NO_GOLD_TO_REMOVE = msg("fatal_fight.refusal.no_gold_to_remove")
NOT_YOUR_UPGRADE = msg("fatal_fight.refusal.not_your_upgrade")

KINDS: dict[Kind, tuple[type[Action], ...]] = {
    Kind.COOP: (AnswerCoop,),
    Kind.CARRY: (UseItem, DropItem),
    Kind.REWARD: (TakeRewardItem, TakeRewardGold),
    Kind.DOWN_BONUS: (ChooseDownBonus,),
    Kind.BRIEFING: (BuyArt, RemoveStatus, EndBriefing),
}


@cache
def answers(seat: int) -> tuple[AnswerCoop, AnswerCoop]:
    """A co-op answer: yes or no, both always legal."""
    return AnswerCoop(seat, True), AnswerCoop(seat, False)


def candidates(ctx: Ctx, kind: Kind, seat: int) -> list[Action]:
    hero = ctx.state.heroes[seat]
    if kind is Kind.COOP:
        return list(answers(seat))
    if kind is Kind.CARRY:
        return [UseItem(seat, i) for i in hero.items] + [DropItem(seat, i) for i in hero.items]
    if kind is Kind.REWARD:
        return [TakeRewardItem(seat, i) for i in ctx.cards.rewards] + [TakeRewardGold(seat)]
    if kind is Kind.DOWN_BONUS:
        return [ChooseDownBonus(seat, "hand"), ChooseDownBonus(seat, "action")]
    return _briefing_candidates(ctx, seat)


def _first_of_each(cards: list[str]) -> list[str]:
    """One instance per card id: copies are interchangeable, so the briefing offers the first."""
    seen: dict[str, str] = {}
    for card in cards:
        seen.setdefault(card_id(card), card)
    return list(seen.values())


def _is_first_copy(card: str, cards: list[str]) -> bool:
    """``card`` is the instance ``_first_of_each`` offers (keeps checks and candidates one truth)."""
    return next((c for c in cards if card_id(c) == card_id(card)), None) == card


def _briefing_candidates(ctx: Ctx, seat: int) -> list[Action]:
    hero = ctx.state.heroes[seat]
    found: list[Action] = []
    deck = _first_of_each(hero.deck.cards)
    for art in _first_of_each(hero.upgrades.cards):
        found.append(BuyArt(seat, art, ""))
        replaced = ctx.cards.arts[card_id(art)].replaces
        found += [BuyArt(seat, art, c) for c in deck if card_id(c) == replaced]
    found += [RemoveStatus(seat, c) for c in deck if card_id(c) in ctx.cards.statuses]
    found.append(EndBriefing(seat))
    return found


def check(ctx: Ctx, a: Action) -> Words | None:
    hero = ctx.state.heroes[a.seat]
    if isinstance(a, UseItem):
        return check_use_item(ctx, a)
    if isinstance(a, DropItem):
        return None if a.item in hero.items else NOT_CARRIED
    if isinstance(a, TakeRewardItem):
        if a.item not in ctx.cards.rewards:
            return NOT_A_REWARD
        return None if ctx.state.item_supply[a.item] else REWARD_GONE
    if isinstance(a, ChooseDownBonus):
        return None if a.bonus in ("hand", "action") else BAD_BONUS
    if isinstance(a, BuyArt):
        return _check_buy(ctx, a)
    if isinstance(a, RemoveStatus):
        if not _is_first_copy(a.card, hero.deck.cards) or card_id(a.card) not in ctx.cards.statuses:
            return NOT_A_STATUS
        if card_id(a.card) == ctx.cards.fatigue:
            return FATIGUE_IS_FREE
        return None if hero.gold >= 1 else NO_GOLD_TO_REMOVE
    return None


def _check_buy(ctx: Ctx, a: BuyArt) -> Words | None:
    hero = ctx.state.heroes[a.seat]
    if not _is_first_copy(a.art, hero.upgrades.cards):
        return NOT_YOUR_UPGRADE
    art = ctx.cards.arts[card_id(a.art)]
    if hero.gold < art.price:
        return msg("fatal_fight.refusal.art_price", price=art.price)
    if a.replace and (not _is_first_copy(a.replace, hero.deck.cards) or card_id(a.replace) != art.replaces):
        if not art.replaces:
            return msg("fatal_fight.refusal.replaces_nothing")
        old = ctx.cards.arts.get(art.replaces)
        name = old.display_name("ja") if old is not None else art.replaces
        return msg("fatal_fight.refusal.replaces_only", art=Text(art.replaces, name))  # its id in English (as before)
    return None


def resolve(ctx: Ctx, a: Action) -> None:
    """Carry out a pending decision; the decision is done unless the carry limit still binds."""
    state = ctx.state
    if isinstance(a, AnswerCoop):  # the whole offer at once (its pending entries go with it)
        answer_coop(ctx, a.seat, a.accept)
        return
    pending = state.pending.pop(0)
    seat = pending.seat
    hero = state.heroes[seat]
    if isinstance(a, UseItem):
        do_use_item(ctx, a)
    elif isinstance(a, DropItem):
        exile_item(ctx, seat, a.item)
        ctx.emit(ItemDropped(seat=seat, item=a.item))
    elif isinstance(a, TakeRewardItem):
        gain_item(ctx, seat, a.item, "reward")
    elif isinstance(a, TakeRewardGold):
        hero.gold += ctx.rules.reward_gold
        ctx.emit(RewardGold(seat=seat, amount=ctx.rules.reward_gold, gold=hero.gold))
    elif isinstance(a, ChooseDownBonus):
        if a.bonus == "hand":
            hero.bonus_hand += 1
        else:
            hero.bonus_actions += 1
        ctx.emit(DownBonus(seat=seat, bonus=a.bonus))
    elif isinstance(a, BuyArt):
        _buy(ctx, a)
        state.pending.insert(0, pending)
    elif isinstance(a, RemoveStatus):
        hero.deck.remove(a.card)
        return_status(ctx, a.card)
        hero.gold -= 1
        ctx.emit(StatusRemoved(seat=seat, card=a.card, gold=hero.gold))
        state.pending.insert(0, pending)
    elif isinstance(a, EndBriefing):
        ctx.emit(BriefingDone(seat=seat))
    if pending.kind == "carry" and len(hero.items) > max_carry(ctx, hero):
        state.pending.insert(0, pending)
    elif pending.kind != "carry":
        check_carry(ctx, seat)


def _buy(ctx: Ctx, a: BuyArt) -> None:
    """FF-R0: pay, shuffle the upgrade into the deck; a replaced art is exiled."""
    state = ctx.state
    hero = state.heroes[a.seat]
    art = ctx.cards.arts[card_id(a.art)]
    hero.gold -= art.price
    hero.upgrades.remove(a.art)
    hero.deck.cards.insert(state.rng.below(len(hero.deck) + 1), a.art)
    if a.replace:
        move(hero.deck, hero.exile, a.replace)
    ctx.emit(ArtBought(seat=a.seat, art=a.art, replaced=a.replace, price=art.price, gold=hero.gold))
