"""The battle (AC-B): face-down picks, reveal, costs and rebound, effects, result, gauges.

The picks are one simultaneous decision: each side's card is hidden from the other seat
until both are in (the defender is not asked when it has no main character, AC-B2).
"""

from __future__ import annotations

from collections.abc import Mapping

from msgspec.structs import replace

from engine.alchemic import actions as A
from engine.alchemic import effects
from engine.alchemic import events as E
from engine.alchemic.cards import NO_MAIN_GRANTS, Facts
from engine.alchemic.context import Ctx
from engine.alchemic.effects import BattleCalc, Source
from engine.alchemic.state import BattleReport, Pick, SideReport
from engine.alchemic.table import battle_option, counter_bonus
from engine.core.i18n.catalog import Msg, msg
from engine.core.kernel.game import Action


def waiting(ctx: Ctx) -> tuple[int, ...]:
    """The seats whose face-down pick is still owed, the attacker first."""
    battle = ctx.state.battle
    assert battle is not None
    attacker = battle.attacker
    if battle.attack is None:
        return (attacker,) if battle.defence is not None else (attacker, 1 - attacker)
    return (1 - attacker,) if battle.defence is None else ()


def picks(ctx: Ctx, seat: int, defending: bool, facts: Mapping[str, Facts]) -> list[Action]:
    """The picks open to ``seat``, whose pick is owed now: each of ``battle_options`` once (copies are
    the same choice, the first in the hand named), then, for the defender, no defence (AC-B2). Written
    out over the cards' facts (issue #28; ``test_fast_rules.py`` holds it equal to checking every pick).
    ``facts``: as ``turn.legal``'s."""
    player = ctx.state.players[seat]
    on_field = player.main.cards
    met = facts[on_field[0]].grants if on_field else NO_MAIN_GRANTS  # table.grants
    plain, rebounding = A.PICKS[seat], A.REBOUNDS[seat]
    combat, alchemy = len(player.combat.cards), len(player.alchemy.cards)
    seen: set[str] = set()
    found: list[Action] = []
    for card in player.hand.cards:
        info = facts[card]
        if info.battle_need in met and info.id not in seen:
            seen.add(info.id)
            # table.rebounds, written out: a battle card under its gauge's level (AC-B4)
            if info.kind == "battle" and (combat if info.gauge == "combat" else alchemy) < info.level:
                found.append(rebounding[card])
            else:
                found.append(plain[card])
    if defending:
        found.append(A.NO_DEFENCE[seat])
    return found


def check_pick(ctx: Ctx, action: A.PickBattleCard) -> Msg | None:
    battle = ctx.state.battle
    if battle is None or action.seat not in waiting(ctx):
        return msg("alchemic.refusal.no_pick_owed")
    if action.card is None:
        if action.seat == battle.attacker:
            return msg("alchemic.refusal.attacker_must_pick")
        return None
    rebound = battle_option(ctx, ctx.player(action.seat), action.card)
    if rebound is None:
        return unplayable_reason(ctx, action.seat, action.card)
    return None if rebound == action.rebound else msg("alchemic.refusal.rebound_flag")


def unplayable_reason(ctx: Ctx, seat: int, card: str) -> Msg:
    """Why a card is not among ``battle_options`` (AC-B1, AC-Y1, AC-A1, AC-A2)."""
    if card not in ctx.player(seat).hand:
        return msg("alchemic.refusal.not_in_hand")
    kind = ctx.cards.kind(card)
    if kind == "battle":  # only a 【錬金術】 card under a main that may not use them is left out
        return msg("alchemic.refusal.alchemy_users")
    if kind == "main":  # only a Homunculus main under a main that is not one is left out
        return msg("alchemic.refusal.homunculus_substitute")
    return msg("alchemic.refusal.not_battle_card")


def pick(ctx: Ctx, action: A.PickBattleCard) -> None:
    state = ctx.state
    battle = state.battle
    assert battle is not None
    seat, card = action.seat, action.card
    if card is None:
        chosen = Pick(None)
    else:
        chosen = Pick(card, ctx.cards.facts[card].kind == "main")
        state.players[seat].hand.cards.remove(card)
    if seat == battle.attacker:
        battle.attack = chosen
    else:
        battle.defence = chosen
    ctx.emit(E.BattleCardPicked(seat, card))  # the other seat: not even whether it was a pass
    after_pick(ctx)


def after_pick(ctx: Ctx) -> None:
    """Skip the defender without a main (undefended, AC-B2); reveal once both picks are in."""
    battle = ctx.state.battle
    assert battle is not None
    if battle.defence is None and not ctx.state.players[1 - battle.attacker].main.cards:
        battle.defence = Pick(None)
    if battle.attack is not None and battle.defence is not None:
        resolve(ctx)


