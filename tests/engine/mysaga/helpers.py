"""Moves that bring a test set to a given step."""

from __future__ import annotations

from engine.core.kernel.game import Action
from engine.mysaga import actions as A
from engine.mysaga.game import MySaga
from engine.mysaga.state import MySagaState


def pre_round(g: MySaga, s: MySagaState, slot: int = 0) -> None:
    """Every seat plays ``slot`` in the pre-round, in flag order."""
    for seat in s.flag_order():
        g.apply(s, A.PlayPreRound(seat, slot))


def pick_all(g: MySaga, s: MySagaState, slot: int) -> None:
    for seat in list(g.owing_seats(s)):
        g.apply(s, A.PickCard(seat, slot))


def to_round1_charges(g: MySaga, s: MySagaState) -> None:
    """Pre-round slot 0, Round 1 slot 1: the first charge decision of Round 1."""
    pre_round(g, s)
    pick_all(g, s, 1)


def kinds(actions: list[Action]) -> list[str]:
    return [type(a).__name__ for a in actions]
