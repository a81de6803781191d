"""The turn (AC-T), the mulligan (AC-S3) and the end-of-turn win check (AC-W1).

Steps run in the digest's order, each at most once: place a character (T1), then an event
and a paid ability in either order (T2), then the battle (T3), then the end (T4). Taking a
later step closes the earlier ones (ruling); the battle ends the turn when it resolves.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine.alchemic import actions as A
from engine.alchemic import effects
from engine.alchemic import events as E
from engine.alchemic.cards import NO_MAIN_GRANTS, Facts
from engine.alchemic.context import Ctx
from engine.alchemic.ops import GAUGE_NAMES
from engine.alchemic.schema import Event
from engine.alchemic.state import BattleState, TurnFlags
from engine.alchemic.steps import AcStep
from engine.alchemic.table import has_battle_option, level, main_facts
from engine.core.i18n.catalog import Msg, msg
from engine.core.kernel.game import Action
from engine.core.kernel.piles import Pile

# --- mulligan (AC-S3) ---------------------------------------------------------------------


def may_mulligan(ctx: Ctx, seat: int) -> bool:
    """No main character in hand and a mulligan left."""
    player = ctx.player(seat)
    has_main = any(ctx.cards.kind(c) == "main" for c in player.hand)
    return not has_main and player.mulligans < ctx.rules.mulligans


def next_mulligan(ctx: Ctx, after: int | None) -> None:
    """Offer the mulligan to the next seat (first player first) that may take it (None: play starts)."""
    order = [ctx.state.first, 1 - ctx.state.first]
    start = 0 if after is None else order.index(after) + 1
    ctx.state.mulligan_seat = next((seat for seat in order[start:] if may_mulligan(ctx, seat)), None)


def mulligan(ctx: Ctx, action: A.Mulligan) -> None:
    player = ctx.player(action.seat)
    player.mulligans += 1
    player.deck.put_top(*player.hand.take_all())
    player.deck.shuffle(ctx.state.rng)
    ctx.emit(E.Mulliganed(action.seat, player.mulligans))
    effects.draw_cards(ctx, action.seat, ctx.rules.hand_size)
    if not may_mulligan(ctx, action.seat):
        next_mulligan(ctx, action.seat)


def keep_hand(ctx: Ctx, action: A.KeepHand) -> None:
    ctx.emit(E.HandKept(action.seat))
    next_mulligan(ctx, action.seat)


# --- turn start and end ---------------------------------------------------------------------


def start_turn(ctx: Ctx) -> None:
    """AC-T0: the next turn player (the first player first) draws ``draw_per_turn`` (AC-S4 too)."""
    state = ctx.state
    seat = state.first if state.turn == 0 else 1 - state.turn_player
    state.turn += 1
    state.turn_player = seat
    state.flags = TurnFlags()
    ctx.emit(E.TurnStarted(seat, state.turn))
    effects.draw_cards(ctx, seat, ctx.rules.draw_per_turn)


def end_turn(ctx: Ctx) -> None:
    """AC-T4: the turn player's counter rank becomes 0; then AC-W1: a loser ends the game (the
    flow goes to ``over``), else the next turn follows."""
    state = ctx.state
    seat, players = state.turn_player, state.players
    players[seat].rank = 0
    for player in players:
        player.modifiers.clear()
    ctx.emit(E.TurnEnded(seat, state.turn))
    first, second = players
    lost_first, lost_second = first.life <= 0 or not first.deck.cards, second.life <= 0 or not second.deck.cards
    if lost_first or lost_second:
        losing = (0, 1) if lost_first and lost_second else (0,) if lost_first else (1,)
        winner = seat if len(losing) == 2 else 1 - losing[0]  # both at once: the turn player (AC-W1)
        state.winner, state.result, state.step = winner, "won", AcStep.OVER
        ctx.emit(E.GameOver(winner, losing))
    elif state.turn >= ctx.rules.max_turns:
        state.result, state.step = "draw", AcStep.OVER
        ctx.emit(E.GameOver(None, ()))


# --- the turn's choices ---------------------------------------------------------------------

NOT_IN_HAND = msg("alchemic.refusal.not_in_hand")


def check_place(ctx: Ctx, action: A.PlaceCharacter) -> Msg | None:
    flags = ctx.state.flags
    if flags.placed:
        return msg("alchemic.refusal.placed_already")
    if flags.event or flags.ability:
        return msg("alchemic.refusal.place_first")
    if action.card not in ctx.player(action.seat).hand:
        return NOT_IN_HAND
    if ctx.cards.kind(action.card) not in ("main", "support"):
        return msg("alchemic.refusal.not_character")
    return None


def place(ctx: Ctx, action: A.PlaceCharacter) -> None:
    """AC-T1, AC-T1b, AC-Y5: same persona leaves first, then the 1 main / 2 supports limit."""
    seat, card = action.seat, action.card
    player = ctx.state.players[seat]
    ctx.state.flags.placed = True
    facts = ctx.cards.facts
    placed = facts[card]
    for zone in (player.main, player.supports):
        for other in zone.cards[:]:
            if facts[other].who == placed.who:
                _leave(ctx, seat, zone, other, "unique")
    zone, limit = (player.main, 1) if placed.kind == "main" else (player.supports, ctx.rules.max_supports)
    player.hand.cards.remove(card)  # piles.move, written out (top = the end of ``cards``)
    zone.cards.append(card)
    ctx.emit(E.CharacterPlaced(seat, card))
    while len(zone.cards) > limit:
        _leave(ctx, seat, zone, zone.cards[0], "limit")


def _leave(ctx: Ctx, seat: int, zone: Pile, card: str, why: str) -> None:
    """AC-Y5: a character leaving the field goes to the bottom of its owner's deck."""
    zone.cards.remove(card)  # piles.move, written out (the bottom = index 0)
    ctx.state.players[seat].deck.cards.insert(0, card)
    ctx.emit(E.LeftField(seat, card, why))


