"""The sandbox table's events (design.md §7, §15): what the log words and the screen shows.

A card's face is told only to the seats that could see it before or after (``audience``);
the others read the same event without the card. A move or flip that shows a card to a
seat that had not seen it is a ``Revealing…`` event: an undo barrier in strict mode.
"""

from __future__ import annotations

from engine.core.kernel.events import Event, EventSet

SANDBOX_EVENTS = EventSet("sandbox")


class SandboxEvent(Event):
    """The root of the sandbox table's events (not an event itself)."""

    family = SANDBOX_EVENTS


class HiddenMove(SandboxEvent):
    """A card moved, as a seat that never saw its face reads it."""

    seat: int
    uid: str
    src: str
    dst: str
    bottom: bool


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


class RevealingMove(CardMoved):
    """A move that showed the card to a seat that had not seen it (a strict-mode undo barrier)."""

    reveals = True


class HiddenFlip(SandboxEvent):
    seat: int
    uid: str
    zone: str
    face_up: bool


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


class RevealingFlip(CardFlipped):
    reveals = True


class CardRotated(SandboxEvent):
    seat: int
    uid: str
    turned: bool


class Shuffled(SandboxEvent):
    seat: int
    zone: str


class PeekedUnseen(SandboxEvent):
    seat: int
    zone: str


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


class PeekEnded(SandboxEvent):
    seat: int
    zone: str


class CounterChanged(SandboxEvent):
    seat: int
    counter: str
    delta: int
    value: int


class ControlPassed(SandboxEvent):
    seat: int
    to: int


class TurnEnded(SandboxEvent):
    seat: int
    next: int
    turn: int


class GameEnded(SandboxEvent):
    """The seat in control ended the game (``EndGame``)."""

    seat: int
    turn: int
