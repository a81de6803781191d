"""Which hand moves are allowed at a sandbox table, and what they do (issue #12).

``check`` is the one source of truth: ``candidates`` lists every move a seat could try and
``legal_actions`` keeps those ``check`` passes. The rules are a real table's: only the seat in
control acts; you cannot take cards from another seat's hand or deck (only draw from your
own), only a pile's top card can be picked up unless you are looking through the pile, and a
zone with a ``limit`` takes no more cards.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.core.i18n.catalog import Msg, Words, msg
from engine.core.kernel.events import Event
from engine.core.kernel.game import Action
from engine.sandbox import actions as A
from engine.sandbox import events as E
from engine.sandbox.state import Placed, SandboxState, all_keys, counter_keys, find, split_key
from engine.sandbox.table_def import TableDef
from engine.sandbox.visibility import seers, sees

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


def _owned_by_other(key: str, seat: int, table: TableDef) -> bool:
    """A zone another seat keeps to itself: its hand (private) or its deck."""
    owner, zone_id = split_key(key)
    zone = table.zone(zone_id)
    return owner is not None and owner != seat and (zone.private or zone_id == table.deck_zone)


def _pile(key: str, table: TableDef) -> bool:
    return table.zone(split_key(key)[1]).layout == "pile"


def _check_reach(table: TableDef, state: SandboxState, seat: int, uid: str) -> Msg | tuple[str, int]:
    """Where the card ``uid`` is, if ``seat`` can lay hands on it; else the reason why not."""
    try:
        key, index = find(state, uid)
    except KeyError:
        return NO_SUCH_CARD
    if _owned_by_other(key, seat, table):
        return NOT_YOURS
    if _pile(key, table) and index != len(state.zones[key]) - 1 and state.peeking.get(str(seat)) != key:
        return NOT_ON_TOP
    return key, index


def check(table: TableDef, state: SandboxState, action: Action) -> Words | None:
    """Why ``action`` is refused now, or None when it is legal."""
    seat = getattr(action, "seat", None)
    if state.over:
        return GAME_OVER
    if seat != state.active:
        return NOT_IN_CONTROL
    check_one = CHECKS.get(type(action))
    return NOT_SANDBOX if check_one is None else check_one(table, state, action)


def _check_move(table: TableDef, state: SandboxState, action: A.MoveCard) -> Words | None:
    reach = _check_reach(table, state, action.seat, action.uid)
    if isinstance(reach, Msg):
        return reach
    if action.to not in state.zones:
        return NO_SUCH_ZONE
    if action.to == reach[0]:
        return ALREADY_THERE
    if _owned_by_other(action.to, action.seat, table) and table.zone(split_key(action.to)[1]).private:
        return NOT_YOURS
    limit = table.zone(split_key(action.to)[1]).limit
    if limit is not None and len(state.zones[action.to]) >= limit:
        return ZONE_FULL
    return None


def _check_card(table: TableDef, state: SandboxState, action: A.Flip | A.Rotate) -> Words | None:
    reach = _check_reach(table, state, action.seat, action.uid)
    if isinstance(reach, Msg):
        return reach
    if isinstance(action, A.Rotate) and _pile(reach[0], table):
        return NOT_A_ROW
    if isinstance(action, A.Flip) and table.zone(split_key(reach[0])[1]).private:
        return NOT_A_ROW
    return None


def _check_pile(table: TableDef, state: SandboxState, action: A.Shuffle | A.Peek) -> Words | None:
    if action.zone not in state.zones:
        return NO_SUCH_ZONE
    if not _pile(action.zone, table):
        return NOT_A_PILE
    owner, zone_id = split_key(action.zone)
    if owner not in (None, action.seat) and (isinstance(action, A.Peek) or zone_id == table.deck_zone):
        return NOT_YOURS
    needed = 2 if isinstance(action, A.Shuffle) else 1
    return TOO_FEW if len(state.zones[action.zone]) < needed else None


def _check_draw(table: TableDef, state: SandboxState, action: A.Draw) -> Words | None:
    return DECK_EMPTY if not state.zones[f"{action.seat}.{table.deck_zone}"] else None


def _check_stop_peek(table: TableDef, state: SandboxState, action: A.StopPeek) -> Words | None:
    return None if str(action.seat) in state.peeking else NOT_PEEKING


def _check_counter(table: TableDef, state: SandboxState, action: A.AdjustCounter) -> Words | None:
    if action.counter not in state.counters:
        return NO_SUCH_ZONE
    owner, counter_id = split_key(action.counter)
    if owner not in (None, action.seat):
        return NOT_YOUR_COUNTER
    limits = next(c for c in table.counters if c.id == counter_id)
    value = state.counters[action.counter] + action.delta
    return COUNTER_LIMIT if action.delta == 0 or not limits.min <= value <= limits.max else None


def _check_pass(table: TableDef, state: SandboxState, action: A.PassControl) -> Words | None:
    return None if 0 <= action.to < len(state.seat_names) and action.to != action.seat else NO_SUCH_SEAT


def _check_end(table: TableDef, state: SandboxState, action: A.EndTurn) -> Words | None:
    return None if action.seat == state.turn_player else NOT_YOUR_TURN


CHECKS: dict[type[Action], Callable[..., Words | None]] = {
    A.MoveCard: _check_move, A.Flip: _check_card, A.Rotate: _check_card, A.Shuffle: _check_pile,
    A.Peek: _check_pile, A.Draw: _check_draw, A.StopPeek: _check_stop_peek,
    A.AdjustCounter: _check_counter, A.PassControl: _check_pass, A.EndTurn: _check_end,
    A.EndGame: lambda table, state, action: None,
}


def candidates(table: TableDef, state: SandboxState) -> list[Action]:
    """Every hand move the seat in control could try (``check`` then keeps the legal ones)."""
    seat = state.active
    keys = all_keys(table, len(state.seat_names))
    found: list[Action] = [A.Draw(seat), A.StopPeek(seat), A.EndTurn(seat), A.EndGame(seat)]
    found += [A.PassControl(seat, other) for other in range(len(state.seat_names)) if other != seat]
    for key in keys:
        found += [A.Shuffle(seat, key), A.Peek(seat, key)]
        for placed in state.zones[key]:
            found += [A.Flip(seat, placed.uid), A.Rotate(seat, placed.uid)]
            found += [A.MoveCard(seat, placed.uid, to) for to in keys if to != key]
            if _pile(key, table):
                found.append(A.MoveCard(seat, placed.uid, key, bottom=True))
    for counter in counter_keys(table, len(state.seat_names)):
        found += [A.AdjustCounter(seat, counter, 1), A.AdjustCounter(seat, counter, -1)]
    return found


def legal_actions(table: TableDef, state: SandboxState) -> list[Action]:
    return [a for a in candidates(table, state) if check(table, state, a) is None]


# --- resolving -----------------------------------------------------------------------------


def _take(state: SandboxState, uid: str) -> tuple[str, Placed]:
    key, index = find(state, uid)
    return key, state.zones[key].pop(index)


def _arrive(table: TableDef, state: SandboxState, placed: Placed, to: str, bottom: bool) -> Placed:
    """Put ``placed`` into ``to`` lying as that zone says; a pile or a hand gives it a fresh uid."""
    zone = table.zone(split_key(to)[1])
    placed.face_up = zone.face == "up"
    placed.turned = False
    if zone.layout == "pile" or zone.private:
        placed.uid = state.fresh_uid()
        placed.marks = {}
    if bottom:
        state.zones[to].insert(0, placed)
    else:
        state.zones[to].append(placed)
    return placed


def move_card(table: TableDef, state: SandboxState, seat: int, uid: str, to: str, bottom: bool = False) -> Event:
    """Move a card and say so, telling its face only to the seats that saw it before or after."""
    before_key, index = find(state, uid)
    saw = seers(table, state, before_key, state.zones[before_key][index])
    key, placed = _take(state, uid)
    _arrive(table, state, placed, to, bottom)
    see = seers(table, state, to, placed)
    kind = E.RevealingMove if see - saw else E.CardMoved
    return kind(seat, placed.uid, key, to, bottom, placed.card, _audience(state, saw | see))


def _audience(state: SandboxState, known: frozenset[int]) -> tuple[int, ...] | None:
    """The seats that may read a card's face in an event; None when every seat may."""
    return None if len(known) == len(state.seat_names) else tuple(sorted(known))


