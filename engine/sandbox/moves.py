"""What a hand move at a sandbox table does (issue #12): one doer per action type (``DOERS``),
each carrying out a move ``sandbox.rules`` has checked and returning its events.

Ending the turn or the game only moves the table's flow on (``sandbox.flow``): the turn's end
and the next turn's start are the flow's steps.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from msgspec.structs import replace

from engine.core.kernel.events import Event
from engine.core.kernel.game import Action
from engine.sandbox import actions as A
from engine.sandbox import events as E
from engine.sandbox.state import Placed, SandboxState, find, note_place
from engine.sandbox.steps import TableStep
from engine.sandbox.table_def import TableDef
from engine.sandbox.visibility import seers

Doer = Callable[[TableDef, SandboxState, Any], list[Event]]


def _arrive(table: TableDef, state: SandboxState, placed: Placed, to: str, bottom: bool) -> Placed:
    """Put ``placed`` into ``to`` lying as that zone says; a pile or a hand gives it a fresh uid."""
    zone = table.place(to).zone
    before = placed.uid
    if zone.layout == "pile" or zone.private:
        placed = Placed(state.fresh_uid(), placed.card, zone.face == "up")
    else:
        placed = replace(placed, face_up=zone.face == "up", turned=False)
    cards = state.zones[to]
    if bottom:
        cards.insert(0, placed)
    else:
        cards.append(placed)
    note_place(state, placed.uid, to, 0 if bottom else len(cards) - 1, before)
    return placed


def move_card(table: TableDef, state: SandboxState, seat: int, uid: str, to: str, bottom: bool = False) -> Event:
    """Move a card and say so, telling its face only to the seats that saw it before or after."""
    key, index = find(state, uid)
    cards = state.zones[key]
    saw = seers(table, state, key, cards[index])
    placed = _arrive(table, state, cards.pop(index), to, bottom)
    revealing, audience = _told(saw, seers(table, state, to, placed), len(state.seat_names))
    return (E.RevealingMove if revealing else E.CardMoved)(seat, placed.uid, key, to, bottom, placed.card, audience)


@lru_cache(maxsize=256)
def _told(saw: frozenset[int], see: frozenset[int], seats: int) -> tuple[bool, tuple[int, ...] | None]:
    """Whether a card seen by ``saw`` before and ``see`` after was shown to a seat that had not seen
    it, and who may read its face in the event: the seats that saw it before or after (None: every seat)."""
    known = saw | see
    return bool(see - saw), None if len(known) == seats else tuple(sorted(known))


def resolve(table: TableDef, state: SandboxState, action: Action) -> list[Event]:
    """Carry out a legal hand move; return its events."""
    return DOERS[type(action)](table, state, action)


def _move(table: TableDef, state: SandboxState, action: A.MoveCard) -> list[Event]:
    return [move_card(table, state, action.seat, action.uid, action.to, action.bottom)]


def _draw(table: TableDef, state: SandboxState, action: A.Draw) -> list[Event]:
    seat = action.seat
    deck = state.zones[f"{seat}.{table.deck_zone}"]
    return [move_card(table, state, seat, deck[-1].uid, f"{seat}.{table.hand_zone}")]


def _flip(table: TableDef, state: SandboxState, action: A.Flip) -> list[Event]:
    key, index = find(state, action.uid)
    cards = state.zones[key]
    saw = seers(table, state, key, cards[index])
    placed = cards[index] = replace(cards[index], face_up=not cards[index].face_up)
    revealing, audience = _told(saw, seers(table, state, key, placed), len(state.seat_names))
    return [(E.RevealingFlip if revealing else E.CardFlipped)(action.seat, action.uid, key, placed.face_up, placed.card,
                                                               audience)]


def _rotate(table: TableDef, state: SandboxState, action: A.Rotate) -> list[Event]:
    key, index = find(state, action.uid)
    cards = state.zones[key]
    placed = cards[index] = replace(cards[index], turned=not cards[index].turned)
    return [E.CardRotated(action.seat, action.uid, placed.turned)]


def _shuffle(table: TableDef, state: SandboxState, action: A.Shuffle) -> list[Event]:
    pile = state.zones[action.zone]
    shuffled = list(pile)
    state.rng.shuffle(shuffled)
    pile[:] = [replace(placed, uid=state.fresh_uid()) for placed in shuffled]
    return [E.Shuffled(action.seat, action.zone)]


def _peek(table: TableDef, state: SandboxState, action: A.Peek) -> list[Event]:
    state.peeking[str(action.seat)] = action.zone
    cards = [p.card for p in state.zones[action.zone]]
    return [E.Peeked(action.seat, action.zone, tuple(cards))]


def _stop_peek(table: TableDef, state: SandboxState, action: A.StopPeek) -> list[Event]:
    zone = state.peeking.pop(str(action.seat))
    return [E.PeekEnded(action.seat, zone)]


def _adjust(table: TableDef, state: SandboxState, action: A.AdjustCounter) -> list[Event]:
    state.counters[action.counter] += action.delta
    return [E.CounterChanged(action.seat, action.counter, action.delta, state.counters[action.counter])]


def _pass_control(table: TableDef, state: SandboxState, action: A.PassControl) -> list[Event]:
    state.active = action.to
    return [E.ControlPassed(action.seat, action.to)]


def _end_turn(table: TableDef, state: SandboxState, action: A.EndTurn) -> list[Event]:
    """The turn player ends the turn: the flow goes on to the turn's end (``sandbox.flow``)."""
    state.step = TableStep.TURN_END
    return []


def _end_game(table: TableDef, state: SandboxState, action: A.EndGame) -> list[Event]:
    """The players agree the game is over: the flow stops at its last step."""
    state.step = TableStep.OVER
    state.peeking.clear()
    return [E.GameEnded(action.seat, state.turn)]


DOERS: dict[type[Action], Doer] = {
    A.MoveCard: _move, A.Draw: _draw, A.Flip: _flip, A.Rotate: _rotate, A.Shuffle: _shuffle, A.Peek: _peek,
    A.StopPeek: _stop_peek, A.AdjustCounter: _adjust, A.PassControl: _pass_control, A.EndTurn: _end_turn,
    A.EndGame: _end_game,
}

