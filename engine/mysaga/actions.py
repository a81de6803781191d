"""My Crypto Saga actions (frozen; ``seat`` first, from the core ``Action``), decision kinds and details."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from functools import cache

from engine.core.i18n.catalog import Msg, msg
from engine.core.kernel.game import Action


class Kind(StrEnum):
    """What the owing seats decide now."""

    PRE_ROUND = "pre_round"  # MS-G2: play one card face up, in flag order
    PICK = "pick"  # MS-G3: each seat picks one card face down, simultaneously
    CHARGE = "charge"  # MS-C: one charge action, in flag order
    OVER = "over"  # the set is over


@dataclass(frozen=True)
class RoundDetail:
    """A pre-round play or a pick: which game of the set and which round (0 = pre-round)."""

    game: int
    round: int


@dataclass(frozen=True)
class ChargeDetail:
    """A charge decision: the reference amount, the pool and what Charge would pay (MS-C2–C6)."""

    game: int
    round: int
    level: int
    pool: int
    charge: int


@dataclass(frozen=True)
class OverDetail:
    winners: tuple[int, ...]  # the set's winners (MS-P2)


@dataclass(frozen=True)
class PlayPreRound(Action):
    """MS-G2: play the hand card in deck ``slot`` face up; its ante is charged automatically."""
    slot: int


@dataclass(frozen=True)
class PickCard(Action):
    """MS-G3: put the hand card in deck ``slot`` face down on this round's field."""
    slot: int


@dataclass(frozen=True)
class Wait(Action):
    """MS-C1."""


@dataclass(frozen=True)
class Charge(Action):
    """MS-C2: floor(50 % of the pool when the round's charges began)."""


@dataclass(frozen=True)
class EqualCharge(Action):
    """MS-C3: match the reference amount."""


@dataclass(frozen=True)
class DoubleCharge(Action):
    """MS-C4: raise the reference to 2×; once per round."""


@dataclass(frozen=True)
class HyperCharge(Action):
    """MS-C5: raise the reference to 2× the Double amount (4×); once per round."""


@dataclass(frozen=True)
class FullCharge(Action):
    """MS-C6: pay every KP the card has left; it becomes the reference."""


@dataclass(frozen=True)
class Escape(Action):
    """MS-C7: leave this game, forfeiting what was charged."""


CHARGE_TYPES: tuple[type[Action], ...] = (
    Wait, Charge, EqualCharge, DoubleCharge, HyperCharge, FullCharge, Escape,
)
ACTION_TYPES: tuple[type[Action], ...] = (PlayPreRound, PickCard, *CHARGE_TYPES)
CHARGE_NAME_IDS: dict[type[Action], str] = {  # as the source names them
    Wait: "mysaga.charge.wait",
    Charge: "mysaga.charge.charge",
    EqualCharge: "mysaga.charge.equal",
    DoubleCharge: "mysaga.charge.double",
    HyperCharge: "mysaga.charge.hyper",
    FullCharge: "mysaga.charge.full",
    Escape: "mysaga.charge.escape",
}
_BY_CLASS_NAME = {kind.__name__: kind for kind in CHARGE_TYPES}


# Actions are frozen values, so one instance serves every legal list that holds it: these make
# each once (a legal list is asked at every decision, and building a dataclass costs more than
# finding it).
@cache
def charge_actions(seat: int) -> dict[type[Action], Action]:
    """Each charge action (MS-C1–C7) of ``seat``, by type."""
    return {kind: kind(seat) for kind in CHARGE_TYPES}


class _BySlot(dict[int, "PlayPreRound | PickCard"]):
    """One seat's card actions of one kind by deck slot, each made the first time it is asked."""

    def __init__(self, kind: type[PlayPreRound] | type[PickCard], seat: int) -> None:
        super().__init__()
        self.kind, self.seat = kind, seat

    def __missing__(self, slot: int) -> PlayPreRound | PickCard:
        action = self[slot] = self.kind(self.seat, slot)
        return action


class _BySeat(dict[int, _BySlot]):
    """One kind's card actions by seat (``_BySlot``), each seat's made the first time it is asked."""

    def __init__(self, kind: type[PlayPreRound] | type[PickCard]) -> None:
        super().__init__()
        self.kind = kind

    def __missing__(self, seat: int) -> _BySlot:
        made = self[seat] = _BySlot(self.kind, seat)
        return made


# a subscript, not a cached call: the card decisions' legal lists read these at every decision
CARD_ACTIONS: dict[type[Action], _BySeat] = {PlayPreRound: _BySeat(PlayPreRound), PickCard: _BySeat(PickCard)}


def card_actions(kind: type[PlayPreRound] | type[PickCard], seat: int) -> dict[int, PlayPreRound | PickCard]:
    """``kind(seat, slot)`` by ``slot``: the pre-round plays or the picks of ``seat``'s deck cards."""
    return CARD_ACTIONS[kind][seat]


def charge_name(action: type[Action] | str) -> Msg:
    """A charge action's name (MS-C1–C7), from its type or its class name (what ``Charged`` carries)."""
    kind = _BY_CLASS_NAME.get(action) if isinstance(action, str) else action
    found = CHARGE_NAME_IDS.get(kind) if kind is not None else None
    return msg(found) if found is not None else msg("mysaga.step.other")
