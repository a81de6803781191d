"""A hero's turn (FF-R5): move, pick up, items, special move, zanshin, card play, turn order.

Each action has a ``check_*`` (None when legal, else the reason a player reads, a catalog ``Msg``) and a
``do_*`` that assumes the check passed. ``candidates`` lists every action worth checking.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core.i18n.catalog import Words, msg
from engine.core.kernel.game import Action
from engine.core.kernel.piles import move
from engine.fatal_fight import attack, groups
from engine.fatal_fight.actions import (
    EndTurn,
    Move,
    PickUp,
    PlayCard,
    PlayFaceDown,
    SpecialMove,
    StartAttack,
    UseItem,
    Zanshin,
)
from engine.fatal_fight.attack import NO_ACTIONS, NOT_CARRIED, NOT_IN_HAND
from engine.fatal_fight.board import ENTRIES, cell_name, step_target
from engine.fatal_fight.context import Ctx
from engine.fatal_fight.effects import hero_source, play_values, run
from engine.fatal_fight.events import turn as ev
from engine.fatal_fight.heroes import actions_per_turn, lose_life, speed
from engine.fatal_fight.schema import Item, Playable
from engine.fatal_fight.seat_actions import DIRECTIONS, SEATS
from engine.fatal_fight.stage_flow import run_gimmicks
from engine.fatal_fight.state import card_id
from engine.fatal_fight.supply import exile_item, gain_item

# Why not (built once: the checks run on every candidate of every decision).
BAD_DIRECTION = msg("fatal_fight.refusal.bad_direction")
NO_MOVE_POINTS = msg("fatal_fight.refusal.no_move_points")
ONTO_ENTRY = msg("fatal_fight.refusal.onto_entry")
OFF_BOARD = msg("fatal_fight.refusal.off_board")
NOTHING_HERE = msg("fatal_fight.refusal.nothing_here")
ONLY_IN_ATTACK = msg("fatal_fight.refusal.only_in_attack")
SPECIAL_IS_ATTACK = msg("fatal_fight.refusal.special_is_attack")
STATUS_FACE_UP = msg("fatal_fight.refusal.status_face_up")
ATTACK_CARD = msg("fatal_fight.refusal.attack_card")
BAD_ENTRY = msg("fatal_fight.refusal.bad_entry")


# --- turn order (FF-R5) -------------------------------------------------------------------
def turn_order(ctx: Ctx) -> list[int]:
    """Every hero's seat in ascending speed, ties by seat (FF-R5 and its ruling)."""
    return sorted(range(len(ctx.state.heroes)), key=lambda s: (speed(ctx, ctx.state.heroes[s]), s))


def next_hero(ctx: Ctx) -> bool:
    """Start the next hero's turn in speed order (FF-R5); False when all have acted."""
    state = ctx.state
    waiting = [(speed(ctx, h), s) for s, h in enumerate(state.heroes) if not h.down and not h.acted]
    if not waiting:
        return False
    seat = min(waiting)[1]  # the first of ``turn_order`` still waiting
    state.turn = seat
    state.move_points = ctx.rules.move_points
    state.actions = actions_per_turn(ctx, state.heroes[seat])
    ctx.emit(ev.TurnStarted(seat=seat, move_points=state.move_points, actions=state.actions))
    run_gimmicks(ctx, "turn_start", seat)
    if state.heroes[seat].down and not state.result:
        finish_turn(ctx)
    return True


def finish_turn(ctx: Ctx) -> None:
    """End the turn: enemy damage wears off (FF-R6b), turn-end gimmicks, leftovers lost."""
    state = ctx.state
    seat = state.turn
    assert seat is not None
    hero = state.heroes[seat]
    if not hero.down:
        run_gimmicks(ctx, "turn_end", seat)
    groups.clear_turn_damage(ctx)
    hero.acted = True
    state.turn = None
    state.move_points = state.actions = 0
    state.attack = None
    ctx.emit(ev.TurnEnded(seat=seat))


# --- what may be checked ------------------------------------------------------------------
def candidates(ctx: Ctx, seat: int) -> list[Action]:
    """Every action worth checking: moves, pick-up, items, special move, hand cards, an attack on
    each entry (an empty one too: its refusal says so), ending the turn."""
    hero, acts = ctx.state.heroes[seat], SEATS[seat]
    found: list[Action] = [*acts.moves, acts.pick_up]
    found += [acts.use_item[i] for i in hero.items.cards]
    found.append(acts.special)
    for card in hero.hand.cards:
        found += acts.hand[card][1]
    found += acts.starts
    found.append(acts.end)
    return found


