"""Alchemic Card Battle's events (design.md §7, §15): one frozen Struct per kind in ``AC_EVENTS``.

Private: a draw (``CardsDrawn``, the others read ``DrewCards``: how many) and a face-down
battle pick (``BattleCardPicked``, the others read ``BattleCardHidden``: not even whether it
was a pass, AC-B2). Events that turn hidden cards up are strict-mode undo barriers
(``reveals``): a draw shows the drawer its deck's top, a character or event comes out of the
hand, a face-down battle card is put, the battle reveal (AC-B4) turns both picks up.
"""

from __future__ import annotations

from engine.core.kernel.events import Event, EventSet

AC_EVENTS = EventSet("alchemic")


class AlchemicEvent(Event):
    """Base of every Alchemic Card Battle event."""

    family = AC_EVENTS


# --- setup and mulligans (AC-S) --------------------------------------------------------------
class GameSetUp(AlchemicEvent):
    """AC-S2: who goes first and the two decks' names (by seat)."""

    first: int
    decks: tuple[str, ...]


class DrewCards(AlchemicEvent):
    """What the other seat reads of a draw: how many cards, not which."""

    seat: int
    count: int


class CardsDrawn(AlchemicEvent):
    """Cards (instance ids) drawn into ``seat``'s hand; only that seat reads which."""

    reveals = True
    seat: int
    cards: tuple[str, ...]

    @property
    def private_to(self) -> frozenset[int]:
        return frozenset((self.seat,))

    def redacted(self) -> Event:
        return DrewCards(self.seat, len(self.cards))


class Mulliganed(AlchemicEvent):
    """AC-S3: ``seat`` took its ``count``-th mulligan."""

    seat: int
    count: int


class HandKept(AlchemicEvent):
    seat: int


# --- the turn (AC-T) -------------------------------------------------------------------------
class TurnStarted(AlchemicEvent):
    seat: int
    turn: int


class TurnEnded(AlchemicEvent):
    seat: int
    turn: int


class GameOver(AlchemicEvent):
    """AC-W1: the winner (None: drawn at the turn bound) and the seats that lost."""

    winner: int | None
    losers: tuple[int, ...]


class CharacterPlaced(AlchemicEvent):
    """A main or support character put out from the hand."""

    reveals = True
    seat: int
    card: str


class LeftField(AlchemicEvent):
    """A character left the field for the deck bottom (``why``: e.g. "limit")."""

    seat: int
    card: str
    why: str


class EventPlayed(AlchemicEvent):
    """An event card used from the hand (AC-T2)."""

    reveals = True
    seat: int
    card: str


class AbilityUsed(AlchemicEvent):
    """A field character's paid ability used."""

    seat: int
    card: str


# --- battle (AC-B) ---------------------------------------------------------------------------
class BattleDeclared(AlchemicEvent):
    seat: int


class BattleCardHidden(AlchemicEvent):
    """What the other seat reads of a face-down pick: that a choice was made."""

    seat: int


class BattleCardPicked(AlchemicEvent):
    """AC-B2: ``seat``'s face-down card (None: no defence); only that seat reads it. A strict-mode
    undo barrier (the confirmed ruling: a face-down card put is not taken back)."""

    reveals = True
    seat: int
    card: str | None

    @property
    def private_to(self) -> frozenset[int]:
        return frozenset((self.seat,))

    def redacted(self) -> Event:
        return BattleCardHidden(self.seat)


class BattleRevealed(AlchemicEvent):
    """AC-B4: both face-down picks turned up (None: none was played)."""

    reveals = True
    attacker: int
    attack: str | None
    defence: str | None


class Rebounded(AlchemicEvent):
    """A revealed card could not be paid for: it rebounds and ``seat`` loses its BP."""

    seat: int
    card: str
    life_lost: int


class BattleResolved(AlchemicEvent):
    """AC-B6: the comparison (ties to the defender), the damage and both counter ranks after."""

    attacker: int
    defended: bool
    attacker_won: bool
    ap: int
    dp: int
    damage: int
    ranks: tuple[int, ...]


class BattleCardAway(AlchemicEvent):
    """A battle card after the battle: to its gauge, or a substitute to the deck bottom."""

    seat: int
    card: str
    substitute: bool


# --- effects (AC-E) --------------------------------------------------------------------------
class LifeChanged(AlchemicEvent):
    seat: int
    change: int
    life: int
    cause: str


class Modified(AlchemicEvent):
    """A stat modifier from ``card`` for ``seat``'s battle."""

    seat: int
    stat: str
    value: int
    card: str


class GaugeCharged(AlchemicEvent):
    seat: int
    gauge: str
    cards: tuple[str, ...]


class GaugeDrained(AlchemicEvent):
    seat: int
    gauge: str
    cards: tuple[str, ...]


class RankChanged(AlchemicEvent):
    seat: int
    rank: int