def _instant_problem(ctx: Ctx, seat: int, cost: int, alchemy: bool) -> Msg | None:
    player = ctx.player(seat)
    if cost > player.life:
        return msg("alchemic.refusal.cost_over_life", cost=cost)
    if alchemy and not _alchemy_user(ctx, seat):
        return msg("alchemic.refusal.alchemy_users")
    return None


def _alchemy_user(ctx: Ctx, seat: int) -> bool:
    main = main_facts(ctx, ctx.player(seat))
    return main is not None and main.alchemy_user


def check_event(ctx: Ctx, action: A.PlayEvent) -> Msg | None:
    player = ctx.player(action.seat)
    if ctx.state.flags.event:
        return msg("alchemic.refusal.event_used")
    if action.card not in player.hand:
        return NOT_IN_HAND
    card = ctx.cards.facts[action.card]
    if card.kind != "event":
        return msg("alchemic.refusal.not_event")
    if not player.main.cards:
        return msg("alchemic.refusal.no_main_no_events")
    if level(player, card.gauge) < card.level:
        return msg("alchemic.refusal.level_low", gauge=GAUGE_NAMES[card.gauge], level=card.level)
    return _instant_problem(ctx, action.seat, card.cost, card.alchemy)


def play_event(ctx: Ctx, action: A.PlayEvent) -> None:
    """AC-T2, AC-K2, AC-K3: pay life, apply its effects, then it goes to its gauge."""
    player = ctx.state.players[action.seat]
    card: Event = ctx.cards.facts[action.card].model  # type: ignore[assignment]
    ctx.state.flags.event = True
    player.hand.cards.remove(action.card)
    ctx.emit(E.EventPlayed(action.seat, action.card))
    effects.change_life(ctx, action.seat, -card.cost, action.card)
    effects.run(ctx, card.effects, effects.Source(action.seat, action.card))
    player.gauge(card.gauge).cards.append(action.card)


def check_ability(ctx: Ctx, action: A.UseAbility) -> Msg | None:
    player = ctx.player(action.seat)
    if ctx.state.flags.ability:
        return msg("alchemic.refusal.ability_used")
    if action.card not in player.main and action.card not in player.supports:
        return msg("alchemic.refusal.not_on_field")
    cost = ctx.cards.facts[action.card].ability_cost
    if cost is None:
        return msg("alchemic.refusal.no_ability")
    return _instant_problem(ctx, action.seat, cost, False)  # an ability has no 【錬金術】 mark