def resolve(table: TableDef, state: SandboxState, action: Action) -> list[Event]:
    """Carry out a legal hand move; return its events."""
    seat = action.seat
    if isinstance(action, A.MoveCard):
        return [move_card(table, state, seat, action.uid, action.to, action.bottom)]
    if isinstance(action, A.Draw):
        deck = state.zones[f"{seat}.{table.deck_zone}"]
        return [move_card(table, state, seat, deck[-1].uid, f"{seat}.{table.hand_zone}")]
    if isinstance(action, (A.Flip, A.Rotate)):
        return [_flip_or_rotate(table, state, action)]
    if isinstance(action, A.Shuffle):
        pile = state.zones[action.zone]
        state.rng.shuffle(pile)
        for placed in pile:
            placed.uid = state.fresh_uid()
        return [E.Shuffled(seat, action.zone)]
    if isinstance(action, A.Peek):
        state.peeking[str(seat)] = action.zone
        cards = [p.card for p in state.zones[action.zone]]
        return [E.Peeked(seat, action.zone, tuple(cards))]
    if isinstance(action, A.StopPeek):
        zone = state.peeking.pop(str(seat))
        return [E.PeekEnded(seat, zone)]
    if isinstance(action, A.AdjustCounter):
        state.counters[action.counter] += action.delta
        return [E.CounterChanged(seat, action.counter, action.delta, state.counters[action.counter])]
    if isinstance(action, A.PassControl):
        state.active = action.to
        return [E.ControlPassed(seat, action.to)]
    if isinstance(action, A.EndGame):
        state.over = True
        state.peeking.clear()
        return [E.GameEnded(seat, state.turn)]
    assert isinstance(action, A.EndTurn)
    state.peeking.clear()
    state.turn_player = (state.turn_player + 1) % len(state.seat_names)
    state.active = state.turn_player
    state.turn += 1
    return [E.TurnEnded(seat, state.turn_player, state.turn)]


def _flip_or_rotate(table: TableDef, state: SandboxState, action: A.Flip | A.Rotate) -> Event:
    key, index = find(state, action.uid)
    placed = state.zones[key][index]
    if isinstance(action, A.Rotate):
        placed.turned = not placed.turned
        return E.CardRotated(action.seat, action.uid, placed.turned)
    saw = seers(table, state, key, placed)
    placed.face_up = not placed.face_up
    see = seers(table, state, key, placed)
    kind = E.RevealingFlip if see - saw else E.CardFlipped
    return kind(action.seat, action.uid, key, placed.face_up, placed.card, _audience(state, saw | see))


def sees_card(table: TableDef, state: SandboxState, uid: str, seat: int | None) -> bool:
    key, index = find(state, uid)
    return sees(table, state, key, state.zones[key][index], seat)
