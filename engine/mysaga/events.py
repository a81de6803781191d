"""My Crypto Saga's events (design.md §7, §15): one frozen Struct per kind in ``MS_EVENTS``.

Hands and face-down picks are private to their seat (``Dealt``, ``Picked``); the other seats
read ``HandDealt``/``PickMade`` instead. Events that turn hidden cards up (``reveals``) are
strict-mode undo barriers. Shown cards are ``(seat, slot, card)`` triples (``ShownAfterGame``:
``(seat, round, slot, card)``).
"""

from __future__ import annotations

from engine.core.kernel.events import Event, EventSet

MS_EVENTS = EventSet("mysaga")


class MySagaEvent(Event):
    """Base of every My Crypto Saga event."""

    family = MS_EVENTS


# --- the deal and the pre-round (MS-G1, MS-G2) ---------------------------------------------
class HandDealt(MySagaEvent):
    """What the other seats read of a deal: how many cards, not which."""

    seat: int
    count: int


class Dealt(MySagaEvent):
    """MS-G1: ``seat``'s hand (deck slots in dealt order); only that seat reads it."""

    seat: int
    hand: tuple[int, ...]

    @property
    def private_to(self) -> frozenset[int]:
        return frozenset((self.seat,))

    def redacted(self) -> Event:
        return HandDealt(self.seat, len(self.hand))


class GameStarted(MySagaEvent):
    game: int
    flag: int


class PreRoundPlayed(MySagaEvent):
    """MS-G2: a card played face up in the pre-round with its ante (``full``: an all-in ante)."""

    reveals = True
    seat: int
    slot: int
    card: str
    ante: int
    full: bool


class SkillMarked(MySagaEvent):
    """MS-G2: a face-up card's skill is marked on round ``round`` (played in ``from_round``)."""

    seat: int
    card: str
    from_round: int
    round: int


# --- rounds, picks and charges (MS-G3, MS-C) -----------------------------------------------
class RoundStarted(MySagaEvent):
    round: int


class PickMade(MySagaEvent):
    """What the other seats read of a pick: who picked, not which card."""

    seat: int
    round: int


class Picked(MySagaEvent):
    """MS-G3: ``seat`` picks the card of deck ``slot`` face down; only that seat reads which."""

    seat: int
    round: int
    slot: int

    @property
    def private_to(self) -> frozenset[int]:
        return frozenset((self.seat,))

    def redacted(self) -> Event:
        return PickMade(self.seat, self.round)


class ChargesStarted(MySagaEvent):
    round: int
    pool: int
    charge: int


class Charged(MySagaEvent):
    """MS-C: ``action`` is the charge action's class name; ``kp`` what it paid."""

    seat: int
    action: str
    kp: int
    round_total: int
    level: int
    pool: int


class Revealed(MySagaEvent):
    """MS-G3: the round's face-down cards turned up, as ``(seat, slot, card)``."""

    reveals = True
    round: int
    cards: tuple[tuple[int, int, str], ...]


# --- skills and the attribute judgement (MS-K, MS-A) ---------------------------------------
class NumberChanged(MySagaEvent):
    seat: int
    round: int
    by: str
    old: int
    new: int


class AttributeChanged(MySagaEvent):
    seat: int
    round: int
    by: str
    old: str
    new: str


class KpTax(MySagaEvent):
    """MS-K: ``seat``'s card pays ``kp`` into the pool (the skill of ``to_seat``'s card ``by``)."""

    seat: int
    round: int
    by: str
    to_seat: int
    kp: int


class KpDrain(MySagaEvent):
    """MS-K: ``to_seat``'s card ``by`` takes ``kp`` from ``seat``'s card."""

    seat: int
    round: int
    by: str
    to_seat: int
    kp: int


class NoJudgement(MySagaEvent):
    round: int
    by: str


class AttributeBonus(MySagaEvent):
    """MS-A1: ``seat``'s card gains ``bonus``; ``number`` is its number after."""

    seat: int
    round: int
    bonus: int
    number: int


# --- the end of a game and of the set (MS-G4, MS-P) ----------------------------------------
class ShownAfterGame(MySagaEvent):
    """Ruling: the cards still face down once a game is over, as ``(seat, round, slot, card)``."""

    reveals = True
    cards: tuple[tuple[int, int, int, str], ...]


class GameOver(MySagaEvent):
    """MS-G4, MS-P1: ``totals`` per seat (None for a seat out of the count)."""

    game: int
    winners: tuple[int, ...]
    totals: tuple[int | None, ...]
    pool: int
    burned: int
    by_escape: bool


class SetOver(MySagaEvent):
    """MS-P2: ``gained`` is each seat's KP gained over the set."""

    winners: tuple[int, ...]
    gained: tuple[int, ...]