def legal(ctx: Ctx, seat: int) -> list[Action]:
    """The candidates that pass their check, in candidate order, made directly from what the checks
    ask (issue #28; a test holds it to checking every candidate). Attacks come from
    ``attack.starts_in_reach`` (``check_start_attack`` for every entry at once); ending the
    turn is always legal. What could start an attack is gathered on the way (``payable``: the
    components ``attack._components`` says the hero can pay for now, in any order)."""
    state, cards = ctx.state, ctx.cards
    hero, acts = state.heroes[seat], SEATS[seat]
    cell = hero.cell
    found: list[Action] = list(acts.moves_from[cell]) if state.move_points >= 1 else []
    icons = state.icons[cell]
    if icons and icons.count("trap") < len(icons):  # check_pick_up: an icon that is not a trap
        found.append(acts.pick_up)
    payable: list[Playable] = []
    if hero.items.cards:
        items, attack_items, use_item = cards.items, cards.attack_item_of, acts.use_item
        found += [use_item[i] for i in hero.items.cards if usable_alone(items[card_id(i)])]
        payable += [item for card in hero.items.cards if (item := attack_items[card]) is not None]
    special = cards.characters[hero.character].special
    if hero.life > ctx.rules.special_cost:  # a special move costs life, never the last (FF-R5c)
        if special.ap is None:
            found.append(acts.special)
        else:
            payable.append(special)
    plays = acts.hand
    if state.actions >= 1:  # check_play: a status face up only with FF-V5, never an attack art
        face_up, arts = cards.face_up["FF-V5" in state.variants], cards.attack_art_of
        for card in hero.hand.cards:
            found += plays[card][face_up[card]]
            if (art := arts[card]) is not None:
                payable.append(art)
    else:
        found += [plays[card][0][0] for card in hero.hand.cards]
    if payable:
        found += attack.starts_in_reach(ctx, seat, payable, acts.starts)
    found.append(acts.end)
    return found


def usable_alone(item: Item) -> bool:
    """An item used outside an attack needs something to do besides AP."""
    return item.ap is None and bool(item.guard or item.draw or item.heal or item.effects)


def check_move(ctx: Ctx, a: Move) -> Words | None:
    if a.direction not in DIRECTIONS:
        return BAD_DIRECTION
    if ctx.state.move_points < 1:
        return NO_MOVE_POINTS
    if step_target(ctx.state.heroes[a.seat].cell, a.direction) is None:
        return ONTO_ENTRY if a.direction in ("left", "right") else OFF_BOARD
    return None


def check_pick_up(ctx: Ctx, a: PickUp) -> Words | None:
    if not [i for i in ctx.state.icons[ctx.state.heroes[a.seat].cell] if i != "trap"]:
        return NOTHING_HERE
    return None


def check_use_item(ctx: Ctx, a: UseItem) -> Words | None:
    if a.item not in ctx.state.heroes[a.seat].items:
        return NOT_CARRIED
    if not usable_alone(ctx.cards.items[card_id(a.item)]):
        return ONLY_IN_ATTACK
    return None


def check_special(ctx: Ctx, a: SpecialMove) -> Words | None:
    hero = ctx.state.heroes[a.seat]
    special = ctx.cards.characters[hero.character].special
    if special.is_attack:
        return SPECIAL_IS_ATTACK
    if hero.life <= ctx.rules.special_cost:
        cost = ctx.rules.special_cost
        return msg("fatal_fight.refusal.special_life", cost=cost)
    return None


def check_zanshin(ctx: Ctx, a: Zanshin) -> Words | None:
    return None if a.card in ctx.state.heroes[a.seat].hand else NOT_IN_HAND


def check_face_down(ctx: Ctx, a: PlayFaceDown) -> Words | None:
    if a.card not in ctx.state.heroes[a.seat].hand:
        return NOT_IN_HAND
    return NO_ACTIONS if ctx.state.actions < 1 else None


def check_play(ctx: Ctx, a: PlayCard) -> Words | None:
    if a.card not in ctx.state.heroes[a.seat].hand:
        return NOT_IN_HAND
    if ctx.state.actions < 1:
        return NO_ACTIONS
    if card_id(a.card) in ctx.cards.statuses:
        return None if ctx.on("FF-V5") else STATUS_FACE_UP
    if ctx.cards.arts[card_id(a.card)].is_attack:
        return ATTACK_CARD
    return None


def check_start_attack(ctx: Ctx, a: StartAttack) -> Words | None:
    if a.entry not in ENTRIES:
        return BAD_ENTRY
    if not ctx.state.groups[a.entry - 1]:
        return msg("fatal_fight.refusal.no_group", entry=a.entry)
    return attack.why_no_component(ctx, a.seat, a.entry)


