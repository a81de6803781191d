"""Alchemic actions: frozen dataclasses whose first field is the seat taking them (CORE_API.md)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.core.kernel.game import Action
from engine.core.kernel.made import Made


@dataclass(frozen=True)
class Mulligan(Action):
    """AC-S3: shuffle the hand back and draw again (no main character in hand)."""

    seat: int


@dataclass(frozen=True)
class KeepHand(Action):
    """AC-S3: keep the hand and end one's mulligans."""

    seat: int


@dataclass(frozen=True)
class PlaceCharacter(Action):
    """AC-T1: put a main or support character from the hand on the field."""

    seat: int
    card: str


@dataclass(frozen=True)
class PlayEvent(Action):
    """AC-T2, AC-Y4: use an event card from the hand."""

    seat: int
    card: str


@dataclass(frozen=True)
class UseAbility(Action):
    """AC-T2: use the paid ability of a character on one's field."""

    seat: int
    card: str


@dataclass(frozen=True)
class DeclareBattle(Action):
    """AC-T3: declare the turn's battle; the picks follow face down (AC-B1, AC-B2)."""

    seat: int


@dataclass(frozen=True)
class PickBattleCard(Action):
    """AC-B1/AC-B2: put one battle card (or a main as substitute, AC-Y1) face down.

    ``card`` None is the defender's "no defence" (undefended). ``rebound`` is True when the
    card's skill level is not met: it is legal but will rebound (AC-B4) — screens warn.
    """

    seat: int
    card: str | None
    rebound: bool = False


@dataclass(frozen=True)
class EndTurn(Action):
    """AC-T4: end the turn (counter rank to 0, win check)."""

    seat: int


ACTION_TYPES: tuple[type[Action], ...] = (
    Mulligan, KeepHand, PlaceCharacter, PlayEvent, UseAbility, DeclareBattle, PickBattleCard, EndTurn,
)


# The legal lists name the same actions decision after decision: each is made once and shared (they are
# frozen values; making a frozen dataclass costs several times a look-up; issue #28), per seat.
def _per_seat(make: Callable[[int, Any], Action]) -> tuple[Made[Any, Action], Made[Any, Action]]:
    return Made(lambda key: make(0, key)), Made(lambda key: make(1, key))


PLACES = _per_seat(PlaceCharacter)  # [seat][card]
EVENTS = _per_seat(PlayEvent)  # [seat][card]
ABILITIES = _per_seat(UseAbility)  # [seat][card]
PICKS = _per_seat(PickBattleCard)  # [seat][card]: a pick that does not rebound
REBOUNDS = _per_seat(lambda seat, card: PickBattleCard(seat, card, True))  # [seat][card]: one that will (AC-B4)
NO_DEFENCE = (PickBattleCard(0, None), PickBattleCard(1, None))  # [seat]
MULLIGANS, KEEPS = (Mulligan(0), Mulligan(1)), (KeepHand(0), KeepHand(1))  # [seat]
DECLARES, ENDS = (DeclareBattle(0), DeclareBattle(1)), (EndTurn(0), EndTurn(1))  # [seat]
