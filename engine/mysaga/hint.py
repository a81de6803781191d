"""The hint key for My Crypto Saga (issue #27): the expert's play-outs and its reason."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core.i18n.catalog import Words, msg
from engine.core.kernel.bots import Bot
from engine.core.kernel.game import Action
from engine.mysaga.bots import ExpertBot
from engine.mysaga.game import MySaga


def best_bot(game: MySaga) -> Bot:
    """The expert: play-outs over samples of the cards the seat cannot see."""
    return ExpertBot(game)


def explain(game: MySaga, bot: Bot, view: Any, legal: Sequence[Action], action: Action) -> Words:
    """The mean KP the pick ends the game with over the sampled worlds, beside the next best."""
    found = getattr(bot, "evaluation", None)
    if len(legal) == 1 or found is None:
        return msg("learn.hint.only") if len(legal) == 1 else msg("learn.hint.bot")
    worlds, means = found
    mine = means[list(legal).index(action)]
    others = [m for a, m in zip(legal, means, strict=True) if a != action]
    return msg("learn.mysaga.hint.kp", worlds=worlds, kp=f"{mine:+.0f}", other=f"{max(others):+.0f}")