# --- doing it -----------------------------------------------------------------------------
def do_move(ctx: Ctx, a: Move) -> None:
    state = ctx.state
    hero = state.heroes[a.seat]
    target = step_target(hero.cell, a.direction)
    assert target is not None
    state.move_points -= 1
    _take_icons(ctx, a.seat, hero.cell, with_traps=True)
    if hero.down:
        return
    hero.cell = target
    ctx.emit(ev.HeroMoved(seat=a.seat, cell=cell_name(target), move_points=state.move_points))
    _take_icons(ctx, a.seat, target, with_traps=True)


def _take_icons(ctx: Ctx, seat: int, cell: int, with_traps: bool) -> None:
    """FF-R5a: the first hero entering or leaving a cell takes its icons, once per stage card; gold
    and items before a trap (a hero downed by the trap leaves nothing behind that it took)."""
    state = ctx.state
    icons = state.icons[cell]
    if not icons:  # most cells, once their icons are taken
        return
    # gold and items first, traps last: a trap can't destroy the gold on its cell (FF-R5a ruling)
    taken = sorted((i for i in icons if with_traps or i != "trap"), key=lambda i: i == "trap")
    for icon in taken:
        if state.heroes[seat].down:
            break
        state.icons[cell].remove(icon)
        ctx.emit(ev.IconTaken(seat=seat, cell=cell_name(cell), icon=icon))
        if icon == "gold":
            state.stage_gold += 1
            ctx.emit(ev.StageGoldChanged(delta=1, gold=state.stage_gold, source="icon"))
        elif icon == "trap":
            lose_life(ctx, seat, 1, "trap")
        else:
            gain_item(ctx, seat, ctx.cards.icon_items[icon], "icon")


def do_pick_up(ctx: Ctx, a: PickUp) -> None:
    _take_icons(ctx, a.seat, ctx.state.heroes[a.seat].cell, with_traps=False)


def do_use_item(ctx: Ctx, a: UseItem) -> None:
    item = ctx.cards.items[card_id(a.item)]
    exile_item(ctx, a.seat, a.item)
    ctx.emit(ev.ItemUsed(seat=a.seat, item=a.item))
    play_values(ctx, item, hero_source(ctx, a.seat, f"item:{item.id}"))


def do_special(ctx: Ctx, a: SpecialMove) -> None:
    hero = ctx.state.heroes[a.seat]
    special = ctx.cards.characters[hero.character].special
    hero.life -= ctx.rules.special_cost
    ctx.emit(ev.SpecialMove(seat=a.seat, life=hero.life, cost=ctx.rules.special_cost))
    play_values(ctx, special, hero_source(ctx, a.seat, f"special:{hero.character}"))


def do_zanshin(ctx: Ctx, a: Zanshin) -> None:
    hero = ctx.state.heroes[a.seat]
    move(hero.hand, hero.discard, a.card)
    ctx.emit(ev.Zanshin(seat=a.seat, card=a.card))
    status = ctx.cards.statuses.get(card_id(a.card))
    if status is not None and status.zanshin:
        ctx.emit(ev.ZanshinPenalty(seat=a.seat, card=a.card))
        run(ctx, status.zanshin, hero_source(ctx, a.seat, f"status:{status.id}"))


def do_face_down(ctx: Ctx, a: PlayFaceDown) -> None:
    state = ctx.state
    hero = state.heroes[a.seat]
    move(hero.hand, hero.face_down, a.card)
    state.actions -= 1
    state.move_points += 1
    ctx.emit(ev.PlayedFaceDown(seat=a.seat, card=a.card, actions=state.actions, move_points=state.move_points))


def do_play(ctx: Ctx, a: PlayCard) -> None:
    state = ctx.state
    hero = state.heroes[a.seat]
    move(hero.hand, hero.played, a.card)
    state.actions -= 1
    ctx.emit(ev.CardPlayed(seat=a.seat, card=a.card, actions=state.actions))
    art = ctx.cards.arts.get(card_id(a.card))
    if art is not None:
        play_values(ctx, art, hero_source(ctx, a.seat, f"art:{art.id}"))


def do_start_attack(ctx: Ctx, a: StartAttack) -> None:
    attack.start(ctx, a.seat, a.entry)


def do_end_turn(ctx: Ctx, a: EndTurn) -> None:
    finish_turn(ctx)


CHECKS: dict[type[Action], Callable[[Ctx, Any], Words | None]] = {
    Move: check_move, PickUp: check_pick_up, UseItem: check_use_item, SpecialMove: check_special,
          Zanshin: check_zanshin, PlayFaceDown: check_face_down, PlayCard: check_play,
          StartAttack: check_start_attack, EndTurn: lambda ctx, a: None}
DOERS: dict[type[Action], Callable[[Ctx, Any], None]] = {
    Move: do_move, PickUp: do_pick_up, UseItem: do_use_item, SpecialMove: do_special,
         Zanshin: do_zanshin, PlayFaceDown: do_face_down, PlayCard: do_play,
         StartAttack: do_start_attack, EndTurn: do_end_turn}
