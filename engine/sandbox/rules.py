"""Which hand moves are allowed at a sandbox table (issue #12): one check per action type, on the
table's rules context (``CHECKS``; ``sandbox.moves`` carries them out, ``sandbox.kernel`` puts both
in the table's dispatch) and ``candidates``, every move the seat in control could try. The rules are a real
table's: only the seat in control acts (the kernel's decision); you cannot take cards from
another seat's hand or deck (only draw from your own), only a pile's top card can be picked up
unless you are looking through the pile, and a zone with a ``limit`` takes no more cards.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core.i18n.catalog import Msg, Words, msg
from engine.core.kernel.game import Action
from engine.sandbox import actions as A
from engine.sandbox.context import TableCtx
from engine.sandbox.state import SandboxState, all_keys, counter_keys, find, split_key
from engine.sandbox.table_def import TableDef

NOT_IN_CONTROL = msg("sandbox.refusal.not_in_control")
NO_SUCH_CARD = msg("sandbox.refusal.no_such_card")
NO_SUCH_ZONE = msg("sandbox.refusal.no_such_zone")
NOT_YOURS = msg("sandbox.refusal.not_yours")
NOT_ON_TOP = msg("sandbox.refusal.not_on_top")
ALREADY_THERE = msg("sandbox.refusal.already_there")
ZONE_FULL = msg("sandbox.refusal.zone_full")
NOT_A_ROW = msg("sandbox.refusal.not_a_row")
NOT_A_PILE = msg("sandbox.refusal.not_a_pile")
TOO_FEW = msg("sandbox.refusal.too_few")
DECK_EMPTY = msg("sandbox.refusal.deck_empty")
NOT_PEEKING = msg("sandbox.refusal.not_peeking")
COUNTER_LIMIT = msg("sandbox.refusal.counter_limit")
NOT_YOUR_COUNTER = msg("sandbox.refusal.not_your_counter")
NO_SUCH_SEAT = msg("sandbox.refusal.no_such_seat")
NOT_YOUR_TURN = msg("sandbox.refusal.not_your_turn")
NOT_SANDBOX = msg("sandbox.refusal.not_sandbox")
GAME_OVER = msg("core.game_over")


def _pile(key: str, table: TableDef) -> bool:
    return table.place(key).zone.layout == "pile"


def _check_reach(table: TableDef, state: SandboxState, seat: int, uid: str) -> Msg | tuple[str, int]:
    """Where the card ``uid`` is, if ``seat`` can lay hands on it; else the reason why not."""
    try:
        key, index = find(state, uid)
    except KeyError:
        return NO_SUCH_CARD
    owner, zone = table.place(key)
    if owner is not None and owner != seat and (zone.private or zone.id == table.deck_zone):  # another's hand or deck
        return NOT_YOURS
    if zone.layout == "pile" and index != len(state.zones[key]) - 1 and state.peeking.get(str(seat)) != key:
        return NOT_ON_TOP
    return key, index


def _check_move(ctx: TableCtx, action: A.MoveCard) -> Words | None:
    table, state = ctx.rules, ctx.state
    reach = _check_reach(table, state, action.seat, action.uid)
    if isinstance(reach, Msg):
        return reach
    if action.to not in state.zones:
        return NO_SUCH_ZONE
    if action.to == reach[0]:
        return ALREADY_THERE
    owner, zone = table.place(action.to)
    if owner is not None and owner != action.seat and zone.private:  # another seat's hand
        return NOT_YOURS
    if zone.limit is not None and len(state.zones[action.to]) >= zone.limit:
        return ZONE_FULL
    return None


def _check_card(ctx: TableCtx, action: A.Flip | A.Rotate) -> Words | None:
    table, state = ctx.rules, ctx.state
    reach = _check_reach(table, state, action.seat, action.uid)
    if isinstance(reach, Msg):
        return reach
    if isinstance(action, A.Rotate) and _pile(reach[0], table):
        return NOT_A_ROW
    if isinstance(action, A.Flip) and table.place(reach[0]).zone.private:
        return NOT_A_ROW
    return None


def _check_pile(ctx: TableCtx, action: A.Shuffle | A.Peek) -> Words | None:
    table, state = ctx.rules, ctx.state
    if action.zone not in state.zones:
        return NO_SUCH_ZONE
    owner, zone = table.place(action.zone)
    if zone.layout != "pile":
        return NOT_A_PILE
    if owner not in (None, action.seat) and (isinstance(action, A.Peek) or zone.id == table.deck_zone):
        return NOT_YOURS
    needed = 2 if isinstance(action, A.Shuffle) else 1
    return TOO_FEW if len(state.zones[action.zone]) < needed else None


def _check_draw(ctx: TableCtx, action: A.Draw) -> Words | None:
    table, state = ctx.rules, ctx.state
    return DECK_EMPTY if not state.zones[f"{action.seat}.{table.deck_zone}"] else None


def _check_stop_peek(ctx: TableCtx, action: A.StopPeek) -> Words | None:
    state = ctx.state
    return None if str(action.seat) in state.peeking else NOT_PEEKING


def _check_counter(ctx: TableCtx, action: A.AdjustCounter) -> Words | None:
    table, state = ctx.rules, ctx.state
    if action.counter not in state.counters:
        return NO_SUCH_ZONE
    owner, counter_id = split_key(action.counter)
    if owner not in (None, action.seat):
        return NOT_YOUR_COUNTER
    limits = table.counter(counter_id)
    value = state.counters[action.counter] + action.delta
    return COUNTER_LIMIT if action.delta == 0 or not limits.min <= value <= limits.max else None


def _check_pass(ctx: TableCtx, action: A.PassControl) -> Words | None:
    state = ctx.state
    return None if 0 <= action.to < len(state.seat_names) and action.to != action.seat else NO_SUCH_SEAT


def _check_end(ctx: TableCtx, action: A.EndTurn) -> Words | None:
    state = ctx.state
    return None if action.seat == state.turn_player else NOT_YOUR_TURN


CHECKS: dict[type[Action], Callable[[TableCtx, Any], Words | None]] = {
    A.MoveCard: _check_move, A.Flip: _check_card, A.Rotate: _check_card, A.Shuffle: _check_pile,
    A.Peek: _check_pile, A.Draw: _check_draw, A.StopPeek: _check_stop_peek,
    A.AdjustCounter: _check_counter, A.PassControl: _check_pass, A.EndTurn: _check_end,
    A.EndGame: lambda ctx, action: None,
}


def candidates(table: TableDef, state: SandboxState) -> list[Action]:
    """Every hand move the seat in control could try (``check`` then keeps the legal ones)."""
    seat = state.active
    keys = all_keys(table, len(state.seat_names))
    piles = {key for key in keys if _pile(key, table)}
    found: list[Action] = [A.Draw(seat), A.StopPeek(seat), A.EndTurn(seat), A.EndGame(seat)]
    found += [A.PassControl(seat, other) for other in range(len(state.seat_names)) if other != seat]
    for key in keys:
        found += [A.Shuffle(seat, key), A.Peek(seat, key)]
        for placed in state.zones[key]:
            found += [A.Flip(seat, placed.uid), A.Rotate(seat, placed.uid)]
            found += [A.MoveCard(seat, placed.uid, to) for to in keys if to != key]
            if key in piles:
                found.append(A.MoveCard(seat, placed.uid, key, bottom=True))
    for counter in counter_keys(table, len(state.seat_names)):
        found += [A.AdjustCounter(seat, counter, 1), A.AdjustCounter(seat, counter, -1)]
    return found