def use_ability(ctx: Ctx, action: A.UseAbility) -> None:
    ability = ctx.cards.facts[action.card].model.ability  # type: ignore[union-attr]
    assert ability is not None
    ctx.state.flags.ability = True
    ctx.emit(E.AbilityUsed(action.seat, action.card))
    effects.change_life(ctx, action.seat, -ability.cost, action.card)
    effects.run(ctx, ability.effects, effects.Source(action.seat, action.card))


def check_declare(ctx: Ctx, action: A.DeclareBattle) -> Msg | None:
    """AC-T3's four prohibitions."""
    state, player = ctx.state, ctx.player(action.seat)
    if state.turn == 1:
        return msg("alchemic.refusal.first_turn")
    if not player.main.cards:
        return msg("alchemic.refusal.no_main")
    if not has_battle_option(ctx, player):
        return msg("alchemic.refusal.no_battle_card")
    if player.life <= 0:
        return msg("alchemic.refusal.no_life")
    return None


def declare(ctx: Ctx, action: A.DeclareBattle) -> None:
    ctx.state.flags.battled = True
    ctx.state.battle = BattleState(attacker=action.seat)
    ctx.emit(E.BattleDeclared(action.seat))


def end(ctx: Ctx, action: A.EndTurn) -> None:
    ctx.state.flags.ended = True  # the flow ends the turn (AC-T4)


def legal(ctx: Ctx, seat: int, facts: Mapping[str, Facts]) -> list[Action]:
    """The turn actions open to ``seat`` (the turn player), generated directly from the rules the
    checks above refuse by (issue #28), in the order a player meets them: each hand card once, as
    its first copy in the hand (place it, T1, or play it, T2), the field's abilities (T2), the battle
    (T3), the end (T4). One pass over the hand finds the places, the events and whether a battle card
    is there (``has_battle_option``). ``tests/engine/alchemic/test_fast_rules.py`` holds it equal to
    checking every action. ``facts``: the cards' Facts by instance (``Cards.dealt``, or ``Cards.facts``
    for a card no game deals: ``rules.legal_actions``)."""
    state = ctx.state
    flags, player = state.flags, state.players[seat]
    life = player.life
    on_field = player.main.cards
    found: list[Action] = []
    may_place = not (flags.placed or flags.event or flags.ability)  # AC-T1 comes first
    if on_field:
        main = facts[on_field[0]]
        may_event = not flags.event  # AC-T2: an event needs a main on the field
        arming = may_battle = state.turn != 1 and life > 0  # AC-T3; arming: no battle card found yet
        met, alchemy_ok = main.grants, main.alchemy_user
    else:
        may_event = arming = may_battle = alchemy_ok = False
        met = NO_MAIN_GRANTS
    if may_place or may_event:
        combat, alchemy = len(player.combat.cards), len(player.alchemy.cards)
        places, events = A.PLACES[seat], A.EVENTS[seat]
        listed: set[str] = set()  # the cards listed: a later copy is the same choice (every copy is alike)
        for card in player.hand.cards:
            info = facts[card]
            if arming and info.battle_need in met:
                arming = False
            if info.character:
                if may_place and info.id not in listed:
                    listed.add(info.id)
                    found.append(places[card])
            elif (may_event and info.kind == "event" and info.cost <= life and (alchemy_ok or not info.alchemy)
                  and (combat if info.gauge == "combat" else alchemy) >= info.level and info.id not in listed):
                listed.add(info.id)
                found.append(events[card])
    elif arming:  # only a battle card to look for
        for card in player.hand.cards:
            if facts[card].battle_need in met:
                arming = False
                break
    if not flags.ability:
        abilities = A.ABILITIES[seat]
        for zone in (on_field, player.supports.cards):
            for card in zone:
                cost = facts[card].ability_cost
                if cost is not None and cost <= life:
                    found.append(abilities[card])
    if may_battle and not arming:
        found.append(A.DECLARES[seat])
    found.append(A.ENDS[seat])
    return found


CHECKS: dict[type[Action], Callable[[Ctx, Any], Msg | None]] = {A.PlaceCharacter: check_place, A.PlayEvent: check_event, A.UseAbility: check_ability,
          A.DeclareBattle: check_declare, A.EndTurn: lambda ctx, a: None}
DOERS: dict[type[Action], Callable[[Ctx, Any], None]] = {A.PlaceCharacter: place, A.PlayEvent: play_event, A.UseAbility: use_ability,
         A.DeclareBattle: declare, A.EndTurn: end}
