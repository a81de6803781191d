"""HighCard plus a chance action mid-game, so session and save tests see randomness in the log.

``Reroll``: once per seat, shuffle the remaining deck (2 chance results) and roll a die
onto one's score (1 more). Its results are public, so it is a barrier only by chance.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.core.kernel.events import Event
from engine.core.kernel.game import Action
from engine.core.kernel.session import Session
from tests.support.high_card import HighCard, HighCardEvent, HighCardState, PlayCard


@dataclass(frozen=True)
class Reroll(Action):
    seat: int


class Rerolled(HighCardEvent):
    seat: int
    roll: int


@dataclass
class LuckyState(HighCardState):
    rerolled: list[bool] = field(default_factory=lambda: [False, False])


class LuckyHighCard(HighCard):
    id = "lucky-high-card"
    state_type = LuckyState
    action_types = (PlayCard, Reroll)

    def new_state(self, setup: Mapping[str, Any], seed: int) -> LuckyState:
        base = super().new_state(setup, seed)
        return LuckyState(**{f.name: getattr(base, f.name) for f in dataclasses.fields(base)})

    def legal_actions(self, state: HighCardState, seat: int | None = None) -> list[Action]:
        actions = super().legal_actions(state, seat)
        if actions and isinstance(state, LuckyState) and not state.rerolled[state.turn]:
            actions.append(Reroll(state.turn))
        return actions

    def resolve(self, state: HighCardState, action: Action) -> list[Event]:
        if isinstance(action, Reroll) and isinstance(state, LuckyState):
            state.rerolled[action.seat] = True
            state.deck.shuffle(state.rng)
            roll = state.rng.die()
            state.scores[action.seat] += roll
            return [Rerolled(action.seat, roll)]
        return super().resolve(state, action)


def play(session: Session[Any], picks: list[int]) -> None:
    """Random legal play: each pick chooses among the legal actions; stops when the game ends."""
    for pick in picks:
        legal = session.legal_actions()
        if not legal:
            return
        session.apply(legal[pick % len(legal)])
