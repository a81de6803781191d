"""Events of a hero's turn and of what happens to heroes (FF-R5, FF-R7, FF-R9)."""

from __future__ import annotations

from engine.fatal_fight.events.base import FatalFightEvent


class TurnStarted(FatalFightEvent):
    seat: int
    move_points: int
    actions: int


class TurnEnded(FatalFightEvent):
    seat: int


class HeroMoved(FatalFightEvent):
    seat: int
    cell: str
    move_points: int


class IconTaken(FatalFightEvent):
    """FF-R5a: an icon picked up from ``cell``."""

    seat: int
    cell: str
    icon: str


class StageGoldChanged(FatalFightEvent):
    """``source``: "icon", "overkill", "drop" or the effect's source."""

    delta: int
    gold: int
    source: str


class ItemGained(FatalFightEvent):
    """``source``: "icon", "drop", "reward" or an effect's source."""

    seat: int
    item: str
    source: str


class ItemUnavailable(FatalFightEvent):
    seat: int
    item: str
    source: str


class ItemUsed(FatalFightEvent):
    seat: int
    item: str


class ItemDropped(FatalFightEvent):
    seat: int
    item: str


class SpecialMove(FatalFightEvent):
    seat: int
    life: int
    cost: int


class Zanshin(FatalFightEvent):
    """FF-R5d: a card discarded by zanshin."""

    seat: int
    card: str


class ZanshinPenalty(FatalFightEvent):
    seat: int
    card: str


class PlayedFaceDown(FatalFightEvent):
    """FF-R5e: a card played face down for +1 move."""

    seat: int
    card: str
    actions: int
    move_points: int


class CardPlayed(FatalFightEvent):
    seat: int
    card: str
    actions: int


class GuardGained(FatalFightEvent):
    seat: int
    amount: int
    gp: int
    source: str


class MovePointsChanged(FatalFightEvent):
    seat: int
    delta: int
    move_points: int


class ActionsChanged(FatalFightEvent):
    seat: int
    delta: int
    actions: int


class CardDiscarded(FatalFightEvent):
    seat: int
    card: str
    source: str


class CardsDrawn(FatalFightEvent):
    """Cards drawn into a hand (open hands: every seat reads them; they were hidden in the deck)."""

    reveals = True
    seat: int
    count: int
    cards: tuple[str, ...]


class StatusRevealed(FatalFightEvent):
    """FF-V5: status cards among a draw are shown."""

    reveals = True
    seat: int
    cards: tuple[str, ...]


class DeckReshuffled(FatalFightEvent):
    seat: int
    size: int


class StatusGained(FatalFightEvent):
    """``to``: "discard", "hand" or "deck"."""

    seat: int
    status: str
    count: int
    to: str


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


class LifeLost(FatalFightEvent):
    """Life lost without damage (a trap, a cost): Guard does not help."""

    seat: int
    amount: int
    life: int
    source: str


class HeroHealed(FatalFightEvent):
    seat: int
    amount: int
    life: int


class LifeCapped(FatalFightEvent):
    """FF-R5b: a max-life item left the hero, so life came down to the new max life."""

    seat: int
    amount: int
    life: int
    item: str


class HeroDown(FatalFightEvent):
    """FF-R9: a hero's life reached 0."""

    seat: int
