"""My Crypto Saga actions (frozen, seat first) and decision kinds (CORE_API.md shapes)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from engine.core.game import Action


class Kind(StrEnum):
    """What the owing seats decide now."""

    PRE_ROUND = "pre_round"  # MS-G2: play one card face up, in flag order
    PICK = "pick"  # MS-G3: each seat picks one card face down, simultaneously
    CHARGE = "charge"  # MS-C: one charge action, in flag order
    OVER = "over"  # the set is over


@dataclass(frozen=True)
class PlayPreRound(Action):
    """MS-G2: play the hand card in deck ``slot`` face up; its ante is charged automatically."""

    seat: int
    slot: int


@dataclass(frozen=True)
class PickCard(Action):
    """MS-G3: put the hand card in deck ``slot`` face down on this round's field."""

    seat: int
    slot: int


@dataclass(frozen=True)
class Wait(Action):
    """MS-C1."""

    seat: int


@dataclass(frozen=True)
class Charge(Action):
    """MS-C2: floor(50 % of the pool when the round's charges began)."""

    seat: int


@dataclass(frozen=True)
class EqualCharge(Action):
    """MS-C3: match the reference amount."""

    seat: int


@dataclass(frozen=True)
class DoubleCharge(Action):
    """MS-C4: raise the reference to 2×; once per round."""

    seat: int


@dataclass(frozen=True)
class HyperCharge(Action):
    """MS-C5: raise the reference to 2× the Double amount (4×); once per round."""

    seat: int


@dataclass(frozen=True)
class FullCharge(Action):
    """MS-C6: pay every KP the card has left; it becomes the reference."""

    seat: int


@dataclass(frozen=True)
class Escape(Action):
    """MS-C7: leave this game, forfeiting what was charged."""

    seat: int


CHARGE_TYPES: tuple[type[Action], ...] = (
    Wait, Charge, EqualCharge, DoubleCharge, HyperCharge, FullCharge, Escape,
)
ACTION_TYPES: tuple[type[Action], ...] = (PlayPreRound, PickCard, *CHARGE_TYPES)
CHARGE_NAMES: dict[type[Action], tuple[str, str]] = {  # (en, ja) as the source names them
    Wait: ("Wait", "ウェイト"),
    Charge: ("Charge", "チャージ"),
    EqualCharge: ("Equal Charge", "イコールチャージ"),
    DoubleCharge: ("Double Charge", "ダブルチャージ"),
    HyperCharge: ("Hyper Charge", "ハイパーチャージ"),
    FullCharge: ("Full Charge", "フルチャージ"),
    Escape: ("Escape", "エスケープ"),
}