def _reveal(ctx: Ctx, seat: int, chosen: Pick) -> SideReport:
    """AC-B3, AC-B4, AC-Y1: conditions and costs of one side's card, attacker first."""
    instance = chosen.card
    if instance is None:
        return SideReport(seat, None)
    card = ctx.cards.facts[instance]
    if chosen.substitute:
        return SideReport(seat, instance, True, False, 0, card.ap, card.dp, 1)
    player = ctx.state.players[seat]
    if len((player.combat if card.gauge == "combat" else player.alchemy).cards) < card.level:
        effects.change_life(ctx, seat, -card.bp, instance)  # AC-B4 (ruling: the cost is not paid too)
        ctx.emit(E.Rebounded(seat, instance, card.bp))
        return SideReport(seat, instance, False, True, card.bp, card.ap, card.dp, card.bp)
    effects.change_life(ctx, seat, -card.cost, instance)
    return SideReport(seat, instance, False, False, card.cost, card.ap, card.dp, card.bp)


NO_MODS: dict[str, int] = {}  # a side's battle modifiers when no effect ran (read only)


def _totals(ctx: Ctx, side: SideReport, mods: dict[str, int]) -> SideReport:
    """AC-B5: (AP, DP, BP) = main + card + counter bonus (AC-X1) + modifiers, each at least 0: ``side``
    with its totals (a new report: reports are frozen); a rebound zeroes the main's and the card's
    AP/DP. ``mods``: the side's battle modifiers (``BattleCalc``)."""
    player = ctx.state.players[side.seat]
    ap, dp, bp = side.ap, side.dp, side.bp
    if side.rebound:
        ap = dp = 0
    elif player.main.cards:
        main = ctx.cards.facts[player.main.cards[0]]
        ap, dp = ap + main.ap, dp + main.dp
    bonus = counter_bonus(ctx, player.rank)
    ap, dp, bp = ap + bonus[0], dp + bonus[1], bp + bonus[2]
    for m in player.modifiers:  # until the turn's end (AC-T2)
        if m.stat == "ap":
            ap += m.value
        elif m.stat == "dp":
            dp += m.value
        elif m.stat == "bp":
            bp += m.value
    if mods:
        ap, dp, bp = ap + mods.get("ap", 0), dp + mods.get("dp", 0), bp + mods.get("bp", 0)
    return replace(side, ap=ap if ap > 0 else 0, dp=dp if dp > 0 else 0, bp=bp if bp > 0 else 0)


def resolve(ctx: Ctx) -> None:
    """AC-B3..AC-B7, then the turn ends (AC-T4)."""
    state = ctx.state
    battle = state.battle
    assert battle is not None and battle.attack is not None and battle.defence is not None
    facts, players = ctx.cards.facts, state.players
    attacker, defender = battle.attacker, 1 - battle.attacker
    attack, defence = battle.attack, battle.defence
    defended = defence.card is not None
    ctx.emit(E.BattleRevealed(attacker, attack.card, defence.card))
    att = _reveal(ctx, attacker, attack)
    dfn = _reveal(ctx, defender, defence)
    calc: BattleCalc | None = None  # made when an effect runs (AC-B5)
    for side in (att, dfn):  # attacker first (AC-B5)
        if side.card is not None and not side.substitute and not side.rebound:
            card_effects = facts[side.card].model.effects  # type: ignore[union-attr]
            if card_effects:
                if calc is None:
                    calc = BattleCalc(attacker, defended, {0: {}, 1: {}})
                effects.run(ctx, card_effects, Source(side.seat, side.card, calc))
    for seat in (attacker, defender):
        for support in players[seat].supports.cards:
            passive = facts[support].model.passive  # type: ignore[union-attr]
            if passive:
                if calc is None:
                    calc = BattleCalc(attacker, defended, {0: {}, 1: {}})
                effects.run(ctx, passive, Source(seat, support, calc))
    att = _totals(ctx, att, NO_MODS if calc is None else calc.mods[attacker])
    dfn = _totals(ctx, dfn, NO_MODS if calc is None else calc.mods[defender])
    attacker_won = not defended or att.ap > dfn.dp  # AC-B6: ties go to the defender
    damage = 0
    if attacker_won:
        damage = att.bp
        effects.change_life(ctx, defender, -damage, attack.card or "")
    else:
        players[defender].rank = min(ctx.rules.max_rank, players[attacker].rank + 1)
        players[attacker].rank = 0
    ranks = [players[0].rank, players[1].rank]
    state.last_battle = BattleReport(att, dfn, defended, attacker_won, damage, ranks)
    ctx.emit(E.BattleResolved(attacker, defended, attacker_won, att.ap, dfn.dp, damage, tuple(ranks)))
    _put_away(ctx, attacker, attack)
    _put_away(ctx, defender, defence)
    state.battle = None
    state.flags.ended = True  # a battle is the turn's last step (AC-T3); the flow ends the turn (AC-T4)


def _put_away(ctx: Ctx, seat: int, chosen: Pick) -> None:
    """AC-B7: battle cards to their gauge; a substitute main to the deck bottom."""
    card = chosen.card
    if card is None:
        return
    player = ctx.state.players[seat]
    if chosen.substitute:
        player.deck.cards.insert(0, card)  # the deck bottom
    else:
        (player.combat if ctx.cards.facts[card].gauge == "combat" else player.alchemy).cards.append(card)
    ctx.emit(E.BattleCardAway(seat, card, chosen.substitute))
