"""What a seat can do at a sandbox table: move cards by hand, as at a real table (issue #12)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.kernel.event_init import quicken
from engine.core.kernel.game import Action
from engine.core.saves.codec import Seat


@dataclass(frozen=True)
class MoveCard(Action):
    """Move a card to zone ``to`` (its top / right end, or the bottom with ``bottom``)."""

    seat: int
    uid: str
    to: str
    bottom: bool = False


@dataclass(frozen=True)
class Flip(Action):
    """Turn a card face up or face down."""

    seat: int
    uid: str


@dataclass(frozen=True)
class Rotate(Action):
    """Tap / untap a card (turn it 90°)."""

    seat: int
    uid: str


@dataclass(frozen=True)
class Shuffle(Action):
    seat: int
    zone: str


@dataclass(frozen=True)
class Draw(Action):
    """The top card of the seat's deck into its hand."""

    seat: int


@dataclass(frozen=True)
class Peek(Action):
    """Look through a pile (only this seat sees its cards) until ``StopPeek``."""

    seat: int
    zone: str


@dataclass(frozen=True)
class StopPeek(Action):
    seat: int


@dataclass(frozen=True)
class AdjustCounter(Action):
    seat: int
    counter: str
    delta: int


@dataclass(frozen=True)
class PassControl(Action):
    """Hand the table to another seat without ending the turn (to answer, to counter-attack)."""

    seat: int
    to: Seat


@dataclass(frozen=True)
class EndTurn(Action):
    """The turn marker moves to the next seat, which takes control."""

    seat: int


@dataclass(frozen=True)
class EndGame(Action):
    """The players agree the game is over (a sandbox has no rule for winning): the table takes
    no more moves, and a replay of it may show everything (issue #16). Undo takes it back."""

    seat: int


SANDBOX_ACTIONS: tuple[type[Action], ...] = (
    MoveCard, Flip, Rotate, Shuffle, Draw, Peek, StopPeek, AdjustCounter, PassControl, EndTurn, EndGame,
)
for _kind in SANDBOX_ACTIONS:  # built straight into their fields (a replay reads one per new step; issue #28)
    quicken(_kind)
