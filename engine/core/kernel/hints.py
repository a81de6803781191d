"""The hint key (issue #27): the game's best bot says what it would do for the seat to act, and
why in one sentence drawn from its own evaluation.

The adviser sees exactly what a bot sees (design.md §14): ``Game.bot_view`` of the seat and its
legal actions, never the state, so a hint cannot leak what the seat may not see. Each game with
bots names its adviser in its registry entry (``hint``): a module with ``best_bot(game)`` and
``explain(game, bot, view, legal, action) -> Words``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from engine.core.i18n.catalog import Words
from engine.core.kernel.bots import Bot, NoDecision
from engine.core.kernel.game import Action, Game
from engine.core.kernel.rng import Rng

Explain = Callable[[Game[Any], Bot, Any, Sequence[Action], Action], Words]
HINT_SALT = 0x4817_2701


@dataclass(frozen=True)
class Hint:
    """What the bot would do for ``seat`` and why."""

    seat: int
    action: Action
    why: Words


def hint_rng(seed: int, step: int) -> Rng:
    """The hint's own generator: the same game step always gets the same advice."""
    return Rng.from_seed((seed ^ HINT_SALT) * 1_000_003 + step)


def advise(game: Game[Any], state: Any, seat: int, bot: Bot, explain: Explain, rng: Rng) -> Hint:
    """``bot``'s choice for ``seat`` from that seat's view and legal actions, with its reason.
    Raises NoDecision when the seat owes nothing now."""
    legal = game.legal_actions(state, seat)
    if not legal:
        raise NoDecision(f"seat {seat} has nothing to decide now")
    view = game.bot_view(state, seat)  # the state is read here, by the referee, never by the bot
    action = bot.choose(view, legal, rng)
    return Hint(seat, action, explain(game, bot, view, legal, action))
