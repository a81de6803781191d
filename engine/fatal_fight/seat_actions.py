"""Every action a hero's turn (FF-R5) and attack builder (FF-R6) can list, built once per seat.

Actions are immutable values, so the legal lists hand out the same objects decision after decision
(issue #28): one table per seat, read with a subscript or an attribute, instead of making them
(or asking a cache with a key made per call) on every listing. Card actions are made on a card's
first listing and kept per instance id, as the card-instance tables of ``Cards`` are.
"""

from __future__ import annotations

from engine.core.kernel.game import Action
from engine.core.kernel.made import Made
from engine.fatal_fight.actions import (
    AddCard,
    AddItem,
    AddSpecial,
    CancelAttack,
    ConfirmAttack,
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
from engine.fatal_fight.board import ENTRIES, step_target

DIRECTIONS = ("up", "down", "left", "right")


class SeatActions:
    """One seat's actions. ``hand[card]`` is (zanshin, face down) and all three plays of a hand
    card, indexed by whether it may be played face up (``Cards.face_up``, FF-R5d/FF-R5e)."""

    __slots__ = ("moves", "pick_up", "moves_from", "special", "starts", "end", "use_item", "hand",
                 "add_card", "add_item", "add_special", "confirm", "cancel")

    def __init__(self, seat: int) -> None:
        self.moves = tuple(Move(seat, d) for d in DIRECTIONS)
        self.pick_up = PickUp(seat)
        # the moves ``check_move`` lets a hero with move points make from each cell (onto the board)
        self.moves_from = tuple(tuple(m for m, d in zip(self.moves, DIRECTIONS, strict=True)
                                      if step_target(cell, d) is not None) for cell in range(9))
        self.special = SpecialMove(seat)
        self.starts = tuple(StartAttack(seat, entry) for entry in ENTRIES)
        self.end = EndTurn(seat)
        self.use_item: Made[str, UseItem] = Made(lambda item: UseItem(seat, item))
        self.hand: Made[str, tuple[tuple[Action, ...], tuple[Action, ...]]] = Made(lambda card: _plays(seat, card))
        self.add_card: Made[str, AddCard] = Made(lambda card: AddCard(seat, card))
        self.add_item: Made[str, AddItem] = Made(lambda item: AddItem(seat, item))
        self.add_special, self.confirm, self.cancel = AddSpecial(seat), ConfirmAttack(seat), CancelAttack(seat)


def _plays(seat: int, card: str) -> tuple[tuple[Action, ...], tuple[Action, ...]]:
    plays = (Zanshin(seat, card), PlayFaceDown(seat, card), PlayCard(seat, card))
    return plays[:2], plays


SEATS: Made[int, SeatActions] = Made(SeatActions)  # seat -> its actions
