"""The battle (AC-B): face-down picks, reveal, costs and rebound, effects, result, gauges.

The picks are one simultaneous decision: each side's card is hidden from the other seat
until both are in (the defender is not asked when it has no main character, AC-B2).
"""

from __future__ import annotations

from engine.alchemic import actions as A
from engine.alchemic import effects
from engine.alchemic import events as E
from engine.alchemic.context import Ctx
from engine.alchemic.effects import BattleCalc, Source
from engine.alchemic.state import BattleReport, Pick, SideReport
from engine.alchemic.table import (
    battle_option,
    battle_options,
    counter_bonus,
    main_facts,
)
from engine.core.i18n.catalog import Msg, msg
from engine.core.kernel.game import Action


def waiting(ctx: Ctx) -> tuple[int, ...]:
    """The seats whose face-down pick is still owed, the attacker first."""
    battle = ctx.state.battle
    assert battle is not None
    seats = []
    if battle.attack is None:
        seats.append(battle.attacker)
    if battle.defence is None:
        seats.append(1 - battle.attacker)
    return tuple(seats)


def candidates(ctx: Ctx, seat: int) -> list[Action]:
    """The picks open to ``seat``: its usable battle cards/substitutes; the defender may pass."""
    battle = ctx.state.battle
    assert battle is not None
    if seat not in waiting(ctx):
        return []
    facts = ctx.cards.facts
    seen: set[str] = set()
    picks: list[Action] = []
    for card, _substitute, rebound in battle_options(ctx, ctx.player(seat)):
        mid = facts[card].model.id
        if mid not in seen:  # copies are the same choice
            seen.add(mid)
            picks.append(A.listed_pick(seat, card, rebound))
    if seat != battle.attacker:
        picks.append(A.listed_pick(seat, None))
    return picks


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
    battle = ctx.state.battle
    assert battle is not None
    player = ctx.player(action.seat)
    chosen = Pick(None)
    if action.card is not None:
        chosen = Pick(action.card, ctx.cards.kind(action.card) == "main")
        player.hand.remove(action.card)
    if action.seat == battle.attacker:
        battle.attack = chosen
    else:
        battle.defence = chosen
    ctx.emit(E.BattleCardPicked(action.seat, action.card))  # the other seat: not even whether it was a pass
    after_pick(ctx)


def after_pick(ctx: Ctx) -> None:
    """Skip the defender without a main (undefended, AC-B2); reveal once both picks are in."""
    battle = ctx.state.battle
    assert battle is not None
    defender = 1 - battle.attacker
    if battle.defence is None and not ctx.player(defender).main.cards:
        battle.defence = Pick(None)
    if not waiting(ctx):
        resolve(ctx)


def _reveal(ctx: Ctx, seat: int, chosen: Pick) -> SideReport:
    """AC-B3, AC-B4, AC-Y1: conditions and costs of one side's card, attacker first."""
    report = SideReport(seat, chosen.card, chosen.substitute)
    if chosen.card is None:
        return report
    if chosen.substitute:
        sub = ctx.cards.main(chosen.card)
        report.ap, report.dp, report.bp = sub.ap, sub.dp, 1
        return report
    card = ctx.cards.battle(chosen.card)
    player = ctx.player(seat)
    report.ap, report.dp, report.bp = card.ap, card.dp, card.bp
    if len(player.gauge(card.gauge)) < card.level:
        report.rebound, report.paid = True, card.bp  # AC-B4 (ruling: the cost is not paid too)
        effects.change_life(ctx, seat, -card.bp, chosen.card)
        ctx.emit(E.Rebounded(seat, chosen.card, card.bp))
    else:
        report.paid = card.cost
        effects.change_life(ctx, seat, -card.cost, chosen.card)
    return report


def _totals(ctx: Ctx, side: SideReport, calc: BattleCalc) -> tuple[int, int, int]:
    """AC-B5: (AP, DP, BP) = main + card + counter bonus + modifiers, each at least 0; a rebound
    zeroes the main's and the card's AP/DP."""
    player = ctx.state.players[side.seat]
    main = main_facts(ctx, player)
    ap, dp, bp = side.ap, side.dp, side.bp
    if side.rebound:
        ap = dp = 0
    elif main is not None:
        ap, dp = ap + main.ap, dp + main.dp
    bonus = counter_bonus(ctx, player.rank)
    lasting = {"ap": 0, "dp": 0, "bp": 0}
    for m in player.modifiers:
        if m.stat in lasting:
            lasting[m.stat] += m.value
    mods = calc.mods[side.seat]
    return (max(0, ap + bonus[0] + lasting["ap"] + mods.get("ap", 0)),
            max(0, dp + bonus[1] + lasting["dp"] + mods.get("dp", 0)),
            max(0, bp + bonus[2] + lasting["bp"] + mods.get("bp", 0)))


def resolve(ctx: Ctx) -> None:
    """AC-B3..AC-B7, then the turn ends (AC-T4)."""
    state = ctx.state
    battle = state.battle
    assert battle is not None and battle.attack is not None and battle.defence is not None
    attacker, defender = battle.attacker, 1 - battle.attacker
    defended = battle.defence.card is not None
    ctx.emit(E.BattleRevealed(attacker, battle.attack.card, battle.defence.card))
    att = _reveal(ctx, attacker, battle.attack)
    dfn = _reveal(ctx, defender, battle.defence)
    calc = BattleCalc(attacker, defended)
    for side, chosen in ((att, battle.attack), (dfn, battle.defence)):  # attacker first (AC-B5)
        if chosen.card is not None and not chosen.substitute and not side.rebound:
            effects.run(ctx, ctx.cards.battle(chosen.card).effects, Source(side.seat, chosen.card, calc))
    for seat in (attacker, defender):
        for support in ctx.player(seat).supports:
            passive = ctx.cards.supports[ctx.cards.model(support).id].passive
            if passive:
                effects.run(ctx, passive, Source(seat, support, calc))
    att.ap, att.dp, att.bp = _totals(ctx, att, calc)
    dfn.ap, dfn.dp, dfn.bp = _totals(ctx, dfn, calc)
    attacker_won = not defended or att.ap > dfn.dp  # AC-B6: ties go to the defender
    damage = 0
    if attacker_won:
        damage = att.bp
        effects.change_life(ctx, defender, -damage, battle.attack.card or "")
    else:
        players = state.players
        players[defender].rank = min(ctx.rules.max_rank, players[attacker].rank + 1)
        players[attacker].rank = 0
    state.last_battle = BattleReport(att, dfn, defended, attacker_won, damage,
                                     [p.rank for p in state.players])
    ctx.emit(E.BattleResolved(attacker, defended, attacker_won, att.ap, dfn.dp, damage,
                              tuple(p.rank for p in state.players)))
    for seat, chosen in ((attacker, battle.attack), (defender, battle.defence)):
        _put_away(ctx, seat, chosen)
    state.battle = None
    state.flags.ended = True  # a battle is the turn's last step (AC-T3); the flow ends the turn (AC-T4)


def _put_away(ctx: Ctx, seat: int, chosen: Pick) -> None:
    """AC-B7: battle cards to their gauge; a substitute main to the deck bottom."""
    if chosen.card is None:
        return
    player = ctx.player(seat)
    if chosen.substitute:
        player.deck.put_bottom(chosen.card)
    else:
        player.gauge(ctx.cards.battle(chosen.card).gauge).put_top(chosen.card)
    ctx.emit(E.BattleCardAway(seat, chosen.card, chosen.substitute))


