"""The sandbox table's events (design.md §7, §15): what the log words and the screen shows.

A card's face is told only to the seats that could see it before or after (``audience``);
the others read the same event without the card. A move or flip that shows a card to a
seat that had not seen it is a ``Revealing…`` event: an undo barrier in strict mode.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.kernel.event_init import quicken
from engine.core.kernel.events import Event, EventSet

SANDBOX_EVENTS = EventSet("sandbox")


@dataclass(frozen=True)
class SandboxEvent(Event, family=SANDBOX_EVENTS):
    """The root of the sandbox table's events (not an event itself)."""


@dataclass(frozen=True)
class HiddenMove(SandboxEvent):
    """A card moved, as a seat that never saw its face reads it."""

    seat: int
    uid: str
    src: str
    dst: str
    bottom: bool


@dataclass(frozen=True)
class CardMoved(SandboxEvent):
    seat: int
    uid: str
    src: str
    dst: str
    bottom: bool
    card: str
    audience: tuple[int, ...] | None  # the seats that saw the card before or after; None: everyone

    @property
    def private_to(self) -> frozenset[int] | None:
        return None if self.audience is None else frozenset(self.audience)

    def redacted(self) -> Event:
        return HiddenMove(self.seat, self.uid, self.src, self.dst, self.bottom)


@dataclass(frozen=True)
class RevealingMove(CardMoved):
    """A move that showed the card to a seat that had not seen it (a strict-mode undo barrier)."""

    reveals = True


@dataclass(frozen=True)
class HiddenFlip(SandboxEvent):
    seat: int
    uid: str
    zone: str
    face_up: bool


@dataclass(frozen=True)
class CardFlipped(SandboxEvent):
    seat: int
    uid: str
    zone: str
    face_up: bool
    card: str
    audience: tuple[int, ...] | None

    @property
    def private_to(self) -> frozenset[int] | None:
        return None if self.audience is None else frozenset(self.audience)

    def redacted(self) -> Event:
        return HiddenFlip(self.seat, self.uid, self.zone, self.face_up)


@dataclass(frozen=True)
class RevealingFlip(CardFlipped):
    reveals = True


@dataclass(frozen=True)
class CardRotated(SandboxEvent):
    seat: int
    uid: str
    turned: bool


@dataclass(frozen=True)
class Shuffled(SandboxEvent):
    seat: int
    zone: str


@dataclass(frozen=True)
class PeekedUnseen(SandboxEvent):
    seat: int
    zone: str


@dataclass(frozen=True)
class Peeked(SandboxEvent):
    """A seat looks through a pile: only it reads the cards."""

    reveals = True
    seat: int
    zone: str
    cards: tuple[str, ...]

    @property
    def private_to(self) -> frozenset[int] | None:
        return frozenset((self.seat,))

    def redacted(self) -> Event:
        return PeekedUnseen(self.seat, self.zone)


@dataclass(frozen=True)
class PeekEnded(SandboxEvent):
    seat: int
    zone: str


@dataclass(frozen=True)
class CounterChanged(SandboxEvent):
    seat: int
    counter: str
    delta: int
    value: int


@dataclass(frozen=True)
class ControlPassed(SandboxEvent):
    seat: int
    to: int


@dataclass(frozen=True)
class TurnEnded(SandboxEvent):
    seat: int
    next: int
    turn: int


@dataclass(frozen=True)
class GameEnded(SandboxEvent):
    """The seat in control ended the game (``EndGame``)."""

    seat: int
    turn: int


# Built straight into their fields from the start (a replay builds one at every step; issue #28): a
# table's context names no event family, so core's first-emit admission never quickens them.
for _kind in SANDBOX_EVENTS:
    quicken(_kind)
