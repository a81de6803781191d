"""Fatal Fight actions: frozen, hashable dataclasses of plain fields (design.md §2).

Every action names the ``seat`` (hero) taking it. Card fields are instance ids
(``"<card id>#<n>"``) from the hero's hand, items or upgrade pile.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core.kernel.game import Action
from engine.core.saves.codec import Seat


# --- the acting hero's turn (FF-R5) -------------------------------------------------------
@dataclass(frozen=True)
class Move(Action):
    """Spend 1 move point: one cell up/down/left/right, never onto an entry (FF-R5)."""

    seat: int
    direction: str


@dataclass(frozen=True)
class PickUp(Action):
    """Take the icons of the cell the hero stands on (FF-R5a)."""

    seat: int


@dataclass(frozen=True)
class UseItem(Action):
    """Use a carried item outside an attack, no action; it is exiled (FF-R5, FF-R5b)."""

    seat: int
    item: str


@dataclass(frozen=True)
class SpecialMove(Action):
    """Pay 2 life for a non-attack special move (FF-R5c)."""

    seat: int


@dataclass(frozen=True)
class Zanshin(Action):
    """Discard one hand card; a status card's penalty applies (FF-R5d)."""

    seat: int
    card: str


@dataclass(frozen=True)
class PlayFaceDown(Action):
    """1 action: play a hand card face down for +1 move point (FF-R5e)."""

    seat: int
    card: str


@dataclass(frozen=True)
class PlayCard(Action):
    """1 action: play a non-attack card face up; its values and text apply (FF-R5e, FF-R7, FF-V5)."""

    seat: int
    card: str


@dataclass(frozen=True)
class StartAttack(Action):
    """Begin an attack on the group at ``entry`` (FF-R6, FF-R7 Shoot)."""

    seat: int
    entry: int


@dataclass(frozen=True)
class EndTurn(Action):
    """End the turn; leftover move points and actions are lost (FF-R5)."""

    seat: int


# --- the attack builder (FF-R6) -----------------------------------------------------------
@dataclass(frozen=True)
class AddCard(Action):
    seat: int
    card: str


@dataclass(frozen=True)
class AddItem(Action):
    seat: int
    item: str


@dataclass(frozen=True)
class AddSpecial(Action):
    seat: int


@dataclass(frozen=True)
class OfferCoop(Action):
    """Ask ``helper`` to co-op ``times`` times (FF-R6d: repeatable; FF-V9 may cap it); the helper
    then answers the whole offer with ``AnswerCoop`` (yes: ``times`` Fatigue, AP +``times``)."""

    seat: int
    helper: Seat
    times: int = 1

    def to_json(self) -> dict[str, Any]:
        """A single join is written as before ``times`` existed, so older logs read and write the same."""
        data = super().to_json()
        if self.times == 1:
            del data["times"]
        return data


@dataclass(frozen=True)
class ConfirmAttack(Action):
    seat: int


@dataclass(frozen=True)
class CancelAttack(Action):
    """Drop the attack being built: everything is as it was before ``StartAttack``."""

    seat: int


# --- pending decisions (design.md §5) -----------------------------------------------------
@dataclass(frozen=True)
class AnswerCoop(Action):
    """The helper accepts (1 Fatigue to its discard, AP +1) or declines (FF-R6d)."""

    seat: int
    accept: bool


@dataclass(frozen=True)
class DropItem(Action):
    """Exile a carried item (over the carry limit, FF-R5b)."""

    seat: int
    item: str


@dataclass(frozen=True)
class TakeRewardItem(Action):
    """Stage clear: take a status-up item (FF-W2)."""

    seat: int
    item: str


@dataclass(frozen=True)
class TakeRewardGold(Action):
    """Stage clear: take gold instead of a status-up item (FF-W2)."""

    seat: int


@dataclass(frozen=True)
class ChooseDownBonus(Action):
    """FF-V7: ``bonus`` is "hand" (+1 max hand) or "action" (+1 action)."""

    seat: int
    bonus: str


@dataclass(frozen=True)
class BuyArt(Action):
    """Briefing: buy upgrade ``art``; ``replace`` = a deck card it upgrades to exile, or "" (FF-R0)."""

    seat: int
    art: str
    replace: str


@dataclass(frozen=True)
class RemoveStatus(Action):
    """Briefing: exile a non-Fatigue status card from the deck for 1 gold (FF-R0)."""

    seat: int
    card: str


@dataclass(frozen=True)
class EndBriefing(Action):
    seat: int


ACTION_TYPES: tuple[type[Action], ...] = (
    Move, PickUp, UseItem, SpecialMove, Zanshin, PlayFaceDown, PlayCard, StartAttack, EndTurn,
    AddCard, AddItem, AddSpecial, OfferCoop, ConfirmAttack, CancelAttack,
    AnswerCoop, DropItem, TakeRewardItem, TakeRewardGold, ChooseDownBonus,
    BuyArt, RemoveStatus, EndBriefing,
)  # fmt: skip
