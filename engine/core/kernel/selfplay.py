"""Bots playing a game to its end (design.md §14): what every game's simulation runs.

Each seat has its bot and the bot's own generator (several seats may share one of each); the
deciding seat's bot chooses from that seat's view and legal actions (``engine.core.kernel.bots.choose``),
and its choice is carried out without a second check (``Game.apply_listed``). ``step`` sees every action
with the events it caused, as the statistics fold them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from engine.core.kernel.bots import Bot, NoDecision, needs_view
from engine.core.kernel.game import Action, Event, Game
from engine.core.kernel.rng import Rng

Step = Callable[[Action, list[Event]], None]


def play_out(game: Game[Any], state: Any, bots: Sequence[Bot], rngs: Sequence[Rng], step: Step | None = None) -> int:
    """Play ``state`` to the end; the number of decisions the bots made. Each step lists the first
    owing seat's legal actions (``Game.legal_actions``: their seat is that seat), lets its bot choose
    (``bots.choose``, from its view unless it needs none) and carries the choice out with
    ``Game.apply_listed``: it came from that very list, so it is not checked again (issue #28)."""
    legal_actions, apply_listed, bot_view = game.legal_actions, game.apply_listed, game.bot_view
    viewless = [not needs_view(bot) for bot in bots]  # read once, not per decision
    decisions = 0
    while legal := legal_actions(state):
        seat = legal[0].seat
        action = bots[seat].choose(None if viewless[seat] else bot_view(state, seat), legal, rngs[seat])
        events = apply_listed(state, action, legal)
        if step is not None:
            step(action, events)
        decisions += 1
    if not game.is_over(state):
        raise NoDecision(f"seats {game.decision(state).seats} owe an action but have none")
    return decisions
