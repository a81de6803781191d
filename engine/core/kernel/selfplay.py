"""Bots playing a game to its end (design.md §14): what every game's simulation runs.

Each seat has its bot and the bot's own generator (several seats may share one of each); the
deciding seat's bot chooses from that seat's view (``engine.core.kernel.bots.decide``). ``step`` sees
every action with the events it caused, as the statistics fold them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from engine.core.kernel.bots import Bot, decide
from engine.core.kernel.game import Action, Event, Game
from engine.core.kernel.rng import Rng

Step = Callable[[Action, list[Event]], None]


def play_out(game: Game[Any], state: Any, bots: Sequence[Bot], rngs: Sequence[Rng], step: Step | None = None) -> int:
    """Play ``state`` to the end; the number of decisions the bots made."""
    decisions = 0
    while not game.is_over(state):
        seat = game.decision(state).seats[0]
        action = decide(game, state, seat, bots[seat], rngs[seat])
        events = game.apply(state, action)
        if step is not None:
            step(action, events)
        decisions += 1
    return decisions
