"""Events of a hero's turn and of what happens to heroes (FF-R5, FF-R7, FF-R9)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.fatal_fight.events.base import FatalFightEvent


@dataclass(frozen=True)
class TurnStarted(FatalFightEvent):
    seat: int
    move_points: int
    actions: int


@dataclass(frozen=True)
class TurnEnded(FatalFightEvent):
    seat: int


@dataclass(frozen=True)
class HeroMoved(FatalFightEvent):
    seat: int
    cell: str
    move_points: int


@dataclass(frozen=True)
class IconTaken(FatalFightEvent):
    """FF-R5a: an icon picked up from ``cell``."""

    seat: int
    cell: str
    icon: str


@dataclass(frozen=True)
class StageGoldChanged(FatalFightEvent):
    """``source``: "icon", "overkill", "drop" or the effect's source."""

    delta: int
    gold: int
    source: str


@dataclass(frozen=True)
class ItemGained(FatalFightEvent):
    """``source``: "icon", "drop", "reward" or an effect's source."""

    seat: int
    item: str
    source: str


@dataclass(frozen=True)
class ItemUnavailable(FatalFightEvent):
    seat: int
    item: str
    source: str


@dataclass(frozen=True)
class ItemUsed(FatalFightEvent):
    seat: int
    item: str


@dataclass(frozen=True)
class ItemDropped(FatalFightEvent):
    seat: int
    item: str


@dataclass(frozen=True)
class SpecialMove(FatalFightEvent):
    seat: int
    life: int
    cost: int


@dataclass(frozen=True)
class Zanshin(FatalFightEvent):
    """FF-R5d: a card discarded by zanshin."""

    seat: int
    card: str


@dataclass(frozen=True)
class ZanshinPenalty(FatalFightEvent):
    seat: int
    card: str


@dataclass(frozen=True)
class PlayedFaceDown(FatalFightEvent):
    """FF-R5e: a card played face down for +1 move."""

    seat: int
    card: str
    actions: int
    move_points: int


@dataclass(frozen=True)
class CardPlayed(FatalFightEvent):
    seat: int
    card: str
    actions: int


@dataclass(frozen=True)
class GuardGained(FatalFightEvent):
    seat: int
    amount: int
    gp: int
    source: str


@dataclass(frozen=True)
class MovePointsChanged(FatalFightEvent):
    seat: int
    delta: int
    move_points: int


@dataclass(frozen=True)
class ActionsChanged(FatalFightEvent):
    seat: int
    delta: int
    actions: int


@dataclass(frozen=True)
class CardDiscarded(FatalFightEvent):
    seat: int
    card: str
    source: str


@dataclass(frozen=True)
class CardsDrawn(FatalFightEvent):
    """Cards drawn into a hand (open hands: every seat reads them; they were hidden in the deck)."""

    reveals = True
    seat: int
    count: int
    cards: tuple[str, ...]


@dataclass(frozen=True)
class StatusRevealed(FatalFightEvent):
    """FF-V5: status cards among a draw are shown."""

    reveals = True
    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True)
class DeckReshuffled(FatalFightEvent):
    seat: int
    size: int


@dataclass(frozen=True)
class StatusGained(FatalFightEvent):
    """``to``: "discard", "hand" or "deck"."""

    seat: int
    status: str
    count: int
    to: str


@dataclass(frozen=True)
class HeroDamaged(FatalFightEvent):
    """FF-R9: ``amount`` dealt, ``gp_spent`` stopped by Guard, ``taken`` off the life."""

    seat: int
    amount: int
    gp_spent: int
    taken: int
    life: int
    gp: int
    pierce: bool
    source: str


@dataclass(frozen=True)
class LifeLost(FatalFightEvent):
    """Life lost without damage (a trap, a cost): Guard does not help."""

    seat: int
    amount: int
    life: int
    source: str


@dataclass(frozen=True)
class HeroHealed(FatalFightEvent):
    seat: int
    amount: int
    life: int


@dataclass(frozen=True)
class LifeCapped(FatalFightEvent):
    """FF-R5b: a max-life item left the hero, so life came down to the new max life."""

    seat: int
    amount: int
    life: int
    item: str


@dataclass(frozen=True)
class HeroDown(FatalFightEvent):
    """FF-R9: a hero's life reached 0."""

    seat: int
