"""Every Fatal Fight bot by name (design.md §14; issue #27), weakest first: ``BOTS[-1]`` is the
game's best bot, the one a hint asks. ``make_bot`` builds a fresh one (bots keep what they gave
up this round, so one per campaign)."""

from __future__ import annotations

from engine.core.bots import Bot, RandomBot
from engine.fatal_fight.bots import HeuristicBot
from engine.fatal_fight.bots_expert import ExpertBot
from engine.fatal_fight.game import FatalFight

BOTS = ("random", "heuristic", "expert")
BEST_BOT = BOTS[-1]


def make_bot(name: str, game: FatalFight) -> Bot:
    """The bot called ``name`` (one of ``BOTS``) for ``game``."""
    if name == "random":
        return RandomBot()
    if name == "heuristic":
        return HeuristicBot(game)
    if name == "expert":
        return ExpertBot(game)
    raise ValueError(f"unknown bot {name!r}; bots: {', '.join(BOTS)}")
